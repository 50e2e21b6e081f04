"""The button under `/me forget`'s question that confirms it: "Forget me".

Its custom id carries the user it asks (`cvs:f:42`), so a click by anyone else does
nothing (the question is private anyway). The answer replaces the question, which only
the asker sees, so the button is gone once it has been used.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.discord import flow
from bot.discord.context import deps_of, player_of
from bot.discord.custom_ids import NUMBER, CustomId
from bot.service import Reply
from engine import t

FORGET_ID = CustomId("cvs:f:{user}", user=NUMBER)


class ForgetButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=FORGET_ID.pattern,
):
    def __init__(self, user_id: int, locale: str = "en") -> None:
        super().__init__(
            discord.ui.Button(
                label=t("dc.me.forget_button").render(locale),
                style=discord.ButtonStyle.danger,
                custom_id=FORGET_ID.format(user=user_id),
            )
        )
        self.user_id = user_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ForgetButton:
        return cls(int(match["user"]))

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        return interaction.user.id == self.user_id

    async def callback(self, interaction: discord.Interaction) -> None:
        deps = deps_of(interaction)
        player = player_of(interaction)

        async def op() -> Reply:
            reply = await deps.service.forget(player)
            reply.ephemeral = False  # it replaces the private question, so stays private
            return reply

        await flow.component(deps, interaction, op, edit_source=True)


async def forget_view(reply: Reply, locale: str, user_id: int) -> discord.ui.View:
    """The question's button, for the user who asked."""
    view = discord.ui.View(timeout=None)
    view.add_item(ForgetButton(user_id, locale))
    return view

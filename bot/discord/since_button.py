"""The turn notice's **What happened?** button: for whoever clicks it, privately, every
move since their own last one and the board with what changed framed
(`GameService.since_mine`, the same answer as `/game log since:mine`).

Its custom id carries only the game (`cvs:wh:12`), not the version: the question is
always about now, so a button under an old notice keeps answering, until the game ends.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.discord import flow
from bot.discord.components import check_current
from bot.discord.context import deps_of, place_of, player_of
from bot.discord.custom_ids import NUMBER, CustomId
from bot.service import Reply
from engine import t

SINCE_ID = CustomId("cvs:wh:{game}", game=NUMBER)


class SinceButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=SINCE_ID.pattern):
    def __init__(self, game_id: int, locale: str = "en") -> None:
        super().__init__(
            discord.ui.Button(
                label=t("dc.button.since").render(locale),
                style=discord.ButtonStyle.secondary,
                custom_id=SINCE_ID.format(game=game_id),
                row=0,
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> SinceButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        deps = deps_of(interaction)
        place, player = place_of(interaction), player_of(interaction)

        async def op() -> Reply:
            await check_current(deps, place, self.game_id, None)
            return await deps.service.since_mine(place, player, await deps.locale(interaction))

        await flow.component(deps, interaction, op, writes=False)


def since_view(game_id: int, locale: str) -> discord.ui.View:
    """The button alone, under a reminder that tells players it is their turn."""
    view = discord.ui.View(timeout=None)
    view.add_item(SinceButton(game_id, locale))
    return view

"""A hint's **Play the first** button: plays the move the hint advised first, for the
one who asked, exactly as `/move` would (`GameService.move` at the version the hint was
for), so a hint whose position has passed is refused privately like any stale button.

Its custom id carries the game, the version and the move's notation
(`cvs:hp:12:40:take E`); a notation too long for Discord's 100 characters gets no
button (the hint still names it, to be typed).
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

HINT_ID = CustomId("cvs:hp:{game}:{version}:{notation}", game=NUMBER, version=NUMBER, notation=".+")
CUSTOM_ID_MAX = 100


class PlayHintButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=HINT_ID.pattern):
    def __init__(self, game_id: int, version: int, notation: str, locale: str = "en") -> None:
        super().__init__(
            discord.ui.Button(
                label=t("dc.button.play_hint").render(locale),
                style=discord.ButtonStyle.success,
                custom_id=HINT_ID.format(game=game_id, version=version, notation=notation),
            )
        )
        self.game_id, self.version, self.notation = game_id, version, notation

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PlayHintButton:
        return cls(int(match["game"]), int(match["version"]), match["notation"])

    async def callback(self, interaction: discord.Interaction) -> None:
        deps = deps_of(interaction)
        place, player = place_of(interaction), player_of(interaction)

        async def op() -> Reply:
            await check_current(deps, place, self.game_id, self.version)
            return await deps.service.move(
                place, player, self.notation, expected_version=self.version
            )

        sent = await flow.component(deps, interaction, op, view=deps.views)
        if sent is not None:  # played: the hint's button has done its work
            await flow.deliver(
                "the hint without its button",
                lambda: interaction.edit_original_response(view=None),
            )


async def hint_view(reply: Reply, locale: str) -> discord.ui.View | None:
    """The button under a hint, where the advised move's notation fits in a custom id."""
    if reply.hint is None or reply.game_id is None or reply.version is None:
        return None
    custom_id = HINT_ID.format(game=reply.game_id, version=reply.version, notation=reply.hint)
    if len(custom_id) > CUSTOM_ID_MAX:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(PlayHintButton(reply.game_id, reply.version, reply.hint, locale))
    return view

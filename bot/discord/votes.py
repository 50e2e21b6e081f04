"""The table's vote buttons: under a reminder whose turn clock ran out ("the AI plays
the seat" / "end the game"), under a request to rejoin and under a request to pause the
table ("agree" / "decline").

Their custom ids carry the game, the ballot and the choice (`cvs:b:12:3:ai`), so they
work after a restart; the service refuses a vote on a ballot that is over, by someone
who does not play at the table, about one's own seat, or a second time. Once a vote
decides, its buttons are taken off the message that carried them.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.discord import flow
from bot.discord.context import deps_of, place_of, player_of
from bot.discord.custom_ids import NUMBER, CustomId
from bot.service import Reply, VoteCall
from engine import t

VOTE_ID = CustomId(
    "cvs:b:{game}:{number}:{choice}", game=NUMBER, number=NUMBER, choice="ai|end|yes|no"
)
CHOICES = {"clock": ("ai", "end"), "rejoin": ("yes", "no"), "pause": ("yes", "no")}
STYLES = {
    "ai": discord.ButtonStyle.primary,
    "end": discord.ButtonStyle.danger,
    "yes": discord.ButtonStyle.success,
    "no": discord.ButtonStyle.secondary,
}


class VoteButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=VOTE_ID.pattern,
):
    def __init__(self, game_id: int, number: int, choice: str, locale: str = "en") -> None:
        super().__init__(
            discord.ui.Button(
                label=t(f"dc.vote.{choice}").render(locale),
                style=STYLES[choice],
                custom_id=VOTE_ID.format(game=game_id, number=number, choice=choice),
            )
        )
        self.game_id, self.number, self.choice = game_id, number, choice

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> VoteButton:
        return cls(int(match["game"]), int(match["number"]), match["choice"])

    async def callback(self, interaction: discord.Interaction) -> None:
        deps = deps_of(interaction)
        place, player = place_of(interaction), player_of(interaction)

        async def op() -> Reply:
            return await deps.service.vote(place, player, self.game_id, self.number, self.choice)

        sent = await flow.component(deps, interaction, op, view=deps.views)
        if sent is not None:  # decided: this message asks no more
            await interaction.edit_original_response(view=None)


def vote_view(call: VoteCall, locale: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for choice in CHOICES[call.kind]:
        view.add_item(VoteButton(call.game_id, call.number, choice, locale))
    return view

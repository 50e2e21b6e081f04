"""The **AI's review** button under the message that ends a game: for whoever clicks it,
privately, the same answer as `/game review game_id:<id>` (computed once in the AI's
pool, then read from the store).

Its custom id carries only the game (`cvs:rv:12`): a finished game never changes, so the
button keeps answering for as long as the message stands.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.discord import flow
from bot.discord.context import Deps, deps_of, place_of, player_of
from bot.discord.custom_ids import NUMBER, CustomId
from bot.service import Place, Player, Reply
from engine import t

REVIEW_ID = CustomId("cvs:rv:{game}", game=NUMBER)


async def reviewed(
    deps: Deps, place: Place, player: Player, game_id: int | None, *, public: bool
) -> Reply:
    """The review of game `game_id` (None: the channel's latest), from the store when it
    was computed before, else computed now in the AI's pool."""
    ask = await deps.service.review_ask(place, player, game_id)
    done = ask.review
    if done is None:
        assert deps.review is not None, "the AI pool is set at start-up"
        done = await deps.review(ask)
    return await deps.service.review_reply(place, player, ask, done, public=public)


class ReviewButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=REVIEW_ID.pattern):
    def __init__(self, game_id: int, locale: str = "en") -> None:
        super().__init__(
            discord.ui.Button(
                label=t("dc.button.review").render(locale),
                style=discord.ButtonStyle.secondary,
                custom_id=REVIEW_ID.format(game=game_id),
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ReviewButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        deps = deps_of(interaction)
        place, player = place_of(interaction), player_of(interaction)
        await flow.component(
            deps,
            interaction,
            lambda: reviewed(deps, place, player, self.game_id, public=False),
            writes=False,
        )


def review_view(game_id: int, locale: str) -> discord.ui.View:
    """The button alone, under the message that ends a game."""
    view = discord.ui.View(timeout=None)
    view.add_item(ReviewButton(game_id, locale))
    return view

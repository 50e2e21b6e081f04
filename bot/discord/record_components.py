"""Buttons of the records' messages, surviving restarts like the game's own
(`DynamicItem`s whose custom id carries everything a click needs):

- a replay's ◀ ▶ buttons (`cvs:r:<game>:<ply>:<step>`): step to the start (`s`), the
  end (`e`), or by -10, -1, +1, +10 moves from the ply the message shows; the click
  edits the replay message in place, and one past either end is told so privately;
- the replay's chart button (`cvs:rc:<game>`), answered privately;
- leaderboard pages (`cvs:lb:<game>:<scope>:<page>`) and history pages
  (`cvs:hi:<user or ->:<game or ->:<page>`), edited in place.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.discord import flow
from bot.discord.commands.notes import written_at
from bot.discord.context import deps_of, place_of, player_of
from bot.discord.custom_ids import NUMBER, CustomId
from bot.service import Reply
from bot.service.replays import END, START
from engine import t

GAME_NAME = "[a-z_]{1,20}"
PAGE_TURN = "[bn]"  # back or next: the two page buttons of a message differ only there

REPLAY_ID = CustomId("cvs:r:{game}:{ply}:{step}", game=NUMBER, ply=NUMBER, step="s|e|[-+]1|[-+]10")
CHART_ID = CustomId("cvs:rc:{game}", game=NUMBER)
LEADERBOARD_ID = CustomId(
    "cvs:lb:{game}:{scope}:{page}:{turn}",
    game=GAME_NAME,
    scope="[sg]",
    page=NUMBER,
    turn=PAGE_TURN,
)
HISTORY_ID = CustomId(
    "cvs:hi:{user}:{game}:{page}:{turn}",
    user=r"\d+|-",
    game=f"{GAME_NAME}|-",
    page=NUMBER,
    turn=PAGE_TURN,
)

STEPS: dict[str, tuple[int, str]] = {
    "s": (START, "dc.replay.start"),
    "-10": (-10, "dc.replay.back10"),
    "-1": (-1, "dc.replay.back"),
    "+1": (1, "dc.replay.next"),
    "+10": (10, "dc.replay.next10"),
    "e": (END, "dc.replay.end"),
}


# -- replays --------------------------------------------------------------------------


class ReplayButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=REPLAY_ID.pattern,
):
    def __init__(
        self, game_id: int, ply: int, step: str, locale: str = "en", disabled: bool = False
    ) -> None:
        _, key = STEPS[step]
        super().__init__(
            discord.ui.Button(
                label=t(key).render(locale),
                style=discord.ButtonStyle.secondary,
                custom_id=REPLAY_ID.format(game=game_id, ply=ply, step=step),
                disabled=disabled,
                row=0 if step != "e" else 1,
            )
        )
        self.game_id, self.ply, self.step = game_id, ply, step

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ReplayButton:
        return cls(int(match["game"]), int(match["ply"]), match["step"])

    async def callback(self, interaction: discord.Interaction) -> None:
        deps = deps_of(interaction)
        place, player = place_of(interaction), player_of(interaction)
        step = STEPS[self.step][0]

        # A replay only its viewer sees keeps their own notes under every step.
        private = interaction.message is not None and interaction.message.flags.ephemeral

        async def op() -> Reply:
            reply = await deps.service.replay(place, player, self.game_id, self.ply, step)
            if private:
                reply.lines += await deps.service.replay_notes(player, self.game_id, written_at)
            return reply

        await flow.component(
            deps, interaction, op, view=replay_view, edit_source=True, writes=False
        )


class ChartButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=CHART_ID.pattern):
    def __init__(self, game_id: int, locale: str = "en") -> None:
        super().__init__(
            discord.ui.Button(
                label=t("dc.replay.chart").render(locale),
                style=discord.ButtonStyle.primary,
                custom_id=CHART_ID.format(game=game_id),
                row=1,
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ChartButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        deps = deps_of(interaction)
        place, player = place_of(interaction), player_of(interaction)

        async def op() -> Reply:
            reply = await deps.service.replay_chart(place, player, self.game_id)
            reply.ephemeral = True  # for the clicker, like the replay they may page alone
            return reply

        await flow.component(deps, interaction, op, writes=False)


async def replay_view(reply: Reply, locale: str) -> discord.ui.View | None:
    """◀ ▶ buttons for the position a replay reply shows (none for other replies)."""
    at = reply.replay
    if at is None:
        return None
    view = discord.ui.View(timeout=None)
    for step in STEPS:
        if step in ("s", "-10", "-1"):
            disabled = at.ply == 0
        else:  # a running game may have moved on: its end stays reachable
            disabled = at.ply >= at.plies and not (step == "e" and at.running)
        view.add_item(ReplayButton(at.game_id, at.ply, step, locale, disabled))
    view.add_item(ChartButton(at.game_id, locale))
    return view


# -- pages ----------------------------------------------------------------------------


def _page_buttons(
    spec: CustomId, fields: dict[str, object], page: int, pages: int, locale: str
) -> list[discord.ui.Button[Any]]:
    """Back and next from `page`; `fields` fill the rest of the spec's custom id."""
    return [
        discord.ui.Button(
            # A button that leads nowhere shows only its arrow, never "Page 0".
            label=t(key if 1 <= target <= pages else edge, page=target).render(locale),
            style=discord.ButtonStyle.secondary,
            custom_id=spec.format(**fields, page=max(1, min(target, pages)), turn=turn),
            disabled=not 1 <= target <= pages,
        )
        for key, edge, target, turn in (
            ("dc.page.back", "dc.page.back_none", page - 1, "b"),
            ("dc.page.next", "dc.page.next_none", page + 1, "n"),
        )
    ]


class LeaderboardPage(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=LEADERBOARD_ID.pattern,
):
    def __init__(self, button: discord.ui.Button[Any], game: str, scope: str, page: int) -> None:
        super().__init__(button)
        self.game, self.scope, self.page = game, scope, page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LeaderboardPage:
        button = discord.ui.Button[Any](custom_id=match.string)
        return cls(button, match["game"], match["scope"], int(match["page"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        deps = deps_of(interaction)
        place = place_of(interaction)
        scope = "server" if self.scope == "s" else "global"

        async def op() -> Reply:
            return await deps.service.leaderboard(place, self.game, scope, self.page)

        await flow.component(
            deps, interaction, op, view=leaderboard_view(scope), edit_source=True, writes=False
        )


def leaderboard_view(scope: str) -> flow.ViewFactory:
    async def factory(reply: Reply, locale: str) -> discord.ui.View | None:
        if reply.paging is None or reply.game_name is None or reply.paging.pages < 2:
            return None
        view = discord.ui.View(timeout=None)
        fields = {"game": reply.game_name, "scope": scope[0]}
        paging = reply.paging
        for button in _page_buttons(LEADERBOARD_ID, fields, paging.page, paging.pages, locale):
            view.add_item(LeaderboardPage(button, reply.game_name, scope[0], paging.page))
        return view

    return factory


class HistoryPage(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=HISTORY_ID.pattern,
):
    def __init__(
        self, button: discord.ui.Button[Any], user: int | None, game: str | None, page: int
    ) -> None:
        super().__init__(button)
        self.user, self.game, self.page = user, game, page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> HistoryPage:
        button = discord.ui.Button[Any](custom_id=match.string)
        user = None if match["user"] == "-" else int(match["user"])
        game = None if match["game"] == "-" else match["game"]
        return cls(button, user, game, int(match["page"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        deps = deps_of(interaction)
        place = place_of(interaction)
        user, game, page = self.user, self.game, self.page

        async def op() -> Reply:
            return await deps.service.game_history(place, page, user_id=user, game=game)

        await flow.component(
            deps, interaction, op, view=history_view(user, game), edit_source=True, writes=False
        )


def history_view(user: int | None, game: str | None) -> flow.ViewFactory:
    async def factory(reply: Reply, locale: str) -> discord.ui.View | None:
        if reply.paging is None or reply.paging.pages < 2:
            return None
        view = discord.ui.View(timeout=None)
        fields = {"user": "-" if user is None else user, "game": game or "-"}
        paging = reply.paging
        for button in _page_buttons(HISTORY_ID, fields, paging.page, paging.pages, locale):
            view.add_item(HistoryPage(button, user, game, paging.page))
        return view

    return factory


RECORD_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    ReplayButton,
    ChartButton,
    LeaderboardPage,
    HistoryPage,
)

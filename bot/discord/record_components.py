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
from bot.discord.context import deps_of, place_of, player_of
from bot.service import Reply
from bot.service.replays import END, START
from engine import t

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
    template=r"cvs:r:(?P<game>\d+):(?P<ply>\d+):(?P<step>s|e|[-+]1|[-+]10)",
):
    def __init__(
        self, game_id: int, ply: int, step: str, locale: str = "en", disabled: bool = False
    ) -> None:
        _, key = STEPS[step]
        super().__init__(
            discord.ui.Button(
                label=t(key).render(locale),
                style=discord.ButtonStyle.secondary,
                custom_id=f"cvs:r:{game_id}:{ply}:{step}",
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

        async def op() -> Reply:
            return await deps.service.replay(place, player, self.game_id, self.ply, step)

        await flow.component(
            deps, interaction, op, view=replay_view, edit_source=True, writes=False
        )


class ChartButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"cvs:rc:(?P<game>\d+)"):
    def __init__(self, game_id: int, locale: str = "en") -> None:
        super().__init__(
            discord.ui.Button(
                label=t("dc.replay.chart").render(locale),
                style=discord.ButtonStyle.primary,
                custom_id=f"cvs:rc:{game_id}",
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
    custom_id: str, page: int, pages: int, locale: str
) -> list[discord.ui.Button[Any]]:
    """`custom_id` is a template with `{page}`."""
    return [
        discord.ui.Button(
            label=t(key, page=target).render(locale),
            style=discord.ButtonStyle.secondary,
            custom_id=custom_id.format(page=max(1, min(target, pages))) + suffix,
            disabled=not 1 <= target <= pages,
        )
        for key, target, suffix in (
            ("dc.page.back", page - 1, ":b"),
            ("dc.page.next", page + 1, ":n"),
        )
    ]


class LeaderboardPage(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"cvs:lb:(?P<game>[a-z_]{1,20}):(?P<scope>[sg]):(?P<page>\d+):[bn]",
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
        template = f"cvs:lb:{reply.game_name}:{scope[0]}:{{page}}"
        for button in _page_buttons(template, reply.paging.page, reply.paging.pages, locale):
            view.add_item(LeaderboardPage(button, reply.game_name, scope[0], reply.paging.page))
        return view

    return factory


class HistoryPage(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"cvs:hi:(?P<user>\d+|-):(?P<game>[a-z_]{1,20}|-):(?P<page>\d+):[bn]",
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
        template = f"cvs:hi:{user if user is not None else '-'}:{game or '-'}:{{page}}"
        for button in _page_buttons(template, reply.paging.page, reply.paging.pages, locale):
            view.add_item(HistoryPage(button, user, game, reply.paging.page))
        return view

    return factory


RECORD_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    ReplayButton,
    ChartButton,
    LeaderboardPage,
    HistoryPage,
)

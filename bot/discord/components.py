"""Buttons and selects that survive restarts: `DynamicItem`s whose `custom_id` carries
the game id, the state version and the action (`cvs:<kind>:...`, at most 100 chars).

A click on a message showing an older version (or another game) is answered with
"the board has changed" and the current state, never applied.
"""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING, Any, cast

import discord

from bot.discord import flow, messages
from bot.discord.context import Deps, place_of, player_of
from bot.service import BoardChanged, Place, Player, Reply
from engine import Text, t

if TYPE_CHECKING:
    from bot.discord.client import CaravanBot

PER_SELECT = 25
SELECTS_PER_PAGE = 3
PAGE_SIZE = PER_SELECT * SELECTS_PER_PAGE
VALUE_MAX = 100


def _deps(interaction: discord.Interaction) -> Deps:
    return cast("CaravanBot", interaction.client).deps


def _clip(text: str, limit: int = 100) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


async def check_current(deps: Deps, place: Place, game_id: int, version: int | None) -> Reply:
    """The channel's current status, or BoardChanged if the click is about another state."""
    status = await deps.service.status(place)
    if status.game_id != game_id or (version is not None and status.version != version):
        current = status.version or 0
        raise BoardChanged(
            t("bot.err.board_changed", version=current), status.game_id or 0, current
        )
    return status


# -- the lobby ---------------------------------------------------------------------------------


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"cvs:l:(?P<action>join|leave|start):(?P<game>\d+):(?P<version>\d+)",
):
    STYLES = {
        "join": discord.ButtonStyle.success,
        "leave": discord.ButtonStyle.secondary,
        "start": discord.ButtonStyle.primary,
    }

    def __init__(self, action: str, game_id: int, version: int, locale: str = "en") -> None:
        super().__init__(
            discord.ui.Button(
                label=t(f"dc.button.{action}").render(locale),
                style=self.STYLES[action],
                custom_id=f"cvs:l:{action}:{game_id}:{version}",
            )
        )
        self.action, self.game_id, self.version = action, game_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LobbyButton:
        return cls(match["action"], int(match["game"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        deps = _deps(interaction)
        place, player = place_of(interaction), player_of(interaction)

        async def lobby_op() -> Reply:
            await check_current(deps, place, self.game_id, None)
            change = await getattr(deps.service, self.action)(place, player)
            status = await deps.service.status(place)
            status.lines = [*change.lines, *status.lines]
            return status

        async def start_op() -> Reply:
            await check_current(deps, place, self.game_id, None)
            return await deps.service.start(place, player)

        if self.action == "start":
            sent = await flow.component(deps, interaction, start_op, view=views_for(deps, place))
            if sent is not None:
                await interaction.edit_original_response(view=None)
            return
        await flow.component(
            deps, interaction, lobby_op, view=views_for(deps, place), edit_source=True
        )


def lobby_view(game_id: int, version: int, locale: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for action in ("join", "leave", "start"):
        view.add_item(LobbyButton(action, game_id, version, locale))
    return view


# -- moves -------------------------------------------------------------------------------------


class MoveSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"cvs:m:(?P<game>\d+):(?P<version>\d+):(?P<page>\d+):(?P<slot>\d+)",
):
    def __init__(
        self,
        game_id: int,
        version: int,
        page: int,
        slot: int,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"cvs:m:{game_id}:{version}:{page}:{slot}",
                options=options or [discord.SelectOption(label="-", value="-")],
                placeholder=placeholder,
                row=slot,
            )
        )
        self.game_id, self.version = game_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> MoveSelect:
        return cls(
            int(match["game"]), int(match["version"]), int(match["page"]), int(match["slot"])
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        deps = _deps(interaction)
        place, player = place_of(interaction), player_of(interaction)
        values = (interaction.data or {}).get("values") or []
        notation = str(values[0]) if values else ""

        async def op() -> Reply:
            # The version is checked before the turn: a click on an old board is "changed".
            await check_current(deps, place, self.game_id, self.version)
            return await deps.service.move(place, player, notation, expected_version=self.version)

        await flow.component(deps, interaction, op, view=views_for(deps, place))


class PageButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"cvs:p:(?P<direction>[pn]):(?P<game>\d+):(?P<version>\d+):(?P<page>\d+)",
):
    """Opens (for the clicker only) a page of their legal moves as selects."""

    def __init__(
        self,
        direction: str,
        game_id: int,
        version: int,
        page: int,
        label: str = "",
        disabled: bool = False,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label or direction,
                style=discord.ButtonStyle.secondary,
                custom_id=f"cvs:p:{direction}:{game_id}:{version}:{page}",
                disabled=disabled,
                row=4,
            )
        )
        self.game_id, self.version, self.page = game_id, version, page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PageButton:
        return cls(
            match["direction"], int(match["game"]), int(match["version"]), int(match["page"])
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        deps = _deps(interaction)
        place, player = place_of(interaction), player_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        locale = await deps.locale(interaction)
        try:
            status = await check_current(deps, place, self.game_id, self.version)
            legal = await deps.service.legal_moves(place, player, limit=None)
        except Exception as error:
            outgoing = (
                await flow.stale_answer(deps, interaction, error)
                if isinstance(error, BoardChanged)
                else messages.plain(flow.refusal(error), locale)
            )
            await interaction.followup.send(**outgoing.send_kwargs(), ephemeral=True)
            return
        if not legal:
            names = [
                line.params.get("players", "")
                for line in status.lines
                if line.key == "bot.msg.waiting_for"
            ]
            text = t("dc.err.not_for_you", player=names[0] if names else "?")
            await interaction.followup.send(
                **messages.plain(text, locale).send_kwargs(), ephemeral=True
            )
            return
        view = move_view(self.game_id, self.version, legal, self.page, locale)
        pages = page_count([entry for entry in legal if len(entry[0]) <= VALUE_MAX])
        header = t("dc.select.placeholder", page=min(self.page, pages - 1) + 1, pages=pages)
        await interaction.followup.send(header.render(locale), view=view, ephemeral=True)


class SeatViewButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"cvs:v:(?P<game>\d+):(?P<version>\d+)"
):
    def __init__(self, game_id: int, version: int, locale: str = "en") -> None:
        super().__init__(
            discord.ui.Button(
                label=t("dc.button.board").render(locale),
                style=discord.ButtonStyle.secondary,
                custom_id=f"cvs:v:{game_id}:{version}",
                row=4,
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> SeatViewButton:
        return cls(int(match["game"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        deps = _deps(interaction)
        place, player = place_of(interaction), player_of(interaction)

        async def op() -> Reply:
            await check_current(deps, place, self.game_id, None)
            return await deps.service.board(place, player, private=True)

        await flow.component(deps, interaction, op, writes=False)


class UndoButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"cvs:u:(?P<game>\d+):(?P<version>\d+)"
):
    def __init__(self, game_id: int, version: int, locale: str = "en") -> None:
        super().__init__(
            discord.ui.Button(
                label=t("dc.button.undo").render(locale),
                style=discord.ButtonStyle.danger,
                custom_id=f"cvs:u:{game_id}:{version}",
                row=4,
            )
        )
        self.game_id, self.version = game_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> UndoButton:
        return cls(int(match["game"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        deps = _deps(interaction)
        place, player = place_of(interaction), player_of(interaction)

        async def op() -> Reply:
            await check_current(deps, place, self.game_id, self.version)
            return await deps.service.undo(place, player)

        await flow.component(deps, interaction, op, view=views_for(deps, place))


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    LobbyButton,
    MoveSelect,
    PageButton,
    SeatViewButton,
    UndoButton,
)


def page_count(legal: list[tuple[str, Text]]) -> int:
    return max(1, math.ceil(len(legal) / PAGE_SIZE))


def move_view(
    game_id: int,
    version: int,
    legal: list[tuple[str, Text]] | None,
    page: int,
    locale: str,
) -> discord.ui.View:
    """Up to 75 moves as three selects, plus paging, the private view and undo.

    `legal=None` (several players decide at once) shows only the paging button that
    opens each clicker's own moves.
    """
    view = discord.ui.View(timeout=None)
    # A select value holds at most 100 characters; longer notations stay typable via /move.
    entries = [entry for entry in legal or [] if len(entry[0]) <= VALUE_MAX]
    pages = page_count(entries)
    page = max(0, min(page, pages - 1))
    chunk = entries[page * PAGE_SIZE : (page + 1) * PAGE_SIZE]
    for slot in range(math.ceil(len(chunk) / PER_SELECT)):
        part = chunk[slot * PER_SELECT : (slot + 1) * PER_SELECT]
        options = [
            discord.SelectOption(
                label=_clip(label.render(locale)), value=notation, description=_clip(notation)
            )
            for notation, label in part
        ]
        placeholder = _clip(
            t("dc.select.placeholder", page=page + 1, pages=pages).render(locale)
            + f" {slot * PER_SELECT + 1 + page * PAGE_SIZE}–{slot * PER_SELECT + len(part) + page * PAGE_SIZE}",
            150,
        )
        view.add_item(MoveSelect(game_id, version, page, slot, options, placeholder))
    prev_label = t("dc.button.prev").render(locale)
    next_label = t("dc.button.next").render(locale)
    if legal is None:
        view.add_item(PageButton("n", game_id, version, 0, next_label))
    else:
        view.add_item(
            PageButton("p", game_id, version, max(page - 1, 0), prev_label, disabled=page == 0)
        )
        view.add_item(
            PageButton("n", game_id, version, page + 1, next_label, disabled=page >= pages - 1)
        )
    view.add_item(SeatViewButton(game_id, version, locale))
    view.add_item(UndoButton(game_id, version, locale))
    return view


def views_for(deps: Deps, place: Place) -> flow.ViewFactory:
    """The components a public reply gets: lobby buttons, or the mover's choices."""

    async def factory(reply: Reply, locale: str) -> discord.ui.View | None:
        if reply.game_id is None or reply.version is None:
            return None
        if reply.status == "lobby":
            return lobby_view(reply.game_id, reply.version, locale)
        if reply.status != "active" or not reply.mentions:
            return None
        legal: list[tuple[str, Text]] | None = None
        if len(reply.mentions) == 1:
            mover = Player(reply.mentions[0], "", locale)
            legal = await deps.service.legal_moves(place, mover, limit=None)
        return move_view(reply.game_id, reply.version, legal, 0, locale)

    return factory

"""Buttons and selects that survive restarts: `DynamicItem`s whose `custom_id` carries
the game id, the state version and the action (`cvs:<kind>:...`, at most 100 chars).

A click on a message showing an older version (or another game) is answered with
"the board has changed" and the current state, never applied.
"""

from __future__ import annotations

import io
import re
from typing import Any

import discord

from bot.discord import flow, messages, threads
from bot.discord.context import Deps, deps_of, place_of, player_of
from bot.discord.custom_ids import NUMBER, CustomId
from bot.discord.messages import Outgoing
from bot.discord.picker import PICKER_ITEMS
from bot.discord.votes import VoteButton
from bot.service import BoardChanged, Place, Reply
from engine import t


async def check_current(deps: Deps, place: Place, game_id: int, version: int | None) -> Reply:
    """The channel's current status, or BoardChanged if the click is about another state
    (a game that has ended is refused as over, with its standings)."""
    await deps.service.check_running(game_id)
    status = await deps.service.status(place)
    if status.game_id != game_id or (version is not None and status.version != version):
        current = status.version or 0
        raise BoardChanged(t("bot.err.board_changed"), status.game_id or 0, current)
    return status


LOBBY_ID = CustomId(
    "cvs:l:{action}:{game}:{version}", action="join|leave|start", game=NUMBER, version=NUMBER
)
LEGACY_MENU_ID = CustomId("cvs:{kind}:{rest}", kind="[mp]", rest=".*")
SEAT_VIEW_ID = CustomId("cvs:v:{game}:{version}", game=NUMBER, version=NUMBER)
UNDO_ID = CustomId("cvs:u:{game}:{version}", game=NUMBER, version=NUMBER)


# -- the lobby ---------------------------------------------------------------------------------


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=LOBBY_ID.pattern,
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
                custom_id=LOBBY_ID.format(action=action, game=game_id, version=version),
            )
        )
        self.action, self.game_id, self.version = action, game_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LobbyButton:
        return cls(match["action"], int(match["game"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        """The game lives where it was opened: in the channel, or in its own thread while
        this lobby message stays in the channel (then the board goes to the thread)."""
        deps = deps_of(interaction)
        player = player_of(interaction)
        found: list[Place] = []

        async def table() -> Place:
            place = await deps.service.place_of_game(self.game_id) or place_of(interaction)
            found.append(place)
            await check_current(deps, place, self.game_id, None)
            return place

        async def lobby_op() -> Reply:
            place = await table()
            change = await getattr(deps.service, self.action)(place, player)
            # The change is saved: if the lobby cannot be read back, show the change alone.
            status = await flow.degrade(
                "reading the lobby", change, lambda: deps.service.status(place)
            )
            if status is change:
                return change
            status.lines = [*change.lines, *status.lines]
            if place.channel_id != interaction.channel_id:  # this lobby stays in the channel
                status.lines += threads.lobby_next(place)
                status.actions = []
            return status

        async def start_op() -> Reply:
            return await deps.service.start(await table(), player)

        async def post(outgoing: Outgoing) -> discord.Message | None:
            return await post_to_table(deps, interaction, found[0], outgoing)

        if self.action == "start":
            sent = await flow.component(deps, interaction, start_op, view=deps.views, post=post)
            if sent is not None:
                await flow.deliver(
                    "the lobby without its buttons",
                    lambda: interaction.edit_original_response(view=None),
                )
            return
        await flow.component(deps, interaction, lobby_op, view=deps.views, edit_source=True)


async def post_to_table(
    deps: Deps, interaction: discord.Interaction, place: Place, outgoing: Outgoing
) -> discord.Message | None:
    """A public reply where the table plays: a follow-up here, or a message in its thread
    (None, with the clicker told, if that thread was deleted meanwhile)."""
    if place.channel_id == interaction.channel_id:
        return await interaction.followup.send(**outgoing.send_kwargs(), wait=True)
    files = [(f.filename, f.fp.read()) for f in outgoing.files]

    def message() -> dict[str, Any]:
        again = [discord.File(io.BytesIO(data), filename=name) for name, data in files]
        return {**outgoing.send_kwargs(), "files": again}

    try:
        return await threads.deliver(interaction.client, place.channel_id, message, place.guild_id)
    except threads.ChannelGone:
        await threads.channel_gone(deps, place.channel_id)
        text = messages.plain(t("dc.thread.gone"), await deps.locale(interaction))
        await interaction.followup.send(**text.send_kwargs(), ephemeral=True)
        return None


# -- moves ----------------------------------------------------------------------------------------


class LegacyMenu(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=LEGACY_MENU_ID.pattern,
):
    """Move lists of older board messages (one flat, paged list of every legal move,
    public to anyone who opened it): they answer with the current board, whose *Choose
    move* button opens the private picker instead."""

    def __init__(self, custom_id: str) -> None:
        super().__init__(discord.ui.Select(custom_id=custom_id, options=[]))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LegacyMenu:
        return cls(match.string)

    async def callback(self, interaction: discord.Interaction) -> None:
        await deps_of(interaction).inflight.run(interaction, lambda: self._answer(interaction))

    async def _answer(self, interaction: discord.Interaction) -> None:
        deps = deps_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        status = await deps.service.status(place_of(interaction))
        stale = BoardChanged(
            t("bot.err.board_changed"),
            status.game_id or 0,
            status.version or 0,
        )
        outgoing = await flow.stale_answer(deps, interaction, stale)
        await interaction.followup.send(**outgoing.send_kwargs(), ephemeral=True)


class SeatViewButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=SEAT_VIEW_ID.pattern):
    def __init__(self, game_id: int, version: int, locale: str = "en") -> None:
        super().__init__(
            discord.ui.Button(
                label=t("dc.button.board").render(locale),
                style=discord.ButtonStyle.secondary,
                custom_id=SEAT_VIEW_ID.format(game=game_id, version=version),
                row=0,
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> SeatViewButton:
        return cls(int(match["game"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        deps = deps_of(interaction)
        place, player = place_of(interaction), player_of(interaction)

        async def op() -> Reply:
            await check_current(deps, place, self.game_id, None)
            return await deps.service.board(place, player, private=True)

        await flow.component(deps, interaction, op, writes=False)


class UndoButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=UNDO_ID.pattern):
    def __init__(self, game_id: int, version: int, locale: str = "en") -> None:
        super().__init__(
            discord.ui.Button(
                label=t("dc.button.undo").render(locale),
                style=discord.ButtonStyle.danger,
                custom_id=UNDO_ID.format(game=game_id, version=version),
                row=0,
            )
        )
        self.game_id, self.version = game_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> UndoButton:
        return cls(int(match["game"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        deps = deps_of(interaction)
        place, player = place_of(interaction), player_of(interaction)

        async def op() -> Reply:
            await check_current(deps, place, self.game_id, self.version)
            return await deps.service.undo(place, player)

        await flow.component(deps, interaction, op, view=deps.views)


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    LobbyButton,
    LegacyMenu,
    SeatViewButton,
    UndoButton,
    VoteButton,
    *PICKER_ITEMS,
)

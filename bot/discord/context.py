"""What every handler needs: the services, and who/where/which language an interaction is."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, cast

import discord

from bot.clock import Clock, utc_now
from bot.discord.inflight import Inflight
from bot.discord.mentions import CommandIds
from bot.service import GameService, Place, Player, ReviewAsk, SeatDecision
from bot.store import Store
from engine import Text, normalise_locale
from engine.ai import Advice
from engine.ai.review import Review

if TYPE_CHECKING:
    from bot.discord.client import CaravanBot
    from bot.discord.flow import ViewFactory


def _nothing() -> None:
    return None


def _unseen(game_id: int, board: int | None = None) -> None:
    return None


class Turnstile:
    """A lock served in ticket order: a handler takes its ticket before its first await
    (so tickets follow the gateway's event order) and may acknowledge the interaction
    before its turn comes, so waiting never delays the 3-second acknowledgement."""

    def __init__(self) -> None:
        self._issued = 0
        self._serving = 0
        self._done: set[int] = set()
        self._changed = asyncio.Condition()

    def take(self) -> int:
        ticket = self._issued
        self._issued += 1
        return ticket

    async def wait(self, ticket: int) -> None:
        async with self._changed:
            await self._changed.wait_for(lambda: self._serving >= ticket)

    async def finish(self, ticket: int) -> None:
        """Mark `ticket` done (used or not); idempotent."""
        async with self._changed:
            if ticket >= self._serving:
                self._done.add(ticket)
            while self._serving in self._done:
                self._done.discard(self._serving)
                self._serving += 1
            self._changed.notify_all()


@dataclass
class Deps:
    """Built once at start-up and handed to commands and components (no globals).

    `changed` is called after every write that may move a reminder due time (the
    reminder dispatcher's `poke`); `ai_kick` with a game's id once the answer to a
    write is posted, so an AI whose turn it is now plays (after that answer, in order).
    `views` lays out the components under a public reply (`bot.discord.views`), handed in
    so that the buttons which answer publicly need not import the views that hold them.
    `seed_source` lets tests fix the games' seeds.
    `table_changed` with a game's id (and the id of the board message just posted, if any)
    after each change of a table, for its status line (`bot.discord.status_line`).
    `advise` thinks for a hint in the AI's pool (`AiPool.advise`, set at start-up), and
    `review` reviews a finished game there (`AiPool.review`).
    `turnstiles` serialise writes per channel in arrival order, so of two clicks on
    the same state the first lands and the second sees a newer version ("the board
    has changed").
    """

    service: GameService
    views: ViewFactory
    clock: Clock = utc_now
    reminder_hours: float = 12.0
    changed: Callable[[], None] = _nothing
    ai_kick: Callable[[int], None] = lambda game_id: None
    advise: Callable[[SeatDecision], Awaitable[list[Advice]]] | None = None
    review: Callable[[ReviewAsk], Awaitable[Review]] | None = None
    seed_source: Callable[[], int | None] = lambda: None
    table_changed: Callable[[int, int | None], None] = _unseen
    turnstiles: dict[int, Turnstile] = field(default_factory=dict)
    inflight: Inflight = field(default_factory=Inflight)
    commands: CommandIds = field(default_factory=CommandIds)
    _channel_locales: dict[int, str | None] = field(default_factory=dict)

    @property
    def store(self) -> Store:
        return self.service.store

    def turnstile(self, channel_id: int) -> Turnstile:
        turnstile = self.turnstiles.get(channel_id)
        if turnstile is None:
            turnstile = self.turnstiles[channel_id] = Turnstile()
        return turnstile

    async def channel_locale(self, channel_id: int) -> str | None:
        if channel_id not in self._channel_locales:
            settings = await self.store.channel_settings(channel_id)
            self._channel_locales[channel_id] = settings.locale
        return self._channel_locales[channel_id]

    def forget_channel_locale(self, channel_id: int) -> None:
        self._channel_locales.pop(channel_id, None)

    def mention(self, interaction: discord.Interaction) -> Callable[[Text], Text]:
        """Makes command names in a text clickable for this interaction's server."""
        return lambda text: self.commands.mentioned(text, interaction.guild_id)

    async def locale(self, interaction: discord.Interaction) -> str:
        """The channel's language override, else the user's Discord language."""
        override = await self.channel_locale(interaction.channel_id or 0)
        return normalise_locale(override or interaction.locale.value)


def deps_of(interaction: discord.Interaction) -> Deps:
    """The dependencies of the bot an interaction reached (its `CaravanBot`)."""
    return cast("CaravanBot", interaction.client).deps


def place_of(interaction: discord.Interaction) -> Place:
    """The interaction's channel; for a thread also the channel it hangs off."""
    channel = interaction.channel
    parent = channel.parent_id if isinstance(channel, discord.Thread) else None
    return Place(interaction.guild_id, interaction.channel_id or 0, parent)


def player_of(interaction: discord.Interaction) -> Player:
    user = interaction.user
    return Player(user.id, user.display_name, normalise_locale(interaction.locale.value))


def may_manage_channel(interaction: discord.Interaction) -> bool:
    return bool(interaction.permissions.manage_channels)

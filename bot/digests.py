"""The daily digest: one direct message at the player's chosen local time listing every
table waiting on them, instead of a reminder DM per table. Platform-neutral, driven by
due times in the database like the reminders (`bot.reminders`).

One task sleeps until the earliest due digest (or the poll interval). Each due digest is
claimed with a guarded update (`Store.claim_digest`) that moves it on to the next local
time in the player's zone, so it goes out once even with several dispatchers, and after
downtime once, not once per missed day. Nothing waits on the player (or they are on
vacation): nothing is sent.

`reminder_dm_allowed` is what the reminders ask before a DM: a player who chose the
digest gets none, nor does anyone during their quiet hours (channel reminders go on).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import engine
from bot.background import DueTask
from bot.clock import Clock, utc_now
from bot.local_time import next_at, within
from bot.store import Schedule, Store
from engine import Game

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class WaitingTable:
    """A table waiting on the player: which game, where, since when."""

    game_id: int
    game: str
    guild_id: int | None
    channel_id: int
    since: datetime


@dataclass(frozen=True, slots=True)
class Digest:
    """One digest to deliver to a player, in their language."""

    user_id: int
    locale: str
    tables: tuple[WaitingTable, ...]


DigestSender = Callable[[Digest], Awaitable[None]]


def next_digest(schedule: Schedule, now: datetime) -> datetime | None:
    """When the player's next digest is due after `now` (None: they chose none)."""
    if schedule.digest_at is None:
        return None
    return next_at(now, schedule.digest_at, schedule.time_zone)


def quiet(schedule: Schedule, now: datetime) -> bool:
    """Whether `now` lies in the player's quiet hours."""
    if schedule.quiet_from is None or schedule.quiet_until is None:
        return False
    return within(now, schedule.quiet_from, schedule.quiet_until, schedule.time_zone)


def reminder_dm_allowed(schedule: Schedule, now: datetime) -> bool:
    """Whether a reminder may reach the player by DM now: not if they get the digest
    instead, nor during their quiet hours."""
    return schedule.digest_at is None and not quiet(schedule, now)


class DigestDispatcher(DueTask):
    """Sends every digest when it falls due, checking at the latest every `poll_seconds`
    (a digest comes at a minute of the day: a changed one is seen within that interval)."""

    task_name = "digest-dispatcher"

    def __init__(
        self,
        store: Store,
        sender: DigestSender,
        *,
        clock: Clock = utc_now,
        poll_seconds: float = 60.0,
        default_locale: str = "en",
        game_lookup: Callable[[str], Game[Any, Any, Any]] = engine.get,
        min_sleep: float = 0.05,
    ) -> None:
        self.store = store
        self.sender = sender
        self.clock = clock
        self.poll_seconds = poll_seconds
        self.default_locale = engine.normalise_locale(default_locale)
        self.lookup = game_lookup
        self.min_sleep = min_sleep

    async def next_due_at(self) -> datetime | None:
        upcoming = await self.store.due_digests(None, limit=1)
        return upcoming[0].due_at if upcoming else None

    async def run_due(self) -> list[Digest]:
        """Send every digest due now; returns those delivered."""
        now = self.clock()
        delivered = []
        for schedule in await self.store.due_digests(now):
            digest = await self.fire(schedule, now)
            if digest is not None:
                delivered.append(digest)
        return delivered

    async def fire(self, schedule: Schedule, now: datetime) -> Digest | None:
        assert schedule.due_at is not None
        if not await self.store.claim_digest(
            schedule.user_id, schedule.due_at, next_digest(schedule, now)
        ):
            return None  # another dispatcher sent it, or the player changed the time
        settings = await self.store.user_settings(schedule.user_id)
        if settings.vacation_until is not None and settings.vacation_until > now:
            return None
        tables = await self.waiting_tables(schedule.user_id)
        if not tables:
            return None
        digest = Digest(
            schedule.user_id,
            engine.normalise_locale(schedule.locale or self.default_locale),
            tuple(tables),
        )
        try:
            await self.sender(digest)
        except Exception:
            # Claimed means "at most once": a failed delivery is logged, not retried.
            log.exception("digest for user %s could not be delivered", schedule.user_id)
            return None
        return digest

    async def waiting_tables(self, user_id: int) -> list[WaitingTable]:
        """The running tables that wait on the user's own seat, longest wait first; a
        table paused by agreement waits on nobody while its pause runs."""
        found = []
        now = self.clock()
        for record in await self.store.active_tables_of(user_id):
            if record.state is None or await self.store.paused_until(record.id, now):
                continue
            game = self.lookup(record.game)
            acting = set(game.to_act(game.from_json(record.state)))
            seats = await self.store.seats(record.id)
            if any(s.user_id == user_id and s.is_human and s.seat in acting for s in seats):
                found.append(
                    WaitingTable(
                        record.id, record.game, record.guild_id, record.channel_id,
                        record.updated_at,
                    )
                )
        return found

"""The turn-reminder dispatcher: platform-neutral, driven by due times in the database.

One task sleeps until the earliest due reminder (or until `poke()` says a sooner one may
have been written; polling is the fallback). Each due reminder is claimed with a
guarded update (`Store.claim_due`), so it fires at most once even with several
dispatchers or a move racing it; a move rewrites the due time and so suppresses it.

Escalation: the first reminder mentions the waiting players in the channel after the
channel's interval; each later one comes after a doubled interval (capped) and also
DMs the players who opted in (unless they chose the daily digest instead, or it is their
quiet hours: `bot.digests`). After downtime a game gets one "late" notice, then the
normal rhythm resumes from now: never a burst. Players on vacation are left out; if
everyone waited on is away, the reminder waits for the earliest return. Seats the AI
plays are nobody to remind.

The turn clock: at a table with `turn_hours`, a reminder is also due when a waiting
player's clock runs out (it runs from the table's last change, and from the return of
a vacation that ended since: a vacation stops it). That reminder and the later ones
carry the vote of the other players (`Notice.clock`): hand the seat to the AI, or end
the game; the vote itself is the service's (`GameService.vote`).

A table paused by agreement (`bot.store.pauses`) is reminded of nothing while the pause
runs (a reminder that falls due then waits for its end), and its turn clock counts only
the time it was not paused: every deadline moves by the time paused.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import engine
from bot import metrics
from bot.background import DueTask
from bot.clock import Clock, utc_now
from bot.digests import reminder_dm_allowed
from bot.store import GameRecord, ReminderRecord, SeatRecord, Store, paused_time
from engine import Game
from engine.ai import DEFAULT_LEVEL

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class ClockVote:
    """A seat whose turn clock ran out, and the open vote about it."""

    ballot: int
    seat: int
    user_id: int
    hours: int
    level: str
    voters: tuple[int, ...]
    opened: bool  # this notice opens the vote: the voters are mentioned once


@dataclass(frozen=True, slots=True)
class Notice:
    """One reminder to deliver: who to mention in the channel, who to DM, in which language."""

    game_id: int
    guild_id: int | None
    channel_id: int
    game: str
    level: int
    late: bool
    waiting_since: datetime
    mention: tuple[int, ...]
    dm: tuple[int, ...]
    locale: str
    clock: ClockVote | None = None


Notifier = Callable[[Notice], Awaitable[None]]


class ReminderDispatcher(DueTask):
    """Sends every reminder when it falls due, waking early when a due time moves
    (`poke`), and at the latest every `poll_seconds`."""

    task_name = "reminder-dispatcher"

    def __init__(
        self,
        store: Store,
        notifier: Notifier,
        *,
        clock: Clock = utc_now,
        reminder_hours: float = 12.0,
        poll_seconds: float = 60.0,
        late_after: timedelta = timedelta(minutes=30),
        max_interval: timedelta = timedelta(days=7),
        default_locale: str = "en",
        game_lookup: Callable[[str], Game[Any, Any, Any]] = engine.get,
        min_sleep: float = 0.05,
    ) -> None:
        self.store = store
        self.notifier = notifier
        self.clock = clock
        self.reminder_hours = reminder_hours
        self.poll_seconds = poll_seconds
        self.late_after = late_after
        self.max_interval = max_interval
        self.default_locale = engine.normalise_locale(default_locale)
        self.lookup = game_lookup
        self.min_sleep = min_sleep

    # -- running ------------------------------------------------------------------------

    async def next_due_at(self) -> datetime | None:
        upcoming = await self.store.next_due()
        return None if upcoming is None else upcoming.due_at

    # -- one pass -----------------------------------------------------------------------

    async def run_due(self) -> list[Notice]:
        """Fire every reminder due now; returns the notices that were delivered."""
        now = self.clock()
        delivered = []
        for record in await self.store.due_reminders(now):
            notice = await self.fire(record, now)
            if notice is not None:
                delivered.append(notice)
        return delivered

    def interval(self, hours: float | None, level: int) -> timedelta:
        base = timedelta(hours=hours or self.reminder_hours)
        return min(base * (2**level), max(self.max_interval, base))

    async def fire(self, reminder: ReminderRecord, now: datetime) -> Notice | None:
        game_record = await self.store.game(reminder.game_id)
        channel = await self.store.channel_settings(reminder.channel_id)
        if game_record is None or game_record.status != "active" or game_record.state is None:
            await self.store.claim_due(reminder.game_id, reminder.due_at, reminder.level, None, 0)
            return None
        paused = await self.store.paused_until(reminder.game_id, now)
        if paused is not None:  # a paused table is reminded of nothing until the pause ends
            await self.store.claim_due(
                reminder.game_id, reminder.due_at, reminder.level, paused, reminder.level
            )
            return None
        game = self.lookup(game_record.game)
        state = game.from_json(game_record.state)
        seats = {s.seat: s for s in await self.store.seats(reminder.game_id)}
        acting = [seats[s] for s in game.to_act(state) if s in seats and seats[s].is_human]
        waiting = list(dict.fromkeys(s.user_id for s in acting))
        present, returns = [], []
        opted_in = set()
        clock_from: dict[int, datetime] = {}
        pauses = await self.store.pauses(reminder.game_id) if game_record.turn_hours else []
        for user_id in waiting:
            settings = await self.store.user_settings(user_id)
            if settings.vacation_until is not None and settings.vacation_until > now:
                returns.append(settings.vacation_until)
                continue
            present.append(user_id)
            if settings.dm_opt_in and reminder_dm_allowed(
                await self.store.schedule(user_id), now
            ):
                opted_in.add(user_id)
            back = settings.vacation_until
            since = max(game_record.updated_at, back) if back else game_record.updated_at
            clock_from[user_id] = since + paused_time(pauses, since, now)
        if not present:
            # Everyone waited on is away (or nobody is waited on): try again when one is back.
            retry = min(returns) if returns else now + self.interval(channel.reminder_hours, 0)
            await self.store.claim_due(
                reminder.game_id, reminder.due_at, reminder.level, retry, reminder.level
            )
            return None
        next_level = reminder.level + 1
        next_due = now + self.interval(channel.reminder_hours, next_level)
        hours = game_record.turn_hours
        if hours:
            limit = timedelta(hours=hours)
            running = [since + limit for since in clock_from.values() if since + limit > now]
            next_due = min([next_due, *running])
        if not await self.store.claim_due(
            reminder.game_id, reminder.due_at, reminder.level, next_due, next_level
        ):
            return None  # a move or another dispatcher got there first
        clock = None
        if hours:
            clock = await self.clock_vote(
                game_record, list(seats.values()), acting, clock_from, now
            )
        notice = Notice(
            game_id=reminder.game_id,
            guild_id=reminder.guild_id,
            channel_id=reminder.channel_id,
            game=game_record.game,
            level=reminder.level,
            late=now - reminder.due_at > self.late_after,
            waiting_since=game_record.updated_at,
            mention=tuple(present),
            dm=tuple(u for u in present if u in opted_in) if reminder.level >= 1 else (),
            locale=engine.normalise_locale(channel.locale or self.default_locale),
            clock=clock,
        )
        try:
            await self.notifier(notice)
        except Exception:
            # Claimed means "at most once": a failed delivery is logged, not retried.
            log.exception("reminder for game %s could not be delivered", reminder.game_id)
            return None
        metrics.REMINDERS.inc()
        return notice

    async def clock_vote(
        self,
        record: GameRecord,
        seats: list[SeatRecord],
        acting: list[SeatRecord],
        clock_from: dict[int, datetime],
        now: datetime,
    ) -> ClockVote | None:
        """The vote about the first waiting seat whose clock has run out, opened if it is
        not yet; None if no clock ran out or nobody else plays at the table to vote."""
        assert record.turn_hours
        limit = timedelta(hours=record.turn_hours)
        for seat in acting:
            since = clock_from.get(seat.user_id)
            if since is None or now - since < limit:
                continue
            voters = tuple(s.user_id for s in seats if s.is_human and s.seat != seat.seat)
            if not voters:
                return None
            number, opened = await self.store.clock_ballot(record.id, seat.seat, now)
            return ClockVote(
                ballot=number,
                seat=seat.seat,
                user_id=seat.user_id,
                hours=record.turn_hours,
                level=record.ai_level or DEFAULT_LEVEL,
                voters=voters,
                opened=opened,
            )
        return None

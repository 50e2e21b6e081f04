"""The store: one interface, two backends (`bot.store.sqlite`, `bot.store.postgres`),
which build on this class; `bot.store.backends.open_store(target)` picks one.

Every write goes through `Store.transaction()`: the caller's writes, then COMMIT — or
ROLLBACK on any exception, so a crash mid-move leaves the last committed state intact.
Game rows carry a version; `Tx.update_game` only matches the expected version, so a
stale write changes nothing and raises `StaleVersion`, in one process or across several.

What is stored (the numbered `migrations/*.sql` define it; 0002 made it compact): one
`games` row per game, its state the engine's JSON deflated by zlib (`codec`); one
`moves` row per move ever written, keyed by (game_id, seq), holding the notation (the
move is `parse_move(notation)`) and integer-microsecond times (`records`). A whole game
of about 250 moves takes some 14 KiB in SQLite (`bench/store_scale.py`). A move stays one
transaction (the game row, its log row, its reminder) and loading a game one read.

Callers see only `open_store`, `Store`, `Tx` and the records. Both backends run the same SQL
(`reads`, `transaction`), written in the part of SQL both accept.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractAsyncContextManager
from contextvars import ContextVar
from datetime import datetime
from typing import Any, ClassVar

from bot.store.notes import NoteReads
from bot.store.pauses import PauseReads
from bot.store.personal import PersonalReads
from bot.store.reads import reminder_record
from bot.store.record_reads import RecordReads
from bot.store.records import ChannelSettings, ReminderRecord, UserSettings, to_db_time
from bot.store.reviews import ReviewReads
from bot.store.schedules import ScheduleReads
from bot.store.table_list import TableListReads
from bot.store.transaction import UNSET, Tx
from bot.store.turn_times import TurnTimeReads

# Called when a transaction of the current task starts to commit, if set: whoever handles
# the request (the Discord adapter) learns that it is changing something, so a shutdown
# lets it finish and never tells a player "nothing changed" about a saved move.
on_commit: ContextVar[Callable[[], None] | None] = ContextVar("on_commit", default=None)


def committing() -> None:
    """Each backend calls this just before its COMMIT (see `on_commit`)."""
    listener = on_commit.get()
    if listener is not None:
        listener()


class Store(
    PauseReads,
    PersonalReads,
    RecordReads,
    ScheduleReads,
    NoteReads,
    ReviewReads,
    TurnTimeReads,
    TableListReads,
):
    """The database of games, seats, moves, settings and reminder state."""

    backend: ClassVar[str] = ""
    shared: ClassVar[bool] = False
    """Whether other processes may write the same database while this one runs (true for
    PostgreSQL): then a cache must check a game's version before answering from memory."""
    _reminder_join: ClassVar[str] = "JOIN"

    async def close(self) -> None:
        raise NotImplementedError

    async def ping(self) -> None:
        """Raises unless the database answers a trivial query (the health check)."""
        await self._one("SELECT 1")

    def transaction(self) -> AbstractAsyncContextManager[Tx]:
        """An open write transaction: committed when the block ends, rolled back if it raises."""
        raise NotImplementedError

    async def after_copy(self) -> None:
        """Bring id generators past the highest copied id (a backend that needs it)."""

    async def __aenter__(self) -> Store:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def applied_migrations(self) -> list[int]:
        rows = await self._all("SELECT number FROM schema_migrations ORDER BY number")
        return [r[0] for r in rows]

    # -- reminders: the dispatcher's API ----------------------------------------------

    async def next_due(self) -> ReminderRecord | None:
        """The earliest pending reminder of an active game (what the dispatcher sleeps on)."""
        due = await self.due_reminders(None, limit=1)
        return due[0] if due else None

    async def due_reminders(self, now: datetime | None, limit: int = 100) -> list[ReminderRecord]:
        """Pending reminders of active games due at or before `now` (all if None), earliest first."""
        # SQLite's CROSS JOIN fixes the loop order: walk `reminders_by_due` in due order
        # and look each game up by id, stopping at `limit`. Left to itself, its planner
        # starts from `games_by_status` and sorts every active game's reminder.
        sql = (
            "SELECT r.game_id, g.guild_id, g.channel_id, r.due_at, r.level"
            f" FROM reminders AS r {self._reminder_join} games AS g ON g.id = r.game_id"
            " WHERE r.due_at IS NOT NULL AND g.status = 'active'"
        )
        params: list[Any] = []
        if now is not None:
            sql += " AND r.due_at <= ?"
            params.append(to_db_time(now))
        sql += " ORDER BY r.due_at, r.game_id LIMIT ?"
        params.append(limit)
        return [reminder_record(r) for r in await self._all(sql, params)]

    async def claim_due(
        self,
        game_id: int,
        expected_due: datetime,
        expected_level: int,
        new_due: datetime | None,
        new_level: int,
    ) -> bool:
        """Claim a reminder: True for exactly one caller, in any process; False if a move
        or another dispatcher changed it since it was read."""
        async with self.transaction() as tx:
            return await tx.claim_reminder(
                game_id, expected_due, expected_level, new_due, new_level
            )

    async def clock_ballot(self, game_id: int, seat: int, now: datetime) -> tuple[int, bool]:
        """The number of the seat's open turn-clock vote, opened now if there is none
        (then the flag is True)."""
        async with self.transaction() as tx:
            ballot = await tx.current_ballot(game_id, "clock", seat)
            if ballot is not None:
                return ballot.number, False
            return await tx.open_ballot(game_id, "clock", seat, now), True

    # -- settings -----------------------------------------------------------------------

    async def set_channel_settings(
        self,
        channel_id: int,
        *,
        reminder_hours: float | None = UNSET,
        locale: str | None = UNSET,
    ) -> ChannelSettings:
        """Change the given fields (None clears one back to the default)."""
        current = await self.channel_settings(channel_id)
        hours = current.reminder_hours if reminder_hours is UNSET else reminder_hours
        lang = current.locale if locale is UNSET else locale
        async with self.transaction() as tx:
            await tx.put_channel_settings(ChannelSettings(channel_id, hours, lang))
        return ChannelSettings(channel_id, hours, lang)

    async def set_user_settings(
        self,
        user_id: int,
        *,
        dm_opt_in: bool = UNSET,
        vacation_until: datetime | None = UNSET,
    ) -> UserSettings:
        current = await self.user_settings(user_id)
        opt_in = current.dm_opt_in if dm_opt_in is UNSET else dm_opt_in
        until = current.vacation_until if vacation_until is UNSET else vacation_until
        async with self.transaction() as tx:
            await tx.put_user_settings(UserSettings(user_id, opt_in, until))
        return UserSettings(user_id, opt_in, until)

"""The SQLite store: one writer connection (transactions serialised by a lock) and one
reader connection (WAL lets it read the last committed state while a write is open).

Every write goes through `Store.transaction()`: BEGIN IMMEDIATE, the caller's writes,
COMMIT — or ROLLBACK on any exception, so a crash mid-move leaves the last committed
state intact. Game rows carry a version; `Tx.update_game` only matches the expected
version, so a stale write changes nothing and raises `StaleVersion`.

What is stored (the numbered `migrations/*.sql` define it; 0002 made it compact): one
`games` row per game, its state the engine's JSON deflated by zlib (`codec`); one
`moves` row per move ever written, clustered by (game_id, seq), holding the notation
(the move is `parse_move(notation)`) and integer-microsecond times (`records`). A whole
game of about 250 moves takes some 14 KiB (`bench/store_scale.py`). A move stays one
transaction (the game row, its log row, its reminder) and loading a game one read.

Callers see only `Store`, `Tx` and the records: another backend (PostgreSQL) can
provide the same methods over its own SQL, keeping these meanings.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from contextvars import ContextVar
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import aiosqlite

from bot.store.migrate import apply_migrations, reclaim_space
from bot.store.opening import check_writable, close_quietly, connect, prepare_folder, unavailable
from bot.store.record_reads import RecordReads
from bot.store.records import (
    ChannelSettings,
    ReminderRecord,
    UserSettings,
    from_db_time,
    to_db_time,
)
from bot.store.transaction import UNSET, Tx

Clock = Callable[[], datetime]

# Called when a transaction of the current task starts to commit, if set: whoever handles
# the request (the Discord adapter) learns that it is changing something, so a shutdown
# lets it finish and never tells a player "nothing changed" about a saved move.
on_commit: ContextVar[Callable[[], None] | None] = ContextVar("on_commit", default=None)


def _utc_now() -> datetime:
    return datetime.now(UTC)


class Store(RecordReads):
    """The database of games, seats, moves, settings and reminder state."""

    def __init__(self, writer: aiosqlite.Connection, reader: aiosqlite.Connection) -> None:
        super().__init__(reader)
        self._writer = writer
        self._lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: str | Path, clock: Clock = _utc_now) -> Store:
        """Open (creating the file and folder), check that it can be written, migrate.

        Any failure closes what was opened and raises `StoreUnavailable`, whose message
        is one sentence naming the file and what is wrong with it.
        """
        path = Path(path)
        opened: list[aiosqlite.Connection] = []
        try:
            await asyncio.to_thread(prepare_folder, path)
            opened.append(await connect(path))
            await check_writable(opened[0])
            if await apply_migrations(opened[0], clock()):
                await reclaim_space(opened[0])
            opened.append(await connect(path))
        except BaseException as error:
            for db in reversed(opened):
                await close_quietly(db)
            if isinstance(error, Exception):
                raise await asyncio.to_thread(unavailable, path, error) from error
            raise
        return cls(opened[0], opened[1])

    async def close(self) -> None:
        """Close both connections (and stop their threads), even if one close fails."""
        try:
            await self._db.close()
        finally:
            await self._writer.close()

    async def __aenter__(self) -> Store:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Tx]:
        """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK if anything inside raises."""
        async with self._lock:
            await self._writer.execute("BEGIN IMMEDIATE")
            try:
                yield Tx(self._writer)
            except BaseException:
                await self._writer.execute("ROLLBACK")
                raise
            listener = on_commit.get()
            if listener is not None:
                listener()
            await self._writer.execute("COMMIT")

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
        # CROSS JOIN fixes the loop order: walk `reminders_by_due` in due order and look
        # each game up by id, stopping at `limit`. Left to itself, the planner starts
        # from `games_by_status` and sorts every active game's reminder.
        sql = (
            "SELECT r.game_id, g.guild_id, g.channel_id, r.due_at, r.level"
            " FROM reminders AS r CROSS JOIN games AS g ON g.id = r.game_id"
            " WHERE r.due_at IS NOT NULL AND g.status = 'active'"
        )
        params: list[Any] = []
        if now is not None:
            sql += " AND r.due_at <= ?"
            params.append(to_db_time(now))
        sql += " ORDER BY r.due_at, r.game_id LIMIT ?"
        params.append(limit)
        rows = await self._all(sql, params)
        return [
            ReminderRecord(r[0], r[1], r[2], from_db_time(r[3]), r[4])  # type: ignore[arg-type]
            for r in rows
        ]

    async def claim_due(
        self,
        game_id: int,
        expected_due: datetime,
        expected_level: int,
        new_due: datetime | None,
        new_level: int,
    ) -> bool:
        """Claim a reminder: True for exactly one caller; False if a move or another
        dispatcher changed it since it was read."""
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

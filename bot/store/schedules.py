"""When a player wants to hear from the bot (`user_schedules`, migration 0008): the daily
digest's local time and its next due time, the player's time zone and quiet hours.

The digest is claimed like a reminder: `claim_digest` moves `due_at` on only where it
still holds the value the dispatcher read, so one process, once, sends each digest.
"""

from __future__ import annotations

from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from bot.store.reads import Reads
from bot.store.records import GameRecord, from_db_micros, to_db_micros
from bot.store.sql import Connection, Row

SCHEDULE_COLUMNS = "user_id, digest_at, time_zone, quiet_from, quiet_until, locale, due_at"


@dataclass(frozen=True, slots=True)
class Schedule:
    """A player's digest, time zone and quiet hours; the defaults mean none of them."""

    user_id: int
    digest_at: str | None = None  # local 'HH:MM' of the daily digest; None: no digest
    time_zone: str | None = None  # IANA name or '+HH:MM' (see `bot.local_time`); None: UTC
    quiet_from: str | None = None  # local 'HH:MM': no DM from here ...
    quiet_until: str | None = None  # ... until here
    locale: str | None = None  # the language the player's digest is written in
    due_at: datetime | None = None  # the next digest (UTC); None when it is off


def _schedule(row: Row) -> Schedule:
    return Schedule(*row[:6], from_db_micros(row[6]))  # type: ignore[arg-type]


class ScheduleReads(Reads):
    """Players' schedules, due digests and the tables a digest lists."""

    async def schedule(self, user_id: int) -> Schedule:
        row = await self._one(
            f"SELECT {SCHEDULE_COLUMNS} FROM user_schedules WHERE user_id = ?", (user_id,)
        )
        return Schedule(user_id) if row is None else _schedule(row)

    async def due_digests(self, now: datetime | None, limit: int = 100) -> list[Schedule]:
        """Digests due at or before `now` (every pending one if None), earliest first."""
        sql = f"SELECT {SCHEDULE_COLUMNS} FROM user_schedules WHERE due_at IS NOT NULL"
        params: list[object] = []
        if now is not None:
            sql += " AND due_at <= ?"
            params.append(to_db_micros(now))
        sql += " ORDER BY due_at, user_id LIMIT ?"
        params.append(limit)
        return [_schedule(r) for r in await self._all(sql, params)]

    async def active_tables_of(self, user_id: int) -> list[GameRecord]:
        """The running games where the user plays a seat themselves, oldest change first
        (read once a day per digest: a game is one more read by its key)."""
        rows = await self._all(
            "SELECT id FROM games WHERE status = 'active' AND id IN"
            " (SELECT game_id FROM seats WHERE user_id = ? AND ai_level IS NULL)"
            " ORDER BY updated_at, id",
            (user_id,),
        )
        found = [await self.game(r[0]) for r in rows]
        return [g for g in found if g is not None]

    def transaction(self) -> AbstractAsyncContextManager[Any]:
        """The store's write transaction (`Store.transaction`, which overrides this)."""
        raise NotImplementedError

    async def save_schedule(self, schedule: Schedule) -> None:
        """Write the player's whole schedule (its due time as given)."""
        async with self.transaction() as tx:
            await tx.put_schedule(schedule)

    async def claim_digest(
        self, user_id: int, expected_due: datetime, new_due: datetime | None
    ) -> bool:
        """Claim a due digest: True for exactly one caller, in any process; False if
        another dispatcher or a change of settings moved it since it was read."""
        async with self.transaction() as tx:
            return await tx.claim_digest(user_id, expected_due, new_due)


class ScheduleWrites:
    """Writing schedules and claiming digests; mixed into `Tx`."""

    _db: Connection

    async def put_schedule(self, schedule: Schedule) -> None:
        due = schedule.due_at
        await self._db.execute(
            f"INSERT INTO user_schedules ({SCHEDULE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET digest_at = excluded.digest_at,"
            " time_zone = excluded.time_zone, quiet_from = excluded.quiet_from,"
            " quiet_until = excluded.quiet_until, locale = excluded.locale,"
            " due_at = excluded.due_at",
            (
                schedule.user_id,
                schedule.digest_at,
                schedule.time_zone,
                schedule.quiet_from,
                schedule.quiet_until,
                schedule.locale,
                None if due is None else to_db_micros(due),
            ),
        )

    async def claim_digest(
        self, user_id: int, expected_due: datetime, new_due: datetime | None
    ) -> bool:
        changed = await self._db.execute(
            "UPDATE user_schedules SET due_at = ? WHERE user_id = ? AND due_at = ?",
            (
                None if new_due is None else to_db_micros(new_due),
                user_id,
                to_db_micros(expected_due),
            ),
        )
        return changed == 1

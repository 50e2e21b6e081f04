"""The SQLite store: one writer connection (transactions serialised by a lock) and one
reader connection (WAL lets it read the last committed state while a write is open).

Every write goes through `Store.transaction()`: BEGIN IMMEDIATE, the caller's writes,
COMMIT — or ROLLBACK on any exception, so a crash mid-move leaves the last committed
state intact. Game rows carry a version; `Tx.update_game` only matches the expected
version, so a stale write changes nothing and raises `StaleVersion`.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import aiosqlite

from bot.store.errors import ChannelBusy, StaleVersion
from bot.store.migrate import apply_migrations
from bot.store.records import (
    OPEN_STATUSES,
    ChannelSettings,
    GameRecord,
    MoveRecord,
    ReminderRecord,
    SeatRecord,
    Status,
    UserSettings,
    from_db_time,
    to_db_time,
)

Clock = Callable[[], datetime]
_UNSET: Any = object()

_GAME_COLUMNS = (
    "id, guild_id, channel_id, game, engine_version, status, options, seed, creator_id,"
    " state, version, created_at, updated_at, finished_at"
)
_MOVE_COLUMNS = "id, game_id, ply, seat, notation, move, created_at, undone_at"
_OPEN = "(" + ", ".join(f"'{status}'" for status in OPEN_STATUSES) + ")"


def _utc_now() -> datetime:
    return datetime.now(UTC)


def _game(row: sqlite3.Row | tuple[Any, ...]) -> GameRecord:
    return GameRecord(
        id=row[0],
        guild_id=row[1],
        channel_id=row[2],
        game=row[3],
        engine_version=row[4],
        status=row[5],
        options=row[6],
        seed=row[7],
        creator_id=row[8],
        state=row[9],
        version=row[10],
        created_at=from_db_time(row[11]),  # type: ignore[arg-type]
        updated_at=from_db_time(row[12]),  # type: ignore[arg-type]
        finished_at=from_db_time(row[13]),
    )


def _move(row: sqlite3.Row | tuple[Any, ...]) -> MoveRecord:
    return MoveRecord(
        id=row[0],
        game_id=row[1],
        ply=row[2],
        seat=row[3],
        notation=row[4],
        move=row[5],
        created_at=from_db_time(row[6]),  # type: ignore[arg-type]
        undone_at=from_db_time(row[7]),
    )


async def _connect(path: Path) -> aiosqlite.Connection:
    db = await aiosqlite.connect(path, isolation_level=None)
    await db.execute("PRAGMA journal_mode = WAL")
    await db.execute("PRAGMA foreign_keys = ON")
    await db.execute("PRAGMA busy_timeout = 5000")
    await db.execute("PRAGMA synchronous = NORMAL")
    return db


class _Reads:
    """Queries shared by the reader connection and an open transaction."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db

    async def _one(self, sql: str, params: Sequence[Any] = ()) -> tuple[Any, ...] | None:
        async with self._db.execute(sql, params) as cursor:
            row = await cursor.fetchone()
        return None if row is None else tuple(row)

    async def _all(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        async with self._db.execute(sql, params) as cursor:
            rows = await cursor.fetchall()
        return [tuple(r) for r in rows]

    async def game(self, game_id: int) -> GameRecord | None:
        row = await self._one(f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        return None if row is None else _game(row)

    async def open_game(self, channel_id: int) -> GameRecord | None:
        """The channel's lobby or active game, if any."""
        row = await self._one(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE channel_id = ? AND status IN {_OPEN}",
            (channel_id,),
        )
        return None if row is None else _game(row)

    async def latest_game(self, channel_id: int) -> GameRecord | None:
        """The channel's most recently created game, whatever its status."""
        row = await self._one(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE channel_id = ? ORDER BY id DESC LIMIT 1",
            (channel_id,),
        )
        return None if row is None else _game(row)

    async def games(self, status: Status | None = None) -> list[GameRecord]:
        if status is None:
            rows = await self._all(f"SELECT {_GAME_COLUMNS} FROM games ORDER BY id")
        else:
            rows = await self._all(
                f"SELECT {_GAME_COLUMNS} FROM games WHERE status = ? ORDER BY id", (status,)
            )
        return [_game(r) for r in rows]

    async def seats(self, game_id: int) -> list[SeatRecord]:
        rows = await self._all(
            "SELECT game_id, seat, user_id, display_name, locale FROM seats"
            " WHERE game_id = ? ORDER BY seat",
            (game_id,),
        )
        return [SeatRecord(*r) for r in rows]

    async def moves(self, game_id: int, include_undone: bool = False) -> list[MoveRecord]:
        """The live move line in order (or every row ever written, by insertion)."""
        if include_undone:
            sql = f"SELECT {_MOVE_COLUMNS} FROM moves WHERE game_id = ? ORDER BY id"
        else:
            sql = (
                f"SELECT {_MOVE_COLUMNS} FROM moves"
                " WHERE game_id = ? AND undone_at IS NULL ORDER BY ply"
            )
        return [_move(r) for r in await self._all(sql, (game_id,))]

    async def count_moves(self, game_id: int) -> int:
        row = await self._one(
            "SELECT COUNT(*) FROM moves WHERE game_id = ? AND undone_at IS NULL", (game_id,)
        )
        return int(row[0]) if row else 0

    async def reminder(self, game_id: int) -> tuple[datetime | None, int] | None:
        """`(due_at, level)` for a game, or None if it never had a reminder row."""
        row = await self._one("SELECT due_at, level FROM reminders WHERE game_id = ?", (game_id,))
        return None if row is None else (from_db_time(row[0]), row[1])

    async def channel_settings(self, channel_id: int) -> ChannelSettings:
        row = await self._one(
            "SELECT reminder_hours, locale FROM channel_settings WHERE channel_id = ?",
            (channel_id,),
        )
        if row is None:
            return ChannelSettings(channel_id)
        return ChannelSettings(channel_id, row[0], row[1])

    async def user_settings(self, user_id: int) -> UserSettings:
        row = await self._one(
            "SELECT dm_opt_in, vacation_until FROM user_settings WHERE user_id = ?", (user_id,)
        )
        if row is None:
            return UserSettings(user_id)
        return UserSettings(user_id, bool(row[0]), from_db_time(row[1]))


@dataclass(frozen=True, slots=True)
class NewSeat:
    seat: int
    user_id: int
    display_name: str
    locale: str


class Tx(_Reads):
    """An open write transaction; every method runs inside it."""

    async def insert_game(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        game: str,
        engine_version: int,
        options: str,
        seed: int,
        creator_id: int,
        now: datetime,
        status: Status = "lobby",
    ) -> int:
        """Create a game row; raises `ChannelBusy` if the channel has an open game."""
        stamp = to_db_time(now)
        try:
            cursor = await self._db.execute(
                "INSERT INTO games (guild_id, channel_id, game, engine_version, status, options,"
                " seed, creator_id, state, version, created_at, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, 0, ?, ?)",
                (
                    guild_id,
                    channel_id,
                    game,
                    engine_version,
                    status,
                    options,
                    seed,
                    creator_id,
                    stamp,
                    stamp,
                ),
            )
        except sqlite3.IntegrityError as error:
            if "games.channel_id" in str(error):
                raise ChannelBusy(channel_id) from None
            raise
        game_id = cursor.lastrowid
        await cursor.close()
        assert game_id is not None
        return game_id

    async def update_game(
        self,
        game_id: int,
        expected_version: int,
        now: datetime,
        *,
        state: str | None = _UNSET,
        status: Status = _UNSET,
        finished: bool = False,
    ) -> int:
        """Bump the version (and set the given fields) if still at `expected_version`.

        Returns the new version; raises `StaleVersion` when no row matched.
        """
        sets = ["version = version + 1", "updated_at = ?"]
        params: list[Any] = [to_db_time(now)]
        if state is not _UNSET:
            sets.append("state = ?")
            params.append(state)
        if status is not _UNSET:
            sets.append("status = ?")
            params.append(status)
        if finished:
            sets.append("finished_at = ?")
            params.append(to_db_time(now))
        params += [game_id, expected_version]
        cursor = await self._db.execute(
            f"UPDATE games SET {', '.join(sets)} WHERE id = ? AND version = ?", params
        )
        changed = cursor.rowcount
        await cursor.close()
        if changed != 1:
            raise StaleVersion(game_id, expected_version)
        return expected_version + 1

    async def add_seat(self, game_id: int, seat: NewSeat) -> None:
        await self._db.execute(
            "INSERT INTO seats (game_id, seat, user_id, display_name, locale)"
            " VALUES (?, ?, ?, ?, ?)",
            (game_id, seat.seat, seat.user_id, seat.display_name, seat.locale),
        )

    async def remove_seat(self, game_id: int, user_id: int) -> None:
        await self._db.execute(
            "DELETE FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id)
        )

    async def replace_seats(self, game_id: int, seats: Iterable[NewSeat]) -> None:
        """Renumber the table (start shuffles the join order into seat order)."""
        await self._db.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
        for seat in seats:
            await self.add_seat(game_id, seat)

    async def append_move(
        self, game_id: int, ply: int, seat: int, notation: str, move: str, now: datetime
    ) -> None:
        await self._db.execute(
            "INSERT INTO moves (game_id, ply, seat, notation, move, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (game_id, ply, seat, notation, move, to_db_time(now)),
        )

    async def mark_undone(self, game_id: int, from_ply: int, now: datetime) -> int:
        """Mark every live move at `from_ply` or later as undone; returns how many."""
        cursor = await self._db.execute(
            "UPDATE moves SET undone_at = ? WHERE game_id = ? AND ply >= ? AND undone_at IS NULL",
            (to_db_time(now), game_id, from_ply),
        )
        changed = cursor.rowcount
        await cursor.close()
        return changed

    async def set_reminder(self, game_id: int, due_at: datetime | None, level: int = 0) -> None:
        """Write the game's next due time (None: nothing due) and reset/set its level."""
        await self._db.execute(
            "INSERT INTO reminders (game_id, due_at, level) VALUES (?, ?, ?)"
            " ON CONFLICT (game_id) DO UPDATE SET due_at = excluded.due_at, level = excluded.level",
            (game_id, None if due_at is None else to_db_time(due_at), level),
        )

    async def claim_reminder(
        self,
        game_id: int,
        expected_due: datetime,
        expected_level: int,
        new_due: datetime | None,
        new_level: int,
    ) -> bool:
        """The guarded update: matches only if nobody changed the reminder since it was read."""
        cursor = await self._db.execute(
            "UPDATE reminders SET due_at = ?, level = ?"
            " WHERE game_id = ? AND due_at = ? AND level = ?",
            (
                None if new_due is None else to_db_time(new_due),
                new_level,
                game_id,
                to_db_time(expected_due),
                expected_level,
            ),
        )
        changed = cursor.rowcount
        await cursor.close()
        return changed == 1

    async def put_channel_settings(self, settings: ChannelSettings) -> None:
        await self._db.execute(
            "INSERT INTO channel_settings (channel_id, reminder_hours, locale)"
            " VALUES (?, ?, ?) ON CONFLICT (channel_id) DO UPDATE SET"
            " reminder_hours = excluded.reminder_hours, locale = excluded.locale",
            (settings.channel_id, settings.reminder_hours, settings.locale),
        )

    async def put_user_settings(self, settings: UserSettings) -> None:
        until = settings.vacation_until
        await self._db.execute(
            "INSERT INTO user_settings (user_id, dm_opt_in, vacation_until)"
            " VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET"
            " dm_opt_in = excluded.dm_opt_in, vacation_until = excluded.vacation_until",
            (
                settings.user_id,
                int(settings.dm_opt_in),
                None if until is None else to_db_time(until),
            ),
        )


class Store(_Reads):
    """The database of games, seats, moves, settings and reminder state."""

    def __init__(self, writer: aiosqlite.Connection, reader: aiosqlite.Connection) -> None:
        super().__init__(reader)
        self._writer = writer
        self._lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: str | Path, clock: Clock = _utc_now) -> Store:
        """Open (creating the file and folder) and migrate the database."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        writer = await _connect(path)
        try:
            await apply_migrations(writer, clock())
            reader = await _connect(path)
        except BaseException:
            await writer.close()
            raise
        return cls(writer, reader)

    async def close(self) -> None:
        await self._db.close()
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
        sql = (
            "SELECT r.game_id, g.guild_id, g.channel_id, r.due_at, r.level"
            " FROM reminders r JOIN games g ON g.id = r.game_id"
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

    # -- settings -----------------------------------------------------------------------

    async def set_channel_settings(
        self,
        channel_id: int,
        *,
        reminder_hours: float | None = _UNSET,
        locale: str | None = _UNSET,
    ) -> ChannelSettings:
        """Change the given fields (None clears one back to the default)."""
        current = await self.channel_settings(channel_id)
        hours = current.reminder_hours if reminder_hours is _UNSET else reminder_hours
        lang = current.locale if locale is _UNSET else locale
        async with self.transaction() as tx:
            await tx.put_channel_settings(ChannelSettings(channel_id, hours, lang))
        return ChannelSettings(channel_id, hours, lang)

    async def set_user_settings(
        self,
        user_id: int,
        *,
        dm_opt_in: bool = _UNSET,
        vacation_until: datetime | None = _UNSET,
    ) -> UserSettings:
        current = await self.user_settings(user_id)
        opt_in = current.dm_opt_in if dm_opt_in is _UNSET else dm_opt_in
        until = current.vacation_until if vacation_until is _UNSET else vacation_until
        async with self.transaction() as tx:
            await tx.put_user_settings(UserSettings(user_id, opt_in, until))
        return UserSettings(user_id, opt_in, until)

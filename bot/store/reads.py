"""Queries shared by the store's reader connection and an open write transaction.

Each hot query has an index that answers it without scanning a table or sorting (the
store's tests check their query plans): a game by id, a channel's open or latest game
(`games_one_open_per_channel`, `games_by_channel`), a game's live line
(`moves_live_ply`) and whole history (the moves' primary key), reminders by due time.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from bot.store.codec import unpack_state
from bot.store.records import (
    OPEN_STATUSES,
    Ballot,
    ChannelSettings,
    GameRecord,
    MoveRecord,
    ReminderRecord,
    SeatChange,
    SeatRecord,
    Status,
    UserSettings,
    from_db_micros,
    from_db_time,
)
from bot.store.sql import Connection, Row

_GAME_COLUMNS = (
    "id, guild_id, channel_id, game, engine_version, status, options, seed, creator_id,"
    " state, version, created_at, updated_at, finished_at, turn_hours, ai_level,"
    " parent_channel_id, hints, hints_used"
)
_SEAT_COLUMNS = "game_id, seat, user_id, display_name, locale, ai_level"
_BALLOT_COLUMNS = "game_id, number, kind, seat, opened_at, closed_at, outcome"
_MOVE_COLUMNS = "game_id, seq, ply, seat, notation, created_at, undone_at, version"
_OPEN = "(" + ", ".join(f"'{status}'" for status in OPEN_STATUSES) + ")"


def _game(row: Row) -> GameRecord:
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
        state=unpack_state(row[9]),
        version=row[10],
        created_at=from_db_time(row[11]),  # type: ignore[arg-type]
        updated_at=from_db_time(row[12]),  # type: ignore[arg-type]
        finished_at=from_db_time(row[13]),
        turn_hours=row[14],
        ai_level=row[15],
        parent_channel_id=row[16],
        hints=None if row[17] is None else bool(row[17]),
        hints_used=bool(row[18]),
    )


def _move(row: Row) -> MoveRecord:
    return MoveRecord(
        game_id=row[0],
        seq=row[1],
        ply=row[2],
        seat=row[3],
        notation=row[4],
        created_at=from_db_micros(row[5]),  # type: ignore[arg-type]
        undone_at=from_db_micros(row[6]),
        version=row[7],
    )


class Reads:
    """Queries shared by the reader connection and an open transaction."""

    def __init__(self, db: Connection) -> None:
        self._db = db

    async def _one(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        return await self._db.one(sql, params)

    async def _all(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return await self._db.all(sql, params)

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

    async def threads_of(self, parent_channel_id: int, limit: int) -> list[GameRecord]:
        """The open games in threads of a channel (`games_by_parent`), oldest first."""
        rows = await self._all(
            f"SELECT {_GAME_COLUMNS} FROM games"
            f" WHERE parent_channel_id = ? AND status IN {_OPEN} ORDER BY id LIMIT ?",
            (parent_channel_id, limit),
        )
        return [_game(r) for r in rows]

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

    async def active_tables(self) -> dict[str, int]:
        """How many games of each kind are being played (for `/metrics`)."""
        rows = await self._all(
            "SELECT game, COUNT(*) FROM games WHERE status = 'active' GROUP BY game"
        )
        return {str(game): int(count) for game, count in rows}

    async def seats(self, game_id: int) -> list[SeatRecord]:
        rows = await self._all(
            f"SELECT {_SEAT_COLUMNS} FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
        )
        return [SeatRecord(*r) for r in rows]

    async def ai_games(self) -> list[int]:
        """Ids of the running games with a seat the AI plays (what start-up resumes)."""
        rows = await self._all(
            "SELECT DISTINCT s.game_id FROM seats AS s JOIN games AS g ON g.id = s.game_id"
            " WHERE s.ai_level IS NOT NULL AND g.status = 'active' ORDER BY s.game_id"
        )
        return [int(r[0]) for r in rows]

    async def seat_changes(self, game_id: int) -> list[SeatChange]:
        """Every change of who plays a seat, in the order they happened."""
        rows = await self._all(
            "SELECT game_id, seq, ply, seat, change, ai_level, created_at FROM seat_changes"
            " WHERE game_id = ? ORDER BY seq",
            (game_id,),
        )
        return [
            SeatChange(r[0], r[1], r[2], r[3], r[4], r[5], from_db_micros(r[6]))  # type: ignore[arg-type]
            for r in rows
        ]

    async def ballot(self, game_id: int, number: int) -> Ballot | None:
        row = await self._one(
            f"SELECT {_BALLOT_COLUMNS} FROM ballots WHERE game_id = ? AND number = ?",
            (game_id, number),
        )
        return None if row is None else await self._ballot(row)

    async def current_ballot(self, game_id: int, kind: str, seat: int) -> Ballot | None:
        """The seat's open ballot of that kind, if any (there is at most one)."""
        row = await self._one(
            f"SELECT {_BALLOT_COLUMNS} FROM ballots WHERE game_id = ? AND kind = ?"
            " AND seat = ? AND closed_at IS NULL ORDER BY number DESC LIMIT 1",
            (game_id, kind, seat),
        )
        return None if row is None else await self._ballot(row)

    async def _ballot(self, row: tuple[Any, ...]) -> Ballot:
        votes = await self._all(
            "SELECT voter_id, choice FROM ballot_votes WHERE game_id = ? AND number = ?"
            " ORDER BY voted_at, voter_id",
            (row[0], row[1]),
        )
        return Ballot(
            game_id=row[0],
            number=row[1],
            kind=row[2],
            seat=row[3],
            opened_at=from_db_time(row[4]),  # type: ignore[arg-type]
            closed_at=from_db_time(row[5]),
            outcome=row[6],
            votes={int(v[0]): str(v[1]) for v in votes},
        )

    async def moves(self, game_id: int, include_undone: bool = False) -> list[MoveRecord]:
        """The live move line in order (or every row ever written, in writing order)."""
        if include_undone:
            sql = f"SELECT {_MOVE_COLUMNS} FROM moves WHERE game_id = ? ORDER BY seq"
        else:
            sql = (
                f"SELECT {_MOVE_COLUMNS} FROM moves"
                " WHERE game_id = ? AND undone_at IS NULL ORDER BY ply"
            )
        return [_move(r) for r in await self._all(sql, (game_id,))]

    async def move_made_at(self, game_id: int, version: int) -> MoveRecord | None:
        """The move that took the game to `version` (undone since or not), if a move did:
        a retry that acted on `version - 1` finds its own move here."""
        row = await self._one(
            f"SELECT {_MOVE_COLUMNS} FROM moves WHERE game_id = ? AND version = ?"
            " ORDER BY seq DESC LIMIT 1",
            (game_id, version),
        )
        return None if row is None else _move(row)

    async def last_move(self, game_id: int) -> MoveRecord | None:
        """The game's most recently written move row (undone or not), if any."""
        row = await self._one(
            f"SELECT {_MOVE_COLUMNS} FROM moves WHERE game_id = ? ORDER BY seq DESC LIMIT 1",
            (game_id,),
        )
        return None if row is None else _move(row)

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

    async def game_version(self, game_id: int) -> int | None:
        """Only the game's version: what a cache checks before it answers from memory."""
        row = await self._one("SELECT version FROM games WHERE id = ?", (game_id,))
        return None if row is None else int(row[0])

    # -- whole tables, in key order (copying a database, checking a copy) ---------------

    async def games_after(self, after_id: int, limit: int) -> list[GameRecord]:
        """Up to `limit` games with an id above `after_id`, by id (a table read in pages)."""
        rows = await self._all(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE id > ? ORDER BY id LIMIT ?",
            (after_id, limit),
        )
        return [_game(r) for r in rows]

    async def all_channel_settings(self) -> list[ChannelSettings]:
        rows = await self._all(
            "SELECT channel_id, reminder_hours, locale FROM channel_settings ORDER BY channel_id"
        )
        return [ChannelSettings(*r) for r in rows]

    async def all_user_settings(self) -> list[UserSettings]:
        rows = await self._all(
            "SELECT user_id, dm_opt_in, vacation_until FROM user_settings ORDER BY user_id"
        )
        return [UserSettings(r[0], bool(r[1]), from_db_time(r[2])) for r in rows]

    async def all_reminders(self) -> list[tuple[int, datetime | None, int]]:
        """Every reminder row as `(game_id, due_at, level)`, whatever the game's status."""
        rows = await self._all("SELECT game_id, due_at, level FROM reminders ORDER BY game_id")
        return [(r[0], from_db_time(r[1]), r[2]) for r in rows]

    async def record_rows(self, table: str) -> list[Row]:
        """Every row of one of the records tables, in key order (a copy)."""
        columns, key = RECORD_TABLES[table]
        return await self._all(f"SELECT {columns} FROM {table} ORDER BY {key}")

    async def count_rows(self, table: str) -> int:
        """Rows in one of the store's tables (a fixed name, never user input)."""
        if table not in TABLES:
            raise ValueError(f"unknown table {table}")
        row = await self._one(f"SELECT COUNT(*) FROM {table}")
        return int(row[0]) if row else 0


RECORD_TABLES = {
    "results": ("game_id, seat, entry, rank, score, character", "game_id, seat"),
    "rating_queue": ("game_id", "game_id"),
    "rated_games": ("seq, game_id, counted", "seq"),
    "ratings": (
        "scope, game, entry, name, mu, sigma, ordinal, games, version",
        "scope, game, entry",
    ),
    "seat_changes": ("game_id, seq, ply, seat, change, ai_level, created_at", "game_id, seq"),
    "ballots": ("game_id, number, kind, seat, opened_at, closed_at, outcome", "game_id, number"),
    "ballot_votes": ("game_id, number, voter_id, choice, voted_at", "game_id, number, voter_id"),
    "user_schedules": (
        "user_id, digest_at, time_zone, quiet_from, quiet_until, locale, due_at",
        "user_id",
    ),
    "notes": ("game_id, user_id, seq, body, created_at", "game_id, user_id, seq"),
    "game_starts": ("game_id, started_at", "game_id"),
    "board_messages": ("game_id, channel_id, message_id", "game_id"),
    "reviews": ("game_id, body, reviewed_at", "game_id"),
}
"""The tables a copy takes row by row as they are, `(columns, key)` of each: the records of
finished games, who played which seat and what the table voted (ballots before their
votes), the players' digests and quiet hours, their private notes, when games started and
each table's latest board message, and the AI's reviews of finished games."""

TABLES = (
    "games",
    "seats",
    "moves",
    "channel_settings",
    "user_settings",
    "reminders",
    *RECORD_TABLES,
)
"""Every table that holds the bot's data (the migrations' own table aside)."""


def reminder_record(row: Row) -> ReminderRecord:
    return ReminderRecord(row[0], row[1], row[2], from_db_time(row[3]), row[4])  # type: ignore[arg-type]

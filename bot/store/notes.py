"""A player's private notes about a table (migration 0009), in the SQL both backends
accept. Only their author reads them: nothing here is part of a game's state, log or
replay, and every query is keyed by the author's user id."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from bot.store.reads import Reads
from bot.store.records import from_db_micros, to_db_micros
from bot.store.sql import Connection


@dataclass(frozen=True, slots=True)
class Note:
    """One note, numbered from 1 among its author's notes at that table."""

    game_id: int
    number: int
    body: str
    created_at: datetime


class NoteReads(Reads):
    """A player's notes at one table, oldest first."""

    async def notes(self, game_id: int, user_id: int) -> list[Note]:
        rows = await self._all(
            "SELECT body, created_at FROM notes WHERE game_id = ? AND user_id = ? ORDER BY seq",
            (game_id, user_id),
        )
        return [
            Note(game_id, number, body, from_db_micros(made))  # type: ignore[arg-type]
            for number, (body, made) in enumerate(rows, start=1)
        ]


class NoteWrites:
    """Adding and deleting notes; mixed into `Tx`."""

    _db: Connection

    async def add_note(
        self, game_id: int, user_id: int, body: str, now: datetime, most: int
    ) -> int | None:
        """Add a note unless the player already has `most` at that table; returns how many
        they have now, or None when the cap refused it (nothing written)."""
        row = await self._db.one(
            "SELECT COUNT(*), COALESCE(MAX(seq) + 1, 0) FROM notes"
            " WHERE game_id = ? AND user_id = ?",
            (game_id, user_id),
        )
        count, seq = (0, 0) if row is None else (int(row[0]), int(row[1]))
        if count >= most:
            return None
        await self._db.execute(
            "INSERT INTO notes (game_id, user_id, seq, body, created_at) VALUES (?, ?, ?, ?, ?)",
            (game_id, user_id, seq, body, to_db_micros(now)),
        )
        return count + 1

    async def delete_note(self, game_id: int, user_id: int, number: int) -> bool:
        """Delete the player's `number`th note at that table (1 = the oldest); False if
        there is none."""
        if number < 1:
            return False
        row = await self._db.one(
            "SELECT seq FROM notes WHERE game_id = ? AND user_id = ? ORDER BY seq LIMIT 1 OFFSET ?",
            (game_id, user_id, number - 1),
        )
        if row is None:
            return False
        await self._db.execute(
            "DELETE FROM notes WHERE game_id = ? AND user_id = ? AND seq = ?",
            (game_id, user_id, row[0]),
        )
        return True

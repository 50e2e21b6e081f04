"""The AI's review of a finished game (migration 0013), stored once per game so that
asking again never thinks again. The body is the review's JSON; the store does not read
it."""

from __future__ import annotations

from datetime import datetime

from bot.store.reads import Reads
from bot.store.records import to_db_micros
from bot.store.sql import Connection


class ReviewReads(Reads):
    """A game's stored review."""

    async def review(self, game_id: int) -> str | None:
        """The review's JSON, or None where the game has not been reviewed."""
        row = await self._one("SELECT body FROM reviews WHERE game_id = ?", (game_id,))
        return None if row is None else str(row[0])


class ReviewWrites:
    """Storing a review; mixed into `Tx`."""

    _db: Connection

    async def save_review(self, game_id: int, body: str, now: datetime) -> None:
        """Store the game's review; a review stored first (by another process) stays."""
        await self._db.execute(
            "INSERT INTO reviews (game_id, body, reviewed_at) VALUES (?, ?, ?)"
            " ON CONFLICT (game_id) DO NOTHING",
            (game_id, body, to_db_micros(now)),
        )

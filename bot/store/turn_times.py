"""What tells how quickly a player moves and whether they saw their games through: when
each game started (migration 0009), and per finished game of a player, the live moves'
times and their seat's hand-overs, in the SQL both backends accept."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from bot.store.reads import Reads
from bot.store.records import to_db_micros
from bot.store.sql import Connection


@dataclass(frozen=True, slots=True)
class PlayedSeat:
    """A player's seat in a finished game. Times are microseconds since 1970 UTC.

    `moves` are the live line's `(seat, made_at)` in order; `changes` the seat's own
    `(ply, change, ai_level, created_at)` in order (as `bot.store.personal.own_move`
    reads them); `ai_at_end` whether the AI played the seat when the game ended;
    `started_at` None for a game started before its start was recorded."""

    game_id: int
    seat: int
    ai_at_end: bool
    started_at: int | None
    moves: tuple[tuple[int, int], ...]
    changes: tuple[tuple[int, str, str | None, int], ...]


class TurnTimeReads(Reads):
    """A player's finished games with their moves' times."""

    async def played_seats(
        self, user_id: int, guild_id: int | None, game: str | None = None
    ) -> list[PlayedSeat]:
        """The user's seats in finished games (on one server, or all for None; of one
        game, or all for None)."""
        sql = (
            "SELECT g.id, s.seat, s.ai_level, st.started_at"
            " FROM seats AS s JOIN games AS g ON g.id = s.game_id"
            " LEFT JOIN game_starts AS st ON st.game_id = g.id"
            " WHERE s.user_id = ? AND g.status = 'finished'"
        )
        params: list[int | str] = [user_id]
        if guild_id is not None:
            sql += " AND g.guild_id = ?"
            params.append(guild_id)
        if game is not None:
            sql += " AND g.game = ?"
            params.append(game)
        found = []
        for game_id, seat, ai_level, started in await self._all(sql + " ORDER BY g.id", params):
            moves = await self._all(
                "SELECT seat, created_at FROM moves"
                " WHERE game_id = ? AND undone_at IS NULL ORDER BY ply",
                (game_id,),
            )
            changes = await self._all(
                "SELECT ply, change, ai_level, created_at FROM seat_changes"
                " WHERE game_id = ? AND seat = ? ORDER BY seq",
                (game_id, seat),
            )
            found.append(
                PlayedSeat(
                    game_id,
                    seat,
                    ai_level is not None,
                    started,
                    tuple((m[0], m[1]) for m in moves),
                    tuple((c[0], c[1], c[2], c[3]) for c in changes),
                )
            )
        return found


class StartWrites:
    """Recording a game's start; mixed into `Tx`."""

    _db: Connection

    async def record_start(self, game_id: int, now: datetime) -> None:
        await self._db.execute(
            "INSERT INTO game_starts (game_id, started_at) VALUES (?, ?)",
            (game_id, to_db_micros(now)),
        )

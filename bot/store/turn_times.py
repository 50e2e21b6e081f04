"""What tells how quickly a player moves and whether they saw their games through: when
each game started (migration 0009), and per finished game of a player, the live moves'
times and their seat's hand-overs, in the SQL both backends accept."""

from __future__ import annotations

from collections import defaultdict
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
        game, or all for None), in three reads whatever their number."""
        where = " WHERE s.user_id = ? AND g.status = 'finished'"
        params: list[int | str] = [user_id]
        if guild_id is not None:
            where += " AND g.guild_id = ?"
            params.append(guild_id)
        if game is not None:
            where += " AND g.game = ?"
            params.append(game)
        played = " FROM seats AS s JOIN games AS g ON g.id = s.game_id"
        seats = await self._all(
            "SELECT g.id, s.seat, s.ai_level, st.started_at"
            + played
            + " LEFT JOIN game_starts AS st ON st.game_id = g.id"
            + where
            + " ORDER BY g.id",
            params,
        )
        moves: dict[int, list[tuple[int, int]]] = defaultdict(list)
        for game_id, seat, made_at in await self._all(
            "SELECT m.game_id, m.seat, m.created_at"
            + played
            + " JOIN moves AS m ON m.game_id = g.id AND m.undone_at IS NULL"
            + where
            + " ORDER BY m.game_id, m.ply",
            params,
        ):
            moves[game_id].append((seat, made_at))
        changes: dict[int, list[tuple[int, str, str | None, int]]] = defaultdict(list)
        for game_id, ply, change, level, made_at in await self._all(
            "SELECT c.game_id, c.ply, c.change, c.ai_level, c.created_at"
            + played
            + " JOIN seat_changes AS c ON c.game_id = g.id AND c.seat = s.seat"
            + where
            + " ORDER BY c.game_id, c.seq",
            params,
        ):
            changes[game_id].append((ply, change, level, made_at))
        return [
            PlayedSeat(
                game_id,
                seat,
                ai_level is not None,
                started,
                tuple(moves[game_id]),
                tuple(changes[game_id]),
            )
            for game_id, seat, ai_level, started in seats
        ]


class StartWrites:
    """Recording a game's start; mixed into `Tx`."""

    _db: Connection

    async def record_start(self, game_id: int, now: datetime) -> None:
        await self._db.execute(
            "INSERT INTO game_starts (game_id, started_at) VALUES (?, ?)",
            (game_id, to_db_micros(now)),
        )

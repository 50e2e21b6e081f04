"""Queries over the records of finished games: results, ratings, a player's games and a
server's history. Shared, like `Reads`, by the reader connection and a transaction.

A game counts when it has results: every finished game, and a game the table ended by
vote (status 'abandoned', with the standings it had then); other abandoned games have
none. Each query is answered through an index (`results_by_entry`, `ratings_board`,
`games_recorded_by_guild`, the primary keys), so a leaderboard page or a player's stats
costs the same with 10 or 10,000 finished games on the server.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.store.reads import Reads
from bot.store.record_rows import (
    FinishedGame,
    PlayerResult,
    RatingRow,
    ResultRow,
    SeatResult,
)
from bot.store.records import from_db_time

_RECORDED = "g.status IN ('finished', 'abandoned')"  # with results: see the module's doc
_RATING_COLUMNS = "scope, game, entry, name, mu, sigma, ordinal, games, version"

Match = tuple[int, str, int | None, list[tuple[int, str, int, str]]]
"""`(game id, game, guild id, [(seat, entry, rank, name)])`: what rating a game needs."""


def _rating(row: Sequence[Any]) -> RatingRow:
    return RatingRow(row[0], row[1], row[2], row[3], row[4], row[5], row[6], row[7], row[8])


def _marks(count: int) -> str:
    return ", ".join("?" * count)


class RecordReads(Reads):
    """Read queries over results and ratings."""

    async def results(self, game_id: int) -> list[ResultRow]:
        rows = await self._all(
            "SELECT seat, entry, rank, score, character FROM results"
            " WHERE game_id = ? ORDER BY seat",
            (game_id,),
        )
        return [ResultRow(*r) for r in rows]

    async def ratings_of(self, scope: int, game: str, entries: Sequence[str]) -> list[RatingRow]:
        """The stored ratings of `entries` (those that have one) in a scope and game."""
        if not entries:
            return []
        rows = await self._all(
            f"SELECT {_RATING_COLUMNS} FROM ratings"
            f" WHERE scope = ? AND game = ? AND entry IN ({_marks(len(entries))})",
            (scope, game, *entries),
        )
        return [_rating(r) for r in rows]

    async def leaderboard(
        self, scope: int, game: str, min_games: int, offset: int, limit: int
    ) -> tuple[int, list[RatingRow]]:
        """How many entries have at least `min_games` rated games, and one page of them,
        best conservative rating first."""
        count = await self._one(
            "SELECT COUNT(*) FROM ratings WHERE scope = ? AND game = ? AND games >= ?",
            (scope, game, min_games),
        )
        rows = await self._all(
            f"SELECT {_RATING_COLUMNS} FROM ratings"
            " WHERE scope = ? AND game = ? AND games >= ?"
            " ORDER BY ordinal DESC, entry DESC LIMIT ? OFFSET ?",
            (scope, game, min_games, limit, offset),
        )
        return (int(count[0]) if count else 0), [_rating(r) for r in rows]

    async def rated_games_by_game(self, scope: int) -> dict[str, int]:
        """Per game, the rated seats counted in a scope (which game is played most)."""
        rows = await self._all(
            "SELECT game, SUM(games) FROM ratings WHERE scope = ? GROUP BY game", (scope,)
        )
        return {r[0]: int(r[1]) for r in rows}

    async def player_results(
        self, entry: str, guild_id: int | None = None, game: str | None = None
    ) -> list[PlayerResult]:
        """Every finished game of `entry` (on one server, of one game, if given), newest first.

        Walks the player's own results (SQLite keeps a CROSS JOIN's order) and sorts those,
        rather than every finished game of the server."""
        sql = (
            "SELECT g.id, g.game, g.finished_at, r.seat, r.rank, r.score, r.character,"
            " (SELECT COUNT(*) FROM results AS x WHERE x.game_id = g.id), g.status"
            " FROM results AS r CROSS JOIN games AS g"  # no ON: PostgreSQL refuses it here
            f" WHERE g.id = r.game_id AND r.entry = ? AND {_RECORDED}"
        )
        params: list[Any] = [entry]
        if guild_id is not None:
            sql += " AND g.guild_id = ?"
            params.append(guild_id)
        if game is not None:
            sql += " AND g.game = ?"
            params.append(game)
        rows = sorted(await self._all(sql, params), key=lambda r: (r[2], r[0]), reverse=True)
        return [
            PlayerResult(
                r[0], r[1], from_db_time(r[2]), r[3], r[4], r[5], r[6], r[7], r[8] == "abandoned"  # type: ignore[arg-type]
            )
            for r in rows
        ]

    async def finished_games(
        self,
        guild_id: int,
        offset: int,
        limit: int,
        *,
        entry: str | None = None,
        game: str | None = None,
    ) -> tuple[int, list[FinishedGame]]:
        """How many games a server has finished or voted to an end (of one player, one
        game), and one page of them, newest first, each with its seats' results best first."""
        where = (
            f"{_RECORDED} AND g.guild_id = ? AND (g.status = 'finished'"
            " OR EXISTS (SELECT 1 FROM results AS x WHERE x.game_id = g.id))"
        )
        params: list[Any] = [guild_id]
        if game is not None:
            where += " AND g.game = ?"
            params.append(game)
        if entry is not None:
            where += (
                " AND EXISTS (SELECT 1 FROM results AS r WHERE r.game_id = g.id AND r.entry = ?)"
            )
            params.append(entry)
        count = await self._one(f"SELECT COUNT(*) FROM games AS g WHERE {where}", params)
        games = await self._all(
            "SELECT g.id, g.game, g.finished_at, g.status, g.hints_used"
            f" FROM games AS g WHERE {where}"
            " ORDER BY g.finished_at DESC, g.id DESC LIMIT ? OFFSET ?",
            (*params, limit, offset),
        )
        if not games:
            return (int(count[0]) if count else 0), []
        ids = [g[0] for g in games]
        seats = await self._all(
            "SELECT r.game_id, r.seat, s.display_name, r.entry, r.rank, r.score"
            " FROM results AS r JOIN seats AS s ON s.game_id = r.game_id AND s.seat = r.seat"
            f" WHERE r.game_id IN ({_marks(len(ids))})",
            ids,
        )
        by_game: dict[int, list[SeatResult]] = {}
        for row in sorted(seats, key=lambda r: (r[4], r[1])):  # best place first
            by_game.setdefault(row[0], []).append(SeatResult(*row[1:]))
        found = [
            FinishedGame(
                g[0],
                g[1],
                from_db_time(g[2]),  # type: ignore[arg-type]
                tuple(by_game.get(g[0], ())),
                g[3] == "abandoned",
                bool(g[4]),
            )
            for g in games
        ]
        return (int(count[0]) if count else 0), found

    async def rated_matches(self) -> list[Match]:
        """Every game rated so far, in the order it was rated, with what rating it needs."""
        return await self._matches(
            "FROM rated_games AS o JOIN games AS g ON g.id = o.game_id", "o.seq"
        )

    async def queued_matches(self) -> list[Match]:
        """Finished games waiting to be rated, in the order they finished."""
        return await self._matches(
            "FROM rating_queue AS o JOIN games AS g ON g.id = o.game_id", "g.finished_at, g.id"
        )

    async def _matches(self, source: str, order: str) -> list[Match]:
        rows = await self._all(
            "SELECT g.id, g.game, g.guild_id, r.seat, r.entry, r.rank, s.display_name "
            f"{source} JOIN results AS r ON r.game_id = g.id"
            " LEFT JOIN seats AS s ON s.game_id = r.game_id AND s.seat = r.seat"
            f" ORDER BY {order}, r.seat"
        )
        found: list[Match] = []
        for row in rows:
            if not found or found[-1][0] != row[0]:
                found.append((row[0], row[1], row[2], []))
            found[-1][3].append((row[3], row[4], row[5], row[6] or row[4]))
        return found

    async def unrecorded_games(self) -> list[int]:
        """Finished games, and games the table voted to an end, without results (they
        ended before results were kept for them)."""
        rows = await self._all(
            "SELECT g.id FROM games AS g WHERE (g.status = 'finished' OR (g.status = 'abandoned'"
            " AND EXISTS (SELECT 1 FROM seat_changes AS c"
            " WHERE c.game_id = g.id AND c.change = 'voted_end')))"
            " AND NOT EXISTS (SELECT 1 FROM results AS r WHERE r.game_id = g.id)"
            " ORDER BY g.finished_at, g.id"
        )
        return [r[0] for r in rows]

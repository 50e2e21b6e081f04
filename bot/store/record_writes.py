"""Writes of the records tables, inside an open transaction (`Tx`)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from bot.store.errors import RatingConflict
from bot.store.record_rows import RatingRow, ResultRow
from bot.store.sql import Connection


class RecordWrites:
    """Results, the rating queue and order, and ratings; mixed into `Tx`."""

    _db: Connection

    async def _change(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one write; how many rows it changed."""
        return await self._db.execute(sql, params)

    async def insert_results(self, game_id: int, rows: Iterable[ResultRow]) -> None:
        for row in rows:
            await self._change(
                "INSERT INTO results (game_id, seat, entry, rank, score, character)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (game_id, row.seat, row.entry, row.rank, row.score, row.character),
            )

    async def queue_rating(self, game_id: int) -> None:
        """Ask for the game's ratings to be applied (after this transaction commits)."""
        await self._change(
            "INSERT INTO rating_queue (game_id) VALUES (?) ON CONFLICT (game_id) DO NOTHING",
            (game_id,),
        )

    async def mark_rated(self, game_id: int, counted: bool) -> None:
        """Take the game off the queue and record it as the next in the rating order. A
        second rater of the same game finds it gone from the queue and raises
        `RatingConflict`, which rolls its whole transaction back."""
        if await self._change("DELETE FROM rating_queue WHERE game_id = ?", (game_id,)) != 1:
            raise RatingConflict(0, "", f"game {game_id}")
        try:
            await self._change(
                "INSERT INTO rated_games (seq, game_id, counted)"
                " VALUES ((SELECT COALESCE(MAX(seq), 0) + 1 FROM rated_games), ?, ?)",
                (game_id, int(counted)),
            )
        except Exception as error:
            # Another process rated another game at the same moment and took this `seq`
            # (on PostgreSQL; SQLite has one writer at a time): roll back and retry.
            if self._db.unique_violation(error):
                raise RatingConflict(0, "", f"game {game_id}") from None
            raise

    async def put_rating(self, row: RatingRow, *, is_new: bool) -> None:
        """Insert a new rating or replace the one at `row.version - 1`; raises
        `RatingConflict` if another rater got there first."""
        values = (row.name, row.mu, row.sigma, row.ordinal, row.games)
        if is_new:
            changed = await self._change(
                "INSERT INTO ratings (scope, game, entry, name, mu, sigma, ordinal, games, version)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (scope, game, entry) DO NOTHING",
                (row.scope, row.game, row.entry, *values, row.version),
            )
        else:
            changed = await self._change(
                "UPDATE ratings SET name = ?, mu = ?, sigma = ?, ordinal = ?, games = ?,"
                " version = ? WHERE scope = ? AND game = ? AND entry = ? AND version = ?",
                (*values, row.version, row.scope, row.game, row.entry, row.version - 1),
            )
        if changed != 1:
            raise RatingConflict(row.scope, row.game, row.entry)

    async def replace_ratings(self, rows: Iterable[RatingRow]) -> None:
        """Every rating anew (a rerate): the old ones go, these take their place."""
        await self._change("DELETE FROM ratings")
        for row in rows:
            await self.put_rating(row, is_new=True)

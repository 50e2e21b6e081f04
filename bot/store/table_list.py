"""A player's running tables (`/games`) and the board message each table posted last,
in the SQL both backends accept.

A player's tables are found from their seats (`seats_played_by_user`), each game by its key:
a player at 20 running tables among 10,000 games reads a few dozen rows
(`bench/games_list.py`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.store.reads import _GAME_COLUMNS, _SEAT_COLUMNS, Reads, _game
from bot.store.records import GameRecord, SeatRecord

PLAYER_TABLES_MAX = 200
"""The most running tables read for one player (nobody plays more at once)."""

_G_COLUMNS = ", ".join(f"g.{column.strip()}" for column in _GAME_COLUMNS.split(","))


@dataclass(frozen=True, slots=True)
class BoardMessage:
    """Where a table's latest board was posted: its channel (or thread) and message."""

    channel_id: int
    message_id: int


@dataclass(frozen=True, slots=True)
class PlayerTable:
    """A running game where the player plays a seat, and its latest board message."""

    record: GameRecord
    board: BoardMessage | None


class TableListReads(Reads):
    """The running tables of a player."""

    async def player_tables(
        self, user_id: int, guild_id: int | None = None, limit: int = PLAYER_TABLES_MAX
    ) -> list[PlayerTable]:
        """The active games where the user plays a seat themselves (not one the AI plays
        for them), by id: on one server, or (`guild_id` None) on every server."""
        sql = (
            f"SELECT {_G_COLUMNS}, b.channel_id, b.message_id"
            " FROM seats AS s JOIN games AS g ON g.id = s.game_id"
            " LEFT JOIN board_messages AS b ON b.game_id = g.id"
            " WHERE s.user_id = ? AND s.ai_level IS NULL AND g.status = 'active'"
        )
        params: list[object] = [user_id]
        if guild_id is not None:
            sql += " AND g.guild_id = ?"
            params.append(guild_id)
        sql += " ORDER BY s.game_id LIMIT ?"
        params.append(limit)
        tables = []
        for row in await self._all(sql, params):
            board = None if row[-2] is None else BoardMessage(int(row[-2]), int(row[-1]))
            tables.append(PlayerTable(_game(row[:-2]), board))
        return tables

    async def seats_of_games(self, game_ids: Sequence[int]) -> dict[int, list[SeatRecord]]:
        """The seats of several games in one read, each game's in seat order."""
        found: dict[int, list[SeatRecord]] = {game_id: [] for game_id in game_ids}
        if not found:
            return found
        marks = ", ".join("?" * len(found))
        rows = await self._all(
            f"SELECT {_SEAT_COLUMNS} FROM seats WHERE game_id IN ({marks}) ORDER BY game_id, seat",
            list(found),
        )
        for row in rows:
            found[row[0]].append(SeatRecord(*row))
        return found

    async def board_message(self, game_id: int) -> BoardMessage | None:
        row = await self._one(
            "SELECT channel_id, message_id FROM board_messages WHERE game_id = ?", (game_id,)
        )
        return None if row is None else BoardMessage(int(row[0]), int(row[1]))


class TableListWrites(Reads):
    """Recording the board message a table posted."""

    async def put_board_message(self, game_id: int, channel_id: int, message_id: int) -> None:
        """Remember the table's latest board; an older message (a slower post of an
        earlier board, Discord's ids grow with time) never replaces a newer one."""
        await self._db.execute(
            "INSERT INTO board_messages (game_id, channel_id, message_id) VALUES (?, ?, ?)"
            " ON CONFLICT (game_id) DO UPDATE"
            " SET channel_id = excluded.channel_id, message_id = excluded.message_id"
            " WHERE board_messages.message_id < excluded.message_id",
            (game_id, channel_id, message_id),
        )

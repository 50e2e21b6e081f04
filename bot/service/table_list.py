"""A player's running tables (`/games`): each with whose turn it is and since when, the
player's place, and where its latest board is; those waiting on the player first.

Everything listed is what the table itself shows in public (whose turn, the standings of
`/game status`), so a list shown to others leaks nothing. The boards' messages are
recorded as they are posted (`remember_board`), for the front end's links.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime

from bot.service.base import ServiceBase
from bot.service.loaded import LoadedGame
from bot.service.naming import Name
from bot.service.types import Player
from bot.store import GameRecord, Tx
from bot.store.table_list import BoardMessage, PlayerTable
from engine import Text

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class TableSummary:
    """One running table of a player, as `/games` lists it. `since` is when the table
    began to wait for whoever it waits for now (its last change)."""

    game_id: int
    guild_id: int | None
    channel_id: int
    title: Text
    awaited: bool
    waiting_for: list[Name]
    since: datetime
    rank: int
    players: int
    score: int
    board: BoardMessage | None

    @property
    def order(self) -> tuple[bool, datetime, int]:
        """Tables waiting on the player first, each group longest waiting first."""
        return (not self.awaited, self.since, self.game_id)


def next_table(tables: list[TableSummary]) -> TableSummary | None:
    """The table that has waited on the player longest, if any waits."""
    waiting = sorted((s for s in tables if s.awaited), key=lambda s: s.order)
    return waiting[0] if waiting else None


class TableListOps(ServiceBase):
    """The caller's running tables, and where each table's latest board is."""

    async def my_tables(self, player: Player, guild_id: int | None) -> list[TableSummary]:
        """The caller's running tables on one server (or, `guild_id` None, on every
        server: the front end keeps only those of servers the caller is in), in the
        order `/games` lists them."""
        found = await self.store.player_tables(player.user_id, guild_id)
        loaded = await self._load_tables([table.record for table in found])
        summaries = [
            self._summary(table, game, player) for table, game in zip(found, loaded, strict=True)
        ]
        return sorted(summaries, key=lambda s: s.order)

    async def _load_tables(self, records: list[GameRecord]) -> list[LoadedGame]:
        """The games at the versions read, from the cache where it has them, the others
        with their seats read at once (one query for any number of tables)."""
        cached = {
            record.id: hit
            for record in records
            if (hit := self._games.get(record.id)) is not None and hit.version == record.version
        }
        seats = await self.store.seats_of_games([r.id for r in records if r.id not in cached])
        loaded = []
        for record in records:
            game = cached.get(record.id)
            if game is None:
                engine_game = self._game_for(record.game)
                assert record.state is not None
                state = engine_game.from_json(record.state)
                game = LoadedGame(record, seats[record.id], engine_game, state)
                self._remember(game)
            loaded.append(game)
        return loaded

    @staticmethod
    def _summary(table: PlayerTable, loaded: LoadedGame, player: Player) -> TableSummary:
        acting = loaded.to_act()
        seat = loaded.seat_of(player.user_id)
        assert seat is not None
        standing = loaded.result().standing(seat.seat)
        record = loaded.record
        return TableSummary(
            game_id=record.id,
            guild_id=record.guild_id,
            channel_id=record.channel_id,
            title=loaded.game.title,
            awaited=player.user_id in loaded.waiting_users(),
            waiting_for=loaded.names(acting),
            since=record.updated_at,
            rank=standing.rank,
            players=len(loaded.seats),
            score=standing.score,
            board=table.board,
        )

    async def latest_board(self, game_id: int) -> int | None:
        """The message id of the table's latest recorded board, if any."""
        found = await self.store.board_message(game_id)
        return None if found is None else found.message_id

    async def remember_board(self, game_id: int, channel_id: int, message_id: int) -> None:
        """Record the board message a table has just posted (best effort: a table whose
        board is not recorded is linked by its channel instead)."""

        async def write(tx: Tx) -> None:
            await tx.put_board_message(game_id, channel_id, message_id)

        async def stored(tx: Tx) -> bool:
            found = await tx.board_message(game_id)
            return found is not None and found.message_id >= message_id

        try:
            await self._transact(write, game_id=game_id, proof=stored)
        except Exception:
            log.exception("could not record the board message of game %s", game_id)

"""Looking at a game: status, board, log, and whom the table waits for."""

from __future__ import annotations

import asyncio
import math
from functools import partial

import engine
from bot.service.base import ServiceBase
from bot.service.core import HISTORY_CACHE, LOG_PAGE_SIZE
from bot.service.errors import ServiceError
from bot.service.history import HistoryLine, Replayed, log_entries, replay_game
from bot.service.loaded import LoadedGame
from bot.service.summaries import status_lines, turn_lines
from bot.service.table import shows_table_line, table_line
from bot.service.types import Action, Place, Player, PrivatePart, Reply
from engine import t


class QueryOps(ServiceBase):
    """Read-only views of a channel's game; none of them changes anything."""

    async def status(self, place: Place, player: Player | None = None) -> Reply:
        """Text summary: game, status, seats (scores, who is to act), prompt; pings nobody."""
        loaded = await self._load(place)
        lines = status_lines(loaded)
        if shows_table_line(loaded):
            lines.append(table_line(loaded))
        if loaded.record.status == "lobby":
            return self._reply(loaded, lines, actions=self._lobby_actions(loaded))
        turn, prompt = turn_lines(loaded)
        return self._reply(loaded, lines + turn, prompt=prompt)

    async def board(self, place: Place, player: Player, private: bool = False) -> Reply:
        """The public board, or (private) the caller's own seat view as an ephemeral reply."""
        loaded = await self._load_active(place)
        locale = engine.normalise_locale(player.locale)
        assert loaded.state is not None
        moves = loaded.state.move_count
        if not private:
            images = await self._render(loaded, None, await self._locale_for(place, player))
            line = t("bot.msg.board", game=loaded.game.title, moves=moves)
            return self._reply(loaded, [line], images=images)
        seat = self._seated(loaded, player)
        images = await self._render(loaded, seat.seat, locale)
        line = t(
            "bot.msg.private_view",
            game=loaded.game.title,
            number=seat.seat + 1,
            player=loaded.name_of(seat),
        )
        part = PrivatePart([line], images)
        return self._reply(
            loaded, [line], images=images, ephemeral=True, private={player.user_id: part}
        )

    async def log(self, place: Place, page: int = 1, locale: str | None = None) -> Reply:
        """The live move log, oldest first, `LOG_PAGE_SIZE` entries per page (1-based):
        the moves (each with what followed it by itself) and, between them, every change
        of who plays a seat.

        Without an open game, the channel's most recent game is shown, so a finished
        game's log stays readable.
        """
        record = await self.store.open_game(place[1]) or await self.store.latest_game(place[1])
        if record is None:
            raise ServiceError(t("bot.err.no_game"), [Action("new")])
        loaded = (
            await self._from_record(record)
            if record.is_open
            else LoadedGame(
                record,
                await self.store.seats(record.id),
                self._game_for(record.game),
                None,
            )
        )
        history = await self._history(loaded)
        changes = await self.store.seat_changes(record.id)
        entries = log_entries(loaded, history, changes, locale)
        pages = max(1, math.ceil(len(entries) / LOG_PAGE_SIZE))
        if not 1 <= page <= pages:
            raise ServiceError(t("bot.err.no_such_page", page=page, pages=pages))
        lines = [t("bot.msg.log_page", page=page, pages=pages)]
        if not entries:
            lines.append(t("bot.msg.log_empty"))
        for entry in entries[(page - 1) * LOG_PAGE_SIZE : page * LOG_PAGE_SIZE]:
            lines += entry
        return self._reply(loaded, lines)

    async def _history(self, loaded: LoadedGame) -> list[HistoryLine]:
        """The game's history at its current version."""
        return (await self._replayed(loaded)).lines

    async def _replayed(self, loaded: LoadedGame) -> Replayed:
        """The game replayed at its current version (labels and checkpoints), in the
        executor once per version (a finished game's never changes)."""
        record = loaded.record
        cached = self._histories.get(record.id)
        if cached is not None and cached[0] == record.version:
            self._histories.move_to_end(record.id)
            return cached[1]
        moves = await self.store.moves(record.id)
        loop = asyncio.get_running_loop()
        replayed = await loop.run_in_executor(
            self._executor,
            partial(
                replay_game,
                loaded.game,
                record,
                len(loaded.seats),
                moves,
                reveal=not record.is_open,
            ),
        )
        self._keep_replayed(record.id, record.version, replayed)
        return replayed

    def _keep_replayed(self, game_id: int, version: int, replayed: Replayed) -> None:
        self._histories[game_id] = (version, replayed)
        self._histories.move_to_end(game_id)
        while len(self._histories) > HISTORY_CACHE:
            self._histories.popitem(last=False)

    async def check_running(self, game_id: int) -> None:
        """For a button of game `game_id`: raises the "game over" refusal, with its
        standings, once that game has ended."""
        record = await self.store.game(game_id)
        if record is not None and not record.is_open:
            raise await self._game_over(record)

    async def place_of_game(self, game_id: int) -> Place | None:
        """Where a game lives (a button in a channel may belong to a table in a thread)."""
        record = await self.store.game(game_id)
        return None if record is None else Place(record.guild_id, record.channel_id)

    async def waiting_for(self, place: Place) -> list[int]:
        """User ids the channel's game waits for (for mentions and reminders)."""
        loaded = await self._load(place)
        return loaded.waiting_users()

    async def waiting_for_game(self, game_id: int) -> list[int]:
        """Same by game id (what the reminder dispatcher has); [] unless active."""
        record = await self.store.game(game_id)
        if record is None or record.status != "active":
            return []
        return (await self._from_record(record)).waiting_users()

"""Looking at a game: status, board, log, and whom the table waits for."""

from __future__ import annotations

import math

import bot.texts  # noqa: F401  (registers the service's messages)
import engine
from bot.service.base import LOG_PAGE_SIZE, ServiceBase
from bot.service.errors import ServiceError
from bot.service.loaded import LoadedGame
from bot.service.summaries import status_lines, turn_lines
from bot.service.types import Place, Player, PrivatePart, Reply
from engine import t


class QueryOps(ServiceBase):
    """Read-only views of a channel's game; none of them changes anything."""

    async def status(self, place: Place, player: Player | None = None) -> Reply:
        """Text summary: game, status, seats (scores, who is to act), prompt; pings nobody."""
        loaded = await self._load(place)
        lines = status_lines(loaded)
        if loaded.record.status == "lobby":
            return self._reply(loaded, lines)
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
            player=seat.display_name,
        )
        part = PrivatePart([line], images)
        return self._reply(
            loaded, [line], images=images, ephemeral=True, private={player.user_id: part}
        )

    async def log(self, place: Place, page: int = 1) -> Reply:
        """The live move log, oldest first, `LOG_PAGE_SIZE` moves per page (1-based).

        Without an open game, the channel's most recent game is shown, so a finished
        game's log stays readable.
        """
        record = await self.store.open_game(place[1]) or await self.store.latest_game(place[1])
        if record is None:
            raise ServiceError(t("bot.err.no_game"))
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
        moves = await self.store.moves(record.id)
        pages = max(1, math.ceil(len(moves) / LOG_PAGE_SIZE))
        if not 1 <= page <= pages:
            raise ServiceError(t("bot.err.no_such_page", page=page, pages=pages))
        lines = [t("bot.msg.log_page", page=page, pages=pages)]
        if not moves:
            lines.append(t("bot.msg.log_empty"))
        game = loaded.game
        for entry in moves[(page - 1) * LOG_PAGE_SIZE : page * LOG_PAGE_SIZE]:
            lines.append(
                t(
                    "bot.msg.log_line",
                    number=entry.ply + 1,
                    player=loaded.by_seat(entry.seat).display_name,
                    move=loaded.named(game.label(game.parse_move(entry.notation))),
                    notation=entry.notation,
                )
            )
        return self._reply(loaded, lines)

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

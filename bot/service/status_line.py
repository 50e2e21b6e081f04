"""Where a table in a thread stands, for the status line its lobby message becomes in
the channel the thread hangs off: the round, whose turn and since when, every score
(marked where projected), and at the end how it ended and who won.

Everything here comes from the spectator's view, through the same scoreboard the board
message's status card shows (`render.registry.scoreboard`): a public line never says
more than the public board.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from bot.service.base import ServiceBase
from bot.service.naming import render_names
from engine import Text, t
from render.registry import scoreboard
from render.scoreboard import in_order, note_text, score_text


@dataclass(frozen=True, slots=True)
class SeatScore:
    """One seat as the status card shows it: its name, its score now, and the card's
    note under it ("≈13 at the end" while projected, "Place 1" once over), if any."""

    name: str
    score: str
    note: str | None


@dataclass(frozen=True, slots=True)
class TableStatus:
    """A threaded table's status line, in one language. The lobby message it replaces
    stays in `channel_id`; the thread was started from it and so has its id."""

    game_id: int
    channel_id: int
    thread_id: int
    title: Text
    info: str
    to_act: list[str]
    since: datetime
    scores: list[SeatScore]
    ended: Text | None  # how the game ended; None while it runs
    winners: list[str]


class StatusLineOps(ServiceBase):
    """Reads only: what a threaded table's status line says now."""

    async def table_status(self, game_id: int, locale: str) -> TableStatus | None:
        """The status line of game `game_id` in `locale`; None for a table without one
        (played in its channel, still in its lobby, closed before it started)."""
        record = await self.store.game(game_id)
        if record is None or record.parent_channel_id is None or record.state is None:
            return None
        if record.status == "lobby":
            return None
        loaded = await self._from_record(record)
        assert loaded.state is not None
        view = loaded.game.view(loaded.state, None)
        if "seat_names" in type(view).model_fields:
            view = view.model_copy(update={"seat_names": render_names(loaded.names(), locale)})
        board = scoreboard(record.game, view, locale)
        if board is None:
            return None
        ended = await self._how_it_ended(game_id, record.status)
        entries = in_order(board.entries)
        winners = [e.name for e in entries if e.place == 1] if record.status == "finished" else []
        return TableStatus(
            game_id=game_id,
            channel_id=record.parent_channel_id,
            thread_id=record.channel_id,
            title=loaded.game.title,
            info=board.info,
            to_act=[] if ended is not None else [seat.name for seat in board.turn],
            since=record.updated_at,
            scores=[SeatScore(e.name, score_text(e), note_text(e, locale)) for e in entries],
            ended=ended,
            winners=winners,
        )

    async def _how_it_ended(self, game_id: int, status: str) -> Text | None:
        if status == "active":
            return None
        if status == "abandoned":
            changes = await self.store.seat_changes(game_id)
            if any(change.change == "voted_end" for change in changes):
                return t("bot.msg.ended_by_vote")
        return t(f"bot.status.{status}")

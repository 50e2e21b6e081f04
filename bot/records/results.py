"""A finished game's results as the records keep them: each seat's entry, place, score
and (Marco Polo) character, from the engine's own result and the spectator's view."""

from __future__ import annotations

from typing import Any

from bot.records.entries import entry_of
from bot.store import ResultRow, SeatRecord
from engine import Game, GameState


def character_of(view: Any, seat: int) -> str | None:
    """The character a seat played (Marco Polo), None in games without characters."""
    for panel in getattr(view, "players", None) or []:
        if getattr(panel, "seat", None) == seat:
            character = getattr(panel, "character", None)
            return str(character) if character else None
    return None


def result_rows(
    game: Game[Any, Any, Any], state: GameState, seats: list[SeatRecord]
) -> list[ResultRow]:
    """Every seat's row, in seat order; ranks are the engine's (shared places shared)."""
    by_seat = {s.seat: s for s in seats}
    view = game.view(state, None)
    rows = [
        ResultRow(
            seat=standing.seat,
            entry=entry_of(by_seat[standing.seat]),
            rank=standing.rank,
            score=standing.score,
            character=character_of(view, standing.seat),
        )
        for standing in game.result(state).standings
    ]
    return sorted(rows, key=lambda row: row.seat)

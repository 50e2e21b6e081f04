"""A game's move history as the table may read it, rebuilt from its seed and move log.

The log stores moves, not texts: each line's label is made by replaying the game, so
it can name what the move did in its position (the city card played, the contracts
taken) and so the engine decides, move by move, what was secret. Until the game ends,
a secret move shows only its redacted text ("Ada kept 2 goal cards") and no notation;
afterwards everything may be read, as the final scoring reveals it anyway.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.store import GameRecord, MoveRecord
from engine import Game, Text


@dataclass(frozen=True, slots=True)
class HistoryLine:
    """One live move: who, what (label), and its notation, as the table may read them."""

    ply: int
    seat: int
    label: Text
    notation: str | None  # None while the move is secret


def move_of(game: Game[Any, Any, Any], entry: MoveRecord) -> Any:
    """The engine move a log row stores (as its notation, which parses back exactly)."""
    return game.parse_move(entry.notation)


def replay_history(
    game: Game[Any, Any, Any],
    record: GameRecord,
    num_seats: int,
    moves: Sequence[MoveRecord],
    *,
    reveal: bool,
) -> list[HistoryLine]:
    """Replay the game from its seed through `moves`, labelling each in its position.

    `reveal` shows secret moves in full (the game is over). Pure and CPU-bound: the
    service runs it in an executor.
    """
    state = game.setup(num_seats, json.loads(record.options), record.seed)
    lines: list[HistoryLine] = []
    for entry in moves:
        move = move_of(game, entry)
        secret = None if reveal else game.redacted(state, entry.seat, move)
        if secret is None:
            lines.append(
                HistoryLine(entry.ply, entry.seat, game.label(move, state), entry.notation)
            )
        else:
            lines.append(HistoryLine(entry.ply, entry.seat, secret, None))
        state, _ = game.apply(state, entry.seat, move)
    return lines

"""A game's move history as the table may read it, rebuilt from its seed and move log.

The log stores moves, not texts: each line's label is made by replaying the game, so
it can name what the move did in its position (the city card played, the contracts
taken) and so the engine decides, move by move, what was secret. Until the game ends,
a secret move shows only its redacted text ("Ada kept 2 goal cards") and no notation;
afterwards everything may be read, as the final scoring reveals it anyway.

The same replay keeps a state every `CHECKPOINT_EVERY` plies (deflated, as the store
keeps states), so a replay can show any position by replaying a few moves from the
nearest checkpoint instead of the whole game.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.store import GameRecord, MoveRecord
from bot.store.codec import pack_state, unpack_state
from engine import Game, GameState, Text

CHECKPOINT_EVERY = 8  # plies between kept states: at most 7 moves to replay for a position


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


@dataclass(frozen=True, slots=True)
class Replayed:
    """A game replayed once: the labelled line of every move, the moves themselves as
    `(seat, notation)`, and a state every `every` plies from ply 0 (deflated JSON)."""

    lines: list[HistoryLine]
    moves: list[tuple[int, str]]
    checkpoints: list[bytes]
    every: int

    @property
    def plies(self) -> int:
        return len(self.moves)


def replay_game(
    game: Game[Any, Any, Any],
    record: GameRecord,
    num_seats: int,
    moves: Sequence[MoveRecord],
    *,
    reveal: bool,
    every: int = CHECKPOINT_EVERY,
    visit: Callable[[int, GameState], None] | None = None,
) -> Replayed:
    """Replay the game from its seed through `moves`, labelling each in its position and
    keeping checkpoints; `visit(ply, state)` sees every state from ply 0 on.

    `reveal` shows secret moves in full (the game is over). Pure and CPU-bound: the
    service runs it in an executor.
    """
    state = game.setup(num_seats, json.loads(record.options), record.seed)
    lines: list[HistoryLine] = []
    checkpoints: list[bytes] = []
    if visit is not None:
        visit(0, state)
    for index, entry in enumerate(moves):
        if index % every == 0:
            checkpoints.append(pack_state(game.to_json(state)))
        move = move_of(game, entry)
        secret = None if reveal else game.redacted(state, entry.seat, move)
        if secret is None:
            lines.append(
                HistoryLine(entry.ply, entry.seat, game.label(move, state), entry.notation)
            )
        else:
            lines.append(HistoryLine(entry.ply, entry.seat, secret, None))
        state, _ = game.apply(state, entry.seat, move)
        if visit is not None:
            visit(index + 1, state)
    if len(moves) % every == 0:
        checkpoints.append(pack_state(game.to_json(state)))
    return Replayed(lines, [(m.seat, m.notation) for m in moves], checkpoints, every)


def state_at(game: Game[Any, Any, Any], replayed: Replayed, ply: int) -> GameState:
    """The state after `ply` moves (0: the start), from the nearest checkpoint."""
    if not 0 <= ply <= replayed.plies:
        raise ValueError(f"ply {ply} is outside 0..{replayed.plies}")
    base = ply // replayed.every
    packed = unpack_state(replayed.checkpoints[base])
    assert packed is not None
    state = game.from_json(packed)
    for seat, notation in replayed.moves[base * replayed.every : ply]:
        state, _ = game.apply(state, seat, game.parse_move(notation))
    return state


def replay_history(
    game: Game[Any, Any, Any],
    record: GameRecord,
    num_seats: int,
    moves: Sequence[MoveRecord],
    *,
    reveal: bool,
) -> list[HistoryLine]:
    """The labelled history alone (see `replay_game`)."""
    return replay_game(game, record, num_seats, moves, reveal=reveal).lines

"""Random legal playouts: the property tests and the benchmarks share this one driver."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.game import Game, GameState, Move, Options
from engine.rng import Rng


class PlayoutTooLong(RuntimeError):
    """A playout exceeded its move budget: the game failed to terminate."""


def random_playout(
    game: Game[Any, Any, Any],
    num_seats: int,
    seed: int,
    options: Mapping[str, Any] | Options | None = None,
    max_moves: int = 20_000,
    chooser_seed: int | None = None,
) -> tuple[GameState, list[tuple[int, Move]]]:
    """Play random legal moves (as `game.playout_move` picks them) to the end.

    Returns the final state and the move log.
    """
    state = game.setup(num_seats, options, seed)
    chooser = Rng.from_seed(seed if chooser_seed is None else chooser_seed, "playout")
    log: list[tuple[int, Move]] = []
    while not game.is_over(state):
        if len(log) >= max_moves:
            raise PlayoutTooLong(f"{game.name}: no end after {max_moves} moves (seed {seed})")
        acting = game.to_act(state)
        seat = acting[chooser.below(len(acting))]
        moves = game.legal_moves(state, seat)
        if not moves:
            raise RuntimeError(f"{game.name}: seat {seat} must act but has no legal move")
        move = game.playout_move(state, seat, moves, chooser)
        state, _ = game.apply(state, seat, move)
        log.append((seat, move))
    return state, log

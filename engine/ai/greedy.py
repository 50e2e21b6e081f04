"""A one-move-ahead player: the baseline the search must beat (and a test opponent).

For each legal move it looks at the position right after it, in a few worlds the seat
cannot tell apart from the real one (`Game.resample`), and plays the move with the best
average `Game.evaluate` lead; ties go to the game's playout picker. No search, no
rollouts: what it shows is how much the tree search adds to the evaluation alone. Like
the search it never reads what its seat cannot see, and its move depends only on that
seat's view and its seed.
"""

from __future__ import annotations

import math
from typing import Any

from engine.game import Game, GameState
from engine.rng import Rng

WORLDS = 4  # resampled worlds each move is judged in
TIE = 1e-9  # values closer than this are equal


def greedy_move(
    game: Game[Any, Any, Any], state: GameState, seat: int, seed: int, worlds: int = WORLDS
) -> Any:
    """The move whose resulting position `game.evaluate` likes best for `seat`, averaged
    over `worlds` resampled worlds."""
    moves = game.distinct_moves(state, seat)
    if not moves:
        raise ValueError(f"seat {seat} has no decision to make")
    if len(moves) == 1:
        return moves[0]
    rng = Rng.from_seed(seed, f"greedy:{state.move_count}:{seat}")
    samples = [game.resample(state, seat, rng) for _ in range(worlds)]
    values = move_values(game, samples, seat, moves)
    best = max(values)
    tied = [move for move, value in zip(moves, values, strict=True) if value >= best - TIE]
    if len(tied) == 1:
        return tied[0]
    return game.playout_move(samples[0], seat, tied, rng)


def move_values(
    game: Game[Any, Any, Any], samples: list[GameState], seat: int, moves: list[Any]
) -> list[float]:
    """Each move's mean evaluated lead for `seat` right after it, over the sampled worlds
    where it is legal (-inf where it is in none)."""
    totals, counts = [0.0] * len(moves), [0] * len(moves)
    for world in samples:
        # the same move in this world (legal alike: the seat sees the same position)
        local = {game.format_move(m): m for m in game.legal_moves(world, seat)}
        for index, move in enumerate(moves):
            here = local.get(game.format_move(move))
            if here is not None:
                totals[index] += game.evaluate(game.advance(world, seat, here), seat)
                counts[index] += 1
    return [total / n if n else -math.inf for total, n in zip(totals, counts, strict=True)]

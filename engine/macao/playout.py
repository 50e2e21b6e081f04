"""A random but purposeful move picker for Macao playouts.

Uniform random play ends a Macao game, but it mostly passes and leaves cubes unused, so
the playouts that tests, benchmarks and the sandbox's `--auto` rely on would hardly reach
deliveries, districts or end-game cards. The picker prefers productive actions and still
explores: one move in ten is uniform.
"""

from __future__ import annotations

from engine.macao.data import load
from engine.macao.moves import (
    Activate,
    Advance,
    Deliver,
    Joker,
    MacaoMove,
    Pass,
    ShipMove,
    TakeDistrict,
    Tribute,
    Use,
    WallMove,
)
from engine.macao.state import MacaoState
from engine.rng import Rng

EXPLORE_IN_TEN = 1


def _score(state: MacaoState, seat: int, move: MacaoMove) -> int:
    p = state.players[seat]
    match move:
        case Deliver():
            return 100
        case Activate():
            return 50
        case Use():
            return 40
        case Tribute():
            return 35 if state.tribute_pp else 5
        case TakeDistrict():
            return 30
        case ShipMove(to=to):
            good = load().port_good.get(to)
            return 45 if good is not None and good in p.goods else 1
        case Joker():
            return 20
        case WallMove(spaces=spaces):
            return 10 if spaces == 1 else 3
        case Advance(spaces=spaces):
            return spaces
        case Pass():
            return 2 if state.phase == "actions" else 0
    return 0


def purposeful_move(state: MacaoState, seat: int, moves: list[MacaoMove], rng: Rng) -> MacaoMove:
    if rng.below(10) < EXPLORE_IN_TEN:
        return moves[rng.below(len(moves))]
    scores = [_score(state, seat, m) for m in moves]
    best = max(scores)
    top = [m for m, s in zip(moves, scores, strict=True) if s == best]
    return top[rng.below(len(top))]

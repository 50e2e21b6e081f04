"""Random complete Caravan games per second through the engine contract.

Each game is a seeded playout (`engine.playout.random_playout`): legal_moves, the
game's playout picker and apply (with its copy and validation) for every move. Also the
cost of one `evaluate`, which the AI calls at every position it judges (its plans judge
thousands per decision), and how many positions a `normal` turn plan judges per CPU
second: that rate decides how often the level's 2-second cap cuts a plan short.
Run: .venv/bin/python bench/caravan_engine.py [--games N]
"""

from __future__ import annotations

import argparse
import dataclasses
import time

from common import midgame_state, overall_games_per_second, states_from_midgame, time_playouts

from engine import Rng, get
from engine.ai import LEVELS, plan


def evaluation_micros() -> float:
    """Mean µs of `evaluate` over the second halves of ten 4-player games, each position
    judged once, as a plan judges it (judging one position over and over runs several
    times faster and says little)."""
    game = get("caravan")
    states = [
        state for seed in range(10) for state in states_from_midgame("caravan", seed, count=400)
    ]
    start = time.perf_counter()
    for state in states:
        game.evaluate(state, state.current)
    return (time.perf_counter() - start) * 1e6 / len(states)


def planning_rate(positions: int = 6) -> tuple[float, int]:
    """Positions judged per CPU second by `normal`'s turn plans, without its time cap,
    from the middles of 2-player games (and how many were judged)."""
    game = get("caravan")
    level = dataclasses.replace(LEVELS["normal"], seconds=1e9)
    evaluated = 0
    start = time.thread_time()
    for seed in range(positions):
        state = midgame_state("caravan", seed, seats=2)
        ranking = plan.rank(game, state, state.current, level, Rng.from_seed(seed, "bench"))
        evaluated += ranking.evaluated
    return evaluated / (time.thread_time() - start), evaluated


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=40, help="games per player count")
    args = parser.parse_args()
    print(f"Caravan engine: {args.games} random complete games per player count")
    rates = []
    for seats in (2, 3, 4):
        rates.append(time_playouts("caravan", seats, args.games))
        print(f"  {seats} players: {rates[-1].summary()}")
    print(f"  all: {overall_games_per_second(rates):6.1f} games/s (target >= 50)")
    print(f"  evaluate: {evaluation_micros():.0f} µs per position (target < 500)")
    rate, judged = planning_rate()
    print(f"  turn plans: {rate:,.0f} positions per CPU second ({judged:,} judged)")


if __name__ == "__main__":
    main()

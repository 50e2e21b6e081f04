"""Random complete Caravan games per second through the engine contract.

Each game is a seeded playout (`engine.playout.random_playout`): legal_moves, the
game's playout picker and apply (with its copy and validation) for every move. Also the
cost of one `evaluate`, which the AI calls at every position it judges (its plans judge
thousands per decision).
Run: .venv/bin/python bench/caravan_engine.py [--games N]
"""

from __future__ import annotations

import argparse
import time

from common import overall_games_per_second, states_from_midgame, time_playouts

from engine import get


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


if __name__ == "__main__":
    main()

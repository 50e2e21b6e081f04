"""Random complete Caravan games per second through the engine contract.

Each game is a seeded playout (`engine.playout.random_playout`): legal_moves, the
game's playout picker and apply (with its copy and validation) for every move.
Run: .venv/bin/python bench/caravan_engine.py [--games N]
"""

from __future__ import annotations

import argparse
import statistics
import time

from engine import get
from engine.playout import random_playout


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=40, help="games per player count")
    args = parser.parse_args()
    game = get("caravan")
    print(f"Caravan engine: {args.games} random complete games per player count")
    total_games, total_seconds = 0, 0.0
    for seats in (2, 3, 4):
        lengths = []
        start = time.perf_counter()
        for seed in range(args.games):
            _, log = random_playout(game, seats, seed)
            lengths.append(len(log))
        elapsed = time.perf_counter() - start
        total_games += args.games
        total_seconds += elapsed
        print(
            f"  {seats} players: {args.games / elapsed:6.1f} games/s, "
            f"{sum(lengths) / elapsed:7.0f} moves/s, median {statistics.median(lengths):.0f} moves/game"
        )
    print(f"  all: {total_games / total_seconds:6.1f} games/s (target >= 50)")


if __name__ == "__main__":
    main()

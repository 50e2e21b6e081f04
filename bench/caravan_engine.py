"""Random complete Caravan games per second through the engine contract.

Each game is a seeded playout (`engine.playout.random_playout`): legal_moves, the
game's playout picker and apply (with its copy and validation) for every move.
Run: .venv/bin/python bench/caravan_engine.py [--games N]
"""

from __future__ import annotations

import argparse

from common import overall_games_per_second, time_playouts


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


if __name__ == "__main__":
    main()

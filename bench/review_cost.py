"""What a game's review costs: CPU seconds on one core for a seeded full game per title.

Each game is played to its end by the game's playout picker for every seat (a plausible
game of human length), then reviewed as `/game review` does (`engine.ai.review`); the
review's CPU time (this process's, unaffected by other work on the machine) is printed
with the moves, the decisions judged and the chance readings. Goal: a few CPU minutes
at most per game.

Run: .venv/bin/python bench/review_cost.py [--seats 4] [--seed 1] [--only caravan]
"""

from __future__ import annotations

import argparse
import time
from typing import Any

import engine
from engine.ai.review import review
from engine.rng import Rng

GAMES = ("caravan", "marco_polo", "macao")
MAX_MOVES = 6000


def seeded_game(name: str, seats: int, seed: int) -> tuple[Any, list[tuple[int, Any]]]:
    """The start and the moves of a game the playout picker plays for every seat."""
    game = engine.get(name)
    start = state = game.setup(seats, None, seed)
    rng = Rng.from_seed(seed, "bench-review")
    moves: list[tuple[int, Any]] = []
    while not game.is_over(state) and len(moves) < MAX_MOVES:
        seat = game.to_act(state)[0]
        move = game.playout_move(state, seat, game.legal_moves(state, seat), rng)
        moves.append((seat, move))
        state = game.advance(state, seat, move)
    return start, moves


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", choices=GAMES)
    args = parser.parse_args()
    for name in [args.only] if args.only else GAMES:
        game = engine.get(name)
        start, moves = seeded_game(name, args.seats, args.seed)
        cpu = time.process_time()
        done = review(game, start, moves, seed=args.seed)
        spent = time.process_time() - cpu
        print(
            f"{name:<11} {args.seats} seats, {len(moves):>4} moves: {spent:6.1f} CPU s, "
            f"{done.judged} decisions judged, {len(done.chances)} chance readings"
        )


if __name__ == "__main__":
    main()

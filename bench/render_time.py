"""Board render time and PNG size for a mid-game 4-player Caravan board.

The board comes from a seeded playout (`engine.playout.random_playout`) replayed to half
its length. Each sample is the whole `render.render_board` call (drawing and PNG
encoding), alternating spectator and seat views and English and German.
Run: .venv/bin/python bench/render_time.py [--renders N] [--seed S]
"""

from __future__ import annotations

import argparse
import statistics
import time

from engine import get
from engine.game import GameState
from engine.playout import random_playout
from render import render_board

MEDIAN_TARGET_MS = 80.0
SIZE_TARGET_BYTES = 600 * 1024


def midgame_state(seed: int) -> GameState:
    """The state halfway through a seeded 4-player random playout."""
    game = get("caravan")
    _, log = random_playout(game, 4, seed)
    state = game.setup(4, None, seed)
    for seat, move in log[: len(log) // 2]:
        state, _ = game.apply(state, seat, move)
    return state


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--renders", type=int, default=60)
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args()
    game = get("caravan")
    state = midgame_state(args.seed)
    views = [game.view(state, None), game.view(state, 0)]
    for view in views:
        view.seat_names = ["Anna", "Bartholomäus", "Chen", "Dörte"]
    render_board("caravan", views[0])  # warm-up: font loading and imports
    times, sizes = [], []
    for i in range(args.renders):
        view = views[i % 2]
        locale = "de" if i % 4 >= 2 else "en"
        start = time.perf_counter()
        data = render_board("caravan", view, locale)
        times.append((time.perf_counter() - start) * 1000)
        sizes.append(len(data))
    median, p95 = statistics.median(times), percentile(times, 0.95)
    print(f"Caravan board render, 4 players, turn {state.turn_number + 1}, {args.renders} renders")
    print(
        f"  time: median {median:.1f} ms, p95 {p95:.1f} ms (target median <= {MEDIAN_TARGET_MS:.0f} ms)"
    )
    print(
        f"  PNG:  median {statistics.median(sizes) / 1024:.0f} KB, max {max(sizes) / 1024:.0f} KB "
        f"(target <= {SIZE_TARGET_BYTES // 1024} KB)"
    )


if __name__ == "__main__":
    main()

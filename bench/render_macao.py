"""Board render time and PNG size for a mid-game 4-player Macao board.

The board comes from a seeded playout (`engine.playout.random_playout`) replayed to half
its length. Each sample is the whole `render.render_board` call (drawing and PNG
encoding), alternating spectator and seat views and English and German. The first call
(fonts, the printed-board layer, the PNG palette) is a warm-up and not counted.
Run: .venv/bin/python bench/render_macao.py [--renders N] [--seed S]
"""

from __future__ import annotations

import argparse
import statistics
import time

from engine import get
from engine.macao.state import MacaoState
from engine.playout import random_playout
from render import render_board

MEDIAN_TARGET_MS = 150.0
SIZE_TARGET_BYTES = 1024 * 1024


def midgame_state(seed: int, seats: int = 4) -> MacaoState:
    """The state halfway through a seeded random playout."""
    game = get("macao")
    _, log = random_playout(game, seats, seed)
    state = game.setup(seats, None, seed)
    for seat, move in log[: len(log) // 2]:
        state, _ = game.apply(state, seat, move)
    return state


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--renders", type=int, default=40)
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args()
    game = get("macao")
    state = midgame_state(args.seed)
    views = [game.view(state, None), game.view(state, 0)]
    for view in views:
        view.seat_names = ["Anna", "Bartholomäus", "Chen", "Dörte"]
    for locale in ("en", "de"):
        render_board("macao", views[0], locale)  # warm-up
    times, sizes = [], []
    for i in range(args.renders):
        view = views[i % 2]
        locale = "de" if i % 4 >= 2 else "en"
        start = time.perf_counter()
        data = render_board("macao", view, locale)
        times.append((time.perf_counter() - start) * 1000)
        sizes.append(len(data))
    median, p95 = statistics.median(times), percentile(times, 0.95)
    print(
        f"Macao board render, 4 players, round {state.round} ({state.phase}), "
        f"{args.renders} renders"
    )
    print(
        f"  time: median {median:.1f} ms, p95 {p95:.1f} ms "
        f"(target median <= {MEDIAN_TARGET_MS:.0f} ms)"
    )
    print(
        f"  PNG:  median {statistics.median(sizes) / 1024:.0f} KB, max {max(sizes) / 1024:.0f} KB "
        f"(target <= {SIZE_TARGET_BYTES // 1024} KB)"
    )


if __name__ == "__main__":
    main()

"""Board render time and PNG size for a mid-game 4-player Marco Polo board.

The board comes from a seeded playout (`engine.playout.random_playout`) replayed to half
its length. Each sample is the whole `render.render_board` call (drawing and PNG
encoding), alternating spectator and seat views and English and German. The first call
builds the fonts, the PNG palette and the fixed map and action-board layers; it is timed
and shown apart. A second series renders the moves that follow the midpoint one after
another, as the bot does during a game (the map layer is redrawn whenever a city card
is used or an office bonus taken).
Run: .venv/bin/python bench/render_marco_polo.py [--renders N] [--seed S]
"""

from __future__ import annotations

import argparse
import statistics
import time

from engine.marco_polo.state import MarcoPoloState
from engine.playout import random_playout
from engine.registry import get
from render import render_board

MEDIAN_TARGET_MS = 150.0
SIZE_TARGET_BYTES = 1024 * 1024
NAMES = ["Anna", "Bartholomäus", "Chen", "Dörte"]


def states_from_midgame(seed: int, count: int, seats: int = 4) -> list[MarcoPoloState]:
    """The state halfway through a seeded random playout and the `count - 1` after it."""
    game = get("marco_polo")
    _, log = random_playout(game, seats, seed)
    state = game.setup(seats, None, seed)
    half = len(log) // 2
    found = []
    for index, (seat, move) in enumerate(log):
        state, _ = game.apply(state, seat, move)
        if index + 1 >= half:
            found.append(state)
        if len(found) == count:
            break
    return found


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


def timed(view: object, locale: str) -> tuple[float, int]:
    start = time.perf_counter()
    data = render_board("marco_polo", view, locale)  # type: ignore[arg-type]
    return (time.perf_counter() - start) * 1000, len(data)


def report(label: str, times: list[float], sizes: list[int]) -> None:
    median, p95 = statistics.median(times), percentile(times, 0.95)
    print(f"{label}: {len(times)} renders")
    print(
        f"  time: median {median:.1f} ms, p95 {p95:.1f} ms "
        f"(target median <= {MEDIAN_TARGET_MS:.0f} ms)"
    )
    print(
        f"  PNG:  median {statistics.median(sizes) / 1024:.0f} KB, max {max(sizes) / 1024:.0f} KB "
        f"(target <= {SIZE_TARGET_BYTES // 1024} KB)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--renders", type=int, default=40)
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args()
    game = get("marco_polo")
    states = states_from_midgame(args.seed, args.renders)
    state = states[0]
    views = [game.view(state, None), game.view(state, 0)]
    for view in views:
        view.seat_names = NAMES
    first, _ = timed(views[0], "en")
    times, sizes = [], []
    for i in range(args.renders):
        spent, size = timed(views[i % 2], "de" if i % 4 >= 2 else "en")
        times.append(spent)
        sizes.append(size)
    print(f"Marco Polo board, 4 players, round {state.round} ({state.phase})")
    print(f"  first render (fonts, palette, fixed layers): {first:.0f} ms")
    report("Same board, seat and spectator views, en and de", times, sizes)
    times, sizes = [], []
    for index, later in enumerate(states):
        view = game.view(later, index % 4)
        view.seat_names = NAMES
        spent, size = timed(view, "en")
        times.append(spent)
        sizes.append(size)
    report("Consecutive boards after the midpoint (seat views, en)", times, sizes)


if __name__ == "__main__":
    main()

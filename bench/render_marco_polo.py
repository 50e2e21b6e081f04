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
from typing import Any

from common import (
    alternating_renders,
    named_views,
    print_render_figures,
    states_from_midgame,
    timed_render,
)

MEDIAN_TARGET_MS = 150.0
SIZE_TARGET_BYTES = 1024 * 1024


def report(label: str, times: list[float], sizes: list[int]) -> None:
    print(f"{label}: {len(times)} renders")
    print_render_figures(times, sizes, MEDIAN_TARGET_MS, SIZE_TARGET_BYTES)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--renders", type=int, default=40)
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args()
    states: list[Any] = states_from_midgame("marco_polo", args.seed, args.renders)
    state = states[0]
    views = named_views("marco_polo", state, [None, 0])
    first, _ = timed_render("marco_polo", views[0], "en")
    times, sizes = alternating_renders("marco_polo", views, args.renders)
    print(f"Marco Polo board, 4 players, round {state.round} ({state.phase})")
    print(f"  first render (fonts, palette, fixed layers): {first:.0f} ms")
    report("Same board, seat and spectator views, en and de", times, sizes)
    times, sizes = [], []
    for index, later in enumerate(states):
        (view,) = named_views("marco_polo", later, [index % 4])
        spent, size = timed_render("marco_polo", view, "en")
        times.append(spent)
        sizes.append(size)
    report("Consecutive boards after the midpoint (seat views, en)", times, sizes)


if __name__ == "__main__":
    main()

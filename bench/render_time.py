"""Board render time and PNG size for a mid-game 4-player Caravan board.

The board comes from a seeded playout (`engine.playout.random_playout`) replayed to half
its length. Each sample is the whole `render.render_board` call (drawing and PNG
encoding), alternating spectator and seat views and English and German.
Run: .venv/bin/python bench/render_time.py [--renders N] [--seed S]
"""

from __future__ import annotations

import argparse
from typing import Any

from common import alternating_renders, midgame_state, named_views, print_render_figures

from render import render_board

MEDIAN_TARGET_MS = 80.0
SIZE_TARGET_BYTES = 600 * 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--renders", type=int, default=60)
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args()
    state: Any = midgame_state("caravan", args.seed)
    views = named_views("caravan", state, [None, 0])
    render_board("caravan", views[0])  # warm-up: font loading and imports
    times, sizes = alternating_renders("caravan", views, args.renders)
    print(f"Caravan board render, 4 players, turn {state.turn_number + 1}, {args.renders} renders")
    print_render_figures(times, sizes, MEDIAN_TARGET_MS, SIZE_TARGET_BYTES)


if __name__ == "__main__":
    main()

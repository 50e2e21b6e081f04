"""Board render time and PNG size for a mid-game 4-player Macao board.

The board comes from a seeded playout (`engine.playout.random_playout`) replayed to half
its length. Each sample is the whole `render.render_board` call (drawing and PNG
encoding), alternating spectator and seat views and English and German. The first call
(fonts, the printed-board layer, the PNG palette) is a warm-up and not counted.
Run: .venv/bin/python bench/render_macao.py [--renders N] [--seed S]
"""

from __future__ import annotations

import argparse
from typing import Any

from common import alternating_renders, midgame_state, named_views, print_render_figures

from render import render_board

MEDIAN_TARGET_MS = 150.0
SIZE_TARGET_BYTES = 1024 * 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--renders", type=int, default=40)
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args()
    state: Any = midgame_state("macao", args.seed)
    views = named_views("macao", state, [None, 0])
    for locale in ("en", "de"):
        render_board("macao", views[0], locale)  # warm-up
    times, sizes = alternating_renders("macao", views, args.renders)
    print(
        f"Macao board render, 4 players, round {state.round} ({state.phase}), "
        f"{args.renders} renders"
    )
    print_render_figures(times, sizes, MEDIAN_TARGET_MS, SIZE_TARGET_BYTES)


if __name__ == "__main__":
    main()

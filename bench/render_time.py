"""Render time and PNG size of a mid-game 4-player Caravan message (status card and board).

The board comes from a seeded playout (`engine.playout.random_playout`) replayed to half
its length. Each sample is the whole `render.render_images` call (drawing and PNG
encoding of everything one message shows), alternating spectator and seat views and
English and German. The images' inline preview sizes are `bench/preview_sizes.py`'s.
Run: .venv/bin/python bench/render_time.py [--renders N] [--seed S]
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any

from common import describe_images, midgame_state, named_views, print_render_figures

from render import render_images

MEDIAN_TARGET_MS = 80.0
SIZE_TARGET_BYTES = 400 * 1024




def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--renders", type=int, default=60)
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args()
    state: Any = midgame_state("caravan", args.seed)
    views = named_views("caravan", state, [None, 0])
    render_images("caravan", views[0])  # warm-up: font loading, imports, the PNG palette
    times, sizes, images = [], [], []
    for i in range(args.renders):
        start = time.perf_counter()
        pngs = render_images("caravan", views[i % len(views)], "de" if i % 4 >= 2 else "en")
        times.append((time.perf_counter() - start) * 1000)
        sizes.append(sum(len(png) for png in pngs))
        images = pngs
    print(
        f"Caravan message render, 4 players, turn {state.turn_number + 1}, {args.renders} renders"
    )
    print_render_figures(times, sizes, MEDIAN_TARGET_MS, SIZE_TARGET_BYTES)
    print(f"  images: {describe_images(images)}")
    print(
        f"  images per message: {len(images)}; median message {statistics.median(sizes) / 1024:.0f} KB"
    )


if __name__ == "__main__":
    main()

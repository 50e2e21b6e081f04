"""Render time, PNG size and inline preview scale of a mid-game 4-player Caravan message.

The board comes from a seeded playout (`engine.playout.random_playout`) replayed to half
its length. Each sample is the whole `render.render_images` call (drawing and PNG
encoding of everything one message shows), alternating spectator and seat views and
English and German. The preview scale is how much Discord shrinks the board to fit its
inline box of about 550 x 300 px.
Run: .venv/bin/python bench/render_time.py [--renders N] [--seed S]
"""

from __future__ import annotations

import argparse
import io
import statistics
import time
from typing import Any

from common import midgame_state, named_views, print_render_figures
from PIL import Image

from render import render_images

MEDIAN_TARGET_MS = 80.0
SIZE_TARGET_BYTES = 400 * 1024
PREVIEW = (550, 300)


def preview_scale(png: bytes) -> tuple[tuple[int, int], float]:
    """An image's size and the factor Discord scales it by to show it inline."""
    size = Image.open(io.BytesIO(png)).size
    return size, min(PREVIEW[0] / size[0], PREVIEW[1] / size[1])


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
    for name, png in zip(("board", "panels"), images, strict=False):
        (width, height), scale = preview_scale(png)
        print(f"  {name}: {width} x {height} px, preview scale {scale:.3f}")
    print(
        f"  images per message: {len(images)}; median message {statistics.median(sizes) / 1024:.0f} KB"
    )


if __name__ == "__main__":
    main()

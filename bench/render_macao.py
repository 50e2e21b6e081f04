"""Render time and PNG size of one Macao message (status card, board, players' panels).

The boards come from a seeded 4-player playout (`engine.playout.random_playout`)
replayed to half its length, plus the final board of the same game. Each sample is the
whole `render.render_images` call (drawing and PNG encoding of both images),
alternating spectator and seat views and English and German. The first calls (fonts,
the printed-board layer, the PNG palette) are a warm-up and not counted. It also prints
the images' sizes; their inline preview sizes are `bench/preview_sizes.py`'s.
Run: .venv/bin/python bench/render_macao.py [--renders N] [--seed S]
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any

from common import describe_images, midgame_state, named_views, percentile

from engine import get
from engine.playout import random_playout
from render import render_images

MEDIAN_TARGET_MS = 150.0
MESSAGE_TARGET_BYTES = 400 * 1024




def final_state(seed: int) -> Any:
    game = get("macao")
    state, _ = random_playout(game, 4, seed)
    return state


def timed_message(view: Any, locale: str) -> tuple[float, list[bytes]]:
    start = time.perf_counter()
    images = render_images("macao", view, locale)
    return (time.perf_counter() - start) * 1000, images


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--renders", type=int, default=40)
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args()
    state: Any = midgame_state("macao", args.seed)
    views = named_views("macao", state, [None, 0])
    final_views = named_views("macao", final_state(args.seed), [None, 0])
    for locale in ("en", "de"):
        render_images("macao", views[0], locale)  # warm-up
    times, sizes = [], []
    for i in range(args.renders):
        spent, images = timed_message(views[i % len(views)], "de" if i % 4 >= 2 else "en")
        times.append(spent)
        sizes.append([len(data) for data in images])
    finals = [
        sum(map(len, render_images("macao", v, loc))) for v in final_views for loc in ("en", "de")
    ]
    totals = [sum(s) for s in sizes]
    print(
        f"Macao message render (card, board, players), 4 players, round {state.round} "
        f"({state.phase}), {args.renders} renders"
    )
    print(
        f"  time: median {statistics.median(times):.1f} ms, p95 {percentile(times, 0.95):.1f} ms "
        f"(target median <= {MEDIAN_TARGET_MS:.0f} ms)"
    )
    print(
        f"  PNG per message: median {statistics.median(totals) / 1024:.0f} KB, "
        f"max {max(totals) / 1024:.0f} KB, final boards max {max(finals) / 1024:.0f} KB "
        f"(target <= {MESSAGE_TARGET_BYTES // 1024} KB)"
    )
    print(f"  images: {describe_images(render_images('macao', views[0]))}")


if __name__ == "__main__":
    main()

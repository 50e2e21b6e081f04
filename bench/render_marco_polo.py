"""Render time and PNG size of one Marco Polo message: status card, board, players' panels.

Each sample is the whole `render.render_images` call (drawing both images and encoding
them as PNG), as the bot makes it for every posted move. The boards come from seeded
playouts (`engine.playout.random_playout`):
- the board halfway through a 4-player game, alternating spectator and seat views and
  English and German (the first call builds the fonts, the PNG palette and the fixed
  map and action-board layers; it is timed and shown apart);
- the moves that follow the midpoint one after another, as the bot draws them during a
  game (the map layer is redrawn whenever a city card is used or an office bonus taken);
- the final boards of 2-, 3- and 4-player games, in both languages.
It prints the size of each image and the message's total; the images' inline preview
sizes are `bench/preview_sizes.py`'s.
Run: .venv/bin/python bench/render_marco_polo.py [--renders N] [--seed S]
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any

from common import NAMES, describe_images, named_views, percentile, states_from_midgame

from engine import get
from engine.playout import random_playout
from render import render_images

MEDIAN_TARGET_MS = 150.0
MESSAGE_TARGET_BYTES = 400 * 1024


CPU_TIMES: list[float] = []


def timed_message(view: Any, locale: str) -> tuple[float, list[bytes]]:
    """Milliseconds for one whole `render_images` call, and the PNGs it made. The CPU
    time is kept too: on a busy machine it shows what the call itself costs."""
    start, cpu = time.perf_counter(), time.process_time()
    pngs = render_images("marco_polo", view, locale)
    CPU_TIMES.append((time.process_time() - cpu) * 1000)
    return (time.perf_counter() - start) * 1000, pngs




def report(label: str, times: list[float], messages: list[list[bytes]]) -> None:
    totals = [sum(len(p) for p in pngs) for pngs in messages]
    cpu = CPU_TIMES[-len(times) :]
    print(f"{label}: {len(times)} messages")
    print(
        f"  time: median {statistics.median(times):.1f} ms, p95 {percentile(times, 0.95):.1f} ms "
        f"(target median <= {MEDIAN_TARGET_MS:.0f} ms); CPU median {statistics.median(cpu):.1f} ms"
    )
    print(
        f"  PNG per message: median {statistics.median(totals) / 1024:.0f} KB, "
        f"max {max(totals) / 1024:.0f} KB (target <= {MESSAGE_TARGET_BYTES // 1024} KB)"
    )




def final_views(seed: int) -> list[tuple[int, Any]]:
    game = get("marco_polo")
    found = []
    for seats in (2, 3, 4):
        _, log = random_playout(game, seats, seed, {"variant": "pro"})
        state = game.setup(seats, {"variant": "pro"}, seed)
        for seat, move in log:
            state, _ = game.apply(state, seat, move)
        view = game.view(state, None)
        view.seat_names = NAMES[:seats]
        found.append((seats, view))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--renders", type=int, default=40)
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args()
    states: list[Any] = states_from_midgame("marco_polo", args.seed, args.renders)
    state = states[0]
    views = named_views("marco_polo", state, [None, 0])
    first, pngs = timed_message(views[0], "en")
    print(f"Marco Polo message, 4 players, round {state.round} ({state.phase})")
    print(f"  images: {describe_images(pngs)}")
    print(f"  first call (fonts, palette, fixed layers): {first:.0f} ms")
    times, messages = [], []
    for i in range(args.renders):
        spent, pngs = timed_message(views[i % 2], "de" if i % 4 >= 2 else "en")
        times.append(spent)
        messages.append(pngs)
    report("Same board, seat and spectator views, en and de", times, messages)
    times, messages = [], []
    for index, later in enumerate(states):
        (view,) = named_views("marco_polo", later, [index % 4])
        spent, pngs = timed_message(view, "en")
        times.append(spent)
        messages.append(pngs)
    report("Consecutive boards after the midpoint (seat views, en)", times, messages)
    times, messages = [], []
    for seats, view in final_views(args.seed):
        for locale in ("en", "de"):
            spent, pngs = timed_message(view, locale)
            times.append(spent)
            messages.append(pngs)
        print(f"  final board, {seats} players: {describe_images(pngs)}")
    report("Final boards, 2-4 players, en and de", times, messages)


if __name__ == "__main__":
    main()

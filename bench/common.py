"""What the benchmark scripts share: seeded mid-game states, timed playouts and renders,
and the median/p95 lines they print.

The scripts run as files (`.venv/bin/python bench/render_macao.py`), so they import this
module as `common`; it sits next to them.
"""

from __future__ import annotations

import io
import statistics
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PIL import Image

from engine import get
from engine.game import GameState, View
from engine.playout import random_playout
from render import render_board

NAMES = ["Anna", "Bartholomäus", "Chen", "Dörte"]


def percentile(values: list[float], fraction: float) -> float:
    """The value at `fraction` of the sorted values (nearest rank, no interpolation)."""
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


def states_from_midgame(
    game_name: str,
    seed: int,
    count: int = 1,
    seats: int = 4,
    options: Mapping[str, Any] | None = None,
) -> list[GameState]:
    """The state halfway through a seeded random playout and the `count - 1` after it.

    Every bench measures the same kind of board: one from the middle of a real game.
    """
    game = get(game_name)
    _, log = random_playout(game, seats, seed, options)
    state = game.setup(seats, options, seed)
    half = len(log) // 2
    found: list[GameState] = [state] if half == 0 else []
    for index, (seat, move) in enumerate(log):
        if len(found) == count:
            break
        state, _ = game.apply(state, seat, move)
        if index + 1 >= half:
            found.append(state)
    return found


def midgame_state(game_name: str, seed: int, seats: int = 4) -> GameState:
    """The state halfway through a seeded random playout."""
    return states_from_midgame(game_name, seed, 1, seats)[0]


def named_views(game_name: str, state: GameState, seats: list[int | None]) -> list[View]:
    """The views of `seats` (None: a spectator) with the players' display names filled in."""
    game = get(game_name)
    views = [game.view(state, seat) for seat in seats]
    for view in views:
        view.seat_names = NAMES[: state.num_seats]
    return views


def timed_render(game_name: str, view: View, locale: str) -> tuple[float, int]:
    """Milliseconds for one whole `render_board` call (drawing and PNG), and the PNG's size."""
    start = time.perf_counter()
    data = render_board(game_name, view, locale)
    return (time.perf_counter() - start) * 1000, len(data)


def alternating_renders(
    game_name: str, views: list[View], renders: int
) -> tuple[list[float], list[int]]:
    """Render the views in turn, two boards in English, then two in German, and so on."""
    times, sizes = [], []
    for i in range(renders):
        spent, size = timed_render(game_name, views[i % len(views)], "de" if i % 4 >= 2 else "en")
        times.append(spent)
        sizes.append(size)
    return times, sizes


def print_render_figures(
    times: list[float], sizes: list[int], median_target_ms: float, size_target_bytes: int
) -> None:
    """The two lines every render bench prints: time (median, p95) and PNG size."""
    median, p95 = statistics.median(times), percentile(times, 0.95)
    print(
        f"  time: median {median:.1f} ms, p95 {p95:.1f} ms "
        f"(target median <= {median_target_ms:.0f} ms)"
    )
    print(
        f"  PNG:  median {statistics.median(sizes) / 1024:.0f} KB, max {max(sizes) / 1024:.0f} KB "
        f"(target <= {size_target_bytes // 1024} KB)"
    )


IMAGE_ROLES = ("status card", "board", "panels")
"""What each image of a board message is, in order (`render.render_images`)."""


def describe_images(pngs: list[bytes]) -> str:
    """`status card 720 x 551 (11 KB) + board 2000 x 1312 (85 KB)`: a message's images;
    their inline preview sizes are `bench/preview_sizes.py`'s."""
    parts = []
    for role, png in zip(IMAGE_ROLES, pngs, strict=False):
        width, height = Image.open(io.BytesIO(png)).size
        parts.append(f"{role} {width} x {height} ({len(png) / 1024:.0f} KB)")
    return " + ".join(parts)


@dataclass(frozen=True)
class PlayoutRate:
    """How fast complete random games ran: games, seconds and each game's length."""

    games: int
    seconds: float
    lengths: list[int]

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds

    @property
    def moves_per_second(self) -> float:
        return sum(self.lengths) / self.seconds

    @property
    def median_length(self) -> float:
        return statistics.median(self.lengths)

    def summary(self) -> str:
        return (
            f"{self.games_per_second:6.1f} games/s, {self.moves_per_second:7.0f} moves/s, "
            f"median {self.median_length:.0f} moves/game"
        )


def overall_games_per_second(rates: list[PlayoutRate]) -> float:
    """Games per second over several series (each weighted by its time, not averaged)."""
    return sum(r.games for r in rates) / sum(r.seconds for r in rates)


def time_playouts(
    game_name: str, seats: int, games: int, options: Mapping[str, Any] | None = None
) -> PlayoutRate:
    """Play `games` seeded random games (seeds 0, 1, ...) to the end and time them all."""
    game = get(game_name)
    lengths = []
    start = time.perf_counter()
    for seed in range(games):
        _, log = random_playout(game, seats, seed, options)
        lengths.append(len(log))
    return PlayoutRate(games, time.perf_counter() - start, lengths)


def median_ms(call: Any, repeats: int) -> tuple[float, Any]:
    """The median time of `repeats` calls of `call()` in ms, and the last call's result."""
    samples, result = [], None
    for _ in range(repeats):
        start = time.perf_counter()
        result = call()
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples), result

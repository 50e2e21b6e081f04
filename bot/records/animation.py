"""An animated summary of a game: the board at the start and at the end of every round
(Caravan, which has no rounds: after every round of turns), as an animated WebP.

Frames are the boards the board messages post (the image after the status card), from the
spectator's view only, scaled down and put together. Everything runs in an executor
(possibly another process): it takes plain values and returns bytes.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from typing import Any

from PIL import Image

import engine
from bot.service.history import Replayed, state_at

MAX_BYTES = 8 * 1024 * 1024  # what the animation must stay under
MAX_FRAMES = 40  # more would show little more and cost much more
FRAME_WIDTHS = (1280, 960, 720)  # tried in turn until the file fits
QUALITIES = (80, 60)
FRAME_MS = 1600
LAST_FRAME_MS = 4000

Renderer = Callable[[str, Any, str], list[bytes]]


def frame_plies(periods: Sequence[int], plies: Sequence[int], every: int = 1) -> list[int]:
    """The plies to show: the first sample, the last of every `every`-th period, the end.

    `periods[i]` is the round (or turn) of a chart sample taken at ply `plies[i]`.
    """
    if not plies:
        return [0]
    ends = [i for i in range(len(periods)) if i + 1 == len(periods) or periods[i + 1] != periods[i]]
    chosen = [plies[0], *(plies[i] for n, i in enumerate(ends, 1) if n % every == 0)]
    chosen.append(plies[-1])
    found = sorted(set(chosen))
    if len(found) > MAX_FRAMES:
        step = (len(found) - 1) / (MAX_FRAMES - 1)
        found = sorted({found[round(n * step)] for n in range(MAX_FRAMES)})
    return found


def board_of(pngs: Sequence[bytes]) -> bytes:
    """The board among a message's images: the one after the status card (the tests'
    stand-in renderers draw the board alone)."""
    return pngs[1] if len(pngs) > 1 else pngs[0]


def animate(
    renderer: Renderer,
    game_name: str,
    replayed: Replayed,
    plies: Sequence[int],
    names: Sequence[str],
    locale: str,
) -> bytes | None:
    """The animated WebP of the boards at `plies`; None if no size fits `MAX_BYTES`."""
    game = engine.get(game_name)
    frames = []
    for ply in plies:
        view = game.view(state_at(game, replayed, ply), None)
        if "seat_names" in type(view).model_fields:
            view = view.model_copy(update={"seat_names": list(names)})
        board = board_of(renderer(game_name, view, locale))
        frames.append(Image.open(io.BytesIO(board)).convert("RGB"))
    for width in FRAME_WIDTHS:
        size = _size(frames[0], width)
        scaled = [f if f.size == size else f.resize(size, Image.Resampling.LANCZOS) for f in frames]
        for quality in QUALITIES:
            data = _webp(scaled, quality)
            if len(data) <= MAX_BYTES:
                return data
    return None


def _size(frame: Image.Image, width: int) -> tuple[int, int]:
    """Every frame's size: the first board's, scaled down to `width` at most."""
    if frame.width <= width:
        return frame.size
    return width, round(frame.height * width / frame.width)


def _webp(frames: list[Image.Image], quality: int) -> bytes:
    buffer = io.BytesIO()
    durations = [FRAME_MS] * (len(frames) - 1) + [LAST_FRAME_MS]
    frames[0].save(
        buffer,
        format="WEBP",
        save_all=True,
        append_images=frames[1:],
        duration=durations,
        loop=0,
        quality=quality,
        method=4,
    )
    return buffer.getvalue()

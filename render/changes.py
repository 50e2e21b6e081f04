"""The board with everything framed that changed between two views of a game.

"What happened since my last move" shows the board as it is now, with a frame around
each place that differs from the board the player last saw: not only the last move but
every move since. Each game's package says where its places are
(`changes(before, after, locale) -> list[Mark]`, in `render/<game>/changes.py`),
comparing two views; the caller passes spectator views, so nothing hidden is compared
or shown.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw
from pydantic import BaseModel

from render import png, shapes
from render.registry import draw_all, module_of, png_palette
from render.text import Box


@dataclass(frozen=True, slots=True)
class Mark:
    """A place that changed: a box on one of a message's board images (0: the board,
    1: the players' panels where a game draws them apart)."""

    box: Box
    image: int = 0


def frame_marks(images: list[Image.Image], marks: list[Mark]) -> None:
    """Frame every mark on its image, in the shared highlight style."""
    draws = [ImageDraw.Draw(image) for image in images]
    for mark in marks:
        if 0 <= mark.image < len(images):
            shapes.last_move(draws[mark.image], mark.box, "to")


def changed_marks(game_name: str, before: BaseModel, after: BaseModel, locale: str) -> list[Mark]:
    """Where `after` differs from `before` ([] for a game that cannot tell)."""
    changes = getattr(module_of(game_name), "changes", None)
    return [] if changes is None else list(changes(before, after, locale))


def render_changes(
    game_name: str, before: BaseModel, after: BaseModel, locale: str = "en"
) -> list[bytes]:
    """PNG bytes of the board images of `after` (no status card), every place that
    changed since `before` framed."""
    images = draw_all(game_name, after, locale)
    frame_marks(images, changed_marks(game_name, before, after, locale))
    palette = png_palette(game_name)
    return [png.encode(image, palette) for image in images]

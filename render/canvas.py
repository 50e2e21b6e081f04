"""Drawing a part of a board image on its own small canvas, in whole-image coordinates.

Pillow's outlined polygons and rounded rectangles cost time in proportion to the whole
image (they build a full-size mask), so a tall board drawn in one piece is several times
slower than the same board drawn as sections and pasted together. `Section` hands out a
drawing object that shifts every coordinate, so the layout code keeps using positions
on the whole image. Shifts are whole pixels, so a part drawn in a section comes out
exactly as it would have on the whole image.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from render.text import Box

_SHIFTED = (
    "text",
    "bitmap",
    "rectangle",
    "rounded_rectangle",
    "ellipse",
    "line",
    "polygon",
    "point",
)


def _shift(xy: Any, dx: float, dy: float) -> Any:
    """Shift a Pillow coordinate argument: (x, y), (x0, y0, x1, y1) or a list of points."""
    if isinstance(xy, Sequence) and xy and isinstance(xy[0], Sequence):
        return [(p[0] + dx, p[1] + dy) for p in xy]
    values = list(xy)
    return tuple(v + (dy if i % 2 else dx) for i, v in enumerate(values))


class ShiftedDraw:
    """An `ImageDraw` whose drawing calls take whole-image coordinates."""

    def __init__(self, image: Image.Image, dx: float, dy: float) -> None:
        self._image = image
        self._draw = ImageDraw.Draw(image)
        self._dx = dx
        self._dy = dy

    def paste_sprite(self, sprite: Image.Image, xy: tuple[float, float]) -> None:
        """Paste a prepared RGBA picture with its top left at `xy` (whole-image coordinates)."""
        at = (round(xy[0] + self._dx), round(xy[1] + self._dy))
        self._image.paste(sprite, at, sprite)

    def __getattr__(self, name: str) -> Any:
        target = getattr(self._draw, name)
        if name not in _SHIFTED:
            return target

        def shifted(xy: Any, *args: Any, **kwargs: Any) -> Any:
            return target(_shift(xy, self._dx, self._dy), *args, **kwargs)

        return shifted


class Canvas:
    """An image and its drawing object (whole-image coordinates), which also pastes
    sprites: small pictures drawn once and stamped wherever they repeat."""

    def __init__(self, image: Image.Image, origin: tuple[int, int] = (0, 0)) -> None:
        self.image = image
        self.draw: ImageDraw.ImageDraw = ShiftedDraw(  # type: ignore[assignment]
            image, -origin[0], -origin[1]
        )

    def paste(self, sprite: Image.Image, xy: tuple[float, float]) -> None:
        """Paste an RGBA sprite with its top left at `xy` (whole-image coordinates)."""
        stamp(self.draw, sprite, xy)


class Section(Canvas):
    """A box of the final image drawn on its own canvas, then pasted in place."""

    def __init__(self, box: Box, background: tuple[int, int, int]) -> None:
        image = Image.new("RGB", (box[2] - box[0], box[3] - box[1]), background)
        super().__init__(image, (box[0], box[1]))
        self.box = box

    @classmethod
    def from_image(cls, box: Box, image: Image.Image) -> Section:
        """A section starting from a copy of a prepared layer (which is left untouched)."""
        section = cls.__new__(cls)
        Canvas.__init__(section, image.copy(), (box[0], box[1]))
        section.box = box
        return section

    def paste_into(self, target: Image.Image) -> None:
        target.paste(self.image, (self.box[0], self.box[1]))


def sprite_canvas(width: int, height: int) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A transparent picture to draw a repeated element on once (see `stamp`)."""
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    return image, ImageDraw.Draw(image)


def stamp(draw: ImageDraw.ImageDraw, sprite: Image.Image, xy: tuple[float, float]) -> None:
    """Paste `sprite` at `xy` on a canvas's drawing object.

    Dice and contract cards repeat from board to board; drawing each once and pasting it
    saves most of their text rendering.
    """
    if not isinstance(draw, ShiftedDraw):
        raise TypeError("sprites are pasted onto a Canvas's drawing object")
    draw.paste_sprite(sprite, xy)

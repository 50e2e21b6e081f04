"""Drawing primitives shared by every board: seat markers, cubes, the last-move outline."""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from render.canvas import ShiftedDraw, sprite_canvas, stamp
from render.palette import HIGHLIGHT, INK, RGB, Shape, mix
from render.text import Box


def polygon_points(shape: Shape, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """Corner points of a marker shape of radius `r` around (cx, cy)."""
    if shape == "triangle":
        angles = [-90, 30, 150]
        radius = [r * 1.12] * 3
        dy = r * 0.18
        return [
            (
                cx + radius[i] * math.cos(math.radians(a)),
                cy + dy + radius[i] * math.sin(math.radians(a)),
            )
            for i, a in enumerate(angles)
        ]
    if shape == "diamond":
        return [(cx, cy - r * 1.1), (cx + r * 1.1, cy), (cx, cy + r * 1.1), (cx - r * 1.1, cy)]
    if shape == "hexagon":
        return [
            (cx + r * math.cos(math.radians(60 * i)), cy + r * math.sin(math.radians(60 * i)))
            for i in range(6)
        ]
    if shape == "star":
        points = []
        for i in range(10):
            radius = r * 1.15 if i % 2 == 0 else r * 0.5
            angle = math.radians(-90 + 36 * i)
            points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
        return points
    raise ValueError(f"no polygon for shape {shape!r}")


def marker(
    draw: ImageDraw.ImageDraw,
    shape: Shape,
    centre: tuple[float, float],
    radius: float,
    fill: RGB,
    outline: RGB = INK,
    width: int = 2,
) -> None:
    """A seat's marker shape, so seats differ by form as well as colour."""
    cx, cy = centre
    if shape == "circle":
        draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius), fill, outline, width)
    elif shape == "square":
        r = radius * 0.9
        draw.rectangle((cx - r, cy - r, cx + r, cy + r), fill, outline, width)
    else:
        draw.polygon(polygon_points(shape, cx, cy, radius), fill, outline, width)


def cube(draw: ImageDraw.ImageDraw, box: Box, colour: RGB, edge: RGB = INK) -> None:
    """A goods cube seen slightly from above: a lit top band makes it read as a block.

    At whole-pixel positions on a canvas it is stamped from a sprite (the same pixels):
    on a whole image Pillow's rounded rectangle builds an image-sized mask each time."""
    x0, y0, x1, y1 = box
    if isinstance(draw, ShiftedDraw) and all(isinstance(v, int) for v in box):
        stamp(draw, cube_sprite(x1 - x0, y1 - y0, colour, edge), (x0, y0))
        return
    draw_cube(draw, box, colour, edge)


def draw_cube(draw: ImageDraw.ImageDraw, box: Box, colour: RGB, edge: RGB) -> None:
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=4, fill=colour, outline=edge, width=2)
    band = max(3, (y1 - y0) // 4)
    draw.rounded_rectangle(
        (x0 + 3, y0 + 3, x1 - 3, y0 + 2 + band), radius=2, fill=mix(colour, (255, 255, 255), 0.35)
    )


@lru_cache(maxsize=256)
def cube_sprite(width: int, height: int, colour: RGB, edge: RGB) -> Image.Image:
    sprite, draw = sprite_canvas(width + 1, height + 1)
    draw_cube(draw, (0, 0, width, height), colour, edge)
    return sprite


def hatch(draw: ImageDraw.ImageDraw, box: Box, colour: RGB, step: int = 7, width: int = 2) -> None:
    """Diagonal stripes inside `box` (marks something hidden or taken, without colour)."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    for offset in range(-h, w, step):
        start = (x0 + max(offset, 0), y0 + max(-offset, 0))
        length = min(w - max(offset, 0), h - max(-offset, 0))
        if length > 0:
            draw.line((start, (start[0] + length, start[1] + length)), fill=colour, width=width)


def dashed_rectangle(
    draw: ImageDraw.ImageDraw, box: Box, colour: RGB, width: int, dash: int = 16, gap: int = 10
) -> None:
    """A rectangle outline drawn in dashes."""
    x0, y0, x1, y1 = box
    for a, b, horizontal, fixed in (
        (x0, x1, True, y0),
        (x0, x1, True, y1 - width + 1),
        (y0, y1, False, x0),
        (y0, y1, False, x1 - width + 1),
    ):
        pos = a
        while pos < b:
            end = min(pos + dash, b)
            if horizontal:
                draw.rectangle((pos, fixed, end, fixed + width - 1), fill=colour)
            else:
                draw.rectangle((fixed, pos, fixed + width - 1, end), fill=colour)
            pos = end + gap


HIGHLIGHT_WIDTH = 6


def last_move(draw: ImageDraw.ImageDraw, box: Box, role: str) -> None:
    """The last-move style: destination solid, source dashed, both in HIGHLIGHT.

    A solid and a dashed frame differ in form, so "from" and "to" read without colour.
    """
    if role == "to":
        draw.rectangle(box, outline=HIGHLIGHT, width=HIGHLIGHT_WIDTH)
    elif role == "from":
        dashed_rectangle(draw, box, HIGHLIGHT, HIGHLIGHT_WIDTH)
    else:
        raise ValueError(f"unknown highlight role {role!r}")

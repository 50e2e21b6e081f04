"""Drawing a text that must never be cut: shrunk towards the 22 px floor, then wrapped.

City and character names, contract texts, numbers and the engine's labels all go
through `block`, which draws what `render.text.fit_lines` decides, centred on a line.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import ImageDraw

from render.palette import RGB
from render.text import fit_lines
from render.typeface import Font


@lru_cache(maxsize=4096)
def fitted(
    text: str, max_width: float, size: int, max_lines: int, bold: bool
) -> tuple[Font, tuple[str, ...]]:
    """`render.text.fit_lines`, remembered: labels, names and counts repeat on every board."""
    face, lines = fit_lines(text, max_width, size, max_lines, bold)
    return face, tuple(lines)


def line_step(face: Font) -> int:
    """The distance between two wrapped lines of `face`."""
    return round(face.size * 1.2)


def block(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    max_width: float,
    size: int,
    fill: RGB,
    *,
    bold: bool = False,
    max_lines: int = 1,
    align: str = "l",
) -> tuple[Font, list[str]]:
    """Draw `text` within `max_width`, its lines centred vertically on `xy[1]`.

    `align` is "l" (from x), "m" (centred on x) or "r" (ending at x). Returns the font
    and the lines drawn, so callers can place what follows.
    """
    face, lines = fitted(text, max_width, size, max_lines, bold)
    step = line_step(face)
    top = xy[1] - step * (len(lines) - 1) / 2
    for index, line in enumerate(lines):
        draw.text((xy[0], top + index * step), line, font=face, fill=fill, anchor=align + "m")
    return face, list(lines)


def top_block(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    max_width: float,
    size: int,
    fill: RGB,
    *,
    bold: bool = False,
    max_lines: int = 2,
) -> float:
    """Draw `text` from the top left `xy` downwards; returns the y below its last line."""
    face, lines = fitted(text, max_width, size, max_lines, bold)
    step = line_step(face)
    for index, line in enumerate(lines):
        draw.text((xy[0], xy[1] + index * step), line, font=face, fill=fill, anchor="lt")
    return xy[1] + len(lines) * step


def lines_of(text: str, max_width: float, size: int, bold: bool = False) -> int:
    """How many lines `top_block` (or `block` with one line asked) draws `text` in."""
    return len(fitted(text, max_width, size, 1, bold)[1])


def width_of(text: str, max_width: float, size: int, bold: bool = False) -> float:
    """How wide `block` draws `text` (its widest line)."""
    return _widest(text, max_width, size, bold)


@lru_cache(maxsize=4096)
def _widest(text: str, max_width: float, size: int, bold: bool) -> float:
    face, lines = fitted(text, max_width, size, 1, bold)
    return max(face.getlength(line) for line in lines)

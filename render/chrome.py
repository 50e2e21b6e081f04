"""Frame pieces every board shares: the title bar and panels."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

from PIL import Image, ImageDraw

from engine.game import View
from render import palette, shapes, typeface
from render.canvas import sprite_canvas, stamp
from render.palette import RGB, SeatStyle
from render.text import Box, fit_lines, line_step
from render.texts import label
from render.typeface import Font

TITLE_BAR_HEIGHT = 84
PANEL_RADIUS = 14
ACCENT_WIDTH = 12


@dataclass(frozen=True)
class SeatLabel:
    """A seat as the title bar names it: its style and display name."""

    style: SeatStyle
    name: str


MARKER_STEP = 40  # a seat marker and the space after it
LABEL_GAP = 12
NAME_GAP = 14


def title_bar(
    draw: ImageDraw.ImageDraw,
    width: int,
    title: str,
    info: str,
    turn_label: str,
    turn: Sequence[SeatLabel],
) -> None:
    """Game name and round info on the left; whose turn (marker and name per seat) on the
    right, or `turn_label` alone in bold where no seat is named ("Game over").

    Nothing is cut, because a cut name loses game information: the names shrink towards
    the 22 px floor and, where even that does not fit, only their markers remain (each
    game's info strip names whoever the table waits for); the info shrinks and wraps.
    """
    height = TITLE_BAR_HEIGHT
    draw.rectangle((0, 0, width, height), fill=palette.TITLE_BAR)
    mid = height // 2
    title_face = typeface.font(typeface.TITLE, bold=True)
    x = 28
    draw.text((x, mid), title, font=title_face, fill=palette.TITLE_INK, anchor="lm")
    x += round(title_face.getlength(title)) + 28
    right = width - 28
    room = right - x
    # The names may take what the info leaves at its full size, and at least half.
    info_width = typeface.font(typeface.LARGE).getlength(info)
    start = _turn(draw, turn_label, turn, right, max(room / 2, room - info_width - 40))
    if not info:
        return
    face, lines = fit_lines(info, start - 24 - x, typeface.LARGE, 2)
    step = line_step(face)
    for index, line in enumerate(lines):
        y = mid - step * (len(lines) - 1) / 2 + index * step
        draw.text((x, y), line, font=face, fill=palette.TITLE_MUTED, anchor="lm")


def _names_face(names: Sequence[str], fixed: float, budget: float) -> Font | None:
    """The largest bold font (down to the floor) at which the names fit `budget`."""
    for size in range(typeface.LARGE, typeface.MIN_FONT_SIZE - 1, -1):
        face = typeface.font(size, bold=True)
        if fixed + sum(face.getlength(name) + NAME_GAP for name in names) <= budget:
            return face
    return None


def _turn(
    draw: ImageDraw.ImageDraw,
    turn_label: str,
    turn: Sequence[SeatLabel],
    right: float,
    budget: float,
) -> float:
    """Draw the title bar's right part ending at `right`; returns where it starts."""
    mid = TITLE_BAR_HEIGHT // 2
    if not turn:
        face = typeface.font(typeface.LARGE, bold=True)
        draw.text((right, mid), turn_label, font=face, fill=palette.TITLE_INK, anchor="rm")
        return right - face.getlength(turn_label)
    label_face = typeface.font(typeface.LARGE)
    names = [entry.name for entry in turn]
    fixed = label_face.getlength(turn_label) + LABEL_GAP + MARKER_STEP * len(names)
    names_face = _names_face(names, fixed, budget)
    total = fixed
    if names_face is not None:
        total += sum(names_face.getlength(name) + NAME_GAP for name in names)
    start = cursor = right - total
    draw.text((cursor, mid), turn_label, font=label_face, fill=palette.TITLE_MUTED, anchor="lm")
    cursor += label_face.getlength(turn_label) + LABEL_GAP
    for entry in turn:
        style = entry.style
        seat_marker(draw, style, (cursor + 16, mid), 14, palette.WHITE)
        cursor += MARKER_STEP
        if names_face is not None:
            draw.text(
                (cursor, mid), entry.name, font=names_face, fill=palette.TITLE_INK, anchor="lm"
            )
            cursor += names_face.getlength(entry.name) + NAME_GAP
    return start


def turn(
    view: View, style_of: Callable[[int], SeatStyle], locale: str
) -> tuple[str, list[SeatLabel]]:
    """The title bar's right part: "To move:" and every seat the table waits for, or
    "Game over" alone once it is."""
    if view.is_over:
        return label("render.game_over", locale), []
    seats = [SeatLabel(style_of(seat), view.seat_name(seat)) for seat in view.to_act]
    return label("render.to_move", locale), seats


def panel(
    draw: ImageDraw.ImageDraw, box: Box, accent: RGB | None = None, emphasised: bool = False
) -> Box:
    """A rounded card, optionally with a seat-coloured stripe; returns the inner content box."""
    fill = palette.PANEL_EMPHASIS if emphasised else palette.PANEL
    edge = palette.INK if emphasised else palette.PANEL_EDGE
    draw.rounded_rectangle(box, PANEL_RADIUS, fill=fill, outline=edge, width=4 if emphasised else 2)
    x0, y0, x1, y1 = box
    inner_left = x0 + 18
    if accent is not None:
        draw.rounded_rectangle(
            (x0 + 4, y0 + 4, x0 + 4 + ACCENT_WIDTH, y1 - 4), PANEL_RADIUS // 2, fill=accent
        )
        inner_left = x0 + ACCENT_WIDTH + 22
    return (inner_left, y0 + 12, x1 - 16, y1 - 12)


@cache
def marker_sprite(style: SeatStyle, radius: float, outline: RGB) -> tuple[Image.Image, int]:
    """A seat's marker on a transparent picture, and its centre's offset in it.

    Pillow builds a mask the size of the whole image for every polygon outlined wider
    than a pixel, so markers are drawn once and pasted; polygons are not anti-aliased,
    so the pasted pixels are the ones a direct drawing gives (up to a whole pixel).
    """
    half = math.ceil(radius * 1.3) + 3
    image, draw = sprite_canvas(2 * half + 1, 2 * half + 1)
    shapes.marker(draw, style.shape, (half, half), radius, style.fill, outline, 2)
    return image, half


def seat_panel(
    draw: ImageDraw.ImageDraw,
    box: Box,
    style: SeatStyle,
    viewer: bool,
    acting: bool,
    acting_outline: RGB = palette.HIGHLIGHT,
) -> Box:
    """A player's panel: the seat's stripe, emphasised for the image's viewer, framed
    thick while the table waits for the seat; returns the inner content box."""
    inner = panel(draw, box, accent=style.fill, emphasised=viewer)
    if acting:
        width = 6 if viewer else 5
        draw.rounded_rectangle(box, PANEL_RADIUS, outline=acting_outline, width=width)
    return inner


def seat_marker(
    draw: ImageDraw.ImageDraw,
    style: SeatStyle,
    centre: tuple[float, float],
    radius: float,
    outline: RGB = palette.INK,
) -> None:
    """A seat's shape in its colour, outlined (in ink unless told) so light colours hold
    their edge; pasted from a sprite onto a `render.canvas.Canvas`'s drawing object."""
    sprite, half = marker_sprite(style, radius, outline)
    stamp(draw, sprite, (centre[0] - half, centre[1] - half))

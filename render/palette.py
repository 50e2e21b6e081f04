"""Colours and per-seat markers, in one place so every game's board looks alike.

Seat colours come from the Okabe-Ito palette, which stays distinguishable for the common
forms of colour blindness; each seat also has its own marker shape, so no information
is carried by colour alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

RGB = tuple[int, int, int]

BACKGROUND: RGB = (246, 239, 226)
INK: RGB = (40, 33, 28)
MUTED_INK: RGB = (105, 94, 84)
PANEL: RGB = (255, 251, 243)
PANEL_EDGE: RGB = (196, 180, 156)
PANEL_EMPHASIS: RGB = (255, 246, 214)
TITLE_BAR: RGB = (62, 44, 34)
TITLE_INK: RGB = (255, 244, 224)
TITLE_MUTED: RGB = (222, 204, 178)
WHITE: RGB = (255, 255, 255)
BLACK: RGB = (0, 0, 0)
# Last move: a saturated magenta that no seat and no good uses, drawn as a thick outline.
HIGHLIGHT: RGB = (214, 0, 120)

Shape = Literal["circle", "square", "triangle", "diamond", "hexagon", "star"]


@dataclass(frozen=True)
class SeatStyle:
    """How one seat is drawn: fill colour, a readable ink on it, and a shape."""

    name: str
    fill: RGB
    ink: RGB
    shape: Shape


# Okabe-Ito: blue, vermillion, bluish green, yellow, reddish purple, sky blue.
SEAT_STYLES: tuple[SeatStyle, ...] = (
    SeatStyle("blue", (0, 114, 178), WHITE, "circle"),
    SeatStyle("orange", (213, 94, 0), WHITE, "square"),
    SeatStyle("green", (0, 158, 115), WHITE, "triangle"),
    SeatStyle("yellow", (240, 228, 66), INK, "diamond"),
    SeatStyle("purple", (204, 121, 167), INK, "hexagon"),
    SeatStyle("sky", (86, 180, 233), INK, "star"),
)


SHAPES: tuple[Shape, ...] = ("circle", "square", "triangle", "diamond", "hexagon", "star")

# Seat colours some games name in their notation ("steal c2 from orange"); the tones are
# picked for colour-blind readers (Okabe-Ito where it has the hue) and each is drawn with
# the seat's shape as well.
NAMED_SEAT_COLOURS: dict[str, RGB] = {
    "yellow": (240, 228, 66),
    "orange": (230, 159, 0),
    "black": (38, 38, 38),
    "teal": (0, 128, 128),
    "blue": (0, 114, 178),
    "green": (0, 158, 115),
    "red": (213, 94, 0),
    "purple": (204, 121, 167),
    "white": (245, 245, 245),
}


def seat_style(seat: int) -> SeatStyle:
    """The style of a 0-based seat (cycling, so more seats never crash)."""
    return SEAT_STYLES[seat % len(SEAT_STYLES)]


def named_seat_styles(colour_names: list[str]) -> list[SeatStyle]:
    """Styles for seats whose colours the game names; unknown names fall back by seat."""
    styles = []
    for seat, name in enumerate(colour_names):
        fill = NAMED_SEAT_COLOURS.get(name)
        if fill is None:
            styles.append(seat_style(seat))
        else:
            styles.append(SeatStyle(name, fill, readable_ink(fill), SHAPES[seat % len(SHAPES)]))
    return styles


def mix(a: RGB, b: RGB, amount: float) -> RGB:
    """Blend `a` towards `b` by `amount` (0 = a, 1 = b): tints and shades from one base."""
    return (
        round(a[0] + (b[0] - a[0]) * amount),
        round(a[1] + (b[1] - a[1]) * amount),
        round(a[2] + (b[2] - a[2]) * amount),
    )


def readable_ink(fill: RGB) -> RGB:
    """Black or white, whichever reads better on `fill` (relative luminance)."""
    r, g, b = fill
    luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return INK if luminance > 140 else WHITE

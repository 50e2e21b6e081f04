"""Where things go on a Caravan image: canvas size, cell boxes, panels, camel token slots.

The image is landscape: the 7x7 board fills the left and the full height, and a column
on its right holds the bag and last move, one panel per player and the legend. Kept
apart from the drawing so tests can compute the pixel positions of a cell or a camel
and check what was drawn there.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Literal

from render import typeface
from render.caravan.names import all_labels
from render.chrome import TITLE_BAR_HEIGHT
from render.text import Box

SIZE = 7
CELL = 168
MARGIN = 14
LABEL_BAND = 30  # column letters above the board, row numbers left of it
TOP = TITLE_BAR_HEIGHT + 8
BOARD_X = MARGIN + LABEL_BAND
BOARD_Y = TOP + LABEL_BAND
BOARD_SIDE = SIZE * CELL
BOARD_RIGHT = BOARD_X + BOARD_SIDE
BOARD_BOTTOM = BOARD_Y + BOARD_SIDE
HEIGHT = BOARD_BOTTOM + 14

# The column beside the board: info box, four panel slots, legend (top to bottom).
COLUMN_X = BOARD_RIGHT + 26
COLUMN_WIDTH = 740
WIDTH = COLUMN_X + COLUMN_WIDTH + MARGIN
COLUMN_BOTTOM = BOARD_BOTTOM + 4
GAP = 10
INFO_HEIGHT = 128
PANEL_HEIGHT = 210
MAX_SEATS = 4
PANELS_Y = TOP + INFO_HEIGHT + GAP
LEGEND_HEIGHT = COLUMN_BOTTOM - (PANELS_Y + MAX_SEATS * (PANEL_HEIGHT + GAP))


def info_box() -> Box:
    """The bag (or the end notice) and the last move, above the panels."""
    return (COLUMN_X, TOP, COLUMN_X + COLUMN_WIDTH, TOP + INFO_HEIGHT)


def panel_box(seat: int) -> Box:
    """Seat `seat`'s panel: four slots stacked in the column, one per possible seat."""
    y0 = PANELS_Y + seat * (PANEL_HEIGHT + GAP)
    return (COLUMN_X, y0, COLUMN_X + COLUMN_WIDTH, y0 + PANEL_HEIGHT)


def legend_box(num_seats: int) -> Box:
    """The legend, right under the last panel (with four seats, level with the board's
    lower edge)."""
    y0 = PANELS_Y + num_seats * (PANEL_HEIGHT + GAP)
    return (COLUMN_X, y0, COLUMN_X + COLUMN_WIDTH, y0 + LEGEND_HEIGHT)


def cell_box(index: int) -> Box:
    """Pixel box of board cell `index` (row-major, 0 = a1 at the top left)."""
    row, col = divmod(index, SIZE)
    x0 = BOARD_X + col * CELL
    y0 = BOARD_Y + row * CELL
    return (x0, y0, x0 + CELL, y0 + CELL)


# -- camel tokens ----------------------------------------------------------------------
#
# A camel token is a pill in the seat's colour with the seat's shape and the camel's
# name. A carried good is a cube riding on the pill's right end (above it); a stolen
# good is a striped cube hanging under its left end. Because the two sit at opposite
# ends, one row's stolen goods and the next row's carried goods share the band between
# the rows, and rows only need that band where a good actually is.


@dataclass(frozen=True)
class TokenStyle:
    """Sizes of one kind of token (normal, or compact for crowded cells)."""

    pill_h: int
    marker_x: int  # the seat shape's centre, from the pill's left edge
    marker_r: int
    text_x: int  # the name's left edge, from the pill's left edge
    text_size: int
    cube: int
    inset: int  # a good's distance from the pill's end
    row_gap: int  # between rows when no good lies between them
    sling: int = 3  # the dark margin round a stolen good

    @cached_property
    def pill_w(self) -> int:
        face = typeface.font(self.text_size, bold=True)
        widest = max(face.getlength(name) for name in all_labels())
        # A stolen good hangs under the left end, a carried one rides on the right end:
        # however short the names, the pill keeps them apart.
        goods = 2 * (self.inset + self.cube + self.sling)
        return max(self.text_x + math.ceil(widest) + 7, goods)

    @property
    def reach(self) -> int:
        """How far a carried good sticks out above the pill (it overlaps the pill by 4)."""
        return self.cube - 4

    @property
    def name_pitch(self) -> int:
        """The least distance from one row's pill top to the next that leaves the upper
        row's names readable (the text is centred on the pill, 16 px high)."""
        return self.pill_h // 2 + 8

    @property
    def below(self) -> int:
        """How far a stolen good, in its sling, hangs below the pill."""
        return self.cube - 4 + self.sling


NORMAL = TokenStyle(
    pill_h=32,
    marker_x=13,
    marker_r=8,
    text_x=25,
    text_size=typeface.BODY,
    cube=22,
    inset=5,
    row_gap=6,
)
COMPACT = TokenStyle(
    pill_h=28,
    marker_x=9,
    marker_r=5,
    text_x=16,
    text_size=typeface.SMALL,
    cube=18,
    inset=3,
    row_gap=4,
)

Load = Literal["", "top", "under"]


@dataclass(frozen=True)
class Token:
    """Pixel geometry of one camel token: its pill and where its good is drawn."""

    pill: Box
    carried: Box
    stolen: Box
    style: TokenStyle = NORMAL


def token_at(x: int, y: int, style: TokenStyle = NORMAL) -> Token:
    """A token whose pill's top left corner is (x, y)."""
    pill = (x, y, x + style.pill_w, y + style.pill_h)
    cube, reach = style.cube, style.reach
    cx = pill[2] - style.inset - cube
    carried = (cx, y - reach, cx + cube, y - reach + cube)
    sx = x + style.inset + style.sling
    stolen = (sx, pill[3] + reach - cube, sx + cube, pill[3] + reach)
    return Token(pill=pill, carried=carried, stolen=stolen, style=style)


def _natural_tops(rows: list[list[Load]], style: TokenStyle) -> tuple[list[float], int]:
    """Pill tops of each row with every good in full view, and the height they need."""
    above = [style.reach if "top" in row else 0 for row in rows]
    below = [style.below if "under" in row else 0 for row in rows]
    tops: list[float] = [above[0]]
    for r in range(1, len(rows)):
        tops.append(tops[-1] + style.pill_h + max(below[r - 1], above[r], style.row_gap))
    return tops, round(tops[-1]) + style.pill_h + below[-1]


def _rows(loads: Sequence[Load], columns: int) -> list[list[Load]]:
    return [list(loads[i : i + columns]) for i in range(0, len(loads), columns)]


def tokens(cell: Box, header: int, loads: Sequence[Load]) -> list[Token]:
    """Slots for one camel per entry of `loads` in a cell below a `header` px band.

    Two tokens per row where every name and good then fits, else three narrower ones;
    rows centred in the space left. Up to six camels in any cell, and nine in a plain
    one, every name and good is in full view. Beyond that, rows overlap evenly; as the
    board draws all goods first and then the pills from the top row down, the pitch
    keeps every name readable up to twelve camels.
    """
    count = len(loads)
    if count == 0:
        return []
    x0, y0, x1, y1 = cell
    top = y0 + header
    available = (y1 - 4) - top
    for style, columns in ((NORMAL, min(count, 2)), (COMPACT, 3)):
        rows = _rows(loads, columns)
        tops, used = _natural_tops(rows, style)
        if used <= available:
            offset = (available - used) // 2
            tops = [t + offset for t in tops]
            break
    else:
        first = style.reach if "top" in rows[0] else 0
        last = style.below if "under" in rows[-1] else 0
        pitch = (available - first - style.pill_h - last) / max(1, len(rows) - 1)
        if pitch < style.name_pitch:
            # Names first: the top row's goods may reach into the header, the bottom
            # row's below the cell, rather than a row hiding the names above it.
            first = 0
            pitch = (available - style.pill_h) / max(1, len(rows) - 1)
        tops = [first + r * pitch for r in range(len(rows))]
    inner = (x1 - x0) - columns * style.pill_w
    gap = inner / (columns + 1)
    result = []
    for i in range(count):
        row, col = divmod(i, columns)
        sx = round(x0 + gap + col * (style.pill_w + gap))
        result.append(token_at(sx, round(top + tops[row]), style))
    return result

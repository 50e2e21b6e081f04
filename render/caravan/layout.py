"""Where things go on a Caravan image: canvas size, cell boxes, camel token slots.

Kept apart from the drawing so tests can compute the pixel positions of a cell or a
camel and check what was drawn there.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from render.chrome import TITLE_BAR_HEIGHT
from render.text import Box

WIDTH = 1400
SIZE = 7
CELL = 180
BOARD_X = (WIDTH - SIZE * CELL) // 2
LABEL_BAND = 36
BOARD_Y = TITLE_BAR_HEIGHT + 14 + LABEL_BAND
BOARD_BOTTOM = BOARD_Y + SIZE * CELL

INFO_Y = BOARD_BOTTOM + 18
INFO_HEIGHT = 72
PANELS_Y = INFO_Y + INFO_HEIGHT + 16
PANEL_HEIGHT = 214
PANEL_GAP = 16
PANEL_COLUMNS = 2
BOTTOM_MARGIN = 20
# The strip and the panels run wider than the board, whose margin holds the row numbers.
MARGIN = 24

# A camel token: a pill with the camel's id, a carried good riding on its back (above)
# or a stolen good lying under it (peeking out below).
PILL_W = 84
PILL_H = 38
CUBE = 26
CARRIED_RISE = 14
STOLEN_DROP = 20


LEGEND_HEIGHT = 60


def legend_y(num_seats: int) -> int:
    """Top of the legend strip, below the player panels (two per row)."""
    rows = math.ceil(num_seats / PANEL_COLUMNS)
    return PANELS_Y + rows * PANEL_HEIGHT + rows * PANEL_GAP


def height(num_seats: int) -> int:
    """Canvas height: the board, the info strip, the player panels and the legend."""
    return legend_y(num_seats) + LEGEND_HEIGHT + BOTTOM_MARGIN


def cell_box(index: int) -> Box:
    """Pixel box of board cell `index` (row-major, 0 = a1 at the top left)."""
    row, col = divmod(index, SIZE)
    x0 = BOARD_X + col * CELL
    y0 = BOARD_Y + row * CELL
    return (x0, y0, x0 + CELL, y0 + CELL)


def panel_box(seat: int) -> Box:
    row, col = divmod(seat, PANEL_COLUMNS)
    width = (WIDTH - 2 * MARGIN - (PANEL_COLUMNS - 1) * PANEL_GAP) // PANEL_COLUMNS
    x0 = MARGIN + col * (width + PANEL_GAP)
    y0 = PANELS_Y + row * (PANEL_HEIGHT + PANEL_GAP)
    return (x0, y0, x0 + width, y0 + PANEL_HEIGHT)


# Crowded cells (more than six camels) switch to three narrower, lower tokens per row.
COMPACT_FROM = 7
COMPACT_PILL_W = 56
COMPACT_PILL_H = 30
COMPACT_CUBE = 20
COMPACT_RISE = 18
COMPACT_DROP = 14


@dataclass(frozen=True)
class Token:
    """Pixel geometry of one camel token: its pill and where its good is drawn."""

    pill: Box
    carried: Box
    stolen: Box
    compact: bool = False


def tokens(cell: Box, header: int, count: int) -> list[Token]:
    """Slots for `count` camels in a cell below a header band of `header` px.

    Two per row (three narrower ones in a crowded cell); when the rows do not fit, they
    overlap from the top, each pill keeping its id visible.
    """
    compact = count >= COMPACT_FROM
    pill_w, pill_h = (COMPACT_PILL_W, COMPACT_PILL_H) if compact else (PILL_W, PILL_H)
    cube, rise, drop = (
        (COMPACT_CUBE, COMPACT_RISE, COMPACT_DROP) if compact else (CUBE, CARRIED_RISE, STOLEN_DROP)
    )
    slot_h = rise + pill_h + drop
    x0, y0, x1, y1 = cell
    columns = 1 if count == 1 else 3 if compact else 2
    rows = math.ceil(count / columns)
    top = y0 + header
    available = (y1 - 4) - top
    pitch = min(slot_h, (available - slot_h) / (rows - 1)) if rows > 1 else slot_h
    used = pitch * (rows - 1) + slot_h
    top += max(0, (available - used) / 2)
    inner = (x1 - x0) - columns * pill_w
    left = x0 + inner / (columns + 1)
    step = pill_w + inner / (columns + 1)
    result = []
    for i in range(count):
        row, col = divmod(i, columns)
        sx = round(left + col * step)
        sy = round(top + row * pitch)
        pill = (sx, sy + rise, sx + pill_w, sy + rise + pill_h)
        cx = pill[2] - cube - 4
        carried = (cx, pill[1] - rise, cx + cube, pill[1] - rise + cube)
        stolen = (cx, pill[3] + drop - cube, cx + cube, pill[3] + drop)
        result.append(Token(pill=pill, carried=carried, stolen=stolen, compact=compact))
    return result

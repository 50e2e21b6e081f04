"""Where things go on the Macao board image: canvas, city hexes, wall spaces, sea nodes.

The board is landscape (2:1), shaped for a chat's inline preview: the city, the largest
element, on the left with the wall under it; the sea on the right, and under the sea the
tribute track, the dice and the cards on offer. The players' panels are a second image
(`render.macao.panel_layout`). Kept apart from the drawing so tests can compute the
pixel position of a district, a wall space or a port and check what was drawn there.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from engine.macao.view import MacaoView
from render.chrome import TITLE_BAR_HEIGHT
from render.text import Box

WIDTH = 2560
HEIGHT = 1280
MARGIN = 24
GAP = 16
HEADING = 40  # a panel's heading line
BOTTOM = HEIGHT - MARGIN

INFO_Y = TITLE_BAR_HEIGHT + 12
INFO_HEIGHT = 64
INFO_BOX: Box = (MARGIN, INFO_Y, WIDTH - MARGIN, INFO_Y + INFO_HEIGHT)
ROW_Y = INFO_Y + INFO_HEIGHT + 12

# City: pointy-top hexes; rows B and D sit half a hex to the right (data `pos`).
HEX_W = 144
HEX_H = HEX_W * 2 / math.sqrt(3)
HEX_ROW_STEP = HEX_H * 0.75
CITY_PAD = 16
CITY_X = MARGIN
CITY_W = round(6.5 * HEX_W) + 2 * CITY_PAD
CITY_H = HEADING + round(4 * HEX_ROW_STEP + HEX_H) + 2 * CITY_PAD
CITY_BOX: Box = (CITY_X, ROW_Y, CITY_X + CITY_W, ROW_Y + CITY_H)

# The wall under the city: 16 spaces in one row, discs stacked top first, and the turn
# order they give on the lines below.
WALL_SPACES = 16
WALL_BOX: Box = (MARGIN, CITY_BOX[3] + GAP, CITY_BOX[2], BOTTOM)
WALL_LABEL = 34  # the space number band on top of a wall space
DISC_R = 13
DISC_STEP = 30
WALL_SPACE_H = WALL_LABEL + 4 * DISC_STEP + 12

# Right of the city: the sea, then tribute and dice side by side, then the cards.
SIDE_X = CITY_BOX[2] + GAP
SIDE_R = WIDTH - MARGIN

SEA_PAD = 16
SEA_SPAN_Y = 3.8  # data units the band is planned for (0.1 to 3.9 in this edition)
SEA_SCALE_X = 162.0
SEA_SCALE_Y = 68.0
PORT_W = 140
PORT_H = 118
SEA_NODE_R = 30
SEA_LEFT = 60  # room left of the first node for the anchor space
SEA_H = HEADING + round(SEA_SPAN_Y * SEA_SCALE_Y) + PORT_H + 2 * SEA_PAD
SEA_BOX: Box = (SIDE_X, ROW_Y, SIDE_R, ROW_Y + SEA_H)

STRIP_Y = SEA_BOX[3] + GAP
STRIP_H = 156
TRIBUTE_W = 640
TRIBUTE_BOX: Box = (SIDE_X, STRIP_Y, SIDE_X + TRIBUTE_W, STRIP_Y + STRIP_H)
DICE_BOX: Box = (TRIBUTE_BOX[2] + GAP, STRIP_Y, SIDE_R, STRIP_Y + STRIP_H)
TRACK_CELL = 40
DIE = 60

OFFER_BOX: Box = (SIDE_X, TRIBUTE_BOX[3] + GAP, SIDE_R, BOTTOM)
OFFER_COLUMNS = 3


def wall_space_box(space: int) -> Box:
    """Pixel box of wall space `space` (0 = the arrow, first in turn order at 15)."""
    inner_w = WALL_BOX[2] - WALL_BOX[0] - 32
    step = inner_w / WALL_SPACES
    x0 = WALL_BOX[0] + 16 + space * step
    y0 = WALL_BOX[1] + HEADING + 4
    return (round(x0 + 3), y0, round(x0 + step - 3), y0 + WALL_SPACE_H)


def disc_centre(space: int, index: int) -> tuple[float, float]:
    """Centre of the `index`-th disc (0 = top of the stack) on wall space `space`."""
    x0, y0, x1, _ = wall_space_box(space)
    return ((x0 + x1) / 2, y0 + WALL_LABEL + DISC_STEP / 2 + index * DISC_STEP)


def turn_order_box() -> Box:
    """The lines under the wall spaces listing the turn order with names."""
    return (WALL_BOX[0] + 18, wall_space_box(0)[3] + 10, WALL_BOX[2] - 18, WALL_BOX[3] - 8)


def hex_centre(pos: tuple[float, float]) -> tuple[float, float]:
    """Centre of the hex of a district at data position `pos` (x in hex widths)."""
    x = CITY_BOX[0] + CITY_PAD + HEX_W / 2 + pos[0] * HEX_W
    y = CITY_BOX[1] + HEADING + CITY_PAD + HEX_H / 2 + (pos[1] / 0.866) * HEX_ROW_STEP
    return (x, y)


def hex_points(centre: tuple[float, float], inset: float = 0) -> list[tuple[float, float]]:
    """Corners of a pointy-top hex around `centre`, shrunk by `inset` px."""
    cx, cy = centre
    r = HEX_H / 2 - inset
    return [
        (
            cx + r * math.cos(math.radians(-90 + 60 * i)),
            cy + r * math.sin(math.radians(-90 + 60 * i)),
        )
        for i in range(6)
    ]


@dataclass(frozen=True)
class SeaFrame:
    """How data positions of the sea map onto the sea band: origin and scale per axis."""

    x0: float
    y0: float
    sx: float
    sy: float


@cache
def sea_frame(positions: tuple[tuple[float, float], ...]) -> SeaFrame:
    """Fit the sea nodes' positions into the band (at most the preferred scale), so a
    printed edition with other positions still fits."""
    if not positions:
        return SeaFrame(0, 0, SEA_SCALE_X, SEA_SCALE_Y)
    xs = [p[0] for p in positions]
    ys = [p[1] for p in positions]
    width = SEA_BOX[2] - SEA_BOX[0] - 2 * SEA_PAD - SEA_LEFT - PORT_W / 2 - 8
    height = SEA_BOX[3] - SEA_BOX[1] - HEADING - 2 * SEA_PAD - PORT_H
    span_x, span_y = max(xs) - min(xs), max(ys) - min(ys)
    sx = min(SEA_SCALE_X, width / span_x) if span_x else SEA_SCALE_X
    sy = min(SEA_SCALE_Y, height / span_y) if span_y else SEA_SCALE_Y
    return SeaFrame(min(xs), min(ys), sx, sy)


def sea_point(pos: tuple[float, float], frame: SeaFrame) -> tuple[float, float]:
    """Pixel centre of a sea node at data position `pos`."""
    left = SEA_BOX[0] + SEA_PAD + SEA_LEFT
    top = SEA_BOX[1] + HEADING + SEA_PAD + PORT_H / 2
    return (left + (pos[0] - frame.x0) * frame.sx, top + (pos[1] - frame.y0) * frame.sy)


def port_box(pos: tuple[float, float], frame: SeaFrame) -> Box:
    cx, cy = sea_point(pos, frame)
    return (
        round(cx - PORT_W / 2),
        round(cy - PORT_H / 2),
        round(cx + PORT_W / 2),
        round(cy + PORT_H / 2),
    )


def start_box(pos: tuple[float, float], frame: SeaFrame) -> Box:
    """The anchor space Macao: wider than a port, it holds every ship at the start."""
    cx, cy = sea_point(pos, frame)
    return (round(cx - 70), round(cy - 52), round(cx + 70), round(cy + 52))


def node_box(pos: tuple[float, float], kind: str, frame: SeaFrame) -> Box:
    if kind == "port":
        return port_box(pos, frame)
    if kind == "start":
        return start_box(pos, frame)
    cx, cy = sea_point(pos, frame)
    r = SEA_NODE_R
    return (round(cx - r), round(cy - r), round(cx + r), round(cy + r))


def view_sea_frame(view: MacaoView) -> SeaFrame:
    return sea_frame(tuple(node.pos for node in view.sea))


def offer_tile(index: int, count: int, by_column: bool = False) -> Box:
    """Box of the `index`-th of `count` cards in the offer panel, three to a row.

    `by_column` fills columns first (two rows each): the offices of one round share a
    column.
    """
    box = OFFER_BOX
    columns = OFFER_COLUMNS
    rows = max(2, math.ceil(count / columns))
    inner_w = box[2] - box[0] - 36
    w = (inner_w - (columns - 1) * 12) // columns
    avail = box[3] - box[1] - HEADING - 14
    h = (avail - (rows - 1) * 10) // rows
    col, row = divmod(index, rows) if by_column else divmod(index, columns)[::-1]
    x0 = box[0] + 18 + col * (w + 12)
    y0 = box[1] + HEADING + 4 + row * (h + 10)
    return (x0, y0, x0 + w, y0 + h)

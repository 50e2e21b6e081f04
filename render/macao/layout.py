"""Where things go on a Macao image: canvas, city hexes, wall spaces, sea nodes, panels.

Kept apart from the drawing so tests can compute the pixel position of a district, a
wall space, a port or a player's wind rose and check what was drawn there.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from engine.macao.view import MacaoView
from render.chrome import TITLE_BAR_HEIGHT
from render.text import Box

WIDTH = 1600
MARGIN = 24
GAP = 16
HEADING = 40  # a panel's heading line

INFO_Y = TITLE_BAR_HEIGHT + 12
INFO_HEIGHT = 64
ROW_Y = INFO_Y + INFO_HEIGHT + 12

# City: pointy-top hexes; rows B and D sit half a hex to the right (data `pos`).
HEX_W = 128
HEX_H = HEX_W * 2 / math.sqrt(3)
HEX_ROW_STEP = HEX_H * 0.75
CITY_PAD = 16
CITY_X = MARGIN
CITY_W = round(6.5 * HEX_W) + 2 * CITY_PAD
CITY_H = HEADING + round(4 * HEX_ROW_STEP + HEX_H) + 2 * CITY_PAD
CITY_BOX: Box = (CITY_X, ROW_Y, CITY_X + CITY_W, ROW_Y + CITY_H)

# Right of the city: tribute track, dice, cards on offer.
SIDE_X = CITY_BOX[2] + GAP
SIDE_W = WIDTH - MARGIN - SIDE_X
TRIBUTE_BOX: Box = (SIDE_X, ROW_Y, WIDTH - MARGIN, ROW_Y + 156)
DICE_BOX: Box = (SIDE_X, TRIBUTE_BOX[3] + GAP, WIDTH - MARGIN, TRIBUTE_BOX[3] + GAP + 136)
OFFER_BOX: Box = (SIDE_X, DICE_BOX[3] + GAP, WIDTH - MARGIN, CITY_BOX[3])
TRACK_CELL = 40
DIE = 60

# The wall: 16 spaces in one row, discs stacked top first.
WALL_SPACES = 16
WALL_Y = CITY_BOX[3] + GAP
DISC_STEP = 28
WALL_H = HEADING + 34 + 4 * DISC_STEP + 24
WALL_BOX: Box = (MARGIN, WALL_Y, WIDTH - MARGIN, WALL_Y + WALL_H)

# The sea: node positions from the data, scaled into a band.
SEA_Y = WALL_BOX[3] + GAP
SEA_PAD = 16
SEA_SPAN_Y = 3.8  # data units the band is planned for (0.1 to 3.9 in this edition)
SEA_SCALE_X = 162.0
SEA_SCALE_Y = 76.0
PORT_W = 140
PORT_H = 118
SEA_NODE_R = 30
SEA_LEFT = 60  # room left of the first node for the anchor space
SEA_H = HEADING + round(SEA_SPAN_Y * SEA_SCALE_Y) + PORT_H + 2 * SEA_PAD
SEA_BOX: Box = (MARGIN, SEA_Y, WIDTH - MARGIN, SEA_Y + SEA_H)

# Player panels, one per seat, full width.
PLAYERS_Y = SEA_BOX[3] + GAP
PANEL_HEADER = 56
ROW = 58  # one tableau card: name and cost, then its effect
ROSE_ROW = 30  # one colour in a wind-rose field
ROSE_TITLE = 30  # the field number band on top of a rose column
SHIP_LINE = 44
ACTIVE_ROW = 34
ROSE_COL = 66
SUPPLY_COL = 96
BOTTOM_MARGIN = 20


def wall_space_box(space: int) -> Box:
    """Pixel box of wall space `space` (0 = the arrow, first in turn order at 15)."""
    inner_w = WALL_BOX[2] - WALL_BOX[0] - 32
    step = inner_w / WALL_SPACES
    x0 = WALL_BOX[0] + 16 + space * step
    y0 = WALL_BOX[1] + HEADING + 4
    return (round(x0 + 3), round(y0), round(x0 + step - 3), WALL_BOX[3] - 14)


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


# -- player panels --------------------------------------------------------------------


def active_rows(view: MacaoView, seat: int) -> int:
    return max(1, len(view.players[seat].active))


def panel_height(view: MacaoView, seat: int) -> int:
    """Header, then the tallest of rose (6 colours), tableau (5 cards), ship + active cards."""
    rose = 30 + ROSE_TITLE + 6 * ROSE_ROW + 6
    tableau = 30 + max(5, len(view.players[seat].tableau)) * ROW
    active = SHIP_LINE + 30 + active_rows(view, seat) * ACTIVE_ROW
    return PANEL_HEADER + max(rose, tableau, active) + 20


@dataclass(frozen=True)
class PanelLayout:
    """A player panel and its three columns."""

    box: Box
    rose: Box
    tableau: Box
    active: Box


ROSE_W = SUPPLY_COL + 8 + 6 * ROSE_COL
TABLEAU_W = 460


def panel_layouts(view: MacaoView) -> list[PanelLayout]:
    result = []
    y = PLAYERS_Y
    for seat in range(len(view.players)):
        h = panel_height(view, seat)
        box = (MARGIN, y, WIDTH - MARGIN, y + h)
        x0 = MARGIN + 30
        top = y + PANEL_HEADER
        bottom = y + h - 14
        rose = (x0, top, x0 + ROSE_W, bottom)
        tableau = (rose[2] + 28, top, rose[2] + 28 + TABLEAU_W, bottom)
        active = (tableau[2] + 28, top, WIDTH - MARGIN - 18, bottom)
        result.append(PanelLayout(box, rose, tableau, active))
        y += h + GAP
    return result


def rose_cell(panel: PanelLayout, field: int) -> Box:
    """Column of wind-rose field `field` (0 = the action supply, 1..6 = the fields).

    The supply column is wider: it is what the player spends this turn.
    """
    x0 = panel.rose[0] + (0 if field == 0 else SUPPLY_COL + 8 + (field - 1) * ROSE_COL)
    width = SUPPLY_COL if field == 0 else ROSE_COL - 6
    return (x0, panel.rose[1] + 30, x0 + width, panel.rose[1] + 30 + ROSE_TITLE + 6 * ROSE_ROW + 6)


def height(view: MacaoView) -> int:
    panels = panel_layouts(view)
    return panels[-1].box[3] + BOTTOM_MARGIN if panels else PLAYERS_Y + BOTTOM_MARGIN


def tableau_row(panel: PanelLayout, index: int) -> Box:
    """Row of the `index`-th tableau card (0-based)."""
    y0 = panel.tableau[1] + 30 + index * ROW
    return (panel.tableau[0], y0, panel.tableau[2], y0 + ROW - 2)


def ship_line(panel: PanelLayout) -> Box:
    """The ship line (position, goods on board) above the activated cards."""
    return (panel.active[0], panel.active[1], panel.active[2], panel.active[1] + SHIP_LINE)


def active_row(panel: PanelLayout, index: int) -> Box:
    """Row of the `index`-th activated card (0-based)."""
    y0 = panel.active[1] + SHIP_LINE + 30 + index * ACTIVE_ROW
    return (panel.active[0], y0, panel.active[2], y0 + ACTIVE_ROW - 2)

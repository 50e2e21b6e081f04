"""Where things go on a Marco Polo image: canvas size, the map's locations, board boxes.

Kept apart from the drawing so tests can compute the pixel position of a location, an
action space or a panel and check what was drawn there.
"""

from __future__ import annotations

import math

from engine.marco_polo.data import LOCATIONS
from render.chrome import TITLE_BAR_HEIGHT
from render.text import Box

WIDTH = 1400
MARGIN = 16
GAP = 16

# -- the map -----------------------------------------------------------------------------

MAP_Y = TITLE_BAR_HEIGHT + 12
MAP_HEIGHT = 1010
MAP_BOX: Box = (MARGIN, MAP_Y, WIDTH - MARGIN, MAP_Y + MAP_HEIGHT)

LARGE_W, LARGE_H = 262, 130
SUMATRA_H = 206
SMALL_W, SMALL_H = 240, 88
BEIJING_W, BEIJING_H = 340, 138
VENEZIA_W, VENEZIA_H = 176, 88
OASIS_R = 22
HEADER = 38  # a city box's name band
CARD_ROW = 38  # one city card's line inside a large city

# Centres on the map (x, y relative to MAP_BOX), laid out like the printed board:
# Venezia in the west, Beijing in the east, Sumatra in the south-east.
CENTRES: dict[str, tuple[int, int]] = {
    "venezia": (100, 470),
    "oasis-a": (92, 250),
    "moscow": (200, 120),
    "anxi": (525, 86),
    "karakorum": (850, 120),
    "oasis-b": (950, 270),
    "oasis-c": (1100, 100),
    "oasis-d": (940, 430),
    "beijing": (1196, 270),
    "oasis-e": (290, 470),
    "samarcanda": (430, 340),
    "oasis-f": (640, 215),
    "kashgar": (692, 400),
    "lan-zhou": (890, 600),
    "xian": (1110, 480),
    "oasis-j": (1310, 650),
    "alexandria": (160, 700),
    "oasis-g": (350, 560),
    "ormuz": (560, 600),
    "karachi": (820, 750),
    "oasis-h": (1090, 690),
    "sumatra": (1220, 880),
    "oasis-i": (130, 910),
    "adana": (420, 920),
    "kochi": (860, 920),
}


def size(location: str) -> tuple[int, int]:
    """Width and height of a location's box (oases are circles of radius OASIS_R)."""
    kind = LOCATIONS[location]
    if location == "sumatra":
        return LARGE_W, SUMATRA_H
    if kind == "large":
        return LARGE_W, LARGE_H
    if kind == "small":
        return SMALL_W, SMALL_H
    if kind == "beijing":
        return BEIJING_W, BEIJING_H
    if kind == "start":
        return VENEZIA_W, VENEZIA_H
    return 2 * OASIS_R, 2 * OASIS_R


def centre(location: str) -> tuple[int, int]:
    x, y = CENTRES[location]
    return MAP_BOX[0] + x, MAP_BOX[1] + y


def location_box(location: str) -> Box:
    cx, cy = centre(location)
    w, h = size(location)
    return (cx - w // 2, cy - h // 2, cx + w // 2, cy + h // 2)


def card_box(slot: str) -> Box:
    """The line of a city card inside its large city (Sumatra stacks three)."""
    city = "sumatra" if slot.startswith("sumatra") else slot
    index = int(slot[-1]) - 1 if slot.startswith("sumatra") else 0
    x0, y0, x1, _ = location_box(city)
    top = y0 + HEADER + index * CARD_ROW
    return (x0 + 8, top, x1 - 8, top + CARD_ROW - 4)


def beijing_space(index: int) -> Box:
    """One of Beijing's four post spaces (10, 7, 4, 1 points), left to right."""
    x0, y0, x1, _ = location_box("beijing")
    w = (x1 - x0 - 16 - 3 * 6) // 4
    left = x0 + 8 + index * (w + 6)
    return (left, y0 + HEADER + 2, left + w, y0 + HEADER + 50)


def edge_point(location: str, toward: tuple[float, float]) -> tuple[float, float]:
    """Where a route line to `toward` leaves the location's box or circle."""
    cx, cy = centre(location)
    dx, dy = toward[0] - cx, toward[1] - cy
    length = math.hypot(dx, dy) or 1.0
    if LOCATIONS[location] == "oasis":
        return cx + dx / length * OASIS_R, cy + dy / length * OASIS_R
    w, h = size(location)
    scale = min(
        (w / 2) / abs(dx) if dx else math.inf,
        (h / 2) / abs(dy) if dy else math.inf,
    )
    return cx + dx * scale, cy + dy * scale


# -- below the map -----------------------------------------------------------------------

INFO_Y = MAP_BOX[3] + GAP
INFO_HEIGHT = 130
BOARD_Y = INFO_Y + INFO_HEIGHT + GAP

TOP_ROW_HEIGHT = 160
BAG_HEIGHT = 110
BAZAAR_HEIGHT = 196
CONTRACTS_HEIGHT = 262
TOP_SPACES = ("coins", "khan", "travel")
TOP_WIDTHS = (334, 440, 562)
BAZAAR_ORDER = ("camels", "pepper", "silk", "gold")
BAZAARS_Y = BOARD_Y + TOP_ROW_HEIGHT + GAP + BAG_HEIGHT + GAP


def space_box(space: str) -> Box:
    """The box of an action space (and the money bag) on the action board."""
    if space in TOP_SPACES:
        index = TOP_SPACES.index(space)
        spare = WIDTH - 2 * MARGIN - sum(TOP_WIDTHS) - GAP * (len(TOP_SPACES) - 1)
        x0 = MARGIN + sum(TOP_WIDTHS[:index]) + GAP * index
        w = TOP_WIDTHS[index] + (spare if index == len(TOP_SPACES) - 1 else 0)
        return (x0, BOARD_Y, x0 + w, BOARD_Y + TOP_ROW_HEIGHT)
    if space == "bag":
        y0 = BOARD_Y + TOP_ROW_HEIGHT + GAP
        return (MARGIN, y0, WIDTH - MARGIN, y0 + BAG_HEIGHT)
    if space in BAZAAR_ORDER:
        row, col = divmod(BAZAAR_ORDER.index(space), 2)
        w = (WIDTH - 2 * MARGIN - GAP) // 2
        x0 = MARGIN + col * (w + GAP)
        y0 = BAZAARS_Y + row * (BAZAAR_HEIGHT + GAP)
        return (x0, y0, x0 + w, y0 + BAZAAR_HEIGHT)
    if space == "contracts":
        y0 = BAZAARS_Y + 2 * (BAZAAR_HEIGHT + GAP)
        return (MARGIN, y0, WIDTH - MARGIN, y0 + CONTRACTS_HEIGHT)
    raise KeyError(space)


CONTRACT_W = 204
CONTRACT_H = 128


def contract_slot(index: int) -> Box:
    """The card box of contract slot `index` (0-based) in the contracts row."""
    x0, y0, x1, _ = space_box("contracts")
    inner = x1 - x0 - 24
    gap = (inner - 6 * CONTRACT_W) // 5
    left = x0 + 12 + index * (CONTRACT_W + gap)
    top = y0 + 74
    return (left, top, left + CONTRACT_W, top + CONTRACT_H)


PANELS_Y = space_box("contracts")[3] + GAP
PANEL_HEIGHT = 444
PANEL_COLUMNS = 2
BOTTOM_MARGIN = 20


def height(num_seats: int) -> int:
    rows = math.ceil(num_seats / PANEL_COLUMNS)
    return PANELS_Y + rows * PANEL_HEIGHT + (rows - 1) * GAP + BOTTOM_MARGIN


def panel_box(seat: int) -> Box:
    row, col = divmod(seat, PANEL_COLUMNS)
    w = (WIDTH - 2 * MARGIN - (PANEL_COLUMNS - 1) * GAP) // PANEL_COLUMNS
    x0 = MARGIN + col * (w + GAP)
    y0 = PANELS_Y + row * (PANEL_HEIGHT + GAP)
    return (x0, y0, x0 + w, y0 + PANEL_HEIGHT)


# Lines of a player panel (offsets from the panel's top): name, character, resources,
# dice and posts, contracts, goal cards.
PANEL_LINES: dict[str, tuple[int, int]] = {
    "header": (6, 50),
    "character": (50, 86),
    "resources": (86, 130),
    "dice": (130, 176),
    "contracts": (180, 316),
    "goals": (318, 438),
}


# At the end the final scoring takes the place of the dice and contracts lines.
BREAKDOWN_LINES = (PANEL_LINES["dice"][0], PANEL_LINES["contracts"][1])


def panel_line(seat: int, line: str) -> Box:
    """The box of one line of a seat's panel (for drawing and for the last-move frame)."""
    x0, y0, x1, _ = panel_box(seat)
    top, bottom = PANEL_LINES[line]
    return (x0 + 8, y0 + top, x1 - 8, y0 + bottom)

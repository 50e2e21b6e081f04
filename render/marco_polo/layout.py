"""Where things go on the Marco Polo board image: the map, the action board, the contracts.

The board image is landscape, shaped for a chat's inline preview (about 550 x 300): the
map on the left with the contract row under it, and beside them a column with what the
game waits for, the action spaces, the four bazaars and a reminder of the bonus actions.
The players' panels are a second image (`panel_layout`).

Kept apart from the drawing so tests can compute the pixel position of a location, an
action space or a contract slot and check what was drawn there.
"""

from __future__ import annotations

import math

from engine.marco_polo.data import LOCATIONS
from render.chrome import TITLE_BAR_HEIGHT
from render.text import Box

WIDTH = 2520
HEIGHT = 1380
MARGIN = 16
GAP = 16

# -- the map -----------------------------------------------------------------------------

MAP_Y = TITLE_BAR_HEIGHT + 12
MAP_WIDTH = 1368
MAP_HEIGHT = 1010
MAP_BOX: Box = (MARGIN, MAP_Y, MARGIN + MAP_WIDTH, MAP_Y + MAP_HEIGHT)

LARGE_W, LARGE_H = 262, 130
SUMATRA_H = 206
SMALL_W, SMALL_H = 276, 88
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
    "kashgar": (712, 400),
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


# -- the contract row, under the map -------------------------------------------------------

CONTRACTS_BOX: Box = (MARGIN, MAP_BOX[3] + GAP, MAP_BOX[2], HEIGHT - MARGIN)
CONTRACT_W = 204
CONTRACT_H = 116
CONTRACT_TOP = 76  # from the row's top: two header lines above the cards


def contract_slot(index: int) -> Box:
    """The card box of contract slot `index` (0-based) in the contracts row."""
    x0, y0, x1, _ = CONTRACTS_BOX
    inner = x1 - x0 - 36
    gap = (inner - 6 * CONTRACT_W) // 5
    left = x0 + 20 + index * (CONTRACT_W + gap)
    top = y0 + CONTRACT_TOP
    return (left, top, left + CONTRACT_W, top + CONTRACT_H)


# -- the column beside the map: what the game waits for, the action board ------------------

COLUMN_X0 = MAP_BOX[2] + GAP
COLUMN_X1 = WIDTH - MARGIN
INFO_HEIGHT = 180
SPACE_ROW_HEIGHT = 176
BAZAAR_HEIGHT = 266

INFO_BOX: Box = (COLUMN_X0, MAP_Y, COLUMN_X1, MAP_Y + INFO_HEIGHT)
ROW1_Y = INFO_BOX[3] + GAP
ROW2_Y = ROW1_Y + SPACE_ROW_HEIGHT + GAP
BAZAARS_Y = ROW2_Y + SPACE_ROW_HEIGHT + GAP
BAZAAR_ORDER = ("camels", "pepper", "silk", "gold")
RULES_BOX: Box = (COLUMN_X0, BAZAARS_Y + 2 * (BAZAAR_HEIGHT + GAP), COLUMN_X1, HEIGHT - MARGIN)

# The spaces of the first two rows and their widths (the last one takes what is left).
SPACE_ROWS: tuple[tuple[tuple[str, int], ...], ...] = (
    (("coins", 440), ("khan", 0)),
    (("travel", 600), ("bag", 0)),
)


def _row_box(y0: int, height: int, widths: list[int], index: int) -> Box:
    x0 = COLUMN_X0 + sum(widths[:index]) + GAP * index
    w = widths[index] or COLUMN_X1 - x0
    return (x0, y0, x0 + w, y0 + height)


def space_box(space: str) -> Box:
    """The box of an action space (and the money bag) on the action board."""
    for row, spaces in enumerate(SPACE_ROWS):
        names = [name for name, _ in spaces]
        if space in names:
            y0 = (ROW1_Y, ROW2_Y)[row]
            return _row_box(y0, SPACE_ROW_HEIGHT, [w for _, w in spaces], names.index(space))
    if space in BAZAAR_ORDER:
        row, col = divmod(BAZAAR_ORDER.index(space), 2)
        w = (COLUMN_X1 - COLUMN_X0 - GAP) // 2
        y0 = BAZAARS_Y + row * (BAZAAR_HEIGHT + GAP)
        return _row_box(y0, BAZAAR_HEIGHT, [w, 0], col)
    if space == "contracts":
        return CONTRACTS_BOX
    raise KeyError(space)


def column_box() -> Box:
    """The whole column beside the map (one drawing section)."""
    return (COLUMN_X0 - 4, MAP_Y - 4, WIDTH, HEIGHT)

"""Where things go on the Marco Polo players' image: one panel per seat, two per row.

The panels are the message's second image, beside the board: two columns keep it
landscape for two to four players.
"""

from __future__ import annotations

import math

from render.text import Box

MARGIN = 16
GAP = 16
COLUMNS = 2
PANEL_WIDTH = 776
PANEL_HEIGHT = 486
WIDTH = 2 * MARGIN + COLUMNS * PANEL_WIDTH + (COLUMNS - 1) * GAP

# Lines of a player panel (offsets from the panel's top): name and score, character and
# ability, resources, dice and posts, contracts, goal cards.
PANEL_LINES: dict[str, tuple[int, int]] = {
    "header": (6, 56),
    "character": (58, 114),
    "resources": (116, 160),
    "dice": (160, 206),
    "contracts": (210, 346),
    "goals": (350, 474),
}

# At the end the final scoring takes the place of the dice and contracts lines.
BREAKDOWN_LINES = (PANEL_LINES["dice"][0], PANEL_LINES["contracts"][1])


def height(num_seats: int) -> int:
    rows = math.ceil(num_seats / COLUMNS)
    return 2 * MARGIN + rows * PANEL_HEIGHT + (rows - 1) * GAP


def panel_box(seat: int) -> Box:
    row, col = divmod(seat, COLUMNS)
    x0 = MARGIN + col * (PANEL_WIDTH + GAP)
    y0 = MARGIN + row * (PANEL_HEIGHT + GAP)
    return (x0, y0, x0 + PANEL_WIDTH, y0 + PANEL_HEIGHT)


def panel_line(seat: int, line: str) -> Box:
    """The box of one line of a seat's panel (for drawing and for the last-move frame)."""
    x0, y0, x1, _ = panel_box(seat)
    top, bottom = PANEL_LINES[line]
    return (x0 + 8, y0 + top, x1 - 8, y0 + bottom)

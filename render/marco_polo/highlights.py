"""Where the last move happened, framed in the shared last-move style: on the board (action
spaces, city cards, a journey's start and end, a city a post left) or on the mover's
panel in the players' image.

The places come from the last move's notation (`view.last_move`, e.g. `travel
venezia-oasis-a-moscow`); a journey's stops are read through the engine's own parser.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PIL import ImageDraw

from engine.errors import IllegalMove
from engine.marco_polo.data import CITY_CARD_SLOTS, LOCATIONS, MAIN_SPACES
from engine.marco_polo.view import MarcoPoloView
from engine.registry import get
from render import shapes
from render.marco_polo import layout as layout
from render.text import Box

# Which panel line a move that changes only the player's own things touches.
PANEL_LINE_OF: dict[str, str] = {
    "fulfil": "contracts",
    "contract": "contracts",
    "drop": "contracts",
    "decline": "contracts",
    "reroll": "dice",
    "bump": "dice",
    "buy": "dice",
    "bag": "dice",
    "good": "resources",
    "goods": "resources",
    "compensate": "resources",
    "bonus": "resources",
    "use": "resources",
    "skip": "resources",
    "pick": "character",
    "keep": "goals",
    "end": "header",
    "relocate": "header",
}


@dataclass
class Highlights:
    """What the last move touched: action spaces, city cards, travel paths, panel lines."""

    spaces: list[str] = field(default_factory=list)
    cards: list[str] = field(default_factory=list)
    paths: list[list[str]] = field(default_factory=list)
    panel_lines: list[str] = field(default_factory=list)
    left: list[str] = field(default_factory=list)  # cities a post was moved away from


def highlights(view: MarcoPoloView) -> Highlights:
    """Read the last move's notation back into the parts of the image it changed."""
    found = Highlights()
    move = (view.last_move or "").split()
    if not move or view.last_seat is None:
        return found
    verb = move[0]
    if verb == "place" and len(move) > 1 and move[1] in MAIN_SPACES:
        found.spaces.append(move[1])
        found.panel_lines.append("dice")
    elif verb == "city" and len(move) > 1 and move[1] in CITY_CARD_SLOTS:
        found.cards.append(move[1])
        found.panel_lines.append("dice")
    elif verb == "travel":
        found.paths.extend(_travel_paths(view.last_move or ""))
    elif verb == "bag":
        found.spaces.append("bag")
        found.panel_lines.append("resources")
    elif verb == "relocate" and len(move) > 1 and move[1] in LOCATIONS:
        found.left.append(move[1])
    if verb in PANEL_LINE_OF and PANEL_LINE_OF[verb] not in found.panel_lines:
        found.panel_lines.append(PANEL_LINE_OF[verb])
    return found


def _travel_paths(notation: str) -> list[list[str]]:
    """The stops of each path of a `travel` move, as the engine's parser reads them
    (location ids contain dashes: `venezia-oasis-a-moscow`)."""
    try:
        move = get("marco_polo").parse_move(notation)
    except IllegalMove:
        return []
    return [list(path) for path in getattr(move, "paths", ())]


def frame(draw: ImageDraw.ImageDraw, box: Box, role: str = "to") -> None:
    """The shared last-move frame just outside `box` (solid "to", dashed "from")."""
    x0, y0, x1, y1 = box
    inset = 2
    shapes.last_move(draw, (x0 - inset, y0 - inset, x1 + inset, y1 + inset), role)


def draw_highlights(draw: ImageDraw.ImageDraw, found: Highlights) -> None:
    """Frames on the board in the shared last-move style: solid around what changed,
    dashed at a start (the panels image frames the panel lines)."""
    for space in found.spaces:
        frame(draw, layout.space_box(space))
    for slot in found.cards:
        frame(draw, layout.card_box(slot))
    for stops in found.paths:
        if len(stops) > 1 and stops[0] != stops[-1]:
            frame(draw, _location_frame(stops[0]), "from")
        frame(draw, _location_frame(stops[-1]), "to")
    for city in found.left:
        frame(draw, _location_frame(city), "from")


def _location_frame(location: str) -> Box:
    x0, y0, x1, y1 = layout.location_box(location)
    return (x0 - 4, y0 - 4, x1 + 4, y1 + 4)

"""Where the last move happened, framed in the shared last-move style: on the board (action
spaces, city cards, a journey's start and end, a city a post left) or on the mover's
panel in the players' image.

The places come from the last move as the engine typed it (`view.last_move.move`): a
journey's stops, the space or city card dice went to.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PIL import ImageDraw

from engine.marco_polo.data import CITY_CARD_SLOTS, LOCATIONS, MAIN_SPACES
from engine.marco_polo.moves import Bag, Place, Relocate, Travel
from engine.marco_polo.view import MarcoPoloView
from render import shapes
from render.marco_polo import layout as layout
from render.text import Box

# Which panel line a move that changes only the player's own things touches, by its kind.
PANEL_LINE_OF: dict[str, str] = {
    "fulfil": "contracts",
    "take": "contracts",
    "drop": "contracts",
    "decline": "contracts",
    "reroll": "dice",
    "bump": "dice",
    "buy_black": "dice",
    "bag": "dice",
    "good": "resources",
    "goods2": "resources",
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
    """The parts of the image the last move changed, from the typed move (none where
    the viewer may not know the move)."""
    found = Highlights()
    move = view.last_move.move if view.last_move is not None else None
    match move:
        case None:
            return found
        case Place(space=space) if space in MAIN_SPACES:
            found.spaces.append(space)
            found.panel_lines.append("dice")
        case Place(space=space) if space in CITY_CARD_SLOTS:
            found.cards.append(space)
            found.panel_lines.append("dice")
        case Travel(paths=paths):
            found.paths.extend(list(path) for path in paths)
        case Bag():
            found.spaces.append("bag")
            found.panel_lines.append("resources")
        case Relocate(city=city) if city in LOCATIONS:
            found.left.append(city)
    line = PANEL_LINE_OF.get(move.kind)
    if line is not None and line not in found.panel_lines:
        found.panel_lines.append(line)
    return found


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

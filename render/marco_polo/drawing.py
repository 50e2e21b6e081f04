"""The Marco Polo board image: map, action board, contracts and a panel per player.

The last move comes from the engine twice: as its notation (`view.last_move`, e.g.
`travel venezia-oasis-a-moscow`), which `highlights` reads back into the places to frame,
and as the engine's label (`view.last_label`), which the info strip shows in the locale.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PIL import Image, ImageDraw

from engine.i18n import translate, with_seat_names
from engine.marco_polo.data import CITY_CARD_SLOTS, LOCATIONS, MAIN_SPACES
from engine.marco_polo.labels import character_name
from engine.marco_polo.state import Die, Placed
from engine.marco_polo.view import MarcoPoloView
from engine.registry import get
from render import (
    chrome,
    palette,
    shapes,
    typeface,
)
from render.canvas import Section
from render.marco_polo import layout as layout
from render.marco_polo import texts as _texts  # noqa: F401  (registers the labels)
from render.marco_polo.board import draw_board
from render.marco_polo.map import draw_map
from render.marco_polo.panels import draw_player
from render.text import Box, fit
from render.texts import label

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
    elif verb == "travel" and len(move) > 1:
        for path in " ".join(move[1:]).split(" + "):
            stops = _split_path(path.strip())
            if stops:
                found.paths.append(stops)
    elif verb == "bag":
        found.spaces.append("bag")
        found.panel_lines.append("resources")
    elif verb == "relocate" and len(move) > 1 and move[1] in LOCATIONS:
        found.left.append(move[1])
    if verb in PANEL_LINE_OF and PANEL_LINE_OF[verb] not in found.panel_lines:
        found.panel_lines.append(PANEL_LINE_OF[verb])
    return found


def _split_path(text: str) -> list[str]:
    """`venezia-oasis-a-moscow` -> ['venezia', 'oasis-a', 'moscow'] (ids contain dashes)."""
    stops: list[str] = []
    rest = text
    names = sorted(LOCATIONS, key=len, reverse=True)
    while rest:
        match = next((n for n in names if rest == n or rest.startswith(n + "-")), None)
        if match is None:
            return []
        stops.append(match)
        rest = rest[len(match) + 1 :]
    return stops


def frame(draw: ImageDraw.ImageDraw, box: Box, role: str = "to") -> None:
    """The shared last-move frame just outside `box` (solid "to", dashed "from")."""
    x0, y0, x1, y1 = box
    inset = 2
    shapes.last_move(draw, (x0 - inset, y0 - inset, x1 + inset, y1 + inset), role)


def draw_highlights(draw: ImageDraw.ImageDraw, view: MarcoPoloView, found: Highlights) -> None:
    """Frames in the shared last-move style: solid around what changed, dashed at a start."""
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
    if view.last_seat is not None and view.last_seat < len(view.players):
        for line in found.panel_lines:
            frame(draw, layout.panel_line(view.last_seat, line))


def _location_frame(location: str) -> Box:
    x0, y0, x1, y1 = layout.location_box(location)
    return (x0 - 4, y0 - 4, x1 + 4, y1 + 4)


# -- title and info strip ----------------------------------------------------------------


def title_info(view: MarcoPoloView, locale: str) -> str:
    parts = [label("render.marco_polo.round", locale, round=min(view.round, 5))]
    phase = label(f"render.marco_polo.phase.{view.phase}", locale)
    if phase:
        parts.append(phase)
    if view.viewer is None:
        parts.append(label("render.spectator", locale))
    return " · ".join(parts)


def draw_info(image: Image.Image, view: MarcoPoloView, locale: str) -> None:
    """The strip under the map: last move, what the game waits for, supplies or the draft."""
    box = (0, layout.INFO_Y, layout.WIDTH, layout.INFO_Y + layout.INFO_HEIGHT)
    section = Section(box, palette.BACKGROUND)
    draw_info_strip(section.draw, view, locale)
    section.paste_into(image)


def draw_info_strip(draw: ImageDraw.ImageDraw, view: MarcoPoloView, locale: str) -> None:
    """Three lines: the last move, the viewer's prompt (or whom the game waits for), supplies."""
    box = (
        layout.MARGIN,
        layout.INFO_Y,
        layout.WIDTH - layout.MARGIN,
        layout.INFO_Y + layout.INFO_HEIGHT,
    )
    x, top, right, _ = chrome.panel(draw, box)
    lines = iter((top + 17, top + 52, top + 86))
    if view.last_move is not None and view.last_seat is not None:
        line = next(lines)
        seat = view.last_seat
        chrome.seat_marker(draw, palette.seat_style(seat), (x + 14, line), 13)
        prefix = label("render.last_move", locale)
        text = f"{prefix} {view.seat_name(seat)}: {last_move_text(view, locale)}"
        face, shown = fit(text, right - x - 36, typeface.BODY, bold=True)
        draw.text((x + 36, line), shown, font=face, fill=palette.INK, anchor="lm")
    face, text = fit(waiting_text(view, locale), right - x, typeface.BODY)
    draw.text((x, next(lines)), text, font=face, fill=palette.INK, anchor="lm")
    if view.phase == "draft" and view.draft_offer:
        names = ", ".join(translate(character_name(c), locale) for c in view.draft_offer)
        supplies = f"{label('render.marco_polo.draft', locale)} {names}"
    else:
        piles = "/".join(str(n) for n in view.round_piles) or "0"
        supplies = " · ".join(
            [
                label("render.marco_polo.black_dice", locale, n=view.black_dice),
                label("render.marco_polo.piles", locale, piles=piles, special=view.special_pile),
            ]
        )
    face, text = fit(supplies, right - x, typeface.SMALL)
    draw.text((x, next(lines)), text, font=face, fill=palette.MUTED_INK, anchor="lm")


def last_move_text(view: MarcoPoloView, locale: str) -> str:
    """The engine's label of the last move in `locale`; the notation only if a view has none."""
    if view.last_label is None:
        return view.last_move or ""
    return translate(with_seat_names(view.last_label, view.seat_names), locale)


def waiting_text(view: MarcoPoloView, locale: str) -> str:
    """What the image's viewer is asked now, else whose decision the game waits for."""
    if view.is_over:
        return label("render.game_over", locale)
    if view.prompt is not None and view.viewer in view.to_act:
        return translate(view.prompt, locale)
    names = ", ".join(view.seat_name(seat) for seat in view.to_act)
    return label("render.marco_polo.waiting", locale, who=names)


def render(view: MarcoPoloView, locale: str = "en") -> Image.Image:
    """Draw `view` (from `MarcoPoloGame.view`) as an RGB image."""
    image = Image.new("RGB", (layout.WIDTH, layout.height(len(view.players))), palette.BACKGROUND)
    draw = ImageDraw.Draw(image)
    title = translate("marco_polo.title", locale)
    info = title_info(view, locale)
    if view.is_over:
        chrome.title_bar(draw, layout.WIDTH, title, info, label("render.game_over", locale), [])
        face = typeface.font(typeface.LARGE, bold=True)
        draw.text(
            (layout.WIDTH - 28, chrome.TITLE_BAR_HEIGHT // 2),
            label("render.game_over", locale),
            font=face,
            fill=palette.TITLE_INK,
            anchor="rm",
        )
    else:
        turn = [chrome.SeatLabel(palette.seat_style(s), view.seat_name(s)) for s in view.to_act]
        chrome.title_bar(draw, layout.WIDTH, title, info, label("render.to_move", locale), turn)
    found = highlights(view)
    draw_map(image, view, found.paths)
    draw_info(image, view, locale)
    draw_board(image, view, locale)
    for seat in range(len(view.players)):
        draw_player(image, view, seat, locale)
    draw_highlights(draw, view, found)
    return image


def reference_view() -> MarcoPoloView:
    """A board with every colour a Marco Polo image uses, for the fixed PNG palette.

    A seeded 4-player game stopped mid-way (posts, figures, dice on many spaces), with
    black, white and neutral dice, a used city card, a taken Beijing space, a starting
    contract, goal cards, the viewer's and the acting seat's panels and a journey.
    """
    game = get("marco_polo")
    state = game.setup(4, {"variant": "pro"}, 3)
    moves = 0
    while not game.is_over(state) and moves < 90:
        seat = game.to_act(state)[0]
        state, _ = game.apply(state, seat, game.legal_moves(state, seat)[0])
        moves += 1
    view = game.view(state, 0)
    view.seat_names = ["Anna", "Bartholomäus", "Chen", "Dörte"]
    view.to_act = [1]
    view.players[0].dice = [Die(kind="p", value=3), Die(kind="b", value=5), Die(kind="w", value=2)]
    shown = sorted(view.contract_info)
    starting = [c for c in shown if view.contract_info[c].starting]
    view.players[0].contracts = [*starting[:1], *[c for c in shown if c not in starting][:1]]
    view.spaces["khan"] = [
        Placed(seat=-1, dice=[Die(value=1)]),
        Placed(seat=2, dice=[Die(value=4)]),
    ]
    view.spaces["coins"] = [Placed(seat=s, dice=[Die(value=s + 1)]) for s in range(4)]
    view.beijing = [(10, 3), (7, 1), (4, -1), (1, -1)]
    if view.city_cards:
        view.city_cards[0].used_by = 2
    view.last_move, view.last_seat = "travel venezia-oasis-a-moscow", 0
    view.last_label = game.label(game.parse_move(view.last_move))
    return view

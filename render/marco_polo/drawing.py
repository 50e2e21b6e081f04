"""The Marco Polo images: the board (map, contracts, action board) and the players' panels.

The last move comes from the engine as a value (`view.last_move`): the typed move, which
`highlights` reads into the places to frame, and what the table read of it, which the
info strip shows in the locale.
"""

from __future__ import annotations

from PIL import Image

from engine.i18n import translate
from engine.marco_polo.labels import describe, narrated
from engine.marco_polo.state import Die, MarcoPoloLastMove, Placed
from engine.marco_polo.view import MarcoPoloView
from engine.registry import get
from render import chrome, palette
from render.canvas import Canvas, Section
from render.marco_polo import layout as layout
from render.marco_polo import panel_layout as panel_layout
from render.marco_polo.board import column_layer, draw_spaces
from render.marco_polo.contracts import draw_row
from render.marco_polo.header import draw_strip, draw_title, round_info, score_entries
from render.marco_polo.highlights import draw_highlights, frame, highlights
from render.marco_polo.map import draw_map
from render.marco_polo.panels import draw_player
from render.scoreboard import Scoreboard


def render(view: MarcoPoloView, locale: str = "en") -> Image.Image:
    """Draw the board of `view` (from `MarcoPoloGame.view`) as an RGB image: the map, the
    contract row, the info strip and the action board."""
    image = Image.new("RGB", (layout.WIDTH, layout.HEIGHT), palette.BACKGROUND)
    draw = Canvas(image).draw
    draw_title(draw, view, locale, layout.WIDTH)
    found = highlights(view)
    draw_map(image, view, found.paths, locale)
    draw_row(image, view, locale)
    section = Section.from_image(layout.column_box(), column_layer(locale))
    draw_strip(section.draw, view, locale)
    draw_spaces(section.draw, view, locale)
    section.paste_into(image)
    draw_highlights(draw, found)
    return image


def scoreboard(view: MarcoPoloView, locale: str = "en") -> Scoreboard:
    """The round, whose turn it is and every score, for the message's status card."""
    heading, seats = chrome.turn(view, palette.seat_style, locale)
    title = translate("marco_polo.title", locale)
    return Scoreboard(title, round_info(view, locale), heading, seats, score_entries(view))


def render_panels(view: MarcoPoloView, locale: str = "en") -> Image.Image:
    """The players' panels, the message's second image: two per row."""
    size = (panel_layout.WIDTH, panel_layout.height(len(view.players)))
    image = Image.new("RGB", size, palette.BACKGROUND)
    for seat in range(len(view.players)):
        section = Section(panel_layout.panel_box(seat), palette.BACKGROUND)
        draw_player(section.draw, view, seat, locale)
        section.paste_into(image)
    draw = Canvas(image).draw
    found = highlights(view)
    mover = view.last_move.seat if view.last_move is not None else None
    if mover is not None and mover < len(view.players):
        for line in found.panel_lines:
            frame(draw, panel_layout.panel_line(mover, line))
    return image


def reference_view() -> MarcoPoloView:
    """A board with every colour a Marco Polo image uses, for the fixed PNG palette.

    A seeded 4-player game stopped mid-way (posts, figures, dice on many spaces), with
    black, white and neutral dice, a used city card, a taken Beijing space, a starting
    contract, goal cards, the viewer's and the acting seat's panels and a journey. The
    panels image is mapped onto the same palette, so every colour the panels use also
    appears on this board: the seat dice, black and white dice, a starting contract in
    the row, and the strip emphasised because it asks the viewer to decide.
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
    view.to_act = [0]
    view.players[0].dice = [Die(kind="p", value=3), Die(kind="b", value=5), Die(kind="w", value=2)]
    shown = sorted(view.contract_info)
    starting = [c for c in shown if view.contract_info[c].starting]
    view.players[0].contracts = [*starting[:1], *[c for c in shown if c not in starting][:1]]
    view.contract_row = [*starting[:1], *view.contract_row[1:]]
    view.spaces["travel"] = [Placed(seat=0, dice=[Die(kind="b", value=5), Die(kind="w", value=2)])]
    view.spaces["khan"] = [
        Placed(seat=-1, dice=[Die(value=1)]),
        Placed(seat=2, dice=[Die(value=4)]),
    ]
    view.spaces["coins"] = [Placed(seat=s, dice=[Die(value=s + 1)]) for s in range(4)]
    view.beijing = [(10, 3), (7, 1), (4, -1), (1, -1)]
    if view.city_cards:
        view.city_cards[0].used_by = 2
    journey = game.parse_move("travel venezia-oasis-a-moscow")
    words = narrated(describe(journey, None), 0)
    view.last_move = MarcoPoloLastMove(seat=0, move=journey, text=words)
    return view

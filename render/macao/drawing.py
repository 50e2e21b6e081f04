"""The Macao images: the board (`render`) and the players' panels (`render_panels`).

The board is landscape, for a chat's inline preview: title bar, the strip saying what
the table waits for, then city, wall, sea, tribute, dice and cards. The players' panels
(wind rose, tableau, activated cards, ship, counts) are the message's second image.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.i18n import normalise_locale, t, translate
from engine.i18n import seat as seat_text
from engine.macao.data import COLOURS, load
from engine.macao.moves import TakeDistrict
from engine.macao.state import MacaoLastMove
from engine.macao.view import ActiveCard, MacaoView, card_info
from engine.macao.words import cubes_text, tile_text
from engine.registry import get
from render import chrome, palette, shapes
from render.canvas import Canvas
from render.macao import layout as layout
from render.macao import panel_layout as panel_layout
from render.macao.board import base_layer, draw_board, printed_board
from render.macao.header import draw_info, round_info, score_entries, title_bar
from render.macao.highlights import Highlight, highlights, panel_highlights
from render.macao.panels import draw_player
from render.palette import SeatStyle
from render.scoreboard import Scoreboard


def seat_styles(view: MacaoView) -> list[SeatStyle]:
    return [palette.seat_style(seat) for seat in range(len(view.players))]


def frame(draw: ImageDraw.ImageDraw, marks: list[Highlight]) -> None:
    """The last move's frames: a hex outline in the city, else a box."""
    for mark in marks:
        if mark.hex is not None:
            points = layout.hex_points(mark.hex, shapes.HIGHLIGHT_WIDTH / 2)
            draw.polygon(points, outline=palette.HIGHLIGHT, width=shapes.HIGHLIGHT_WIDTH)
        else:
            shapes.last_move(draw, mark.box, "to")


def render(view: MacaoView, locale: str = "en") -> Image.Image:
    """The board of `view` (from `MacaoGame.view`) as an RGB image."""
    locale = normalise_locale(locale)
    styles = seat_styles(view)
    image = base_layer(printed_board(view), locale).copy()
    canvas = Canvas(image)
    draw = canvas.draw
    draw_board(canvas, view, styles, locale)
    title_bar(canvas, view, styles, locale)
    draw_info(canvas, view, styles, locale)
    frame(draw, highlights(view))
    return image


def scoreboard(view: MacaoView, locale: str = "en") -> Scoreboard:
    """The round, whose turn it is and every score, for the message's status card."""
    locale = normalise_locale(locale)
    styles = seat_styles(view)
    heading, seats = chrome.turn(view, styles.__getitem__, locale)
    title, info = translate("macao.title", locale), round_info(view, locale)
    return Scoreboard(title, info, heading, seats, score_entries(view, styles))


def render_panels(view: MacaoView, locale: str = "en") -> Image.Image:
    """The players' panels, two to a row, as the message's second image."""
    locale = normalise_locale(locale)
    styles = seat_styles(view)
    panels = panel_layout.panel_layouts(view, locale)
    size = (panel_layout.WIDTH, panel_layout.height(panels))
    image = Image.new("RGB", size, palette.BACKGROUND)
    canvas = Canvas(image)
    draw = canvas.draw
    for panel, player in zip(panels, view.players, strict=True):
        draw_player(canvas, view, player, styles[player.seat], panel, locale)
    frame(draw, panel_highlights(view, panels))
    return image


def reference_view() -> MacaoView:
    """A board showing every colour a Macao image uses (every seat, cube colour, good,
    joker, card type, owner tint, the dice, penalties, the acting and the last-move
    frames); the PNG palette is fitted to it once, so encoding a board only maps colours.
    """
    game = get("macao")
    view = game.view(game.setup(4, None, 1), 0)
    view.seat_names = ["Anna", "Bartholomäus", "Chen", "Dörte"]
    data = load()
    goods = list(data.goods)
    cards = [data.cards[c] for c in data.cards]
    view.phase = "actions"
    view.round = 5
    view.to_act = [1]
    view.tribute_gold, view.tribute_pp = 4, 7
    view.dice = {colour: index + 1 for index, colour in enumerate(COLOURS)}
    for index, district in enumerate(view.city):
        if index % 3 == 0:
            district.owner, district.tile = index % 4, None
        elif district.dark:
            district.tile = "joker"
        else:
            district.tile = goods[index % len(goods)]
    for index, port in enumerate(view.ports):
        port.covered_by = [index % 4, (index + 1) % 4, None]
    for index, node in enumerate(view.sea):
        node.ships = [index % 4] if index < 4 else []
    for seat, player in enumerate(view.players):
        player.supply = {colour: seat + 1 for colour in COLOURS}
        player.rose = [{colour: field + 1} for field, colour in enumerate(COLOURS)]
        player.goods = goods[seat * 2 : seat * 2 + 2]
        player.jokers, player.penalties, player.gold = 1, seat, 3 + seat
        player.dice = [COLOURS[seat], COLOURS[seat + 1]]
        picks = [card_info(c.id) for c in cards[seat * 25 : seat * 25 + 9]]
        player.tableau = picks[:3]
        player.active = [
            ActiveCard(**card.model_dump(), used_this_round=i % 2 == 0)
            for i, card in enumerate(picks[3:])
        ]
    district = view.city[1]
    view.last_move = MacaoLastMove(
        seat=0,
        move=TakeDistrict(district=district.id),
        text=t(
            "macao.ev.district",
            player=seat_text(0),
            district=district.id,
            tile=tile_text(district.tile or "joker"),
            pay=cubes_text(district.cost),
        ),
    )
    return view

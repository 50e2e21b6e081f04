"""The Caravan board image: the 7x7 map on the left, the bag, last move, a panel per
player and the legend in a column beside it (one landscape image)."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image

from engine.caravan.data import GOODS, SIZE
from engine.caravan.state import LastAction
from engine.caravan.view import CaravanView
from engine.i18n import translate
from engine.registry import get
from render import chrome, palette
from render.canvas import Canvas
from render.caravan import layout
from render.caravan.board import draw_board, draw_printed_board
from render.caravan.header import draw_info, draw_title, round_info, score_entries
from render.caravan.legend import draw_legend
from render.caravan.panels import draw_player
from render.palette import SeatStyle
from render.scoreboard import Scoreboard


def render(view: CaravanView, locale: str = "en") -> Image.Image:
    """Draw `view` (from `CaravanGame.view`) as an RGB image."""
    styles = palette.named_seat_styles(list(view.seat_colours))
    image = base_layer(len(view.players), styles[0], locale).copy()
    draw = Canvas(image).draw
    draw_title(draw, view, styles, locale)
    draw_board(draw, view, styles, locale)
    draw_info(draw, view, styles, locale)
    for seat in range(len(view.players)):
        draw_player(draw, view, seat, styles[seat], locale)
    return image


@lru_cache(maxsize=32)
def base_layer(seats: int, first: SeatStyle, locale: str) -> Image.Image:
    """What every board of a game shows alike (the printed board and the legend, whose
    camel wears the first seat's colours), drawn once and copied for each image."""
    image = Image.new("RGB", (layout.WIDTH, layout.HEIGHT), palette.BACKGROUND)
    draw = Canvas(image).draw
    draw_printed_board(draw, locale)
    draw_legend(draw, seats, first, locale)
    return image


def scoreboard(view: CaravanView, locale: str = "en") -> Scoreboard:
    """The turn, whose turn it is and every score, for the message's status card."""
    styles = palette.named_seat_styles(list(view.seat_colours))
    heading, seats = chrome.turn(view, styles.__getitem__, locale)
    title = translate("caravan.title", locale)
    return Scoreboard(title, round_info(view, locale), heading, seats, score_entries(view, styles))


def reference_view() -> CaravanView:
    """A board showing every colour a Caravan image uses: every seat and good, goods on and
    under camels, demand, the last-move frame, an emphasised and an acting panel, and the
    spectator and end-of-game variants are drawn with the same colours. The PNG palette
    is fitted to it once, so encoding a board only maps colours.
    """
    game = get("caravan")
    view = game.view(game.setup(4, {"sixth_camel": True}, 1), 0)
    view.seat_names = ["Anna", "Bartholomäus", "Chen", "Dörte"]
    view.to_act = [1]
    goods = list(GOODS)
    for seat, player in enumerate(view.players):
        player.delivered = list(goods)
        player.demand = seat + 1
        for number, camel in enumerate(player.camels):
            camel.cell = (seat * 12 + number * 2) % (SIZE * SIZE)
            if number < 4:
                camel.good = goods[(seat * 2 + number) % len(goods)]
                camel.under = number % 2 == 1
    for space, good in zip(view.spaces, goods, strict=True):
        space.good, space.demand = good, space.number % 3
    view.last_action = LastAction(seat=0, kind="move", from_cell=8, to_cell=24)
    return view

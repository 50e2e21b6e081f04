"""The Macao board image's printed parts and what lies on them: city, wall, sea,
tribute track, dice and cards.

Everything printed on the board (hex grid with district names and costs, wall spaces,
sea lanes, ports with their delivery values, the tribute track) is drawn once per
component set and locale into a cached base layer; each render copies it and draws only
what moves. Drawing the printed parts again for every board would take most of the
time budget.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image

from engine.macao.view import MacaoView
from render import palette
from render.canvas import Canvas
from render.macao import layout as layout
from render.macao.city import PrintedCity, base_city, base_wall, draw_city, draw_wall, printed_city
from render.macao.offer import draw_offer
from render.macao.sea import PrintedSea, base_sea, draw_sea, printed_sea
from render.macao.track import base_tribute, draw_dice, draw_tribute
from render.palette import SeatStyle

PrintedBoard = tuple[PrintedCity, PrintedSea]


def printed_board(view: MacaoView) -> PrintedBoard:
    """The parts of the view that never change during a game (the base layer's key)."""
    return (printed_city(view), printed_sea(view))


@lru_cache(maxsize=8)
def base_layer(board: PrintedBoard, locale: str) -> Image.Image:
    """Background, title-bar space and every printed part of the board; the same for
    every board of a game, so it is drawn once."""
    image = Image.new("RGB", (layout.WIDTH, layout.HEIGHT), palette.BACKGROUND)
    canvas = Canvas(image)
    base_city(canvas, board[0], locale)
    base_wall(canvas.draw, locale)
    base_sea(canvas, board[1], locale)
    base_tribute(canvas.draw, locale)
    return image


def draw_board(canvas: Canvas, view: MacaoView, styles: list[SeatStyle], locale: str) -> None:
    """Draw what lies on the printed board (`canvas` starts as a copy of `base_layer`)."""
    draw_city(canvas, view, styles, locale)
    draw_wall(canvas, view, styles)
    draw_sea(canvas, view, styles)
    draw_tribute(canvas, view, locale)
    draw_dice(canvas, view, styles, locale)
    draw_offer(canvas, view, styles, locale)

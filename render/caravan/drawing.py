"""The Caravan board image: the 7x7 map on the left, the bag, last move, a panel per
player and the legend in a column beside it (one landscape image)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.caravan.board import GOODS, SIZE
from engine.caravan.state import LastAction
from engine.caravan.view import CaravanView
from engine.i18n import translate
from engine.registry import get
from render import chrome, palette
from render.canvas import Canvas
from render.caravan import layout
from render.caravan.board import draw_board
from render.caravan.legend import draw_legend
from render.caravan.panels import draw_info, draw_player
from render.caravan.texts import label


def title_info(view: CaravanView, locale: str) -> str:
    """The turn (Caravan counts turns only, it has no rounds), the actions left in it,
    whose view this is and whether the game is over."""
    parts = [label("render.turn", locale, n=view.turn_number + 1)]
    if not view.is_over:
        parts.append(label("render.caravan.actions_left", locale, n=view.actions_left))
    if view.viewer is None:
        parts.append(label("render.spectator", locale))
    if view.is_over:
        parts.append(label("render.game_over", locale))
    return " · ".join(parts)


def draw_title(
    draw: ImageDraw.ImageDraw, view: CaravanView, styles: list[palette.SeatStyle], locale: str
) -> None:
    """Game, turn and actions left on the left; who is to move (or who won) on the right,
    where the whole width is left for the names."""
    title = translate("caravan.title", locale)
    info = title_info(view, locale)
    if view.is_over:
        # The result says who won (rank 1, possibly shared).
        seats = view.result.winners if view.result else []
        heading = label("render.winner", locale)
    else:
        seats, heading = view.to_act, label("render.to_move", locale)
    named = [chrome.SeatLabel(styles[s], view.seat_name(s)) for s in seats]
    chrome.title_bar(draw, layout.WIDTH, title, info, heading, named)


def render(view: CaravanView, locale: str = "en") -> Image.Image:
    """Draw `view` (from `CaravanGame.view`) as an RGB image."""
    styles = palette.named_seat_styles(list(view.seat_colours))
    image = Image.new("RGB", (layout.WIDTH, layout.HEIGHT), palette.BACKGROUND)
    draw = Canvas(image).draw
    draw_title(draw, view, styles, locale)
    draw_board(draw, view, styles, locale)
    draw_info(draw, view, styles, locale)
    for seat in range(len(view.players)):
        draw_player(draw, view, seat, styles[seat], locale)
    draw_legend(draw, len(view.players), styles[0], locale)
    return image


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

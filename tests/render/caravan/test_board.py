"""What the Caravan board shows where: cities, goods spaces and demand, camels with
their goods (carried or stolen), and the last move."""

from __future__ import annotations

import itertools
import re

import pytest
from PIL import Image

from engine.caravan.data import CITY_AT_CELL, CITY_OF, GOOD_COLOUR, GOODS, GOODS_SPACES, cell
from engine.caravan.state import LastAction
from engine.caravan.view import CaravanView
from engine.i18n import translate
from render import palette, shapes
from render.caravan import board, layout, names, pieces
from tests.render.caravan.boards import GAME, colour_share, midgame, plain_view, rgb
from tests.render.conftest import TextLog

PLAIN = cell(5, 2)  # a cell that is neither a city nor a goods space


def test_city_names_come_from_the_engine_texts(text_log: TextLog) -> None:
    rgb(plain_view(), "de")
    for index, good in CITY_AT_CELL.items():
        drawn = "".join(text_log.inside(layout.cell_box(index))).replace("-", "")
        assert drawn == translate(f"caravan.city.{good}", "de"), good


def test_seat_names_from_the_service_appear_else_the_engine_default(text_log: TextLog) -> None:
    view = plain_view(2)
    rgb(view)
    assert {"P1", "P2"} <= set(text_log.texts)
    text_log.clear()
    view.seat_names = ["Ada", "Grace"]
    rgb(view)
    assert {"Ada", "Grace"} <= set(text_log.texts)


# -- the last move -----------------------------------------------------------------------


def _frame_points(index: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """A point on the left frame line at the start of the first dash, and one in a gap."""
    x0, y0, _, _ = layout.cell_box(index)
    inset = shapes.HIGHLIGHT_WIDTH // 2 + 1
    x = x0 + inset + 2
    return (x, y0 + inset + 4), (x, y0 + inset + 16 + 5)


def test_last_move_highlights_source_dashed_and_destination_solid() -> None:
    view = plain_view()
    source, target = cell(1, 3), cell(5, 3)  # plain cells
    view.players[0].camels[0].cell = target
    plain = rgb(view)
    view.last_action = LastAction(seat=0, kind="move", from_cell=source, to_cell=target)
    marked = rgb(view)
    on_dash_from, gap_from = _frame_points(source)
    on_dash_to, gap_to = _frame_points(target)
    assert marked.getpixel(on_dash_from) == palette.HIGHLIGHT
    assert marked.getpixel(gap_from) != palette.HIGHLIGHT  # dashed: the gap stays empty
    assert marked.getpixel(on_dash_to) == palette.HIGHLIGHT
    assert marked.getpixel(gap_to) == palette.HIGHLIGHT  # solid
    for point in (on_dash_from, gap_from, on_dash_to, gap_to):
        assert plain.getpixel(point) == pieces.SAND


def test_take_highlights_only_the_destination() -> None:
    view = plain_view()
    space = GOODS_SPACES[3]
    view.last_action = LastAction(seat=0, kind="take", to_cell=space, good="meat")
    image = rgb(view)
    assert image.getpixel(_frame_points(space)[1]) == palette.HIGHLIGHT
    for other in GOODS_SPACES.values():
        if other != space:
            assert image.getpixel(_frame_points(other)[0]) != palette.HIGHLIGHT


# -- camels and their goods --------------------------------------------------------------


def _laden(good: str, under: bool) -> tuple[Image.Image, layout.Token]:
    view = plain_view()
    camel = view.players[2].camels[0]
    camel.cell, camel.good, camel.under = PLAIN, good, under
    header = board.header_height(view, PLAIN, "en")
    token = layout.tokens(layout.cell_box(PLAIN), header, ["under" if under else "top"])[0]
    return rgb(view), token


def _runs(image: Image.Image, box: tuple[int, int, int, int], a: tuple, b: tuple) -> int:
    """How often the middle row of `box` changes between colours `a` and `b`."""
    y = (box[1] + box[3]) // 2
    seen = [image.getpixel((x, y)) for x in range(box[0] + 3, box[2] - 3)]
    kinds = [p for p in seen if p in (a, b)]
    return sum(1 for p, q in itertools.pairwise(kinds) if p != q)


@pytest.mark.parametrize("good", GOODS)
def test_a_stolen_good_shows_under_its_camel_in_full_for_every_colour(good: str) -> None:
    """Issue: a white stolen salt cube was hard to see. Every stolen good now hangs in
    full view below its camel, in a dark sling that sets it off from the sand."""
    colour = pieces.CUBE_COLOURS[GOOD_COLOUR[good]]
    image, token = _laden(good, under=True)
    x0, y0, x1, y1 = token.stolen
    visible = (x0, token.pill[3] + 1, x1, y1)
    assert visible[3] - visible[1] >= 16  # most of the cube shows below the pill
    assert colour_share(image, visible, colour) > 0.35
    assert colour_share(image, visible, pieces.SAND) == 0
    sling = layout.NORMAL.sling
    for point in ((x0 - sling + 1, (y0 + y1) // 2), (x1 + sling - 2, (y0 + y1) // 2)):
        assert image.getpixel(point) == palette.INK
    assert image.getpixel(((x0 + x1) // 2, y1 + sling - 1)) == palette.INK
    # Nothing rides on top of the camel.
    above = (token.carried[0], token.carried[1], token.carried[2], token.pill[1] - 1)
    assert colour_share(image, above, pieces.SAND) > 0.9


@pytest.mark.parametrize("good", GOODS)
def test_stolen_and_carried_goods_differ_without_relying_on_colour(good: str) -> None:
    """A carried good sits on the camel's right end, a stolen one hangs under its left
    end, striped in the ink that contrasts with its colour: place and pattern differ."""
    colour = pieces.CUBE_COLOURS[GOOD_COLOUR[good]]
    stripe = palette.readable_ink(colour)
    stolen_image, thief = _laden(good, under=True)
    carried_image, carrier = _laden(good, under=False)
    for token in (thief, carrier):
        assert token.stolen[1] > token.pill[3] - 8 and token.carried[3] < token.pill[1] + 8
        assert token.stolen[2] < token.carried[0]  # left end versus right end
    assert _runs(stolen_image, thief.stolen, colour, stripe) >= 2
    assert _runs(carried_image, carrier.carried, colour, stripe) == 0
    top = carrier.carried
    above = (top[0] + 3, top[1] + 7, top[2] - 3, carrier.pill[1] - 1)
    assert colour_share(carried_image, above, colour) > 0.5
    below = (carrier.stolen[0], carrier.pill[3] + 1, carrier.stolen[2], carrier.stolen[3])
    assert colour_share(carried_image, below, pieces.SAND) > 0.9


def test_every_camel_on_a_crowded_space_stays_visible(text_log: TextLog) -> None:
    view = plain_view()
    index = cell(2, 3)  # the meat city, crowded by six camels
    for seat in range(4):
        view.players[seat].camels[0].cell = index
    view.players[0].camels[1].cell = index
    view.players[1].camels[1].cell = index
    rgb(view)
    drawn = text_log.inside(layout.cell_box(index))
    first, second = names.camel_label(1), names.camel_label(2)
    assert sorted(t for t in drawn if t in (first, second)) == [first] * 4 + [second] * 2


def test_goods_never_hide_a_name_even_in_an_overcrowded_cell(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Twelve laden camels in the German gem city (its two-line name leaves the least
    room): the rows overlap, but goods are drawn before the camels, so every name looks
    the same as when the goods are left out."""
    index = CITY_OF["gems"]
    view = plain_view()
    present = [camel for seat in range(4) for camel in view.players[seat].camels[:3]]
    for n, camel in enumerate(present):
        camel.cell, camel.good, camel.under = index, GOODS[n % len(GOODS)], n % 2 == 1
    laden = rgb(view, "de")
    header = board.header_height(view, index, "de")
    slots = layout.tokens(layout.cell_box(index), header, [board.load(c) for c in present])
    assert slots[1].pill[1] - slots[0].pill[1] < layout.COMPACT.pill_h  # rows overlap
    monkeypatch.setattr(board, "draw_goods", lambda *args: None)
    bare = rgb(view, "de")
    assert bare.tobytes() != laden.tobytes()
    for token in slots:
        x0, y0, x1, y1 = token.pill
        middle = (y0 + y1) // 2
        name = (x0 + token.style.text_x, middle - 8, x1 - 3, middle + 8)
        assert laden.crop(name).tobytes() == bare.crop(name).tobytes(), token


def test_every_camel_name_is_drawn_by_the_one_naming_function(
    monkeypatch: pytest.MonkeyPatch, text_log: TextLog
) -> None:
    """Changing `names.camel_label` renames every camel on the image: on the board, in
    the reserve and in the legend; no old-style name is left."""
    monkeypatch.setattr(names, "camel_label", lambda number: "ABCDEF"[number - 1])
    view = GAME.view(midgame(), 0)
    view.last_action = None
    for seat in range(4):
        view.players[seat].camels[-1].cell = None  # some in reserve
    rgb(view)
    assert not [t for t in text_log.texts if re.fullmatch(r"c[1-6]", t)]
    on_board = sum(1 for p in view.players for c in p.camels if c.cell is not None)
    drawn = [t for t in text_log.texts if re.fullmatch(r"[A-F]", t)]
    assert len(drawn) == on_board + 4 + 2  # board, one reserve camel per seat, legend


def test_every_camel_shows_its_seat_shape(monkeypatch: pytest.MonkeyPatch) -> None:
    """Seats differ by shape as well as colour on every token (colour-blind readers)."""
    drawn: list[tuple[str, tuple[float, float]]] = []
    original = shapes.marker

    def recording(draw, shape, centre, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append((shape, centre))
        return original(draw, shape, centre, *args, **kwargs)

    monkeypatch.setattr(shapes, "marker", recording)
    view = GAME.view(midgame(), None)
    styles = palette.named_seat_styles(list(view.seat_colours))
    assert len({style.shape for style in styles}) == 4
    rgb(view)
    for index, present in board.camels_by_cell(view).items():
        header = board.header_height(view, index, "en")
        loads = [board.load(camel) for _, camel in present]
        for token, (seat, _) in zip(
            layout.tokens(layout.cell_box(index), header, loads), present, strict=True
        ):
            x0, y0, x1, y1 = token.pill
            inside = [s for s, (x, y) in drawn if x0 <= x <= x1 and y0 <= y <= y1]
            assert inside == [styles[seat].shape], (index, seat)


# -- goods spaces ------------------------------------------------------------------------


def test_goods_space_shows_number_good_and_demand_markers(text_log: TextLog) -> None:
    view = plain_view()
    space = view.spaces[0]
    space.good, space.demand = "salt", 7
    image = rgb(view)
    box = layout.cell_box(space.cell)
    badge, cube, (cx, cy) = board.space_parts(box)
    salt = pieces.CUBE_COLOURS[GOOD_COLOUR["salt"]]
    inner = (cube[0] + 4, cube[1] + 10, cube[2] - 4, cube[3] - 4)
    assert colour_share(image, inner, salt) > 0.8
    # The number on a dark square, the demand count on a round gold coin: two forms.
    assert text_log.inside(badge) == [str(space.number)]
    assert colour_share(image, badge, pieces.SPACE_BADGE) > 0.5
    coin = (round(cx - 15), round(cy - 16), round(cx + 15), round(cy + 12))
    assert text_log.inside(coin) == ["7"]
    assert colour_share(image, coin, pieces.COIN) > 0.3
    assert colour_share(image, badge, pieces.COIN) == 0
    space.good, space.demand = None, 0
    text_log.clear()
    image = rgb(view)
    assert colour_share(image, inner, salt) == 0
    assert colour_share(image, coin, pieces.COIN) == 0
    assert text_log.inside(coin) == []


def test_a_two_digit_demand_pile_keeps_both_digits(text_log: TextLog) -> None:
    view: CaravanView = plain_view()
    view.spaces[1].demand = 12
    rgb(view)
    _, _, (cx, cy) = board.space_parts(layout.cell_box(view.spaces[1].cell))
    assert text_log.inside((round(cx - 30), round(cy - 20), round(cx + 30), round(cy + 20))) == [
        "12"
    ]

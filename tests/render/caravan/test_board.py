"""The Caravan board image: validity, determinism, legibility and what is drawn where."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest
from PIL import Image, ImageChops

import engine
from engine.caravan.board import CITY_AT_CELL, GOOD_COLOUR, GOODS_SPACES, cell
from engine.caravan.state import CaravanState, LastAction
from engine.caravan.view import CaravanView
from engine.i18n import translate
from engine.playout import random_playout
from render import palette, render_board, shapes, typeface
from render.caravan import drawing as caravan
from render.caravan import layout as layout
from render.registry import draw
from tests.render.conftest import TextLog

GAME = engine.get("caravan")
MAX_PNG_BYTES = 600 * 1024


@cache
def playout(seats: int, seed: int) -> tuple[CaravanState, tuple]:
    state, log = random_playout(GAME, seats, seed)
    return state, tuple(log)  # type: ignore[return-value]


def states_of(seats: int, seed: int, samples: int) -> list[CaravanState]:
    """`samples` states spread over one full random playout, first and last included."""
    _, log = playout(seats, seed)
    state = GAME.setup(seats, None, seed)
    wanted = {round(i * len(log) / (samples - 1)) for i in range(samples)}
    found = [state] if 0 in wanted else []
    for index, (seat, move) in enumerate(log, start=1):
        state, _ = GAME.apply(state, seat, move)
        if index in wanted:
            found.append(state)
    return found


def midgame(seats: int = 4, seed: int = 11) -> CaravanState:
    return states_of(seats, seed, 3)[1]


def plain_view(seats: int = 4, viewer: int | None = None) -> CaravanView:
    """A freshly set-up game's view, for tests that place camels by hand."""
    view = GAME.view(GAME.setup(seats, None, 5), viewer)
    view.last_action = None
    return view


def rgb(view: CaravanView, locale: str = "en") -> Image.Image:
    return draw("caravan", view, locale)


def colour_share(image: Image.Image, box: tuple[int, int, int, int], colour: tuple) -> float:
    """Fraction of pixels in `box` that have exactly `colour`."""
    region = image.crop(box)
    counts = dict((pixel, n) for n, pixel in region.getcolors(region.width * region.height))
    return counts.get(colour, 0) / (region.width * region.height)


# -- validity, size, determinism ---------------------------------------------------------


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_png_is_valid_of_the_expected_size(seats: int) -> None:
    data = render_board("caravan", GAME.view(midgame(seats), None))
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG"
    image.verify()
    assert Image.open(io.BytesIO(data)).size == (layout.WIDTH, layout.height(seats))
    assert len(data) <= MAX_PNG_BYTES


def test_canvas_is_phone_sized() -> None:
    # Shown at half size on a phone: about 700 px wide, text at least 11 px.
    assert 1200 <= layout.WIDTH <= 1600
    assert layout.height(4) <= 2200
    assert typeface.MIN_FONT_SIZE / 2 >= 11


def test_rendering_is_deterministic_across_json_round_trip() -> None:
    state = midgame()
    first = render_board("caravan", GAME.view(state, 1), "de")
    assert render_board("caravan", GAME.view(state, 1), "de") == first
    restored = GAME.from_json(GAME.to_json(state))
    assert render_board("caravan", GAME.view(restored, 1), "de") == first
    view = GAME.view(state, 1)
    assert (
        render_board("caravan", CaravanView.model_validate_json(view.model_dump_json()), "de")
        == first
    )


@pytest.mark.parametrize(("seats", "seed"), [(2, 21), (3, 22), (4, 23)])
def test_every_sampled_state_of_a_playout_renders(seats: int, seed: int) -> None:
    states = states_of(seats, seed, 8)
    assert GAME.is_over(states[-1])
    for index, state in enumerate(states):
        viewer = None if index % 2 else index % seats
        image = rgb(GAME.view(state, viewer), "de" if index % 3 == 0 else "en")
        assert image.size == (layout.WIDTH, layout.height(seats))


def test_end_of_game_and_german_render_as_png() -> None:
    final = states_of(3, 22, 2)[-1]
    data = render_board("caravan", GAME.view(final, None), "de")
    assert Image.open(io.BytesIO(data)).size == (layout.WIDTH, layout.height(3))


# -- text: legibility and German -------------------------------------------------------


@pytest.mark.parametrize("locale", ["en", "de"])
def test_all_text_uses_the_shipped_font_at_a_legible_size(locale: str, text_log: TextLog) -> None:
    view = GAME.view(midgame(), 0)
    view.seat_names = ["Anna", "Bartholomäus von Übermaß", "Chen", "Dörte"]
    rgb(view, locale)
    assert text_log.calls
    assert min(text_log.sizes) >= typeface.MIN_FONT_SIZE >= 22
    assert all("DejaVu" in face.getname()[0] for _, face in text_log.calls)


def test_german_labels_are_drawn_with_glyphs_for_every_letter(text_log: TextLog) -> None:
    view = GAME.view(midgame(), None)
    view.seat_names = ["Jürgen", "Bärbel", "Jörg", "Grüße"]
    rgb(view, "de")
    drawn = "".join(text_log.texts)
    for word in ("Marrakesch", "Fleischmarkt", "Jürgen", "türkis", "Beutel"):
        assert word in drawn or word in " ".join(text_log.texts), word
    special = {ch for ch in drawn if not ch.isascii()}
    assert {"ü", "ä", "ö", "ß"} <= special
    for text, face in text_log.calls:
        for ch in {c for c in text if not c.isascii() and not c.isspace()}:
            assert face.getmask(ch).getbbox() is not None, (ch, text)


def test_seat_names_from_the_service_appear_else_the_engine_default(text_log: TextLog) -> None:
    view = plain_view(2)
    rgb(view)
    assert {"P1", "P2"} <= set(text_log.texts)
    text_log.clear()
    view.seat_names = ["Ada", "Grace"]
    rgb(view)
    assert {"Ada", "Grace"} <= set(text_log.texts)


def test_city_names_come_from_the_engine_texts(text_log: TextLog) -> None:
    rgb(plain_view(), "de")
    joined = " ".join(text_log.texts).replace("- ", "").replace("-", "")
    for good in CITY_AT_CELL.values():
        assert translate(f"caravan.city.{good}", "de").replace(" ", "") in joined.replace(" ", "")


# -- what is drawn where ---------------------------------------------------------------


def _frame_points(index: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """A point on the top frame line at the start of the first dash, and one in a gap."""
    x0, y0, _, _ = layout.cell_box(index)
    inset = shapes.HIGHLIGHT_WIDTH // 2 + 1
    y = y0 + inset + 2
    return (x0 + inset + 4, y), (x0 + inset + 16 + 5, y)


def test_last_move_highlights_source_dashed_and_destination_solid() -> None:
    view = plain_view()
    source, target = cell(1, 3), cell(3, 3)  # plain cells
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
        assert plain.getpixel(point) == caravan.SAND


def test_take_highlights_only_the_destination() -> None:
    view = plain_view()
    space = GOODS_SPACES[3]
    view.last_action = LastAction(seat=0, kind="take", to_cell=space, good="meat")
    image = rgb(view)
    assert image.getpixel(_frame_points(space)[1]) == palette.HIGHLIGHT
    for other in GOODS_SPACES.values():
        if other != space:
            assert image.getpixel(_frame_points(other)[0]) != palette.HIGHLIGHT


def _token(view: CaravanView, index: int, count: int = 1) -> layout.Token:
    header = caravan.header_height(view, index, "en")
    return layout.tokens(layout.cell_box(index), header, count)[0]


def _below_pill(token: layout.Token) -> tuple[int, int, int, int]:
    x0, _, x1, y1 = token.stolen
    return (x0 + 3, token.pill[3] + 2, x1 - 3, y1 - 3)


def _above_pill(token: layout.Token) -> tuple[int, int, int, int]:
    x0, y0, x1, _ = token.carried
    return (x0 + 3, y0 + 9, x1 - 3, token.pill[1] - 2)


def test_stolen_good_is_drawn_under_the_camel_and_carried_good_on_top() -> None:
    index = cell(5, 2)  # a plain cell
    gems = caravan.CUBE_COLOURS[GOOD_COLOUR["gems"]]
    view = plain_view()
    camel = view.players[2].camels[0]
    camel.cell = index
    token = _token(view, index)
    empty = rgb(view)
    camel.good, camel.under = "gems", True
    stolen = rgb(view)
    camel.under = False
    carried = rgb(view)
    # Nothing laden: sand above and below the pill.
    assert colour_share(empty, _below_pill(token), caravan.SAND) > 0.9
    assert colour_share(empty, _above_pill(token), caravan.SAND) > 0.9
    # Stolen: the good shows below the pill (hatched), nothing above it.
    assert colour_share(stolen, _below_pill(token), gems) > 0.3
    assert colour_share(stolen, _above_pill(token), caravan.SAND) > 0.9
    # Carried: the good sits above the pill, nothing below it.
    assert colour_share(carried, _above_pill(token), gems) > 0.3
    assert colour_share(carried, _below_pill(token), caravan.SAND) > 0.9


def test_goods_space_shows_its_good_and_demand(text_log: TextLog) -> None:
    view = plain_view()
    space = view.spaces[0]
    space.good, space.demand = "salt", 7
    image = rgb(view)
    assert "7" in text_log.texts
    x0, y0, _, _ = layout.cell_box(space.cell)
    salt = caravan.CUBE_COLOURS[GOOD_COLOUR["salt"]]
    assert colour_share(image, (x0 + 52, y0 + 20, x0 + 80, y0 + 36), salt) > 0.8
    space.good = None
    assert colour_share(rgb(view), (x0 + 52, y0 + 20, x0 + 80, y0 + 36), salt) == 0


def test_every_camel_on_a_crowded_space_stays_visible(text_log: TextLog) -> None:
    view = plain_view()
    index = cell(2, 3)  # the meat city: a two-line-free header, crowded by six camels
    for seat in range(4):
        view.players[seat].camels[0].cell = index
    view.players[0].camels[1].cell = index
    view.players[1].camels[1].cell = index
    rgb(view)
    drawn = text_log.inside(layout.cell_box(index))
    assert sorted(t for t in drawn if t.startswith("c")) == ["c1"] * 4 + ["c2"] * 2


@pytest.mark.parametrize("count", range(1, 10))
def test_token_slots_keep_every_id_readable(count: int) -> None:
    for index in (cell(3, 3), cell(0, 3), GOODS_SPACES[1]):
        view = plain_view()
        box = layout.cell_box(index)
        slots = layout.tokens(box, caravan.header_height(view, index, "de"), count)
        assert len(slots) == count
        for i, token in enumerate(slots):
            px0, py0, px1, py1 = token.pill
            assert box[0] <= px0 and px1 <= box[2] and box[1] <= py0 and py1 <= box[3]
            text_end = px0 + (50 if token.compact else 58)
            text_band = (px0 + 6, (py0 + py1) // 2 - 8, text_end, (py0 + py1) // 2 + 8)
            for later in slots[i + 1 :]:
                lx0, ly0, lx1, ly1 = later.pill
                overlap = not (
                    lx1 <= text_band[0]
                    or lx0 >= text_band[2]
                    or ly1 <= text_band[1]
                    or ly0 >= text_band[3]
                )
                assert not overlap, (count, i)


def test_viewer_panel_is_emphasised_and_acting_seat_outlined() -> None:
    view = plain_view(viewer=2)
    view.to_act = [1]
    image = rgb(view)
    for seat in range(4):
        x0, _, x1, y1 = layout.panel_box(seat)
        inside = (x1 - 30, y1 - 20)
        expected = palette.PANEL_EMPHASIS if seat == 2 else palette.PANEL
        assert image.getpixel(inside) == expected, seat
        edge = (x0 + 60, y1 - 2)
        assert (image.getpixel(edge) == palette.HIGHLIGHT) == (seat == 1), seat
    spectator = plain_view(viewer=None)
    assert render_board("caravan", spectator) != render_board("caravan", plain_view(viewer=2))


def test_panels_show_delivered_goods_markers_and_penalty(text_log: TextLog) -> None:
    view = plain_view()
    player = view.players[1]
    player.delivered = ["ivory", "meat", "meat"]
    player.demand = 5
    player.theft_markers = 3
    for camel, good in zip(player.camels[:3], ["salt", "hides", "paper"], strict=True):
        camel.cell, camel.good = cell(6, 1), good
    view.scores[1] = view.scores[1].model_copy(update={"held": 3, "penalty": 3, "total": 19})
    rgb(view)
    texts = text_log.texts
    line2 = [t for t in text_log.inside(layout.panel_box(1)) if t in {"1", "2"}]
    assert line2.count("2") == 1 and line2.count("1") == 1  # two meat, one ivory
    assert "5" in texts
    assert "Theft markers: 3" in texts
    assert "Held: 3 (−3)" in texts
    assert "19" in texts


def test_png_palette_keeps_the_drawn_colours() -> None:
    view = GAME.view(midgame(), 2)
    drawn = rgb(view, "de")
    decoded = Image.open(io.BytesIO(render_board("caravan", view, "de"))).convert("RGB")
    histogram = ImageChops.difference(drawn, decoded).convert("L").histogram()
    total = sum(histogram)
    assert sum(histogram[:9]) / total > 0.999  # within 8 units almost everywhere
    assert sum(n * level for level, n in enumerate(histogram)) / total < 2


def test_info_strip_shows_bag_last_move_and_end_notice(text_log: TextLog) -> None:
    view = plain_view()
    view.seat_names = ["Ada", "Bo", "Cy", "Di"]
    view.bag_count, view.bag_by_good = 11, {"ivory": 4, "salt": 7}
    view.last_action = LastAction(
        seat=2, kind="carry", from_cell=cell(1, 1), to_cell=cell(0, 3), good="ivory", delivered=True
    )
    rgb(view)
    assert {"Bag: 11", "4", "7"} <= set(text_log.texts)
    assert "Last move: Cy delivered ivory (b2 → d1)" in text_log.texts
    text_log.clear()
    view.end_triggered, view.bag_count, view.bag_by_good = True, 0, {}
    rgb(view, "de")
    assert "Beutel leer: die nächste Lieferung beendet das Spiel" in text_log.texts
    assert "Letzter Zug: Cy lieferte Elfenbein (b2 → d1)" in text_log.texts


def test_same_bytes_in_a_fresh_process_with_other_hash_seed() -> None:
    """No process state (hash order, caches, the palette build) leaks into the bytes."""
    state = midgame(3, 31)
    script = (
        "import sys, engine, render\n"
        "g = engine.get('caravan')\n"
        "state = g.from_json(sys.stdin.read())\n"
        "sys.stdout.buffer.write(render.render_board('caravan', g.view(state, 0), 'de'))\n"
    )
    root = Path(__file__).resolve().parents[3]
    result = subprocess.run(
        [sys.executable, "-c", script],
        input=GAME.to_json(state).encode(),
        capture_output=True,
        check=True,
        cwd=root,
        env={**os.environ, "PYTHONHASHSEED": "12345", "PYTHONPATH": str(root)},
        timeout=120,
    )
    assert result.stdout == render_board("caravan", GAME.view(state, 0), "de")


def test_legend_explains_the_symbols(text_log: TextLog) -> None:
    view = plain_view(3)
    rgb(view, "de")
    legend = (0, layout.legend_y(3), layout.WIDTH, layout.height(3))
    drawn = text_log.inside(legend)
    assert "gestohlen, sicher bis bewegt" in drawn and "selten: 6 Punkte" in drawn
    assert drawn.count("c1") == 2  # a carrying and a thieving camel as examples


def test_final_board_names_the_winner_and_every_place(text_log: TextLog) -> None:
    game = engine.get("caravan")
    final, _ = random_playout(game, 3, 4)
    view = game.view(final, None)
    view.seat_names = ["Anna", "Björn", "Chloé"]
    result = game.result(final)
    render_board("caravan", view, "de")
    assert "Sieg:" in text_log.texts
    for winner in result.winners:
        assert view.seat_names[winner] in text_log.texts
    places = sorted(t for t in text_log.texts if t.startswith("Platz "))
    assert places == sorted(f"Platz {s.rank}" for s in result.standings)

"""The Macao board image: validity, determinism, playouts, locales, private information,
and that the key elements are drawn where the layout puts them."""

from __future__ import annotations

import io
from functools import cache

import pytest
from PIL import Image

import engine
from engine.macao.state import MacaoState
from engine.macao.view import MacaoView
from engine.playout import random_playout
from render import palette, render_board, typeface
from render.macao import board as board
from render.macao import drawing as macao
from render.macao import layout as layout
from render.macao import style as style
from render.registry import draw
from tests.render.conftest import TextLog

GAME = engine.get("macao")
MAX_PNG_BYTES = 1024 * 1024
NAMES = ["Anna", "Bartholomäus", "Chen", "Dörte"]


@cache
def playout(seats: int, seed: int, dice_order: str = "simultaneous") -> tuple:
    _, log = random_playout(GAME, seats, seed, {"dice_order": dice_order})
    return tuple(log)


def states_of(seats: int, seed: int, samples: int, dice_order: str = "simultaneous") -> list:
    """`samples` states spread over one random playout, first and last included."""
    log = playout(seats, seed, dice_order)
    state = GAME.setup(seats, {"dice_order": dice_order}, seed)
    wanted = {round(i * len(log) / (samples - 1)) for i in range(samples)}
    found = [state] if 0 in wanted else []
    for index, (seat, move) in enumerate(log, start=1):
        state, _ = GAME.apply(state, seat, move)
        if index in wanted:
            found.append(state)
    return found


@cache
def midgame(seats: int = 4, seed: int = 11) -> MacaoState:
    return states_of(seats, seed, 3)[1]


def view_of(state: MacaoState, viewer: int | None = 0) -> MacaoView:
    view = GAME.view(state, viewer)
    view.seat_names = NAMES[: len(view.players)]
    return view


def replay_until(seats: int, seed: int, done) -> MacaoState:  # type: ignore[no-untyped-def]
    """The first state of a seeded playout for which `done(state)` holds."""
    state = GAME.setup(seats, None, seed)
    for seat, move in playout(seats, seed):
        state, _ = GAME.apply(state, seat, move)
        if done(state):
            return state
    raise AssertionError("the playout never reached the wanted state")


def pixel(image: Image.Image, xy: tuple[float, float]) -> tuple[int, int, int]:
    return image.getpixel((round(xy[0]), round(xy[1])))  # type: ignore[return-value]


def share(image: Image.Image, box: tuple[int, int, int, int], colour: tuple) -> float:
    """Fraction of the pixels in `box` that have exactly `colour`."""
    crop = image.crop(box)
    counts = dict((c, n) for n, c in crop.getcolors(crop.width * crop.height) or [])
    return counts.get(colour, 0) / (crop.width * crop.height)


# -- the file -------------------------------------------------------------------------


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_png_is_valid_with_the_layout_size_and_under_one_mebibyte(seats: int) -> None:
    view = view_of(midgame(seats))
    data = render_board("macao", view)
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    assert len(data) < MAX_PNG_BYTES
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.size == (layout.WIDTH, layout.height(view))


def test_final_boards_stay_under_one_mebibyte() -> None:
    for seats in (2, 4):
        final = states_of(seats, 5, 2)[-1]
        for viewer in (None, 0):
            assert len(render_board("macao", view_of(final, viewer), "de")) < MAX_PNG_BYTES


def test_rendering_is_deterministic_also_after_a_json_round_trip() -> None:
    state = midgame()
    first = render_board("macao", view_of(state), "en")
    assert render_board("macao", view_of(state), "en") == first
    again = GAME.state_model.model_validate_json(state.model_dump_json())
    assert render_board("macao", view_of(again), "en") == first


# -- every state of random playouts ---------------------------------------------------


@pytest.mark.parametrize(
    ("seats", "seed", "dice_order"),
    [(2, 1, "simultaneous"), (3, 2, "simultaneous"), (4, 3, "simultaneous"), (4, 4, "wall_order")],
)
def test_states_sampled_from_random_playouts_render(seats: int, seed: int, dice_order: str) -> None:
    for index, state in enumerate(states_of(seats, seed, 7, dice_order)):
        viewer = None if index % 2 else index % seats
        locale = "de" if index % 3 == 0 else "en"
        image = draw("macao", view_of(state, viewer), locale)
        assert image.size == (layout.WIDTH, layout.height(view_of(state, viewer)))


def test_every_text_is_legible_at_half_size(text_log: TextLog) -> None:
    board.base_layer.cache_clear()
    style.clear_caches()
    draw("macao", view_of(midgame()), "de")
    assert text_log.texts
    assert min(text_log.sizes) >= typeface.MIN_FONT_SIZE


# -- locales --------------------------------------------------------------------------


def test_german_labels_come_from_the_catalogue(text_log: TextLog) -> None:
    view = view_of(midgame())
    board.base_layer.cache_clear()  # the printed board's headings are drawn once per locale
    style.clear_caches()  # and every string is rasterised once
    draw("macao", view, "de")
    german = set(text_log.texts)
    text_log.calls.clear()
    text_log.positions.clear()
    style.clear_caches()
    draw("macao", view, "en")
    english = set(text_log.texts)
    assert {"Stadt", "Meer", "Tribut", "Würfel"} <= german
    assert {"City", "Sea", "Tribute", "Dice"} <= english
    assert not any(text.startswith("render.") or text.startswith("macao.") for text in german)


def test_goods_codes_are_distinct_in_both_languages() -> None:
    for locale in ("en", "de"):
        codes = style.good_codes(locale)
        assert len(set(codes.values())) == len(codes) == 8


# -- private information --------------------------------------------------------------


def test_a_secret_dice_choice_shows_only_in_the_choosers_view() -> None:
    def one_chose(state: MacaoState) -> bool:
        return state.phase == "dice" and sum(1 for p in state.players if p.dice) == 1

    state = replay_until(4, 21, one_chose)
    chooser = next(s for s, p in enumerate(state.players) if p.dice)
    other = (chooser + 1) % 4
    mine, theirs, spectator = (
        draw("macao", view_of(state, viewer)) for viewer in (chooser, other, None)
    )
    colour = GAME.view(state, chooser).players[chooser].dice[0]  # type: ignore[index]
    die = board.die_box(list(style.CUBE_COLOURS).index(colour))
    under = (die[0] - 4, die[3] + 6, die[2] + 4, die[3] + 34)
    seat_fill = palette.seat_style(chooser).fill
    assert share(mine, under, seat_fill) > 0.02
    assert share(theirs, under, seat_fill) == 0
    assert share(spectator, under, seat_fill) == 0


# -- what is drawn where --------------------------------------------------------------


def test_the_last_move_is_framed_where_it_happened() -> None:
    def took_district(state: MacaoState) -> bool:
        return (state.last_move or "").startswith("district")

    state = replay_until(4, 3, took_district)
    view = view_of(state)
    district = (view.last_move or "").split()[1]
    marks = macao.highlights(view)
    assert len(marks) == 1 and marks[0].hex is not None
    image = draw("macao", view)
    top_vertex = layout.hex_points(marks[0].hex, 3)[0]
    assert pixel(image, top_vertex) == palette.HIGHLIGHT
    centre = layout.hex_centre(next(d.pos for d in view.city if d.id == district))
    assert marks[0].hex == centre
    # Without a last move, nothing there is drawn in the highlight colour.
    view.last_move = None
    assert pixel(draw("macao", view), top_vertex) != palette.HIGHLIGHT


def test_a_ship_move_frames_the_destination() -> None:
    state = replay_until(3, 2, lambda s: (s.last_move or "").startswith("ship"))
    view = view_of(state)
    marks = macao.highlights(view)
    assert len(marks) == 1
    x0, y0, x1, y1 = marks[0].box
    image = draw("macao", view)
    assert pixel(image, ((x0 + x1) / 2, y0 + 2)) == palette.HIGHLIGHT
    seat = view.last_seat
    ship = view.players[seat].ship  # type: ignore[index]
    node = next(n for n in view.sea if n.id == ship)
    nx0, ny0, nx1, ny1 = layout.node_box(node.pos, node.kind, layout.view_sea_frame(view))
    assert x0 < nx0 and y0 < ny0 and x1 > nx1 and y1 > ny1


def test_owner_markers_sit_on_their_districts() -> None:
    state = midgame(4, 11)
    view = view_of(state)
    owned = [d for d in view.city if d.owner is not None]
    assert owned, "the mid-game sample should have taken districts"
    image = draw("macao", view)
    for d in owned:
        cx, cy = layout.hex_centre(d.pos)
        assert pixel(image, (cx, cy + 8)) == palette.seat_style(d.owner).fill  # type: ignore[arg-type]
    free = next(d for d in view.city if d.owner is None)
    cx, cy = layout.hex_centre(free.pos)
    assert pixel(image, (cx, cy + 8)) not in {palette.seat_style(s).fill for s in range(4)}


def test_wall_discs_are_stacked_top_first_on_their_spaces() -> None:
    view = view_of(midgame())
    image = draw("macao", view)
    for stack in view.wall:
        x0, y0, x1, _ = layout.wall_space_box(stack.space)
        for i, seat in enumerate(stack.seats):
            cy = y0 + 34 + layout.DISC_STEP / 2 + i * layout.DISC_STEP
            assert pixel(image, ((x0 + x1) / 2, cy)) == palette.seat_style(seat).fill


def test_tribute_track_marks_the_round_rates() -> None:
    view = view_of(midgame())
    image = draw("macao", view)
    gold_cell = board.track_cell(0, view.tribute_gold)
    pp_cell = board.track_cell(1, view.tribute_pp)
    assert pixel(image, (gold_cell[0] + 4, gold_cell[1] + 4)) == style.GOLD
    assert pixel(image, (pp_cell[0] + 4, pp_cell[1] + 4)) == style.PP_FILL


def test_supply_cubes_are_drawn_in_their_colours() -> None:
    state = replay_until(4, 8, lambda s: s.phase == "actions" and sum(s.players[0].supply) > 0)
    view = view_of(state)
    image = draw("macao", view)
    panel = layout.panel_layouts(view)[0]
    cell = layout.rose_cell(panel, 0)
    present = [c for c in style.CUBE_COLOURS if view.players[0].supply.get(c)]
    for row, colour in enumerate(present):
        y = cell[1] + layout.ROSE_TITLE + 3 + row * layout.ROSE_ROW
        # Below the cube's lit top band: the cube's own colour.
        assert pixel(image, (cell[0] + 18 + 3, y + 2 + 20)) == style.CUBE_COLOURS[colour]


def test_ships_are_drawn_at_their_sea_spaces() -> None:
    view = view_of(midgame())
    image = draw("macao", view)
    for node in view.sea:
        if node.kind == "sea" and len(node.ships) == 1:
            centre = layout.sea_point(node.pos, layout.view_sea_frame(view))
            assert pixel(image, centre) == palette.seat_style(node.ships[0]).fill


def test_the_final_board_ranks_seats_as_the_engine_does() -> None:
    for seats, seed in ((2, 5), (3, 6), (4, 7)):
        final = states_of(seats, seed, 2)[-1]
        view = view_of(final, None)
        assert view.is_over
        expected = [(s.rank, s.seat, s.score) for s in GAME.result(final).standings]
        assert board.standings(view) == expected
        scores = {s.seat: s.score for s in GAME.result(final).standings}
        assert all(view.players[seat].projected == scores[seat] for seat in scores)


def test_the_final_board_lists_the_standings(text_log: TextLog) -> None:
    final = states_of(4, 7, 2)[-1]
    view = view_of(final, None)
    board.base_layer.cache_clear()
    style.clear_caches()
    draw("macao", view, "en")
    _, winner, points = board.standings(view)[0]
    assert f"{points} PP" in text_log.texts
    assert any(text.startswith("Final score: 1. " + NAMES[winner]) for text in text_log.texts)


def test_the_viewers_panel_is_emphasised_and_a_spectators_is_not() -> None:
    state = midgame()
    panel = layout.panel_layouts(view_of(state))[2]
    inside = (panel.box[2] - 30, panel.box[3] - 8)
    seat_view = draw("macao", view_of(state, 2))
    spectator = draw("macao", view_of(state, None))
    assert pixel(seat_view, inside) == palette.PANEL_EMPHASIS
    assert pixel(spectator, inside) == palette.PANEL


def test_after_the_draft_the_panel_shows_the_coming_offices() -> None:
    state = replay_until(4, 3, lambda s: s.phase == "actions" and s.round == 3)
    view = view_of(state)
    mode, cards, first = board.offer_cards(view)
    assert (mode, first) == ("offices", 4)
    assert [card.id for _, card in cards[:2]] == [card.id for card in view.offices[3]]
    assert {badge for badge, _ in cards} == {"4", "5", "6"}


def test_cards_on_offer_are_numbered_as_take_card_counts_them() -> None:
    state = replay_until(3, 2, lambda s: s.phase == "draft" and len(s.display) >= 4)
    view = view_of(state)
    mode, cards, _ = board.offer_cards(view)
    assert mode == "offer"
    assert [(badge, card.id) for badge, card in cards] == [
        (str(i), card.id) for i, card in enumerate(view.display, start=1)
    ]


def first_state_per_move_kind(seats: int, seed: int) -> dict[str, MacaoState]:
    """The first state after each kind of move (by its notation's first word)."""
    found: dict[str, MacaoState] = {}
    state = GAME.setup(seats, {"dice_order": "wall_order"}, seed)
    for seat, move in playout(seats, seed, "wall_order"):
        state, _ = GAME.apply(state, seat, move)
        found.setdefault(GAME.format_move(move).split()[0], state)
    return found


def test_every_kind_of_last_move_gets_its_frame_on_the_board() -> None:
    found = first_state_per_move_kind(4, 4)
    framed = {"take", "start", "dice", "district", "ship", "wall", "tribute", "activate"}
    framed |= {"use", "deliver", "joker", "pay", "advance"}
    assert framed <= set(found), sorted(found)
    for kind, state in found.items():
        view = view_of(state, None)
        marks = macao.highlights(view)
        if kind in ("pass", "discard"):
            assert marks == [], kind
            continue
        assert marks, kind
        image = draw("macao", view)
        for mark in marks:
            x0, y0, x1, y1 = mark.box
            assert 0 <= x0 < x1 <= image.width and 0 <= y0 < y1 <= image.height, kind
            if mark.hex is None:
                assert pixel(image, ((x0 + x1) / 2, y0 + 2)) == palette.HIGHLIGHT, kind
            else:
                assert pixel(image, layout.hex_points(mark.hex, 3)[0]) == palette.HIGHLIGHT


def test_sea_spaces_and_ports_do_not_overlap_and_stay_in_the_sea() -> None:
    view = view_of(midgame())
    frame = layout.view_sea_frame(view)
    boxes = [layout.node_box(node.pos, node.kind, frame) for node in view.sea]
    sea = layout.SEA_BOX
    for i, a in enumerate(boxes):
        assert sea[0] <= a[0] and a[2] <= sea[2] and sea[1] + layout.HEADING <= a[1]
        assert a[3] <= sea[3]
        for b in boxes[i + 1 :]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)


def test_district_hexes_stay_in_the_city_panel() -> None:
    view = view_of(midgame())
    city = layout.CITY_BOX
    for d in view.city:
        for x, y in layout.hex_points(layout.hex_centre(d.pos)):
            assert city[0] <= x <= city[2] and city[1] + layout.HEADING <= y <= city[3]

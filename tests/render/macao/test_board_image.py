"""The Macao images: validity, determinism, playouts, locales, private information, and
that the key elements are drawn where the layouts put them."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from engine.macao.moves import TakeDistrict
from engine.macao.state import MacaoState
from render import palette, render_images, typeface
from render.macao import drawing as macao
from render.macao import header as header
from render.macao import highlights as highlights
from render.macao import layout as layout
from render.macao import offer as offer
from render.macao import panel_layout as panel_layout
from render.macao import pieces as pieces
from render.macao import track as track
from render.registry import draw, draw_all
from tests.render.conftest import TextLog
from tests.render.macao.boards import (
    GAME,
    NAMES,
    forget_drawn_text,
    midgame,
    pixel,
    playout,
    replay_until,
    share,
    states_of,
    view_of,
)
from tests.render.macao.conftest import Drawn


def panels_of(view) -> Image.Image:  # type: ignore[no-untyped-def]
    return draw_all("macao", view, "en")[1]


# -- the files ------------------------------------------------------------------------


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_a_message_is_a_valid_board_png_and_a_players_png(seats: int) -> None:
    view = view_of(midgame(seats))
    card, board, players = render_images("macao", view)
    for data in (card, board, players):
        assert data.startswith(b"\x89PNG\r\n\x1a\n")
    image = Image.open(io.BytesIO(board))
    image.load()
    assert image.size == (layout.WIDTH, layout.HEIGHT)
    panels = Image.open(io.BytesIO(players))
    layouts = panel_layout.panel_layouts(view)
    assert panels.size == (panel_layout.WIDTH, panel_layout.height(layouts))


def test_rendering_is_deterministic_also_after_a_json_round_trip() -> None:
    state = midgame()
    first = render_images("macao", view_of(state), "en")
    assert render_images("macao", view_of(state), "en") == first
    again = GAME.state_model.model_validate_json(state.model_dump_json())
    assert render_images("macao", view_of(again), "en") == first


# -- every state of random playouts ---------------------------------------------------


@pytest.mark.parametrize(
    ("seats", "seed", "dice_order"),
    [(2, 1, "simultaneous"), (3, 2, "simultaneous"), (4, 3, "simultaneous"), (4, 4, "wall_order")],
)
def test_states_sampled_from_random_playouts_render(seats: int, seed: int, dice_order: str) -> None:
    for index, state in enumerate(states_of(seats, seed, 7, dice_order)):
        viewer = None if index % 2 else index % seats
        locale = "de" if index % 3 == 0 else "en"
        view = view_of(state, viewer)
        board, players = draw_all("macao", view, locale)
        assert board.size == (layout.WIDTH, layout.HEIGHT)
        assert players.height == panel_layout.height(panel_layout.panel_layouts(view, locale))


def test_every_text_is_legible_at_half_size(text_log: TextLog) -> None:
    forget_drawn_text()
    draw_all("macao", view_of(midgame()), "de")
    assert text_log.texts
    assert min(text_log.sizes) >= typeface.MIN_FONT_SIZE


# -- locales --------------------------------------------------------------------------


def test_german_labels_come_from_the_catalogue(text_log: TextLog) -> None:
    view = view_of(midgame())
    forget_drawn_text()
    draw_all("macao", view, "de")
    german = set(text_log.texts)
    text_log.clear()
    forget_drawn_text()
    draw_all("macao", view, "en")
    english = set(text_log.texts)
    assert {"Stadt", "Meer", "Tribut", "Würfel", "Windrose", "Aktivierte Karten"} <= german
    assert {"City", "Sea", "Tribute", "Dice", "Wind rose", "Activated cards"} <= english
    assert not any(text.startswith("render.") or text.startswith("macao.") for text in german)


def test_goods_codes_are_distinct_in_both_languages() -> None:
    for locale in ("en", "de"):
        codes = pieces.good_codes(locale)
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
    die = track.die_box(list(pieces.CUBE_COLOURS).index(colour))
    under = (die[0] - 4, die[3] + 6, die[2] + 4, die[3] + 34)
    seat_fill = palette.seat_style(chooser).fill
    assert share(mine, under, seat_fill) > 0.02
    assert share(theirs, under, seat_fill) == 0
    assert share(spectator, under, seat_fill) == 0


# -- what is drawn where --------------------------------------------------------------


def test_the_last_move_is_framed_where_it_happened() -> None:
    def took_district(state: MacaoState) -> bool:
        return last_kind(state) == "district"

    state = replay_until(4, 3, took_district)
    view = view_of(state)
    assert view.last_move is not None and isinstance(view.last_move.move, TakeDistrict)
    district = view.last_move.move.district
    marks = highlights.highlights(view)
    assert len(marks) == 1 and marks[0].hex is not None
    image = draw("macao", view)
    top_vertex = layout.hex_points(marks[0].hex, 3)[0]
    assert pixel(image, top_vertex) == palette.HIGHLIGHT
    centre = layout.hex_centre(next(d.pos for d in view.city if d.id == district))
    assert marks[0].hex == centre
    # Without a last move, nothing there is drawn in the highlight colour.
    view.last_move = None
    assert pixel(draw("macao", view), top_vertex) != palette.HIGHLIGHT


@pytest.mark.parametrize(
    ("locale", "words"),
    [("en", "Last move: {} took district {} ("), ("de", "Letzter Zug: {} nahm Stadtteil {} (")],
)
def test_the_header_says_what_happened_naming_who(locale: str, words: str) -> None:
    state = replay_until(4, 3, lambda s: last_kind(s) == "district")
    view = view_of(state)
    assert view.last_move is not None and isinstance(view.last_move.move, TakeDistrict)
    name, district = NAMES[view.last_move.seat], view.last_move.move.district
    assert header.last_move_text(view, locale).startswith(words.format(name, district))


def test_the_header_says_only_that_a_hidden_dice_choice_was_made() -> None:
    state = replay_until(4, 3, lambda s: last_kind(s) == "dice" and s.phase == "dice")
    chooser = state.last_move.seat  # type: ignore[union-attr]
    for viewer in (None, (chooser + 1) % 4):
        view = view_of(state, viewer)
        said = header.last_move_text(view, "en")
        assert said == f"Last move: {NAMES[chooser]} chose 2 dice (shown when everyone has chosen)."
    own = header.last_move_text(view_of(state, chooser), "en")
    assert own.startswith(f"Last move: {NAMES[chooser]} chose the dice ")


def test_a_ship_move_frames_the_destination() -> None:
    state = replay_until(3, 2, lambda s: last_kind(s) == "ship")
    view = view_of(state)
    marks = highlights.highlights(view)
    assert len(marks) == 1
    x0, y0, x1, y1 = marks[0].box
    image = draw("macao", view)
    assert pixel(image, ((x0 + x1) / 2, y0 + 2)) == palette.HIGHLIGHT
    assert view.last_move is not None
    ship = view.players[view.last_move.seat].ship
    node = next(n for n in view.sea if n.id == ship)
    nx0, ny0, nx1, ny1 = layout.node_box(node.pos, node.kind, layout.view_sea_frame(view))
    assert x0 < nx0 and y0 < ny0 and x1 > nx1 and y1 > ny1


def test_owner_markers_sit_on_their_districts() -> None:
    view = view_of(midgame(4, 11))
    owned = [d for d in view.city if d.owner is not None]
    assert owned, "the mid-game sample should have taken districts"
    image = draw("macao", view)
    for d in owned:
        cx, cy = layout.hex_centre(d.pos)
        assert pixel(image, (cx, cy + 10)) == palette.seat_style(d.owner).fill  # type: ignore[arg-type]
    free = next(d for d in view.city if d.owner is None)
    cx, cy = layout.hex_centre(free.pos)
    assert pixel(image, (cx, cy + 10)) not in {palette.seat_style(s).fill for s in range(4)}


def test_wall_discs_are_stacked_top_first_on_their_spaces() -> None:
    view = view_of(midgame())
    image = draw("macao", view)
    for stack in view.wall:
        for i, seat in enumerate(stack.seats):
            centre = layout.disc_centre(stack.space, i)
            assert pixel(image, centre) == palette.seat_style(seat).fill


def test_the_turn_order_under_the_wall_names_every_player_in_order(drawn: Drawn) -> None:
    view = view_of(midgame())
    draw("macao", view, "en")
    listed = drawn.inside(layout.turn_order_box())
    names = [text for text in listed if text in NAMES]
    assert names == [NAMES[seat] for seat in view.order]
    assert [text for text in listed if text.endswith(".")] == ["1.", "2.", "3.", "4."]


def test_tribute_track_marks_the_round_rates() -> None:
    view = view_of(midgame())
    image = draw("macao", view)
    gold_cell = track.track_cell(0, view.tribute_gold)
    pp_cell = track.track_cell(1, view.tribute_pp)
    assert pixel(image, (gold_cell[0] + 4, gold_cell[1] + 4)) == pieces.GOLD
    assert pixel(image, (pp_cell[0] + 4, pp_cell[1] + 4)) == pieces.PP_FILL


def test_supply_cubes_are_drawn_in_their_colours() -> None:
    state = replay_until(4, 8, lambda s: s.phase == "actions" and sum(s.players[0].supply) > 0)
    view = view_of(state)
    image = panels_of(view)
    panel = panel_layout.panel_layouts(view)[0]
    cell = panel_layout.rose_cell(panel, 0)
    present = [c for c in pieces.CUBE_COLOURS if view.players[0].supply.get(c)]
    for row, colour in enumerate(present):
        y = cell[1] + panel_layout.ROSE_TITLE + 3 + row * panel_layout.ROSE_ROW
        # Below the cube's lit top band: the cube's own colour.
        assert pixel(image, (cell[0] + 18 + 3, y + 2 + 20)) == pieces.CUBE_COLOURS[colour]


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
        assert offer.standings(view) == expected
        scores = {s.seat: s.score for s in GAME.result(final).standings}
        assert all(view.players[seat].projected == scores[seat] for seat in scores)


def test_the_final_board_lists_the_standings(drawn: Drawn) -> None:
    final = states_of(4, 7, 2)[-1]
    view = view_of(final, None)
    draw("macao", view, "en")
    _, winner, points = offer.standings(view)[0]
    panel = drawn.inside(layout.OFFER_BOX)
    assert panel[:4] == ["Final score:", "1.", f"{points} PP", NAMES[winner]]
    # A ranked list: each place, name and score, one after the other.
    prompt = " ".join(drawn.inside(layout.INFO_BOX))
    assert prompt.startswith(f"Final score: Place 1: {NAMES[winner]}, {points} PP · Place 2: ")


def test_the_viewers_panel_is_emphasised_and_a_spectators_is_not() -> None:
    state = midgame()
    panel = panel_layout.panel_layouts(view_of(state))[2]
    inside = (panel.box[2] - 30, panel.box[3] - 8)
    seat_view = panels_of(view_of(state, 2))
    spectator = panels_of(view_of(state, None))
    assert pixel(seat_view, inside) == palette.PANEL_EMPHASIS
    assert pixel(spectator, inside) == palette.PANEL


def test_the_seats_to_act_get_a_thick_frame_on_their_panel() -> None:
    state = replay_until(4, 3, lambda s: s.phase == "actions")
    view = view_of(state, None)
    image = panels_of(view)
    for panel in panel_layout.panel_layouts(view):
        edge = pixel(image, ((panel.box[0] + panel.box[2]) / 2, panel.box[1] + 3))
        assert (edge == palette.INK) == (panel.seat in view.to_act)


def test_after_the_draft_the_panel_shows_the_coming_offices() -> None:
    state = replay_until(4, 3, lambda s: s.phase == "actions" and s.round == 3)
    view = view_of(state)
    mode, cards, first = offer.offer_cards(view)
    assert (mode, first) == ("offices", 4)
    assert [card.id for _, card in cards[:2]] == [card.id for card in view.offices[3]]
    assert {badge for badge, _ in cards} == {"4", "5", "6"}
    # One round's two offices share a column.
    tiles = [layout.offer_tile(i, len(cards), by_column=True) for i in range(len(cards))]
    assert tiles[0][0] == tiles[1][0] and tiles[1][0] < tiles[2][0]


def test_cards_on_offer_are_numbered_as_take_card_counts_them() -> None:
    state = replay_until(3, 2, lambda s: s.phase == "draft" and len(s.display) >= 4)
    view = view_of(state)
    mode, cards, _ = offer.offer_cards(view)
    assert mode == "offer"
    assert [(badge, card.id) for badge, card in cards] == [
        (str(i), card.id) for i, card in enumerate(view.display, start=1)
    ]


def last_kind(state: MacaoState) -> str | None:
    """The kind of the state's last move (None before the first)."""
    last = state.last_move
    return None if last is None or last.move is None else last.move.kind


def first_state_per_move_kind(seats: int, seed: int) -> dict[str, MacaoState]:
    """The first state after each kind of move (by its notation's first word)."""
    found: dict[str, MacaoState] = {}
    state = GAME.setup(seats, {"dice_order": "wall_order"}, seed)
    for seat, move in playout(seats, seed, "wall_order"):
        state, _ = GAME.apply(state, seat, move)
        found.setdefault(GAME.format_move(move).split()[0], state)
    return found


ON_THE_BOARD = {"district", "ship", "wall", "tribute", "deliver", "advance"}
ON_THE_PANELS = {"take", "start", "dice", "activate", "use", "joker", "pay"}


def test_every_kind_of_last_move_gets_its_frame_on_the_board_or_the_panel() -> None:
    found = first_state_per_move_kind(4, 4)
    assert set(found) >= ON_THE_BOARD | ON_THE_PANELS, sorted(found)
    for kind, state in found.items():
        view = view_of(state, None)
        board_marks = highlights.highlights(view)
        layouts = panel_layout.panel_layouts(view)
        panel_marks = highlights.panel_highlights(view, layouts)
        if kind in ("pass", "discard", "gain"):
            assert board_marks == panel_marks == [], kind
            continue
        assert bool(board_marks) == (kind in ON_THE_BOARD), kind
        assert bool(panel_marks) == (kind in ON_THE_PANELS), kind
        board, players = draw_all("macao", view, "en")
        for marks, image in ((board_marks, board), (panel_marks, players)):
            for mark in marks:
                x0, y0, x1, y1 = mark.box
                assert 0 <= x0 < x1 <= image.width and 0 <= y0 < y1 <= image.height, kind
                if mark.hex is None:
                    assert pixel(image, ((x0 + x1) / 2, y0 + 2)) == palette.HIGHLIGHT, kind
                else:
                    assert pixel(image, layout.hex_points(mark.hex, 3)[0]) == palette.HIGHLIGHT
        if kind in ON_THE_PANELS:  # framed on the mover's own panel
            panel = layouts[view.last_move.seat]  # type: ignore[union-attr]
            x0, y0, x1, y1 = panel_marks[0].box
            assert panel.box[0] <= x0 and x1 <= panel.box[2]
            assert panel.box[1] <= y0 and y1 <= panel.box[3]


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


def test_the_board_parts_do_not_overlap_and_stay_on_the_image() -> None:
    parts = [
        layout.INFO_BOX,
        layout.CITY_BOX,
        layout.WALL_BOX,
        layout.SEA_BOX,
        layout.TRIBUTE_BOX,
        layout.DICE_BOX,
        layout.OFFER_BOX,
    ]
    for i, a in enumerate(parts):
        assert 0 <= a[0] < a[2] <= layout.WIDTH and 0 <= a[1] < a[3] <= layout.HEIGHT
        for b in parts[i + 1 :]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)
    assert layout.wall_space_box(15)[2] <= layout.WALL_BOX[2]
    assert layout.turn_order_box()[3] <= layout.WALL_BOX[3]
    # The city is the largest part of the board.
    area = [(box[2] - box[0]) * (box[3] - box[1]) for box in parts]
    assert max(area) == area[1]


def test_the_players_panels_keep_their_rows_inside() -> None:
    for seats in (2, 3, 4):
        view = view_of(states_of(seats, 5, 2)[-1])
        layouts = panel_layout.panel_layouts(view, "de")
        for panel in layouts:
            x0, y0, x1, y1 = panel.box
            rows = [r.box for r in panel.tableau_rows if r is not None]
            rows += [r.box for r in panel.active_rows]
            for box in [panel.rose, panel.stats.box, *rows]:
                assert x0 < box[0] and box[2] < x1 and y0 < box[1] and box[3] < y1, (box, panel)


def test_the_reference_view_is_drawn_in_both_images() -> None:
    board, players = draw_all("macao", macao.reference_view(), "de")
    assert board.size == (layout.WIDTH, layout.HEIGHT)
    assert players.width == panel_layout.WIDTH


def test_owners_are_told_apart_by_shape_as_well_as_colour() -> None:
    """Each seat's marker on its districts has its own shape (circle, square, triangle,
    diamond), so colour-blind players can tell owners apart: the pixels each marker
    fills with its colour overlap little from seat to seat."""
    view = view_of(midgame(4, 11))
    for seat, district in enumerate(view.city[:4]):
        district.owner = seat
    image = draw("macao", view)
    masks = []
    for seat, district in enumerate(view.city[:4]):
        cx, cy = layout.hex_centre(district.pos)
        cx, cy = round(cx), round(cy + 10)
        fill = palette.seat_style(seat).fill
        masks.append(
            {
                (dx, dy)
                for dx in range(-34, 35)
                for dy in range(-34, 35)
                if image.getpixel((cx + dx, cy + dy)) == fill
            }
        )
    assert all(len(mask) > 500 for mask in masks)
    for i, a in enumerate(masks):
        for b in masks[i + 1 :]:
            assert len(a & b) / len(a | b) < 0.9

"""The Marco Polo board image: validity, size, determinism, legibility and what is drawn where
(the players' panels, the message's second image, are tested in `test_panels`)."""

from __future__ import annotations

import io
import math
from itertools import pairwise

import pytest
from PIL import Image

from engine.i18n import seat as seat_text
from engine.i18n import t, translate
from engine.marco_polo.data import LOCATION_NAMES, LOCATIONS, ROUTES
from engine.marco_polo.moves import Place
from engine.marco_polo.state import Die, MarcoPoloLastMove, Placed
from engine.marco_polo.view import MarcoPoloView
from render import palette, render_board, render_images, typeface
from render.chrome import TITLE_BAR_HEIGHT
from render.marco_polo import board as board
from render.marco_polo import dice as dice
from render.marco_polo import highlights as highlights
from render.marco_polo import layout as layout
from render.marco_polo import map as mp_map
from render.marco_polo import panel_layout as panel_layout
from render.marco_polo import panels as panels
from render.marco_polo import pieces as pieces
from render.marco_polo import routes as routes
from tests.render.conftest import TextLog
from tests.render.marco_polo.boards import (
    GAME,
    NAMES,
    clear_layers,
    first_state,
    midgame,
    panels_rgb,
    rgb,
    sample,
    states_of,
    view_of,
)

# -- validity, size, determinism ---------------------------------------------------------


MAX_MESSAGE_BYTES = 400 * 1024


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_board_is_a_valid_landscape_png_of_the_layout_size(seats: int) -> None:
    data = render_board("marco_polo", view_of(midgame(seats)))
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG"
    image.verify()
    assert Image.open(io.BytesIO(data)).size == (layout.WIDTH, layout.HEIGHT)
    assert 4 / 3 <= layout.WIDTH / layout.HEIGHT <= 2
    assert len(data) <= MAX_MESSAGE_BYTES


def test_the_map_is_the_largest_part_of_the_board() -> None:
    def area(box: tuple[int, int, int, int]) -> int:
        return (box[2] - box[0]) * (box[3] - box[1])

    parts = [
        layout.CONTRACTS_BOX,
        layout.INFO_BOX,
        layout.RULES_BOX,
        *(layout.space_box(s) for s in ("coins", "khan", "travel", "bag", *layout.BAZAAR_ORDER)),
    ]
    assert all(area(layout.MAP_BOX) > 2 * area(part) for part in parts)
    # Even the whole action board beside the map is smaller than the map.
    column = (layout.COLUMN_X0, layout.ROW1_Y, layout.COLUMN_X1, layout.RULES_BOX[3])
    assert area(layout.MAP_BOX) > area(column)


def test_the_boards_parts_lie_inside_the_image_without_overlapping() -> None:
    parts = {
        "map": layout.MAP_BOX,
        "contracts": layout.CONTRACTS_BOX,
        "info": layout.INFO_BOX,
        "rules": layout.RULES_BOX,
        **{s: layout.space_box(s) for s in ("coins", "khan", "travel", "bag")},
        **{s: layout.space_box(s) for s in layout.BAZAAR_ORDER},
    }
    for name, box in parts.items():
        assert 0 <= box[0] < box[2] <= layout.WIDTH, name
        assert TITLE_BAR_HEIGHT <= box[1] < box[3] <= layout.HEIGHT, name
    names = list(parts)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            assert not _overlap(parts[a], parts[b]), (a, b)


def test_rendering_is_deterministic_across_json_round_trips() -> None:
    state = midgame()
    first = render_images("marco_polo", view_of(state, 1), "de")
    assert len(first) == 3  # the status card, the board, the panels
    assert render_images("marco_polo", view_of(state, 1), "de") == first
    restored = GAME.from_json(GAME.to_json(state))
    assert render_images("marco_polo", view_of(restored, 1), "de") == first
    copy = MarcoPoloView.model_validate_json(view_of(state, 1).model_dump_json())
    assert render_images("marco_polo", copy, "de") == first


def test_cached_layers_do_not_leak_between_games() -> None:
    """A board drawn after another game's board equals the same board drawn first."""
    one, other = midgame(4, 11), midgame(3, 12)
    before = render_images("marco_polo", view_of(one))
    render_images("marco_polo", view_of(other), "de")
    clear_layers()
    assert render_images("marco_polo", view_of(one)) == before


@pytest.mark.parametrize(
    ("seats", "seed", "variant"),
    [
        (2, 21, "first"),
        (2, 22, "pro"),
        (3, 23, "first"),
        (3, 24, "pro"),
        (4, 25, "first"),
        (4, 26, "pro"),
    ],
)
def test_every_sampled_state_of_a_playout_renders(seats: int, seed: int, variant: str) -> None:
    states = sample(states_of(seats, seed, variant), 6)
    assert GAME.is_over(states[-1])
    for index, state in enumerate(states):
        viewer = None if index % 2 else index % seats
        view = view_of(state, viewer)
        locale = "de" if index % 3 == 0 else "en"
        assert rgb(view, locale).size == (layout.WIDTH, layout.HEIGHT)
        assert panels_rgb(view, locale).size == (panel_layout.WIDTH, panel_layout.height(seats))


# -- text: legibility, German, names -----------------------------------------------------------


@pytest.mark.parametrize("locale", ["en", "de"])
def test_all_text_uses_the_shipped_font_at_a_legible_size(locale: str, text_log: TextLog) -> None:
    clear_layers()
    view = view_of(midgame())
    rgb(view, locale)
    panels_rgb(view, locale)
    assert text_log.calls
    assert min(text_log.sizes) >= typeface.MIN_FONT_SIZE >= 22
    assert all("DejaVu" in face.getname()[0] for _, face in text_log.calls)


def test_german_labels_and_every_location_name_are_drawn(text_log: TextLog) -> None:
    clear_layers()
    rgb(view_of(midgame()), "de")
    drawn = " ".join(text_log.texts)
    for word in ("Runde", "Markt: Pfeffer", "Gunst des Khan", "Aufträge nehmen", "Zusatzaktionen"):
        assert word in drawn, word
    for location, kind in LOCATIONS.items():
        expected = mp_map.oasis_letter(location) if kind == "oasis" else str(LOCATION_NAMES[location])
        assert expected in text_log.texts, location
    for text, face in text_log.calls:
        for ch in {c for c in text if not c.isascii() and not c.isspace()}:
            assert face.getmask(ch).getbbox() is not None, (ch, text)


def test_supplies_are_drawn_where_they_are_used(text_log: TextLog) -> None:
    """The contract piles beside the contract row, the black dice left with the bonus
    actions that buy them."""
    view = view_of(midgame())
    view.round_piles, view.special_pile, view.black_dice = [6, 5, 4], 17, 3
    rgb(view)
    assert "Contract piles: 6/5/4 · special 17" in text_log.texts
    assert "Black dice left: 3" in text_log.texts


def test_only_occupied_spaces_that_cost_a_fee_say_so(text_log: TextLog) -> None:
    view = view_of(GAME.setup(4, {"variant": "first"}, 5))
    for space in ("coins", "khan", "bag", "pepper", "travel"):
        view.spaces[space] = [Placed(seat=1, dice=[Die(value=3), Die(value=3)])]
    rgb(view)
    fee = "occupied: pay die value"
    assert text_log.texts.count(fee) == 3  # coins, pepper, travel; Khan and the bag are free
    # The action board is drawn as one section: its texts are logged in its coordinates.
    left, top, _, _ = layout.column_box()
    for space in ("coins", "pepper", "travel"):
        x0, y0, x1, y1 = layout.space_box(space)
        assert fee in text_log.inside((x0 - left, y0 - top, x1 - left, y1 - top)), space


# -- what is drawn where ---------------------------------------------------------------------


def _on_frame(box: tuple[int, int, int, int], grow: int) -> tuple[int, int]:
    """A point on the left edge of the last-move frame drawn `grow` px outside `box`."""
    x0, y0, _, y1 = box
    return (x0 - grow + 2, (y0 + y1) // 2)


def test_travel_frames_the_destination_and_draws_the_journey() -> None:
    states = states_of(4, 26)
    state = first_state(states, "travel")
    view = view_of(state)
    assert view.last_move is not None
    seat = view.last_move.seat
    stops = highlights.highlights(view).paths[-1]
    assert stops[-1] in view.players[seat].figures  # the engine moved the figure there
    marked = rgb(view)
    point = _on_frame(layout.location_box(stops[-1]), 6)
    assert marked.getpixel(point) == palette.HIGHLIGHT
    ends = [routes.route_ends(a, b) for a, b in pairwise(stops)]
    (x0, y0), (x1, y1) = max(ends, key=lambda e: math.dist(*e))  # the longest leg
    along = [(round(x0 + (x1 - x0) * k / 10), round(y0 + (y1 - y0) * k / 10)) for k in range(11)]
    # The route is drawn over (its cost label stays on top, so not every point is marked).
    assert sum(marked.getpixel(p) == palette.HIGHLIGHT for p in along) >= 3
    view.last_move = None
    plain = rgb(view)
    assert plain.getpixel(point) != palette.HIGHLIGHT
    assert not any(plain.getpixel(p) == palette.HIGHLIGHT for p in along)


def test_placing_dice_frames_the_space_and_draws_the_dice_in_order() -> None:
    states = states_of(4, 26)
    placed = (
        (s, s.last_move.move)
        for s in states
        if s.last_move is not None and isinstance(s.last_move.move, Place)
    )
    state, move = next((s, m) for s, m in placed if m.space in layout.BAZAAR_ORDER)
    view = view_of(state)
    space = move.space
    box = layout.space_box(space)
    image = rgb(view)
    assert image.getpixel(_on_frame(box, 2)) == palette.HIGHLIGHT
    # Every placement is drawn in order: each die's colour at the spot the layout gives it.
    spots = dice.flow_positions(view.spaces[space], board.dice_box(space, "en"))
    assert len(spots) == sum(len(p.dice) for p in view.spaces[space])
    for spot in spots:
        fill, _ = pieces.die_colours(spot.die.kind, spot.seat)
        assert image.getpixel((round(spot.x + 5), round(spot.cy + spot.size / 2 - 5))) == fill
    view.last_move = None
    assert rgb(view).getpixel(_on_frame(box, 2)) != palette.HIGHLIGHT


def test_posts_and_figures_stand_in_their_city() -> None:
    view = view_of(GAME.setup(4, {"variant": "first"}, 5))
    view.last_move = None
    city = "karakorum"
    row = mp_map.occupant_row(city)
    cy = (row[1] + row[3]) / 2
    post_centre = (round(row[0] + 16), round(cy))
    figure_centre = (round(row[2] - 16), round(cy - 5))
    before = rgb(view)
    assert before.getpixel(post_centre) == mp_map.LARGE_FILL
    assert before.getpixel(figure_centre) == mp_map.LARGE_FILL
    view.players[2].posts = [city]
    view.players[2].figures = [city]
    after = rgb(view)
    green = palette.seat_style(2).fill
    assert after.getpixel(post_centre) == green
    assert after.getpixel((post_centre[0] - 10, post_centre[1] - 11)) == palette.WHITE  # plate
    assert after.getpixel(figure_centre) == green


def test_beijing_spaces_show_who_holds_them() -> None:
    view = view_of(GAME.setup(4, {"variant": "first"}, 5))
    space = layout.beijing_space(1)
    centre = (space[0] + 17, (space[1] + space[3]) // 2)
    assert rgb(view).getpixel(centre) != palette.seat_style(3).fill
    view.beijing[1] = (7, 3)
    assert rgb(view).getpixel(centre) == palette.seat_style(3).fill


def test_khan_slots_fill_left_to_right_and_neutral_dice_are_grey() -> None:
    view = view_of(GAME.setup(2, {"variant": "first"}, 5))  # 2 players: 2 neutral dice
    image = rgb(view)
    for index in range(4):
        _, y0, x1, y1 = board.khan_slot(index)
        point = (x1 - board.DIE - 10 + 6, (y0 + y1) // 2 + 10)
        expected = pieces.NEUTRAL_DIE if index < 2 else board.SLOT_FILL
        assert image.getpixel(point) == expected, index
    view.spaces["khan"].append(Placed(seat=1, dice=[Die(value=5)]))
    _, y0, x1, y1 = board.khan_slot(2)
    point = (x1 - board.DIE - 10 + 6, (y0 + y1) // 2 + 10)
    assert rgb(view).getpixel(point) == palette.seat_style(1).fill


def test_contract_row_and_panel_contracts_are_drawn(text_log: TextLog) -> None:
    view = view_of(midgame())
    clear_layers()
    rgb(view)
    for contract in view.contract_row:
        assert contract.upper() in text_log.texts
    text_log.clear()
    clear_layers()
    panels_rgb(view)
    held = [contract for player in view.players for contract in player.contracts]
    assert held
    for contract in held:
        assert contract.upper() in text_log.texts


def test_the_last_move_is_framed_where_it_happened() -> None:
    view = view_of(GAME.setup(2, {"variant": "first"}, 5))

    def found(notation: str | None) -> highlights.Highlights:
        move = None if notation is None else GAME.parse_move(notation)
        view.last_move = MarcoPoloLastMove(seat=0, move=move, text=t("core.last_move.old", player=seat_text(0)))
        return highlights.highlights(view)

    travelled = found("travel venezia-oasis-a-moscow + moscow-anxi")
    assert travelled.paths == [["venezia", "oasis-a", "moscow"], ["moscow", "anxi"]]
    assert found("city sumatra2 4").cards == ["sumatra2"]
    assert found("place gold 3,4b,5").spaces == ["gold"]
    assert found("fulfil c07").panel_lines == ["contracts"]
    assert found("contract take 1").panel_lines == ["contracts"]
    assert found("relocate lan-zhou").left == ["lan-zhou"]
    assert found(None) == highlights.Highlights()  # a secret move the viewer may not know


def test_the_acting_viewer_reads_their_prompt_others_whom_the_game_waits_for(
    text_log: TextLog,
) -> None:
    state = midgame()
    acting = GAME.to_act(state)[0]
    view = view_of(state, acting)
    assert view.prompt is not None
    rgb(view, "de")
    drawn = " ".join(text_log.texts)  # a long prompt wraps over several lines
    assert " ".join(translate(view.prompt, "de").split()) in " ".join(drawn.split())
    text_log.calls.clear()
    other = view_of(state, (acting + 1) % 4)
    rgb(other, "en")
    assert f"Waiting for: {NAMES[acting]}" in text_log.texts


def test_a_figure_on_an_oasis_stands_above_it_clear_of_cost_labels() -> None:
    view = view_of(GAME.setup(4, {"variant": "first"}, 5))
    cx, cy = layout.centre("oasis-g")
    point = (cx, cy - layout.OASIS_R - 18 - 5)
    assert rgb(view).getpixel(point) == mp_map.LAND
    view.players[1].figures = ["oasis-g"]
    assert rgb(view).getpixel(point) == palette.seat_style(1).fill
    labelled = [r for r in ROUTES if "oasis-g" in (r.a, r.b) and (r.camels or r.coins)]
    assert len(labelled) == 2
    for route in labelled:
        mx, my = routes.route_midpoint(route.a, route.b)
        # A cost plate is about 70 x 42 px, a figure 28 x 34: their boxes stay apart.
        assert abs(mx - point[0]) > 35 + 14 or abs(my - point[1]) > 21 + 17, route


# -- layout ---------------------------------------------------------------------------------


def _overlap(a: tuple, b: tuple) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _cost_plate(route: object) -> tuple[int, int, int, int]:
    at = routes.cost_label_at(route.a, route.b)  # type: ignore[attr-defined]
    return routes.plate_box(at, route.camels, route.coins)  # type: ignore[attr-defined]


def test_locations_and_cost_labels_lie_on_the_map_without_overlapping() -> None:
    boxes = {loc: layout.location_box(loc) for loc in LOCATIONS}
    for loc, box in boxes.items():
        assert _overlap(box, layout.MAP_BOX) and box[0] >= layout.MAP_BOX[0], loc
        assert box[2] <= layout.MAP_BOX[2] and box[3] <= layout.MAP_BOX[3], loc
    names = list(boxes)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            assert not _overlap(boxes[a], boxes[b]), (a, b)
    plates = [_cost_plate(r) for r in ROUTES if r.camels or r.coins]
    assert len(plates) == 16
    for index, plate in enumerate(plates):
        for loc, box in boxes.items():
            assert not _overlap(plate, box), (plate, loc)
        for other in plates[index + 1 :]:
            assert not _overlap(plate, other), (plate, other)


def test_every_route_cost_is_drawn_with_its_symbol() -> None:
    image = rgb(view_of(GAME.setup(4, {"variant": "first"}, 5)))
    for route in ROUTES:
        if not (route.camels or route.coins):
            continue
        plate = _cost_plate(route)
        region = image.crop(plate)
        colours = {colour for _, colour in region.getcolors(region.width * region.height)}
        symbol = pieces.CAMEL if route.camels else pieces.COIN
        assert symbol in colours, (route.a, route.b)


@pytest.mark.parametrize(
    ("seats", "seed", "variant"), [(2, 21, "first"), (3, 24, "pro"), (4, 25, "first")]
)
def test_the_final_board_names_the_winners_the_engine_ranks_first(
    seats: int, seed: int, variant: str, text_log: TextLog
) -> None:
    final = states_of(seats, seed, variant)[-1]
    result = GAME.result(final)
    view = view_of(final, None)
    assert panels.winners(view) == result.winners
    panels_rgb(view)
    assert sum("winner" in t for t in text_log.texts) == len(result.winners)
    text_log.clear()
    rgb(view)
    # The board's strip ranks everyone as the engine does (the lines wrap at spaces).
    expected = " · ".join(
        f"Place {s.rank}: {NAMES[s.seat]}, {s.score} point{'' if s.score == 1 else 's'}"
        for s in result.standings
    )
    assert expected in " ".join(text_log.texts)


def test_a_crowded_city_shows_every_post_and_figure() -> None:
    view = view_of(GAME.setup(4, {"variant": "first"}, 5))
    for player in view.players:
        player.posts, player.figures = ["karakorum"], ["karakorum"]
    view.players[1].figures = ["karakorum", "karakorum"]  # Niccolò's two figures
    image = rgb(view)
    row = tuple(round(v) for v in mp_map.occupant_row("karakorum"))
    x0, y0, x1, y1 = layout.location_box("karakorum")
    region = image.crop((x0, y0, x1, y1))
    counts = {colour: n for n, colour in region.getcolors(region.width * region.height)}
    for seat in range(4):
        assert counts.get(palette.seat_style(seat).fill, 0) > 150, seat
    assert row[3] <= y1

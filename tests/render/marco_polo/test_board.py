"""The Marco Polo board image: validity, size, determinism, legibility and what is drawn where."""

from __future__ import annotations

import io
import math
from functools import cache
from itertools import pairwise

import pytest
from PIL import Image

from engine.i18n import translate
from engine.marco_polo.data import GOAL_CARDS, LOCATION_NAMES, LOCATIONS, ROUTES
from engine.marco_polo.labels import ability as character_ability
from engine.marco_polo.labels import character_name
from engine.marco_polo.state import Die, MarcoPoloState, Placed
from engine.marco_polo.view import MarcoPoloView
from engine.playout import random_playout
from engine.registry import get
from render import palette, render_board, typeface
from render.marco_polo import board as board
from render.marco_polo import drawing as marco_polo
from render.marco_polo import icons as icons
from render.marco_polo import layout as layout
from render.marco_polo import map as mp_map
from render.marco_polo import panels as panels
from render.registry import draw
from tests.render.conftest import TextLog

GAME = get("marco_polo")
MAX_PNG_BYTES = 1024 * 1024
NAMES = ["Anna", "Bartholomäus", "Chen", "Dörte"]


@cache
def playout(seats: int, seed: int, variant: str) -> tuple:
    _, log = random_playout(GAME, seats, seed, {"variant": variant})
    return tuple(log)


def states_of(seats: int, seed: int, variant: str = "pro") -> list[MarcoPoloState]:
    """Every state of one seeded random playout, set-up first, final state last."""
    return list(_states(seats, seed, variant))


@cache
def _states(seats: int, seed: int, variant: str) -> tuple[MarcoPoloState, ...]:
    # States are only read (views are built from them), so one replay serves every test.
    state = GAME.setup(seats, {"variant": variant}, seed)
    found = [state]
    for seat, move in playout(seats, seed, variant):
        state, _ = GAME.apply(state, seat, move)
        found.append(state)
    return tuple(found)


def sample(states: list[MarcoPoloState], count: int) -> list[MarcoPoloState]:
    """`count` states spread over a playout, first and last included."""
    picks = {round(i * (len(states) - 1) / (count - 1)) for i in range(count)}
    return [states[i] for i in sorted(picks)]


def midgame(seats: int = 4, seed: int = 11) -> MarcoPoloState:
    states = states_of(seats, seed)
    return states[len(states) // 2]


def view_of(state: MarcoPoloState, viewer: int | None = 0) -> MarcoPoloView:
    view = GAME.view(state, viewer)
    view.seat_names = NAMES[: state.num_seats]
    return view


def rgb(view: MarcoPoloView, locale: str = "en") -> Image.Image:
    return draw("marco_polo", view, locale)


def clear_layers() -> None:
    """Forget the cached layers and pictures, so a text log sees every text of the next image."""
    mp_map.map_layer.cache_clear()
    board.board_layer.cache_clear()
    board.contract_sprite.cache_clear()
    icons.die_sprite.cache_clear()


def first_state(states: list[MarcoPoloState], verb: str) -> MarcoPoloState:
    """The first state of a playout whose last move (engine notation) starts with `verb`."""
    return next(s for s in states if (s.last_move or "").split(" ")[0] == verb)


# -- validity, size, determinism ---------------------------------------------------------


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_png_is_valid_of_the_expected_size_and_under_one_mebibyte(seats: int) -> None:
    data = render_board("marco_polo", view_of(midgame(seats)))
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG"
    image.verify()
    assert Image.open(io.BytesIO(data)).size == (layout.WIDTH, layout.height(seats))
    assert len(data) <= MAX_PNG_BYTES


def test_canvas_is_phone_sized() -> None:
    # Shown at half size on a phone: 700 px wide, body text at least 11 px.
    assert 1200 <= layout.WIDTH <= 1600
    assert layout.height(4) <= 3200
    assert typeface.MIN_FONT_SIZE / 2 >= 11


def test_rendering_is_deterministic_across_json_round_trips() -> None:
    state = midgame()
    first = render_board("marco_polo", view_of(state, 1), "de")
    assert render_board("marco_polo", view_of(state, 1), "de") == first
    restored = GAME.from_json(GAME.to_json(state))
    assert render_board("marco_polo", view_of(restored, 1), "de") == first
    copy = MarcoPoloView.model_validate_json(view_of(state, 1).model_dump_json())
    assert render_board("marco_polo", copy, "de") == first


def test_cached_layers_do_not_leak_between_games() -> None:
    """A board drawn after another game's board equals the same board drawn first."""
    one, other = midgame(4, 11), midgame(3, 12)
    before = render_board("marco_polo", view_of(one))
    render_board("marco_polo", view_of(other))
    clear_layers()
    assert render_board("marco_polo", view_of(one)) == before


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
    states = sample(states_of(seats, seed, variant), 8)
    assert GAME.is_over(states[-1])
    for index, state in enumerate(states):
        viewer = None if index % 2 else index % seats
        image = rgb(view_of(state, viewer), "de" if index % 3 == 0 else "en")
        assert image.size == (layout.WIDTH, layout.height(seats))


def test_final_board_and_german_render_as_png() -> None:
    final = states_of(3, 24)[-1]
    data = render_board("marco_polo", view_of(final, None), "de")
    assert Image.open(io.BytesIO(data)).size == (layout.WIDTH, layout.height(3))
    assert len(data) <= MAX_PNG_BYTES


# -- text: legibility, German, names -----------------------------------------------------------


@pytest.mark.parametrize("locale", ["en", "de"])
def test_all_text_uses_the_shipped_font_at_a_legible_size(locale: str, text_log: TextLog) -> None:
    clear_layers()
    rgb(view_of(midgame()), locale)
    assert text_log.calls
    assert min(text_log.sizes) >= typeface.MIN_FONT_SIZE >= 22
    assert all("DejaVu" in face.getname()[0] for _, face in text_log.calls)


def test_german_labels_and_every_location_name_are_drawn(text_log: TextLog) -> None:
    clear_layers()
    rgb(view_of(midgame()), "de")
    drawn = " ".join(text_log.texts)
    for word in ("Runde", "Markt: Pfeffer", "Gunst des Khan", "Aufträge nehmen", "Bartholomäus"):
        assert word in drawn, word
    for location, kind in LOCATIONS.items():
        expected = mp_map.oasis_letter(location) if kind == "oasis" else LOCATION_NAMES[location]
        assert expected in text_log.texts, location
    for text, face in text_log.calls:
        for ch in {c for c in text if not c.isascii() and not c.isspace()}:
            assert face.getmask(ch).getbbox() is not None, (ch, text)


def test_every_character_has_a_name_and_ability_in_both_languages(text_log: TextLog) -> None:
    states = states_of(4, 26, "pro")
    state = next(s for s in states if all(p.character for p in s.players))
    view = view_of(state)
    rgb(view, "de")
    for player in view.players:
        name = translate(character_name(player.character), "de")
        ability = translate(character_ability(player.character), "de")
        assert name in text_log.texts
        assert any(ability.startswith(t.rstrip("…")) for t in text_log.texts if t), ability


# -- private information -------------------------------------------------------------------


def test_only_the_owner_sees_their_goal_cards(text_log: TextLog) -> None:
    state = midgame()
    goals = [GOAL_CARDS[g] for g in state.players[1].goals]
    expected = {f"{LOCATION_NAMES[g.large]} + {LOCATION_NAMES[g.small]}" for g in goals}
    assert expected
    rgb(view_of(state, 1))
    assert expected <= set(text_log.texts)
    text_log.calls.clear()
    rgb(view_of(state, None))
    assert not expected & set(text_log.texts)
    assert "2 goal cards (hidden)" in text_log.texts
    text_log.calls.clear()
    rgb(view_of(state, 0))
    assert not expected & set(text_log.texts)
    spectator = render_board("marco_polo", view_of(state, None))
    assert render_board("marco_polo", view_of(state, 1)) != spectator


# -- what is drawn where ---------------------------------------------------------------------


def _on_frame(box: tuple[int, int, int, int], grow: int) -> tuple[int, int]:
    """A point on the left edge of the last-move frame drawn `grow` px outside `box`."""
    x0, y0, _, y1 = box
    return (x0 - grow + 2, (y0 + y1) // 2)


def test_travel_frames_the_destination_and_draws_the_journey() -> None:
    states = states_of(4, 26)
    state = first_state(states, "travel")
    view = view_of(state)
    seat = view.last_seat
    assert seat is not None
    stops = marco_polo.highlights(view).paths[-1]
    assert stops[-1] in view.players[seat].figures  # the engine moved the figure there
    marked = rgb(view)
    point = _on_frame(layout.location_box(stops[-1]), 6)
    assert marked.getpixel(point) == palette.HIGHLIGHT
    ends = [mp_map.route_ends(a, b) for a, b in pairwise(stops)]
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
    state = next(
        s
        for s in states
        if (s.last_move or "").startswith("place ")
        and s.last_move.split()[1] in layout.BAZAAR_ORDER  # type: ignore[union-attr]
    )
    view = view_of(state)
    space = (view.last_move or "").split()[1]
    box = layout.space_box(space)
    image = rgb(view)
    assert image.getpixel(_on_frame(box, 2)) == palette.HIGHLIGHT
    # Every placement is drawn in order: each die's colour at the spot the layout gives it.
    spots = board.flow_positions(view.spaces[space], board.bazaar_dice_box(space))
    assert len(spots) == sum(len(p.dice) for p in view.spaces[space])
    for spot in spots:
        fill, _ = icons.die_colours(spot.die.kind, spot.seat)
        assert image.getpixel((round(spot.x + 5), round(spot.cy + spot.size / 2 - 5))) == fill
    view.last_move = None
    assert rgb(view).getpixel(_on_frame(box, 2)) != palette.HIGHLIGHT


def test_a_bonus_action_frames_the_players_panel_line() -> None:
    states = states_of(4, 26)
    state = first_state(states, "end")
    view = view_of(state)
    seat = view.last_seat
    assert seat is not None
    line = layout.panel_line(seat, "header")
    assert rgb(view).getpixel(_on_frame(line, 2)) == palette.HIGHLIGHT
    for other in range(4):
        if other != seat:
            assert rgb(view).getpixel(_on_frame(layout.panel_line(other, "header"), 2)) != (
                palette.HIGHLIGHT
            )


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
        expected = icons.NEUTRAL_DIE if index < 2 else board.SLOT_FILL
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
    for player in view.players:
        for contract in player.contracts:
            assert contract.upper() in text_log.texts


def test_panels_show_resources_dice_and_counts(text_log: TextLog) -> None:
    view = view_of(midgame())
    player = view.players[2]
    player.coins, player.camels, player.pepper, player.silk, player.gold = 37, 11, 13, 14, 15
    player.posts_left = 4
    player.fulfilled = 6
    rgb(view)
    for number in ("37", "11", "13", "14", "15"):
        assert number in text_log.texts
    assert "Posts left: 4" in text_log.texts
    assert "Fulfilled: 6" in text_log.texts


def test_last_move_notation_is_read_back_into_places() -> None:
    view = view_of(GAME.setup(2, {"variant": "first"}, 5))
    view.last_seat = 0
    view.last_move = "travel venezia-oasis-a-moscow + moscow-anxi"
    found = marco_polo.highlights(view)
    assert found.paths == [["venezia", "oasis-a", "moscow"], ["moscow", "anxi"]]
    view.last_move = "city sumatra2 4"
    assert marco_polo.highlights(view).cards == ["sumatra2"]
    view.last_move = "place gold 3,4b,5"
    assert marco_polo.highlights(view).spaces == ["gold"]
    view.last_move = "fulfil c07"
    assert marco_polo.highlights(view).panel_lines == ["contracts"]
    view.last_move = "relocate lan-zhou"
    assert marco_polo.highlights(view).left == ["lan-zhou"]
    view.last_move = "travel venezia-nowhere"
    assert marco_polo.highlights(view).paths == []


def test_the_acting_viewer_reads_their_prompt_others_whom_the_game_waits_for(
    text_log: TextLog,
) -> None:
    state = midgame()
    acting = GAME.to_act(state)[0]
    view = view_of(state, acting)
    assert view.prompt is not None
    rgb(view, "de")
    assert translate(view.prompt, "de") in text_log.texts
    text_log.calls.clear()
    other = view_of(state, (acting + 1) % 4)
    rgb(other, "en")
    assert f"Waiting for: {NAMES[acting]}" in text_log.texts


def test_the_goal_card_offer_is_shown_to_its_owner_only(text_log: TextLog) -> None:
    states = states_of(4, 26, "pro")
    state = next(s for s in states if s.phase == "goals")
    owner = GAME.to_act(state)[0]
    offer = [GOAL_CARDS[g] for g in state.players[owner].goal_offer]
    assert len(offer) == 4
    texts = {f"{LOCATION_NAMES[g.large]} + {LOCATION_NAMES[g.small]}" for g in offer}
    rgb(view_of(state, owner))
    assert texts <= set(text_log.texts)
    assert "Choose 2 of:" in text_log.texts
    text_log.calls.clear()
    rgb(view_of(state, (owner + 1) % 4))
    assert not texts & set(text_log.texts)


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
        mx, my = mp_map.route_midpoint(route.a, route.b)
        # A cost plate is about 70 x 42 px, a figure 28 x 34: their boxes stay apart.
        assert abs(mx - point[0]) > 35 + 14 or abs(my - point[1]) > 21 + 17, route


# -- layout ---------------------------------------------------------------------------------


def _overlap(a: tuple, b: tuple) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _cost_plate(route: object) -> tuple[int, int, int, int]:
    at = mp_map.cost_label_at(route.a, route.b)  # type: ignore[attr-defined]
    return mp_map.plate_box(at, route.camels, route.coins)  # type: ignore[attr-defined]


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
        symbol = icons.CAMEL if route.camels else icons.COIN
        assert symbol in colours, (route.a, route.b)


@pytest.mark.parametrize(
    ("seats", "seed", "variant"), [(2, 21, "first"), (3, 24, "pro"), (4, 25, "first")]
)
def test_the_final_board_names_the_winners_the_engine_ranks_first(
    seats: int, seed: int, variant: str, text_log: TextLog
) -> None:
    final = states_of(seats, seed, variant)[-1]
    view = view_of(final, None)
    assert panels.winners(view) == GAME.result(final).winners
    rgb(view)
    assert sum("winner" in t for t in text_log.texts) == len(GAME.result(final).winners)


def test_a_special_pile_offer_is_drawn_for_its_taker_only(text_log: TextLog) -> None:
    states = states_of(4, 25, "first")
    state = next(s for s in states if any(p.kind == "new_contract" for p in s.pending))
    pending = next(p for p in state.pending if p.kind == "new_contract")
    offer = pending.items[0]
    owner = view_of(state, pending.seat)
    assert panels.offered(owner, pending.seat) == [offer]
    clear_layers()
    rgb(owner)
    assert offer.upper() in text_log.texts
    for viewer in (None, (pending.seat + 1) % 4):
        other = view_of(state, viewer)
        assert panels.offered(other, pending.seat) == []
        text_log.calls.clear()
        clear_layers()
        rgb(other)
        assert offer.upper() not in text_log.texts


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

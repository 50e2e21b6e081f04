"""Set-up: wall stack, gold, tiles, offices, the start card pick and the start cubes."""

from collections import Counter

import pytest

from engine.errors import IllegalMove
from tests.engine.macao.support import DATA, GAME, advance_until, colour, play


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_initial_state(seats: int) -> None:
    state = GAME.setup(seats, None, 7)
    assert sorted(state.order) == list(range(seats))
    assert all(p.gold == 5 and p.wall == 0 and p.ship == "macao" for p in state.players)
    assert len(state.offices) == 12 and all(len(pair) == 2 for pair in state.offices)
    assert {c for pair in state.offices for c in pair} == set(DATA.office_ids())
    dark = {d.id for d in DATA.districts.values() if d.dark}
    assert {d for d, tile in state.tiles.items() if tile == "joker"} == dark
    goods = Counter(tile for tile in state.tiles.values() if tile != "joker")
    assert goods == {g: 3 for g in DATA.goods}
    # players + 2 deck cards revealed for the start pick, bottom of the stack first
    assert len(state.display) == seats + 2
    assert all(DATA.cards[c].type != "office" for c in state.display)
    assert GAME.to_act(state) == [state.order[-1]]


def test_seat_count_is_checked() -> None:
    with pytest.raises(IllegalMove):
        GAME.setup(5, None, 1)


def test_start_pick_in_reverse_wall_order_then_discard() -> None:
    state = GAME.setup(3, None, 3)
    order = list(state.order)
    shown = list(state.display)
    picked = []
    for seat in reversed(order):
        assert GAME.to_act(state) == [seat]
        picked.append(state.display[0])
        state = play(state, seat, "take card 1")
    assert [state.players[s].tableau for s in reversed(order)] == [[c] for c in picked]
    assert state.phase == "start_cubes"
    assert sorted(state.discard) == sorted(set(shown) - set(picked))
    assert GAME.to_act(state) == [order[0]]


def test_wind_rose_start_cube_example() -> None:
    """The rules' example: 1 green + 2 red, 1 green + 2 green, 1 black + 2 red, 1 + 2 blue."""
    state = GAME.setup(4, None, 11)
    state = advance_until(state, lambda s: s.phase == "start_cubes")
    choices = ["start green red", "start green green", "start black red", "start blue blue"]
    order = list(state.order)
    for seat, move in zip(order, choices, strict=True):
        assert GAME.to_act(state) == [seat]
        state = play(state, seat, move)
    first, second, third, fourth = (state.players[s] for s in order)
    assert first.rose[0][colour("green")] == 1 and first.rose[1][colour("red")] == 2
    assert second.rose[0][colour("green")] == 1 and second.rose[1][colour("green")] == 2
    assert third.rose[0][colour("black")] == 1 and third.rose[1][colour("red")] == 2
    assert fourth.rose[0][colour("blue")] == 1 and fourth.rose[1][colour("blue")] == 2
    assert state.phase == "draft" and state.round == 1


def test_the_opening_names_the_order_drawn_by_lot_and_who_picks_a_start_card_first() -> None:
    for seed in range(6):
        state = GAME.setup(3, None, seed)
        order = ", ".join(f"Player {seat + 1}" for seat in state.order)
        (opening,) = GAME.opening(state)
        assert GAME.to_act(state) == [state.order[-1]]
        assert opening.render("en") == (
            f"The order of play is drawn by lot: {order}. Start cards are chosen in reverse "
            f"order, Player {state.order[-1] + 1} first."
        )
        assert opening.render("de").startswith("Die Spielreihenfolge ist ausgelost:")

"""Set-up, options and the action allowance."""

import pytest

from engine import IllegalMove
from engine.caravan import GAME
from engine.caravan.data import GOODS_SPACES


def test_setup_lays_eight_goods_and_four_demand_markers() -> None:
    state = GAME.setup(4, None, 3)
    assert [s.number for s in state.spaces] == list(range(1, 9))
    assert [s.cell for s in state.spaces] == [GOODS_SPACES[n] for n in range(1, 9)]
    assert all(s.good is not None for s in state.spaces)
    assert [s.demand for s in state.spaces] == [1, 1, 0, 0, 0, 0, 1, 1]
    assert len(state.bag) == 40
    assert state.demand_supply == 40


def test_players_start_with_five_camels_off_board_and_one_theft_marker() -> None:
    state = GAME.setup(3, {"short_game": False}, 3)
    for player in state.players:
        assert len(player.camels) == 5
        assert all(c.cell is None and c.good is None for c in player.camels)
        assert player.theft_markers == 1
        assert player.delivered == [] and player.demand == 0


def test_sixth_camel_option() -> None:
    state = GAME.setup(2, {"sixth_camel": True}, 3)
    assert all(len(p.camels) == 6 for p in state.players)


@pytest.mark.parametrize(("seats", "bag"), [(2, 24), (3, 24), (4, 40)])
def test_short_game_is_default_for_two_and_three_players(seats: int, bag: int) -> None:
    state = GAME.setup(seats, None, 5)
    assert len(state.bag) == bag
    assert state.options.short_game is (seats <= 3)


def test_short_game_can_be_switched_either_way() -> None:
    assert len(GAME.setup(4, {"short_game": True}, 5).bag) == 24
    assert len(GAME.setup(2, {"short_game": False}, 5).bag) == 40


def test_bad_options_and_seat_counts_are_rejected() -> None:
    with pytest.raises(IllegalMove):
        GAME.setup(2, {"camels": 7}, 1)
    with pytest.raises(IllegalMove):
        GAME.setup(5, None, 1)
    with pytest.raises(IllegalMove):
        GAME.setup(1, None, 1)


def test_start_player_comes_from_the_seed() -> None:
    starts = {GAME.setup(4, None, seed).current for seed in range(40)}
    assert starts == {0, 1, 2, 3}
    assert GAME.setup(4, None, 9).current == GAME.setup(4, None, 9).current


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_action_allowance_is_1_2_3_then_4(seats: int) -> None:
    state = GAME.setup(seats, None, 11)
    allowances = []
    for _ in range(7):
        allowances.append(state.actions_left)
        state, _ = GAME.apply(state, state.current, "pass")
    assert allowances == [1, 2, 3, 4, 4, 4, 4]


def test_turns_go_round_the_table() -> None:
    state = GAME.setup(3, None, 11)
    first = state.current
    order = []
    for _ in range(4):
        order.append(state.current)
        state, _ = GAME.apply(state, state.current, "pass")
    assert order == [first, (first + 1) % 3, (first + 2) % 3, first]


def test_the_opening_names_the_start_player_drawn_by_lot_and_the_growing_turns() -> None:
    starts = set()
    for seed in range(12):
        state = GAME.setup(3, None, seed)
        starts.add(state.current)
        (opening,) = GAME.opening(state)
        assert opening.render("en") == (
            f"Player {state.current + 1} begins (drawn by lot) with 1 action; "
            "each turn after has one more, up to 4."
        )
        assert opening.render("de").startswith(f"Spieler {state.current + 1} beginnt (ausgelost)")
    assert starts == {0, 1, 2}

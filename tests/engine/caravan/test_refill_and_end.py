"""Refilling the goods spaces, the end trigger and the end at the next delivery."""

import pytest

from engine import IllegalMove
from engine.caravan import GAME
from engine.caravan.state import CaravanState
from tests.engine.caravan.helpers import fresh, play, put


def _clear(state: CaravanState, *numbers: int) -> None:
    """Return the goods of these spaces to the bag (keeps the goods count constant)."""
    for number in numbers:
        space = state.spaces[number - 1]
        if space.good is not None:
            state.bag.append(space.good)
        space.good = None


def test_refill_when_four_goods_remain_with_stacked_demand_markers() -> None:
    state = fresh()
    _clear(state, 3, 4, 5)  # 5 goods left: spaces 1, 2, 6, 7, 8
    put(state, 0, 1, "f5")  # space 6
    supply, bag = state.demand_supply, len(state.bag)
    state = play(state, "take A")
    # the four waiting goods each got a demand marker; 1, 2, 7, 8 had one already
    assert [s.demand for s in state.spaces] == [2, 2, 0, 0, 0, 0, 2, 2]
    assert state.demand_supply == supply - 4
    assert all(s.good is not None for s in state.spaces)
    assert len(state.bag) == bag - 4


def test_demand_markers_keep_stacking_until_picked_up() -> None:
    state = fresh()
    _clear(state, 3, 4, 5)
    put(state, 0, 1, "f5")
    state = play(state, "take A")  # first refill: space 1 has 2 markers
    _clear(state, 4, 5, 6)
    put(state, 0, 2, "b3")
    state = play(state, "take B")  # second refill: space 1 has 3 markers
    assert state.spaces[0].demand == 3
    put(state, 0, 3, "a1")
    before = state.players[0].demand
    state = play(state, "take C")
    assert state.players[0].demand == before + 3
    assert state.spaces[0].demand == 0


def test_refill_draws_into_empty_spaces_in_number_order() -> None:
    state = fresh()
    _clear(state, 3, 4, 5)
    state.bag = state.bag[:2]  # only two goods left to draw
    put(state, 0, 1, "f5")
    state = play(state, "take A")
    assert [s.good is not None for s in state.spaces] == [
        True,
        True,
        True,
        True,
        False,
        False,
        True,
        True,
    ]


def test_no_refill_while_more_than_four_goods_lie_on_the_spaces() -> None:
    state = fresh()
    _clear(state, 3, 4)
    put(state, 0, 1, "f5")
    state = play(state, "take A")  # 5 left
    assert sum(s.good is not None for s in state.spaces) == 5
    assert [s.demand for s in state.spaces] == [1, 1, 0, 0, 0, 0, 1, 1]


def _endgame(state: CaravanState) -> CaravanState:
    """Leave exactly 4 goods in the bag and 5 on the spaces, so the next take empties it."""
    _clear(state, 3, 4, 5)
    state.bag = state.bag[:4]
    put(state, 0, 1, "f5")
    return play(state, "take A")


def test_emptying_the_bag_triggers_the_end() -> None:
    state = _endgame(fresh())
    assert state.bag == []
    assert state.end_triggered
    assert not GAME.is_over(state)


def test_game_ends_at_the_next_delivery_by_anyone() -> None:
    state = _endgame(fresh())
    state = play(state, "pass")
    assert state.current == 1
    put(state, 1, 1, "a6", good="paper")
    put(state, 1, 2, "b6")
    put(state, 1, 3, "b7")
    put(state, 1, 4, "c7")
    put(state, 1, 5, "d7")  # the paper city
    state = play(state, "carry A to D", seat=1)  # not a delivery: the game goes on
    assert not GAME.is_over(state)
    state = play(state, "carry D to E", seat=1)
    assert GAME.is_over(state)
    assert GAME.to_act(state) == []
    assert state.players[1].delivered == ["paper"]
    with pytest.raises(IllegalMove, match="over"):
        GAME.apply(state, 1, "pass")


def test_a_delivery_before_the_trigger_does_not_end_the_game() -> None:
    state = fresh()
    put(state, 0, 1, "d2", good="ivory")
    put(state, 0, 2, "d1")
    state = play(state, "carry A to B")
    assert state.players[0].delivered == ["ivory"]
    assert not GAME.is_over(state)

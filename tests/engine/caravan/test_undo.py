"""Undo follows BGA's policy: own moves of this turn, never past a draw or a hand-over."""

from engine.caravan import GAME
from tests.engine.caravan.helpers import fresh, play, put


def test_own_moves_of_the_current_turn_can_be_undone() -> None:
    state = play(fresh(), "place A d4")
    assert GAME.can_undo(state, 0)
    assert not GAME.can_undo(state, 1)


def test_no_undo_after_the_turn_passed() -> None:
    state = play(fresh(), "pass")
    assert not GAME.can_undo(state, 0)
    assert not GAME.can_undo(state, 1)


def test_no_undo_past_a_refill_draw() -> None:
    state = fresh()
    for number in (3, 4, 5):
        space = state.spaces[number - 1]
        state.bag.append(space.good)
        space.good = None
    put(state, 0, 1, "f5")
    state = play(state, "take A")
    assert not GAME.can_undo(state, 0)


def test_take_without_refill_is_undoable() -> None:
    state = fresh()
    put(state, 0, 1, "a1")
    state = play(state, "take A")
    assert GAME.can_undo(state, 0)

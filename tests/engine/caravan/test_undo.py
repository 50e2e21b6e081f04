"""Undo follows BGA's policy: own moves of this turn, never past a draw or a hand-over.

The only thing Caravan ever reveals is the goods drawn from the bag when the spaces are
refilled (the start player and the first goods are drawn at set-up, before any move).
"""

import pytest

from engine.caravan import GAME, rules
from engine.game import UNDO_BARRIER
from engine.playout import random_playout
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


def test_no_undo_past_the_draw_that_empties_the_bag() -> None:
    """The last refill reveals the last goods and triggers the end: a barrier too."""
    state = fresh()
    for number in (3, 4, 5):
        space = state.spaces[number - 1]
        space.good = None
    state.bag = ["salt", "gems", "meat", "hides"]
    put(state, 0, 1, "f5")
    state = play(state, "take A")
    assert state.end_triggered and not state.bag
    assert not GAME.can_undo(state, 0)
    state = play(state, "place B d4")  # the next move of the same turn may be undone...
    assert GAME.can_undo(state, 0)
    assert state.undo_floor == state.move_count - 1  # ...but only back to the draw


def test_the_refill_itself_marks_the_barrier() -> None:
    """Not only because the random number state moved: the draw says so explicitly."""
    state = fresh()
    for number in (3, 4, 5, 6):
        state.spaces[number - 1].good = None
    copy = GAME.copy_state(state)
    events = rules.refill_if_needed(copy)
    assert [e.kind for e in events] == ["refill"]
    assert copy.undo_floor == UNDO_BARRIER


def test_no_undo_past_the_end_of_the_game() -> None:
    final, _log = random_playout(GAME, 2, 3)
    assert not any(GAME.can_undo(final, seat) for seat in range(2))


@pytest.mark.parametrize(("seats", "seed"), [(2, 21), (3, 22), (4, 23)])
def test_every_draw_of_whole_games_is_a_barrier(seats: int, seed: int) -> None:
    """Whenever goods come out of the bag, nobody can take back anything before it."""
    state = GAME.setup(seats, None, seed)
    _final, log = random_playout(GAME, seats, seed)
    draws = 0
    for seat, move in log:
        state, events = GAME.apply(state, seat, move)
        if any(e.kind == "refill" for e in events):
            draws += 1
            assert state.undo_floor == state.move_count
            assert not any(GAME.can_undo(state, s) for s in range(seats))
    assert draws >= 4

"""Undo never crosses a reveal: the round's cards (and with them the tribute), the dice
rolled, and the simultaneous dice choices once the last player has chosen.

Each case is built so that the player who caused the reveal also acts next: the turn
does not change hands, so only the reveal itself can stop the undo.
"""

from __future__ import annotations

import pytest

from engine.macao.board import advance_wall
from engine.macao.state import MacaoState
from tests.engine.macao.support import GAME, actions_state, advance_until, play


def barrier(after: MacaoState, seat: int) -> None:
    assert after.undo_floor == after.move_count
    assert not GAME.can_undo(after, seat)


def test_a_new_rounds_cards_cannot_be_taken_back_by_the_next_first_player() -> None:
    state, first = actions_state(num_seats=2, seed=3)
    second = state.queue[1]
    state = play(state, first, "pass")
    advance_wall(state, second, 2)  # she went ahead on the wall this round
    deck = len(state.deck)
    after = play(state, second, "pass")
    assert after.round == 2 and GAME.to_act(after) == [second] == GAME.to_act(state)
    assert len(after.deck) == deck - 4 and after.rng == state.rng
    barrier(after, second)


def test_round_ones_cards_are_a_barrier_too() -> None:
    state = advance_until(GAME.setup(3, None, 1), lambda s: s.phase == "start_cubes")
    state = advance_until(state, lambda s: len(s.queue) == 1)
    seat = state.queue[0]
    after = play(state, seat, "start red blue")
    assert after.round == 1 and after.phase == "draft"
    barrier(after, seat)


@pytest.mark.parametrize("order", ["simultaneous", "wall_order"])
def test_the_roll_is_a_barrier(order: str) -> None:
    state = GAME.setup(3, {"dice_order": order}, 2)
    state = advance_until(state, lambda s: s.phase == "draft")
    state = advance_until(state, lambda s: len(s.queue) == 1 and not s.pending)
    seat = state.queue[0]
    after = play(state, seat, "take card 1")
    if after.pending:  # a sixth card: the roll follows the discard
        after = GAME.apply(after, seat, GAME.legal_moves(after, seat)[0])[0]
    assert after.phase == "dice" and any(after.dice)
    barrier(after, seat)


def test_revealing_the_simultaneous_choices_is_a_barrier() -> None:
    state = advance_until(GAME.setup(3, None, 4), lambda s: s.phase == "dice")
    first = state.order[0]
    for seat in state.order[1:]:
        state = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0])[0]
    assert GAME.to_act(state) == [first]
    after = GAME.apply(state, first, GAME.legal_moves(state, first)[3])[0]
    # she chose last and acts first in phase 3: without the barrier she could take her
    # choice back after seeing everyone else's
    assert after.phase == "actions" and GAME.to_act(after) == [first]
    assert after.rng == state.rng
    barrier(after, first)


def test_the_game_end_is_final() -> None:
    state = advance_until(GAME.setup(2, None, 5), lambda s: s.round == 12 and s.phase == "actions")
    state = advance_until(state, lambda s: len(s.queue) == 1 and not s.pending)
    seat = state.queue[0]
    after = play(state, seat, "pass")
    assert GAME.is_over(after)
    barrier(after, seat)


@pytest.mark.parametrize("order", ["simultaneous", "wall_order"])
def test_no_move_that_reveals_anything_can_be_undone(order: str) -> None:
    """Along whole games: a move that drew cards, rolled, or revealed dice choices."""
    state = GAME.setup(3, {"dice_order": order}, 6)
    reveals = 0
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        after = GAME.apply(state, seat, GAME.legal_moves(state, seat)[-1])[0]
        revealed = (
            len(after.deck) != len(state.deck)
            or after.rng != state.rng
            or (state.phase == "dice" and after.phase != "dice")
        )
        if revealed:
            reveals += 1
            barrier(after, seat)
        state = after
    assert reveals >= 12 * 3  # each round: cards, roll, choices (one move may do two)

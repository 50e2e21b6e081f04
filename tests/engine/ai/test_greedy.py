"""The greedy baseline plays the best-looking move one step ahead, from its view only."""

from __future__ import annotations

import pytest

import engine
from engine import Rng
from engine.ai.greedy import greedy_move
from tests.engine.ai.positions import GAMES, Add, tally_position, twin_worlds


@pytest.mark.parametrize("lead", [-40, 0, 40])
def test_it_takes_the_most_points(lead: int) -> None:
    game, state = tally_position(lead)
    assert greedy_move(game, state, 0, seed=1) == Add(n=10)


def test_it_fulfils_a_contract_rather_than_ending_its_turn() -> None:
    """Marco Polo: with a contract it can fulfil, a die to buy or the turn to end, it
    fulfils (the contract's points and reward beat keeping it in hand)."""
    game = engine.get("marco_polo")
    checked = 0
    for seed in range(4):
        state = game.setup(2, None, seed)
        chooser = Rng.from_seed(seed, "greedy-contract")
        while not game.is_over(state) and state.move_count < 200:
            seat = game.to_act(state)[0]
            moves = game.legal_moves(state, seat)
            kinds = {move.kind for move in moves}
            if "fulfil" in kinds and kinds <= {"fulfil", "buy_black", "end"}:
                assert greedy_move(game, state, seat, seed=7).kind == "fulfil"
                checked += 1
            state, _ = game.apply(state, seat, game.playout_move(state, seat, moves, chooser))
    assert checked


@pytest.mark.parametrize("name", GAMES)
def test_what_the_seat_cannot_see_does_not_change_its_move(name: str) -> None:
    """Two states that look the same to its seat give the same move for the same seed,
    and the move is legal."""
    game = engine.get(name)
    for seed in (3, 4):
        state, seat, other = twin_worlds(game, 2, seed)
        move = greedy_move(game, state, seat, seed=9)
        assert move in game.legal_moves(state, seat)
        assert greedy_move(game, other, seat, seed=9) == move
        assert greedy_move(game, state, seat, seed=9) == move

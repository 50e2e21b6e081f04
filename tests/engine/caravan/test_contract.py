"""Caravan against the checks every game passes (tests/engine/contract_checks.py): events
name their player, nothing secret leaks, the move tree is good on every ply, and
resampling depends only on what the seat sees."""

from __future__ import annotations

import pytest

from engine.caravan import GAME
from engine.caravan.state import CaravanState
from engine.rng import Rng
from tests.engine.contract_checks import check_game, play, resample_differences

# Every rule-changing option, on and off: the short game is on by default for 2-3
# players and off for 4, so it is set explicitly both ways.
OPTIONS = [
    {"sixth_camel": False, "short_game": False},
    {"sixth_camel": False, "short_game": True},
    {"sixth_camel": True, "short_game": False},
    {"sixth_camel": True, "short_game": True},
]
# The shared tree check costs the square of the moves (about 0.1 s a position), so it
# runs on every 25th ply here; tests/engine/caravan/test_steps.py checks every ply's
# tree of several whole games with a linear walk.
EVERY_TREE = 25


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize(
    "options", OPTIONS, ids=lambda o: "-".join(k for k, v in o.items() if v) or "plain"
)
def test_contract(seats: int, options: dict) -> None:
    plies = check_game(GAME, seats, 100 + seats, options, every_tree=EVERY_TREE)
    assert plies > 100  # a whole game was played and checked


def _midgame(seats: int, seed: int, plies: int) -> CaravanState:
    """The state after `plies` moves of a seeded game, with goods still in the bag."""
    state = None
    for count, ply in enumerate(play(GAME, seats, seed), start=1):
        state = ply.after
        if count == plies:
            break
    assert isinstance(state, CaravanState) and state.bag and not GAME.is_over(state)
    return state


def _reordered_bag(state: CaravanState) -> CaravanState:
    other = GAME.copy_state(state)
    other.bag = list(reversed(state.bag))
    assert other.bag != state.bag
    return other


def _other_rng(state: CaravanState) -> CaravanState:
    other = GAME.copy_state(state)
    other.rng = Rng(state=state.rng.state ^ 0x5DEECE66D)
    other.seed = state.seed + 1
    return other


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_resampling_ignores_the_bag_order_and_the_future_draws(seats: int) -> None:
    state = _midgame(seats, 40 + seats, 60)
    seat = GAME.to_act(state)[0]
    for other in (_reordered_bag(state), _other_rng(state), _other_rng(_reordered_bag(state))):
        assert resample_differences(GAME, state, other, seat) == []
        assert resample_differences(GAME, state, other, (seat + 1) % seats) == []


def test_resampled_states_draw_differently_and_play_on() -> None:
    """The hidden part really is drawn anew: different rngs give different next refills,
    and a resampled state plays to the end like any other."""
    state = _midgame(3, 9, 40)
    samples = [GAME.resample(state, 0, Rng.from_seed(n, "sample")) for n in range(6)]
    assert len({s.rng.state for s in samples}) == 6
    assert all(sorted(s.bag) == sorted(state.bag) for s in samples)
    assert len({tuple(s.bag) for s in samples}) > 1
    snapshot = GAME.to_json(state)
    for sample in samples[:2]:
        current = sample
        while not GAME.is_over(current):
            seat = GAME.to_act(current)[0]
            moves = GAME.legal_moves(current, seat)
            current, _ = GAME.apply(current, seat, GAME.playout_move(current, seat, moves, Rng()))
    assert GAME.to_json(state) == snapshot  # sharing parts never changed the original

"""Build Caravan positions by hand for rule tests."""

from __future__ import annotations

from engine.caravan import GAME
from engine.caravan.data import Good, parse_cell
from engine.caravan.state import CaravanState


def fresh(seats: int = 2, seed: int = 1, actions: int = 4, **options: object) -> CaravanState:
    """A new game where seat 0 is to act with `actions` actions in a late turn."""
    state = GAME.setup(seats, options, seed)
    state.current = 0
    state.turn_number = 8
    state.actions_left = actions
    return state


def put(
    state: CaravanState,
    seat: int,
    camel: int,
    where: str,
    good: Good | None = None,
    under: bool = False,
) -> None:
    target = state.players[seat].camels[camel - 1]
    target.cell = parse_cell(where)
    target.good = good
    target.under = under


def cell(name: str) -> int:
    index = parse_cell(name)
    assert index is not None
    return index


def play(state: CaravanState, notation: str, seat: int | None = None) -> CaravanState:
    new_state, _ = GAME.apply(state, state.current if seat is None else seat, notation)
    return new_state

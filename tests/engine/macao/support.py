"""Shared helpers: reach a given phase quickly and set a position up by hand."""

from __future__ import annotations

from collections.abc import Callable

import engine
from engine.macao.data import COLOUR_INDEX, load
from engine.macao.moves import vector
from engine.macao.state import MacaoState

GAME = engine.get("macao")
DATA = load()


def advance_until(state: MacaoState, done: Callable[[MacaoState], bool]) -> MacaoState:
    """Play the first legal move of the first seat to act until `done` holds."""
    for _ in range(2000):
        if done(state):
            return state
        seat = GAME.to_act(state)[0]
        state, _ = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0])
    raise AssertionError("condition never reached")


def actions_state(num_seats: int = 2, seed: int = 0) -> tuple[MacaoState, int]:
    """A round-1 action phase, the first player to act, all cards and cubes cleared."""
    state = GAME.setup(num_seats, None, seed)
    state = advance_until(state, lambda s: s.phase == "actions")
    for p in state.players:
        p.supply = [0] * 6
        p.tableau = []
        p.active = []
    return state, state.queue[0]


def cubes(text: str) -> list[int]:
    """Colour letters (R B G N V K) -> a cube vector."""
    return list(vector(text))


def colour(name: str) -> int:
    return COLOUR_INDEX[name]


def play(state: MacaoState, seat: int, *moves: str) -> MacaoState:
    for move in moves:
        state, _ = GAME.apply(state, seat, move)
    return state


def card_ids(family: str) -> list[str]:
    return [c.id for c in DATA.card_list if c.family == family]

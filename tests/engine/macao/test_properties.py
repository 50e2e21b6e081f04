"""Random playouts: termination, untouched state on illegal moves, JSON, replay."""

import pytest

from engine.errors import IllegalMove
from engine.macao.moves import Deliver, Pass, WallMove
from engine.macao.state import MacaoOptions
from engine.playout import random_playout
from tests.engine.macao.support import GAME


@pytest.mark.parametrize(("seats", "seed"), [(2, 1), (3, 2), (4, 3), (4, 4)])
def test_random_playouts_terminate_and_replay(seats: int, seed: int) -> None:
    state, log = random_playout(GAME, seats, seed)
    assert GAME.is_over(state) and state.round == 12
    assert GAME.to_act(state) == []
    result = GAME.result(state)
    assert sorted(s.seat for s in result.standings) == list(range(seats))
    replay = GAME.replay(seats, None, seed, log)
    assert replay.model_dump_json() == state.model_dump_json()
    text = GAME.to_json(state)
    assert GAME.to_json(GAME.from_json(text)) == text
    assert GAME.from_json(text) == state


def test_wall_order_option_plays_through() -> None:
    state, _ = random_playout(GAME, 3, 5, options=MacaoOptions(dice_order="wall_order"))
    assert GAME.is_over(state)


def test_illegal_moves_leave_the_state_identical() -> None:
    state = GAME.setup(3, None, 9)
    chooser = 0
    for step in range(400):
        if GAME.is_over(state):
            break
        before = state.model_dump_json()
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_moves(state, seat)
        for probe in (Pass(), Deliver(), WallMove(spaces=9)):
            if probe not in legal:
                with pytest.raises(IllegalMove):
                    GAME.apply(state, seat, probe)
        idle = [s for s in range(3) if s not in GAME.to_act(state)]
        if idle:
            with pytest.raises(IllegalMove):
                GAME.apply(state, idle[0], legal[0])
        assert state.model_dump_json() == before
        chooser = (chooser * 31 + step + 7) % 1009
        state, _ = GAME.apply(state, seat, legal[chooser % len(legal)])
        # JSON round trip at every step
        assert GAME.from_json(GAME.to_json(state)).model_dump_json() == state.model_dump_json()


def test_undo_barrier_after_reveals() -> None:
    state = GAME.setup(2, None, 3)
    seat = GAME.to_act(state)[0]
    state, _ = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0])
    assert not GAME.can_undo(state, seat)  # the turn passed to the other player

"""States share unchanged parts with their successors: no move may change an earlier state.

`CaravanGame.copy_state` is shallow and `_apply` copies only what a move touches, so a
forgotten copy would silently rewrite history (undo, replays, the stored game). These
tests keep every state of whole games and check that none of them ever changes.
"""

from __future__ import annotations

import pytest

from engine.caravan import GAME
from engine.caravan.moves import MoveCamel, Place
from engine.caravan.state import CaravanState, clone
from engine.playout import random_playout


def _snapshots(states: list[CaravanState]) -> list[str]:
    return [GAME.to_json(s) for s in states]


@pytest.mark.parametrize(
    ("seats", "seed", "options"),
    [(2, 11, {}), (3, 12, {"sixth_camel": True}), (4, 13, {})],
)
def test_no_move_changes_an_earlier_state(seats: int, seed: int, options: dict) -> None:
    _final, log = random_playout(GAME, seats, seed, options)
    state = GAME.setup(seats, options, seed)
    history = [state]
    snapshots = _snapshots(history)
    for index, (seat, move) in enumerate(log):
        # Every decisive move (take, steal, carry, deliver, pass) and a few placements,
        # applied and thrown away: the position they were applied to must not change.
        legal = GAME.legal_moves(state, seat)
        decisive = [m for m in legal if not isinstance(m, (Place, MoveCamel))]
        placements = [m for m in legal if isinstance(m, (Place, MoveCamel))]
        for tried in decisive + placements[index % 7 :: 40]:
            successor, _ = GAME.apply(state, seat, tried)
            # and the successor's own next move leaves the successor alone too
            if not GAME.is_over(successor):
                before = GAME.to_json(successor)
                actor = GAME.to_act(successor)[0]
                GAME.apply(successor, actor, GAME.legal_moves(successor, actor)[0])
                assert GAME.to_json(successor) == before
        assert GAME.to_json(state) == snapshots[-1], (index, move)
        state, _ = GAME.apply(state, seat, move)
        history.append(state)
        snapshots.append(GAME.to_json(state))
    assert _snapshots(history) == snapshots
    assert GAME.is_over(state)


def test_a_refill_draws_with_its_own_rng_and_bag() -> None:
    """The draw advances the new state's RNG and bag only, so undo still sees the reveal."""
    _final, log = random_playout(GAME, 2, 4)
    state = GAME.setup(2, None, 4)
    for seat, move in log:
        rng, bag, spaces = state.rng.state, list(state.bag), GAME.to_json(state)
        after, events = GAME.apply(state, seat, move)
        if any(e.kind == "refill" for e in events):
            assert (state.rng.state, state.bag, GAME.to_json(state)) == (rng, bag, spaces)
            assert after.rng.state != rng and len(after.bag) < len(bag)
            assert not GAME.can_undo(after, seat)
            return
        state = after
    pytest.fail("no refill in the game")


def test_clone_is_model_copy() -> None:
    """`clone` writes pydantic's copy fields itself; it must stay what `model_copy` makes."""
    state, _ = random_playout(GAME, 3, 7, {"sixth_camel": True})
    models = [state, state.rng, state.options, state.last_action, *state.spaces]
    models += [p for p in state.players] + [c for p in state.players for c in p.camels]
    for model in models:
        assert model is not None
        copy, reference = clone(model), model.model_copy()
        assert type(copy) is type(model)
        assert copy == reference == model and copy is not model
        assert copy.__dict__ == reference.__dict__ and copy.__dict__ is not model.__dict__
        assert copy.__pydantic_fields_set__ == reference.__pydantic_fields_set__
        assert copy.__pydantic_fields_set__ is not model.__pydantic_fields_set__
        assert copy.__pydantic_extra__ == reference.__pydantic_extra__
        assert copy.__pydantic_private__ == reference.__pydantic_private__
        assert copy.model_dump_json() == model.model_dump_json()
    camel = state.players[0].camels[0]
    copy = clone(camel)
    copy.cell = None if camel.cell is not None else 3
    assert copy.cell != camel.cell

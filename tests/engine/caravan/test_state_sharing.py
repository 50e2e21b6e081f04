"""States share unchanged parts with their successors: no move may change an earlier state.

`CaravanGame.copy_state` is shallow and `_apply` copies only what a move touches, so a
forgotten copy would silently rewrite history (undo, replays, the stored game). These
tests keep every state of whole games and check that none of them ever changes.
"""

from __future__ import annotations

import pytest

from engine.caravan import GAME
from engine.caravan.moves import MoveCamel, Place
from engine.caravan.state import CaravanState
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

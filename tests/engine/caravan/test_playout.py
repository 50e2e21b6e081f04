"""The playout picker: counting placements by cell picks exactly what scoring each would."""

from __future__ import annotations

import pytest

from engine.caravan import GAME
from engine.caravan import playout as picker
from engine.caravan.moves import MoveCamel, Place
from engine.caravan.state import CaravanState
from engine.playout import random_playout
from engine.rng import Rng


def _positions() -> list[tuple[CaravanState, int]]:
    """Every position of three whole games (2-4 players, one with a sixth camel)."""
    found = []
    for seats, seed, options in ((2, 21, {}), (3, 22, {"sixth_camel": True}), (4, 23, {})):
        _final, log = random_playout(GAME, seats, seed, options)
        state = GAME.setup(seats, options, seed)
        for seat, move in log:
            found.append((state, seat))
            state, _ = GAME.apply(state, seat, move)
    return found


POSITIONS = _positions()


def _picks(stream: int) -> list:
    return [
        picker.purposeful_move(state, seat, GAME.legal_moves(state, seat), Rng(state=i + stream))
        for i, (state, seat) in enumerate(POSITIONS)
    ]


def test_counted_placement_picks_match_scoring_every_placement(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    counted = _picks(0) + _picks(10_000)
    used = []
    real = picker._pick_placement

    def spy(*args: object) -> object:
        chosen = real(*args)  # type: ignore[arg-type]
        used.append(chosen)
        return chosen

    monkeypatch.setattr(picker, "_pick_placement", spy)
    assert _picks(0) + _picks(10_000) == counted
    # the counted path really ran, for placements on both one- and two-action turns
    assert len(used) > len(POSITIONS) and None not in used
    assert any(s.actions_left == 1 for s, _ in POSITIONS)
    monkeypatch.setattr(picker, "_pick_placement", lambda *args: None)
    swept = _picks(0) + _picks(10_000)
    assert swept == counted
    assert sum(isinstance(m, (Place, MoveCamel)) for m in counted) > len(counted) // 2


def test_a_list_of_another_shape_is_scored_move_by_move() -> None:
    """Given only some placements, the picker cannot count them and scores each instead."""
    for i, (state, seat) in enumerate(POSITIONS[::10]):
        moves = GAME.legal_moves(state, seat)
        decisive = [m for m in moves if not isinstance(m, (Place, MoveCamel))]
        some = decisive + [m for m in moves if isinstance(m, (Place, MoveCamel))][::3]
        for stream in range(5):
            chosen = picker.purposeful_move(state, seat, some, Rng(state=i * 10 + stream))
            assert chosen in some

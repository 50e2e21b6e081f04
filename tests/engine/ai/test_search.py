"""The AI decides from what its seat may see, deterministically, and always legally."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine import Game, GameState
from engine.ai import LEVELS, Level, level, think
from tests.engine.ai.positions import GAMES, decider, midgame, twin_worlds

QUICK = Level("quick", iterations=24, rollout=4, exploration=0.7, seconds=60.0)


@pytest.mark.parametrize("name", GAMES)
def test_the_move_is_legal_and_repeatable(name: str) -> None:
    game = engine.get(name)
    state = midgame(game, 3, 11, 25)
    seat = decider(game, state)
    first = think(game, state, seat, QUICK, seed=5)
    assert first.move in game.legal_moves(state, seat)
    assert 0 < first.iterations <= QUICK.iterations and first.simulated > 0
    assert not first.capped
    assert think(game, state, seat, QUICK, seed=5).move == first.move


@pytest.mark.parametrize("name", GAMES)
def test_what_the_seat_cannot_see_does_not_change_its_move(name: str) -> None:
    """Two states that look the same to the AI's seat (the second one with everything
    hidden drawn anew) give the same move for the same AI seed: it never reads them."""
    game = engine.get(name)
    for seed in (3, 4):
        state, seat, other = twin_worlds(game, 2, seed)
        assert (
            think(game, state, seat, QUICK, seed=9).move
            == think(game, other, seat, QUICK, seed=9).move
        )


def test_a_forced_move_needs_no_search() -> None:
    game = engine.get("caravan")
    state = game.setup(2, None, 1)
    seat = game.to_act(state)[0]
    moves = game.legal_moves(state, seat)
    forced = [m for m in moves if game.format_move(m) == "pass"]
    decision = think(_OnlyMoves(game, forced), state, seat, QUICK, seed=1)  # type: ignore[arg-type]
    assert decision.move == forced[0] and decision.iterations == 0


class _OnlyMoves:
    """A game that offers only the given moves (to make a decision forced)."""

    def __init__(self, game: Game[Any, Any, Any], moves: list[Any]) -> None:
        self._game, self._moves = game, moves

    def legal_moves(self, state: GameState, seat: int) -> list[Any]:
        return list(self._moves)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)


def test_levels_are_named_and_ordered_by_effort() -> None:
    assert list(LEVELS) == ["easy", "normal", "hard"]
    assert level("Normal") is LEVELS["normal"]
    effort = [lv.iterations * (lv.rollout + 1) for lv in LEVELS.values()]
    assert effort == sorted(effort) and len(set(effort)) == 3
    assert LEVELS["normal"].seconds <= 2 and LEVELS["hard"].seconds <= 10
    with pytest.raises(ValueError, match="unknown AI level"):
        level("grandmaster")

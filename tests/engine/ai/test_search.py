"""The AI decides from what its seat may see, deterministically, and always legally."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

import engine
from engine import Game, GameState
from engine.ai import LEVELS, Level, level, think
from engine.ai.search import Search
from engine.rng import Rng
from tests.engine.ai.positions import (
    GAMES,
    Add,
    Tally,
    decider,
    midgame,
    tally_position,
    twin_worlds,
)

QUICK = Level("quick", iterations=24, rollout=4, exploration=0.7, seconds=60.0, prior_worlds=2)


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

    def distinct_moves(self, state: GameState, seat: int) -> list[Any]:
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


@pytest.mark.parametrize("lead", [0, 40, -40])
def test_the_search_keeps_telling_better_from_worse_at_any_lead(lead: int) -> None:
    """At a lead of 40 every reward is near 1 (or 0): compared as they are, adding 10
    or 1 looks alike and the visits spread evenly; stretched between the worst and the
    best move, the search still prefers the 10 points."""
    game, state = tally_position(lead)
    plain = Level("plain", iterations=240, rollout=2, exploration=0.7, seconds=60.0)
    stretched = think(game, state, 0, plain, seed=3)
    assert stretched.move == Add(n=10) and not stretched.even
    if lead:
        flat = think(game, state, 0, dataclasses.replace(plain, stretch=False), seed=3)
        assert flat.even


class WideTally(Tally):
    """Tally with 60 choices, adding 0 to 59 points; the playout picker adds 1."""

    ADDS = tuple(range(60))


def test_the_root_opens_the_moves_that_look_best_one_move_ahead_first() -> None:
    """240 iterations open about 31 of 60 moves: in the picker's order they never reach
    adding 59; judged one move ahead first, it is opened first and chosen."""
    game = WideTally()
    state = game.setup(2, None, 1)
    blind = Level("blind", iterations=240, rollout=2, exploration=0.7, seconds=60.0)
    assert think(game, state, 0, blind, seed=2).move != Add(n=59)
    looking = dataclasses.replace(blind, prior_worlds=2)
    assert think(game, state, 0, looking, seed=2).move == Add(n=59)


def test_a_game_can_cap_the_moves_played_on_before_judging() -> None:
    """Caravan judges where the tree ends (its picker misled the search); the others play
    on as long as the level says."""
    normal = LEVELS["normal"]
    for name, expected in (("caravan", 0), ("macao", normal.rollout)):
        game = engine.get(name)
        search = Search(game, 0, normal, Rng.from_seed(1, "t"), 2)
        assert search.rollout == expected

"""Turn planning judges a finished game by who won it, not by its margin alone: a seat
that is behind by a little does not end the game when it could play on."""

from __future__ import annotations

from typing import Any

import pytest

from engine import Rng
from engine.ai import Level, plan, think
from engine.ai.plan import LATER, OUTCOME, judge, rank
from tests.engine.ai.named_games import Act, NamedMoveGame, ScoredState

PLANNING = Level(
    "planning", iterations=1, rollout=0, exploration=0.7, seconds=60.0,
    plan_width=4, plan_answers=4, plan_answer_width=2, plan_worlds=1,
)  # fmt: skip
FOLLOWING = Level(
    "following", iterations=1, rollout=0, exploration=0.7, seconds=60.0,
    plan_width=4, plan_answers=4, plan_answer_width=2, plan_follow_width=2, plan_worlds=1,
)  # fmt: skip


class CallState(ScoredState):
    called: bool = False


class Call(NamedMoveGame[CallState]):
    """A constructed game of one-move turns. A seat that is not ahead may `call` (the
    game ends at once); any seat may `grow` (+4) or `wait` (-2). It ends by itself
    after 10 moves."""

    name = "call"
    state_model = CallState

    def to_act(self, state: CallState) -> list[int]:
        return [] if self.is_over(state) else [state.move_count % 2]

    def legal_moves(self, state: CallState, seat: int) -> list[Act]:
        if seat not in self.to_act(state):
            return []
        behind = state.scores[seat] <= state.scores[1 - seat]
        return [*([Act(name="call")] if behind else []), Act(name="grow"), Act(name="wait")]

    def _apply(self, state: CallState, seat: int, move: Act) -> list[Any]:
        state.scores = list(state.scores)
        state.scores[seat] += {"call": 0, "grow": 4, "wait": -2}[move.name]
        state.called = move.name == "call"
        return []

    def is_over(self, state: CallState) -> bool:
        return state.called or state.move_count >= 10


class Close(Call):
    """Call's table, where a seat that is ahead may `close` (the game ends at once) and
    any seat may `bide` (nothing changes)."""

    def legal_moves(self, state: CallState, seat: int) -> list[Act]:
        if seat not in self.to_act(state):
            return []
        ahead = state.scores[seat] > state.scores[1 - seat]
        return [Act(name="bide"), *([Act(name="close")] if ahead else [])]

    def _apply(self, state: CallState, seat: int, move: Act) -> list[Any]:
        state.called = move.name == "close"
        return []


def position(scores: list[int], *, called: bool = False) -> CallState:
    return Call().setup(2, None, 1).model_copy(update={"scores": scores, "called": called})


def test_a_finished_game_is_judged_by_its_lead_and_who_won() -> None:
    game = Call()
    won = position([5, 3], called=True)
    assert judge(game, won, 0) == pytest.approx(2 + OUTCOME)
    assert judge(game, won, 1) == pytest.approx(-2 - OUTCOME)
    assert judge(game, position([4, 4], called=True), 0) == pytest.approx(0)  # shared
    assert judge(game, position([5, 3]), 0) == pytest.approx(2)  # not over: the lead
    assert judge(game, won, 0, later=True) == pytest.approx(2 + OUTCOME - LATER)
    assert judge(game, won, 1, later=True) == pytest.approx(-2 - OUTCOME + LATER)


def test_a_seat_behind_by_a_little_plays_on_rather_than_end_the_game() -> None:
    """Calling loses by 1; playing on (grow, the rival grows too) leaves it 1 behind
    with the game still open: the planner plays on, and calls only last of all (after
    waiting, 7 behind). Judged by the lead alone, a game lost by 1 looked as good as an
    open one 1 behind, and `call` came first by name."""
    game = Call()
    state = position([2, 3])
    ranked = rank(game, state, 0, PLANNING, Rng.from_seed(1, "plan")).moves
    assert [found.move.name for found in ranked] == ["grow", "wait", "call"]
    assert ranked[0].lead == pytest.approx(-1)  # what a hint shows: the lead, no bonus
    assert ranked[2].value == pytest.approx(-1 - OUTCOME)
    assert think(game, state, 0, PLANNING, seed=1).move.name == "grow"


def test_without_the_outcome_the_planner_would_call(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same position with the outcome worth nothing: `call` is then as good as
    growing and comes first (the check that the test above depends on the outcome)."""
    monkeypatch.setattr(plan, "OUTCOME", 0.0)
    game = Call()
    ranked = rank(game, position([2, 3]), 0, PLANNING, Rng.from_seed(1, "plan")).moves
    assert ranked[0].move.name == "call"


def test_a_seat_that_can_win_now_does_not_put_it_off() -> None:
    """Ahead by 1, the seat may close now or bide: the rival bides, and the seat could
    close on its next turn, which the planner sees (`plan_follow_width`). Both win by 1;
    the win now comes first. Judged alike, `bide` came first by name, and two such
    seats would bide at every turn until the game ran out by itself."""
    game = Close()
    state = position([3, 2])
    ranked = rank(game, state, 0, FOLLOWING, Rng.from_seed(1, "plan")).moves
    assert [found.move.name for found in ranked] == ["close", "bide"]
    assert ranked[0].value == pytest.approx(1 + OUTCOME)
    assert ranked[1].value == pytest.approx(1 + OUTCOME - LATER)
    assert think(game, state, 0, FOLLOWING, seed=1).move.name == "close"


def test_without_the_discount_the_planner_would_bide(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(plan, "LATER", 0.0)
    ranked = rank(Close(), position([3, 2]), 0, FOLLOWING, Rng.from_seed(1, "plan")).moves
    assert [found.move.name for found in ranked] == ["bide", "close"]

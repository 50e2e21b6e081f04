"""Turn planning: whole turns found as sequences, judged after the next seat's answer,
from the planning seat's view only."""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar

import pytest

import engine
from engine import Rng
from engine.ai import LEVELS, Level, advise, think
from engine.ai.greedy import greedy_move
from engine.ai.plan import Planner, rank
from engine.ai.review import mistake_at
from engine.caravan.state import is_occupied
from engine.game import GameState
from tests.engine.ai.named_games import Act, NamedMoveGame, ScoredState
from tests.engine.ai.positions import midgame, twin_worlds

PLANNING = Level(
    "planning", iterations=1, rollout=0, exploration=0.7, seconds=60.0,
    plan_width=6, plan_answers=6, plan_answer_width=2, plan_worlds=2,
)  # fmt: skip


class TwoStepState(ScoredState):
    step: int = 0  # moves made in the turn under way (a turn is two)
    charged: bool = False  # the seat to act charged at the turn's first move
    exposed: int = 0  # points the seat that just moved left for the next seat to steal


class TwoStep(NamedMoveGame[TwoStepState]):
    """A constructed game of two-move turns, three turns each. A turn opens with
    `add` (+1), `charge` (-1, but the turn's second move may then `burst` for +5),
    `gamble` (+4, left for the next seat to steal) or `steal` (when something was left).
    The turn's second move is `add` or, after a charge, `burst`. Best: charge and burst
    (+4), which one move ahead looks worse than adding; a gamble looks best one move
    ahead and over the turn (+5), but the next seat steals it."""

    name = "twostep"
    state_model = TwoStepState
    TURNS: ClassVar[int] = 6

    def to_act(self, state: TwoStepState) -> list[int]:
        return [] if self.is_over(state) else [state.move_count // 2 % 2]

    def legal_moves(self, state: TwoStepState, seat: int) -> list[Act]:
        if seat not in self.to_act(state):
            return []
        if state.step == 1:
            return [Act(name="add"), *([Act(name="burst")] if state.charged else [])]
        stealing = [Act(name="steal")] if state.exposed else []
        return [Act(name="add"), Act(name="charge"), Act(name="gamble"), *stealing]

    def _apply(self, state: TwoStepState, seat: int, move: Act) -> list[Any]:
        gains = {"add": 1, "charge": -1, "burst": 5, "gamble": 4, "steal": state.exposed}
        state.scores = list(state.scores)
        state.scores[seat] += gains[move.name]
        if move.name == "steal":
            state.scores[1 - seat] -= state.exposed
            state.exposed = 0
        elif state.step == 0:
            state.exposed = 0  # what the rival left is safe once the seat lets it be
        if move.name == "gamble":
            state.exposed = 4
        state.charged = move.name == "charge"
        state.step = 1 - state.step
        return []

    def is_over(self, state: TwoStepState) -> bool:
        return state.move_count >= 2 * self.TURNS


def test_the_plan_takes_a_step_back_for_a_better_turn() -> None:
    """One move ahead, charging looks worst; the turn that charges and bursts is best."""
    game = TwoStep()
    state = game.setup(2, None, 1)
    assert greedy_move(game, state, 0, seed=1).name == "gamble"
    ranking = rank(game, state, 0, PLANNING, Rng.from_seed(1, "plan"))
    ranked = ranking.moves
    assert [found.move.name for found in ranked[:2]] == ["charge", "add"]
    # the rival then gambles (+5); adding twice leaves 2 against that, a gamble is stolen
    assert [found.lead for found in ranked] == pytest.approx([4 - 5, 2 - 5, 1 - 5])
    assert ranking.evaluated > 0 and ranking.worlds == PLANNING.plan_worlds
    assert think(game, state, 0, PLANNING, seed=1).move.name == "charge"


def test_a_plan_is_judged_after_the_next_seats_answer() -> None:
    """Gambling gains most this turn, but the rival steals it: after its answer the
    gamble is worth less than charging and bursting."""
    game = TwoStep()
    state = game.setup(2, None, 1)
    planner = Planner(game, 0, PLANNING)
    ends = planner.turn_ends(state, 0, PLANNING.plan_width)
    assert ends[0].first == "gamble" and ends[0].value == pytest.approx(5)
    answered: dict[str, float] = {}
    for line in ends:  # each first move's best turn
        lead = game.evaluate(planner.answered(line), 0)
        answered[line.first] = max(answered.get(line.first, -99.0), lead)
    assert answered["gamble"] == pytest.approx(1 - 5)  # stolen (4), and the rival adds 1
    assert answered["charge"] > answered["gamble"]


def test_a_following_turn_is_planned_after_the_answer() -> None:
    """With a follow width, the seat's own next turn is planned after the rival's
    answer: the rival's gamble is stolen back (+4 to the seat, -4 to the rival)."""
    game = TwoStep()
    state = game.setup(2, None, 1)
    following = dataclasses.replace(PLANNING, plan_follow_width=2)
    line = next(
        line
        for line in Planner(game, 0, PLANNING).turn_ends(state, 0, PLANNING.plan_width)
        if line.first == "charge"
    )
    assert game.evaluate(Planner(game, 0, PLANNING).answered(line), 0) == pytest.approx(4 - 5)
    # charge and burst (4), the rival gambles and adds (5), then steal and add: 9 against 1
    assert game.evaluate(Planner(game, 0, following).answered(line), 0) == pytest.approx(9 - 1)


def test_every_order_of_one_turns_moves_is_one_position() -> None:
    """Placing two alike camels on two cells in either order is one position, which the
    beam keeps once; a third cell is another position."""
    game = engine.get("caravan")
    state = game.setup(2, None, 7).model_copy(update={"actions_left": 4})
    seat = game.to_act(state)[0]
    free = [c for c in range(49) if not is_occupied(state, c)]

    def placed(*cells: int) -> GameState:
        after = state
        for cell in cells:
            move = next(
                m for m in game.distinct_moves(after, seat)
                if m.kind == "place" and m.cell == cell
            )  # fmt: skip
            after = game.advance(after, seat, move)
        return after

    a, b, c = free[:3]
    assert game.position_key(placed(a, b)) == game.position_key(placed(b, a))
    assert game.position_key(placed(a, c)) != game.position_key(placed(a, b))
    planner = Planner(game, seat, PLANNING)
    ends = planner.turn_ends(state, seat, PLANNING.plan_width)
    assert len(ends) > 1 and all(game.to_act(line.state) != [seat] for line in ends)
    assert [line.value for line in ends] == sorted((line.value for line in ends), reverse=True)


def test_caravan_plans_at_the_normal_and_hard_levels() -> None:
    game = engine.get("caravan")
    state = midgame(game, 2, 7, 30)
    seat = game.to_act(state)[0]
    decision = think(game, state, seat, LEVELS["normal"], seed=3)
    assert decision.move in game.legal_moves(state, seat)
    assert decision.iterations == LEVELS["normal"].plan_worlds and decision.simulated > 100
    assert LEVELS["hard"].plan_width > LEVELS["normal"].plan_width


@pytest.mark.parametrize("seed", [3, 4])
def test_what_the_seat_cannot_see_does_not_change_the_plan(seed: int) -> None:
    """The honesty test for planning: a state the seat cannot tell apart (the bag's
    order drawn anew) gives the same move and the same advice for the same seed."""
    game = engine.get("caravan")
    state, seat, other = twin_worlds(game, 2, seed)
    assert think(game, state, seat, PLANNING, 9).move == think(game, other, seat, PLANNING, 9).move
    assert advise(game, state, seat, PLANNING, 9) == advise(game, other, seat, PLANNING, 9)


def test_advice_from_plans_offers_three_first_moves_best_first() -> None:
    game = engine.get("caravan")
    state = midgame(game, 2, 5, 30)
    seat = game.to_act(state)[0]
    advice = advise(game, state, seat, PLANNING, seed=2)
    assert len(advice) == 3 and len({a.notation for a in advice}) == 3
    assert [a.lead for a in advice] == sorted((a.lead for a in advice), reverse=True)
    assert all(a.move in game.legal_moves(state, seat) for a in advice)
    assert all(0 < a.win_chance < 1 and 1 <= a.visits <= PLANNING.plan_worlds for a in advice)


def test_a_review_by_plans_prices_the_move_played_against_the_best() -> None:
    game = TwoStep()
    state = game.setup(2, None, 1)
    best = mistake_at(game, state, 0, Act(name="charge"), seed=1, level=PLANNING)
    worse = mistake_at(game, state, 0, Act(name="gamble"), seed=1, level=PLANNING)
    assert best is not None and worse is not None
    assert best.cost == 0 and best.better == "charge"
    assert worse.better == "charge" and worse.played == "gamble" and worse.cost > 0.1


def test_a_level_without_a_plan_width_searches_instead() -> None:
    game = TwoStep()
    state = game.setup(2, None, 1)
    searching = dataclasses.replace(PLANNING, plan_width=0, iterations=40)
    decision = think(game, state, 0, searching, seed=1)
    assert 0 < decision.iterations <= 40


def test_the_time_cap_stops_planning_after_a_world() -> None:
    game = engine.get("caravan")
    state = midgame(game, 2, 7, 30)
    seat = game.to_act(state)[0]
    hurried = dataclasses.replace(PLANNING, seconds=0.0, plan_worlds=3)
    decision = think(game, state, seat, hurried, seed=3)
    assert decision.iterations == 1 and decision.capped
    assert decision.move in game.legal_moves(state, seat)


def test_a_cap_inside_one_world_counts_as_capped() -> None:
    """With a single world to plan in, a plan the time cut short within that world
    (fewer turn ends grown or answered) is capped too: the benchmark counts it."""
    game = engine.get("caravan")
    state = midgame(game, 2, 7, 30)
    seat = game.to_act(state)[0]
    one_world = dataclasses.replace(PLANNING, plan_worlds=1)
    assert not think(game, state, seat, one_world, seed=3).capped
    cut = think(game, state, seat, dataclasses.replace(one_world, seconds=0.0), seed=3)
    assert cut.iterations == 1 and cut.capped
    assert cut.move in game.legal_moves(state, seat)


def test_the_time_cap_is_asked_before_each_position_is_grown() -> None:
    """When the time runs out in the middle of a beam's step, the positions found so
    far are the turn's ends: the cap is overrun by one position's moves at most."""
    game = engine.get("caravan")
    state = midgame(game, 2, 7, 30).model_copy(update={"actions_left": 4})
    seat = game.to_act(state)[0]
    asked = []

    def out() -> bool:  # asked after the first step, before each position of the second
        asked.append(True)
        return len(asked) >= 3  # up before the second position is grown

    planner = Planner(game, seat, PLANNING, out)
    ends = planner.turn_ends(state, seat, PLANNING.plan_width)
    opened = game.distinct_moves(state, seat)
    afters = [game.advance(state, seat, move) for move in opened]
    best = max(
        (after for after in afters if game.to_act(after) == [seat]),
        key=lambda after: game.evaluate(after, seat),
    )
    assert planner.evaluated == len(opened) + len(game.distinct_moves(best, seat))
    assert len(asked) == 3 and len(ends) > PLANNING.plan_width


def test_a_review_by_plans_prices_the_move_played_even_when_time_is_up() -> None:
    game = engine.get("caravan")
    state = midgame(game, 2, 7, 30)
    seat = game.to_act(state)[0]
    played = game.legal_moves(state, seat)[-1]
    hurried = dataclasses.replace(PLANNING, seconds=0.0)
    mistake = mistake_at(game, state, seat, played, seed=1, level=hurried)
    assert mistake is not None and mistake.played == game.format_move(played)
    assert 0 < mistake.played_value < 1 and mistake.cost >= 0

"""A base for the small two-seat games constructed to test the planner: a move is a bare
name, each seat has a score that decides the game, and a move's text is its name. A test
game then states only its rules (`to_act`, `legal_moves`, `_apply`, `is_over`)."""

from __future__ import annotations

from typing import ClassVar, TypeVar

from engine import Rng
from engine.game import Game, GameState, Move, Options, Result, View, rank_standings
from engine.i18n import Text, t


class Act(Move):
    name: str


class ScoredState(GameState):
    scores: list[int]


StateT = TypeVar("StateT", bound=ScoredState)


class NamedMoveGame(Game[StateT, Act, Options]):
    """Two seats starting at 0 points, moves by name, won by the higher score."""

    min_seats = max_seats = 2
    options_model = Options
    move_model = Act
    notation_hint = "core.err.bad_notation"
    plans_turns: ClassVar[bool] = True

    def _setup(self, num_seats: int, options: Options, seed: int, rng: Rng) -> StateT:
        return self.state_model(game=self.name, num_seats=2, seed=seed, rng=rng, scores=[0, 0])

    def result(self, state: StateT) -> Result:
        return rank_standings([(s, state.scores[s], [], []) for s in range(2)])

    def view(self, state: StateT, seat: int | None) -> View:
        return View(game=self.name, viewer=seat, to_act=self.to_act(state))

    def _parse(self, text: str) -> Act:
        return Act(name=text)

    def format_move(self, move: Act) -> str:
        return move.name

    def label(self, move: Act, state: StateT | None = None) -> Text:
        return t("core.step.kind", kind=move.name)

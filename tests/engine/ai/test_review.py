"""A game's review: the costliest moves judged from the deciding seat's view only, the
table's chances from the spectator's, deterministic and within its budget."""

from __future__ import annotations

import json
from typing import Any, ClassVar

import pytest

import engine
from engine import Rng
from engine.ai import Level
from engine.ai import review as reviewing
from engine.ai.review import Review, chances, mistake_at, review
from engine.game import Game, GameState, Move, Options, Result, ScoreLine, View, rank_standings
from engine.i18n import Text, t
from tests.engine.ai.positions import GAMES, midgame, twin_worlds

QUICK = Level("quick", iterations=60, rollout=6, exploration=0.7, seconds=60.0)


def played_game(
    game: Game[Any, Any, Any], seats: int, seed: int, plies: int
) -> tuple[GameState, list[tuple[int, Any]]]:
    """A game's start and its first `plies` moves by the playout picker."""
    start = state = game.setup(seats, None, seed)
    chooser = Rng.from_seed(seed, "reviewed")
    moves: list[tuple[int, Any]] = []
    while len(moves) < plies and not game.is_over(state):
        seat = game.to_act(state)[0]
        move = game.playout_move(state, seat, game.legal_moves(state, seat), chooser)
        moves.append((seat, move))
        state = game.advance(state, seat, move)
    return start, moves


class Take(Move):
    n: int


class SumsState(GameState):
    scores: list[int]


class Sums(Game[SumsState, Take, Options]):
    """A constructed game: two seats take turns taking 0 to 4 points, four turns each;
    the most points win. Taking fewer than 4 is worse, taking 0 clearly so."""

    name = "sums"
    min_seats = max_seats = 2
    options_model = Options
    state_model = SumsState
    move_model = Take
    notation_hint = "core.err.bad_notation"
    TURNS: ClassVar[int] = 8

    def _setup(self, num_seats: int, options: Options, seed: int, rng: Rng) -> SumsState:
        return SumsState(game=self.name, num_seats=num_seats, seed=seed, rng=rng, scores=[0, 0])

    def to_act(self, state: SumsState) -> list[int]:
        return [] if self.is_over(state) else [state.move_count % 2]

    def legal_moves(self, state: SumsState, seat: int) -> list[Take]:
        return [Take(n=n) for n in range(5)]

    def _apply(self, state: SumsState, seat: int, move: Take) -> list[Any]:
        state.scores[seat] += move.n
        return []

    def is_over(self, state: SumsState) -> bool:
        return state.move_count >= self.TURNS

    def result(self, state: SumsState) -> Result:
        line = [ScoreLine(category="points", label=t("core.advice.search"), points=0)]
        return rank_standings([(s, state.scores[s], line, []) for s in range(2)])

    def view(self, state: SumsState, seat: int | None) -> View:
        return View(game=self.name, viewer=seat)

    def _parse(self, text: str) -> Take:
        return Take(n=int(text.removeprefix("take ")))

    def format_move(self, move: Take) -> str:
        return f"take {move.n}"

    def label(self, move: Take, state: SumsState | None = None) -> Text:
        return t("core.advice.search")


def test_a_clearly_worse_move_costs_its_seat_the_most() -> None:
    game = Sums()
    start = game.setup(2, None, 1)
    takes = [4, 4, 4, 3, 0, 4, 4, 4]  # seat 0 takes 0 at its third turn, seat 1 3 once
    done = review(game, start, [(ply % 2, Take(n=n)) for ply, n in enumerate(takes)], seed=1)
    first = done.mistakes[0]
    assert (first.seat, first.ply, first.played, first.better) == (0, 4, "take 0", "take 4")
    assert first.cost > 0.5
    assert all(m.cost < first.cost / 2 for m in done.mistakes[1:])
    assert all(m.cost > 0 for m in done.mistakes) and done.judged == 8
    assert done.chances[-1] == (8, (0.0, 1.0))  # 12 points against 15


@pytest.mark.parametrize("name", GAMES)
def test_a_judgement_does_not_depend_on_what_the_seat_could_not_see(name: str) -> None:
    """Two games the deciding seat cannot tell apart (everyone else's hidden cards, the
    piles, the future drawn anew) give the same judgement of the same move."""
    game = engine.get(name)
    for seed in (3, 4):
        state, seat, other = twin_worlds(game, 3, seed)
        assert other != state
        played = game.legal_moves(state, seat)[-1]
        first = mistake_at(game, state, seat, played, 9, QUICK)
        assert first is not None and first.played == game.format_move(played)
        assert mistake_at(game, other, seat, played, 9, QUICK) == first


@pytest.mark.parametrize("name", GAMES)
def test_a_review_is_deterministic_and_round_trips(name: str) -> None:
    game = engine.get(name)
    start, moves = played_game(game, 2, 5, 40)
    first = review(game, start, moves, seed=2, level=QUICK)
    assert review(game, start, moves, seed=2, level=QUICK) == first
    assert Review.from_data(json.loads(json.dumps(first.to_data()))) == first


def test_the_budget_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    """At most `PER_SEAT` decisions per seat and `CHART_POINTS` readings however long the
    game, each decision searched with the level's iterations only."""
    monkeypatch.setattr(reviewing, "PER_SEAT", 3)
    monkeypatch.setattr(reviewing, "CHART_POINTS", 5)
    searched: list[int] = []
    real_run = reviewing.run

    def counted(*args: Any, **kwargs: Any) -> tuple[int, bool]:
        iterations, capped = real_run(*args, **kwargs)
        searched.append(iterations)
        return iterations, capped

    monkeypatch.setattr(reviewing, "run", counted)
    game = engine.get("macao")
    start, moves = played_game(game, 3, 7, 120)
    done = review(game, start, moves, seed=1, level=QUICK)
    assert done.judged == len(searched) <= 3 * 3
    assert all(count <= QUICK.iterations for count in searched)
    assert len(done.chances) <= 5


def test_a_single_legal_move_is_not_searched() -> None:
    forced = 0
    for name in GAMES:
        game = engine.get(name)
        state = game.setup(2, None, 1)
        chooser = Rng.from_seed(1, "forced")
        for _ in range(300):
            if game.is_over(state):
                break
            seat = game.to_act(state)[0]
            legal = game.legal_moves(state, seat)
            if len(legal) == 1:
                assert mistake_at(game, state, seat, legal[0], 1, QUICK) is None
                forced += 1
            state = game.advance(state, seat, game.playout_move(state, seat, legal, chooser))
    assert forced


@pytest.mark.parametrize("name", GAMES)
def test_the_chances_read_the_table_and_end_with_the_result(name: str) -> None:
    game = engine.get(name)
    state = midgame(game, 3, 2, 40)
    hidden = game.resample(state, 0, Rng.from_seed(2, "other hands"))
    reading = chances(game, state, 4)
    assert sum(reading) == pytest.approx(1, abs=1e-3)
    spectator = game.resample(state, None, Rng.from_seed(1, "spectator"))  # type: ignore[arg-type]
    assert game.view(spectator, None) == game.view(state, None)
    if game.view(hidden, None) == game.view(state, None):
        assert chances(game, hidden, 4) == reading
    ended = midgame(game, 2, 2, 5000)
    assert game.is_over(ended)
    winners = game.result(ended).winners
    assert chances(game, ended, 4) == tuple(
        round(1 / len(winners), 4) if s in winners else 0.0 for s in range(2)
    )

"""Positions the AI tests share: seeded mid-game states of the real games, and a tiny
game of points whose best move is known."""

from __future__ import annotations

from typing import Any

from engine import Game, GameState, Rng
from engine.game import Move, Options, Result, View, rank_standings
from engine.i18n import Text, t

GAMES = ("caravan", "marco_polo", "macao")


def midgame(game: Game[Any, Any, Any], seats: int, seed: int, plies: int) -> GameState:
    state = game.setup(seats, None, seed)
    chooser = Rng.from_seed(seed, "midgame")
    for _ in range(plies):
        if game.is_over(state):
            break
        seat = game.to_act(state)[0]
        move = game.playout_move(state, seat, game.legal_moves(state, seat), chooser)
        state, _ = game.apply(state, seat, move)
    return state


def decider(game: Game[Any, Any, Any], state: GameState) -> int:
    """A seat with a real choice to make (several legal moves)."""
    return next(s for s in game.to_act(state) if len(game.legal_moves(state, s)) > 1)


def twin_worlds(
    game: Game[Any, Any, Any], seats: int, seed: int
) -> tuple[GameState, int, GameState]:
    """A mid-game state, its deciding seat, and a second state that seat cannot tell
    apart from it (everything hidden from the seat drawn anew): the honesty tests' pair."""
    state = midgame(game, seats, seed, 30)
    seat = decider(game, state)
    other = game.resample(state, seat, Rng.from_seed(seed, "another world"))
    assert game.view(other, seat) == game.view(state, seat)
    return state, seat, other


class TallyOptions(Options):
    pass


class TallyState(GameState):
    scores: list[int]
    turns_left: int


class Add(Move):
    n: int


class Tally(Game[TallyState, Add, TallyOptions]):
    """Two seats take turns adding 0, 1 or 10 points to their own score, 200 turns in
    all: adding 10 is always best, by points, at any lead. Playouts add 1 point a turn,
    so what a search sees after a move is the move's own worth."""

    name = "tally"
    min_seats = 2
    max_seats = 2
    options_model = TallyOptions
    state_model = TallyState
    move_model = Add
    notation_hint = "core.err.bad_notation"
    ADDS = (0, 1, 10)

    def _setup(self, num_seats: int, options: TallyOptions, seed: int, rng: Rng) -> TallyState:
        return TallyState(
            game=self.name, num_seats=num_seats, seed=seed, rng=rng,
            scores=[0] * num_seats, turns_left=200,
        )  # fmt: skip

    def to_act(self, state: TallyState) -> list[int]:
        return [state.move_count % state.num_seats] if state.turns_left else []

    def legal_moves(self, state: TallyState, seat: int) -> list[Add]:
        return [Add(n=n) for n in self.ADDS] if seat in self.to_act(state) else []

    def _apply(self, state: TallyState, seat: int, move: Add) -> list[Any]:
        state.scores[seat] += move.n
        state.turns_left -= 1
        return []

    def playout_move(self, state: TallyState, seat: int, moves: list[Add], rng: Rng) -> Add:
        return next((move for move in moves if move.n == 1), moves[0])

    def is_over(self, state: TallyState) -> bool:
        return not state.turns_left

    def result(self, state: TallyState) -> Result:
        return rank_standings([(s, score, [], []) for s, score in enumerate(state.scores)])

    def view(self, state: TallyState, seat: int | None) -> View:
        return View(game=self.name, viewer=seat, to_act=self.to_act(state))

    def _parse(self, text: str) -> Add:
        return Add(n=int(text.split()[-1]))

    def format_move(self, move: Add) -> str:
        return f"add {move.n}"

    def label(self, move: Add, state: TallyState | None = None) -> Text:
        return t("core.step.kind", kind=self.format_move(move))


def tally_position(lead: int) -> tuple[Tally, TallyState]:
    """Seat 0 to move, `lead` points ahead of seat 1."""
    game = Tally()
    state = game.setup(2, None, 1)
    return game, state.model_copy(update={"scores": [lead, 0]})

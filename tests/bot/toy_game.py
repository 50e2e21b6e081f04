"""A tiny game on the engine contract, so service tests control every situation.

Seats take turns; a turn is up to two actions: `add N` (1-3 or up to `max_add`, undoable), `roll`
(adds a die, irreversible) or `pass` (ends the turn). Whoever's additions push the
counter to the target ends the game; each seat scores what it added.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from engine import Event, Game, GameState, IllegalMove, Move, Options, Rng, Text, t
from engine.game import ScoreLine, View, rank_standings
from engine.i18n import register
from engine.i18n import seat as seat_text

register(
    {
        "toy.title": ("Toy", "Spielzeug"),
        "toy.add": ("add {n}", "addiere {n}"),
        "toy.roll": ("roll a die", "würfle"),
        "toy.pass": ("pass", "passe"),
        "toy.event.added": ("The counter is now {value}.", "Der Zähler steht jetzt bei {value}."),
        "toy.prompt": ("{actions} action(s) left", "noch {actions} Aktion(en)"),
        "toy.score": ("Added", "Addiert"),
        "toy.event.passed": ("{who} passes.", "{who} passt."),
        "toy.err.too_much": (
            "{who} may add at most {most}.",
            "{who} darf höchstens {most} addieren.",
        ),
        "toy.hint": ("Try `add 1`, `roll` or `pass`.", "Versuche `add 1`, `roll` oder `pass`."),
    }
)


class ToyOptions(Options):
    target: int = Field(default=12, ge=3, le=200)
    max_add: int = Field(default=3, ge=1, le=60)


class Add(Move):
    kind: Literal["add"] = "add"
    n: int


class Roll(Move):
    kind: Literal["roll"] = "roll"


class Pass(Move):
    kind: Literal["pass"] = "pass"


ToyMove = Annotated[Add | Roll | Pass, Field(discriminator="kind")]


class ToyState(GameState):
    target: int
    max_add: int = 3
    counter: int = 0
    current: int = 0
    actions_left: int = 2
    added: list[int]


class ToyView(View):
    counter: int
    target: int
    mine: int | None = None


class ToyGame(Game[ToyState, Move, ToyOptions]):
    name = "toy"
    min_seats = 2
    max_seats = 3
    options_model = ToyOptions
    state_model = ToyState
    move_model = ToyMove

    def _setup(self, num_seats: int, options: ToyOptions, seed: int, rng: Rng) -> ToyState:
        return ToyState(
            game=self.name,
            num_seats=num_seats,
            seed=seed,
            rng=rng,
            target=options.target,
            max_add=options.max_add,
            added=[0] * num_seats,
        )

    def to_act(self, state: ToyState) -> list[int]:
        return [] if self.is_over(state) else [state.current]

    def legal_moves(self, state: ToyState, seat: int) -> list[Move]:
        if seat not in self.to_act(state):
            return []
        return [*(Add(n=n) for n in range(1, state.max_add + 1)), Roll(), Pass()]

    def check(self, state: ToyState, seat: int, move: Move) -> None:
        if isinstance(move, Add) and not 1 <= move.n <= state.max_add:
            raise IllegalMove("toy.err.too_much", who=seat_text(seat), most=state.max_add)
        super().check(state, seat, move)

    def prompt(self, state: ToyState, seat: int) -> Text | None:
        return t("toy.prompt", actions=state.actions_left)

    def _apply(self, state: ToyState, seat: int, move: Move) -> list[Event]:
        events = []
        if isinstance(move, Pass):
            state.actions_left = 0
            events.append(
                Event(kind="passed", seat=seat, text=t("toy.event.passed", who=seat_text(seat)))
            )
        else:
            amount = move.n if isinstance(move, Add) else state.rng.roll()
            state.counter += amount
            state.added[seat] += amount
            state.actions_left -= 1
        if state.actions_left == 0 or self.is_over(state):
            state.current = (state.current + 1) % state.num_seats
            state.actions_left = 2
        added = t("toy.event.added", value=state.counter)
        return [*events, Event(kind="added", text=added)]

    def is_over(self, state: ToyState) -> bool:
        return state.counter >= state.target

    def result(self, state: ToyState):  # type: ignore[no-untyped-def]
        return rank_standings(
            [
                (seat, score, [ScoreLine(category="added", label=t("toy.score"), points=score)], [])
                for seat, score in enumerate(state.added)
            ]
        )

    def view(self, state: ToyState, seat: int | None) -> ToyView:
        return ToyView(
            game=self.name,
            viewer=seat,
            to_act=self.to_act(state),
            is_over=self.is_over(state),
            counter=state.counter,
            target=state.target,
            mine=None if seat is None else state.added[seat],
        )

    def parse_move(self, text: str) -> Move:
        words = text.strip().lower().split()
        if words == ["roll"]:
            return Roll()
        if words == ["pass"]:
            return Pass()
        if len(words) == 2 and words[0] == "add" and words[1].isdigit() and len(words[1]) < 3:
            return Add(n=int(words[1]))
        raise IllegalMove("core.err.bad_notation", text=text, hint=t("toy.hint"))

    def format_move(self, move: Move) -> str:
        if isinstance(move, Add):
            return f"add {move.n}"
        return "roll" if isinstance(move, Roll) else "pass"

    def label(self, move: Move, state: ToyState | None = None) -> Text:
        if isinstance(move, Add):
            return t("toy.add", n=move.n)
        return t("toy.roll") if isinstance(move, Roll) else t("toy.pass")


GAME = ToyGame()

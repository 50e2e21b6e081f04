"""`MacaoGame`: the engine contract for Macao (dispatch, notation, labels, results)."""

from __future__ import annotations

from typing import ClassVar

from engine.errors import IllegalMove
from engine.game import Event, Game, Result, rank_standings
from engine.i18n import Text, locales, t
from engine.i18n import seat as seat_text
from engine.macao import advice, legal, resample, rules
from engine.macao.data import fold, load
from engine.macao.events import consequences, snapshot
from engine.macao.help import TOPICS as HELP_TOPICS
from engine.macao.labels import label
from engine.macao.moves import MacaoMove, Use
from engine.macao.names import card_handle, card_lookup
from engine.macao.notation import HINT_KEY, format_move, parse
from engine.macao.perform import perform
from engine.macao.playout import purposeful_move
from engine.macao.reasons import explain
from engine.macao.scoring import evaluate, evaluation_parts, score_lines
from engine.macao.state import MacaoLastMove, MacaoOptions, MacaoState
from engine.macao.steps import context, move_steps, tree_order
from engine.macao.view import MacaoView, build_view
from engine.move_tree import MoveTree, Step
from engine.notation import normalise_notation, small_int
from engine.rng import Rng


def _abbreviates(typed: str, word: str) -> bool:
    """A typed word stands for a notation word if equal or missing only a die value."""
    if typed == word:
        return True
    return typed.isalpha() and word.startswith(typed) and word[len(typed) :].isdigit()


def _exchange_by_amount(moves: list[MacaoMove], typed: list[str]) -> Use | None:
    """`use Edler 4`: an exchange card named with the amount paid (4 gold = x2).

    Copies of one card are interchangeable, so the first fitting copy is taken.
    """
    if len(typed) < 3 or typed[0] != "use":
        return None
    amount = small_int(typed[-1])
    if amount is None or len(typed) - 2 > card_lookup()[1]:
        return None
    data = load()
    name = " ".join(typed[1:-1])
    for move in moves:
        if not isinstance(move, Use) or move.times is None:
            continue
        card = data.cards[move.card]
        names = {fold(card.name_de), fold(card.name_en)}
        names.update(fold(card_handle(card.id, locale)) for locale in (None, *locales()))
        pay = card.effect.pay.get("gold", 0) + card.effect.pay.get("cube_any", 0)
        if name in names and pay * move.times == amount:
            return move
    return None


class MacaoGame(Game[MacaoState, MacaoMove, MacaoOptions]):
    name: ClassVar[str] = "macao"
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 4
    help_topics: ClassVar[tuple[str, ...]] = HELP_TOPICS
    options_model = MacaoOptions
    state_model = MacaoState
    move_model = MacaoMove
    notation_hint = HINT_KEY
    # winners score ~40-110 and lead by 5-60 in 2-player games of the greedy baseline:
    # twice the points of the other games for a comparable edge
    score_scale: ClassVar[float] = 20.0

    # -- set-up and turn --------------------------------------------------------------

    def _setup(self, num_seats: int, options: MacaoOptions, seed: int, rng: Rng) -> MacaoState:
        return rules.new_state(num_seats, options, seed, rng)

    def to_act(self, state: MacaoState) -> list[int]:
        return rules.to_act(state)

    def legal_moves(self, state: MacaoState, seat: int) -> list[MacaoMove]:
        return legal.legal_moves(state, seat)

    def playout_move(
        self, state: MacaoState, seat: int, moves: list[MacaoMove], rng: Rng
    ) -> MacaoMove:
        return purposeful_move(state, seat, moves, rng)

    def check(self, state: MacaoState, seat: int, move: MacaoMove) -> None:
        if move not in legal.legal_moves(state, seat):
            raise IllegalMove(explain(state, seat, move))

    def opening(self, state: MacaoState) -> list[Text]:
        """The order of play is drawn by lot (it follows the wall later), and the start
        cards are chosen in reverse order: neither is the seat order."""
        if state.phase != "start_pick" or not state.queue:
            return []
        order = [seat_text(seat) for seat in state.order]
        return [t("macao.opening", order=order, first=seat_text(state.queue[0]))]

    def prompt(self, state: MacaoState, seat: int) -> Text | None:
        if seat not in rules.to_act(state):
            return None
        if state.pending:
            pend = state.pending[0]
            return t(f"macao.prompt.{pend.kind}", count=pend.count)
        return t(f"macao.prompt.{state.phase}")

    def expand(self, text: str, state: MacaoState, seat: int) -> str:
        """Abbreviations (`activate kapitän`, `dice red green`) stand for the one legal
        move they fit. The cost is linear in the length of the text: no legal notation
        has more words than a few, so longer input is only parsed (and refused) once."""
        move = self._abbreviated(state, seat, text)
        return text if move is None else format_move(move)

    def _abbreviated(self, state: MacaoState, seat: int, text: str) -> MacaoMove | None:
        """The one legal move `text` abbreviates, else None."""
        typed = fold(normalise_notation(text)).split(" ")
        legal_now = legal.legal_moves(state, seat)
        candidates = []
        for move in legal_now:
            words = fold(normalise_notation(format_move(move))).split(" ")
            if len(typed) > len(words):
                continue
            if words == typed:
                return move
            if all(_abbreviates(x, w) for x, w in zip(typed, words, strict=False)):
                candidates.append(move)
        if len(candidates) == 1:
            return candidates[0]
        return _exchange_by_amount(legal_now, typed)

    def _apply(self, state: MacaoState, seat: int, move: MacaoMove) -> list[Event]:
        before = snapshot(state)
        own = perform(state, seat, move)
        state.last_move = MacaoLastMove.of(seat, move, own)
        before = before.moved(state)
        rules.settle(state)
        return [own, *consequences(before, state, seat, move)]

    # -- end --------------------------------------------------------------------------

    def is_over(self, state: MacaoState) -> bool:
        return state.phase == "over"

    def score_now(self, state: MacaoState, seat: int) -> int | None:
        """Prestige points: the standings add penalties, end-game cards and the city."""
        return state.players[seat].pp

    def result(self, state: MacaoState) -> Result:
        entries = []
        for seat in range(state.num_seats):
            lines = score_lines(state, seat)
            position = state.num_seats - state.order.index(seat)
            entries.append((seat, sum(line.points for line in lines), lines, [position]))
        return rank_standings(entries)

    # -- view -------------------------------------------------------------------------

    def view(self, state: MacaoState, seat: int | None) -> MacaoView:
        """The seat's view; once the game is over it carries the final result."""
        view = build_view(state, seat)
        if view.is_over:
            view.result = self.result(state)
        return view

    # -- notation ---------------------------------------------------------------------

    def _parse(self, text: str) -> MacaoMove:
        return parse(text)

    def format_move(self, move: MacaoMove) -> str:
        return format_move(move)

    def notation_for(self, move: MacaoMove, locale: str | None) -> str:
        return format_move(move, locale)

    def label(self, move: MacaoMove, state: MacaoState | None = None) -> Text:
        return label(move, state)

    # -- secrets, the step-by-step picker, AI ------------------------------------------

    def redacted(self, state: MacaoState, seat: int, move: MacaoMove) -> Text | None:
        return resample.redacted(state, seat, move)

    def move_steps(self, state: MacaoState, seat: int, move: MacaoMove) -> tuple[Step, ...]:
        return move_steps(state, seat, move)

    def move_tree(self, state: MacaoState, seat: int) -> MoveTree:
        """The legal moves by kind in a fixed order (take, ..., activate, use, district,
        ship, wall, ..., pass), so a picker always lists the kinds alike; colours in
        the order of the rules (red, blue, green, grey, violet, black)."""
        ctx = context(state, seat)
        entries = [(move_steps(state, seat, m, ctx), m) for m in legal.legal_moves(state, seat)]
        entries.sort(key=lambda entry: tree_order(entry[0], entry[1]))
        return MoveTree(entries)

    def resample(self, state: MacaoState, seat: int, rng: Rng) -> MacaoState:
        return resample.resample(state, seat, rng)

    def evaluate(self, state: MacaoState, seat: int) -> float:
        return evaluate(state, seat)

    def evaluation_parts(self, state: MacaoState, seat: int) -> dict[str, float]:
        return evaluation_parts(state, seat)

    def reasons(self, before: MacaoState, after: MacaoState, seat: int) -> list[Text]:
        return advice.reasons(before, after, seat)

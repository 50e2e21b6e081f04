"""`MacaoGame`: the engine contract for Macao (dispatch, notation, labels, results)."""

from __future__ import annotations

from typing import Any, ClassVar

from engine.errors import IllegalMove
from engine.game import Event, Game, Move, Result, normalise_notation, rank_standings
from engine.i18n import Text, t
from engine.macao import legal, rules
from engine.macao.board import advance_wall, wall_cost
from engine.macao.data import COLOUR_INDEX, COLOURS, fold, load
from engine.macao.help import TOPICS as HELP_TOPICS
from engine.macao.moves import (
    Activate,
    Advance,
    ChooseDice,
    Deliver,
    Discard,
    GainCube,
    Joker,
    MacaoMove,
    Pass,
    PayCube,
    ShipMove,
    StartCubes,
    TakeCard,
    TakeDistrict,
    Tribute,
    Use,
    WallMove,
    format_move,
    parse,
    vector,
)
from engine.macao.playout import purposeful_move
from engine.macao.reasons import explain
from engine.macao.scoring import score_lines
from engine.macao.state import MacaoOptions, MacaoState
from engine.macao.view import MacaoView, build_view
from engine.rng import Rng


def card_text(card_id: str) -> Text:
    return t(f"macao.card.{card_id}")


def colour_text(colour: str) -> Text:
    return t(f"macao.colour.{colour}")


def _abbreviates(typed: str, word: str) -> bool:
    """A typed word stands for a notation word if equal or missing only a die value."""
    if typed == word:
        return True
    return typed.isalpha() and word.startswith(typed) and word[len(typed) :].isdigit()


def _exchange_by_amount(moves: list[Any], typed: list[str]) -> Use | None:
    """`use Edler 4`: an exchange card named with the amount paid (4 gold = x2).

    Copies of one card are interchangeable, so the first fitting copy is taken.
    """
    if len(typed) < 3 or typed[0] != "use" or not typed[-1].isdigit():
        return None
    data = load()
    name, amount = " ".join(typed[1:-1]), int(typed[-1])
    for move in moves:
        if not isinstance(move, Use) or move.times is None:
            continue
        card = data.cards[move.card]
        names = {fold(data.handles[card.id]), fold(card.name_de), fold(card.name_en)}
        pay = card.effect.pay.get("gold", 0) + card.effect.pay.get("cube_any", 0)
        if name in names and pay * move.times == amount:
            return move
    return None


class MacaoGame(Game[MacaoState, Any, MacaoOptions]):
    name: ClassVar[str] = "macao"
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 4
    help_topics: ClassVar[tuple[str, ...]] = HELP_TOPICS
    options_model = MacaoOptions
    state_model = MacaoState
    move_model = MacaoMove

    # -- set-up and turn --------------------------------------------------------------

    def _setup(self, num_seats: int, options: MacaoOptions, seed: int, rng: Rng) -> MacaoState:
        return rules.new_state(num_seats, options, seed, rng)

    def to_act(self, state: MacaoState) -> list[int]:
        return rules.to_act(state)

    def legal_moves(self, state: MacaoState, seat: int) -> list[Any]:
        return legal.legal_moves(state, seat)

    def playout_move(self, state: MacaoState, seat: int, moves: list[Any], rng: Rng) -> Any:
        return purposeful_move(state, seat, moves, rng)

    def check(self, state: MacaoState, seat: int, move: Any) -> None:
        if move not in legal.legal_moves(state, seat):
            raise IllegalMove(explain(state, seat, move))

    def prompt(self, state: MacaoState, seat: int) -> Text | None:
        if seat not in rules.to_act(state):
            return None
        if state.pending:
            pend = state.pending[0]
            return t(f"macao.prompt.{pend.kind}", count=pend.count)
        return t(f"macao.prompt.{state.phase}")

    def apply(self, state: MacaoState, seat: int, move: Any) -> tuple[MacaoState, list[Event]]:
        """As the base, but typed text is first matched against the legal notations."""
        if isinstance(move, str):
            move = self.resolve(state, seat, move)
        return super().apply(state, seat, move)

    def resolve(self, state: MacaoState, seat: int, text: str) -> Any:
        """Notation -> move; abbreviations (`activate kapitän`, `dice red green`) are
        accepted when they fit exactly one legal move."""
        typed = fold(normalise_notation(text)).split(" ")
        candidates = []
        for move in legal.legal_moves(state, seat):
            words = fold(normalise_notation(format_move(move))).split(" ")
            if words == typed:
                return move
            if len(typed) <= len(words) and all(
                _abbreviates(x, w) for x, w in zip(typed, words, strict=False)
            ):
                candidates.append(move)
        if len(candidates) == 1:
            return candidates[0]
        exchange = _exchange_by_amount(legal.legal_moves(state, seat), typed)
        if exchange is not None:
            return exchange
        return self.parse_move(text)

    def _apply(self, state: MacaoState, seat: int, move: Any) -> list[Event]:
        before_round, before_phase = state.round, state.phase
        p = state.players[seat]
        match move:
            case TakeCard(index=index):
                card = rules.take_card(state, seat, index)
                text = t("macao.ev.take", card=card_text(card))
            case Pass():
                if state.phase == "draft":
                    state.queue.pop(0)
                    text = t("macao.ev.skip")
                else:
                    text = t("macao.ev.pass", cubes=sum(p.supply))
                    rules.end_turn(state, seat)
            case Discard(card=card):
                p.tableau.remove(card)
                state.discard.append(card)
                state.pending.pop(0)
                text = t("macao.ev.discard", card=card_text(card))
            case StartCubes(one=one, two=two):
                p.rose[0][COLOUR_INDEX[one]] += 1
                p.rose[1][COLOUR_INDEX[two]] += 2
                state.queue.pop(0)
                text = t("macao.ev.start", one=colour_text(one), two=colour_text(two))
            case ChooseDice(first=a, second=b):
                rules.choose_dice(state, seat, [COLOUR_INDEX[a], COLOUR_INDEX[b]])
                text = t("macao.ev.dice")
            case Activate(card=card, pay=pay, free=free):
                cost = load().cards[card].cost_vector if pay is None else vector(pay)
                rules.activate(state, seat, card, list(cost), free)
                text = t("macao.ev.activate", card=card_text(card))
            case Use(card=card, times=times):
                rules.use_card(state, seat, card, times)
                text = t("macao.ev.use", card=card_text(card))
            case TakeDistrict(district=district, pay=pay):
                cost = load().districts[district].cost_vector if pay is None else vector(pay)
                rules.take_district(state, seat, district, list(cost))
                text = t("macao.ev.district", district=district)
            case WallMove(spaces=spaces):
                rules.move_wall(state, seat, spaces, wall_cost(p, spaces))
                text = t("macao.ev.wall", spaces=spaces)
            case ShipMove(to=to):
                rules.move_ship(state, seat, to)
                text = t("macao.ev.ship", to=self._node_name(to))
            case Deliver():
                pp = rules.deliver(state, seat)
                text = t("macao.ev.deliver", pp=pp)
            case Tribute():
                rules.buy_tribute(state, seat)
                text = t("macao.ev.tribute", pp=state.tribute_pp)
            case Joker(units=units):
                rules.use_joker(state, seat, units)
                text = t("macao.ev.joker")
            case PayCube(colour=colour, count=count):
                pend = state.pending[0]
                index = COLOUR_INDEX[colour]
                p.supply[index] -= count
                pend.paid[index] += count
                pend.count -= count
                if pend.count == 0:
                    state.pending.pop(0)
                text = t("macao.ev.pay", colour=colour_text(colour), count=count)
            case GainCube(colour=colour):
                pend = state.pending[0]
                p.supply[COLOUR_INDEX[colour]] += 1
                pend.count -= 1
                if pend.count == 0:
                    state.pending.pop(0)
                text = t("macao.ev.gain", colour=colour_text(colour))
            case Advance(spaces=spaces):
                state.pending.pop(0)
                advance_wall(state, seat, spaces)
                text = t("macao.ev.advance", spaces=spaces)
            case _:
                raise IllegalMove("macao.err.illegal", move=str(move))
        state.last_move = format_move(move)
        events = [Event(kind=move.kind, seat=seat, text=text)]
        rules.settle(state)
        if state.round != before_round and state.phase in ("draft", "dice"):
            self.mark_irreversible(state)
            events.append(
                Event(
                    kind="round",
                    text=t(
                        "macao.ev.round",
                        round=state.round,
                        gold=state.tribute_gold,
                        pp=state.tribute_pp,
                    ),
                )
            )
        if state.phase == "dice" and before_phase != "dice":
            dice: list[str | int | Text] = [
                t("macao.die", colour=colour_text(COLOURS[i]), value=v)
                for i, v in enumerate(state.dice)
            ]
            events.append(Event(kind="rolled", text=t("macao.ev.rolled", dice=dice)))
        if state.phase == "actions" and before_phase == "dice":
            events.append(Event(kind="dice_done", text=t("macao.ev.dice_done")))
        if state.phase == "over" and before_phase != "over":
            events.append(Event(kind="over", text=t("macao.ev.over")))
        return events

    # -- end --------------------------------------------------------------------------

    def is_over(self, state: MacaoState) -> bool:
        return state.phase == "over"

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

    def parse_move(self, text: str) -> Any:
        return parse(text)

    def format_move(self, move: Move) -> str:
        return format_move(move)

    @staticmethod
    def _node_name(node: str) -> str:
        sea = load().sea_nodes[node]
        return sea.name if sea.kind == "port" else node

    def label(self, move: Any, state: MacaoState | None = None) -> Text:
        match move:
            case TakeCard(index=index):
                if state is not None and 0 < index <= len(state.display):
                    return t(
                        "macao.mv.take_named", index=index, card=card_text(state.display[index - 1])
                    )
                return t("macao.mv.take", index=index)
            case Pass():
                if state is not None and state.phase == "draft":
                    return t("macao.mv.skip")
                return t("macao.mv.pass")
            case Discard(card=card):
                return t("macao.mv.discard", card=card_text(card))
            case StartCubes(one=one, two=two):
                return t("macao.mv.start", one=colour_text(one), two=colour_text(two))
            case ChooseDice(first=a, first_value=av, second=b, second_value=bv):
                return t("macao.mv.dice", a=colour_text(a), av=av, b=colour_text(b), bv=bv)
            case Activate(card=card, pay=pay, free=free):
                if free:
                    return t("macao.mv.activate_free", card=card_text(card))
                if pay is not None:
                    return t("macao.mv.activate_pay", card=card_text(card), pay=pay or "-")
                return t("macao.mv.activate", card=card_text(card))
            case Use(card=card, times=times):
                if times is not None:
                    return t("macao.mv.use_times", card=card_text(card), times=times)
                return t("macao.mv.use", card=card_text(card))
            case TakeDistrict(district=district, pay=pay):
                if pay is not None:
                    return t("macao.mv.district_pay", district=district, pay=pay or "-")
                return t("macao.mv.district", district=district)
            case WallMove(spaces=spaces):
                return t("macao.mv.wall", spaces=spaces)
            case ShipMove(to=to):
                return t("macao.mv.ship", to=self._node_name(to))
            case Deliver():
                return t("macao.mv.deliver")
            case Tribute():
                return t("macao.mv.tribute")
            case Joker(units=units):
                parts: list[str | int | Text] = [
                    t("macao.unit.gold") if u == "gold" else colour_text(u) for u in units
                ]
                return t("macao.mv.joker", units=parts)
            case PayCube(colour=colour, count=count):
                return t("macao.mv.pay", colour=colour_text(colour), count=count)
            case GainCube(colour=colour):
                return t("macao.mv.gain", colour=colour_text(colour))
            case Advance(spaces=spaces):
                return t("macao.mv.advance", spaces=spaces)
        return t("macao.mv.unknown")

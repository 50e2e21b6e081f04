"""Why a move is not legal: a precise, bilingual reason for the player.

Legality itself is decided by `legal.legal_moves` (the single source of truth); this
module only explains a rejection, so the two can never disagree about what is allowed.
"""

from __future__ import annotations

from engine.i18n import Text, t
from engine.macao import actions
from engine.macao.board import modifier, wall_cost
from engine.macao.data import COLOUR_INDEX, load
from engine.macao.legal import exchange_max, legal_moves
from engine.macao.moves import (
    Activate,
    Advance,
    ChooseDice,
    Deliver,
    Discard,
    Joker,
    MacaoMove,
    Pass,
    PayCube,
    ShipMove,
    TakeCard,
    TakeDistrict,
    Tribute,
    Use,
    WallMove,
)
from engine.macao.notation import format_move
from engine.macao.state import MacaoState, Pending, PlayerState
from engine.macao.words import card_text, colour_text, cubes_text, node_text

_ACTION_KINDS = {
    "activate",
    "use",
    "district",
    "wall",
    "ship",
    "deliver",
    "tribute",
    "joker",
}


# The kinds of move each phase asks for (besides the pending decisions).
_PHASE_KINDS = {
    "start_pick": {"take"},
    "start_cubes": {"start"},
    "draft": {"take", "pass"},
    "dice": {"dice"},
    "actions": _ACTION_KINDS | {"pass"},
}


def explain(state: MacaoState, seat: int, move: MacaoMove) -> Text:
    """The first rule `move` breaks: the open decision, the phase, then the move's own
    terms (which card, which cube, how much is needed against what is held)."""
    p = state.players[seat]
    if state.pending:
        return _pending_reason(p, state.pending[0], move)
    if move.kind not in _PHASE_KINDS.get(state.phase, set()):
        key = "macao.err.phase" if move.kind in _ACTION_KINDS else "macao.err.step"
        return t(key, move=format_move(move), prompt=t(f"macao.prompt.{state.phase}"))
    if state.phase != "actions":
        return _phase_reason(state, p, move)
    variants = _variants(state, seat, move)
    if variants:
        return t("macao.err.choose", options=", ".join(f"`{v}`" for v in variants))
    return _action_reason(state, p, move)


def _pending_reason(p: PlayerState, pend: Pending, move: MacaoMove) -> Text:
    """Why `move` does not answer the open decision: its own terms, or what is asked."""
    match move:
        case Discard(card=card) if pend.kind == "discard":
            return t("macao.err.not_on_tableau", card=card_text(card))
        case PayCube(colour=colour, count=count) if pend.kind == "pay":
            held = p.supply[COLOUR_INDEX[colour]]
            if pend.distinct and pend.paid[COLOUR_INDEX[colour]]:
                return t("macao.err.pay_distinct", colour=colour_text(colour))
            if count > pend.count:
                return t("macao.err.pay_too_many", count=pend.count)
            if pend.distinct and count > 1:
                return t("macao.err.pay_distinct", colour=colour_text(colour))
            return t("macao.err.pay_lacking", colour=colour_text(colour), count=count, held=held)
        case Advance(spaces=spaces) if pend.kind == "advance" and spaces > pend.count:
            return t("macao.err.advance_most", count=pend.count)
    return t("macao.err.pending", prompt=t(f"macao.prompt.{pend.kind}", count=pend.count))


def _phase_reason(state: MacaoState, p: PlayerState, move: MacaoMove) -> Text:
    """Why a move of the right kind for this phase (a card, the dice) is refused."""
    match move:
        case TakeCard(index=index):
            return t("macao.err.no_such_card", index=index, count=len(state.display))
        case Pass() if modifier(p, "card_draft_optional") is None:
            return t("macao.err.must_take_card")
        case ChooseDice(first=first, second=second) if first == second:
            return t("macao.err.same_die")
        case ChooseDice(first=first, first_value=one, second=second, second_value=two):
            for colour, value in ((first, one), (second, two)):
                shown = state.dice[COLOUR_INDEX[colour]]
                if value != shown:
                    return t(
                        "macao.err.die_shows", colour=colour_text(colour), shown=shown, value=value
                    )
    return t("macao.err.illegal", move=format_move(move))


def _action_reason(state: MacaoState, p: PlayerState, move: MacaoMove) -> Text:
    """Why an action the player named exactly cannot be taken now."""
    data = load()
    have = cubes_text(p.supply)
    match move:
        case Activate(card=card, free=free):
            if card not in p.tableau:
                return t("macao.err.not_on_tableau", card=card_text(card))
            if free:
                return t("macao.err.no_craftsman")
            return t("macao.err.cubes", cost=cubes_text(data.cards[card].cost_vector), have=have)
        case Use(card=card, times=times):
            if card not in p.active:
                return t("macao.err.not_active", card=card_text(card))
            if card in p.used:
                return t("macao.err.used", card=card_text(card))
            return _use_reason(p, card, times)
        case TakeDistrict(district=district):
            if district not in state.tiles:
                return t("macao.err.district_taken", district=district)
            if p.districts_taken >= actions.districts_limit(p):
                return t("macao.err.district_limit")
            return t(
                "macao.err.cubes", cost=cubes_text(data.districts[district].cost_vector), have=have
            )
        case WallMove(spaces=spaces):
            if p.wall_moved:
                return t("macao.err.wall_once")
            return t("macao.err.cubes_any", count=wall_cost(p, max(1, spaces)), have=sum(p.supply))
        case ShipMove(to=to):
            if to == p.ship:
                return t("macao.err.ship_here")
            if actions.returns(p, to):
                return t("macao.err.ship_return", port=node_text(to))
            return t("macao.err.cubes_any", count=actions.ship_cost(p, to), have=sum(p.supply))
        case Deliver():
            return t("macao.err.nothing_to_deliver")
        case Tribute():
            if p.tribute_bought >= actions.tribute_limit(p):
                return t("macao.err.tribute_once")
            return t("macao.err.gold", gold=actions.tribute_price(state, p), have=p.gold)
        case Joker():
            if not p.jokers:
                return t("macao.err.no_joker")
            return t("macao.err.joker_units", units=actions.joker_units(p))
    return t("macao.err.illegal", move=format_move(move))


def _use_reason(p: PlayerState, card: str, times: int | None) -> Text:
    """Why an active, unused card cannot be used so: not a card used by hand, the
    repetitions of an exchange, or its condition (quoted from the card)."""
    data = load().cards[card]
    effect = data.effect
    text = t(f"macao.cardtext.{card}")
    if data.phase not in ("2", "3"):
        return t("macao.err.not_usable", card=card_text(card), text=text)
    if effect.kind != "EXCHANGE":
        if times is not None:
            return t("macao.err.no_times", card=card_text(card))
    else:
        most = exchange_max(p, effect.pay, effect.max_times, effect.constraint)
        if most and (times is None or times > most):
            return t("macao.err.exchange_times", card=card_text(card), most=most)
    return t("macao.err.condition", card=card_text(card), text=text)


def _variants(state: MacaoState, seat: int, move: MacaoMove) -> list[str]:
    """Legal moves for the same card or district that differ only in how they are paid."""
    if not isinstance(move, Activate | TakeDistrict):
        return []
    key = move.card if isinstance(move, Activate) else move.district
    found = []
    for legal in legal_moves(state, seat):
        if type(legal) is type(move):
            other = legal.card if isinstance(legal, Activate) else legal.district
            if other == key:
                found.append(format_move(legal))
    return found

"""Why a move is not legal: a precise, bilingual reason for the player.

Legality itself is decided by `legal.legal_moves` (the single source of truth); this
module only explains a rejection, so the two can never disagree about what is allowed.
"""

from __future__ import annotations

from engine.i18n import Text, t
from engine.macao import rules
from engine.macao.board import wall_cost
from engine.macao.data import load
from engine.macao.legal import legal_moves
from engine.macao.moves import (
    Activate,
    Deliver,
    Joker,
    MacaoMove,
    ShipMove,
    TakeDistrict,
    Tribute,
    Use,
    WallMove,
    format_move,
)
from engine.macao.state import MacaoState, PlayerState
from engine.macao.words import card_text, cubes_text

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


def explain(state: MacaoState, seat: int, move: MacaoMove) -> Text:
    if state.pending:
        pend = state.pending[0]
        return t("macao.err.pending", prompt=t(f"macao.prompt.{pend.kind}", count=pend.count))
    if move.kind in _ACTION_KINDS and state.phase != "actions":
        return t("macao.err.phase", move=format_move(move))
    variants = _variants(state, seat, move)
    if variants:
        return t("macao.err.choose", options=", ".join(f"`{v}`" for v in variants))
    return _action_reason(state, state.players[seat], move)


def _action_reason(state: MacaoState, p: PlayerState, move: MacaoMove) -> Text:
    """Why an action the player named exactly cannot be taken now."""
    data = load()
    match move:
        case Activate(card=card, free=free):
            if card not in p.tableau:
                return t("macao.err.not_on_tableau", card=card_text(card))
            if free:
                return t("macao.err.no_craftsman")
            return t("macao.err.cubes", cost=cubes_text(data.cards[card].cost_vector))
        case Use(card=card):
            if card not in p.active:
                return t("macao.err.not_active", card=card_text(card))
            if card in p.used:
                return t("macao.err.used", card=card_text(card))
            return t("macao.err.condition", card=card_text(card))
        case TakeDistrict(district=district):
            if district not in state.tiles:
                return t("macao.err.district_taken", district=district)
            if p.districts_taken >= rules.districts_limit(p):
                return t("macao.err.district_limit")
            return t("macao.err.cubes", cost=cubes_text(data.districts[district].cost_vector))
        case WallMove(spaces=spaces):
            if p.wall_moved:
                return t("macao.err.wall_once")
            return t("macao.err.cubes_any", count=wall_cost(p, max(1, spaces)))
        case ShipMove(to=to):
            if to == p.ship:
                return t("macao.err.ship_here")
            return t("macao.err.cubes_any", count=rules.ship_cost(p, to))
        case Deliver():
            return t("macao.err.nothing_to_deliver")
        case Tribute():
            if p.tribute_bought >= rules.tribute_limit(p):
                return t("macao.err.tribute_once")
            return t("macao.err.gold", gold=rules.tribute_price(state, p))
        case Joker():
            if not p.jokers:
                return t("macao.err.no_joker")
            return t("macao.err.joker_units", units=rules.joker_units(p))
    return t("macao.err.illegal", move=format_move(move))


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

"""Full labels of Macao moves: what the mover reads in a menu or their own log.

With the state, a label says what the move costs (the cubes an activation or a district
takes, the cubes a wall or ship move costs, the tribute rate); without it, only what the
move is.
"""

from __future__ import annotations

from engine.i18n import Text, t
from engine.macao import actions
from engine.macao.board import wall_cost
from engine.macao.data import load
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
    vector,
)
from engine.macao.state import MacaoState, PlayerState
from engine.macao.words import card_text, colour_text, cubes_text, node_text, units_text


def actor(state: MacaoState) -> PlayerState | None:
    """The player whose decision the state waits on in a sequential step, if any."""
    if state.pending:
        return state.players[state.pending[0].seat]
    if state.queue and state.phase != "dice":
        return state.players[state.queue[0]]
    return None


def activation_cost(move: Activate) -> tuple[int, ...]:
    return load().cards[move.card].cost_vector if move.pay is None else vector(move.pay)


def district_cost(move: TakeDistrict) -> tuple[int, ...]:
    return load().districts[move.district].cost_vector if move.pay is None else vector(move.pay)


def label(move: MacaoMove, state: MacaoState | None = None) -> Text:  # noqa: C901 one flat case per kind of move
    p = actor(state) if state is not None else None
    match move:
        case TakeCard(index=index):
            if state is not None and 0 < index <= len(state.display):
                card = card_text(state.display[index - 1])
                return t("macao.mv.take_named", index=index, card=card)
            return t("macao.mv.take", index=index)
        case Pass():
            if state is not None and state.phase == "draft":
                return t("macao.mv.skip")
            if p is not None and sum(p.supply):
                return t("macao.mv.pass_lost", n=sum(p.supply))
            return t("macao.mv.pass")
        case Discard(card=card):
            return t("macao.mv.discard", card=card_text(card))
        case StartCubes(one=one, two=two):
            return t("macao.mv.start", one=colour_text(one), two=colour_text(two))
        case ChooseDice(first=a, first_value=av, second=b, second_value=bv):
            return t("macao.mv.dice", a=colour_text(a), av=av, b=colour_text(b), bv=bv)
        case Activate(card=card, free=free):
            if free:
                return t("macao.mv.activate_free", card=card_text(card))
            return t(
                "macao.mv.activate_pay", card=card_text(card), pay=cubes_text(activation_cost(move))
            )
        case Use(card=card, times=times):
            if times is not None:
                return t("macao.mv.use_times", card=card_text(card), times=times)
            return t("macao.mv.use", card=card_text(card))
        case TakeDistrict(district=district):
            return t(
                "macao.mv.district_pay", district=district, pay=cubes_text(district_cost(move))
            )
        case WallMove(spaces=spaces):
            if p is not None:
                return t("macao.mv.wall_cost", spaces=spaces, cost=wall_cost(p, spaces))
            return t("macao.mv.wall", spaces=spaces)
        case ShipMove(to=to):
            if p is not None and to in load().sea_nodes and to != p.ship:
                cost = actions.ship_cost(p, to)
                if cost == 0:
                    return t("macao.mv.ship_free", to=node_text(to))
                return t("macao.mv.ship_cost", to=node_text(to), cost=cost)
            return t("macao.mv.ship", to=node_text(to))
        case Deliver():
            return t("macao.mv.deliver")
        case Tribute():
            if state is not None and p is not None:
                gold = actions.tribute_price(state, p)
                return t("macao.mv.tribute_rate", pp=state.tribute_pp, gold=gold)
            return t("macao.mv.tribute")
        case Joker(units=units):
            return t("macao.mv.joker", units=units_text(units))
        case PayCube(colour=colour, count=count):
            return t("macao.mv.pay", colour=colour_text(colour), count=count)
        case GainCube(colour=colour):
            return t("macao.mv.gain", colour=colour_text(colour))
        case Advance(spaces=spaces):
            if spaces == 0:
                return t("macao.mv.advance_none")
            return t("macao.mv.advance", spaces=spaces)
    return t("macao.mv.unknown")

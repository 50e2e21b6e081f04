"""Carrying out one legal move on a private copy of the state, and saying what happened.

Each move returns its own event, which names the mover: "Ada took district C4 (Silk),
paying 2 cubes: 1 blue, 1 green." A dice choice made while others still choose in secret
returns only "Ada chose 2 dice" for the table, with the colours as the event's secret.
What follows by itself (a new round, the roll, the reveal) is told by `events.py`.
"""

from __future__ import annotations

from engine.errors import IllegalMove
from engine.game import Event
from engine.i18n import Text, t
from engine.i18n import seat as seat_text
from engine.macao import actions, rules
from engine.macao.board import advance_wall, wall_cost
from engine.macao.data import COLOUR_INDEX, load
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
from engine.macao.resample import secret_choice
from engine.macao.state import MacaoState, PlayerState
from engine.macao.words import (
    card_text,
    colour_text,
    cubes_text,
    good_text,
    node_text,
    tile_text,
    units_text,
)
from engine.pending import answered


def perform(state: MacaoState, seat: int, move: MacaoMove) -> Event:
    """Apply `move` (legal) for `seat` and return the event that tells it."""
    if isinstance(move, ChooseDice):
        return _choose_dice(state, seat, move)
    if not isinstance(move, ShipMove):
        state.players[seat].ship_trail = []  # the position changed beyond the ship's place
    text = _perform(state, seat, move)
    return Event(kind=move.kind, seat=seat, text=text)


def _choose_dice(state: MacaoState, seat: int, move: ChooseDice) -> Event:
    secret = secret_choice(state, seat, move)
    rules.choose_dice(state, seat, [COLOUR_INDEX[move.first], COLOUR_INDEX[move.second]])
    full = t(
        "macao.ev.dice",
        player=seat_text(seat),
        a=colour_text(move.first),
        av=move.first_value,
        b=colour_text(move.second),
        bv=move.second_value,
    )
    if secret:
        public = t("macao.ev.dice_hidden", player=seat_text(seat))
        return Event(kind=move.kind, seat=seat, text=public, secret=full)
    return Event(kind=move.kind, seat=seat, text=full)


def _perform(state: MacaoState, seat: int, move: MacaoMove) -> Text:  # noqa: C901 one flat case per kind of move
    p = state.players[seat]
    who = seat_text(seat)
    match move:
        case TakeCard(index=index):
            card = rules.take_card(state, seat, index)
            return t("macao.ev.take", player=who, card=card_text(card))
        case Pass():
            if state.phase == "draft":
                state.queue.pop(0)
                return t("macao.ev.skip", player=who)
            lost = sum(p.supply)
            actions.end_turn(state, seat)
            if lost:
                return t("macao.ev.pass_lost", player=who, n=lost)
            return t("macao.ev.pass", player=who)
        case Discard(card=card):
            p.tableau.remove(card)
            state.discard.append(card)
            answered(state.pending)
            return t("macao.ev.discard", player=who, card=card_text(card))
        case StartCubes(one=one, two=two):
            p.rose[0][COLOUR_INDEX[one]] += 1
            p.rose[1][COLOUR_INDEX[two]] += 2
            state.queue.pop(0)
            return t("macao.ev.start", player=who, one=colour_text(one), two=colour_text(two))
        case Activate(card=card, pay=pay, free=free):
            cost = load().cards[card].cost_vector if pay is None else vector(pay)
            actions.activate(state, seat, card, list(cost), free)
            if free:
                return t("macao.ev.activate_free", player=who, card=card_text(card))
            return t("macao.ev.activate", player=who, card=card_text(card), pay=cubes_text(cost))
        case Use(card=card, times=times):
            before = _resources(p, state, seat)
            actions.use_card(state, seat, card, times)
            name = (
                card_text(card)
                if times is None
                else t("macao.times", card=card_text(card), times=times)
            )
            gains = _gains(before, _resources(p, state, seat))
            if gains:
                return t("macao.ev.use_gains", player=who, card=name, gains=gains)
            return t("macao.ev.use", player=who, card=name)
        case TakeDistrict(district=district, pay=pay):
            cost = load().districts[district].cost_vector if pay is None else vector(pay)
            tile = state.tiles[district]
            actions.take_district(state, seat, district, list(cost))
            return t(
                "macao.ev.district",
                player=who,
                district=district,
                tile=tile_text(tile),
                pay=cubes_text(cost),
            )
        case WallMove(spaces=spaces):
            cost = wall_cost(p, spaces)
            actions.move_wall(state, seat, spaces, cost)
            return t("macao.ev.wall", player=who, spaces=spaces, cost=cost)
        case ShipMove(to=to):
            cost = actions.ship_cost(p, to)
            actions.move_ship(state, seat, to)
            if cost == 0:
                return t("macao.ev.ship_free", player=who, to=node_text(to))
            return t("macao.ev.ship", player=who, to=node_text(to), cost=cost)
        case Deliver():
            tiles = len(actions.deliverable(p))
            good = actions.deliverable(p)[0]
            port = p.ship
            pp = actions.deliver(state, seat)
            return t(
                "macao.ev.deliver",
                player=who,
                n=tiles,
                good=good_text(good),
                port=node_text(port),
                pp=pp,
            )
        case Tribute():
            gold = actions.tribute_price(state, p)
            actions.buy_tribute(state, seat)
            return t("macao.ev.tribute", player=who, pp=state.tribute_pp, gold=gold)
        case Joker(units=units):
            actions.use_joker(state, seat, units)
            return t("macao.ev.joker", player=who, units=units_text(units))
        case PayCube(colour=colour, count=count):
            pend = state.pending[0]
            index = COLOUR_INDEX[colour]
            p.supply[index] -= count
            pend.paid[index] += count
            pend.count -= count
            if pend.count == 0:
                answered(state.pending)
            return t("macao.ev.pay", player=who, colour=colour_text(colour), count=count)
        case GainCube(colour=colour):
            pend = state.pending[0]
            p.supply[COLOUR_INDEX[colour]] += 1
            pend.count -= 1
            if pend.count == 0:
                answered(state.pending)
            return t("macao.ev.gain", player=who, colour=colour_text(colour))
        case Advance(spaces=spaces):
            answered(state.pending)
            advance_wall(state, seat, spaces)
            if spaces == 0:
                return t("macao.ev.advance_none", player=who)
            return t("macao.ev.advance", player=who, spaces=spaces)
    raise IllegalMove("macao.err.illegal", move=str(move))


def _resources(p: PlayerState, state: MacaoState, seat: int) -> tuple[int, ...]:
    """What a card use may change at once: PP, gold, cubes, free ship spaces, district
    discount, and cubes or wall spaces still to be chosen."""
    gain = sum(x.count for x in state.pending if x.seat == seat and x.kind == "gain")
    advance = sum(x.count for x in state.pending if x.seat == seat and x.kind == "advance")
    return (p.pp, p.gold, sum(p.supply), p.ship_budget, p.district_discount, gain, advance)


_GAIN_KEYS = ("pp", "gold", "cubes", "ship", "discount", "choose_cubes", "advance")


def _gains(before: tuple[int, ...], after: tuple[int, ...]) -> list[str | int | Text]:
    """The changes a card use made, as "+1 PP", "-2 gold", "2 free ship spaces"..."""
    out: list[str | int | Text] = []
    for key, old, new in zip(_GAIN_KEYS, before, after, strict=True):
        if new != old:
            out.append(t(f"macao.gain.{key}", n=new - old))
    return out

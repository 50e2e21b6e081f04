"""Legal-move generation: every answer to the decision the state is waiting on."""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement

from engine.macao import actions, rules
from engine.macao.board import modifier, reducer, wall_cost
from engine.macao.data import COLOURS, load
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
    letters,
)
from engine.macao.notation import canonical_units
from engine.macao.payments import covers, payments
from engine.macao.scoring import counter
from engine.macao.state import MacaoState, Pending, PlayerState

_START = [StartCubes(one=a, two=b) for a in COLOURS for b in COLOURS]
_GAINS = [GainCube(colour=c) for c in COLOURS]


def legal_moves(state: MacaoState, seat: int) -> list[MacaoMove]:
    if seat not in rules.to_act(state):
        return []
    p = state.players[seat]
    if state.pending:
        return pending_moves(p, state.pending[0])
    if state.phase in ("start_pick", "draft"):
        moves: list[MacaoMove] = [TakeCard(index=i + 1) for i in range(len(state.display))]
        if state.phase == "draft" and modifier(p, "card_draft_optional") is not None:
            moves.append(Pass())
        return moves
    if state.phase == "start_cubes":
        return list(_START)
    if state.phase == "dice":
        return [
            ChooseDice(
                first=COLOURS[a],
                first_value=state.dice[a],
                second=COLOURS[b],
                second_value=state.dice[b],
            )
            for a, b in combinations(range(6), 2)
        ]
    if state.phase == "actions":
        return action_moves(state, seat)
    return []


def pending_moves(p: PlayerState, pend: Pending) -> list[MacaoMove]:
    if pend.kind == "discard":
        return [Discard(card=c) for c in dict.fromkeys(p.tableau)]
    if pend.kind == "pay":
        out: list[MacaoMove] = []
        for i in range(6):
            if p.supply[i] <= 0 or (pend.distinct and pend.paid[i]):
                continue
            most = 1 if pend.distinct else min(p.supply[i], pend.count)
            out.extend(PayCube(colour=COLOURS[i], count=n) for n in range(1, most + 1))
        return out
    if pend.kind == "gain":
        return list(_GAINS)
    return [Advance(spaces=k) for k in range(pend.count + 1)]


def activation_moves(p: PlayerState) -> list[MacaoMove]:
    cards = load().cards
    out: list[MacaoMove] = []
    craftsman = modifier(p, "activation_payment") is not None and not p.handwerker_used
    costs = load().card_costs
    for card_id in dict.fromkeys(p.tableau):
        card = cards[card_id]
        cost = costs[card_id]
        reduce = reducer(p, card.type)
        if reduce:
            for pay in payments(cost, p.supply, reduce=reduce):
                out.append(Activate(card=card_id, pay=letters(pay)))
        elif covers(p.supply, cost):
            out.append(Activate(card=card_id))
        if craftsman and covers(p.supply, cost):
            out.append(Activate(card=card_id, free=True))
    return out


def use_moves(state: MacaoState, seat: int) -> list[MacaoMove]:
    cards = load().cards
    p = state.players[seat]
    out: list[MacaoMove] = []
    for card_id in p.active:
        if card_id in p.used:
            continue
        card = cards[card_id]
        effect = card.effect
        if card.phase not in ("2", "3"):
            continue
        if effect.kind == "GAIN":
            out.append(Use(card=card_id))
        elif effect.kind == "IF":
            if counter(state, seat, effect.cond["counter"]) >= effect.cond["min"]:
                out.append(Use(card=card_id))
        elif effect.kind == "PER":
            if counter(state, seat, effect.counter) >= effect.step:
                out.append(Use(card=card_id))
        elif effect.kind == "EXCHANGE":
            for n in range(1, exchange_max(p, effect.pay, effect.max_times, effect.constraint) + 1):
                out.append(Use(card=card_id, times=n))
    return out


def exchange_max(
    p: PlayerState, pay: dict[str, int], max_times: int | None, constraint: str | None
) -> int:
    """How often the exchange can be repeated in one use with what the player holds."""
    limit = max_times if max_times is not None else 10**6
    if pay.get("gold"):
        limit = min(limit, p.gold // pay["gold"])
    if pay.get("cube_any"):
        if constraint == "distinct_colours":
            limit = min(limit, sum(1 for n in p.supply if n > 0))
        else:
            limit = min(limit, sum(p.supply) // pay["cube_any"])
    return limit


def district_moves(state: MacaoState, p: PlayerState) -> list[MacaoMove]:
    if p.districts_taken >= actions.districts_limit(p):
        return []
    data = load()
    zimmermann = modifier(p, "district_cost")
    reduce = p.district_discount + (int(zimmermann["reduce"]) if zimmermann else 0)
    night = modifier(p, "district_colour")
    wild = int(night["wildcards"]) if night else 0
    plain = reduce == 0 and wild == 0
    total = sum(p.supply)
    out: list[MacaoMove] = []
    costs = data.district_costs
    for district in state.tiles:
        cost = costs[district]
        if sum(cost) - reduce > total:
            continue
        if plain:
            if covers(p.supply, cost):
                out.append(TakeDistrict(district=district))
            continue
        for pay in payments(cost, p.supply, reduce=reduce, wildcards=wild):
            out.append(TakeDistrict(district=district, pay=letters(pay)))
    return out


def action_moves(state: MacaoState, seat: int) -> list[MacaoMove]:
    data = load()
    p = state.players[seat]
    moves: list[MacaoMove] = [Pass()]
    moves.extend(activation_moves(p))
    moves.extend(use_moves(state, seat))
    moves.extend(district_moves(state, p))
    total = sum(p.supply)
    if not p.wall_moved:
        n = 1
        while wall_cost(p, n) <= total:
            moves.append(WallMove(spaces=n))
            n += 1
    free_ports = modifier(p, "port_entry_cost") is not None
    reach = total + p.ship_budget
    for node, (steps, _) in data.sea_paths[free_ports][p.ship].items():
        if node != p.ship and steps <= reach and not actions.returns(p, node):
            moves.append(ShipMove(to=node))
    if actions.deliverable(p):
        moves.append(Deliver())
    if p.tribute_bought < actions.tribute_limit(p) and p.gold >= actions.tribute_price(state, p):
        moves.append(Tribute())
    if p.jokers:
        moves.extend(joker_moves(p))
    return moves


def joker_moves(p: PlayerState) -> list[MacaoMove]:
    units = actions.joker_units(p)
    options = [*COLOURS, "gold"]
    combos = {canonical_units(c) for c in _multisets(options, units)}
    return [Joker(units=c) for c in sorted(combos)]


def _multisets(options: list[str], k: int) -> list[tuple[str, ...]]:
    return list(combinations_with_replacement(options, k))

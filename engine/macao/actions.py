"""Phase 3 of a Macao round: the actions a player spends their action supply and gold on
(cards, districts, the wall, the ship, deliveries, tribute, jokers).

Functions here mutate a private copy of the state (see `Game.apply`); `engine.macao.rules`
runs the round around them.

Judgement calls, where the rules text (and the rulings of macao.md §12) leave a choice:

* Jokers are used in the owner's own phase-3 turn, as a cube or as gold (ruling 14 allows
  the gold at any time; gold is only ever spent or counted in that turn or at game end, so
  nothing is lost). Jokers still held when round 12 ends are cashed as gold (3 gold, 6
  with the Gaukler) before the final scoring: never worse than keeping them, and it counts
  for the Baronesse (Reichtum).
* A ship move names its destination and takes the cheapest route (fewest paid steps; with
  a Leuchtturm, steps into a port cost nothing), then the shortest. Any other route can be
  sailed as a series of moves; the Kapitän counts the spaces actually sailed.
* The Leuchtturm makes every step into a port free (macao.md §8.10), also when the ship
  only passes through that port; such a step uses no free ship budget either.
* `deliver` unloads every matching tile at once: a later tile could only cover a lower
  space, and warehouse or cooperage cards can be activated before delivering.
* The Pfandleihe's own gold does not count as gold received this round (ruling 17).
* With a Leuchtturm, sailing between neighbouring ports is free, so a turn could go on for
  ever: a free move that would bring the ship back to a place it already reached this
  turn, with nothing else changed since, is not allowed (ruling 28, `returns`).
"""

from __future__ import annotations

from functools import cache

from engine.macao.board import advance_wall, modifier, reorder_wall, triggers, warehouse_factor
from engine.macao.data import COLOUR_INDEX, load
from engine.macao.scoring import counter
from engine.macao.state import MacaoState, Pending, PlayerState


def start_turn(p: PlayerState) -> None:
    p.districts_taken = 0
    p.tribute_bought = 0
    p.ship_budget = 0
    p.district_discount = 0
    p.ship_trail = []


def end_turn(state: MacaoState, seat: int) -> None:
    p = state.players[seat]
    p.supply = [0] * 6
    start_turn(p)
    state.queue.pop(0)
    if state.queue:
        start_turn(state.players[state.queue[0]])


def gain_gold(p: PlayerState, amount: int, counts: bool = True) -> None:
    p.gold += amount
    if counts:
        p.gold_received += amount


def apply_bundle(state: MacaoState, seat: int, bundle: dict[str, int], times: int = 1) -> None:
    """Take a bundle of macao.md §3; cube and wall choices become pending decisions."""
    p = state.players[seat]
    for key, amount in bundle.items():
        n = amount * times
        if n <= 0:
            continue
        if key == "pp":
            p.pp += n
        elif key == "gold":
            gain_gold(p, n)
        elif key == "cube_any":
            state.pending.append(Pending(kind="gain", seat=seat, count=n))
        elif key == "wall_free":
            state.pending.append(Pending(kind="advance", seat=seat, count=n))
        elif key == "ship_free":
            p.ship_budget += n
        elif key == "district_discount":
            p.district_discount += n
        else:
            raise KeyError(f"unknown bundle key {key!r}")


def fire(state: MacaoState, seat: int, event: str, card_type: str | None = None) -> None:
    for card_id in triggers(state.players[seat], event, card_type):
        apply_bundle(state, seat, load().cards[card_id].effect.gain)


def activate(state: MacaoState, seat: int, card_id: str, pay: list[int], free: bool) -> None:
    p = state.players[seat]
    card = load().cards[card_id]
    if free:
        p.handwerker_used = True
    else:
        for i in range(6):
            p.supply[i] -= pay[i]
    p.tableau.remove(card_id)
    fire(state, seat, "activate_card", card.type)
    p.active.append(card_id)
    if card.effect.rule == "wall_stack_order":
        reorder_wall(state)


def use_card(state: MacaoState, seat: int, card_id: str, times: int | None) -> None:
    """One use of an activated card: GAIN, IF, PER or EXCHANGE (once per round)."""
    p = state.players[seat]
    card = load().cards[card_id]
    effect = card.effect
    p.used.append(card_id)
    if card.type == "office":
        p.offices_used += 1
    if effect.kind == "GAIN":
        apply_bundle(state, seat, effect.gain)
    elif effect.kind == "IF":
        if counter(state, seat, effect.cond["counter"]) >= effect.cond["min"]:
            if effect.cond["counter"] == "gold_received_this_round":
                # Pfandleihe: its own gold does not count as gold received (ruling 17).
                gain_gold(p, effect.gain.get("gold", 0), counts=False)
                apply_bundle(state, seat, {k: v for k, v in effect.gain.items() if k != "gold"})
            else:
                apply_bundle(state, seat, effect.gain)
    elif effect.kind == "PER":
        apply_bundle(state, seat, effect.gain, counter(state, seat, effect.counter) // effect.step)
    elif effect.kind == "EXCHANGE":
        n = times or 1
        pay_any = effect.pay.get("cube_any", 0) * n
        p.gold -= effect.pay.get("gold", 0) * n
        if pay_any:
            state.pending.append(
                Pending(
                    kind="pay",
                    seat=seat,
                    count=pay_any,
                    distinct=effect.constraint == "distinct_colours",
                )
            )
        apply_bundle(state, seat, effect.get, n)


def take_district(state: MacaoState, seat: int, district: str, pay: list[int]) -> None:
    p = state.players[seat]
    for i in range(6):
        p.supply[i] -= pay[i]
    tile = state.tiles.pop(district)
    state.districts[district] = seat
    p.districts.append(district)
    p.districts_taken += 1
    p.district_discount = 0
    if tile == "joker":
        p.jokers += 1
    else:
        p.goods.append(tile)
    fire(state, seat, "take_district")


def move_wall(state: MacaoState, seat: int, spaces: int, cost: int) -> None:
    p = state.players[seat]
    p.wall_moved = True
    advance_wall(state, seat, spaces)
    state.pending.append(Pending(kind="pay", seat=seat, count=cost))


def move_ship(state: MacaoState, seat: int, to: str) -> None:
    p = state.players[seat]
    p.ship_trail = [*(p.ship_trail or [p.ship]), to] if shuttles(p, to) else []
    free_ports = modifier(p, "port_entry_cost") is not None
    steps, spaces = load().sea_paths[free_ports][p.ship][to]
    from_budget = min(p.ship_budget, steps)
    p.ship_budget -= from_budget
    p.ship_moved += spaces
    p.ship = to
    if steps > from_budget:
        state.pending.append(Pending(kind="pay", seat=seat, count=steps - from_budget))


@cache
def distance_counted() -> int:
    """The most spaces sailed in a round that a card tells apart (the Kapitän's 2):
    sailing further than that changes nothing any rule reads."""
    return max(
        (
            int(card.effect.cond["min"])
            for card in load().card_list
            if card.effect.kind == "IF"
            and card.effect.cond.get("counter") == "ship_spaces_moved_this_round"
        ),
        default=0,
    )


def shuttles(p: PlayerState, to: str) -> bool:
    """Whether sailing to `to` changes nothing but the ship's place: a route the
    Leuchtturm makes free (no cube, no free budget) that leaves the distance sailed the
    same for every card that counts it."""
    if modifier(p, "port_entry_cost") is None:
        return False
    steps, spaces = load().sea_paths[True][p.ship][to]
    most = distance_counted()
    return steps == 0 and min(p.ship_moved + spaces, most) == min(p.ship_moved, most)


def returns(p: PlayerState, to: str) -> bool:
    """Whether a move to `to` would repeat a position of this turn: a free move back to
    a place the ship lay in since anything else last changed (ruling 28). Refusing it
    keeps every turn finite."""
    return to in p.ship_trail and shuttles(p, to)


def ship_cost(p: PlayerState, to: str) -> int:
    """Cubes a move to `to` would cost after the free budget."""
    free_ports = modifier(p, "port_entry_cost") is not None
    steps = load().sea_paths[free_ports][p.ship][to][0]
    return max(0, steps - p.ship_budget)


def deliverable(p: PlayerState) -> list[str]:
    good = load().port_good.get(p.ship)
    return [g for g in p.goods if g == good]


def deliver(state: MacaoState, seat: int) -> int:
    """Unload every tile of the port's good onto its highest free spaces; returns PP."""
    data = load()
    p = state.players[seat]
    port = data.ports[p.ship]
    factor = warehouse_factor(p, port.good)
    bonus = len(triggers(p, "deliver_tile"))
    total = 0
    for good in deliverable(p):
        slots = state.ports[port.id]
        value = port.slots[len(slots)] if len(slots) < len(port.slots) else 0
        slots.append(seat)
        p.goods.remove(good)
        p.delivered += 1
        total += value * factor + bonus
    p.pp += total
    return total


def tribute_price(state: MacaoState, p: PlayerState) -> int:
    params = modifier(p, "tribute_price")
    if params is None:
        return state.tribute_gold
    return max(int(params.get("min", 0)), state.tribute_gold + int(params.get("gold_delta", 0)))


def tribute_limit(p: PlayerState) -> int:
    params = modifier(p, "tribute_per_turn")
    return 1 if params is None else int(params.get("max", 2))


def buy_tribute(state: MacaoState, seat: int) -> None:
    p = state.players[seat]
    p.gold -= tribute_price(state, p)
    p.pp += state.tribute_pp
    p.tribute_bought += 1
    fire(state, seat, "buy_tribute")


def joker_units(p: PlayerState) -> int:
    params = modifier(p, "joker_value")
    return 1 if params is None else int(params.get("factor", 2))


def use_joker(state: MacaoState, seat: int, units: tuple[str, ...]) -> None:
    p = state.players[seat]
    p.jokers -= 1
    for unit in units:
        if unit == "gold":
            gain_gold(p, 3)
        else:
            p.supply[COLOUR_INDEX[unit]] += 1


def districts_limit(p: PlayerState) -> int:
    params = modifier(p, "districts_per_turn")
    return 1 if params is None else int(params.get("max", 2))


def use_joker_gold(p: PlayerState) -> None:
    p.jokers -= 1
    gain_gold(p, 3 * joker_units(p))

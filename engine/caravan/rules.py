"""Caravan's rules: the set-up and what a legal move does (legality is `legal.py`;
`CaravanGame` in `game.py` puts both on the engine contract).

A move changes a state that shares its unchanged parts with the state before it, so
whatever a move changes is copied first (`_own_player`, `_own_camel`, `_own_space`).
"""

from __future__ import annotations

from engine.caravan import events as ev
from engine.caravan.data import (
    CITY_OF,
    DEMAND_MARKERS,
    FULL_COUNTS,
    GOODS,
    GOODS_SPACES,
    REFILL_THRESHOLD,
    SHORT_COUNTS,
    SPACE_AT_CELL,
    START_DEMAND_SPACES,
    Good,
)
from engine.caravan.moves import CaravanMove, Carry, MoveCamel, Pass, Place, Steal, Take
from engine.caravan.state import (
    Camel,
    CaravanOptions,
    CaravanState,
    GoodsSpace,
    LastAction,
    PlayerBoard,
    clone,
    is_occupied,
    stealable,
)
from engine.game import Event, Game
from engine.rng import Rng

NAME = "caravan"
MAX_ACTIONS = 4


def _own_player(state: CaravanState, seat: int) -> PlayerBoard:
    """Give `state` its own copy of `seat`'s board (shared with the previous state until now)."""
    players = list(state.players)
    player = players[seat] = clone(players[seat])
    state.players = players
    return player


def _own_camel(player: PlayerBoard, number: int) -> Camel:
    """Give an already owned `player` its own copy of camel `number`."""
    camels = list(player.camels)
    camel = camels[number - 1] = clone(camels[number - 1])
    player.camels = camels
    return camel


def _own_space(state: CaravanState, number: int) -> GoodsSpace:
    """Give `state` its own copy of goods space `number`."""
    spaces = list(state.spaces)
    space = spaces[number - 1] = clone(spaces[number - 1])
    state.spaces = spaces
    return space


def new_state(num_seats: int, options: CaravanOptions, seed: int, rng: Rng) -> CaravanState:
    """The table as the rules set it up: goods dealt to the spaces, camels in hand."""
    counts = SHORT_COUNTS if options.short_game else FULL_COUNTS
    bag = [good for good in GOODS for _ in range(counts[good])]
    spaces = []
    for number, cell in sorted(GOODS_SPACES.items()):
        good = bag.pop(rng.below(len(bag)))
        demand = 1 if number in START_DEMAND_SPACES else 0
        spaces.append(GoodsSpace(number=number, cell=cell, good=good, demand=demand))
    camels_each = 6 if options.sixth_camel else 5
    players = [
        PlayerBoard(camels=[Camel(number=n) for n in range(1, camels_each + 1)])
        for _ in range(num_seats)
    ]
    return CaravanState(
        game=NAME,
        num_seats=num_seats,
        seed=seed,
        rng=rng,
        options=options,
        players=players,
        spaces=spaces,
        bag=bag,
        demand_supply=DEMAND_MARKERS - len(START_DEMAND_SPACES),
        current=rng.below(num_seats),
    )


def perform(state: CaravanState, seat: int, move: CaravanMove) -> list[Event]:
    """Play `move` (legal) on `state`, a copy that shares unchanged parts."""
    player = _own_player(state, seat)
    events: list[Event] = []
    if isinstance(move, (Place, MoveCamel)):
        camel = _own_camel(player, move.camel)
        cost = 2 if is_occupied(state, move.cell) else 1
        origin = camel.cell
        camel.cell = move.cell
        state.actions_left -= cost
        state.last_action = LastAction(
            seat=seat, kind=move.kind, from_cell=origin, to_cell=move.cell
        )
        events.append(ev.placed(move.kind, seat, move.camel, move.cell, cost))
    elif isinstance(move, Take):
        camel = _own_camel(player, move.camel)
        space = _own_space(state, SPACE_AT_CELL[camel.cell])  # type: ignore[index]
        good, demand = space.good, space.demand
        assert good is not None and camel.cell is not None
        camel.good, camel.under = good, False
        player.demand += demand
        space.good, space.demand = None, 0
        state.actions_left -= 1
        state.last_action = LastAction(seat=seat, kind="take", to_cell=camel.cell, good=good)
        events.append(ev.taken(seat, move.camel, camel.cell, good, demand))
        events.extend(refill_if_needed(state))
    elif isinstance(move, Steal):
        camel = _own_camel(player, move.camel)
        assert camel.cell is not None
        victim_number = move.victim_camel or stealable(state, camel.cell, move.victim)[0]
        victim = _own_player(state, move.victim)
        victim_camel = _own_camel(victim, victim_number)
        good = victim_camel.good
        assert good is not None
        camel.good, camel.under = good, True
        victim_camel.good, victim_camel.under = None, False
        player.theft_markers -= 1
        victim.theft_markers += 1
        state.actions_left -= 1
        state.last_action = LastAction(seat=seat, kind="steal", to_cell=camel.cell, good=good)
        events.append(ev.stolen(seat, move.camel, camel.cell, move.victim, victim_number, good))
    elif isinstance(move, Carry):
        source = _own_camel(player, move.source)
        target = _own_camel(player, move.target)
        good = source.good
        assert good is not None and source.cell is not None and target.cell is not None
        source.good, source.under = None, False
        state.actions_left -= 1
        delivered = target.cell == CITY_OF[good]
        state.last_action = LastAction(
            seat=seat,
            kind="carry",
            from_cell=source.cell,
            to_cell=target.cell,
            good=good,
            delivered=delivered,
        )
        cells = (source.cell, target.cell)
        events.append(ev.carried(seat, move.source, move.target, cells, good, delivered))
        if delivered:
            player.delivered = [*player.delivered, good]
            if state.end_triggered:
                state.finished = True
                events.append(ev.game_over(seat))
                return events
        else:
            target.good, target.under = good, False
    elif isinstance(move, Pass):
        state.last_action = LastAction(seat=seat, kind="pass")
        events.append(ev.passed(seat, state.actions_left))
        state.actions_left = 0
    if state.actions_left <= 0:
        events.append(_next_turn(state))
    return events


def refill_if_needed(state: CaravanState) -> list[Event]:
    """When only 4 goods lie on the spaces: demand marker on each, then draw in number
    order. The draw reveals goods from the bag, so the move can never be undone."""
    on_spaces = [s for s in state.spaces if s.good is not None]
    if len(on_spaces) != REFILL_THRESHOLD or not state.bag:
        return []
    Game.mark_irreversible(state)
    spaces = state.spaces = [clone(s) for s in state.spaces]
    bag = state.bag = list(state.bag)
    state.rng = state.rng.model_copy()  # the draw advances this state's RNG only
    for space in spaces:
        if space.good is not None and state.demand_supply > 0:
            space.demand += 1
            state.demand_supply -= 1
    drawn: list[Good] = []
    for space in spaces:
        if space.good is None and bag:
            space.good = bag.pop(state.rng.below(len(bag)))
            drawn.append(space.good)
    events = [ev.refilled(drawn)]
    if not state.bag:
        state.end_triggered = True
        events.append(ev.end_triggered())
    return events


def _next_turn(state: CaravanState) -> Event:
    state.current = (state.current + 1) % state.num_seats
    state.turn_number += 1
    state.actions_left = min(state.turn_number + 1, MAX_ACTIONS)
    return ev.next_turn(state.current, state.actions_left)

"""What AI players need from Caravan: a state drawn from what a seat knows, and a cheap
value of a position.

Everything on the table is public, and so is the bag's content: goods are only ever taken
out of it, in the open, so anyone can count what is left (the view shows it per good).
What nobody knows is the order of the next draws, which the state's random number
generator fixes, and the seed it came from. That is all `resample` draws anew.
"""

from __future__ import annotations

from engine.caravan.data import BIT, CITY_OF, GOODS, chain_mask, good_points
from engine.caravan.playout import DISTANCE
from engine.caravan.scoring import seat_score
from engine.caravan.state import CaravanState, PlayerBoard, clone
from engine.rng import Rng

GOOD_ORDER = {good: index for index, good in enumerate(GOODS)}


def resample(state: CaravanState, seat: int, rng: Rng) -> CaravanState:
    """`state` with the hidden part replaced: the bag as the view counts it (sorted, then
    shuffled by `rng`), a fresh generator for every future draw, and no seed.

    The result shares its unchanged parts with `state` (copy-on-write, as `apply` does).
    """
    sampled = clone(state)
    bag = sorted(state.bag, key=GOOD_ORDER.__getitem__)
    rng.shuffle(bag)
    sampled.bag = bag
    sampled.rng = Rng(state=rng.next_u64())
    sampled.seed = 0
    return sampled


# What a held good is worth by how many cells its chain still lacks to its city: nearly
# its points when it can be delivered next action, little when it is far away.
def _share(gap: int) -> float:
    return max(0.1, 0.9 - 0.1 * gap)


def prospects(player: PlayerBoard) -> float:
    """The score as it stands plus a share of each held good's points, larger the
    closer the good's chain of camels reaches to its city."""
    total = float(seat_score(player).total)
    own = 0
    for camel in player.camels:
        if camel.cell is not None:
            own |= BIT[camel.cell]
    for camel in player.camels:
        if camel.good is None or camel.cell is None:
            continue
        to_city = DISTANCE[CITY_OF[camel.good]]
        chain = chain_mask(BIT[camel.cell], own)
        gap = min(
            to_city[other.cell]
            for other in player.camels
            if other.cell is not None and chain & BIT[other.cell]
        )
        total += good_points(camel.good) * _share(gap)
    return total


# What an action still in hand is worth, in points: positions the search judges in the
# middle of a turn and at its end are then alike (else a move that ends the turn looks
# worse merely because the rival's answers are judged sooner).
TEMPO = 1.0


def _values(state: CaravanState) -> list[float]:
    """Each seat's prospects, with the actions the seat to act still has in hand."""
    values = [prospects(p) for p in state.players]
    values[state.current] += TEMPO * state.actions_left
    return values


def _final(state: CaravanState) -> list[float]:
    return [float(seat_score(p).total) for p in state.players]


def evaluate(state: CaravanState, seat: int) -> float:
    """The seat's prospects minus the best other seat's, counting the actions in hand of
    the seat to act; the plain score lead once the game is over (held goods then only
    cost their penalty). (`evaluation_parts` splits it; this is the search's fast path.)"""
    values = _final(state) if state.finished else _values(state)
    return values[seat] - max(v for index, v in enumerate(values) if index != seat)


def evaluation_parts(state: CaravanState, seat: int) -> dict[str, float]:
    """`evaluate` in named parts: points from delivered goods, demand markers, the
    holding penalty, the share of held goods' points still on the way (`goods`), the
    actions in hand (`actions`) and the best other seat's value (`rivals`, negative)."""
    player = state.players[seat]
    score = seat_score(player)
    if state.finished:
        values, in_hand = _final(state), 0.0
    else:
        values = _values(state)
        in_hand = TEMPO * state.actions_left if seat == state.current else 0.0
    return {
        "delivered": float(score.rare + score.common),
        "demand": float(score.demand),
        "penalty": float(-score.penalty),
        "goods": values[seat] - in_hand - score.total,
        "actions": in_hand,
        "rivals": -max(v for index, v in enumerate(values) if index != seat),
    }

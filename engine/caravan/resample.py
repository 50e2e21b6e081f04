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


def evaluate(state: CaravanState, seat: int) -> float:
    """The seat's prospects minus the best other seat's; the plain score lead once the
    game is over (held goods then only cost their penalty)."""
    if state.finished:
        values = [float(seat_score(p).total) for p in state.players]
    else:
        values = [prospects(p) for p in state.players]
    others = [v for index, v in enumerate(values) if index != seat]
    return values[seat] - max(others)


def evaluation_parts(state: CaravanState, seat: int) -> dict[str, float]:
    """`evaluate` in named parts: points from delivered goods, demand markers, the
    holding penalty, the share of held goods' points still on the way (`goods`) and the
    best other seat's value (`rivals`, negative)."""
    player = state.players[seat]
    score = seat_score(player)
    mine = float(score.total) if state.finished else prospects(player)
    others = [
        float(seat_score(p).total) if state.finished else prospects(p)
        for index, p in enumerate(state.players)
        if index != seat
    ]
    return {
        "delivered": float(score.rare + score.common),
        "demand": float(score.demand),
        "penalty": float(-score.penalty),
        "goods": mine - score.total,
        "rivals": -max(others),
    }

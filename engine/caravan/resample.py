"""What AI players need from Caravan: a state drawn from what a seat knows, and a cheap
value of a position.

Everything on the table is public, and so is the bag's content: goods are only ever taken
out of it, in the open, so anyone can count what is left (the view shows it per good).
What nobody knows is the order of the next draws, which the state's random number
generator fixes, and the seed it came from. That is all `resample` draws anew.
"""

from __future__ import annotations

from engine.caravan.data import (
    BIT,
    CELLS,
    CITY_OF,
    GOODS,
    SIZE,
    Good,
    chain_mask,
    good_points,
    holding_penalty,
)
from engine.caravan.playout import DISTANCE
from engine.caravan.scoring import result, score_total, seat_score
from engine.caravan.state import CaravanState, GoodsSpace, PlayerBoard, clone
from engine.memo import IdentityMemo
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
def _worth(points: int, gap: int) -> float:
    return points * max(0.1, 0.9 - 0.1 * gap)


# What an action still in hand is worth, in points: positions the search judges in the
# middle of a turn and at its end are then alike (else a move that ends the turn looks
# worse merely because the rival's answers are judged sooner).
TEMPO = 1.0

# A good within reach (an unladen camel of the seat's stands on it) counts this share of
# what taking it would bring, since a rival may still take it first. Without it, a camel
# placed on a good would be worth nothing until the good is taken, and at the first turn
# (one action) placing one would look no better than ending the turn.
REACH = 0.5


# RINGS[good][d]: the cells at most d steps from the good's city, as a bitmask, so a
# chain's distance to the city is the first ring it touches (evaluated at every position
# a plan judges: a few ANDs instead of a walk over the camels).
RINGS: dict[Good, tuple[int, ...]] = {
    good: tuple(
        sum(BIT[cell] for cell in range(CELLS) if DISTANCE[city][cell] <= steps)
        for steps in range(2 * SIZE - 1)
    )
    for good, city in CITY_OF.items()
}


def _gap(good: Good, chain: int) -> int:
    """How many cells the chain (a bitmask of the player's camels' cells, never empty)
    lacks to the good's city."""
    for steps, ring in enumerate(RINGS[good]):
        if chain & ring:
            return steps
    raise ValueError("a chain without cells")


def prospects(player: PlayerBoard, spaces: list[GoodsSpace], ending: bool = False) -> float:
    """The score as it stands, plus each held good's worth (`_worth`), plus a share of
    what taking the best good within reach would bring. Once the end is triggered
    (`ending`), the next delivery ends the game: only the best held good's worth and the
    penalty its delivery saves count, and a good taken now would only add to the penalty."""
    own = unladen = 0  # the cells of the player's camels, and of those without a good
    laden: list[tuple[Good, int]] = []  # (good, cell) of each laden camel
    for camel in player.camels:
        if camel.cell is None:
            continue
        own |= BIT[camel.cell]
        if camel.good is None:
            unladen |= BIT[camel.cell]
        else:
            laden.append((camel.good, camel.cell))
    held = len(laden)
    total = float(score_total(player, held))
    worths = [
        _worth(good_points(good), _gap(good, chain_mask(BIT[cell], own))) for good, cell in laden
    ]
    if ending:
        saved = holding_penalty(held) - holding_penalty(held - 1) if held else 0
        return total + (max(worths) + saved if worths else 0.0)
    total += sum(worths)
    if held + 1 < len(player.camels):  # a take may never leave every camel laden
        total += REACH * _best_take(spaces, own, unladen, held)
    return total


def _best_take(spaces: list[GoodsSpace], own: int, unladen: int, held: int) -> float:
    """What taking the best good under one of the player's unladen camels would add:
    the good's worth and demand markers, less the action and the extra holding penalty."""
    best = 0.0
    cost = TEMPO + holding_penalty(held + 1) - holding_penalty(held)
    for space in spaces:
        if space.good is None or not unladen & BIT[space.cell]:
            continue
        gap = _gap(space.good, chain_mask(BIT[space.cell], own))
        best = max(best, _worth(good_points(space.good), gap) + space.demand - cost)
    return best


# Prospects by the board and spaces they were computed from (`IdentityMemo`): a turn
# planner evaluates thousands of positions in which only the seat to act changed, and the
# other boards' prospects are then looked up, not counted.
_KNOWN: IdentityMemo[float] = IdentityMemo()


def _known_prospects(player: PlayerBoard, spaces: list[GoodsSpace], ending: bool) -> float:
    known = _KNOWN.get(player, spaces, ending)
    if known is None:
        known = _KNOWN.keep(prospects(player, spaces, ending), player, spaces, ending)
    return known


def _in_hand(state: CaravanState) -> float:
    """What the actions left to the seat to act are worth: nothing once the end is
    triggered, when the one delivery still to come is all they could bring (else
    keeping them would look better than ending the game with that delivery, and a
    leading player would never end it)."""
    return 0.0 if state.end_triggered else TEMPO * state.actions_left


def _values(state: CaravanState) -> list[float]:
    """Each seat's prospects, with the actions the seat to act still has in hand."""
    values = [_known_prospects(p, state.spaces, state.end_triggered) for p in state.players]
    values[state.current] += _in_hand(state)
    return values


# At the end, equal scores are told apart by the goods delivered (the rules' tie-break):
# each seat's value moves this much towards the seat it beats by it (a tie won by it is
# then a lead of half a point, less than any lead in points).
TIE_BREAK = 0.25


def _final(state: CaravanState) -> list[float]:
    """The final scores, with `TIE_BREAK` for each equal score won or lost on the rules'
    tie-break (the ranks of `scoring.result`)."""
    standings = sorted(result(state).standings, key=lambda standing: standing.seat)
    return [
        mine.score
        + TIE_BREAK
        * sum(
            (other.rank > mine.rank) - (other.rank < mine.rank)
            for other in standings
            if other.seat != mine.seat and other.score == mine.score
        )
        for mine in standings
    ]


def evaluate(state: CaravanState, seat: int) -> float:
    """The seat's prospects minus the best other seat's, counting the actions in hand of
    the seat to act; the score lead once the game is over (held goods then only cost
    their penalty), a tie told apart by the goods delivered. (`evaluation_parts` splits
    it; this is the search's fast path.)"""
    values = _final(state) if state.finished else _values(state)
    return values[seat] - max(v for index, v in enumerate(values) if index != seat)


def evaluation_parts(state: CaravanState, seat: int) -> dict[str, float]:
    """`evaluate` in named parts: points from delivered goods, demand markers, the
    holding penalty, the share of held goods' points still on the way and of the best
    good within reach (`goods`), the actions in hand (`actions`) and the best other
    seat's value (`rivals`, negative)."""
    player = state.players[seat]
    score = seat_score(player)
    if state.finished:
        values, in_hand = _final(state), 0.0
    else:
        values = _values(state)
        in_hand = _in_hand(state) if seat == state.current else 0.0
    return {
        "delivered": float(score.rare + score.common),
        "demand": float(score.demand),
        "penalty": float(-score.penalty),
        "goods": values[seat] - in_hand - score.total,
        "actions": in_hand,
        "rivals": -max(v for index, v in enumerate(values) if index != seat),
    }

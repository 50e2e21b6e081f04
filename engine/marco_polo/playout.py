"""A random but purposeful move picker for Marco Polo playouts.

Uniform random play spends most dice on the money bag and rarely travels, so the
playouts that tests, benchmarks and the AI rely on would hardly see a journey or a
fulfilled contract. The picker weighs the moves like a player would.
"""

from __future__ import annotations

from engine.marco_polo.data import CITY_CARD_SLOTS
from engine.marco_polo.moves import (
    Bag,
    Bump,
    BuyBlack,
    End,
    Fulfil,
    MarcoPoloMove,
    Place,
    Reroll,
    Travel,
)
from engine.rng import Rng


def purposeful_move(moves: list[MarcoPoloMove], rng: Rng) -> MarcoPoloMove:
    """A random move that plays like a player: main actions rather than the money bag,
    contracts fulfilled when possible, journeys and city cards often, few bonus tweaks.
    Uniform choice would spend most dice on the bag and rarely travel."""
    weights = [_playout_weight(move) for move in moves]
    pick = rng.below(sum(weights))
    for move, weight in zip(moves, weights, strict=True):
        pick -= weight
        if pick < 0:
            return move
    return moves[-1]  # pragma: no cover


def _playout_weight(move: MarcoPoloMove) -> int:
    if isinstance(move, Fulfil):
        return 400
    if isinstance(move, Place):
        return 60 if move.space == "travel" or move.space in CITY_CARD_SLOTS else 20
    if isinstance(move, Travel):
        return 1 + 2 * sum(len(p) - 1 for p in move.paths)
    if isinstance(move, End):
        return 30
    if isinstance(move, (Bag, Reroll, Bump, BuyBlack)):
        return 1
    return 10

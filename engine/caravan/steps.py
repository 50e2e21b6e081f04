"""How a Caravan move is picked step by step: kind, camel, then column and cell (or the
victim, or the camel that receives the good).

Every node stays small: at most 6 kinds, 6 camels, 7 columns, 7 cells of a column,
3 victims and 6 of their camels. So any move takes at most four selections: placing or
moving a camel (kind, camel, column, cell) and stealing from one of several laden camels
(kind, camel, victim, their camel) are the longest.
"""

from __future__ import annotations

from functools import cache

from engine.caravan.data import (
    CITY_OF,
    COLUMNS,
    SEAT_COLOURS,
    SIZE,
    SPACE_AT_CELL,
    Good,
    camel_name,
    cell_name,
)
from engine.caravan.moves import CaravanMove, Carry, MoveCamel, Pass, Place, Steal, Take
from engine.caravan.state import CaravanState, is_occupied, stealable
from engine.caravan.words import CITY_TEXTS, COLOUR_TEXTS, GOOD_TEXTS, seat_text
from engine.i18n import t
from engine.move_tree import Step

# The order kinds are offered in (the first level of the picker).
KINDS = ("place", "move", "take", "steal", "carry", "pass")
KIND_STEPS = {kind: Step(kind, t(f"caravan.step.kind.{kind}")) for kind in KINDS}


def kind_order(move: CaravanMove) -> int:
    return KINDS.index(move.kind)


# Steps are immutable and there are few distinct ones, so each is built once.
@cache
def _camel(number: int) -> Step:
    return Step(camel_name(number).lower(), t("caravan.step.camel", camel=camel_name(number)))


@cache
def _camel_on(number: int, cell: int) -> Step:
    text = t("caravan.step.camel_on", camel=camel_name(number), cell=cell_name(cell))
    return Step(camel_name(number).lower(), text)


@cache
def _camel_with(number: int, cell: int, good: Good) -> Step:
    text = t(
        "caravan.step.camel_good",
        camel=camel_name(number),
        cell=cell_name(cell),
        good=GOOD_TEXTS[good],
    )
    return Step(camel_name(number).lower(), text)


@cache
def _taker(number: int, cell: int, good: Good, demand: int) -> Step:
    text = t(
        "caravan.step.take_demand" if demand else "caravan.step.camel_good",
        camel=camel_name(number),
        cell=cell_name(cell),
        good=GOOD_TEXTS[good],
        demand=demand,
    )
    return Step(camel_name(number).lower(), text)


@cache
def _deliverer(number: int, cell: int, good: Good) -> Step:
    text = t(
        "caravan.step.deliver",
        camel=camel_name(number),
        cell=cell_name(cell),
        city=CITY_TEXTS[good],
    )
    return Step(camel_name(number).lower(), text)


@cache
def _column(column: int) -> Step:
    letter = COLUMNS[column]
    return Step(letter, t("caravan.step.column", column=letter))


@cache
def _cell(cell: int, cost: int) -> Step:
    return Step(cell_name(cell), t("caravan.step.cell_cost", cell=cell_name(cell), cost=cost))


@cache
def _victim(victim: int) -> Step:
    colour = SEAT_COLOURS[victim]
    text = t("caravan.step.victim", victim=seat_text(victim), colour=COLOUR_TEXTS[colour])
    return Step(colour, text)


@cache
def _victim_camel(victim: int, number: int, good: Good) -> Step:
    text = t(
        "caravan.step.victim_camel",
        victim=seat_text(victim),
        camel=camel_name(number),
        good=GOOD_TEXTS[good],
    )
    return Step(camel_name(number).lower(), text)


def move_steps(state: CaravanState, seat: int, move: CaravanMove) -> tuple[Step, ...]:
    """The steps of one legal move of `seat` in `state`."""
    camels = state.players[seat].camels
    kind = KIND_STEPS[move.kind]
    match move:
        case Place(camel=c, cell=x) | MoveCamel(camel=c, cell=x):
            origin = camels[c - 1].cell
            piece = _camel(c) if origin is None else _camel_on(c, origin)
            cost = 2 if is_occupied(state, x) else 1
            return (kind, piece, _column(x % SIZE), _cell(x, cost))
        case Take(camel=c):
            cell = camels[c - 1].cell
            assert cell is not None
            space = state.spaces[SPACE_AT_CELL[cell] - 1]
            assert space.good is not None
            return (kind, _taker(c, cell, space.good, space.demand))
        case Steal(camel=c, victim=v, victim_camel=vc):
            cell = camels[c - 1].cell
            assert cell is not None
            steps = (kind, _camel_on(c, cell), _victim(v))
            if vc is None:
                return steps
            good = state.players[v].camels[vc - 1].good
            assert good is not None and vc in stealable(state, cell, v)
            return (*steps, _victim_camel(v, vc, good))
        case Carry(source=s, target=d):
            source, target = camels[s - 1], camels[d - 1]
            good = source.good
            assert good is not None and source.cell is not None and target.cell is not None
            if target.cell == CITY_OF[good]:
                receiver = _deliverer(d, target.cell, good)
            else:
                receiver = _camel_on(d, target.cell)
            return (kind, _camel_with(s, source.cell, good), receiver)
        case Pass():
            return (kind,)
    raise TypeError(move)

"""How a Macao move decomposes for the step-by-step picker (`Game.move_steps`).

First the kind of move (take, activate, district, wall, ship ...), then the piece (a card,
a district, a sea space, a colour), then how to pay. No step offers more than 25 choices
and every move is reached in at most 4 selections:

* more than 25 districts within reach (early, with a rich supply) are offered as two
  kinds, rows A-C and rows D-E of the city;
* more than 25 ways to pay for one district (the Nachtwächter lets two printed cubes be
  paid in any colour) are chosen in two steps: the printed cubes paid, then the others;
* a joker's two units (Gaukler) are chosen one after the other;
* an exchange repeated more than 25 times is chosen by tens first.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from engine.i18n import Text, t
from engine.macao.board import wall_cost
from engine.macao.data import COLOURS, load
from engine.macao.labels import activation_cost, district_cost, label
from engine.macao.legal import district_moves, exchange_max
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
from engine.macao.payments import minus
from engine.macao.state import MacaoState
from engine.macao.words import card_text, colour_text, cubes_text, tile_text, unit_text
from engine.move_tree import MAX_CHOICES, Step

# Kinds of move in the order a picker offers them; the key is also the kind's name.
KINDS = (
    "take",
    "skip",
    "start",
    "dice",
    "discard",
    "pay",
    "gain",
    "advance",
    "activate",
    "use",
    "district",
    "district-ac",
    "district-de",
    "ship",
    "wall",
    "deliver",
    "tribute",
    "joker",
    "pass",
)
KIND_ORDER = {kind: i for i, kind in enumerate(KINDS)}
_UNIT_ORDER = {**{c: i for i, c in enumerate(COLOURS)}, "gold": len(COLOURS)}


def tree_order(steps: tuple[Step, ...], move: MacaoMove) -> tuple[int, tuple[int, ...]]:
    """Where a move goes in the picker: by kind, then (jokers) by colour order."""
    units = tuple(_UNIT_ORDER[u] for u in move.units) if isinstance(move, Joker) else ()
    return KIND_ORDER.get(steps[0].key, len(KIND_ORDER)), units


@cache
def _card_keys() -> dict[str, str]:
    """A short, stable key per card (its place in the data): `k17`."""
    return {card.id: f"k{i}" for i, card in enumerate(load().card_list)}


def _kind(key: str) -> Step:
    return Step(key, t(f"macao.step.{key.replace('-', '_')}"))


def _card(card_id: str) -> Step:
    cost = cubes_text(load().card_costs[card_id])
    return Step(_card_keys()[card_id], t("macao.step.card", card=card_text(card_id), cost=cost))


def _pay(cost: tuple[int, ...] | list[int]) -> Step:
    return Step(letters(cost).lower() or "none", t("macao.step.paying", pay=cubes_text(cost)))


@dataclass(frozen=True, slots=True)
class Context:
    """What decomposing one move needs to know about all the seat's legal moves."""

    split_city: bool  # more than 25 districts within reach: two kinds by rows
    wide_payments: frozenset[str]  # districts with more than 25 ways to pay


def context(state: MacaoState, seat: int) -> Context:
    if state.phase != "actions" or state.pending:
        return Context(False, frozenset())
    counts: dict[str, int] = {}
    for move in district_moves(state, state.players[seat]):
        counts[move.district] = counts.get(move.district, 0) + 1
    wide = frozenset(d for d, n in counts.items() if n > MAX_CHOICES)
    return Context(len(counts) > MAX_CHOICES, wide)


def _joker_steps(units: tuple[str, ...]) -> tuple[Step, ...]:
    if len(units) == 1:
        return (_kind("joker"), Step(units[0], unit_text(units[0])))
    return (
        _kind("joker"),
        *(
            Step(unit, t("macao.step.unit", n=i + 1, unit=unit_text(unit)))
            for i, unit in enumerate(units)
        ),
    )


def move_steps(
    state: MacaoState, seat: int, move: MacaoMove, ctx: Context | None = None
) -> tuple[Step, ...]:
    """The steps of one legal move; `ctx` (from `context`) saves work for a whole tree."""
    p = state.players[seat]
    match move:
        case TakeCard(index=index):
            card = state.display[index - 1]
            step = _card(card)
            return (_kind("take"), Step(f"c{index}", step.label))
        case Pass():
            if state.phase == "draft":
                return (_kind("skip"),)
            return (Step("pass", label(move, state)),)
        case Discard(card=card):
            return (_kind("discard"), _card(card))
        case StartCubes(one=one, two=two):
            return (
                _kind("start"),
                Step(one, t("macao.step.one", colour=colour_text(one))),
                Step(two, t("macao.step.two", colour=colour_text(two))),
            )
        case ChooseDice(first=a, first_value=av, second=b, second_value=bv):
            text = t("macao.step.die_pair", a=colour_text(a), av=av, b=colour_text(b), bv=bv)
            return (_kind("dice"), Step(f"{a}-{b}", text))
        case Activate(card=card, free=free):
            if free:
                return (_kind("activate"), _card(card), Step("free", t("macao.step.free")))
            return (_kind("activate"), _card(card), _pay(activation_cost(move)))
        case Use(card=card, times=times):
            name = Step(_card_keys()[card], card_text(card))
            if times is None:
                return (_kind("use"), name)
            return (_kind("use"), name, *_times(state, seat, card, times))
        case TakeDistrict():
            return _district_steps(state, move, ctx or context(state, seat))
        case WallMove(spaces=spaces):
            text = t("macao.mv.wall_cost", spaces=spaces, cost=wall_cost(p, spaces))
            return (_kind("wall"), Step(str(spaces), text))
        case ShipMove(to=to):
            return (_kind("ship"), Step(to.lower(), label(move, state)))
        case Deliver():
            return (Step("deliver", label(move, state)),)
        case Tribute():
            return (Step("tribute", label(move, state)),)
        case Joker(units=units):
            return _joker_steps(units)
        case PayCube(colour=colour, count=count):
            have = p.supply[COLOURS.index(colour)]
            return (
                _kind("pay"),
                Step(colour, t("macao.step.colour", colour=colour_text(colour), have=have)),
                Step(str(count), t("macao.step.count", n=count)),
            )
        case GainCube(colour=colour):
            return (_kind("gain"), Step(colour, colour_text(colour)))
        case Advance(spaces=spaces):
            return (_kind("advance"), Step(str(spaces), label(move, state)))
    raise TypeError(f"not a Macao move: {move!r}")


def _district_steps(state: MacaoState, move: TakeDistrict, ctx: Context) -> tuple[Step, ...]:
    district = move.district
    printed = load().districts[district].cost_vector
    text = t(
        "macao.step.district_of",
        district=district,
        tile=tile_text(state.tiles[district]),
        cost=cubes_text(printed),
    )
    kind = (
        ("district-ac" if district[0] in "ABC" else "district-de") if ctx.split_city else "district"
    )
    head = (_kind(kind), Step(district.lower(), text))
    paid = district_cost(move)
    if district not in ctx.wide_payments:
        return (*head, _pay(paid))
    kept = tuple(min(a, b) for a, b in zip(printed, paid, strict=True))
    extra = minus(paid, kept)
    return (
        *head,
        Step("p" + (letters(kept).lower() or "-"), t("macao.step.printed", cubes=cubes_text(kept))),
        Step("e" + (letters(extra).lower() or "-"), t("macao.step.extra", cubes=cubes_text(extra))),
    )


def _times(state: MacaoState, seat: int, card: str, times: int) -> tuple[Step, ...]:
    """How often an exchange is repeated; more than 25 choices are grouped by tens."""
    effect = load().cards[card].effect
    most = exchange_max(state.players[seat], effect.pay, effect.max_times, effect.constraint)
    step = Step(f"x{times}", _times_label(effect.pay, times))
    if most <= MAX_CHOICES:
        return (step,)
    size = 10
    while most > size * MAX_CHOICES:
        size *= 10
    low = (times - 1) // size * size + 1
    high = min(low + size - 1, most)
    group = Step(f"r{low}", t("macao.step.times_range", low=low, high=high))
    return (group, step)


def _times_label(pay: dict[str, int], times: int) -> Text:
    if pay.get("gold"):
        return t("macao.step.times_gold", times=times, gold=pay["gold"] * times)
    if pay.get("cube_any"):
        return t("macao.step.times_cubes", times=times, n=pay["cube_any"] * times)
    return t("macao.step.times", times=times)

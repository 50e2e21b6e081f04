"""How Marco Polo's moves decompose for a step-by-step picker (`engine.move_tree`).

A turn starts with what to do: an action space, a city card or a bonus action, then the
dice. A space's dice are one choice while its combinations (with the sensible bazaar
rows) fit one menu; otherwise the lowest die comes first (it decides the action's
strength), then the rest. Decisions name their parts: the first contract taken, then the
second, then the bonus; a journey's destination (each figure's, for Niccolò), then the
route and its cost; a city card's direction, then how often, then what is paid.

Every menu stays within 25 choices and every move within 4 selections; the test suite
checks that on seeded games. Keys are short and derived from the move itself, so one
move always has one path.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from functools import cache

from engine.i18n import Text
from engine.marco_polo.actions import dice_choices, sensible_rows, token
from engine.marco_polo.data import (
    BAZAARS,
    CITY_BONUSES,
    CITY_CARD_SLOTS,
    CITY_CARDS,
    SPACE_DICE,
    TRAVEL_COST,
)
from engine.marco_polo.decisions import decision_moves
from engine.marco_polo.labels import label, place_gain
from engine.marco_polo.moves import (
    Bag,
    Bump,
    BuyBlack,
    CityUse,
    Compensate,
    Decline,
    Drop,
    End,
    Fulfil,
    Good,
    Goods2,
    Keep,
    MarcoPoloMove,
    OtherBonus,
    Pick,
    Place,
    Relocate,
    Reroll,
    Skip,
    TakeContracts,
    Travel,
)
from engine.marco_polo.notation import die_value
from engine.marco_polo.state import Die, MarcoPoloState, Pending, Player
from engine.marco_polo.travel import path_cost
from engine.marco_polo.words import (
    ability,
    amounts,
    card_effect,
    character_name,
    contract_text,
    dice_text,
    die_text,
    goal_text,
    goods_item,
    item_name,
    place_name,
    scaled,
    slot_name,
    t,
)
from engine.move_tree import MAX_CHOICES, MoveTree, Step
from engine.pending import first_of

Steps = tuple[Step, ...]


def move_tree(state: MarcoPoloState, seat: int, moves: Sequence[MarcoPoloMove]) -> MoveTree:
    """The seat's legal moves as a tree; one shared context for all of them."""
    context = _Context(state, seat, moves)
    return MoveTree((context.steps(move), move) for move in moves)


def move_steps(state: MarcoPoloState, seat: int, move: MarcoPoloMove) -> Steps:
    return _Context(state, seat, None).steps(move)


def _key(*parts: object) -> str:
    """A step key from the move's own values (hashed when long)."""
    text = "-".join(str(p) for p in parts if p != "").lower().replace(",", "-").replace(">", "_")
    if len(text) <= 16 and all(c.isascii() and (c.isalnum() or c in "_+-") for c in text):
        return text
    return "h" + hashlib.sha1(text.encode()).hexdigest()[:12]


def _as_text(value: Text | str) -> Text:
    """Step labels are `Text`; a bare name or die value is wrapped as one."""
    return value if isinstance(value, Text) else t("marco_polo.step.items", items=value)


@cache
def _kind(key: str) -> Step:
    """A step named by its key alone (`marco_polo.step.<key>`): built once."""
    return Step(key, t(f"marco_polo.step.{key}"))


class _Context:
    """What the steps of one decision's moves share: the state, the seat, its pending
    decision, and (lazily) the decision's moves for counting."""

    def __init__(
        self, state: MarcoPoloState, seat: int, moves: Sequence[MarcoPoloMove] | None
    ) -> None:
        self.state = state
        self.seat = seat
        found = first_of(state.pending, seat)
        self.pending: Pending | None = found[1] if found is not None else None
        self._moves = moves
        self._counts: dict[object, int] = {}

    @property
    def moves(self) -> Sequence[MarcoPoloMove]:
        if self._moves is None:
            self._moves = decision_moves(self.state, self.pending) if self.pending else []
        return self._moves

    def count(self, key: object, group: Callable[[MarcoPoloMove], object]) -> int:
        """How many of the decision's moves fall in `group(move) == key` (one grouping per
        context: a decision's moves are all of one kind)."""
        if key not in self._counts:
            for move in self.moves:
                found = group(move)
                self._counts[found] = self._counts.get(found, 0) + 1
        return self._counts.get(key, 0)

    def steps(self, move: MarcoPoloMove) -> Steps:
        match move:
            case Place(space=space) if space in CITY_CARD_SLOTS:
                effect = card_effect(self.state.city_cards[space])
                card = t("marco_polo.step.card", city=slot_name(space), effect=effect)
                die = move.dice[0]
                return (
                    _kind("city"),
                    Step(_key(space), card),
                    Step(_key(die), _as_text(die_text(die))),
                )
            case Place():
                return (_kind(move.space), *self._dice(move))
            case Fulfil(contract=c):
                return _kind("fulfil"), Step(_key(c), contract_text(c))
            case Bag(die=die):
                return _kind("bag"), Step(_key(die), _as_text(die_text(die)))
            case Reroll(die=die):
                return _kind("reroll"), Step(_key(die), _as_text(die_text(die)))
            case Bump(die=die, up=up):
                to = f"{die_value(die) + (1 if up else -1)}{die[1:]}"
                arrow = t("marco_polo.step.bump_to", die=die_text(die), to=die_text(to))
                return _kind("bump"), Step(_key(die, "up" if up else "down"), arrow)
            case BuyBlack():
                return (_kind("black"),)
            case End():
                return (_kind("end"),)
        return self._decision(move)

    # -- dice on an action space ---------------------------------------------------------------

    def _dice(self, move: Place) -> Steps:
        """One step for the dice (and row) while they fit a menu, else lowest die first."""
        player = self.state.players[self.seat]
        options = _dice_options(tuple(sorted(token(d) for d in player.dice)), move.space)
        dice, row = move.dice, move.row
        whole = Step(_key(*dice, f"r{row}" if row else ""), self._dice_label(move, dice))
        if len(options) <= MAX_CHOICES:
            return (whole,)
        lowest = dice[0]
        first = Step(_key("low", lowest), t("marco_polo.step.lowest", die=die_text(lowest)))
        rest = Step(_key(*dice[1:], f"r{row}" if row else ""), self._dice_label(move, dice[1:]))
        below = [o for o in options if o[0][0] == lowest]
        if len(below) <= MAX_CHOICES:
            return first, rest
        second = Step(_key("and", dice[1]), t("marco_polo.step.and_die", die=die_text(dice[1])))
        last = Step(_key(*dice[2:], f"r{row}" if row else ""), self._dice_label(move, dice[2:]))
        return first, second, last

    def _dice_label(self, move: Place, shown: Sequence[str]) -> Text:
        return t("marco_polo.step.dice", dice=dice_text(shown), more=place_gain(self.state, move))

    # -- decisions ------------------------------------------------------------------------------

    def _decision(self, move: MarcoPoloMove) -> Steps:
        match move:
            case Good(good=g):
                return _kind("good"), Step(_key(g), _as_text(item_name(g)))
            case Goods2(goods=goods):
                pair = t("marco_polo.step.goods", a=item_name(goods[0]), b=item_name(goods[1]))
                return _kind("good"), Step(_key(*goods), pair)
            case TakeContracts():
                return self._take(move)
            case Drop(contract=c):
                kind = (
                    "keep_new" if self.pending and self.pending.kind == "new_contract" else "drop"
                )
                return _kind(kind), Step(_key(c), contract_text(c))
            case Decline():
                return (_kind("decline"),)
            case Travel():
                return self._travel(move)
            case Skip():
                return (_kind("skip"),)
            case CityUse():
                return self._use(move)
            case OtherBonus(letter=letter):
                reward = amounts(CITY_BONUSES[letter])
                bonus = t("marco_polo.step.bonus_letter", letter=letter.upper(), reward=reward)
                return _kind("bonus"), Step(_key(letter), bonus)
            case Compensate(camels=ca, coins=co):
                return _kind("compensate"), Step(_key(ca, co), label(move))
            case Relocate(city=city):
                return _kind("relocate"), Step(_key(city), _as_text(place_name(city)))
            case Pick(character=c):
                who = t("marco_polo.step.character", name=character_name(c), ability=ability(c))
                return _kind("pick"), Step(_key(c), who)
            case Keep(goals=goals):
                posts = self.state.players[self.seat].posts
                first, second = (goal_text(g, posts) for g in goals)
                cards = t("marco_polo.step.goals", a=first, b=second)
                return _kind("keep"), Step(_key(*goals), cards)
        raise ValueError(move)

    def _take(self, move: TakeContracts) -> Steps:
        row = self.state.contract_row

        def slot(number: int) -> Step:
            contract = contract_text(row[number - 1])
            return Step(
                _key("s", number), t("marco_polo.step.slot", slot=number, contract=contract)
            )

        steps = [_kind("take"), *(slot(number) for number in move.slots)]
        if len(move.slots) == 1:
            steps.append(_kind("only"))
        if move.bonus:
            paid = [s for s in move.slots if s >= 5]
            kinds = move.bonus.split(",") if "," in move.bonus else [move.bonus] * len(paid)
            extra = scaled(f"{k}:{1 if s == 5 else 2}" for s, k in zip(paid, kinds, strict=False))
            steps.append(
                Step(_key(move.bonus), t("marco_polo.step.slot_bonus", bonus=amounts(extra)))
            )
        return tuple(steps)

    def _travel(self, move: Travel) -> Steps:
        """Where each figure ends, then the route and its cost; where one destination has
        too many routes (Wilhelm's posts on the way), the number of steps comes first."""
        paths = move.paths
        steps: list[Step] = [_kind("travel")]
        for index, path in enumerate(paths):
            steps.append(_destination(index if len(paths) > 1 else None, path[-1], len(path) == 1))
        ends = tuple(p[-1] for p in paths)
        if self.count(ends, lambda m: tuple(p[-1] for p in m.paths)) > MAX_CHOICES:
            count = sum(len(p) - 1 for p in paths)
            steps.append(Step(_key("n", count), t("marco_polo.amount.move", n=count)))
        via = [
            t("marco_polo.step.via", places=[place_name(p) for p in path[1:-1]])
            if len(path) > 2
            else t("marco_polo.step.direct")
            for path in paths
            if len(path) > 1
        ]
        route = t("marco_polo.step.route", via=via, cost=self._travel_cost(paths))
        steps.append(Step(_key(*("-".join(p) for p in paths)), route))
        return tuple(steps)

    def _travel_cost(self, paths: tuple[tuple[str, ...], ...]) -> list[object]:
        player = self.state.players[self.seat]
        johannes = player.character == "johannes"
        camels = coins = steps = 0
        for path in paths:
            ca, co = path_cost(path, johannes) or (0, 0)
            camels, coins, steps = camels + ca, coins + co, steps + len(path) - 1
        if self.pending is not None and self.pending.base:
            coins += TRAVEL_COST[min(steps, len(TRAVEL_COST) - 1)]
        cost = [f"{k}:{v}" for k, v in (("coins", coins), ("camels", camels)) if v]
        return amounts(cost) if cost else [t("marco_polo.step.free")]

    def _use(self, move: CityUse) -> Steps:
        """Direction (two-way cards), then how often, then what is paid or chosen."""
        assert self.pending is not None
        card = CITY_CARDS[self.pending.items[0]]
        steps: list[Step] = [_kind("use")]
        if move.mode:
            mode = move.mode.replace(">", "_")
            steps.append(Step(_key(mode), t(f"marco_polo.mode.{mode}")))
        if card.kind == "bonus":  # one or two bonuses by the die: just which cities
            return (*steps, Step(_key(*move.items), self._cities(move.items)))
        steps.append(Step(_key("x", move.times), self._times(card.id, move)))
        if not move.items:
            return tuple(steps)
        group = (move.mode, move.times)
        if self.count(group, lambda m: (m.mode, m.times)) <= MAX_CHOICES:
            return (*steps, Step(_key(*move.items), self._items(move.items)))
        first, rest = move.items[:1], move.items[1:]
        return (
            *steps,
            Step(_key("i", *first), self._items(first)),
            Step(_key(*rest), self._items(rest)),
        )

    def _times(self, card_id: str, move: CityUse) -> Text:
        """`2×: 2 camels, 2 pepper → 4 coins, 4 VP`; what items are paid comes next."""
        card = CITY_CARDS[card_id]
        if card.kind == "exchange":
            _, cost, reward = next(w for w in card.ways if w[0] == move.mode)
        else:
            cost, reward = card.cost, card.reward
        if reward == ("bonus",):
            return t(
                "marco_polo.step.bonuses", n=move.times, cost=amounts(scaled(cost, move.times))
            )
        paid: list[object] = amounts(scaled(cost, move.times))
        if cost == ("goods2",):
            paid = [t("marco_polo.step.pairs", n=move.times)]
        gain = amounts(scaled(reward, move.times))
        return t("marco_polo.step.use_times", times=move.times, cost=paid, reward=gain)

    def _cities(self, cities: Sequence[str]) -> Text:
        if len(cities) > 2:
            return t("marco_polo.step.items", items=[place_name(c) for c in cities])
        bonus = self.state.city_bonus
        named = [
            t("marco_polo.city_bonus", city=place_name(c), reward=amounts(CITY_BONUSES[bonus[c]]))
            for c in cities
        ]
        return t("marco_polo.step.items", items=named)

    def _items(self, items: Sequence[str]) -> Text:
        if items and items[0] in self.state.city_bonus:
            return self._cities(items)
        return t("marco_polo.step.items", items=[goods_item(i) for i in items] or "—")


@cache
def _destination(figure: int | None, place: str, stays: bool) -> Step:
    """Where a figure's journey ends (`figure` None: the only figure)."""
    where = place_name(place)
    if figure is None:
        return Step(_key(place), t("marco_polo.step.to", place=where))
    if stays:
        return Step(_key("stay"), t("marco_polo.step.stays", figure=figure + 1, place=where))
    return Step(_key(place), t("marco_polo.step.figure_to", figure=figure + 1, place=where))


@cache
def _dice_options(dice: tuple[str, ...], space: str) -> list[tuple[tuple[str, ...], int]]:
    """Every (dice, row) a hand of dice could offer on a space, legality aside: an upper
    bound that decides how the dice step is split, from the hand alone."""
    hand = Player(dice=[Die(kind=d[1] if len(d) > 1 else "p", value=int(d[0])) for d in dice])  # type: ignore[arg-type]
    found = []
    for choice in sorted(dice_choices(hand, SPACE_DICE[space])):
        low = min(die_value(d) for d in choice)
        rows = sensible_rows(space, low) if space in BAZAARS else (0,)
        found.extend((choice, row) for row in rows)
    return found

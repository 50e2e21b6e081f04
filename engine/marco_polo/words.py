"""The game's vocabulary as `Text`: amounts, dice, places, contracts, city cards, goals.

Labels (menus), events (the table's log) and prompts build their sentences from these,
so a thing is named the same way everywhere, by its printed name, in both languages.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from engine.i18n import Text
from engine.marco_polo.data import CITY_CARDS, CONTRACTS, GOAL_CARDS, LOCATION_NAMES, slot_city


def t(key: str, **params: object) -> Text:
    """A message, built without validation (like `moves.built`): labels, events and
    picker steps are made for every move from the engine's own well-typed values (lists,
    never tuples), and pydantic's checks would cost more than the rest of the label."""
    text = Text.__new__(Text)
    object.__setattr__(text, "__dict__", {"key": key, "params": params})
    object.__setattr__(text, "__pydantic_fields_set__", {"key", "params"})
    object.__setattr__(text, "__pydantic_extra__", None)
    object.__setattr__(text, "__pydantic_private__", None)
    return text


def item_name(item: str) -> Text | str:
    """A good, `camels`/`coins`, or a place by its printed name."""
    if item in LOCATION_NAMES:
        return LOCATION_NAMES[item]
    return t(f"marco_polo.item.{item}")


def goods_item(item: str) -> Text | str:
    """A city card's paid item: a good, or a pair of goods (`gold+silk`)."""
    if "+" in item:
        first, second = item.split("+", 1)
        return t("marco_polo.pair", a=item_name(first), b=item_name(second))
    return item_name(item)


def place_name(place: str) -> Text:
    return LOCATION_NAMES[place]


def route_text(path: Sequence[str]) -> Text:
    """A route place by place: "Venezia → Oasis A → Moscow"."""
    text = LOCATION_NAMES[path[0]]
    for place in path[1:]:
        text = t("marco_polo.route", a=text, b=LOCATION_NAMES[place])
    return text


def routes_text(paths: Sequence[Sequence[str]]) -> Text | str:
    """One or two routes (Niccolò and Marco travel twice): "A → B; C → D"."""
    routes = [route_text(path) for path in paths if len(path) > 1]
    if not routes:
        return ""
    text = routes[0]
    for route in routes[1:]:
        text = t("marco_polo.routes", a=text, b=route)
    return text


def slot_name(slot: str) -> Text:
    """A city-card slot by its city; Sumatra's three slots are numbered."""
    city = LOCATION_NAMES[slot_city(slot)]
    return t("marco_polo.slot_numbered", city=city, n=int(slot[-1])) if slot.startswith("sumatra") else city


def character_name(character: str) -> Text:
    """A character's name (German and English differ for Niccolò and Marco Polo)."""
    return t(f"marco_polo.character.{character}")


def ability(character: str) -> Text:
    """A one-line reminder of a character's ability, for boards and menus."""
    return t(f"marco_polo.ability.{character}")


# -- amounts --------------------------------------------------------------------------------


def _split(token: str) -> tuple[str, int]:
    name, _, amount = token.partition(":")
    return name, int(amount) if amount else 1


def scaled(tokens: Iterable[str], times: int = 1) -> list[str]:
    """Tokens repeated `times` times, equal kinds added up (`camels:1` x3 -> `camels:3`)."""
    total: dict[str, int] = {}
    for token in tokens:
        name, amount = _split(token)
        total[name] = total.get(name, 0) + amount * times
    return [f"{name}:{amount}" for name, amount in total.items()]


def amounts(tokens: Iterable[str]) -> list[Text | str | int]:
    """Reward or cost tokens as readable amounts (`2 camels`, `Move 1`, ...)."""
    result: list[Text | str | int] = []
    for token in tokens:
        name, n = _split(token)
        result.append(t(f"marco_polo.amount.{name}", n=n))
    return result


def listed(items: Sequence[Text | str | int]) -> Text | str | int:
    """`a`, `a and b`, `a, b and c`."""
    if len(items) == 1:
        return items[0]
    return t("marco_polo.and", items=list(items[:-1]), last=items[-1])


def contract_text(contract: str) -> Text:
    """`C07 (costs 2 pepper and 1 gold; reward: 4 VP and Move 1)`: a contract with what
    it asks and what it gives, each said as such."""
    data = CONTRACTS[contract]
    cost = [f"{k}:{v}" for k, v in data.cost().items() if v]
    return t(
        "marco_polo.contract",
        id=contract.upper(),
        cost=listed(amounts(cost)),
        reward=listed(amounts([f"vp:{data.vp}", *data.reward])),
    )


# -- dice -----------------------------------------------------------------------------------


def die_text(token: str) -> Text | str:
    """`4` (own), `black 4`, `white 4`."""
    if len(token) == 1:
        return token
    return t(f"marco_polo.die.{token[1]}", value=int(token[0]))


def dice_text(tokens: Sequence[str]) -> Text | str:
    """`4`, `4 and black 5`, `3, 4 and 6`."""
    return listed([die_text(d) for d in tokens])


# -- city cards -----------------------------------------------------------------------------


def _die_table(table: tuple[tuple[str, ...], ...]) -> Text:
    """A by-die card: the two ranges of die values and their rewards
    (`die 1–5: 1 gold; 6: 3 gold`)."""
    split = next((v for v in range(2, 7) if table[v - 1] != table[0]), 7)
    parts = [(1, split - 1), (split, 6)] if split <= 6 else [(1, 6)]
    spans = [
        t(
            "marco_polo.card.span",
            span=str(low) if low == high else f"{low}–{high}",
            reward=amounts(table[low - 1]),
        )
        for low, high in parts
    ]
    if len(spans) == 1:
        return t("marco_polo.card.span", span="1–6", reward=amounts(table[0]))
    return t("marco_polo.card.table", a=spans[0], b=spans[1])


def card_effect(card_id: str) -> Text:
    """What a city card does, in a line (`1 camel, 1 pepper → 2 coins, 2 VP, up to the
    die's number of times`)."""
    card = CITY_CARDS[card_id]
    if card.kind in ("by_die", "bonus"):
        return _die_table(card.table)
    if card.kind == "multiply":
        return t("marco_polo.card.multiply", reward=amounts(card.reward))
    if card.kind in ("count_posts", "count_contracts"):
        return t(f"marco_polo.card.{card.kind}", reward=amounts(card.reward))
    if card.kind == "repeat":
        return t("marco_polo.card.repeat", cost=amounts(card.cost), reward=amounts(card.reward))
    (_, cost1, reward1), (_, cost2, reward2) = card.ways
    return t(
        "marco_polo.card.exchange",
        cost1=amounts(cost1), reward1=amounts(reward1),
        cost2=amounts(cost2), reward2=amounts(reward2),
    )  # fmt: skip


def card_in(slot: str, card_id: str) -> Text:
    """`the city card in Moscow (…)`, for prompts."""
    return t("marco_polo.card.in", city=slot_name(slot), effect=card_effect(card_id))


# -- goal cards -----------------------------------------------------------------------------


def goal_text(goal: int, posts: Sequence[str]) -> Text:
    """`Moscow + Xian: 4 VP, now 0 (1/2)`: the card's cities and points, and what it is
    worth for a player with these posts now."""
    card = GOAL_CARDS[goal]
    have = sum(city in posts for city in (card.large, card.small))
    return t(
        "marco_polo.goal",
        large=LOCATION_NAMES[card.large],
        small=LOCATION_NAMES[card.small],
        vp=card.vp,
        now=card.vp if have == 2 else 0,
        have=have,
    )

"""Moves in words: the label a player picks from (imperative, "Place 4 and 5 on the silk
bazaar: 3 silk") and the line the table reads after it ("Ada placed 4 and 5 on …").

Both come from one description of the move (`describe`), so they always say the same
thing. Given the state before the move, labels name what the move takes, costs and
gives; without it, only what the move itself says. Labels are full: a secret move's
label (goal cards kept, a drawn contract declined) names the secret and is shown only to
its mover; everyone else reads the game's redacted text.
"""

from __future__ import annotations

from engine.i18n import Text, seat
from engine.marco_polo.data import (
    BAZAAR,
    BAZAARS,
    CITY_BONUSES,
    CITY_CARD_SLOTS,
    CITY_CARDS,
    CONTRACT_SLOT_BONUS,
    CONTRACTS,
    TRAVEL_COST,
)
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
    OtherBonus,
    Pick,
    Place,
    Relocate,
    Reroll,
    Skip,
    TakeContracts,
    Travel,
    held_contract,
)
from engine.marco_polo.notation import die_value
from engine.marco_polo.state import MarcoPoloState, Pending
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
    routes_text,
    scaled,
    slot_name,
    t,
)

__all__ = [
    "ability", "character_name", "contract_text", "describe", "label", "labelled", "narrated",
    "narration",
]  # fmt: skip

Params = dict[str, object]


def label(move: object, state: MarcoPoloState | None = None) -> Text:
    """The full label of a move, for the mover's menus and their own log."""
    return labelled(describe(move, state))


def narration(move: object, state: MarcoPoloState, mover: int) -> Text:
    """What the table reads after `mover` made `move` in `state`, naming the player."""
    return narrated(describe(move, state), mover)


def labelled(described: tuple[str, Params]) -> Text:
    kind, params = described
    return t(f"marco_polo.move.{kind}", **params)


def narrated(described: tuple[str, Params], mover: int) -> Text:
    kind, params = described
    return t(f"marco_polo.did.{kind}", player=seat(mover), **params)


def _pending(state: MarcoPoloState | None, kind: str) -> Pending | None:
    if state is None:
        return None
    return next((p for p in state.pending if p.kind == kind), None)


def place_gain(state: MarcoPoloState | None, move: Place) -> list[object]:
    """What a placement on an action space gives (and its row and fee): for labels."""
    space, low = move.space, min(die_value(d) for d in move.dice)
    parts: list[object] = []
    if space in BAZAARS:
        if move.row != low:
            parts.append(t("marco_polo.row", row=move.row))
        parts.extend(amounts(BAZAAR[space][move.row - 1]))
    else:
        parts.append(t(f"marco_polo.gain.{space}", n=low))
    if state is not None and space != "khan" and state.spaces.get(space):
        player = state.players[state.current]
        if player.character != "berke":
            parts.append(t("marco_polo.fee", fee=amounts([f"coins:{low}"])))
    return parts


def describe(move: object, state: MarcoPoloState | None) -> tuple[str, Params]:  # noqa: C901 one flat case per kind of move
    """The message name and parameters shared by a move's label and its narration."""
    match move:
        case Place(space=space, dice=dice) if space in CITY_CARD_SLOTS:
            card = state.city_cards.get(space) if state is not None else None
            where = {"die": dice_text(dice), "city": slot_name(space)}
            if card is None:
                return "city_slot", where
            return "city", {**where, "effect": card_effect(card)}
        case Place(space=space, dice=dice):
            return "place", {
                "dice": dice_text(dice),
                "space": t(f"marco_polo.space.{space}"),
                "more": place_gain(state, move),
            }
        case Bag(die=die):
            return "bag", {"die": die_text(die)}
        case Reroll(die=die):
            return "reroll", {"die": die_text(die)}
        case Bump(die=die, up=up):
            value = die_value(die) + (1 if up else -1)
            return "bump", {"die": die_text(die), "to": die_text(f"{value}{die[1:]}")}
        case BuyBlack():
            return "buy_black", {}
        case Fulfil(contract=c):
            if c not in CONTRACTS and state is not None:  # `fulfil 1`: the current player's
                resolved = held_contract(state, state.current, move)
                c = resolved.contract if isinstance(resolved, Fulfil) else c
            return "fulfil", {"contract": contract_text(c) if c in CONTRACTS else c}
        case End():
            return "end", {}
        case Good(good=g):
            return "good", {"good": item_name(g)}
        case Goods2(goods=goods):
            pair = t("marco_polo.and", items=[item_name(goods[0])], last=item_name(goods[1]))
            return "good", {"good": pair}
        case TakeContracts(slots=slots, bonus=bonus):
            return _take(state, slots, bonus)
        case Drop(contract=c):
            new = _pending(state, "new_contract")
            if new is not None and new.items:
                return "swap", {"contract": contract_text(c), "new": contract_text(new.items[0])}
            return "drop", {"contract": contract_text(c)}
        case Decline():
            new = _pending(state, "new_contract")
            if new is None or not new.items:
                return "decline_hidden", {}
            return "decline", {"contract": contract_text(new.items[0])}
        case Travel(paths=paths):
            return _travel(state, paths)
        case Skip():
            return "skip", {}
        case CityUse():
            return _use(state, move)
        case OtherBonus(letter=letter):
            return "other_bonus", {
                "letter": letter.upper(),
                "reward": amounts(CITY_BONUSES[letter]),
            }
        case Compensate(camels=ca, coins=co):
            return "compensate", {"camels": ca, "coins": co}
        case Relocate(city=city):
            target = _pending(state, "relocate")
            if target is None:
                return "relocate_from", {"city": place_name(city)}
            return "relocate", {"city": place_name(city), "to": place_name(target.items[0])}
        case Pick(character=c):
            return "pick", {"character": character_name(c), "ability": ability(c)}
        case Keep(goals=goals):
            owner = None
            if state is not None:
                owner = next((p for p in state.players if set(goals) <= set(p.goal_offer)), None)
            posts = owner.posts if owner is not None else []
            first, second = (goal_text(g, posts) for g in goals)
            return "keep_cards", {"cards": t("marco_polo.and", items=[first], last=second)}
    raise ValueError(move)


def _take(state: MarcoPoloState | None, slots: tuple[int, ...], bonus: str) -> tuple[str, Params]:
    row = state.contract_row if state is not None else []
    if all(i <= len(row) for i in slots):
        kind, shown = "take", [contract_text(row[i - 1]) for i in slots]
    else:  # no state: the spaces only
        kind, shown = "take_spaces", [str(i) for i in slots]
    paid = [s for s in slots if s in CONTRACT_SLOT_BONUS]
    if not bonus or not paid:
        return kind, {"slots": shown}
    kinds = bonus.split(",") if "," in bonus else [bonus] * len(paid)
    extra = scaled(f"{k}:{CONTRACT_SLOT_BONUS[s]}" for s, k in zip(paid, kinds, strict=False))
    return f"{kind}_bonus", {"slots": shown, "bonus": amounts(extra)}


def _travel(state: MarcoPoloState | None, paths: tuple[tuple[str, ...], ...]) -> tuple[str, Params]:
    routes = routes_text(paths)
    pending = _pending(state, "travel")
    if state is None or pending is None:
        return "travel", {"route": routes}
    johannes = state.players[pending.seat].character == "johannes"
    camels = coins = steps = 0
    for path in paths:
        ca, co = path_cost(path, johannes) or (0, 0)
        camels, coins, steps = camels + ca, coins + co, steps + len(path) - 1
    if pending.base and steps < len(TRAVEL_COST):
        coins += TRAVEL_COST[steps]
    cost = [f"{k}:{v}" for k, v in (("coins", coins), ("camels", camels)) if v]
    if not cost:
        return "travel", {"route": routes}
    return "travel_cost", {"route": routes, "cost": amounts(cost)}


def _use(state: MarcoPoloState | None, move: CityUse) -> tuple[str, Params]:
    pending = _pending(state, "city")
    if pending is None:
        return "use", {"times": move.times}
    card = CITY_CARDS[pending.items[0]]
    if card.kind == "bonus" or card.reward == ("bonus",):
        assert state is not None
        cities = [
            t("marco_polo.city_bonus", city=place_name(c), reward=amounts(CITY_BONUSES[b]))
            for c in move.items
            if (b := state.city_bonus.get(c))
        ]
        if card.kind == "repeat":
            return "use_bonus_paid", {
                "cities": cities,
                "cost": amounts(scaled(card.cost, len(move.items))),
            }
        return "use_bonus", {"cities": cities, "n": len(cities)}
    if card.kind == "repeat":
        if card.cost == ("goods2",):
            cost: list[object] = [goods_item(pair) for pair in move.items]
        else:
            cost = amounts(scaled(card.cost, move.times))
        return "use_repeat", {
            "times": move.times,
            "cost": cost,
            "reward": amounts(scaled(card.reward, move.times)),
        }
    _mode, way_cost, way_reward = next(w for w in card.ways if w[0] == move.mode)
    if way_cost == ("good",):
        paid: list[object] = amounts(scaled(move.items))
    else:
        paid = amounts(scaled(way_cost, move.times))
    return "use_repeat", {
        "times": move.times,
        "cost": paid,
        "reward": amounts(scaled(way_reward, move.times)),
    }

"""Human descriptions of moves (menus, logs), in English and German via `texts.py`."""

from __future__ import annotations

from engine.i18n import Text, t
from engine.marco_polo.data import CITY_CARD_SLOTS, CONTRACTS, LOCATION_NAMES
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
from engine.marco_polo.state import MarcoPoloState


def _name(item: str) -> Text | str:
    if item in LOCATION_NAMES:
        return LOCATION_NAMES[item]
    return t(f"marco_polo.item.{item}")


def character_name(character: str) -> Text:
    """A character's name (German and English differ for Niccolò and Marco Polo)."""
    return t(f"marco_polo.character.{character}")


def ability(character: str) -> Text:
    """A one-line reminder of a character's ability, for boards and menus."""
    return t(f"marco_polo.ability.{character}")


def amounts(tokens: tuple[str, ...] | list[str]) -> list[Text | str]:
    """Reward or cost tokens as readable amounts (`2 camels`, `Move 1`, ...)."""
    result: list[Text | str] = []
    for token in tokens:
        name, _, amount = token.partition(":")
        n = int(amount) if amount else 1
        key = f"marco_polo.amount.{name}" + (
            ".one" if n == 1 and name in ("coins", "camels") else ""
        )
        result.append(t(key, n=n))
    return result


def contract_text(contract: str) -> Text:
    data = CONTRACTS[contract]
    cost = [f"{k}:{v}" for k, v in data.cost().items() if v]
    return t(
        "marco_polo.contract",
        id=contract.upper(),
        cost=amounts(cost),
        reward=amounts([f"vp:{data.vp}", *data.reward]),
    )


def label(move: object, state: MarcoPoloState | None = None) -> Text:
    """Labels name the contract's cost and reward; with a state, also the contracts taken
    and the city card played."""
    match move:
        case Place(space=space, dice=dice, row=row):
            if space in CITY_CARD_SLOTS:
                card = state.city_cards.get(space, "") if state is not None else ""
                return t("marco_polo.move.city", slot=space, dice=",".join(dice), card=card.upper())
            return t(
                "marco_polo.move.place", space=t(f"marco_polo.space.{space}"),
                dice=",".join(dice), row=row,
            )  # fmt: skip
        case Bag(die=die):
            return t("marco_polo.move.bag", die=die)
        case Reroll(die=die):
            return t("marco_polo.move.reroll", die=die)
        case Bump(die=die, up=up):
            return t(f"marco_polo.move.bump_{'up' if up else 'down'}", die=die)
        case BuyBlack():
            return t("marco_polo.move.buy_black")
        case Fulfil(contract=c):
            if c not in CONTRACTS and state is not None:  # `fulfil 1`: the current player's
                resolved = held_contract(state, state.current, move)
                c = resolved.contract if isinstance(resolved, Fulfil) else c
            return t("marco_polo.move.fulfil", contract=contract_text(c) if c in CONTRACTS else c)
        case End():
            return t("marco_polo.move.end")
        case Good(good=g):
            return t("marco_polo.move.good", good=_name(g))
        case Goods2(goods=goods):
            return t("marco_polo.move.good", good=[_name(g) for g in goods])
        case TakeContracts(slots=slots, bonus=bonus):
            key = "take_bonus" if bonus else "take"
            row = state.contract_row if state is not None else []
            shown = [contract_text(row[i - 1]) if i <= len(row) else str(i) for i in slots]
            return t(
                f"marco_polo.move.{key}",
                slots=shown,
                bonus=[_name(b) for b in bonus.split(",")] if bonus else "",
            )
        case Drop(contract=c):
            return t("marco_polo.move.drop", contract=contract_text(c))
        case Decline():
            return t("marco_polo.move.decline")
        case Travel(paths=paths):
            routes = [" → ".join(LOCATION_NAMES[x] for x in p) for p in paths if len(p) > 1]
            return t("marco_polo.move.travel", route="; ".join(routes))
        case Skip():
            return t("marco_polo.move.skip")
        case CityUse(times=n, mode=mode, items=items):
            detail = ", ".join(str(_name(i)) if "+" not in i else i for i in items)
            return t(
                "marco_polo.move.use",
                times=n,
                mode=t(f"marco_polo.mode.{mode.replace('>', '_')}") if mode else "",
                items=detail,
            )
        case OtherBonus(letter=letter):
            return t("marco_polo.move.other_bonus", letter=letter.upper())
        case Compensate(camels=ca, coins=co):
            return t("marco_polo.move.compensate", camels=ca, coins=co)
        case Relocate(city=city):
            return t("marco_polo.move.relocate", city=LOCATION_NAMES[city])
        case Pick(character=c):
            return t("marco_polo.move.pick", character=character_name(c))
        case Keep():
            # the label is posted to the whole channel: which cards were kept stays secret
            return t("marco_polo.move.keep")
    raise ValueError(move)

"""The typable notation of The Voyages of Marco Polo's moves, both ways: `format_move`
and `parse_move` (`place travel 3,4`, `travel venezia-oasis-a`, `keep 3,7`).

Dice are named by value plus a letter for non-own dice: `4` (own), `4b` (black), `4w`
(white). Contracts are `s1`..`s6` (starting) and `c01`..`c38`; locations and city-card
slots use the ids of `data.py` (`lan-zhou`, `oasis-c`, `sumatra2`). Parsing accepts any
well-formed move; whether it is legal is the rules' question.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TypeVar

from engine.errors import IllegalMove
from engine.i18n import t
from engine.marco_polo.data import (
    ADJACENT,
    CHARACTERS,
    CITY_BONUSES,
    CITY_CARD_SLOTS,
    CONTRACTS,
    GOODS,
    LOCATIONS,
    MAIN_SPACES,
    OASES,
    POST_CITIES,
)
from engine.marco_polo.moves import (
    BONUS_CHOICES,
    SPACE_ALIASES,
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
from engine.notation import bad_notation, normalise_notation, small_int

# -- formatting ---------------------------------------------------------------------------


def die_value(token: str) -> int:
    return int(token[0])


def die_kind(token: str) -> str:
    return token[1] if len(token) > 1 else "p"


def format_move(move: MarcoPoloMove) -> str:  # noqa: C901 one flat case per kind of move
    match move:
        case Place(space=space, dice=dice, row=row):
            values = ",".join(dice)
            if space in CITY_CARD_SLOTS:
                return f"city {space} {values}"
            text = f"place {space} {values}"
            if row and row != min(die_value(d) for d in dice):
                text += f" row {row}"
            return text
        case Bag(die=die):
            return f"bag {die}"
        case Reroll(die=die):
            return f"reroll {die}"
        case Bump(die=die, up=up):
            return f"bump {die} {'up' if up else 'down'}"
        case BuyBlack():
            return "buy black"
        case Fulfil(contract=c):
            return f"fulfil {c}"
        case End():
            return "end"
        case Good(good=g):
            return f"good {g}"
        case Goods2(goods=goods):
            return f"goods {','.join(goods)}"
        case TakeContracts(slots=slots, bonus=bonus):
            text = "contract take " + ",".join(str(s) for s in slots)
            return f"{text} {bonus}" if bonus else text
        case Drop(contract=c):
            return f"drop {c}"
        case Decline():
            return "decline"
        case Travel(paths=paths):
            return "travel " + " + ".join("-".join(p) for p in paths)
        case Skip():
            return "skip"
        case CityUse(times=n, mode=mode, items=items):
            parts = ["use", str(n)]
            if mode:
                parts.append(mode)
            if items:
                parts.append(",".join(items))
            return " ".join(parts)
        case OtherBonus(letter=letter):
            return f"bonus {letter}"
        case Compensate(camels=ca, coins=co):
            return f"compensate {ca} camels {co} coins"
        case Relocate(city=city):
            return f"relocate {city}"
        case Pick(character=c):
            return f"pick {c}"
        case Keep(goals=goals):
            return f"keep {goals[0]},{goals[1]}"
    raise ValueError(f"unknown move {move!r}")


# -- parsing ------------------------------------------------------------------------------

HINT_KEY = "marco_polo.hint"
_HINT = t(HINT_KEY)


def _bad(text: str) -> IllegalMove:
    return bad_notation(text, _HINT)


def _die(token: str, text: str) -> str:
    if len(token) in (1, 2) and token[0] in "123456" and (len(token) == 1 or token[1] in "bwp"):
        return token[0] if len(token) == 1 or token[1] == "p" else token
    raise _bad(text)


def _dice(token: str, text: str) -> tuple[str, ...]:
    dice = tuple(_die(d, text) for d in token.split(",") if d)
    if not dice:
        raise _bad(text)
    return tuple(sorted(dice, key=lambda d: (die_value(d), d)))


def _int(token: str, text: str) -> int:
    """A small number as typed: at most three digits, no sign."""
    value = small_int(token, max_digits=3, signed=False)
    if value is None:
        raise _bad(text)
    return value


_LOCATION_KEYS = {loc.replace("-", ""): loc for loc in LOCATIONS}
_ID_PARTS = max(loc.count("-") + 1 for loc in LOCATIONS)  # `oasis-a`, `lan-zhou`: 2


def _path(text_path: str, text: str) -> tuple[str, ...]:
    """Split `venezia-oasis-a-moscow` into ids, matching the longest known id first (an id
    has at most `_ID_PARTS` parts, so the work grows linearly with the path).

    A bare `oasis` is accepted where exactly one oasis joins its neighbours on the path
    (`venezia-oasis-moscow`)."""
    parts = [p for p in text_path.strip().split("-") if p]
    path: list[str | None] = []
    i = 0
    while i < len(parts):
        for j in range(min(len(parts), i + _ID_PARTS), i, -1):
            key = "".join(parts[i:j])
            if key in _LOCATION_KEYS:
                path.append(_LOCATION_KEYS[key])
                i = j
                break
        else:
            if parts[i] != "oasis":
                raise _bad(text)
            path.append(None)
            i += 1
    for index, place in enumerate(path):
        if place is None:
            fits = set(OASES)
            for near in (index - 1, index + 1):
                if 0 <= near < len(path) and path[near] is not None:
                    fits &= {n for n, _, _ in ADJACENT[path[near]]}  # type: ignore[index]
            if len(fits) != 1 or index == 0:
                raise _bad(text)
            path[index] = fits.pop()
    return tuple(p for p in path if p is not None)


def _location(token: str, text: str, allowed: tuple[str, ...] | None = None) -> str:
    loc = _LOCATION_KEYS.get(token.replace("-", ""))
    if loc is None or (allowed is not None and loc not in allowed):
        raise _bad(text)
    return loc


def _place(args: list[str], text: str) -> Place:
    """`place <space> <dice> [row <n>]`."""
    space = SPACE_ALIASES.get(args[0], args[0])
    if space not in MAIN_SPACES:
        raise _bad(text)
    dice = _dice(args[1], text)
    row = min(die_value(d) for d in dice) if space in ("camels", "pepper", "silk", "gold") else 0
    if len(args) == 4:
        if args[2] != "row" or not row:
            raise _bad(text)
        row = _int(args[3], text)
    return Place(space=space, dice=dice, row=row)


def _city(args: list[str], text: str) -> Place:
    """`city <slot> <dice>`."""
    slot = args[0].replace("-", "")
    slot = _LOCATION_KEYS.get(slot, slot)
    if slot == "sumatra":
        slot = "sumatra1"
    if slot not in CITY_CARD_SLOTS:
        raise _bad(text)
    return Place(space=slot, dice=_dice(args[1], text))


def _take_contracts(args: list[str], text: str) -> TakeContracts:
    """`contract take <slots> [<bonus>]`."""
    slots = tuple(sorted(_int(s, text) for s in args[1].split(",")))
    if not 1 <= len(slots) <= 2:
        raise _bad(text)
    bonus = args[2] if len(args) == 3 else ""
    if bonus not in ("", *BONUS_CHOICES):
        raise _bad(text)
    return TakeContracts(slots=slots, bonus=bonus)


def _city_use(args: list[str], text: str) -> CityUse:
    """`use <times> [<mode>] [<items>]`."""
    times = _int(args[0], text)
    mode, items = "", ()
    for arg in args[1:]:
        if ">" in arg:
            mode = arg
        else:
            items = tuple(sorted("+".join(sorted(i.split("+"))) for i in arg.split(",")))
    return CityUse(times=times, mode=mode, items=items)


def parse_move(raw: str) -> MarcoPoloMove:
    text = normalise_notation(raw)
    words = text.split(" ")
    head, args = words[0], words[1:]
    n = len(args)
    if text in _WHOLE_WORDS:
        return _WHOLE_WORDS[text]
    if head == "place" and n in (2, 4):
        return _place(args, text)
    if head == "city" and n == 2:
        return _city(args, text)
    if head in ("bag", "reroll") and n == 1:
        die = _die(args[0], text)
        return Bag(die=die) if head == "bag" else Reroll(die=die)
    if head == "bump" and n == 2 and args[1] in ("up", "down"):
        return Bump(die=_die(args[0], text), up=args[1] == "up")
    if head == "buy" and args == ["black"]:
        return BuyBlack()
    if head in ("fulfil", "fulfill") and n == 1 and (args[0] in CONTRACTS or args[0] in ("1", "2")):
        return Fulfil(contract=args[0])
    if head == "good" and n == 1 and args[0] in GOODS:
        return Good(good=args[0])
    if head == "goods" and n == 1:
        return Goods2(goods=_pair(sorted(args[0].split(",")), text, GOODS))
    if head == "contract" and n in (2, 3) and args[0] == "take":
        return _take_contracts(args, text)
    if head == "drop" and n == 1 and args[0] in CONTRACTS:
        return Drop(contract=args[0])
    if head == "travel" and n >= 1:
        paths = tuple(_path(p, text) for p in " ".join(args).split("+"))
        if not all(paths):
            raise _bad(text)
        return Travel(paths=paths)
    if head == "use" and 1 <= n <= 3:
        return _city_use(args, text)
    if head == "bonus" and n == 1 and args[0] in CITY_BONUSES:
        return OtherBonus(letter=args[0])
    if head == "compensate" and n == 4 and args[1] == "camels" and args[3] == "coins":
        return Compensate(camels=_int(args[0], text), coins=_int(args[2], text))
    if head == "relocate" and n == 1:
        return Relocate(city=_location(args[0], text, POST_CITIES))
    if head == "pick" and n == 1 and args[0] in CHARACTERS:
        return Pick(character=args[0])
    if head == "keep" and n == 1:
        return Keep(goals=_pair(sorted(_int(g, text) for g in args[0].split(",")), text))
    raise _bad(text)


# Moves that are their whole text.
_WHOLE_WORDS: dict[str, MarcoPoloMove] = {
    "end": End(),
    "pass": End(),
    "end turn": End(),
    "decline": Decline(),
    "skip": Skip(),
}

_T = TypeVar("_T")


def _pair(items: list[_T], text: str, allowed: Collection[_T] | None = None) -> tuple[_T, _T]:
    """Exactly two items (of `allowed`, if given), else the text is no move."""
    if len(items) != 2 or (allowed is not None and any(i not in allowed for i in items)):
        raise _bad(text)
    return (items[0], items[1])

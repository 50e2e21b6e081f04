"""Macao's typable notation of its moves, both ways: `format_move` and `parse`.

Cards are named by their handle (German name, plus the copy number where the deck holds
several copies: `Kapitän 2`); the names of every language of the catalogue, ASCII
spellings (`kapitaen`) and card ids are accepted too, and `format_move` with a locale
names the card in that language. Cube payments are written as colour letters R B G N V K.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.errors import IllegalMove
from engine.i18n import t
from engine.macao.data import COLOURS, LETTER_INDEX, LETTERS, fold, load
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
    vector,
)
from engine.macao.names import card_handle, card_lookup
from engine.notation import bad_notation, normalise_notation, small_int

_COLOUR_WORDS = {fold(c): c for c in COLOURS}
_COLOUR_WORDS.update({"rot": "red", "blau": "blue", "gruen": "green", "grau": "grey"})
_COLOUR_WORDS.update({"violett": "violet", "schwarz": "black", "gray": "grey"})
_COLOUR_WORDS.update({letter.lower(): COLOURS[i] for i, letter in enumerate(LETTERS)})


# No card or district costs more than 4 cubes; a payment is never longer than this.
MAX_PAY_LETTERS = 8


HINT_KEY = "macao.hint.moves"


def _bad(text: str, hint: str = "moves") -> IllegalMove:
    return bad_notation(text, t(f"macao.hint.{hint}"))


def _colour(word: str, text: str) -> str:
    colour = _COLOUR_WORDS.get(fold(word))
    if colour is None:
        raise _bad(text, "colours")
    return colour


def _int(word: str, text: str) -> int:
    value = small_int(word)
    if value is None:
        raise _bad(text, "number")
    return value


def _card_and_rest(words: list[str], text: str) -> tuple[str, list[str]]:
    """Longest run of words naming a card; the rest are options.

    Only runs as long as the longest card name are tried, so the cost stays linear in
    the length of what was typed.
    """
    lookup, most_words = card_lookup()
    for end in range(min(len(words), most_words), 0, -1):
        # A name as the menus show it, "Warehouse (Rice)", reads as "Warehouse Rice".
        name = fold(" ".join(words[:end])).replace("(", "").replace(")", "")
        card = lookup.get(name)
        if card is not None:
            return card, words[end:]
    raise _bad(text, "card")


def _pay_letters(word: str, text: str) -> str:
    word = word.upper()
    if word == "-":
        return ""
    if not word or len(word) > MAX_PAY_LETTERS or any(ch not in LETTER_INDEX for ch in word):
        raise _bad(text, "pay")
    return letters(vector(word))


def _parse_die(word: str, text: str) -> tuple[str, int]:
    head = word.rstrip("0123456789")
    tail = word[len(head) :]
    if not tail:
        raise _bad(text, "die")
    return _colour(head, text), _int(tail, text)


def parse(text: str) -> MacaoMove:
    """Notation -> move (any well-formed move; legality is checked elsewhere)."""
    norm = normalise_notation(text)
    words = norm.split(" ")
    head, rest = words[0], words[1:]
    if head in ("pass", "passe", "passen"):
        if rest:
            raise _bad(text)
        return Pass()
    if head in ("deliver", "abliefern") and not rest:
        return Deliver()
    if head in ("tribute", "tribut") and not rest:
        return Tribute()
    if head == "take" and len(rest) == 2 and rest[0] == "card":
        return TakeCard(index=_int(rest[1], text))
    if head == "take" and len(rest) == 1:
        return TakeCard(index=_int(rest[0], text))
    if head == "discard" and rest:
        card, extra = _card_and_rest(rest, text)
        if extra:
            raise _bad(text)
        return Discard(card=card)
    if head == "start" and len(rest) == 2:
        return StartCubes(one=_colour(rest[0], text), two=_colour(rest[1], text))
    if head == "dice" and len(rest) == 2:
        (a, av), (b, bv) = _parse_die(rest[0], text), _parse_die(rest[1], text)
        if COLOURS.index(a) > COLOURS.index(b):
            (a, av), (b, bv) = (b, bv), (a, av)
        return ChooseDice(first=a, first_value=av, second=b, second_value=bv)
    if rest and head in _WITH_ARGUMENTS:
        return _WITH_ARGUMENTS[head](rest, text)
    if head == "wall" and len(rest) == 1:
        return WallMove(spaces=_int(rest[0], text))
    if head == "pay" and len(rest) == 1:
        return PayCube(colour=_colour(rest[0], text))
    if head == "pay" and len(rest) == 2:
        return PayCube(colour=_colour(rest[0], text), count=_int(rest[1], text))
    if head == "gain" and len(rest) == 1:
        return GainCube(colour=_colour(rest[0], text))
    if head == "advance" and len(rest) == 1:
        return Advance(spaces=_int(rest[0], text))
    raise _bad(text)


def _activate(rest: list[str], text: str) -> Activate:
    card, extra = _card_and_rest(rest, text)
    pay: str | None = None
    free = False
    i = 0
    while i < len(extra):
        if extra[i] == "free" and not free:
            free, i = True, i + 1
        elif extra[i] == "pay" and pay is None and i + 1 < len(extra):
            pay, i = _pay_letters(extra[i + 1], text), i + 2
        else:
            raise _bad(text, "activate")
    return Activate(card=card, pay=pay, free=free)


def _use(rest: list[str], text: str) -> Use:
    card, extra = _card_and_rest(rest, text)
    if not extra:
        return Use(card=card)
    if len(extra) == 1 and extra[0].startswith("x"):
        return Use(card=card, times=_int(extra[0][1:], text))
    raise _bad(text, "times")


def _district(rest: list[str], text: str) -> TakeDistrict:
    district = rest[0].upper()
    if district not in load().districts:
        raise _bad(text, "district")
    if len(rest) == 1:
        return TakeDistrict(district=district)
    if len(rest) == 3 and rest[1] == "pay":
        return TakeDistrict(district=district, pay=_pay_letters(rest[2], text))
    raise _bad(text)


def _ship(rest: list[str], text: str) -> ShipMove:
    target = fold(" ".join(rest))
    for node in load().sea_nodes.values():
        if target in (fold(node.id), fold(node.name)):
            return ShipMove(to=node.id)
    raise _bad(text, "ship")


def _joker(rest: list[str], text: str) -> Joker:
    units: list[str] = []
    i = 0
    while i < len(rest):
        if rest[i] == "gold":
            units.append("gold")
            i += 1
        elif rest[i] == "cube" and i + 1 < len(rest):
            units.append(_colour(rest[i + 1], text))
            i += 2
        else:
            raise _bad(text, "joker")
    return Joker(units=canonical_units(units))


# Moves whose words after the first take a parser of their own: (words, typed text) -> move.
_WITH_ARGUMENTS: dict[str, Callable[[list[str], str], MacaoMove]] = {
    "activate": _activate,
    "use": _use,
    "district": _district,
    "ship": _ship,
    "joker": _joker,
}


def canonical_units(units: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    """Joker units in a fixed order: cubes by colour, then gold."""
    order = {**{c: i for i, c in enumerate(COLOURS)}, "gold": 99}
    return tuple(sorted(units, key=order.__getitem__))


def format_move(move: MacaoMove, locale: str | None = None) -> str:
    """The move's notation; with `locale`, cards are named in that language (the stored
    notation, without, names them by their German handle)."""
    data = load()
    match move:
        case TakeCard(index=index):
            return f"take card {index}"
        case Pass():
            return "pass"
        case Discard(card=card):
            return f"discard {card_handle(card, locale)}"
        case StartCubes(one=one, two=two):
            return f"start {one} {two}"
        case ChooseDice(first=a, first_value=av, second=b, second_value=bv):
            return f"dice {a}{av} {b}{bv}"
        case Activate(card=card, pay=pay, free=free):
            out = f"activate {card_handle(card, locale)}"
            if pay is not None:
                out += f" pay {pay or '-'}"
            return out + (" free" if free else "")
        case Use(card=card, times=times):
            return f"use {card_handle(card, locale)}" + (f" x{times}" if times is not None else "")
        case TakeDistrict(district=district, pay=pay):
            return f"district {district}" + (f" pay {pay or '-'}" if pay is not None else "")
        case WallMove(spaces=spaces):
            return f"wall {spaces}"
        case ShipMove(to=to):
            node = data.sea_nodes[to]
            return f"ship {node.name if node.kind == 'port' else node.id}"
        case Deliver():
            return "deliver"
        case Tribute():
            return "tribute"
        case Joker(units=units):
            parts = ["gold" if u == "gold" else f"cube {u}" for u in units]
            return "joker " + " ".join(parts)
        case PayCube(colour=colour, count=count):
            return f"pay {colour}" + (f" {count}" if count != 1 else "")
        case GainCube(colour=colour):
            return f"gain {colour}"
        case Advance(spaces=spaces):
            return f"advance {spaces}"
    raise TypeError(f"not a Macao move: {move!r}")

"""Caravan's moves and their notation.

Notation (case-insensitive; camels are your own `c1`..`c6`, cells `a1`..`g7`):
`place c2 b4`, `move c1 d5`, `take c3`, `steal c2 from orange` (or `... from orange c4` when
that player has several laden camels there), `carry c4 to c1`, `pass`.
German verbs are accepted too: setze, bewege, nimm, stiehl, trage, passe.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from engine.caravan.board import SEAT_COLOURS, cell_name, parse_cell
from engine.errors import IllegalMove
from engine.game import Move, normalise_notation
from engine.i18n import t


class Place(Move):
    kind: Literal["place"] = "place"
    camel: int
    cell: int


class MoveCamel(Move):
    kind: Literal["move"] = "move"
    camel: int
    cell: int


class Take(Move):
    kind: Literal["take"] = "take"
    camel: int


class Steal(Move):
    """`victim_camel` is None when the victim has exactly one stealable good there."""

    kind: Literal["steal"] = "steal"
    camel: int
    victim: int
    victim_camel: int | None = None


class Carry(Move):
    kind: Literal["carry"] = "carry"
    source: int
    target: int


class Pass(Move):
    kind: Literal["pass"] = "pass"


CaravanMove = Annotated[
    Place | MoveCamel | Take | Steal | Carry | Pass, Field(discriminator="kind")
]

# Moves are immutable values, so the common ones are built once and shared: move
# generation is the hot path of every playout and of autocomplete.
MAX_CAMELS = 6
# PLACES[camel][cell] and MOVES[camel][cell]; index 0 is unused (camels count from 1).
PLACES = [[Place(camel=c, cell=x) for x in range(49)] for c in range(MAX_CAMELS + 1)]
MOVES = [[MoveCamel(camel=c, cell=x) for x in range(49)] for c in range(MAX_CAMELS + 1)]
# MOVES_FROM[camel][origin]: every move of that camel away from `origin`, in cell order
# (what a turn with two or more actions left offers it).
MOVES_FROM = [
    [tuple(row[x] for x in range(49) if x != origin) for origin in range(49)] for row in MOVES
]
TAKES = {c: Take(camel=c) for c in range(1, MAX_CAMELS + 1)}
CARRIES = {
    (s, d): Carry(source=s, target=d)
    for s in range(1, MAX_CAMELS + 1)
    for d in range(1, MAX_CAMELS + 1)
}
PASS = Pass()

_VERBS = {
    "place": "place",
    "setze": "place",
    "move": "move",
    "bewege": "move",
    "take": "take",
    "nimm": "take",
    "steal": "steal",
    "stiehl": "steal",
    "carry": "carry",
    "trage": "carry",
    "pass": "pass",
    "passe": "pass",
}
_GERMAN_SEAT_COLOURS = ("gelb", "orange", "schwarz", "türkis")
HINT = t("caravan.hint.notation")


def _bad(text: str) -> IllegalMove:
    return IllegalMove("core.err.bad_notation", text=text, hint=HINT)


def _camel(token: str, text: str) -> int:
    if len(token) >= 2 and token[0] in "ck" and token[1:].isdigit() and 1 <= int(token[1:]) <= 6:
        return int(token[1:])
    raise _bad(text)


def _seat(token: str, text: str) -> int:
    if token in SEAT_COLOURS:
        return SEAT_COLOURS.index(token)
    if token in _GERMAN_SEAT_COLOURS:
        return _GERMAN_SEAT_COLOURS.index(token)
    if len(token) == 2 and token[0] == "p" and token[1] in "1234":
        return int(token[1]) - 1
    raise _bad(text)


def _cell(token: str, text: str) -> int:
    index = parse_cell(token)
    if index is None:
        raise _bad(text)
    return index


def parse(text: str) -> Place | MoveCamel | Take | Steal | Carry | Pass:
    words = [
        w
        for w in normalise_notation(text).split()
        if w not in ("from", "to", "von", "zu", "nach", "auf")
    ]
    if not words or words[0] not in _VERBS:
        raise _bad(text)
    verb, args = _VERBS[words[0]], words[1:]
    if verb == "pass" and not args:
        return Pass()
    if verb in ("place", "move") and len(args) == 2:
        model = Place if verb == "place" else MoveCamel
        return model(camel=_camel(args[0], text), cell=_cell(args[1], text))
    if verb == "take" and len(args) == 1:
        return Take(camel=_camel(args[0], text))
    if verb == "steal" and len(args) in (2, 3):
        victim_camel = _camel(args[2], text) if len(args) == 3 else None
        return Steal(
            camel=_camel(args[0], text), victim=_seat(args[1], text), victim_camel=victim_camel
        )
    if verb == "carry" and len(args) == 2:
        return Carry(source=_camel(args[0], text), target=_camel(args[1], text))
    raise _bad(text)


def format_move(move: Place | MoveCamel | Take | Steal | Carry | Pass) -> str:
    match move:
        case Place(camel=c, cell=x):
            return f"place c{c} {cell_name(x)}"
        case MoveCamel(camel=c, cell=x):
            return f"move c{c} {cell_name(x)}"
        case Take(camel=c):
            return f"take c{c}"
        case Steal(camel=c, victim=v, victim_camel=vc):
            suffix = f" c{vc}" if vc is not None else ""
            return f"steal c{c} from {SEAT_COLOURS[v]}{suffix}"
        case Carry(source=s, target=d):
            return f"carry c{s} to c{d}"
        case Pass():
            return "pass"
    raise TypeError(move)

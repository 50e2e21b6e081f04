"""Caravan's typable notation of its moves, both ways: `format_move` and `parse`.

Case-insensitive; camels are your own `A`..`F`, cells `a1`..`g7`: `place B b4`,
`move A d5`, `take C`, `steal B from orange` (or `steal B from orange D` when that player
has several laden camels there), `carry D to A`, `pass`. German verbs are accepted too:
setze, bewege, nimm, stiehl, trage, passe. The former camel names `c1`..`c6` still work:
a camel's place in a command is never a cell's.
"""

from __future__ import annotations

from engine.caravan.data import SEAT_COLOURS, camel_name, cell_name, parse_camel, parse_cell
from engine.caravan.moves import Carry, MoveCamel, Pass, Place, Steal, Take
from engine.errors import IllegalMove
from engine.i18n import t
from engine.notation import bad_notation, normalise_notation

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
# Words that read well but carry nothing: "setze Kamel A auf d4", "carry D to A".
_FILLER = frozenset(
    ("from", "to", "on", "camel", "cell", "von", "zu", "nach", "auf", "kamel", "feld")
)
HINT_KEY = "caravan.hint.notation"
HINT = t(HINT_KEY)


def _bad(text: str) -> IllegalMove:
    return bad_notation(text, HINT)


def _camel(token: str, text: str) -> int:
    number = parse_camel(token)
    if number is None:
        raise _bad(text)
    return number


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
    words = [w for w in normalise_notation(text).split() if w not in _FILLER]
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
            return f"place {camel_name(c)} {cell_name(x)}"
        case MoveCamel(camel=c, cell=x):
            return f"move {camel_name(c)} {cell_name(x)}"
        case Take(camel=c):
            return f"take {camel_name(c)}"
        case Steal(camel=c, victim=v, victim_camel=vc):
            suffix = f" {camel_name(vc)}" if vc is not None else ""
            return f"steal {camel_name(c)} from {SEAT_COLOURS[v]}{suffix}"
        case Carry(source=s, target=d):
            return f"carry {camel_name(s)} to {camel_name(d)}"
        case Pass():
            return "pass"
    raise TypeError(move)


def canonical_camel(token: str) -> str | None:
    """A typed camel (`b`, `B`, `c2`) as the notation writes it (`B`); None if it is none."""
    number = parse_camel(token)
    return None if number is None else camel_name(number)

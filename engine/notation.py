"""What every game's move notation parser shares: normalising, the length guard, the
"bad notation" refusal, small numbers.

A game's parser reads one move (`Game._parse`); the base class guards its input first
(`Game.parse_move`), so no parser ever splits a 5,000-character paste.
"""

from __future__ import annotations

from engine.errors import IllegalMove
from engine.i18n import Text, clip

# The longest legal notation is about 70 characters (a Marco Polo journey over six
# places); two figures' journeys stay well under this. Anything longer is refused before
# a game's parser sees it.
MAX_LENGTH = 200
# What a refusal quotes of the typed text: enough to recognise it, never a wall of text.
QUOTED = 40
# Numbers in a move are small (a card position, spaces, a count); longer digit runs are
# refused before any conversion.
MAX_DIGITS = 4


def normalise_notation(text: str) -> str:
    """Lower case, single spaces, no surrounding blanks: what notation parsers compare."""
    return " ".join(text.strip().lower().split())


def quote(text: str) -> str:
    """The typed text as a refusal quotes it: blanks folded, clipped to `QUOTED`."""
    return clip(" ".join(text.split()), QUOTED)


def bad_notation(text: str, hint: Text) -> IllegalMove:
    """The refusal of text that is no move: it quotes the text and shows `hint`."""
    return IllegalMove("core.err.bad_notation", text=quote(text), hint=hint)


def guard_length(text: str, hint: Text) -> str:
    """`text` unchanged, or a refusal when it is longer than any move (`MAX_LENGTH`)."""
    if len(text) > MAX_LENGTH:
        raise bad_notation(text, hint)
    return text


def small_int(word: str, max_digits: int = MAX_DIGITS, signed: bool = True) -> int | None:
    """A short run of ASCII digits (optionally signed) as an int, else None. ASCII only:
    `²` is a digit to `str.isdigit`."""
    digits = word[1:] if signed and word[:1] in "+-" else word
    if not digits or len(digits) > max_digits or not (digits.isascii() and digits.isdigit()):
        return None
    return int(word)

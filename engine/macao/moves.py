"""Macao's moves as small immutable values, and the cube vectors and colour letters they
carry; their typable notation is in `notation.py`."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, field_validator

from engine.game import Move
from engine.macao.data import LETTER_INDEX, LETTERS


class TakeCard(Move):
    kind: Literal["take"] = "take"
    index: int  # 1-based position in the display


class Pass(Move):
    kind: Literal["pass"] = "pass"


class Discard(Move):
    kind: Literal["discard"] = "discard"
    card: str


class StartCubes(Move):
    kind: Literal["start"] = "start"
    one: str  # colour of the cube at the 1-field
    two: str  # colour of the two cubes at the 2-field


class ChooseDice(Move):
    kind: Literal["dice"] = "dice"
    first: str
    first_value: int
    second: str
    second_value: int


def _canonical_pay(pay: str | None) -> str | None:
    """Colour letters in their canonical order and spelling (an old `Y` reads as `N`)."""
    return None if pay is None else letters(vector(pay))


class Activate(Move):
    kind: Literal["activate"] = "activate"
    card: str
    pay: str | None = None  # colour letters actually paid; None = the printed cost
    free: bool = False  # Handwerker: show the cost instead of paying it

    _pay = field_validator("pay")(_canonical_pay)


class Use(Move):
    kind: Literal["use"] = "use"
    card: str
    times: int | None = None  # repetitions of an EXCHANGE


class TakeDistrict(Move):
    kind: Literal["district"] = "district"
    district: str
    pay: str | None = None  # colour letters actually paid; None = the printed cost

    _pay = field_validator("pay")(_canonical_pay)


class WallMove(Move):
    kind: Literal["wall"] = "wall"
    spaces: int


class ShipMove(Move):
    kind: Literal["ship"] = "ship"
    to: str


class Deliver(Move):
    kind: Literal["deliver"] = "deliver"


class Tribute(Move):
    kind: Literal["tribute"] = "tribute"


class Joker(Move):
    kind: Literal["joker"] = "joker"
    units: tuple[str, ...]  # each a colour (one cube) or "gold" (3 gold)


class PayCube(Move):
    kind: Literal["pay"] = "pay"
    colour: str
    count: int = 1


class GainCube(Move):
    kind: Literal["gain"] = "gain"
    colour: str


class Advance(Move):
    kind: Literal["advance"] = "advance"
    spaces: int


MacaoMove = Annotated[
    TakeCard
    | Pass
    | Discard
    | StartCubes
    | ChooseDice
    | Activate
    | Use
    | TakeDistrict
    | WallMove
    | ShipMove
    | Deliver
    | Tribute
    | Joker
    | PayCube
    | GainCube
    | Advance,
    Field(discriminator="kind"),
]

def letters(vec: list[int] | tuple[int, ...]) -> str:
    """Cube vector -> canonical letters (`RRG`)."""
    return "".join(LETTERS[i] * n for i, n in enumerate(vec))


def vector(text: str) -> tuple[int, ...]:
    vec = [0] * 6
    for ch in text.upper():
        vec[LETTER_INDEX[ch]] += 1
    return tuple(vec)

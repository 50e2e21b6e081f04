"""Caravan's moves as small immutable values, the common ones built once and shared;
their typable notation is in `notation.py`."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from engine.game import Move


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

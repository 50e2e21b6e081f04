"""The Macao game state: plain lists and ints so it copies and serialises quickly."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field, model_validator

from engine.game import GameState, Options
from engine.last_move import LastMove, from_notation
from engine.macao.moves import MacaoMove
from engine.macao.notation import parse
from engine.pending import Pending as Decision

Phase = Literal["start_pick", "start_cubes", "draft", "dice", "actions", "over"]


class MacaoOptions(Options):
    """`dice_order`: the rules allow a simultaneous dice choice if all agree, else wall order."""

    dice_order: Literal["simultaneous", "wall_order"] = "simultaneous"


def _zeros() -> list[int]:
    return [0, 0, 0, 0, 0, 0]


def _rose() -> list[list[int]]:
    return [_zeros() for _ in range(6)]


class PlayerState(BaseModel):
    """One player. Cube vectors are 6 counts in the colour order of `data.COLOURS`."""

    gold: int = 5
    pp: int = 0
    penalties: int = 0
    tableau_penalties: int = 0  # penalty markers added at game end for tableau cards
    tableau: list[str] = []
    active: list[str] = []
    rose: list[list[int]] = Field(default_factory=_rose)  # index 0 = the 1-field
    supply: list[int] = Field(default_factory=_zeros)
    ship: str = "macao"
    goods: list[str] = []
    jokers: int = 0
    wall: int = 0  # virtual position; the disc lies on min(wall, last space)
    districts: list[str] = []
    delivered: int = 0
    dice: list[int] = []  # colour indices of this round's chosen dice (hidden while open)
    # per round
    used: list[str] = []
    offices_used: int = 0
    gold_received: int = 0
    ship_moved: int = 0
    dice_ones: int = 0
    wall_moved: bool = False
    handwerker_used: bool = False
    # per turn
    districts_taken: int = 0
    tribute_bought: int = 0
    ship_budget: int = 0
    district_discount: int = 0
    # where the ship lay since anything but its place last changed (see actions.returns)
    ship_trail: list[str] = []


class Pending(Decision):
    """A decision that must be answered before anything else happens; the front one is
    answered first.

    kind: `discard` (a 6th card), `pay` (cubes of any colour), `gain` (cubes of a colour
    of choice), `advance` (a free wall move of 0..count spaces).
    """

    kind: Literal["discard", "pay", "gain", "advance"]
    count: int = 0
    distinct: bool = False
    paid: list[int] = Field(default_factory=_zeros)



class MacaoLastMove(LastMove):
    """The last move of a Macao game, its move typed (see `engine.last_move`)."""

    move: MacaoMove | None = None

class MacaoState(GameState):
    game: str = "macao"
    options: MacaoOptions = MacaoOptions()
    round: int = 0
    phase: Phase = "start_pick"
    deck: list[str] = []
    discard: list[str] = []
    offices: list[list[str]] = []  # 12 pairs; round r uses offices[r - 1]
    display: list[str] = []  # cards that may be taken now, offices first
    tribute_gold: int = 0
    tribute_pp: int = 0
    dice: list[int] = Field(default_factory=_zeros)  # value per colour; 0 = not rolled
    players: list[PlayerState] = []
    order: list[int] = []  # wall order, first player first
    queue: list[int] = []  # seats still to act in the current sequential step
    districts: dict[str, int] = {}  # district -> owner
    tiles: dict[str, str] = {}  # untaken district -> good id or "joker"
    ports: dict[str, list[int]] = {}  # port -> seats that covered its slots, top first
    pending: list[Pending] = []
    last_move: MacaoLastMove | None = None  # and what the table read of it
    roller: int = 0  # the seat that rolls the dice all game (the top disc at the start)

    @model_validator(mode="before")
    @classmethod
    def _old_last_move(cls, data: Any) -> Any:
        """States saved while the last move was its notation: a dice choice stays secret
        while the choices are hidden."""
        return from_notation(data, parse, lambda text: text.startswith("dice"))

"""The moves of The Voyages of Marco Polo as small immutable values; their typable
notation is in `notation.py`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal, TypeVar

from pydantic import Field

from engine.game import Move

if TYPE_CHECKING:  # the state keeps the last move, so it imports this module
    from engine.marco_polo.state import MarcoPoloState

MoveT = TypeVar("MoveT", bound=Move)
SPACE_ALIASES = {"coins": "coins", "5coins": "coins", "money": "coins", "contract": "contracts"}


class Place(Move):
    """Main action: dice onto an action space or a city card (`row` picks a bazaar row)."""

    kind: Literal["place"] = "place"
    space: str
    dice: tuple[str, ...]
    row: int = 0


class Bag(Move):
    kind: Literal["bag"] = "bag"
    die: str


class Reroll(Move):
    kind: Literal["reroll"] = "reroll"
    die: str


class Bump(Move):
    kind: Literal["bump"] = "bump"
    die: str
    up: bool


class BuyBlack(Move):
    kind: Literal["buy_black"] = "buy_black"


class Fulfil(Move):
    kind: Literal["fulfil"] = "fulfil"
    contract: str


class End(Move):
    kind: Literal["end"] = "end"


class Good(Move):
    kind: Literal["good"] = "good"
    good: str


class Goods2(Move):
    kind: Literal["goods2"] = "goods2"
    goods: tuple[str, str]


BONUS_CHOICES = ("camels", "coins", "camels,coins", "coins,camels")


class TakeContracts(Move):
    """`bonus` is the kind paid for slots 5 and 6; when both are taken, `coins,camels` means
    coins for slot 5 and camels for slot 6."""

    kind: Literal["take"] = "take"
    slots: tuple[int, ...]
    bonus: str = ""


class Drop(Move):
    kind: Literal["drop"] = "drop"
    contract: str


class Decline(Move):
    kind: Literal["decline"] = "decline"


class Travel(Move):
    """One path per figure, each starting where the figure stands."""

    kind: Literal["travel"] = "travel"
    paths: tuple[tuple[str, ...], ...]


class Skip(Move):
    kind: Literal["skip"] = "skip"


class CityUse(Move):
    """How to use a city card: repetitions, exchange direction, goods or cities chosen."""

    kind: Literal["use"] = "use"
    times: int
    mode: str = ""
    items: tuple[str, ...] = ()


class OtherBonus(Move):
    kind: Literal["bonus"] = "bonus"
    letter: str


class Compensate(Move):
    kind: Literal["compensate"] = "compensate"
    camels: int
    coins: int


class Relocate(Move):
    kind: Literal["relocate"] = "relocate"
    city: str


class Pick(Move):
    kind: Literal["pick"] = "pick"
    character: str


class Keep(Move):
    kind: Literal["keep"] = "keep"
    goals: tuple[int, int]


MarcoPoloMove = Annotated[
    Place
    | Bag
    | Reroll
    | Bump
    | BuyBlack
    | Fulfil
    | End
    | Good
    | Goods2
    | TakeContracts
    | Drop
    | Decline
    | Travel
    | Skip
    | CityUse
    | OtherBonus
    | Compensate
    | Relocate
    | Pick
    | Keep,
    Field(discriminator="kind"),
]


def held_contract(state: MarcoPoloState, seat: int, move: object) -> object:
    """`fulfil 1` / `fulfil 2` name the seat's first or second active contract; the move
    is read as `fulfil <id>` (anything else is returned unchanged)."""
    if isinstance(move, Fulfil) and move.contract in ("1", "2"):
        held = state.players[seat].contracts
        index = int(move.contract) - 1
        if index < len(held):
            return Fulfil(contract=held[index])
    return move


_KINDS: dict[type, str] = {}


def built(cls: type[MoveT], **fields: object) -> MoveT:
    """A move built from already valid values without validation: the move generators
    create thousands of journeys, and pydantic's checks would dominate their cost."""
    kind = _KINDS.get(cls)
    if kind is None:
        kind = _KINDS[cls] = cls.model_fields["kind"].default
    values = {"kind": kind, **fields}
    move = cls.__new__(cls)
    object.__setattr__(move, "__dict__", values)
    object.__setattr__(move, "__pydantic_fields_set__", set(values))
    object.__setattr__(move, "__pydantic_extra__", None)
    object.__setattr__(move, "__pydantic_private__", None)
    return move

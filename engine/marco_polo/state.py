"""The game state: plain pydantic models of lists and numbers, so copies and JSON are cheap."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, model_validator

from engine.game import GameState, Options
from engine.last_move import LastMove, from_notation
from engine.marco_polo.moves import MarcoPoloMove
from engine.marco_polo.notation import parse_move
from engine.pending import Pending as Decision

Variant = Literal["first", "pro"]
Phase = Literal["draft", "goals", "income", "compensation", "turns", "over"]
DieKind = Literal["p", "b", "w"]  # own colour, black, white


class MarcoPoloOptions(Options):
    """`first`: the rulebook's first-game characters; `pro`: character draft, 2 of 4 goals,
    shuffled city-bonus markers."""

    variant: Variant = "pro"


class Die(BaseModel):
    """A die on a tableau or an action space; value 0 is Raschid's unset die."""

    kind: DieKind = "p"
    value: int = 0


class Placed(BaseModel):
    """Dice one player put on a space in one action; seat -1 is a neutral blocking die."""

    seat: int
    dice: list[Die]


class Pending(Decision):
    """A decision the rules wait for; answered by moves listed in `legal_moves`. Seats
    decide simultaneously, each its own first decision in the queue.

    kind: good, goods2, take_contracts, drop_contract, new_contract, travel, city, other_bonus,
    compensate, relocate, draft, goals. `n` and `items` carry the parameters.
    """

    n: int = 0
    items: list[str] = []
    base: bool = True  # travel: pay the base cost (travel action) or not (Move rewards)
    known: int = 0  # new_contract: seats (bit mask) who know the drawn contract


class Player(BaseModel):
    character: str = ""
    coins: int = 0
    camels: int = 0
    pepper: int = 0
    silk: int = 0
    gold: int = 0
    vp: int = 0
    dice: list[Die] = []
    posts_total: int = 9
    posts: list[str] = []  # cities with this player's post, in placing order
    posts_placed: int = 0  # how many posts left the tableau (moving one does not count)
    fresh_posts: list[str] = []  # cities reached this turn: their city cards wait a turn
    figures: list[str] = ["venezia"]
    contracts: list[str] = []
    fulfilled: list[str] = []
    goals: list[int] = []
    goal_offer: list[int] = []
    goals_returned: list[int] = []  # the offer's cards put back under the deck (owner knows)
    black_bought: bool = False

    def goods(self) -> int:
        return self.pepper + self.silk + self.gold



class MarcoPoloLastMove(LastMove):
    """The last move of a Marco Polo game, its move typed (see `engine.last_move`)."""

    move: MarcoPoloMove | None = None

class MarcoPoloState(GameState):
    variant: Variant = "pro"
    phase: Phase = "income"
    round: int = 1
    start_player: int = 0
    current: int = 0
    main_done: bool = False
    last_traveller: int | None = None
    players: list[Player] = []
    spaces: dict[str, list[Placed]] = {}
    city_cards: dict[str, str] = {}  # slot -> card id
    office: dict[str, int] = {}  # large city -> office bonus still lying there
    city_bonus: dict[str, str] = {}  # small city -> bonus letter
    beijing: list[int] = [-1, -1, -1, -1]  # seat on the 10, 7, 4 and 1 point spaces
    contract_row: list[str] = []
    round_piles: list[list[str]] = []
    special: list[str] = []
    # who knows each special-pile card (bit mask of seats, parallel to `special`): the
    # dealt cards are unknown, cards pushed under the pile in the open are known to all,
    # a declined one only to its decliner. States saved before it existed lack it: the
    # rules and the view treat missing masks as unknown cards on top of the pile.
    special_known: list[int] = []
    goal_deck: list[int] = []
    black_dice: int = 0
    draft_offer: list[str] = []
    draft_order: list[int] = []
    pending: list[Pending] = []
    # the last move and what the table read of it (the state before the move names what
    # it took, e.g. the contracts from the row; the state after no longer can)
    last_move: MarcoPoloLastMove | None = None

    @model_validator(mode="before")
    @classmethod
    def _old_last_move(cls, data: Any) -> Any:
        """States saved while the last move was its notation: a kept goal card choice
        (`keep`, or `last_secret`) stays secret."""
        secret = isinstance(data, dict) and bool(data.get("last_secret"))
        return from_notation(data, parse_move, lambda text: secret or text.startswith("keep"))

    @property
    def everyone(self) -> int:
        """The bit mask of all seats: a card the whole table knows."""
        return (1 << self.num_seats) - 1

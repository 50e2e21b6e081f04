"""Pure game rules: no I/O, no asyncio, no Discord, no Pillow; deterministic from a seed."""

from engine.errors import IllegalMove
from engine.game import (
    Event,
    Game,
    GameState,
    Move,
    Options,
    Result,
    ScoreLine,
    Standing,
    View,
    rank_standings,
)
from engine.i18n import Text, normalise_locale, seat, t, translate, with_seat_names
from engine.notation import normalise_notation
from engine.registry import get, names
from engine.rng import Rng

__all__ = [
    "Event",
    "Game",
    "GameState",
    "IllegalMove",
    "Move",
    "Options",
    "Result",
    "Rng",
    "ScoreLine",
    "Standing",
    "Text",
    "View",
    "get",
    "names",
    "normalise_locale",
    "normalise_notation",
    "rank_standings",
    "seat",
    "t",
    "translate",
    "with_seat_names",
]

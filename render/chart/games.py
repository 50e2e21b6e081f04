"""What a score chart reads from each game's spectator view: every seat's score as the
board shows it (Marco Polo and Macao: the projected final score), the round (Caravan has
no rounds: its turns), and the seats' colours and marker shapes as the board draws them.

Only public views come here, so a chart can never show what a spectator could not see
(a Marco Polo player's goal cards count only once the final scoring reveals them).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from render import palette
from render.palette import SeatStyle


def _caravan(view: Any) -> tuple[int, list[int]]:
    return view.turn_number + 1, [score.total for score in view.scores]


def _marco_polo(view: Any) -> tuple[int, list[int]]:
    return view.round, [panel.score for panel in sorted(view.players, key=lambda p: p.seat)]


def _macao(view: Any) -> tuple[int, list[int]]:
    return view.round, [panel.projected for panel in sorted(view.players, key=lambda p: p.seat)]


_SAMPLES: dict[str, Callable[[Any], tuple[int, list[int]]]] = {
    "caravan": _caravan,
    "marco_polo": _marco_polo,
    "macao": _macao,
}
# Games whose periods are rounds; the others count turns.
ROUND_GAMES = frozenset({"marco_polo", "macao"})


def sample(game_name: str, view: Any) -> tuple[int, list[int]]:
    """`(round or turn, scores by seat)` of a spectator's view."""
    if view.viewer is not None:
        raise ValueError("a score chart reads only the spectator's view")
    return _SAMPLES[game_name](view)


def seat_styles(game_name: str, view: Any) -> list[SeatStyle]:
    """The seats' colours and shapes as the game's board draws them."""
    if game_name == "caravan":
        return palette.named_seat_styles(list(view.seat_colours))
    seats = len(view.players)
    return [palette.seat_style(seat) for seat in range(seats)]

"""Real Macao boards for the image tests: states from seeded random playouts, their
views with display names, and pixel helpers."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import cache

from PIL import Image

import engine
from engine.macao.state import MacaoState
from engine.macao.view import MacaoView
from engine.playout import random_playout
from render.macao import board as board
from render.macao import pieces as pieces

GAME = engine.get("macao")
NAMES = ["Anna", "Bartholomäus", "Chen", "Dörte"]
# Display names as long as a chat allows (32 characters), to check nothing is cut.
LONG_NAMES = [
    "Bartholomäus von Übermaß-Linden",
    "Ada Lovelace, Countess of Lovel",
    "Ψ Zoë Ünal-Østergaard the third",
    "Dörte Friederike Schwanhildt Ko",
]


@cache
def playout(seats: int, seed: int, dice_order: str = "simultaneous") -> tuple:
    _, log = random_playout(GAME, seats, seed, {"dice_order": dice_order})
    return tuple(log)


def replay(seats: int, seed: int, dice_order: str = "simultaneous") -> Iterator[MacaoState]:
    """Every state of a seeded random playout, the set-up first."""
    state = GAME.setup(seats, {"dice_order": dice_order}, seed)
    yield state
    for seat, move in playout(seats, seed, dice_order):
        state, _ = GAME.apply(state, seat, move)
        yield state


def states_of(seats: int, seed: int, samples: int, dice_order: str = "simultaneous") -> list:
    """`samples` states spread over one random playout, first and last included."""
    states = list(replay(seats, seed, dice_order))
    wanted = sorted({round(i * (len(states) - 1) / (samples - 1)) for i in range(samples)})
    return [states[i] for i in wanted]


@cache
def midgame(seats: int = 4, seed: int = 11) -> MacaoState:
    return states_of(seats, seed, 3)[1]


def final(seats: int, seed: int, dice_order: str = "simultaneous") -> MacaoState:
    return states_of(seats, seed, 2, dice_order)[-1]


def view_of(state: MacaoState, viewer: int | None = 0, names: list[str] = NAMES) -> MacaoView:
    view = GAME.view(state, viewer)
    view.seat_names = names[: len(view.players)]
    return view


def replay_until(
    seats: int, seed: int, done: Callable[[MacaoState], bool], dice_order: str = "simultaneous"
) -> MacaoState:
    """The first state of a seeded playout for which `done(state)` holds."""
    for state in replay(seats, seed, dice_order):
        if done(state):
            return state
    raise AssertionError("the playout never reached the wanted state")


def forget_drawn_text() -> None:
    """Clear the caches that keep strings from being drawn again, so a text log sees
    every string of the next board."""
    board.base_layer.cache_clear()
    pieces.clear_caches()


def pixel(image: Image.Image, xy: tuple[float, float]) -> tuple[int, int, int]:
    return image.getpixel((round(xy[0]), round(xy[1])))  # type: ignore[return-value]


def share(image: Image.Image, box: tuple[int, int, int, int], colour: tuple) -> float:
    """Fraction of the pixels in `box` that have exactly `colour`."""
    crop = image.crop(box)
    counts = dict((c, n) for n, c in crop.getcolors(crop.width * crop.height) or [])
    return counts.get(colour, 0) / (crop.width * crop.height)

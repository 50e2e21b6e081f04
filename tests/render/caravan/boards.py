"""Caravan boards for the image tests: real states from seeded playouts, and fresh views
to place camels on by hand."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

from PIL import Image

import engine
from engine.caravan.state import CaravanState
from engine.caravan.view import CaravanView
from engine.playout import random_playout
from render.registry import draw

GAME = engine.get("caravan")
LONG_NAMES = [
    "Bartholomäus von Übermaß",
    "Maximiliane Oberhuber-Schmidt",
    "Chen",
    "Dörte Wüstenfeld",
]


@cache
def playout(seats: int, seed: int, sixth_camel: bool = False) -> tuple[Any, ...]:
    options = {"sixth_camel": sixth_camel}
    _, log = random_playout(GAME, seats, seed, options)
    return tuple(log)


def states_of(seats: int, seed: int, samples: int, sixth_camel: bool = False) -> list[CaravanState]:
    """`samples` states spread over one full random playout, first and last included."""
    log = playout(seats, seed, sixth_camel)
    state = GAME.setup(seats, {"sixth_camel": sixth_camel}, seed)
    wanted = {round(i * len(log) / (samples - 1)) for i in range(samples)}
    found = [state] if 0 in wanted else []
    for index, (seat, move) in enumerate(log, start=1):
        state, _ = GAME.apply(state, seat, move)
        if index in wanted:
            found.append(state)
    return found


def end_triggered_state(seats: int, seed: int) -> CaravanState:
    """The first state of a playout in which the bag is empty and the end is near."""
    state = GAME.setup(seats, None, seed)
    for seat, move in playout(seats, seed):
        state, _ = GAME.apply(state, seat, move)
        if state.end_triggered and not state.finished:
            return state
    raise AssertionError("the playout never triggered the end")


def real_boards() -> Iterator[tuple[str, CaravanView]]:
    """Views of many real boards: every phase (first turns, mid-game, the end triggered,
    final), 2-4 players, with and without the sixth camel, seat and spectator views,
    long display names."""
    for seats, seed in ((2, 41), (3, 42), (4, 43), (4, 44)):
        sixth = seed % 2 == 0
        states = states_of(seats, seed, 5, sixth)
        states.append(end_triggered_state(seats, seed))
        for index, state in enumerate(states):
            viewer = None if index % 2 else index % seats
            view = GAME.view(state, viewer)
            view.seat_names = LONG_NAMES[:seats]
            phase = "final" if state.finished else "end" if state.end_triggered else "play"
            yield f"{seats}p-{seed}-{index}-{phase}", view


def midgame(seats: int = 4, seed: int = 11) -> CaravanState:
    return states_of(seats, seed, 3)[1]


def plain_view(seats: int = 4, viewer: int | None = None) -> CaravanView:
    """A freshly set-up game's view, for tests that place camels by hand."""
    view = GAME.view(GAME.setup(seats, {"sixth_camel": True}, 5), viewer)
    view.last_action = None
    return view


def rgb(view: CaravanView, locale: str = "en") -> Image.Image:
    return draw("caravan", view, locale)


def colour_share(image: Image.Image, box: tuple[int, int, int, int], colour: tuple) -> float:
    """Fraction of pixels in `box` that have exactly `colour`."""
    region = image.crop(box)
    counts = dict((pixel, n) for n, pixel in region.getcolors(region.width * region.height))
    return counts.get(colour, 0) / (region.width * region.height)

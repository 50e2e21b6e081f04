"""Real Marco Polo boards for the image tests: seeded random playouts, replayed once."""

from __future__ import annotations

from functools import cache

from PIL import Image

from engine.marco_polo.state import MarcoPoloState
from engine.marco_polo.view import MarcoPoloView
from engine.playout import random_playout
from engine.registry import get
from render import text
from render.marco_polo import board as board
from render.marco_polo import contracts as contracts
from render.marco_polo import drawing as drawing
from render.marco_polo import map as mp_map
from render.marco_polo import pieces as pieces
from render.registry import draw

GAME = get("marco_polo")
NAMES = ["Anna", "Bartholomäus", "Chen", "Dörte"]


@cache
def playout(seats: int, seed: int, variant: str) -> tuple:
    _, log = random_playout(GAME, seats, seed, {"variant": variant})
    return tuple(log)


def states_of(seats: int, seed: int, variant: str = "pro") -> list[MarcoPoloState]:
    """Every state of one seeded random playout, set-up first, final state last."""
    return list(_states(seats, seed, variant))


@cache
def _states(seats: int, seed: int, variant: str) -> tuple[MarcoPoloState, ...]:
    # States are only read (views are built from them), so one replay serves every test.
    state = GAME.setup(seats, {"variant": variant}, seed)
    found = [state]
    for seat, move in playout(seats, seed, variant):
        state, _ = GAME.apply(state, seat, move)
        found.append(state)
    return tuple(found)


def sample(states: list[MarcoPoloState], count: int) -> list[MarcoPoloState]:
    """`count` states spread over a playout, first and last included."""
    picks = {round(i * (len(states) - 1) / (count - 1)) for i in range(count)}
    return [states[i] for i in sorted(picks)]


def midgame(seats: int = 4, seed: int = 11) -> MarcoPoloState:
    states = states_of(seats, seed)
    return states[len(states) // 2]


def in_phase(states: list[MarcoPoloState], phase: str) -> list[MarcoPoloState]:
    return [s for s in states if s.phase == phase]


def view_of(state: MarcoPoloState, viewer: int | None = 0) -> MarcoPoloView:
    view = GAME.view(state, viewer)
    view.seat_names = NAMES[: state.num_seats]
    return view


def rgb(view: MarcoPoloView, locale: str = "en") -> Image.Image:
    """The board image."""
    return draw("marco_polo", view, locale)


def panels_rgb(view: MarcoPoloView, locale: str = "en") -> Image.Image:
    """The players' panels image."""
    return drawing.render_panels(view, locale)


def clear_layers() -> None:
    """Forget the cached layers and pictures, so a text log sees every text of the next image."""
    mp_map.map_layer.cache_clear()
    board.column_layer.cache_clear()
    contracts.row_layer.cache_clear()
    contracts.contract_sprite.cache_clear()
    pieces.die_sprite.cache_clear()
    text.clear_caches()


def last_kind(state: MarcoPoloState) -> str | None:
    """The kind of the state's last move (None before the first)."""
    last = state.last_move
    return None if last is None or last.move is None else last.move.kind


def first_state(states: list[MarcoPoloState], kind: str) -> MarcoPoloState:
    """The first state of a playout whose last move is of `kind`."""
    return next(s for s in states if last_kind(s) == kind)

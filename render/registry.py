"""Which module draws which game. Renderers are imported on first use, like the engine's games."""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from typing import Any

from PIL import Image
from pydantic import BaseModel

from render import png
from render.scoreboard import Scoreboard
from render.status_card import status_card

Renderer = Callable[[Any, str], Image.Image]

# Each game's renderer package defines `render(view, locale) -> Image` (the board) and
# may define `render_panels(view, locale) -> Image | None` (the players' panels, where
# they do not fit beside the board in one landscape image), `reference_view()` for a
# fixed PNG palette, and `scoreboard(view, locale)` for the status card posted before the
# board (whose turn it is and every score, legible in a chat's preview). A listed module
# that is not (yet) present counts as unknown, as in `engine.registry`.
_MODULES: dict[str, str] = {
    "caravan": "render.caravan",
    "marco_polo": "render.marco_polo",
    "macao": "render.macao",
}
_LOADED: dict[str, Renderer] = {}
_PALETTES: dict[str, Image.Image | None] = {}


class UnknownRenderer(LookupError):
    """No board renderer exists for the requested game."""


def normalise(name: str) -> str:
    """The same name normalisation as `engine.get`, so `Marco Polo` finds `marco_polo`."""
    return name.strip().lower().replace(" ", "_").replace("-", "_")


def names() -> list[str]:
    """Games that have a board renderer, in a stable order."""
    return [name for name, module in _MODULES.items() if importlib.util.find_spec(module)]


def register(name: str, module: str) -> None:
    """Add a game's renderer module (it must define `render(view, locale) -> Image`)."""
    _MODULES[normalise(name)] = module
    _LOADED.pop(normalise(name), None)
    _PALETTES.pop(normalise(name), None)


def module_of(name: str) -> Any:
    """The renderer package of game `name` (for what it offers beyond `render`)."""
    return _module(name)


def _module(name: str) -> Any:
    key = normalise(name)
    module_name = _MODULES.get(key)
    if module_name is None or importlib.util.find_spec(module_name) is None:
        raise UnknownRenderer(f"no board renderer for game {name!r}; known: {', '.join(names())}")
    return importlib.import_module(module_name)


def renderer(name: str) -> Renderer:
    """The drawing function of game `name`; raises UnknownRenderer with the known names."""
    key = normalise(name)
    if key not in _LOADED:
        _LOADED[key] = _module(name).render
    return _LOADED[key]


def png_palette(name: str) -> Image.Image | None:
    """The game's fixed PNG palette, fitted once to its `reference_view()` board.

    None if the game has no reference board (then each image gets its own palette).
    """
    key = normalise(name)
    if key not in _PALETTES:
        module = _module(name)
        reference = getattr(module, "reference_view", None)
        _PALETTES[key] = (
            None if reference is None else png.palette_of(module.render(reference(), "de"))
        )
    return _PALETTES[key]


def _check_view(game_name: str, view: BaseModel) -> None:
    view_game = getattr(view, "game", None)
    if view_game is not None and normalise(str(view_game)) != normalise(game_name):
        raise ValueError(f"a {view_game!r} view cannot be drawn as game {game_name!r}")


def draw(game_name: str, view: BaseModel, locale: str = "en") -> Image.Image:
    """The board as a Pillow image (for tests and for callers that post-process)."""
    drawing = renderer(game_name)
    _check_view(game_name, view)
    return drawing(view, locale)


def draw_all(game_name: str, view: BaseModel, locale: str = "en") -> list[Image.Image]:
    """The board images of a message: the board, then the players' panels if the game
    draws them as a second image."""
    module = _module(game_name)
    images = [draw(game_name, view, locale)]
    panels = getattr(module, "render_panels", None)
    if panels is not None:
        extra = panels(view, locale)
        if extra is not None:
            images.append(extra)
    return images


def scoreboard(game_name: str, view: BaseModel, locale: str = "en") -> Scoreboard | None:
    """What the status card says about `view` (the round, whose turn, every score), also
    for a text that says the same; None for a game that gives no `scoreboard`."""
    build = getattr(_module(game_name), "scoreboard", None)
    _check_view(game_name, view)
    return None if build is None else build(view, locale)


def draw_card(game_name: str, view: BaseModel, locale: str, images: int) -> Image.Image | None:
    """The status card, drawn for the first of `images` images of a message (the card
    included); None for a game that gives no `scoreboard`."""
    board = scoreboard(game_name, view, locale)
    return None if board is None else status_card(board, locale, images)


def draw_message(game_name: str, view: BaseModel, locale: str = "en") -> list[Image.Image]:
    """Every image of a board message: the status card first, then the board images."""
    boards = draw_all(game_name, view, locale)
    card = draw_card(game_name, view, locale, len(boards) + 1)
    return boards if card is None else [card, *boards]

"""Board images: what a seat may see (`game.view(state, seat)`) turned into PNG bytes.

`render_board` is a pure function of (view, locale): the same input always gives the
same bytes, so images can be cached and tests can compare them.
"""

from __future__ import annotations

from pydantic import BaseModel

from render import png
from render.registry import UnknownRenderer, draw, draw_all, names, png_palette

__all__ = ["UnknownRenderer", "names", "render_board", "render_images"]


def render_board(game_name: str, view: BaseModel, locale: str = "en") -> bytes:
    """PNG bytes of `view` for game `game_name`, labelled in `locale` ("en" or "de")."""
    image = draw(game_name, view, locale)
    return png.encode(image, png_palette(game_name))


def render_images(game_name: str, view: BaseModel, locale: str = "en") -> list[bytes]:
    """PNG bytes of everything one message shows: the board, then (for games that draw
    them apart to keep the board landscape) the players' panels."""
    palette = png_palette(game_name)
    return [png.encode(image, palette) for image in draw_all(game_name, view, locale)]

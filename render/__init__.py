"""Board images: what a seat may see (`game.view(state, seat)`) turned into PNG bytes.

`render_board` is a pure function of (view, locale): the same input always gives the
same bytes, so images can be cached and tests can compare them.
"""

from __future__ import annotations

from pydantic import BaseModel

from render import png
from render.registry import UnknownRenderer, draw, draw_all, draw_card, names, png_palette

__all__ = ["UnknownRenderer", "names", "render_board", "render_images"]


def render_board(game_name: str, view: BaseModel, locale: str = "en") -> bytes:
    """PNG bytes of `view` for game `game_name`, labelled in `locale` ("en" or "de")."""
    image = draw(game_name, view, locale)
    return png.encode(image, png_palette(game_name))


def render_images(
    game_name: str, view: BaseModel, locale: str = "en", card: bool = True
) -> list[bytes]:
    """PNG bytes of everything one message shows: the status card (whose turn, every
    score; left out with `card=False`), the board, then (for games that draw them apart
    to keep the board landscape) the players' panels."""
    palette = png_palette(game_name)
    boards = [png.encode(image, palette) for image in draw_all(game_name, view, locale)]
    drawn = draw_card(game_name, view, locale, len(boards) + 1) if card else None
    # The card has colours of its own (none of the board's gradients): its own palette.
    return boards if drawn is None else [png.encode(drawn), *boards]

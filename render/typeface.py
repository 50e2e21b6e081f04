"""Font loading: one place that knows the shipped font files and the minimum legible size.

Pillow's default bitmap font has no umlauts and is too small for a phone, so every piece
of text goes through `font()`, which only hands out the shipped DejaVu Sans at a legible
size. Fonts load through `importlib.resources`, so an installed package finds them too.
"""

from __future__ import annotations

import io
from collections import OrderedDict
from collections.abc import Hashable
from functools import lru_cache
from importlib import resources
from typing import Any

from PIL import ImageFont

# Body text must stay >= 11 px when the image is shown at half size on a phone.
MIN_FONT_SIZE = 22

SMALL = 22
BODY = 24
LARGE = 30
HEADING = 34
TITLE = 40

_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}

Font = ImageFont.FreeTypeFont
MASKS_KEPT = 512  # rendered texts kept per font size (a few MB at most)


class CachingFont(ImageFont.FreeTypeFont):
    """A font that keeps the bitmaps of the texts it rendered: a board draws the same
    labels, numbers and names image after image, and rendering the glyphs is most of the
    cost of its text. Pillow draws the kept bitmap exactly as a fresh one."""

    def __init__(self, file: io.BytesIO, size: int) -> None:
        super().__init__(file, size)
        self._masks: OrderedDict[Hashable, Any] = OrderedDict()

    def getmask2(self, text: Any, mode: str = "", *args: Any, **kwargs: Any) -> Any:
        key = _mask_key(text, mode, args, kwargs)
        if key is None:
            return super().getmask2(text, mode, *args, **kwargs)
        found = self._masks.get(key)
        if found is None:
            found = super().getmask2(text, mode, *args, **kwargs)
            self._masks[key] = found
            if len(self._masks) > MASKS_KEPT:
                self._masks.popitem(last=False)
        else:
            self._masks.move_to_end(key)
        return found


def _mask_key(text: Any, mode: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Hashable:
    """A key for one rendering (lists made tuples), or None if an argument cannot be one."""
    parts = tuple(
        (name, tuple(value) if isinstance(value, list) else value)
        for name, value in sorted(kwargs.items())
    )
    key = (text, mode, args, parts)
    try:
        hash(key)
    except TypeError:
        return None
    return key


@lru_cache(maxsize=2)
def _font_bytes(bold: bool) -> bytes:
    return resources.files("render.fonts").joinpath(_FILES[bold]).read_bytes()


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> Font:
    """The shipped font at `size` px; sizes below MIN_FONT_SIZE are refused, not drawn."""
    if size < MIN_FONT_SIZE:
        raise ValueError(f"font size {size} is below the legible minimum {MIN_FONT_SIZE}")
    return CachingFont(io.BytesIO(_font_bytes(bold)), size)

"""Font loading: one place that knows the shipped font files and the minimum legible size.

Pillow's default bitmap font has no umlauts and is too small for a phone, so every piece
of text goes through `font()`, which only hands out the shipped DejaVu Sans at a legible
size. Fonts load through `importlib.resources`, so an installed package finds them too.
"""

from __future__ import annotations

import io
from functools import lru_cache
from importlib import resources

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


@lru_cache(maxsize=2)
def _font_bytes(bold: bool) -> bytes:
    return resources.files("render.fonts").joinpath(_FILES[bold]).read_bytes()


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> Font:
    """The shipped font at `size` px; sizes below MIN_FONT_SIZE are refused, not drawn."""
    if size < MIN_FONT_SIZE:
        raise ValueError(f"font size {size} is below the legible minimum {MIN_FONT_SIZE}")
    return ImageFont.truetype(io.BytesIO(_font_bytes(bold)), size)

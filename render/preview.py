"""How small a board image appears in a chat's inline preview, and so how large its type
must be drawn to stay legible there.

Discord scales the images of a message down to a preview before anyone taps them; the
model (its figures and where they come from are in docs/DISCORD.md, "Inline previews"):

- one image is fitted into a box `width` wide and `max_height` high, keeping its shape;
- two or more images share the width in a gallery: two side by side, three as one large
  tile (two thirds of the width) beside two small ones, four and more two to a row. An
  image fills its tile (cropping what overflows), so it is drawn at least at the scale
  that fits its width into the tile's width: the model uses that lower bound.

Sizes are in the client's logical pixels (CSS pixels, points on a phone).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

MIN_PREVIEW_TYPE = 9  # px: the smallest type size a player must read in a preview
GALLERY_GAP = 4  # px between two tiles of a gallery


@dataclass(frozen=True)
class Screen:
    """Where a message's images are previewed: the width of the chat column the images
    take, and the tallest a single image is shown."""

    name: str
    width: int
    max_height: int


PHONE = Screen("phone", 400, 400)
DESKTOP = Screen("desktop", 550, 300)
SCREENS = (PHONE, DESKTOP)


def tile_width(screen: Screen, count: int, index: int) -> float:
    """The width of the gallery tile that shows image `index` of `count`."""
    if count == 1:
        return screen.width
    if count == 3:
        large = (screen.width - GALLERY_GAP) * 2 / 3
        return large if index == 0 else screen.width - GALLERY_GAP - large
    return (screen.width - GALLERY_GAP) / 2


def scale(size: tuple[int, int], screen: Screen, count: int, index: int = 0) -> float:
    """The factor image `index` (of `size` px) of a `count`-image message is shown at."""
    width, height = size
    if count == 1:
        return min(1.0, screen.width / width, screen.max_height / height)
    return min(1.0, tile_width(screen, count, index) / width)


def worst_scale(size: tuple[int, int], count: int, index: int = 0) -> float:
    """The smallest scale over every screen of the model."""
    return min(scale(size, screen, count, index) for screen in SCREENS)


def preview_size(
    size: tuple[int, int], screen: Screen, count: int, index: int = 0
) -> tuple[int, int]:
    """The image's size in the preview (before a gallery tile crops it)."""
    factor = scale(size, screen, count, index)
    return round(size[0] * factor), round(size[1] * factor)


def legible_type(size: tuple[int, int], count: int, index: int = 0) -> int:
    """The smallest type size (px) that previews at `MIN_PREVIEW_TYPE` or more on every
    screen, for image `index` of `count` drawn at `size`."""
    return math.ceil(MIN_PREVIEW_TYPE / worst_scale(size, count, index) - 1e-9)

"""PNG encoding with fixed settings, so the same image always gives the same bytes.

Boards are flat colours plus anti-aliased text, which fit a 256-colour palette without
visible loss; the palette image is about half the size of an RGB one and faster to
compress. Building a palette per image (octree) costs more than drawing the board, so a
game may supply a fixed palette (taken once from a reference board) that every image is
mapped onto.
"""

from __future__ import annotations

import io

from PIL import Image

COMPRESS_LEVEL = 3
COLOURS = 256


def palette_of(image: Image.Image) -> Image.Image:
    """A 256-colour palette fitted to `image` (deterministic: octree, no dither).

    Mapping onto a palette goes through Pillow's colour cache, which may move a colour
    by a few units; that is invisible and the same on every run.
    """
    rgb = image if image.mode == "RGB" else image.convert("RGB")
    return rgb.quantize(colors=COLOURS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


def encode(image: Image.Image, palette: Image.Image | None = None) -> bytes:
    """PNG bytes without metadata (no time or text chunks) and with fixed compression.

    With `palette`, colours map to its nearest entries (fast); without, a palette is
    fitted to this image.
    """
    if image.mode != "P":
        rgb = image if image.mode == "RGB" else image.convert("RGB")
        if palette is None:
            image = palette_of(rgb)  # fitted and mapped in one pass
        else:
            image = rgb.quantize(palette=palette, dither=Image.Dither.NONE)
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", compress_level=COMPRESS_LEVEL, optimize=False)
    return buffer.getvalue()

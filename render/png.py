"""PNG encoding with fixed settings, so the same image always gives the same bytes.

Boards are flat colours plus anti-aliased text, which fit a 256-colour palette without
visible loss; the palette image is about half the size of an RGB one and faster to
compress, which keeps a board well under the upload budget and the time budget.
"""

from __future__ import annotations

import io

from PIL import Image

COMPRESS_LEVEL = 3
COLOURS = 256


def encode(image: Image.Image) -> bytes:
    """PNG bytes without metadata (no time or text chunks) and with fixed compression."""
    if image.mode != "P":
        rgb = image if image.mode == "RGB" else image.convert("RGB")
        image = rgb.quantize(
            colors=COLOURS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE
        )
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", compress_level=COMPRESS_LEVEL, optimize=False)
    return buffer.getvalue()

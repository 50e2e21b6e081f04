"""The band that tells a board message's first image the table is paused: "Paused until
4 December 2026, 18:00 UTC", the date in the reader's language (Babel's CLDR data, which
the message catalogue's plural rules already use).

It is added above an image already drawn, so no game's drawing knows about pauses.
"""

from __future__ import annotations

import io
from datetime import UTC, datetime

from babel.dates import format_date, format_time
from PIL import Image

from render import palette, png
from render.canvas import Canvas
from render.text import draw_text, fit_lines, line_step
from render.texts import label
from render.typeface import BODY

MIN_WIDTH = 720  # the status card's width: the band is never narrower
MARGIN = 24
PAD = 12
INK: palette.RGB = (255, 255, 255)
FILL: palette.RGB = (150, 70, 30)


def until_text(until: datetime, locale: str) -> str:
    """`until` as a reader of `locale` writes a date and time, in UTC."""
    moment = until.astimezone(UTC)
    language = locale.replace("-", "_")
    date = format_date(moment, "long", locale=language)
    time = format_time(moment, "HH:mm", tzinfo=UTC, locale=language)
    return label("render.paused_until", locale, date=date, time=time)


def with_pause_band(data: bytes, until: datetime, locale: str) -> bytes:
    """The PNG `data` with the pause band above it (as wide as the image, at least the
    status card's width)."""
    image = Image.open(io.BytesIO(data)).convert("RGB")
    width = max(image.width, MIN_WIDTH)
    face, lines = fit_lines(until_text(until, locale), width - 2 * MARGIN, BODY, bold=True)
    step = line_step(face)
    band = 2 * PAD + step * len(lines)
    out = Image.new("RGB", (width, band + image.height), palette.PANEL)
    canvas = Canvas(out)
    canvas.draw.rectangle((0, 0, width, band), fill=FILL)
    for index, line in enumerate(lines):
        draw_text(canvas.draw, (MARGIN, PAD + step * (index + 0.5)), line, face, INK, "lm")
    out.paste(image, (0, band))
    return png.encode(out)

"""The pause band over a board message's first image: the date in the reader's language."""

from __future__ import annotations

import io
from datetime import UTC, datetime

from PIL import Image, ImageChops

import engine
from render import render_images
from render.paused import until_text, with_pause_band

UNTIL = datetime(2026, 12, 4, 18, 0, tzinfo=UTC)


def test_the_date_is_written_as_each_language_writes_it() -> None:
    assert until_text(UNTIL, "en") == "Paused until December 4, 2026, 18:00 UTC"
    assert until_text(UNTIL, "de") == "Pausiert bis 4. Dezember 2026, 18:00 Uhr UTC"


def test_the_band_goes_above_the_card_and_keeps_it_whole() -> None:
    game = engine.get("caravan")
    state = game.setup(2, game.make_options(2, {}), 7)
    card = render_images("caravan", game.view(state, None), "en")[0]
    banded = with_pause_band(card, UNTIL, "de")
    before = Image.open(io.BytesIO(card)).convert("RGB")
    after = Image.open(io.BytesIO(banded)).convert("RGB")
    assert after.width == before.width and after.height > before.height
    band = after.height - before.height
    below = after.crop((0, band, after.width, after.height))
    extrema = ImageChops.difference(below, before).getextrema()
    assert max(high for _, high in extrema) <= 12, "the card below, as drawn (palette aside)"
    assert with_pause_band(card, UNTIL, "de") == banded, "the same bytes every time"
    assert with_pause_band(card, UNTIL, "en") != banded

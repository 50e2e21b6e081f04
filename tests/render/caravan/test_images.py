"""The Caravan image as a whole: landscape shape, size per message, determinism, and
text that is legible and never cut, on many real boards in both languages."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageDraw

from engine.caravan.view import CaravanView
from render import render_board, render_images, typeface
from render.caravan import layout
from render.chrome import TITLE_BAR_HEIGHT
from render.text import ELLIPSIS
from tests.render.caravan.boards import GAME, midgame, real_boards, rgb, states_of
from tests.render.conftest import TextLog

MAX_MESSAGE_BYTES = 400 * 1024
# Before the landscape layout the board was 1400 x 2040: shown inline at 0.147.
PREVIEW_BEFORE = min(550 / 1400, 300 / 2040)

REAL_BOARDS = list(real_boards())


def preview_scale(size: tuple[int, int]) -> float:
    return min(550 / size[0], 300 / size[1])


# -- shape and size --------------------------------------------------------------------


def test_board_image_is_landscape_with_the_board_its_largest_element() -> None:
    width, height = layout.WIDTH, layout.HEIGHT
    assert 4 / 3 <= width / height <= 2
    board = layout.BOARD_SIDE
    # The board is taller and wider than anything beside it, and takes most of the height.
    assert board > layout.COLUMN_WIDTH and board > 0.85 * height
    column = layout.COLUMN_WIDTH * (layout.COLUMN_BOTTOM - layout.TOP)
    assert board * board > column
    assert preview_scale((width, height)) >= 1.5 * PREVIEW_BEFORE


def test_everything_fits_in_the_column_beside_the_board() -> None:
    assert layout.COLUMN_X >= layout.BOARD_RIGHT + 8
    assert layout.COLUMN_X + layout.COLUMN_WIDTH <= layout.WIDTH
    assert layout.info_box()[3] < layout.panel_box(0)[1]
    for seats in (2, 3, 4):
        last = layout.panel_box(seats - 1)
        legend = layout.legend_box(seats)
        assert last[3] < legend[1] and legend[3] <= layout.HEIGHT
    assert layout.legend_box(4)[3] == layout.COLUMN_BOTTOM


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_one_landscape_png_per_message_within_the_size_limit(seats: int) -> None:
    states = states_of(seats, 50 + seats, 4)
    for state in (states[1], states[2], states[-1]):
        for locale in ("en", "de"):
            images = render_images("caravan", GAME.view(state, None), locale)
            # The status card, then the board: everything fits beside the board, so no
            # panels image.
            assert len(images) == 2
            image = Image.open(io.BytesIO(images[1]))
            assert image.format == "PNG" and image.size == (layout.WIDTH, layout.HEIGHT)
            assert 4 / 3 <= image.width / image.height <= 2
            assert sum(len(data) for data in images) <= MAX_MESSAGE_BYTES


def test_every_sampled_board_renders_at_the_fixed_size() -> None:
    assert {name.rsplit("-", 1)[1] for name, _ in REAL_BOARDS} == {"play", "end", "final"}
    for index, (_, view) in enumerate(REAL_BOARDS):
        image = rgb(view, "de" if index % 2 else "en")
        assert image.size == (layout.WIDTH, layout.HEIGHT)


# -- text: never cut, legible, German ---------------------------------------------------


@pytest.mark.parametrize("locale", ["en", "de"])
def test_no_text_is_cut_on_real_boards(locale: str, text_log: TextLog) -> None:
    """Names, numbers, cities, the last move: none is ever shortened with an ellipsis."""
    for name, view in REAL_BOARDS:
        text_log.clear()
        rgb(view, locale)
        cut = [text for text in text_log.texts if ELLIPSIS in text]
        assert not cut, (name, cut)
        for seat in range(len(view.players)):
            # The name may wrap inside its panel, but all of it is there.
            panel = "".join(text_log.inside(layout.panel_box(seat)))
            whole = view.seat_name(seat).replace(" ", "").replace("-", "")
            assert whole in panel.replace(" ", "").replace("-", ""), (name, seat)


@pytest.mark.parametrize("locale", ["en", "de"])
def test_all_text_uses_the_shipped_font_at_a_legible_size(locale: str, text_log: TextLog) -> None:
    for _, view in REAL_BOARDS[::3]:
        rgb(view, locale)
    assert text_log.calls
    assert min(text_log.sizes) >= typeface.MIN_FONT_SIZE >= 22
    assert all("DejaVu" in face.getname()[0] for _, face in text_log.calls)


def test_german_labels_are_drawn_with_glyphs_for_every_letter(text_log: TextLog) -> None:
    view = GAME.view(midgame(), None)
    view.seat_names = ["Jürgen", "Bärbel", "Jörg", "Grüße"]
    rgb(view, "de")
    drawn = " ".join(text_log.texts)
    for word in ("Marrakesch", "Fleischmarkt", "Jürgen", "türkis", "Beutel", "Nachfragemarker"):
        assert word in drawn, word
    special = {ch for ch in drawn if not ch.isascii()}
    assert {"ü", "ä", "ö", "ß"} <= special
    for text, face in text_log.calls:
        for ch in {c for c in text if not c.isascii() and not c.isspace()}:
            assert face.getmask(ch).getbbox() is not None, (ch, text)


def _areas(seats: int) -> list[tuple[int, int, int, int]]:
    """Every box a text belongs to: title bar, coordinate bands, cells, column boxes."""
    areas = [(0, 0, layout.WIDTH, TITLE_BAR_HEIGHT)]
    areas.append((layout.BOARD_X, layout.TOP, layout.BOARD_RIGHT, layout.BOARD_Y))
    areas.append((0, layout.BOARD_Y, layout.BOARD_X, layout.BOARD_BOTTOM))
    areas += [layout.cell_box(index) for index in range(layout.SIZE * layout.SIZE)]
    areas += [layout.info_box(), layout.legend_box(seats)]
    areas += [layout.panel_box(seat) for seat in range(seats)]
    return areas


def test_every_text_stays_inside_its_cell_or_box(monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing runs over the edge of its cell, panel, info box or legend."""
    boxes: list[tuple[str, tuple[float, float], tuple[int, int, int, int]]] = []
    original = ImageDraw.ImageDraw.text

    def recording(self: ImageDraw.ImageDraw, xy, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        font, anchor = kwargs.get("font"), kwargs.get("anchor")
        boxes.append((text, xy, self.textbbox(xy, text, font=font, anchor=anchor)))
        return original(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", recording)
    for index, (name, view) in enumerate(REAL_BOARDS):
        boxes.clear()
        rgb(view, "de" if index % 2 else "en")
        areas = _areas(len(view.players))
        for text, (x, y), (x0, y0, x1, y1) in boxes:
            home = [a for a in areas if a[0] <= x < a[2] and a[1] <= y < a[3]]
            assert home, (name, text)
            ax0, ay0, ax1, ay1 = home[-1]
            assert ax0 <= x0 and x1 <= ax1 and ay0 <= y0 and y1 <= ay1, (name, text, home[-1])


# -- determinism and the PNG palette ------------------------------------------------------


def test_rendering_is_deterministic_across_json_round_trip() -> None:
    state = midgame()
    first = render_board("caravan", GAME.view(state, 1), "de")
    assert render_board("caravan", GAME.view(state, 1), "de") == first
    restored = GAME.from_json(GAME.to_json(state))
    assert render_board("caravan", GAME.view(restored, 1), "de") == first
    view = GAME.view(state, 1)
    copy = CaravanView.model_validate_json(view.model_dump_json())
    assert render_board("caravan", copy, "de") == first


def test_png_palette_keeps_the_drawn_colours() -> None:
    view = GAME.view(midgame(), 2)
    drawn = rgb(view, "de")
    decoded = Image.open(io.BytesIO(render_board("caravan", view, "de"))).convert("RGB")
    histogram = ImageChops.difference(drawn, decoded).convert("L").histogram()
    total = sum(histogram)
    assert sum(histogram[:9]) / total > 0.999  # within 8 units almost everywhere
    assert sum(n * level for level, n in enumerate(histogram)) / total < 2


def test_same_bytes_in_a_fresh_process_with_other_hash_seed() -> None:
    """No process state (hash order, caches, the palette build) leaks into the bytes."""
    state = midgame(3, 31)
    script = (
        "import sys, engine, render\n"
        "g = engine.get('caravan')\n"
        "state = g.from_json(sys.stdin.read())\n"
        "sys.stdout.buffer.write(render.render_board('caravan', g.view(state, 0), 'de'))\n"
    )
    root = Path(__file__).resolve().parents[3]
    result = subprocess.run(
        [sys.executable, "-c", script],
        input=GAME.to_json(state).encode(),
        capture_output=True,
        check=True,
        cwd=root,
        env={**os.environ, "PYTHONHASHSEED": "12345", "PYTHONPATH": str(root)},
        timeout=120,
    )
    assert result.stdout == render_board("caravan", GAME.view(state, 0), "de")

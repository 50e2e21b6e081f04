"""The shared rendering pieces: fonts, text fitting, palette, registry, PNG encoding."""

from __future__ import annotations

import io
import struct
from pathlib import Path

import pytest
from PIL import Image, ImageDraw, ImageFont

import render
from engine.game import View
from render import palette, png, registry, typeface
from render.text import ELLIPSIS, ellipsize, fit, wrap


def test_shipped_fonts_and_licence_are_in_the_package() -> None:
    folder = Path(render.__file__).parent / "fonts"
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "LICENSE-DejaVu.txt"):
        assert (folder / name).is_file(), name
    assert "Bitstream Vera" in (folder / "LICENSE-DejaVu.txt").read_text()


@pytest.mark.parametrize("bold", [False, True])
def test_font_has_german_glyphs(bold: bool) -> None:
    face = typeface.font(typeface.BODY, bold)
    assert "DejaVu" in face.getname()[0]
    for glyph in "ÄÖÜäöüß":
        mask = face.getmask(glyph)
        assert mask.size[0] > 0 and mask.size[1] > 0, glyph
        assert mask.getbbox() is not None, glyph  # some ink, not an empty box


def test_kept_text_bitmaps_draw_exactly_as_fresh_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fonts keep the bitmaps of texts they rendered (a bounded number): drawing a text
    the second time, from the kept bitmap, gives the pixels of a freshly rendered one."""
    monkeypatch.setattr(typeface, "MASKS_KEPT", 3)
    cached = typeface.CachingFont(io.BytesIO(typeface._font_bytes(False)), typeface.BODY)
    plain = ImageFont.truetype(io.BytesIO(typeface._font_bytes(False)), typeface.BODY)
    texts = ["Zielstädte 12", "Ada", "12", "Zielstädte 12", "Bea", "Cem", "Ada"]
    drawn = []
    for face in (cached, plain):
        image = Image.new("RGB", (300, 60 * len(texts)), palette.BACKGROUND)
        draw = ImageDraw.Draw(image)
        for row, text in enumerate(texts):
            draw.text((10.5, 20 + 60 * row), text, font=face, fill=palette.INK, anchor="lm")
        drawn.append(image.tobytes())
    assert drawn[0] == drawn[1]
    assert len(cached._masks) == 3  # the oldest were let go


def test_fonts_below_the_legible_minimum_are_refused() -> None:
    assert typeface.MIN_FONT_SIZE >= 22  # >= 11 px when shown at half size
    with pytest.raises(ValueError):
        typeface.font(typeface.MIN_FONT_SIZE - 1)
    assert min(typeface.SMALL, typeface.BODY, typeface.LARGE) >= typeface.MIN_FONT_SIZE


def test_fit_shrinks_then_ellipsises_but_never_below_minimum() -> None:
    face, text = fit("Marrakesh", 1000, typeface.TITLE, bold=True)
    assert (face.size, text) == (typeface.TITLE, "Marrakesh")
    shrunk, text = fit("Marrakesh", typeface.font(30).getlength("Marrakesh") + 1, 40)
    assert shrunk.size < 40 and text == "Marrakesh"
    tiny, text = fit("Bartholomäus von Übermaß", 120, typeface.LARGE)
    assert tiny.size == typeface.MIN_FONT_SIZE
    assert text.endswith(ELLIPSIS) and tiny.getlength(text) <= 120


def test_ellipsize_keeps_fitting_text() -> None:
    face = typeface.font(typeface.SMALL)
    assert ellipsize("Salz", face, 500) == "Salz"
    assert ellipsize("Salzmarkt", face, 5) == ELLIPSIS


def test_wrap_breaks_at_spaces_then_hyphenates_compounds() -> None:
    face = typeface.font(typeface.SMALL, bold=True)
    assert wrap("Cloth Market", face, 100) == ["Cloth", "Market"]
    assert wrap("Edelsteinmarkt", face, 160) == ["Edelstein-", "markt"]
    lines = wrap("one two three four five six seven", face, 90, max_lines=2)
    assert len(lines) == 2 and lines[-1].endswith(ELLIPSIS)
    assert all(face.getlength(line) <= 90 for line in lines)


def test_seat_styles_differ_in_colour_and_shape() -> None:
    styles = palette.named_seat_styles(["yellow", "orange", "black", "teal"])
    assert len({s.fill for s in styles}) == 4
    assert len({s.shape for s in styles}) == 4  # colour is never the only cue
    assert [s.name for s in styles] == ["yellow", "orange", "black", "teal"]
    fallback = palette.named_seat_styles(["no-such-colour"])[0]
    assert fallback == palette.seat_style(0)
    assert len({s.shape for s in palette.SEAT_STYLES}) == len(palette.SEAT_STYLES)


def test_readable_ink_contrasts_with_fill() -> None:
    assert palette.readable_ink((240, 228, 66)) == palette.INK
    assert palette.readable_ink((38, 38, 38)) == palette.WHITE


def test_unknown_game_is_a_clear_error() -> None:
    with pytest.raises(registry.UnknownRenderer, match=r"chess.*caravan"):
        render.render_board("chess", View(game="chess"))


def test_a_view_of_another_game_is_refused() -> None:
    with pytest.raises(ValueError, match="macao"):
        render.render_board("caravan", View(game="macao"))


def test_registry_normalises_names() -> None:
    assert registry.normalise(" Marco-Polo ") == "marco_polo"
    assert "caravan" in registry.names()


def _chunks(data: bytes) -> list[bytes]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, kinds = 8, []
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kinds.append(data[pos + 4 : pos + 8])
        pos += 12 + length
    return kinds


def test_png_is_deterministic_and_has_no_metadata() -> None:
    image = Image.new("RGB", (64, 32), (10, 20, 30))
    image.putpixel((3, 3), (200, 100, 0))
    first, second = png.encode(image), png.encode(image.copy())
    assert first == second
    assert set(_chunks(first)) <= {b"IHDR", b"PLTE", b"tRNS", b"IDAT", b"IEND"}
    decoded = Image.open(io.BytesIO(first)).convert("RGB")
    assert decoded.getpixel((3, 3)) == (200, 100, 0)
    assert decoded.getpixel((0, 0)) == (10, 20, 30)


def test_render_images_gives_the_status_card_the_board_and_a_game_s_panels(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import engine
    from render.status_card import WIDTH

    game = engine.get("caravan")
    view = game.view(game.setup(2, None, 1), None)
    card, board = render.render_images("caravan", view, "en")
    assert Image.open(io.BytesIO(card)).width == WIDTH
    assert board == render.render_board("caravan", view, "en")
    assert render.render_images("caravan", view, "en", card=False) == [board]
    module = registry._module("caravan")
    monkeypatch.setattr(
        module, "render_panels", lambda v, locale: Image.new("RGB", (40, 20)), raising=False
    )
    three = render.render_images("caravan", view, "en")
    assert len(three) == 3
    assert Image.open(io.BytesIO(three[2])).size == (40, 20)


def test_fit_lines_shrinks_then_wraps_and_never_cuts() -> None:
    from render.text import fit_lines

    face, lines = fit_lines("Kashgar", 400, 40)
    assert lines == ("Kashgar",) and face.size == 40
    long = "Verwaltungsgebäude 2 · Militärwesen 3 · Constructio 1"
    face, lines = fit_lines(long, 260, 30, max_lines=3)
    assert all(face.getlength(line) <= 260 for line in lines)
    assert ELLIPSIS not in "".join(lines)
    assert "".join(lines).replace("-", "").replace(" ", "") == long.replace(" ", "")
    face, lines = fit_lines("Verwaltungsgebäude", 60, 30, max_lines=1)
    assert face.size == typeface.MIN_FONT_SIZE and len(lines) > 1
    assert ELLIPSIS not in "".join(lines)

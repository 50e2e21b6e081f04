"""Sections: a part drawn on its own small canvas equals the same part drawn in place."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

from engine.caravan.state import Camel
from render import palette, shapes, typeface
from render.canvas import Canvas, Section, sprite_canvas, stamp
from render.caravan import layout
from render.caravan.pieces import draw_pill, draw_pill_at

SIZE = (400, 900)
BOX = (40, 500, 360, 700)


def _scene(draw: ImageDraw.ImageDraw) -> None:
    """Every kind of call the boards make, in whole-image coordinates inside BOX."""
    draw.rounded_rectangle(
        (50, 510, 340, 690), radius=14, fill=palette.PANEL, outline=palette.INK, width=3
    )
    draw.polygon(
        [(80, 560), (120, 530), (160, 600)], fill=(200, 40, 40), outline=palette.INK, width=2
    )
    draw.ellipse((200, 540, 240, 580), fill=(40, 120, 200), outline=palette.INK, width=2)
    draw.line(((60, 650), (330, 660)), fill=palette.INK, width=3)
    draw.rectangle((250, 600, 300, 640), outline=palette.HIGHLIGHT, width=4)
    draw.text(
        (70, 620),
        "Zielstädte 12",
        font=typeface.font(typeface.SMALL),
        fill=palette.INK,
        anchor="lm",
    )
    shapes.marker(draw, "star", (300, 560), 16, (230, 200, 40))


def test_a_section_pasted_back_equals_drawing_on_the_whole_image() -> None:
    whole = Image.new("RGB", SIZE, palette.BACKGROUND)
    _scene(ImageDraw.Draw(whole))
    pieced = Image.new("RGB", SIZE, palette.BACKGROUND)
    section = Section(BOX, palette.BACKGROUND)
    _scene(section.draw)
    section.paste_into(pieced)
    assert pieced.tobytes() == whole.tobytes()


def test_a_section_from_a_layer_leaves_the_layer_alone() -> None:
    layer = Image.new("RGB", (BOX[2] - BOX[0], BOX[3] - BOX[1]), (10, 20, 30))
    before = layer.tobytes()
    section = Section.from_image(BOX, layer)
    section.draw.rectangle((BOX[0], BOX[1], BOX[0] + 9, BOX[1] + 9), fill=(255, 0, 0))
    assert layer.tobytes() == before
    assert section.image.getpixel((5, 5)) == (255, 0, 0)


def test_sprites_are_stamped_at_whole_image_positions_on_sections_only() -> None:
    sprite, draw = sprite_canvas(10, 10)
    draw.rectangle((0, 0, 9, 9), fill=(255, 0, 0, 255))
    section = Section(BOX, palette.BACKGROUND)
    stamp(section.draw, sprite, (BOX[0] + 20, BOX[1] + 30))
    assert section.image.getpixel((20, 30)) == (255, 0, 0)
    assert section.image.getpixel((19, 29)) == palette.BACKGROUND
    with pytest.raises(TypeError):
        stamp(ImageDraw.Draw(Image.new("RGB", SIZE)), sprite, (0, 0))


def test_a_stamped_cube_or_camel_equals_one_drawn_in_place() -> None:
    """Cubes and Caravan's camels are stamped from sprites on a canvas (Pillow's rounded
    rectangles on a whole image are slow): pixel for pixel what drawing them gives."""
    direct = Image.new("RGB", SIZE, palette.BACKGROUND)
    stamped = Image.new("RGB", SIZE, palette.BACKGROUND)
    plain, canvas = ImageDraw.Draw(direct), Canvas(stamped).draw
    for n, style in enumerate(palette.SEAT_STYLES[:4]):
        box = (20 + 60 * n, 30, 54 + 60 * n, 64)
        shapes.cube(plain, box, style.fill)  # a plain drawing object: drawn in place
        shapes.cube(canvas, box, style.fill)
        token = layout.token_at(20, 100 + 50 * n, layout.NORMAL)
        draw_pill_at(plain, (20, 100 + 50 * n), layout.NORMAL, style, n + 1)
        draw_pill(canvas, token, style, Camel(number=n + 1))
    assert stamped.tobytes() == direct.tobytes()
    assert direct.tobytes() != Image.new("RGB", SIZE, palette.BACKGROUND).tobytes()

"""The pieces drawn on the board, in the panels and in the legend alike: camels, goods,
demand markers and goods-space numbers. One drawing each, so the legend shows exactly
what the board shows."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.caravan.data import GOOD_COLOUR
from engine.caravan.state import Camel
from render import palette, shapes, typeface
from render.canvas import sprite_canvas, stamp
from render.caravan import layout, names
from render.palette import RGB, SeatStyle
from render.text import Box, centred

SAND: RGB = (238, 224, 190)
SAND_DARK: RGB = (224, 204, 160)

# Cube colours of the goods, by the colour names the engine gives them.
CUBE_COLOURS: dict[str, RGB] = {
    "grey": (150, 150, 150),
    "purple": (124, 68, 170),
    "green": (40, 140, 70),
    "pink": (240, 128, 186),
    "red": (204, 40, 40),
    "blue": (36, 84, 200),
    "white": (250, 250, 244),
    "brown": (128, 80, 40),
}
# Demand markers are gold coins, stacked: round and gold where the space number is a dark
# square, so the two numbers on a goods space differ in form and colour.
COIN: RGB = (236, 182, 40)
COIN_EDGE: RGB = (150, 104, 12)
SPACE_BADGE: RGB = (52, 40, 32)


def good_colour(good: str) -> RGB:
    return CUBE_COLOURS[GOOD_COLOUR[good]]  # type: ignore[index]


def stolen_cube(draw: ImageDraw.ImageDraw, box: Box, colour: RGB, margin: int) -> None:
    """A stolen good: the cube in its colour held in a dark sling under the camel. The
    dark sling (`margin` px wide) shows every good (white salt on sand too) and, with its
    place below the camel and its stripes, tells a stolen good from a carried one without
    relying on colour."""
    x0, y0, x1, y1 = box
    sling = (x0 - margin, y0 - margin, x1 + margin, y1 + margin)
    draw.rounded_rectangle(sling, radius=5, fill=palette.INK)
    draw.rounded_rectangle(box, radius=3, fill=colour, outline=(255, 255, 255), width=1)
    shapes.hatch(draw, (x0 + 2, y0 + 2, x1 - 2, y1 - 2), palette.readable_ink(colour), 10, 2)


def demand_coin(draw: ImageDraw.ImageDraw, centre: tuple[float, float], count: int) -> float:
    """A pile of demand markers: a stacked gold coin (a pill for two digits) with the
    count. Returns the coin's right edge."""
    cx, cy = centre
    face = typeface.font(typeface.SMALL, bold=True)
    half = max(15.0, face.getlength(str(count)) / 2 + 8)
    box = (round(cx - half), round(cy - 17), round(cx + half), round(cy + 13))
    under = (box[0], box[1] + 5, box[2], box[3] + 5)
    draw.rounded_rectangle(under, 15, fill=COIN_EDGE, outline=palette.INK, width=2)
    draw.rounded_rectangle(box, 15, fill=COIN, outline=palette.INK, width=2)
    centred(draw, (box[0], box[1], box[2], box[3] - 1), str(count), face, palette.INK)
    return box[2]


def space_badge(draw: ImageDraw.ImageDraw, box: Box, number: int) -> None:
    """A goods space's number: white on a dark square."""
    draw.rounded_rectangle(box, 5, fill=SPACE_BADGE)
    centred(
        draw,
        (box[0], box[1], box[2], box[3] - 1),
        str(number),
        typeface.font(typeface.SMALL, bold=True),
        palette.WHITE,
    )


def draw_goods(draw: ImageDraw.ImageDraw, token: layout.Token, camel: Camel) -> None:
    """A camel's good: a cube on top of it, or a stolen one in a sling under it."""
    if camel.good is None:
        return
    if camel.under:
        stolen_cube(draw, token.stolen, good_colour(camel.good), token.style.sling)
    else:
        shapes.cube(draw, token.carried, good_colour(camel.good))


def draw_pill(
    draw: ImageDraw.ImageDraw, token: layout.Token, style: SeatStyle, camel: Camel
) -> None:
    """A camel itself: a pill in the seat's colour with the seat's shape and its name.

    Stamped from a sprite: on the whole image Pillow's rounded rectangle builds a mask
    the size of the image, so a board of camels drew mostly masks."""
    stamp(draw, pill_sprite(token.style, style, camel.number), token.pill[:2])


@lru_cache(maxsize=128)
def pill_sprite(look: layout.TokenStyle, style: SeatStyle, number: int) -> Image.Image:
    """The pill of camel `number` of a seat drawn as `style`, at (0, 0) of its sprite."""
    sprite, draw = sprite_canvas(look.pill_w + 1, look.pill_h + 1)
    draw_pill_at(draw, (0, 0), look, style, number)
    return sprite


def draw_pill_at(
    draw: ImageDraw.ImageDraw,
    origin: tuple[int, int],
    look: layout.TokenStyle,
    style: SeatStyle,
    number: int,
) -> None:
    px0, py0 = origin
    px1, py1 = px0 + look.pill_w, py0 + look.pill_h
    radius = look.pill_h // 2 - 4
    draw.rounded_rectangle(
        (px0, py0, px1, py1), radius, fill=style.fill, outline=palette.INK, width=2
    )
    if style.ink == palette.WHITE:
        # A dark pill would merge with its ink outline; a light inner rim keeps its shape.
        draw.rounded_rectangle(
            (px0 + 2, py0 + 2, px1 - 2, py1 - 2), radius - 2, outline=(150, 150, 150), width=1
        )
    cy = (py0 + py1) / 2
    marker = (px0 + look.marker_x, cy)
    shapes.marker(draw, style.shape, marker, look.marker_r, style.ink, style.ink, 1)
    draw.text(
        (px0 + look.text_x, cy),
        names.camel_label(number),
        font=typeface.font(look.text_size, bold=True),
        fill=style.ink,
        anchor="lm",
    )


def draw_token(
    draw: ImageDraw.ImageDraw, token: layout.Token, style: SeatStyle, camel: Camel
) -> None:
    """One camel with its good, the good drawn first as on the board (see `board`)."""
    draw_goods(draw, token, camel)
    draw_pill(draw, token, style, camel)

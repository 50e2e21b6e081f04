"""Macao's own colours and small pieces: action cubes with their letters, goods tiles,
seat markers and headings.

Every cube carries its notation letter (R B G N V K), so colours never have to be told
apart by hue alone and the letters match what players type (`district C4 pay RGV`).
"""

from __future__ import annotations

import math
from functools import cache

from PIL import Image, ImageDraw

from engine.i18n import translate
from engine.macao.data import COLOURS, LETTERS, load
from render import chrome, palette, shapes, typeface
from render.canvas import Canvas
from render.macao.layout import HEADING
from render.palette import RGB, mix
from render.text import Box, centred, draw_text, fitted
from render.text import clear_caches as clear_text_caches

CUBE_COLOURS: dict[str, RGB] = {
    "red": (206, 44, 44),
    "blue": (38, 92, 208),
    "green": (40, 150, 70),
    "grey": (158, 158, 158),
    "violet": (138, 74, 188),
    "black": (44, 44, 44),
}
LETTER_OF = dict(zip(COLOURS, LETTERS, strict=True))
COLOUR_OF_LETTER = dict(zip(LETTERS, COLOURS, strict=True))

# Goods tiles: light, distinct tints, so a tile never looks like an action cube.
GOOD_FILLS: dict[str, RGB] = {
    "lacquer": (178, 64, 52),
    "rice": (244, 240, 226),
    "tea": (132, 170, 86),
    "jade": (86, 196, 164),
    "silk": (238, 176, 214),
    "paper": (232, 212, 150),
    "porcelain": (168, 202, 238),
    "spices": (228, 140, 48),
}
JOKER_FILL: RGB = (58, 46, 88)
GOLD: RGB = (226, 178, 38)
PP_FILL: RGB = (176, 30, 46)

SEA: RGB = (206, 226, 238)
SEA_DEEP: RGB = (120, 160, 190)
CITY_GROUND: RGB = (236, 222, 196)
DARK_DISTRICT: RGB = (186, 170, 150)
HEX_EDGE: RGB = (150, 124, 92)
RIDGE: RGB = (96, 70, 44)
WALL_STONE: RGB = (214, 200, 176)
WALL_EDGE: RGB = (150, 130, 100)

TYPE_COLOURS: dict[str, RGB] = {
    "office": (196, 150, 40),
    "building": (92, 128, 168),
    "person": (160, 96, 128),
}


LINE = 25  # line pitch of wrapped 22 px text


def clear_caches() -> None:
    """Forget every cached mask and sprite (tests use it to see every string drawn)."""
    clear_text_caches()
    for cached in (cube_sprite, good_sprite, joker_sprite, good_codes, chrome.marker_sprite):
        cached.cache_clear()


@cache
def cube_sprite(colour: str, size: int) -> Image.Image:
    """An action cube with its letter, drawn once per colour and size (pasting is ~50x
    faster than drawing the letter again, and a board shows a few hundred cubes)."""
    sprite = Image.new("RGBA", (size + 1, size + 1), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    fill = CUBE_COLOURS.get(colour, (200, 200, 200))
    shapes.cube(draw, (0, 0, size, size), fill)
    centred(
        draw,
        (0, 1, size, size + 1),
        LETTER_OF.get(colour, "?"),
        typeface.font(typeface.SMALL, bold=True),
        palette.readable_ink(fill),
    )
    return sprite


def cube(canvas: Canvas, xy: tuple[float, float], colour: str, size: int = 28) -> None:
    """An action cube of `colour` with its top-left corner at `xy`."""
    canvas.paste(cube_sprite(colour, size), xy)


def cost_cubes(canvas: Canvas, x: float, cy: float, letters: str, size: int = 28) -> float:
    """A card's or district's printed cost as a row of cubes; returns the right edge."""
    for letter in letters:
        cube(canvas, (x, cy - size / 2), COLOUR_OF_LETTER[letter], size)
        x += size + 3
    return x


@cache
def good_codes(locale: str) -> dict[str, str]:
    """Shortest distinct prefixes (at least 2 letters) of the goods' names in `locale`,
    of their letters only (a translation may bracket or quote a name)."""
    names = {
        good: "".join(ch for ch in translate(f"macao.good.{good}", locale) if ch.isalpha())
        for good in load().goods
    }
    for length in range(2, 12):
        codes = {good: name[:length] for good, name in names.items()}
        if len(set(codes.values())) == len(codes):
            return codes
    return names


@cache
def good_sprite(good: str, width: int, height: int, locale: str) -> Image.Image:
    """A goods tile: its tint and the short code of its name (the sea's legend names them)."""
    sprite = Image.new("RGBA", (width + 1, height + 1), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    fill = GOOD_FILLS.get(good, (220, 220, 220))
    draw.rounded_rectangle((0, 0, width, height), radius=6, fill=fill, outline=palette.INK, width=2)
    centred(
        draw,
        (0, 1, width, height + 1),
        good_codes(locale).get(good, good[:2]),
        typeface.font(typeface.SMALL, bold=True),
        palette.readable_ink(fill),
    )
    return sprite


def good_tile(canvas: Canvas, box: Box, good: str, locale: str) -> None:
    canvas.paste(good_sprite(good, box[2] - box[0], box[3] - box[1], locale), box[:2])


@cache
def joker_sprite(width: int, height: int) -> Image.Image:
    sprite = Image.new("RGBA", (width + 1, height + 1), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    draw.rounded_rectangle(
        (0, 0, width, height), radius=6, fill=JOKER_FILL, outline=palette.INK, width=2
    )
    centred(draw, (0, 1, width, height + 1), "★", typeface.font(typeface.SMALL, bold=True), GOLD)
    return sprite


def joker_tile(canvas: Canvas, box: Box) -> None:
    canvas.paste(joker_sprite(box[2] - box[0], box[3] - box[1]), box[:2])


def coin(draw: ImageDraw.ImageDraw, centre: tuple[float, float], radius: float) -> None:
    cx, cy = centre
    draw.ellipse(
        (cx - radius, cy - radius, cx + radius, cy + radius),
        fill=GOLD,
        outline=mix(GOLD, palette.INK, 0.5),
        width=2,
    )


# -- panel headings -----------------------------------------------------------------------


def heading(draw: ImageDraw.ImageDraw, box: Box, title: str) -> None:
    face = typeface.font(typeface.BODY, bold=True)
    draw_text(draw, (box[0] + 18, box[1] + HEADING / 2 + 2), title, face, palette.INK, "lm")


def heading_note(draw: ImageDraw.ImageDraw, box: Box, title: str, note: str) -> None:
    """A note at the right end of a heading line (drawn per board: it changes)."""
    if not note:
        return
    left = box[0] + 18 + typeface.font(typeface.BODY, bold=True).getlength(title) + 24
    fitted(
        draw,
        (box[2] - 18, box[1] + HEADING / 2 + 2),
        note,
        box[2] - 18 - left,
        typeface.SMALL,
        palette.MUTED_INK,
        "rm",
        pitch=LINE,
    )


# -- sprites of polygons ------------------------------------------------------------------
# Owned hexes are drawn once on a small transparent picture and pasted, like the seat
# markers (`render.chrome.seat_marker`, which says why).


@cache
def polygon_sprite(
    points: tuple[tuple[float, float], ...], fill: RGB, outline: RGB, width: int
) -> tuple[Image.Image, int, int]:
    """A filled, outlined polygon and the offset of the points' origin in the sprite."""
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    left, top = math.floor(min(xs)) - width, math.floor(min(ys)) - width
    w = math.ceil(max(xs)) + width - left + 1
    h = math.ceil(max(ys)) + width - top + 1
    sprite = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    ImageDraw.Draw(sprite).polygon(
        [(x - left, y - top) for x, y in points], fill=fill, outline=outline, width=width
    )
    return sprite, left, top


def polygon(
    canvas: Canvas,
    centre: tuple[float, float],
    points: list[tuple[float, float]],
    fill: RGB,
    outline: RGB,
    width: int,
) -> None:
    """A polygon given by `points` around `centre`, pasted from a sprite kept per shape."""
    cx, cy = round(centre[0]), round(centre[1])
    relative = tuple((round(x - cx, 2), round(y - cy, 2)) for x, y in points)
    sprite, left, top = polygon_sprite(relative, fill, outline, width)
    canvas.paste(sprite, (cx + left, cy + top))

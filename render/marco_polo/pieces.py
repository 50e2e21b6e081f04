"""Marco Polo's symbols drawn as small icons: coins, camels, goods, points, dice and rewards.

The engine writes resources and rewards as tokens (`coins:3`, `good`, `move`, ...); every
piece of the image that shows a cost or a reward goes through `item`, so a symbol looks
the same on the map, the action board, the contracts and the player panels. Goods differ
by shape as well as colour (cube, bolt, ingot), so no information is carried by colour alone.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.marco_polo.state import Die
from render import palette, shapes, typeface
from render.canvas import sprite_canvas, stamp
from render.palette import RGB, mix
from render.text import centred

ICON = 30  # icon box edge at full size (15 px at half scale)

COIN: RGB = (232, 178, 36)
COIN_EDGE: RGB = (150, 104, 10)
CAMEL: RGB = (178, 120, 58)
PEPPER: RGB = (176, 58, 40)
SILK: RGB = (128, 86, 200)
GOLD: RGB = (245, 206, 40)
POINTS: RGB = (46, 110, 60)
CONTRACT_PAPER: RGB = (250, 236, 200)
NEUTRAL_DIE: RGB = (170, 170, 170)
GOOD_COLOURS: dict[str, RGB] = {"pepper": PEPPER, "silk": SILK, "gold": GOLD}

Token = str


def split(token: Token) -> tuple[str, int]:
    """`coins:3` -> ("coins", 3); `move` -> ("move", 1) (the engine's token format)."""
    name, _, amount = token.partition(":")
    return name, int(amount) if amount else 1


def coin(
    draw: ImageDraw.ImageDraw, x: float, cy: float, amount: int | None, size: int = ICON
) -> float:
    """A coin with its value inside, like the printed symbol; returns its width."""
    text = "" if amount is None else str(amount)
    face = typeface.font(typeface.SMALL, bold=True)
    w = max(size + 4, face.getlength(text) + 12)
    r = size / 2 + 2
    draw.rounded_rectangle(
        (x, cy - r, x + w, cy + r), radius=r, fill=COIN, outline=COIN_EDGE, width=2
    )
    if text:
        centred(draw, (x, cy - r, x + w, cy + r - 1), text, face, palette.INK)
    return w


def camel(draw: ImageDraw.ImageDraw, x: float, cy: float, size: int = ICON) -> float:
    """A camel silhouette: body, hump, neck and head, four legs."""
    s = size
    top = cy - s / 2
    colour = CAMEL
    dark = mix(CAMEL, palette.INK, 0.5)
    for lx in (0.22, 0.34, 0.62, 0.74):
        draw.line((x + lx * s, top + 0.55 * s, x + lx * s, top + 0.98 * s), fill=dark, width=3)
    draw.ellipse((x + 0.1 * s, top + 0.36 * s, x + 0.84 * s, top + 0.7 * s), fill=colour)
    draw.ellipse((x + 0.26 * s, top + 0.14 * s, x + 0.62 * s, top + 0.56 * s), fill=colour)
    draw.polygon(
        [
            (x + 0.7 * s, top + 0.5 * s),
            (x + 0.84 * s, top + 0.14 * s),
            (x + 0.96 * s, top + 0.1 * s),
            (x + 1.0 * s, top + 0.24 * s),
            (x + 0.9 * s, top + 0.26 * s),
            (x + 0.84 * s, top + 0.56 * s),
        ],
        fill=colour,
    )
    return s


def good(draw: ImageDraw.ImageDraw, name: str, x: float, cy: float, size: int = ICON) -> float:
    """Pepper a cube, silk a bolt of cloth, gold an ingot: shape and colour both tell them apart."""
    colour = GOOD_COLOURS.get(name, (160, 160, 160))
    half = size / 2
    if name == "pepper":
        r = half * 0.8
        shapes.cube(
            draw, (round(x + half - r), round(cy - r), round(x + half + r), round(cy + r)), colour
        )
    elif name == "silk":
        box = (x + 1, cy - half * 0.62, x + size - 1, cy + half * 0.62)
        draw.rounded_rectangle(box, radius=half * 0.6, fill=colour, outline=palette.INK, width=2)
        for fx in (0.36, 0.64):
            draw.line(
                (x + fx * size, box[1] + 3, x + fx * size, box[3] - 3),
                fill=mix(colour, palette.WHITE, 0.5),
                width=2,
            )
    elif name == "gold":
        draw.polygon(
            [
                (x + size * 0.22, cy - half * 0.55),
                (x + size * 0.78, cy - half * 0.55),
                (x + size, cy + half * 0.6),
                (x, cy + half * 0.6),
            ],
            fill=colour,
            outline=palette.INK,
            width=2,
        )
    else:  # any good of the player's choice: the three goods overlapping
        small = size * 0.62
        good(draw, "pepper", x, cy + size * 0.14, round(small))
        good(draw, "gold", x + size * 0.38, cy + size * 0.14, round(small))
        good(draw, "silk", x + size * 0.2, cy - size * 0.2, round(small))
    return size


def points(
    draw: ImageDraw.ImageDraw, x: float, cy: float, amount: int | None, size: int = ICON
) -> float:
    """Victory points: a green laurel shield with the number inside."""
    text = "" if amount is None else str(amount)
    face = typeface.font(typeface.SMALL, bold=True)
    w = max(size + 2, face.getlength(text) + 12)
    r = size / 2 + 2
    draw.polygon(
        [
            (x, cy - r),
            (x + w, cy - r),
            (x + w, cy + r * 0.35),
            (x + w / 2, cy + r),
            (x, cy + r * 0.35),
        ],
        fill=POINTS,
        outline=palette.INK,
        width=2,
    )
    if text:
        centred(draw, (x, cy - r, x + w, cy + r * 0.5), text, face, palette.WHITE)
    return w


def die(
    draw: ImageDraw.ImageDraw, value: int, x: float, cy: float, fill: RGB, ink: RGB, size: int = 36
) -> float:
    """A die face showing its value as a digit (0 = not yet set, drawn as `?`)."""
    half = size / 2
    draw.rounded_rectangle(
        (x, cy - half, x + size, cy + half), radius=7, fill=fill, outline=palette.INK, width=2
    )
    if ink == palette.WHITE and fill != palette.BLACK:
        draw.rounded_rectangle(
            (x + 3, cy - half + 3, x + size - 3, cy + half - 3),
            radius=5,
            outline=(150, 150, 150),
            width=1,
        )
    face = typeface.font(typeface.BODY, bold=True)
    centred(draw, (x, cy - half, x + size, cy + half - 1), str(value) if value else "?", face, ink)
    return size


def die_colours(kind: str, seat: int) -> tuple[RGB, RGB]:
    """Fill and ink of a die: the seat's colour, black, white, or grey for a neutral die."""
    if kind == "b":
        return palette.BLACK, palette.WHITE
    if kind == "w":
        return palette.WHITE, palette.INK
    if seat < 0:
        return NEUTRAL_DIE, palette.INK
    style = palette.seat_style(seat)
    return style.fill, style.ink


def seat_die(
    draw: ImageDraw.ImageDraw, d: Die, seat: int, x: float, cy: float, size: int = 36
) -> float:
    """A die of a seat (or black, white, neutral), pasted from a picture drawn once."""
    stamp(draw, die_sprite(d.value, d.kind, seat, size), (x, cy - size / 2))
    return size


@lru_cache(maxsize=512)
def die_sprite(value: int, kind: str, seat: int, size: int) -> Image.Image:
    image, sprite = sprite_canvas(size + 1, size + 1)
    fill, ink = die_colours(kind, seat)
    die(sprite, value, 0, size / 2, fill, ink, size)
    return image


def black_die(draw: ImageDraw.ImageDraw, x: float, cy: float, size: int = ICON) -> float:
    """The black die reward: a black die showing a pip."""
    half = size / 2
    draw.rounded_rectangle(
        (x, cy - half, x + size, cy + half), radius=6, fill=palette.BLACK, outline=palette.INK
    )
    for px, py in ((0.3, 0.3), (0.7, 0.7), (0.5, 0.5)):
        draw.ellipse(
            (
                x + px * size - 3,
                cy - half + py * size - 3,
                x + px * size + 3,
                cy - half + py * size + 3,
            ),
            fill=palette.WHITE,
        )
    return size


def contract(draw: ImageDraw.ImageDraw, x: float, cy: float, size: int = ICON) -> float:
    """A contract from the special pile: a sheet of paper with writing lines."""
    w = size * 0.78
    half = size / 2
    draw.rectangle(
        (x, cy - half, x + w, cy + half), fill=CONTRACT_PAPER, outline=palette.INK, width=2
    )
    for fy in (0.3, 0.5, 0.7):
        draw.line(
            (x + 5, cy - half + fy * size, x + w - 5, cy - half + fy * size),
            fill=palette.MUTED_INK,
            width=2,
        )
    return w


def step(draw: ImageDraw.ImageDraw, x: float, cy: float, size: int = ICON) -> float:
    """Move one step: an arrow on a sand disc (the printed footprint symbol)."""
    half = size / 2
    draw.ellipse(
        (x, cy - half, x + size, cy + half), fill=(236, 220, 180), outline=palette.INK, width=2
    )
    draw.polygon(
        [
            (x + size * 0.22, cy - 3),
            (x + size * 0.55, cy - 3),
            (x + size * 0.55, cy - half * 0.6),
            (x + size * 0.85, cy),
            (x + size * 0.55, cy + half * 0.6),
            (x + size * 0.55, cy + 3),
            (x + size * 0.22, cy + 3),
        ],
        fill=palette.INK,
    )
    return size


def city_bonus(
    draw: ImageDraw.ImageDraw, x: float, cy: float, letter: str = "", size: int = ICON
) -> float:
    """A small-city bonus marker: a hexagon, with its letter when one is meant."""
    r = size / 2 + 1
    shapes.marker(draw, "hexagon", (x + r, cy), r, (214, 196, 150), palette.INK, 2)
    face = typeface.font(typeface.SMALL, bold=True)
    centred(draw, (x, cy - r, x + 2 * r, cy + r - 1), letter.upper() or "?", face, palette.INK)
    return 2 * r


def count(draw: ImageDraw.ImageDraw, x: float, cy: float, amount: int, bold: bool = True) -> float:
    """A small count after an icon (`3` after a camel); returns its width."""
    face = typeface.font(typeface.SMALL, bold=bold)
    text = str(amount)
    draw.text((x, cy), text, font=face, fill=palette.INK, anchor="lm")
    return face.getlength(text)


def item(draw: ImageDraw.ImageDraw, token: Token, x: float, cy: float, size: int = ICON) -> float:
    """Draw one engine token at (x, cy) (left, centre line); returns the width used."""
    name, amount = split(token)
    if name == "coins":
        return coin(draw, x, cy, amount, size)
    if name == "vp":
        return points(draw, x, cy, amount, size)
    if name == "black_die":
        return black_die(draw, x, cy, size)
    if name == "contract":
        return contract(draw, x, cy, size)
    if name == "move":
        used = step(draw, x, cy, size)
        return used if amount == 1 else used + 2 + count(draw, x + used + 2, cy, amount)
    if name in ("bonus", "other"):
        used = city_bonus(draw, x, cy, "", size)
        return used if amount == 1 else used + 2 + count(draw, x + used + 2, cy, amount)
    if name == "goods2":
        first = good(draw, "any", x, cy, size)
        second = good(draw, "any", x + first - 6, cy, size)
        return first - 6 + second
    if name == "camels":
        used = camel(draw, x, cy, size)
    else:  # a good, or "good" = any good of choice
        used = good(draw, name if name in GOOD_COLOURS else "any", x, cy, size)
    if amount != 1 or name == "camels":
        used += 2 + count(draw, x + used + 2, cy, amount)
    return used


def items(
    draw: ImageDraw.ImageDraw,
    tokens: tuple[str, ...] | list[str],
    x: float,
    cy: float,
    gap: int = 8,
    size: int = ICON,
) -> float:
    """Several tokens in a row; returns the total width."""
    start = x
    for index, token in enumerate(tokens):
        if index:
            x += gap
        x += item(draw, token, x, cy, size)
    return x - start


def arrow(draw: ImageDraw.ImageDraw, x: float, cy: float, width: int = 22) -> float:
    """The "becomes" arrow between a cost and its reward."""
    draw.line((x + 2, cy, x + width - 6, cy), fill=palette.INK, width=3)
    draw.polygon(
        [(x + width - 10, cy - 7), (x + width, cy), (x + width - 10, cy + 7)], fill=palette.INK
    )
    return width


_SCRATCH = ImageDraw.Draw(Image.new("RGB", (1, 1)))


def measure(tokens: tuple[str, ...] | list[str], gap: int = 8, size: int = ICON) -> float:
    """The width `items` would use, measured by drawing on a throw-away 1x1 image."""
    return items(_SCRATCH, tokens, 0, 0, gap, size)

"""Text on board images: fit a string to a box (shrink, wrap, or as a last resort cut)
and draw it, from cached glyph masks.

Names, numbers and the engine's labels are never cut, because a cut loses game
information: `fit_lines` shrinks them towards the 22 px floor and then wraps them, and
`block`, `top_block` and `fitted` draw what it decides. Only free text whose end may be
lost (a chart's title) goes through `fit`, which ends in an ellipsis.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from render.palette import RGB
from render.typeface import MIN_FONT_SIZE, Font, font

ELLIPSIS = "…"

Box = tuple[int, int, int, int]


def ellipsize(text: str, face: Font, max_width: float) -> str:
    """`text` cut with an ellipsis so it fits `max_width` (unchanged if it already fits)."""
    if face.getlength(text) <= max_width:
        return text
    low, high = 0, len(text)
    while low < high:
        middle = (low + high + 1) // 2
        if face.getlength(text[:middle].rstrip() + ELLIPSIS) <= max_width:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + ELLIPSIS if low else ELLIPSIS


def fit(
    text: str, max_width: float, size: int, bold: bool = False, min_size: int = MIN_FONT_SIZE
) -> tuple[Font, str]:
    """The largest font from `size` down to `min_size` that fits; below that, an ellipsis."""
    for candidate in range(size, max(min_size, MIN_FONT_SIZE) - 1, -1):
        face = font(candidate, bold)
        if face.getlength(text) <= max_width:
            return face, text
    face = font(max(min_size, MIN_FONT_SIZE), bold)
    return face, ellipsize(text, face, max_width)


@lru_cache(maxsize=4096)
def fit_lines(
    text: str, max_width: float, size: int, max_lines: int = 2, bold: bool = False
) -> tuple[Font, tuple[str, ...]]:
    """The largest font from `size` down to the 22 px floor at which `text` fits in
    `max_lines` lines of `max_width` without cutting anything; at the floor, as many
    lines as it needs. Never an ellipsis: for names and numbers a cut loses game
    information, so the layout must make room (the render tests check it does).
    Remembered: labels, names and counts repeat on every board."""
    for candidate in range(size, MIN_FONT_SIZE - 1, -1):
        face = font(candidate, bold)
        lines = wrap(text, face, max_width, max_lines=len(text) + 1)
        if len(lines) <= max_lines:
            return face, tuple(lines)
    face = font(MIN_FONT_SIZE, bold)
    return face, tuple(wrap(text, face, max_width, max_lines=len(text) + 1))


# Rendered text masks by (text, font, anchor). Boards repeat most of their strings
# (names, numbers, card names), and rasterising a string costs far more than stamping
# its mask; a mask depends only on its key, so the cache never changes a board's bytes.
_MASKS: dict[tuple[str, Font, str], tuple[Image.Image, int, int]] = {}
MASK_CACHE_LIMIT = 4096
# Tests that record every `ImageDraw.text` call where it lands turn the cache off.
MASK_CACHE = True


def draw_text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    face: Font,
    fill: RGB,
    anchor: str = "la",
) -> None:
    """Draw `text` like `ImageDraw.text` (whole-pixel position), from a cached mask."""
    if not MASK_CACHE:
        draw.text((round(xy[0]), round(xy[1])), text, font=face, fill=fill, anchor=anchor)
        return
    key = (text, face, anchor)
    entry = _MASKS.get(key)
    if entry is None:
        left, top, right, bottom = (int(v) for v in face.getbbox(text, anchor=anchor))
        mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
        ImageDraw.Draw(mask).text((-left, -top), text, fill=255, font=face, anchor=anchor)
        if len(_MASKS) >= MASK_CACHE_LIMIT:
            _MASKS.clear()
        entry = _MASKS[key] = (mask, left, top)
    mask, left, top = entry
    draw.bitmap((round(xy[0]) + left, round(xy[1]) + top), mask, fill=fill)


def clear_caches() -> None:
    """Forget every cached mask and fitting (tests use it to see every string drawn)."""
    _MASKS.clear()
    fit_lines.cache_clear()
    _widest.cache_clear()


def centred(draw: ImageDraw.ImageDraw, box: Box, text: str, face: Font, fill: RGB) -> None:
    """Draw `text` centred (both axes) in `box`."""
    draw_text(draw, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), text, face, fill, "mm")


def line_step(face: Font) -> int:
    """The distance between two wrapped lines of `face`."""
    return round(face.size * 1.2)


def draw_lines(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    lines: tuple[str, ...],
    face: Font,
    fill: RGB,
    anchor: str = "lm",
    pitch: float | None = None,
) -> None:
    """Lines from `xy` down, each `pitch` (by default `line_step`) below the one before."""
    step = line_step(face) if pitch is None else pitch
    for index, line in enumerate(lines):
        draw_text(draw, (xy[0], xy[1] + index * step), line, face, fill, anchor)


def fitted(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    max_width: float,
    size: int,
    fill: RGB,
    anchor: str = "lm",
    bold: bool = False,
    pitch: float | None = None,
) -> tuple[Font, tuple[str, ...]]:
    """Draw `text` at `xy` shrunk to one line of `max_width` (wrapped downwards at the
    floor); returns the font and the lines drawn."""
    face, lines = fit_lines(text, max_width, size, 1, bold)
    draw_lines(draw, xy, lines, face, fill, anchor, pitch)
    return face, lines


def block(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    max_width: float,
    size: int,
    fill: RGB,
    *,
    bold: bool = False,
    max_lines: int = 1,
    align: str = "l",
    pitch: float | None = None,
) -> tuple[Font, tuple[str, ...]]:
    """Draw `text` within `max_width`, its lines centred vertically on `xy[1]`.

    `align` is "l" (from x), "m" (centred on x) or "r" (ending at x). Returns the font
    and the lines drawn, so callers can place what follows.
    """
    face, lines = fit_lines(text, max_width, size, max_lines, bold)
    step = line_step(face) if pitch is None else pitch
    top = xy[1] - step * (len(lines) - 1) / 2
    draw_lines(draw, (xy[0], top), lines, face, fill, align + "m", step)
    return face, lines


def top_block(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    max_width: float,
    size: int,
    fill: RGB,
    *,
    bold: bool = False,
    max_lines: int = 2,
) -> float:
    """Draw `text` from the top left `xy` downwards; returns the y below its last line."""
    face, lines = fit_lines(text, max_width, size, max_lines, bold)
    draw_lines(draw, xy, lines, face, fill, "lt")
    return xy[1] + len(lines) * line_step(face)


def lines_of(text: str, max_width: float, size: int, bold: bool = False) -> int:
    """How many lines `top_block` (or `block` with one line asked) draws `text` in."""
    return len(fit_lines(text, max_width, size, 1, bold)[1])


def width_of(text: str, max_width: float, size: int, bold: bool = False) -> float:
    """How wide `block` draws `text` (its widest line)."""
    return _widest(text, max_width, size, bold)


@lru_cache(maxsize=4096)
def _widest(text: str, max_width: float, size: int, bold: bool) -> float:
    face, lines = fit_lines(text, max_width, size, 1, bold)
    return max(face.getlength(line) for line in lines)


def _split_word(word: str, face: Font, max_width: float) -> tuple[str, str]:
    """Break an over-long word (German compounds) with a hyphen.

    Prefers the last fitting cut between two consonants ("Edelstein-markt"), the usual
    syllable boundary, and falls back to the last fitting cut.
    """
    fitting = [
        cut for cut in range(len(word) - 2, 1, -1) if face.getlength(word[:cut] + "-") <= max_width
    ]
    if not fitting:
        return word, ""
    vowels = "aeiouäöüyAEIOUÄÖÜY"
    between_consonants = [
        cut
        for cut in fitting
        if cut >= 3
        and len(word) - cut >= 3
        and word[cut - 1].isalpha()
        and word[cut].isalpha()
        and word[cut - 1] not in vowels
        and word[cut] not in vowels
    ]
    cut = (between_consonants or fitting)[0]
    return word[:cut] + "-", word[cut:]


def wrap(text: str, face: Font, max_width: float, max_lines: int = 2) -> list[str]:
    """Break `text` into at most `max_lines` lines that fit; the last line is ellipsised."""
    lines: list[str] = []
    words = text.split()
    current = ""
    while words:
        word = words.pop(0)
        candidate = f"{current} {word}" if current else word
        if face.getlength(candidate) <= max_width:
            current = candidate
            continue
        if current:
            lines.append(current)
            current = ""
            words.insert(0, word)
        else:
            head, tail = _split_word(word, face, max_width)
            lines.append(head)
            if tail:
                words.insert(0, tail)
        if len(lines) == max_lines:
            break
    if current and len(lines) < max_lines:
        lines.append(current)
    elif words or current:
        rest = " ".join([current, *words]).strip() if current else " ".join(words)
        lines[-1] = ellipsize(f"{lines[-1]} {rest}".replace("- ", ""), face, max_width)
    return lines

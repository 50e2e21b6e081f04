"""Text helpers: fit a string into a width, draw it centred, measure it."""

from __future__ import annotations

from PIL import ImageDraw

from render.palette import RGB
from render.typeface import MIN_FONT_SIZE, Font, font

ELLIPSIS = "…"

Box = tuple[int, int, int, int]


def width(text: str, face: Font) -> float:
    return face.getlength(text)


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


def fit_lines(
    text: str, max_width: float, size: int, max_lines: int = 2, bold: bool = False
) -> tuple[Font, list[str]]:
    """The largest font from `size` down to the 22 px floor at which `text` fits in
    `max_lines` lines of `max_width` without cutting anything; at the floor, as many
    lines as it needs. Never an ellipsis: for names and numbers a cut loses game
    information, so the layout must make room (the render tests check it does)."""
    for candidate in range(size, MIN_FONT_SIZE - 1, -1):
        face = font(candidate, bold)
        lines = wrap(text, face, max_width, max_lines=len(text) + 1)
        if len(lines) <= max_lines:
            return face, lines
    face = font(MIN_FONT_SIZE, bold)
    return face, wrap(text, face, max_width, max_lines=len(text) + 1)


def line_step(face: Font) -> int:
    """The distance between two wrapped lines of `face`."""
    return round(face.size * 1.2)


def centred(draw: ImageDraw.ImageDraw, box: Box, text: str, face: Font, fill: RGB) -> None:
    """Draw `text` centred (both axes) in `box`."""
    x = (box[0] + box[2]) / 2
    y = (box[1] + box[3]) / 2
    draw.text((x, y), text, font=face, fill=fill, anchor="mm")


def fitted(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    max_width: float,
    size: int,
    fill: RGB,
    bold: bool = False,
    anchor: str = "lm",
) -> float:
    """Draw `text` at `xy` shrunk/ellipsised to `max_width`; return the drawn width."""
    face, shown = fit(text, max_width, size, bold)
    draw.text(xy, shown, font=face, fill=fill, anchor=anchor)
    return face.getlength(shown)


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

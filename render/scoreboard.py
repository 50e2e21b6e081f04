"""The score strip on top of a message's first image: whose turn it is and every
player's score, in type large enough to read in the chat's inline preview.

The board itself is drawn for a tap on the image; the strip is what a player reads
without one. Its type size comes from `render.preview`: the smallest size that previews
at 9 px on every screen of the model, for the image as it will be posted.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from render import chrome, palette, preview, typeface
from render.canvas import Canvas
from render.palette import SeatStyle
from render.text import wrap
from render.texts import label
from render.typeface import Font

MARGIN = 28
ITEM_GAP = 0.9  # between two items, in type sizes
MARKER = 0.36  # a seat marker's radius, in type sizes
MAX_ROWS = 4  # rows the strip may take with the players' names


@dataclass(frozen=True)
class ScoreEntry:
    """One seat in the strip: its style, name, score now and, while the score shown is
    not yet what the game's end will count, the score projected at the end."""

    style: SeatStyle
    name: str
    now: int
    at_end: int | None = None


@dataclass(frozen=True)
class Scoreboard:
    """What the strip says: "To move:" (or "Game over"), the seats the table waits for,
    and every seat's score. Each game's drawing module builds it (`scoreboard`)."""

    heading: str
    turn: Sequence[chrome.SeatLabel]
    entries: Sequence[ScoreEntry]


@dataclass(frozen=True)
class _Item:
    """A run of the strip that is never broken between rows: an optional marker, then
    its text (wrapped only if it is wider than the whole strip)."""

    style: SeatStyle | None
    text: str
    bold: bool


def score_text(entry: ScoreEntry, locale: str) -> str:
    """`8` or, for a projection, `8 (≈13)`."""
    if entry.at_end is None or entry.at_end == entry.now:
        return label("render.score.band", locale, now=entry.now)
    return label("render.score.band_projected", locale, now=entry.now, end=entry.at_end)


def _items(scoreboard: Scoreboard, locale: str, names: bool) -> list[_Item]:
    """The strip's runs; the scores with the players' names, or (where names would take
    more than `MAX_ROWS` rows) after the seat's marker alone, which the title bar and
    the panels name."""
    entries = scoreboard.entries
    items = [_Item(None, scoreboard.heading, False)]
    items += [_Item(seat.style, seat.name, True) for seat in scoreboard.turn]
    for entry in entries:
        score = score_text(entry, locale)
        items.append(_Item(entry.style, f"{entry.name} {score}" if names else score, False))
    if any(entry.at_end is not None and entry.at_end != entry.now for entry in entries):
        items.append(_Item(None, label("render.score.band_legend", locale), False))
    return items


def _width(item: _Item, face: Font) -> float:
    marker = 2.6 * MARKER * face.size if item.style is not None else 0
    return marker + face.getlength(item.text)


def _rows(items: list[_Item], size: int, width: float) -> list[list[tuple[_Item, list[str]]]]:
    """Items flowed into rows of `width`; each with its lines (one unless it alone is
    wider than a row)."""
    rows: list[list[tuple[_Item, list[str]]]] = [[]]
    used = 0.0
    gap = ITEM_GAP * size
    for item in items:
        face = typeface.font(size, item.bold)
        wide = _width(item, face)
        if rows[-1] and used + gap + wide > width:
            rows.append([])
            used = 0.0
        marker = wide - face.getlength(item.text)
        lines = wrap(item.text, face, width - marker, max_lines=len(item.text) + 1)
        rows[-1].append((item, lines))
        used += (gap if used else 0) + min(wide, width)
        if len(lines) > 1:
            rows.append([])
            used = 0.0
    return [row for row in rows if row]


def _height(rows: list[list[tuple[_Item, list[str]]]], size: int) -> int:
    lines = sum(max(len(lines) for _, lines in row) for row in rows)
    return round(lines * size * 1.25 + size * 0.5)


def with_scoreboard(
    board: Image.Image, scoreboard: Scoreboard, locale: str, images: int
) -> Image.Image:
    """`board` with the strip on top, for the first of `images` images of a message."""
    width = board.width
    height, size = 0, typeface.MIN_FONT_SIZE
    for _ in range(4):  # a taller image may preview smaller: settle the size
        needed = preview.legible_type((width, board.height + height), images)
        size = max(typeface.MIN_FONT_SIZE, needed)
        rows = _rows(_items(scoreboard, locale, True), size, width - 2 * MARGIN)
        if len(rows) > MAX_ROWS:
            rows = _rows(_items(scoreboard, locale, False), size, width - 2 * MARGIN)
        if _height(rows, size) == height:
            break
        height = _height(rows, size)
    image = Image.new("RGB", (width, board.height + height), palette.TITLE_BAR)
    image.paste(board, (0, height))
    _draw(Canvas(image).draw, rows, size)
    return image


def _draw(draw: ImageDraw.ImageDraw, rows: list[list[tuple[_Item, list[str]]]], size: int) -> None:
    step = size * 1.25
    y = size * 0.25 + step / 2
    for row in rows:
        x = float(MARGIN)
        for item, lines in row:
            face = typeface.font(size, item.bold)
            if item.style is not None:
                radius = MARKER * size
                chrome.seat_marker(draw, item.style, (x + radius * 1.3, y), radius, palette.WHITE)
                x += 2.6 * radius
            ink = palette.TITLE_INK if item.style is not None else palette.TITLE_MUTED
            for index, line in enumerate(lines):
                draw.text((x, y + index * step), line, font=face, fill=ink, anchor="lm")
            x += max(face.getlength(line) for line in lines) + ITEM_GAP * size
        y += step * max(len(lines) for _, lines in row)

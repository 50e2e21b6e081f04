"""The status card: a small image posted first in every board message, saying whose
turn it is and every player's score in type large enough to read in the chat's inline
preview.

The boards are 2000-2560 px wide and preview at about 200 px on a phone, so their own
type is read after a tap; the card is small, so type of ordinary size previews large
enough. Its type size comes from `render.preview`: the smallest size that previews at
9 px on every screen of the model, for the card as the first of the message's images.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from render import chrome, palette, preview, typeface
from render.canvas import Canvas
from render.palette import SeatStyle
from render.scoreboard import Scoreboard, ScoreEntry, in_order, note_text, score_text
from render.text import draw_text, wrap
from render.typeface import Font

WIDTH = 720
MARGIN = 24
PITCH = 1.3  # a line's height, in type sizes
PAD = 0.45  # above and below a part of the card, in type sizes
MARKER = 0.36  # a seat marker's radius, in type sizes
GAP = 0.5  # between a marker, a name and a score, in type sizes
SCORE = 1.25  # the score's type, in type sizes


@dataclass(frozen=True)
class _Item:
    """A run of the turn line that is never broken between rows: an optional marker,
    then its text (wrapped only if it is wider than the whole card)."""

    style: SeatStyle | None
    text: str
    bold: bool


Row = list[tuple[_Item, list[str]]]


def _lines(text: str, face: Font, width: float) -> list[str]:
    """`text` wrapped to `width` in as many lines as it needs: nothing is cut."""
    return wrap(text, face, width, max_lines=len(text) + 1) if text else []


def _marker_width(size: int) -> float:
    """A marker and the space after it."""
    return (2.6 * MARKER + GAP) * size


def _turn_rows(scoreboard: Scoreboard, size: int, width: float) -> list[Row]:
    """ "To move:" and every seat the table waits for, flowed into rows of `width`."""
    items = [_Item(None, scoreboard.heading, False)]
    items += [_Item(seat.style, seat.name, True) for seat in scoreboard.turn]
    rows: list[Row] = [[]]
    used = 0.0
    for item in items:
        face = typeface.font(size, item.bold)
        marker = _marker_width(size) if item.style is not None else 0
        wide = marker + face.getlength(item.text)
        if rows[-1] and used + GAP * size + wide > width:
            rows.append([])
            used = 0.0
        lines = _lines(item.text, face, width - marker)
        rows[-1].append((item, lines))
        used += (GAP * size if used else 0) + min(wide, width)
        if len(lines) > 1:
            rows.append([])
            used = 0.0
    return [row for row in rows if row]


@dataclass(frozen=True)
class _Layout:
    """Everything the card draws at one type size, and the heights it takes."""

    size: int
    title: list[str]
    info: list[str]
    turn: list[Row]
    entries: list[ScoreEntry]
    names: list[list[str]]
    notes: list[str | None]

    @property
    def step(self) -> float:
        return PITCH * self.size

    @property
    def title_height(self) -> float:
        return (len(self.title) + len(self.info) + 2 * PAD) * self.step

    @property
    def turn_height(self) -> float:
        lines = sum(max(len(lines) for _, lines in row) for row in self.turn)
        return (lines + 2 * PAD) * self.step

    def entry_height(self, index: int) -> float:
        lines = max(1, len(self.names[index])) + (self.notes[index] is not None)
        return (lines + 2 * PAD) * self.step

    @property
    def height(self) -> int:
        entries = sum(self.entry_height(i) for i in range(len(self.names)))
        return round(self.title_height + self.turn_height + entries + PAD * self.step)


def _score_column(entries: Sequence[ScoreEntry], size: int) -> float:
    face = typeface.font(round(SCORE * size), bold=True)
    return max((face.getlength(score_text(entry)) for entry in entries), default=0)


def _layout(scoreboard: Scoreboard, locale: str, size: int) -> _Layout:
    entries = in_order(scoreboard.entries)
    inner = WIDTH - 2 * MARGIN
    bold, regular = typeface.font(size, True), typeface.font(size)
    name_width = inner - _marker_width(size) - GAP * size
    name_width -= _score_column(scoreboard.entries, size)
    return _Layout(
        size,
        _lines(scoreboard.title, bold, inner),
        _lines(scoreboard.info, regular, inner),
        _turn_rows(scoreboard, size, inner),
        entries,
        [_lines(entry.name, bold, name_width) for entry in entries],
        [note_text(entry, locale) for entry in entries],
    )


def status_card(scoreboard: Scoreboard, locale: str, images: int) -> Image.Image:
    """The card, as the first of `images` images of a message."""
    size = typeface.MIN_FONT_SIZE
    height = 0
    for _ in range(4):  # a taller card may preview smaller: settle the size
        needed = preview.legible_type((WIDTH, max(1, height)), images)
        size = max(typeface.MIN_FONT_SIZE, needed)
        layout = _layout(scoreboard, locale, size)
        if layout.height == height:
            break
        height = layout.height
    image = Image.new("RGB", (WIDTH, layout.height), palette.PANEL)
    _draw(Canvas(image).draw, scoreboard, layout)
    return image


def _draw(draw: ImageDraw.ImageDraw, scoreboard: Scoreboard, layout: _Layout) -> None:
    size, step = layout.size, layout.step
    draw.rectangle((0, 0, WIDTH, layout.title_height), fill=palette.TITLE_BAR)
    y = PAD * step + step / 2
    bold, regular = typeface.font(size, True), typeface.font(size)
    for line in layout.title:
        draw_text(draw, (MARGIN, y), line, bold, palette.TITLE_INK, "lm")
        y += step
    for line in layout.info:
        draw_text(draw, (MARGIN, y), line, regular, palette.TITLE_MUTED, "lm")
        y += step
    top = layout.title_height
    draw.rectangle((0, top, WIDTH, top + layout.turn_height), fill=palette.PANEL_EMPHASIS)
    _draw_turn(draw, layout, top + PAD * step + step / 2)
    y = top + layout.turn_height
    draw.line((0, y, WIDTH, y), fill=palette.PANEL_EDGE, width=2)
    acting = {seat.style for seat in scoreboard.turn}
    for index, entry in enumerate(layout.entries):
        height = layout.entry_height(index)
        if entry.style in acting:
            draw.rectangle((0, y + 1, WIDTH, y + height), fill=palette.PANEL_EMPHASIS)
        _draw_entry(draw, layout, index, entry, y + PAD * step + step / 2)
        y += height
        draw.line((MARGIN, y, WIDTH - MARGIN, y), fill=palette.PANEL_EDGE, width=1)


def _draw_turn(draw: ImageDraw.ImageDraw, layout: _Layout, y: float) -> None:
    size, step = layout.size, layout.step
    for row in layout.turn:
        x = float(MARGIN)
        for item, lines in row:
            face = typeface.font(size, item.bold)
            if item.style is not None:
                radius = MARKER * size
                chrome.seat_marker(draw, item.style, (x + radius * 1.3, y), radius)
                x += _marker_width(size)
            ink = palette.INK if item.style is not None else palette.MUTED_INK
            for index, line in enumerate(lines):
                draw_text(draw, (x, y + index * step), line, face, ink, "lm")
            x += max(face.getlength(line) for line in lines) + GAP * size
        y += step * max(len(lines) for _, lines in row)


def _draw_entry(
    draw: ImageDraw.ImageDraw, layout: _Layout, index: int, entry: ScoreEntry, y: float
) -> None:
    """Marker, name (wrapped) and the score on its first line; the note (projection or
    place) under the score."""
    size, step = layout.size, layout.step
    radius = MARKER * size
    chrome.seat_marker(draw, entry.style, (MARGIN + radius * 1.3, y), radius)
    x = MARGIN + _marker_width(size)
    bold = typeface.font(size, True)
    for number, line in enumerate(layout.names[index]):
        draw_text(draw, (x, y + number * step), line, bold, palette.INK, "lm")
    right = WIDTH - MARGIN
    score = typeface.font(round(SCORE * size), True)
    draw_text(draw, (right, y), score_text(entry), score, palette.INK, "rm")
    note = layout.notes[index]
    if note is not None:
        below = y + max(1, len(layout.names[index])) * step
        draw_text(draw, (right, below), note, typeface.font(size), palette.MUTED_INK, "rm")

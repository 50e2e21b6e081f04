"""The tribute track (this round's gold price and prestige) and the six dice, with the
markers of the players who chose each die."""

from __future__ import annotations

from PIL import ImageDraw

from engine.macao.view import MacaoView
from render import chrome, palette, typeface
from render.canvas import Canvas
from render.macao import layout as layout
from render.macao import pieces as pieces
from render.macao.sea import ship_row
from render.palette import SeatStyle, mix
from render.text import Box, centred, draw_text
from render.texts import label

TRACK_ROWS = (("render.macao.gold", pieces.GOLD), ("render.macao.pp", pieces.PP_FILL))


def track_cell(row: int, value: int) -> Box:
    box = layout.TRIBUTE_BOX
    x_track = box[2] - 18 - 13 * layout.TRACK_CELL
    y0 = box[1] + layout.HEADING + 10 + row * (layout.TRACK_CELL + 8)
    x0 = x_track + value * layout.TRACK_CELL
    return (x0, y0, x0 + layout.TRACK_CELL - 3, y0 + layout.TRACK_CELL)


def base_tribute(draw: ImageDraw.ImageDraw, locale: str) -> None:
    box = layout.TRIBUTE_BOX
    chrome.panel(draw, box)
    pieces.heading(draw, box, label("render.macao.tribute", locale))
    face = typeface.font(typeface.SMALL, bold=True)
    for row, (key, _) in enumerate(TRACK_ROWS):
        first = track_cell(row, 0)
        draw_text(
            draw,
            (box[0] + 18, (first[1] + first[3]) / 2),
            label(key, locale),
            face,
            palette.INK,
            "lm",
        )
        for k in range(13):
            cell = track_cell(row, k)
            draw.rectangle(cell, fill=palette.WHITE, outline=palette.PANEL_EDGE, width=1)
            centred(draw, cell, str(k), face, palette.MUTED_INK)


def draw_tribute(canvas: Canvas, view: MacaoView, locale: str) -> None:
    draw = canvas.draw
    rate = label("render.macao.tribute_rate", locale, gold=view.tribute_gold, pp=view.tribute_pp)
    pieces.heading_note(draw, layout.TRIBUTE_BOX, label("render.macao.tribute", locale), rate)
    face = typeface.font(typeface.SMALL, bold=True)
    for row, ((_, fill), value) in enumerate(
        zip(TRACK_ROWS, (view.tribute_gold, view.tribute_pp), strict=True)
    ):
        if 0 <= value <= 12:
            cell = track_cell(row, value)
            draw.rectangle(cell, fill=fill, outline=palette.INK, width=2)
            centred(draw, cell, str(value), face, palette.readable_ink(fill))


def tribute_box() -> Box:
    """Both rows of the tribute track (the last-move frame for a tribute purchase)."""
    first, last = track_cell(0, 0), track_cell(1, 12)
    return (first[0] - 8, first[1] - 6, last[2] + 8, last[3] + 6)


def die_box(index: int) -> Box:
    box = layout.DICE_BOX
    step = (box[2] - box[0] - 36) / 6
    x0 = box[0] + 18 + index * step + (step - layout.DIE) / 2
    y0 = box[1] + layout.HEADING + 4
    return (round(x0), y0, round(x0) + layout.DIE, y0 + layout.DIE)


def draw_dice(canvas: Canvas, view: MacaoView, styles: list[SeatStyle], locale: str) -> None:
    """The six dice and, under each, the markers of the players who chose it."""
    draw = canvas.draw
    box = layout.DICE_BOX
    chrome.panel(draw, box)
    title = label("render.macao.dice", locale)
    pieces.heading(draw, box, title)
    unrolled = "" if view.dice else label("render.macao.dice_unrolled", locale)
    pieces.heading_note(draw, box, title, unrolled)
    face = typeface.font(typeface.LARGE, bold=True)
    for i, colour in enumerate(pieces.CUBE_COLOURS):
        db = die_box(i)
        fill = pieces.CUBE_COLOURS[colour]
        value = view.dice.get(colour)
        if value is None:
            draw.rounded_rectangle(
                db,
                radius=10,
                fill=mix(fill, palette.WHITE, 0.7),
                outline=palette.PANEL_EDGE,
                width=2,
            )
            centred(draw, db, pieces.LETTER_OF[colour], face, palette.MUTED_INK)
            continue
        draw.rounded_rectangle(db, radius=10, fill=fill, outline=palette.INK, width=2)
        centred(draw, db, str(value), face, palette.readable_ink(fill))
        choosers = [p.seat for p in view.players if p.dice and colour in p.dice]
        if choosers:
            ship_row(canvas, choosers, styles, (db[0] + db[2]) / 2, db[3] + 20, 10)

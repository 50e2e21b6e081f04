"""The legend: what each symbol on the board means, drawn with the board's own pieces."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PIL import ImageDraw

from engine.caravan.state import Camel
from render import palette, shapes, typeface
from render.caravan import layout
from render.caravan.pieces import SAND, demand_coin, draw_token, space_badge
from render.palette import SeatStyle
from render.texts import label

ICON_GAP = 10
ITEM_GAP = 30
ROW_GAP = 8
TEXT_ROW = 36
EXAMPLE_GOOD = "gems"

Icon = Callable[[ImageDraw.ImageDraw, float, float], None]


@dataclass(frozen=True)
class Item:
    """One legend entry: an icon of `width` x `height` px drawn by `icon`, then a text."""

    width: int
    height: int
    icon: Icon
    text: str


def camel_icon(style: SeatStyle, under: bool) -> Icon:
    def icon(draw: ImageDraw.ImageDraw, x: float, mid: float) -> None:
        # The pill and its good together are centred on the row.
        look = layout.NORMAL
        extra = look.below if under else look.reach
        top = round(mid - (look.pill_h + extra) / 2 + (0 if under else extra))
        camel = Camel(number=1, cell=0, good=EXAMPLE_GOOD, under=under)
        draw_token(draw, layout.token_at(round(x), top), style, camel)

    return icon


def coin_icon(draw: ImageDraw.ImageDraw, x: float, mid: float) -> None:
    demand_coin(draw, (x + 15, mid), 2)


def badge_icon(draw: ImageDraw.ImageDraw, x: float, mid: float) -> None:
    space_badge(draw, (round(x), round(mid - 14), round(x) + 28, round(mid + 14)), 3)


def star_icon(draw: ImageDraw.ImageDraw, x: float, mid: float) -> None:
    shapes.marker(draw, "star", (x + 12, mid), 11, palette.PANEL, palette.INK, 2)


def frame_icon(role: str) -> Icon:
    def icon(draw: ImageDraw.ImageDraw, x: float, mid: float) -> None:
        box = (round(x), round(mid - 15), round(x) + 30, round(mid + 15))
        draw.rectangle(box, fill=SAND)
        if role == "from":
            shapes.dashed_rectangle(draw, box, palette.HIGHLIGHT, 4, dash=8, gap=6)
        else:
            draw.rectangle(box, outline=palette.HIGHLIGHT, width=4)

    return icon


def items(style: SeatStyle, locale: str) -> list[Item]:
    pill_w = layout.NORMAL.pill_w
    look = layout.NORMAL
    return [
        Item(
            pill_w,
            look.pill_h + look.reach,
            camel_icon(style, False),
            label("render.caravan.legend.carried", locale),
        ),
        Item(
            pill_w,
            look.pill_h + look.below,
            camel_icon(style, True),
            label("render.caravan.legend.stolen", locale),
        ),
        Item(30, TEXT_ROW, coin_icon, label("render.caravan.legend.demand", locale)),
        Item(28, TEXT_ROW, badge_icon, label("render.caravan.legend.space", locale)),
        Item(24, TEXT_ROW, star_icon, label("render.caravan.legend.rare", locale)),
        Item(30, TEXT_ROW, frame_icon("from"), label("render.caravan.legend.from", locale)),
        Item(30, TEXT_ROW, frame_icon("to"), label("render.caravan.legend.to", locale)),
    ]


def rows_of(entries: list[Item], width: float) -> list[list[Item]]:
    """The entries flowed into rows that fit `width`, in order."""
    face = typeface.font(typeface.SMALL)
    rows: list[list[Item]] = [[]]
    used = 0.0
    for item in entries:
        needed = item.width + ICON_GAP + face.getlength(item.text)
        if rows[-1] and used + ITEM_GAP + needed > width:
            rows.append([])
            used = 0.0
        used += (ITEM_GAP if rows[-1] else 0) + needed
        rows[-1].append(item)
    return rows


def draw_legend(draw: ImageDraw.ImageDraw, num_seats: int, style: SeatStyle, locale: str) -> None:
    """The symbols in rows under the panels, spread over the legend's height."""
    x0, y0, x1, y1 = layout.legend_box(num_seats)
    x0 += 8
    face = typeface.font(typeface.SMALL)
    rows = rows_of(items(style, locale), x1 - x0)
    heights = [max(item.height for item in row) for row in rows]
    spare = (y1 - y0) - sum(heights)
    gap = spare / (len(rows) + 1)
    y = y0 + gap
    for row, height in zip(rows, heights, strict=True):
        mid = y + height / 2
        x = float(x0)
        for item in row:
            item.icon(draw, x, mid)
            x += item.width + ICON_GAP
            draw.text((x, mid), item.text, font=face, fill=palette.MUTED_INK, anchor="lm")
            x += face.getlength(item.text) + ITEM_GAP
        y += height + gap

"""The city and its wall: hexes with names, costs, tiles and owners; wall spaces with
their stacked discs, and the turn order they give, with every player's name."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from PIL import ImageDraw

from engine.macao.view import MacaoView
from render import chrome, palette, typeface
from render.canvas import Canvas
from render.macao import layout as layout
from render.macao import pieces as pieces
from render.palette import SeatStyle, mix
from render.text import centred, draw_text
from render.texts import label
from render.typeface import Font

# (id, pos, cost, dark, neighbours) per district: what the printed city depends on.
PrintedCity = tuple[tuple[str, tuple[float, float], str, bool, tuple[str, ...]], ...]


def shared_edge(
    a: tuple[float, float], b: tuple[float, float]
) -> tuple[tuple[float, float], tuple[float, float]]:
    """The border segment between two touching hexes (perpendicular to their centres)."""
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy)
    half = layout.HEX_H / 4  # half a side of the hex
    px, py = -dy / length * half, dx / length * half
    return (mx - px, my - py), (mx + px, my + py)


@cache
def barriers(city: PrintedCity) -> list[tuple[str, str]]:
    """Hexes that touch on the map but do not share a border: the ridge and the inlet."""
    found = []
    for a_id, a_pos, _, _, a_neighbours in city:
        for b_id, b_pos, _, _, _ in city:
            if a_id >= b_id or b_id in a_neighbours:
                continue
            dx = (a_pos[0] - b_pos[0]) * layout.HEX_W
            dy = (a_pos[1] - b_pos[1]) / 0.866 * layout.HEX_ROW_STEP
            if math.hypot(dx, dy) < layout.HEX_W * 1.05:
                found.append((a_id, b_id))
    return found


def hex_fill(dark: bool, owner: int | None, styles: list[SeatStyle]) -> tuple[int, int, int]:
    if owner is not None:
        return mix(styles[owner].fill, palette.WHITE, 0.55)
    return pieces.DARK_DISTRICT if dark else palette.PANEL


def hex_label(draw: ImageDraw.ImageDraw, district: str, centre: tuple[float, float]) -> None:
    face = typeface.font(typeface.BODY, bold=True)
    draw_text(draw, (centre[0], centre[1] - 48), district, face, palette.INK, "mm")


TILE_W, TILE_H = 58, 36


def tile_box(centre: tuple[float, float]) -> tuple[int, int, int, int]:
    """Where a district's goods tile or joker lies, between its name and its cost."""
    cx, cy = centre
    return (round(cx - TILE_W / 2), round(cy - 26), round(cx + TILE_W / 2), round(cy - 26 + TILE_H))


def ridges(draw: ImageDraw.ImageDraw, city: PrintedCity) -> None:
    centres = {district: layout.hex_centre(pos) for district, pos, _, _, _ in city}
    for a, b in barriers(city):
        start, end = shared_edge(centres[a], centres[b])
        draw.line((start, end), fill=pieces.RIDGE, width=9)


def base_city(canvas: Canvas, city: PrintedCity, locale: str) -> None:
    """Hexes with their names and printed costs, and the closed borders."""
    draw = canvas.draw
    chrome.panel(draw, layout.CITY_BOX)
    pieces.heading(draw, layout.CITY_BOX, label("render.macao.city", locale))
    for district, pos, cost, dark, _ in city:
        centre = layout.hex_centre(pos)
        draw.polygon(
            layout.hex_points(centre, 2),
            fill=hex_fill(dark, None, []),
            outline=pieces.HEX_EDGE,
            width=2,
        )
        hex_label(draw, district, centre)
        size = 26
        width = len(cost) * (size + 3) - 3
        pieces.cost_cubes(canvas, centre[0] - width / 2, centre[1] + 36, cost, size)
    ridges(draw, city)


def draw_city(canvas: Canvas, view: MacaoView, styles: list[SeatStyle], locale: str) -> None:
    """Tiles on untaken districts; owned districts in the owner's tint with their marker."""
    draw = canvas.draw
    for d in view.city:
        centre = layout.hex_centre(d.pos)
        if d.owner is not None:
            fill = hex_fill(d.dark, d.owner, styles)
            points = layout.hex_points(centre, 2)
            pieces.polygon(canvas, centre, points, fill, pieces.HEX_EDGE, 2)
            hex_label(draw, d.id, centre)
            chrome.seat_marker(canvas.draw, styles[d.owner], (centre[0], centre[1] + 10), 28)
        elif d.tile == "joker":
            pieces.joker_tile(canvas, tile_box(centre))
        elif d.tile is not None:
            pieces.good_tile(canvas, tile_box(centre), d.tile, locale)
    # Closed borders are redrawn on top of any owner tint.
    if any(d.owner is not None for d in view.city):
        ridges(draw, printed_city(view))


def printed_city(view: MacaoView) -> PrintedCity:
    return tuple((d.id, d.pos, d.cost, d.dark, tuple(d.neighbors)) for d in view.city)


# -- wall -------------------------------------------------------------------------------


def base_wall(draw: ImageDraw.ImageDraw, locale: str) -> None:
    chrome.panel(draw, layout.WALL_BOX)
    pieces.heading(draw, layout.WALL_BOX, label("render.macao.wall", locale))
    face = typeface.font(typeface.SMALL, bold=True)
    for space in range(layout.WALL_SPACES):
        box = layout.wall_space_box(space)
        draw.rectangle(box, fill=pieces.WALL_STONE, outline=pieces.WALL_EDGE, width=2)
        x0, y0, x1, _ = box
        centred(
            draw,
            (x0, y0 + 2, x1, y0 + layout.WALL_LABEL - 2),
            "→ 0" if space == 0 else str(space),
            face,
            palette.MUTED_INK,
        )


def draw_wall(canvas: Canvas, view: MacaoView, styles: list[SeatStyle]) -> None:
    """The discs, top of each stack first, and the turn order they give."""
    for stack in view.wall:
        for i, seat in enumerate(stack.seats):
            chrome.seat_marker(
                canvas.draw, styles[seat], layout.disc_centre(stack.space, i), layout.DISC_R
            )
    draw_turn_order(canvas, view, styles)


@dataclass(frozen=True)
class TurnOrder:
    """The turn-order list as drawn: its font, line pitch and (x, y, place, seat) entries."""

    bold: Font
    pitch: int
    entries: tuple[tuple[float, float, int, int], ...]


def turn_order(view: MacaoView) -> TurnOrder:
    """`1. ● Anna  2. ■ Bartholomäus …` under the wall (its heading says "turn order"),
    wrapping between players, at the largest size (24 or 22 px) whose lines fit; names
    are never cut."""
    x0, y0, x1, y1 = layout.turn_order_box()
    for size in (typeface.BODY, typeface.SMALL):
        bold = typeface.font(size, bold=True)
        pitch = size + 3
        x, y = x0, y0 + pitch / 2
        entries = []
        for place, seat in enumerate(view.order, start=1):
            width = bold.getlength(f"{place}.") + 44 + bold.getlength(view.seat_name(seat))
            if x > x0 and x + width > x1:
                x, y = x0, y + pitch
            entries.append((x, y, place, seat))
            x += width + 32
        if y + pitch / 2 <= y1:
            break
    return TurnOrder(bold, pitch, tuple(entries))


def draw_turn_order(canvas: Canvas, view: MacaoView, styles: list[SeatStyle]) -> None:
    order = turn_order(view)
    for x, y, place, seat in order.entries:
        number = f"{place}."
        draw_text(canvas.draw, (x, y), number, order.bold, palette.INK, "lm")
        x += order.bold.getlength(number) + 22
        chrome.seat_marker(canvas.draw, styles[seat], (x, y), 12)
        draw_text(canvas.draw, (x + 22, y), view.seat_name(seat), order.bold, palette.INK, "lm")

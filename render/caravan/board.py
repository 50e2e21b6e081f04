"""The 7x7 board: cities, goods spaces with their goods and demand, camels, last move."""

from __future__ import annotations

from functools import lru_cache

from PIL import ImageDraw

from engine.caravan.data import CITY_AT_CELL, COLUMNS, SIZE, is_rare
from engine.caravan.state import Camel, GoodsSpace, LastAction
from engine.caravan.view import CaravanView
from engine.i18n import translate
from render import palette, shapes, typeface
from render.caravan import layout
from render.caravan.pieces import (
    SAND,
    SAND_DARK,
    demand_coin,
    draw_goods,
    draw_pill,
    good_colour,
    space_badge,
)
from render.palette import RGB, SeatStyle, mix
from render.text import Box, centred, fit_lines

GRID: RGB = (196, 172, 128)
BOARD_EDGE: RGB = (120, 92, 60)

BOARD = (layout.BOARD_X, layout.BOARD_Y, layout.BOARD_RIGHT, layout.BOARD_BOTTOM)
SPACE_HEADER = 42
BADGE = 28
# A city's name sits on a ribbon in the city's colour across the top of its cell.
RIBBON_INSET = 3
RIBBON_LINE = 26


@lru_cache(maxsize=64)
def city_lines(good: str, locale: str) -> tuple[str, ...]:
    """The city's name, wrapped to the ribbon (never cut). Cached: every board measures
    the same sixteen names."""
    name = translate(f"caravan.city.{good}", locale)
    width = layout.CELL - 2 * RIBBON_INSET - 8
    return tuple(fit_lines(name, width, typeface.SMALL, max_lines=1)[1])


def ribbon_height(lines: int) -> int:
    return RIBBON_LINE * lines + 4


def header_height(view: CaravanView, index: int, locale: str) -> int:
    """Height of the cell's label band (city name or goods space), above the camels."""
    good = CITY_AT_CELL.get(index)
    if good is not None:
        return RIBBON_INSET + ribbon_height(len(city_lines(good, locale))) + 1
    if any(space.cell == index for space in view.spaces):
        return SPACE_HEADER
    return 6


def camels_by_cell(view: CaravanView) -> dict[int, list[tuple[int, Camel]]]:
    """Every camel on the board, grouped by cell, in seat then camel order."""
    cells: dict[int, list[tuple[int, Camel]]] = {}
    for seat, player in enumerate(view.players):
        for camel in player.camels:
            if camel.cell is not None:
                cells.setdefault(camel.cell, []).append((seat, camel))
    return cells


def load(camel: Camel) -> layout.Load:
    if camel.good is None:
        return ""
    return "under" if camel.under else "top"


def draw_coordinates(draw: ImageDraw.ImageDraw) -> None:
    """Column letters above and row numbers left of the board: the notation's cell names."""
    face = typeface.font(typeface.BODY, bold=True)
    for col in range(SIZE):
        x0 = layout.BOARD_X + col * layout.CELL
        box = (x0, layout.TOP, x0 + layout.CELL, layout.BOARD_Y - 4)
        centred(draw, box, COLUMNS[col], face, palette.MUTED_INK)
    for row in range(SIZE):
        y0 = layout.BOARD_Y + row * layout.CELL
        box = (layout.MARGIN, y0, layout.BOARD_X - 4, y0 + layout.CELL)
        centred(draw, box, str(row + 1), face, palette.MUTED_INK)


def draw_city(draw: ImageDraw.ImageDraw, box: Box, good: str, locale: str) -> None:
    """A tinted cell framed in the good's colour, its name on a ribbon of that colour."""
    colour = good_colour(good)
    edge = mix(colour, palette.INK, 0.45)
    draw.rectangle(box, fill=mix(colour, SAND, 0.62))
    x0, y0, x1, y1 = box
    inset = RIBBON_INSET
    frame = (x0 + inset, y0 + inset, x1 - inset, y1 - inset)
    draw.rectangle(frame, outline=colour, width=5)
    lines = city_lines(good, locale)
    ribbon = (frame[0], frame[1], frame[2], frame[1] + ribbon_height(len(lines)))
    draw.rectangle(ribbon, fill=colour)
    draw.rectangle(frame, outline=edge, width=1)
    draw.line((ribbon[0], ribbon[3], ribbon[2], ribbon[3]), fill=edge, width=1)
    face = typeface.font(typeface.SMALL)
    ink = palette.readable_ink(colour)
    for i, line in enumerate(lines):
        top = ribbon[1] + 2 + RIBBON_LINE * i
        centred(draw, (x0, top, x1, top + RIBBON_LINE), line, face, ink)
    if is_rare(good):
        # Rare cities (6 points) carry a star in the corner, so rarity is not colour alone.
        shapes.marker(draw, "star", (x1 - 20, y1 - 20), 10, colour, palette.INK, 2)


def space_parts(box: Box) -> tuple[Box, Box, tuple[float, float]]:
    """Where a goods space shows its number badge, its good and its demand coin."""
    x0, y0, x1, _ = box
    top = y0 + 7
    badge = (x0 + 7, top, x0 + 7 + BADGE, top + BADGE)
    cube = (x0 + 15 + BADGE, top, x0 + 15 + 2 * BADGE, top + BADGE)
    return badge, cube, (x1 - 28, top + BADGE / 2 + 2)


def draw_space(draw: ImageDraw.ImageDraw, box: Box, space: GoodsSpace) -> None:
    """Number badge, the good waiting there (if any) and its pile of demand markers."""
    draw.rectangle(box, fill=SAND_DARK)
    badge, cube, coin = space_parts(box)
    space_badge(draw, badge, space.number)
    if space.good is not None:
        shapes.cube(draw, cube, good_colour(space.good))
    if space.demand:
        demand_coin(draw, coin, space.demand)


def draw_last_move(draw: ImageDraw.ImageDraw, last: LastAction | None) -> None:
    """Source cell dashed, destination cell solid (see `shapes.last_move`)."""
    if last is None:
        return
    inset = shapes.HIGHLIGHT_WIDTH // 2 + 1
    for cell, role in ((last.from_cell, "from"), (last.to_cell, "to")):
        if cell is None or (role == "from" and cell == last.to_cell):
            continue
        x0, y0, x1, y1 = layout.cell_box(cell)
        shapes.last_move(draw, (x0 + inset, y0 + inset, x1 - inset, y1 - inset), role)


def draw_printed_board(draw: ImageDraw.ImageDraw, locale: str) -> None:
    """What every board shows alike: the coordinates, the sand, the cities and the grid
    (part of the image's base layer, see `drawing.base_layer`)."""
    draw_coordinates(draw)
    draw.rectangle(BOARD, fill=SAND)
    for index, good in CITY_AT_CELL.items():
        draw_city(draw, layout.cell_box(index), good, locale)
    draw_grid(draw)


def draw_grid(draw: ImageDraw.ImageDraw) -> None:
    for k in range(SIZE + 1):
        x = layout.BOARD_X + k * layout.CELL
        y = layout.BOARD_Y + k * layout.CELL
        draw.line((x, BOARD[1], x, BOARD[3]), fill=GRID, width=2)
        draw.line((BOARD[0], y, BOARD[2], y), fill=GRID, width=2)


def draw_board(
    draw: ImageDraw.ImageDraw, view: CaravanView, styles: list[SeatStyle], locale: str
) -> None:
    """The goods spaces, the last move and the camels on the printed board (`draw`'s
    image starts from the base layer)."""
    for space in view.spaces:
        draw_space(draw, layout.cell_box(space.cell), space)
    draw_grid(draw)  # over the spaces' edges, as on the printed board
    draw_last_move(draw, view.last_action)
    for index, present in sorted(camels_by_cell(view).items()):
        header = header_height(view, index, locale)
        loads = [load(camel) for _, camel in present]
        slots = layout.tokens(layout.cell_box(index), header, loads)
        # Goods first, then the camels from the top row down: where a crowded cell
        # overlaps its rows, a lower row may hide goods above it but never a name.
        placed = list(zip(slots, present, strict=True))
        for token, (_, camel) in placed:
            draw_goods(draw, token, camel)
        for token, (seat, camel) in placed:
            draw_pill(draw, token, styles[seat], camel)
    draw.rectangle(
        (BOARD[0] - 4, BOARD[1] - 4, BOARD[2] + 4, BOARD[3] + 4), outline=BOARD_EDGE, width=4
    )

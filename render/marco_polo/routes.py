"""Routes on the Marco Polo map: their lines and, where a route costs extra, a plate with
its camels or coins, placed clear of every location and of the other plates."""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import ImageDraw

from engine.marco_polo.data import LOCATIONS, ROUTES
from render import palette, typeface
from render.marco_polo import layout as layout
from render.marco_polo import pieces as pieces
from render.palette import RGB
from render.text import Box

ROUTE: RGB = (132, 96, 58)


def route_ends(a: str, b: str) -> tuple[tuple[float, float], tuple[float, float]]:
    ca, cb = layout.centre(a), layout.centre(b)
    return layout.edge_point(a, cb), layout.edge_point(b, ca)


def route_midpoint(a: str, b: str) -> tuple[float, float]:
    (x0, y0), (x1, y1) = route_ends(a, b)
    return (x0 + x1) / 2, (y0 + y1) / 2


PLATE_HALF_H = 21


def plate_width(camels: int, coins: int) -> float:
    """Width of a route's cost plate: a camel and its count, or a coin with its value."""
    face = typeface.font(typeface.SMALL, bold=True)
    if camels:
        return pieces.ICON + 4 + face.getlength(str(camels)) + 12
    return max(pieces.ICON + 4, face.getlength(str(coins)) + 12) + 8


def plate_box(at: tuple[float, float], camels: int, coins: int) -> Box:
    x, y = at
    half = plate_width(camels, coins) / 2
    return (round(x - half), round(y - PLATE_HALF_H), round(x + half), round(y + PLATE_HALF_H))


def _overlaps(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


SPOTS = [(t, offset) for offset in (0, 30, -30, 45, -45, 60, -60) for t in (0.5, 0.35, 0.65)]


@lru_cache(maxsize=64)
def cost_label_at(a: str, b: str) -> tuple[float, float]:
    """Where a route's cost label goes: the middle of the visible line if it is free there,
    else the nearest spot along or beside the line clear of every location and of the
    labels placed before it (routes in the printed order, so always the same spot)."""
    (x0, y0), (x1, y1) = route_ends(a, b)
    length = math.hypot(x1 - x0, y1 - y0) or 1.0
    nx, ny = -(y1 - y0) / length, (x1 - x0) / length  # unit normal
    taken = [layout.location_box(loc) for loc in LOCATIONS]
    own = None
    for route in ROUTES:
        if (route.a, route.b) == (a, b):
            own = route
            break
        if route.camels or route.coins:
            at = cost_label_at(route.a, route.b)
            taken.append(plate_box(at, route.camels, route.coins))
    camels, coins = (own.camels, own.coins) if own is not None else (0, 1)
    edge = layout.MAP_BOX
    for t, offset in SPOTS:
        at = (x0 + (x1 - x0) * t + nx * offset, y0 + (y1 - y0) * t + ny * offset)
        box = plate_box(at, camels, coins)
        inside = edge[0] < box[0] and box[2] < edge[2] and edge[1] < box[1] and box[3] < edge[3]
        if inside and not any(_overlaps(box, other) for other in taken):
            return at
    return ((x0 + x1) / 2, (y0 + y1) / 2)


def draw_routes(draw: ImageDraw.ImageDraw) -> None:
    for route in ROUTES:
        start, end = route_ends(route.a, route.b)
        draw.line((start, end), fill=ROUTE, width=6)
    for route in ROUTES:
        if route.camels or route.coins:
            draw_route_cost(draw, cost_label_at(route.a, route.b), route.camels, route.coins)


def draw_route_cost(
    draw: ImageDraw.ImageDraw, at: tuple[float, float], camels: int, coins: int
) -> None:
    """The extra cost on a route: a label with camels or a coin, on a light plate."""
    cx, cy = at
    w = plate_width(camels, coins)
    box = (cx - w / 2, cy - PLATE_HALF_H, cx + w / 2, cy + PLATE_HALF_H)
    draw.rounded_rectangle(box, radius=10, fill=palette.PANEL, outline=ROUTE, width=2)
    if camels:
        x = box[0] + 6
        x += pieces.camel(draw, x, cy)
        pieces.count(draw, x + 4, cy, camels)
    else:
        pieces.coin(draw, box[0] + 4, cy, coins)

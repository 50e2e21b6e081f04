"""The Marco Polo map: cities with their cards and bonuses, posts, figures and journeys."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise

from PIL import Image, ImageDraw

from engine.i18n import translate
from engine.marco_polo.data import (
    BEIJING_POINTS,
    CITY_BONUSES,
    LOCATION_NAMES,
    LOCATIONS,
    OFFICE_BONUSES,
    ROUTES,
    CityCard,
    slot_city,
)
from engine.marco_polo.view import MarcoPoloView
from render import chrome, palette, shapes, typeface
from render.canvas import Section
from render.marco_polo import layout as layout
from render.marco_polo import pieces as pieces
from render.marco_polo.routes import ROUTE, cost_label_at, draw_route_cost, draw_routes, route_ends
from render.palette import RGB, mix
from render.text import Box, block, centred

LAND: RGB = (234, 218, 178)
LARGE_FILL: RGB = (252, 244, 226)
SMALL_FILL: RGB = (240, 230, 206)
BEIJING_FILL: RGB = (250, 226, 206)
BEIJING_EDGE: RGB = (150, 40, 30)
OASIS_FILL: RGB = (132, 186, 120)
CARD_FILL: RGB = (255, 252, 240)
CARD_USED: RGB = (214, 206, 190)
CARD_ICON = 26
OFFICE_FILL: RGB = (206, 228, 240)
VENEZIA_FILL: RGB = (214, 228, 240)


def oasis_letter(location: str) -> str:
    """`oasis-c` -> `C`: the letter players type in travel paths."""
    return location.rsplit("-", 1)[-1].upper()


# -- city cards ----------------------------------------------------------------------------


def _range(low: int, high: int) -> str:
    return str(low) if low == high else f"{low}–{high}"


def draw_city_card(draw: ImageDraw.ImageDraw, card: CityCard, x: float, cy: float) -> float:
    """One city card's effect as symbols, as printed: `cost → reward`, or a die table."""
    face = typeface.font(typeface.SMALL, bold=True)
    s = CARD_ICON
    start = x
    if card.kind == "multiply":
        x += pieces.die(draw, 0, x, cy, palette.WHITE, palette.INK, 28) + 4
        draw.text((x, cy), "×", font=face, fill=palette.INK, anchor="lm")
        x += face.getlength("×") + 4
        x += pieces.items(draw, card.reward, x, cy, size=s)
    elif card.kind in ("by_die", "bonus"):
        split = (
            next(v for v in range(1, 7) if card.table[v - 1] != card.table[0])
            if any(row != card.table[0] for row in card.table)
            else 7
        )
        for low, high in ((1, split - 1), (split, 6)):
            text = _range(low, high) + ":"
            draw.text((x, cy), text, font=face, fill=palette.MUTED_INK, anchor="lm")
            x += face.getlength(text) + 4
            x += pieces.items(draw, card.table[low - 1], x, cy, size=s) + 14
    elif card.kind in ("count_posts", "count_contracts"):
        if card.kind == "count_posts":
            x += post_icon(draw, x, cy) + 2
        else:
            x += pieces.contract(draw, x, cy, s) + 2
            draw.text((x - 8, cy + 6), "✓", font=face, fill=pieces.POINTS, anchor="lm")
            x += face.getlength("✓") - 4
        draw.text((x, cy), "×", font=face, fill=palette.INK, anchor="lm")
        x += face.getlength("×") + 4
        x += pieces.items(draw, card.reward, x, cy, size=s)
    elif card.kind == "repeat":
        x += pieces.items(draw, card.cost, x, cy, 6, s)
        x += pieces.arrow(draw, x + 2, cy) + 4
        x += pieces.items(draw, card.reward, x, cy, 6, s)
    else:  # exchange: two directions
        for index, (_, cost, reward) in enumerate(card.ways):
            if index:
                draw.line((x + 5, cy - 14, x + 5, cy + 14), fill=palette.MUTED_INK, width=2)
                x += 12
            x += pieces.items(draw, cost, x, cy, 4, s)
            x += pieces.arrow(draw, x, cy, 18) + 2
            x += pieces.items(draw, reward, x, cy, 4, s)
    return x - start


def post_icon(draw: ImageDraw.ImageDraw, x: float, cy: float, fill: RGB = palette.WHITE) -> float:
    """A trading post: a small house."""
    draw.polygon(
        [(x, cy - 2), (x + 12, cy - 14), (x + 24, cy - 2), (x + 21, cy - 2), (x + 21, cy + 12),
         (x + 3, cy + 12), (x + 3, cy - 2)],
        fill=fill,
        outline=palette.INK,
        width=2,
    )  # fmt: skip
    return 24


# -- locations -----------------------------------------------------------------------------


def posts_at(view: MarcoPoloView, location: str) -> list[int]:
    return [p.seat for p in view.players if location in p.posts]


def figures_at(view: MarcoPoloView, location: str) -> list[int]:
    return [p.seat for p in view.players for figure in p.figures if figure == location]


def figure(draw: ImageDraw.ImageDraw, seat: int, cx: float, cy: float) -> None:
    """A player's travelling figure: the seat's shape standing on a base."""
    style = palette.seat_style(seat)
    draw.rounded_rectangle(
        (cx - 14, cy + 8, cx + 14, cy + 17), radius=4, fill=style.fill, outline=palette.INK, width=2
    )
    shapes.marker(draw, style.shape, (cx, cy - 3), 12, style.fill, palette.INK, 2)


def post(draw: ImageDraw.ImageDraw, seat: int, cx: float, cy: float) -> None:
    """A trading post: the seat's shape on a white house plate."""
    style = palette.seat_style(seat)
    draw.rounded_rectangle(
        (cx - 15, cy - 15, cx + 15, cy + 15),
        radius=5,
        fill=palette.WHITE,
        outline=palette.INK,
        width=2,
    )
    shapes.marker(draw, style.shape, (cx, cy), 10, style.fill, palette.INK, 2)


def draw_occupants(draw: ImageDraw.ImageDraw, view: MarcoPoloView, location: str, row: Box) -> None:
    """Posts from the left, figures from the right, on the bottom line of a city box."""
    x0, y0, x1, y1 = row
    cy = (y0 + y1) / 2
    posts = [] if location == "beijing" else posts_at(view, location)
    figures = figures_at(view, location)
    # A crowded city packs its pieces closer (overlapping a little) rather than dropping any.
    need = 34 * len(posts) + 32 * len(figures)
    squeeze = min(1.0, (x1 - x0) / need) if need else 1.0
    for index, seat in enumerate(posts):
        post(draw, seat, x0 + 16 + index * 34 * squeeze, cy)
    for index, seat in enumerate(reversed(figures)):
        figure(draw, seat, x1 - 16 - index * 32 * squeeze, cy - 2)


def place_name(location: str, locale: str) -> str:
    """A location's printed name in `locale` (the engine's data; names may be localised)."""
    return translate(LOCATION_NAMES[location], locale)


def draw_city_header(draw: ImageDraw.ImageDraw, box: Box, name: str, right: float) -> None:
    """The city's name in its band, shrunk rather than cut where a bonus tile leaves less room."""
    xy = (box[0] + 10, box[1] + layout.HEADER // 2 + 1)
    block(draw, xy, name, right - box[0] - 16, typeface.BODY, palette.INK, bold=True)


@dataclass(frozen=True)
class MapSetup:
    """What the map's fixed layer depends on: cards (and whether used), offices, bonuses.

    These change a few times a game, so the layer is drawn once per setup and reused.
    """

    cards: tuple[tuple[str, CityCard, bool], ...]
    office: tuple[tuple[str, int], ...]
    bonus: tuple[tuple[str, str], ...]
    locale: str

    @classmethod
    def of(cls, view: MarcoPoloView, locale: str) -> MapSetup:
        return cls(
            cards=tuple(
                (c.slot, view.card_info[c.card], c.used_by is not None) for c in view.city_cards
            ),
            office=tuple(sorted(view.office.items())),
            bonus=tuple(sorted(view.city_bonus.items())),
            locale=locale,
        )


def draw_large(draw: ImageDraw.ImageDraw, setup: MapSetup, location: str) -> None:
    box = layout.location_box(location)
    draw.rounded_rectangle(box, radius=10, fill=LARGE_FILL, outline=palette.INK, width=3)
    _, y0, x1, _ = box
    cy = y0 + layout.HEADER // 2 + 1
    right = x1 - 6
    bonus = dict(setup.office).get(location)
    if bonus is not None:
        tokens = OFFICE_BONUSES[bonus]
        width = pieces.measure(tokens, size=CARD_ICON)
        tile = (x1 - width - 18, y0 + 4, x1 - 5, y0 + layout.HEADER)
        draw.rounded_rectangle(tile, radius=6, fill=OFFICE_FILL, outline=palette.INK, width=2)
        pieces.items(draw, tokens, tile[0] + 6, cy, size=CARD_ICON)
        right = tile[0] - 4
    draw_city_header(draw, box, place_name(location, setup.locale), right)
    for slot, card, used in setup.cards:
        if slot_city(slot) != location:
            continue
        line = layout.card_box(slot)
        fill = CARD_USED if used else CARD_FILL
        draw.rounded_rectangle(line, radius=6, fill=fill, outline=palette.PANEL_EDGE, width=2)
        lx = line[0] + 6
        mid = (line[1] + line[3]) / 2
        if location == "sumatra":  # the slot's number, as typed in `city sumatra2`
            face = typeface.font(typeface.SMALL, bold=True)
            draw.text((lx, mid), slot[-1], font=face, fill=palette.MUTED_INK, anchor="lm")
            draw.line(
                (lx + 18, line[1] + 5, lx + 18, line[3] - 5), fill=palette.PANEL_EDGE, width=2
            )
            lx += 24
        draw_city_card(draw, card, lx, mid)


def draw_small(draw: ImageDraw.ImageDraw, setup: MapSetup, location: str) -> None:
    box = layout.location_box(location)
    draw.rounded_rectangle(box, radius=30, fill=SMALL_FILL, outline=palette.INK, width=3)
    x0, y0, x1, _ = box
    cy = y0 + layout.HEADER // 2 + 3
    letter = dict(setup.bonus).get(location, "")
    right = x1 - 12
    if letter:
        tokens = CITY_BONUSES[letter]
        width = pieces.measure(tokens, 4, CARD_ICON)
        x = x1 - 14 - width
        pieces.items(draw, tokens, x, cy, 4, CARD_ICON)
        x -= 36
        pieces.city_bonus(draw, x, cy, letter, CARD_ICON)
        right = x - 2
    name = place_name(location, setup.locale)
    block(draw, (x0 + 20, cy), name, right - x0 - 22, typeface.BODY, palette.INK, bold=True)


def beijing_space(draw: ImageDraw.ImageDraw, index: int, points: int, seat: int) -> None:
    """A Beijing post space: its points, and the post standing on it if taken."""
    space = layout.beijing_space(index)
    draw.rounded_rectangle(space, radius=6, fill=palette.PANEL, outline=BEIJING_EDGE, width=2)
    sx0, sy0, sx1, sy1 = space
    mid = (sy0 + sy1) / 2
    if seat >= 0:
        post(draw, seat, sx0 + 17, mid)
        width = pieces.measure([f"vp:{points}"], size=24)
        pieces.points(draw, sx1 - width - 3, mid, points, 24)
    else:
        pieces.points(draw, (sx0 + sx1) / 2 - 16, mid, points, 24)


def draw_beijing(draw: ImageDraw.ImageDraw, locale: str) -> None:
    box = layout.location_box("beijing")
    draw.rounded_rectangle(box, radius=10, fill=BEIJING_FILL, outline=BEIJING_EDGE, width=4)
    draw_city_header(draw, box, place_name("beijing", locale), box[2] - 10)
    for index, points in enumerate(BEIJING_POINTS):
        beijing_space(draw, index, points, -1)


def draw_venezia(draw: ImageDraw.ImageDraw, locale: str) -> None:
    box = layout.location_box("venezia")
    draw.rounded_rectangle(box, radius=10, fill=VENEZIA_FILL, outline=palette.INK, width=3)
    draw_city_header(draw, box, place_name("venezia", locale), box[2] - 8)


def draw_oasis(draw: ImageDraw.ImageDraw, location: str) -> None:
    cx, cy = layout.centre(location)
    r = layout.OASIS_R
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=OASIS_FILL, outline=palette.INK, width=3)
    face = typeface.font(typeface.SMALL, bold=True)
    centred(draw, (cx - r, cy - r, cx + r, cy + r - 1), oasis_letter(location), face, palette.INK)


def oasis_figures(draw: ImageDraw.ImageDraw, view: MarcoPoloView, location: str) -> None:
    """Figures stand in a row just above an oasis, where no route's cost label lies."""
    here = figures_at(view, location)
    cx, cy = layout.centre(location)
    left = cx - 16 * (len(here) - 1)
    for index, seat in enumerate(here):
        figure(draw, seat, left + 32 * index, cy - layout.OASIS_R - 18)


def draw_path(draw: ImageDraw.ImageDraw, stops: list[str]) -> None:
    """The last journey over the map's routes in the highlight colour, costs kept readable."""
    for a, b in pairwise(stops):
        if a != b:
            start, end = route_ends(a, b)
            draw.line((start, end), fill=palette.HIGHLIGHT, width=12)
    for route in ROUTES:
        if (route.camels or route.coins) and any(
            {route.a, route.b} == {a, b} for a, b in pairwise(stops)
        ):
            draw_route_cost(draw, cost_label_at(route.a, route.b), route.camels, route.coins)


def map_box() -> Box:
    """The part of the image the map section covers (the map and a little margin)."""
    return (0, layout.MAP_BOX[1] - 4, layout.COLUMN_X0 - 4, layout.MAP_BOX[3] + 4)


@lru_cache(maxsize=8)
def map_layer(setup: MapSetup) -> Image.Image:
    """Everything on the map that no move but a card use or an office bonus changes."""
    section = Section(map_box(), palette.BACKGROUND)
    draw = section.draw
    edge = mix(ROUTE, palette.INK, 0.3)
    draw.rounded_rectangle(layout.MAP_BOX, chrome.PANEL_RADIUS, fill=LAND, outline=edge, width=3)
    draw_routes(draw)
    for location, kind in LOCATIONS.items():
        if kind == "large":
            draw_large(draw, setup, location)
        elif kind == "small":
            draw_small(draw, setup, location)
        elif kind == "beijing":
            draw_beijing(draw, setup.locale)
        elif kind == "start":
            draw_venezia(draw, setup.locale)
        else:
            draw_oasis(draw, location)
    return section.image


def occupant_row(location: str) -> Box:
    """The bottom line of a city box, where posts and figures stand."""
    x0, _, x1, y1 = layout.location_box(location)
    inset = 14 if LOCATIONS[location] == "small" else 4
    return (x0 + inset, y1 - 42, x1 - inset, y1 - 4)


def draw_map(image: Image.Image, view: MarcoPoloView, paths: list[list[str]], locale: str) -> None:
    """The map: the fixed layer, the last journey, dice on city cards, posts and figures."""
    section = Section.from_image(map_box(), map_layer(MapSetup.of(view, locale)))
    draw = section.draw
    for stops in paths:
        draw_path(draw, stops)
    for card in view.city_cards:
        line = layout.card_box(card.slot)
        mid = (line[1] + line[3]) / 2
        dx = line[2] - 4
        for group in reversed(view.spaces.get(card.slot, [])):
            for d in reversed(group.dice):
                dx -= 30
                pieces.seat_die(draw, d, group.seat, dx, mid, 28)
    for index, (points, seat) in enumerate(view.beijing):
        if seat >= 0:
            beijing_space(draw, index, points, seat)
    for location, kind in LOCATIONS.items():
        if kind == "oasis":
            oasis_figures(draw, view, location)
        else:
            draw_occupants(draw, view, location, occupant_row(location))
    section.paste_into(image)

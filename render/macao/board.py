"""The shared parts of the Macao board: city, wall, sea, tribute track, dice, cards.

Everything printed on the board (hex grid with district names and costs, wall spaces,
sea lanes, ports with their delivery values, the tribute track) is drawn once per
component set and locale into a cached base layer; each render copies it and draws only
what moves. Drawing the printed parts again for every board would take most of the
time budget.
"""

from __future__ import annotations

import math
from functools import cache, lru_cache

from PIL import Image, ImageDraw

from engine.macao.view import CardInfo, MacaoView
from render import chrome, palette, typeface
from render.macao import layout as layout
from render.macao import style as style
from render.macao.cards import display_name, summary
from render.macao.style import Canvas
from render.palette import SeatStyle, mix
from render.text import Box, wrap
from render.texts import label

# (id, pos, cost, dark) per district; (id, kind, pos) per sea node; edges;
# (id, name, good, slots) per port: everything the base layer depends on.
PrintedBoard = tuple[
    tuple[tuple[str, tuple[float, float], str, bool, tuple[str, ...]], ...],
    tuple[tuple[str, str, tuple[float, float]], ...],
    tuple[tuple[str, str], ...],
    tuple[tuple[str, str, str, tuple[int, ...]], ...],
]


def printed_board(view: MacaoView) -> PrintedBoard:
    """The parts of the view that never change during a game (the base layer's key)."""
    return (
        tuple((d.id, d.pos, d.cost, d.dark, tuple(d.neighbors)) for d in view.city),
        tuple((n.id, n.kind, n.pos) for n in view.sea),
        tuple((a, b) for a, b in view.sea_edges),
        tuple((p.id, p.name, p.good, tuple(p.slots)) for p in view.ports),
    )


def heading(draw: ImageDraw.ImageDraw, box: Box, text: str) -> None:
    face = typeface.font(typeface.BODY, bold=True)
    style.text(draw, (box[0] + 18, box[1] + layout.HEADING / 2 + 2), text, face, palette.INK, "lm")


def heading_note(draw: ImageDraw.ImageDraw, box: Box, title: str, note: str) -> None:
    """A note at the right end of a heading line (drawn per board: it changes)."""
    if not note:
        return
    left = box[0] + 18 + typeface.font(typeface.BODY, bold=True).getlength(title) + 24
    face, shown = style.fit(note, box[2] - 18 - left, typeface.SMALL)
    style.text(
        draw, (box[2] - 18, box[1] + layout.HEADING / 2 + 2), shown, face, palette.MUTED_INK, "rm"
    )


# -- city -----------------------------------------------------------------------------


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
def barriers(
    city: tuple[tuple[str, tuple[float, float], str, bool, tuple[str, ...]], ...],
) -> list[tuple[str, str]]:
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
    return style.DARK_DISTRICT if dark else palette.PANEL


def hex_label(draw: ImageDraw.ImageDraw, district: str, centre: tuple[float, float]) -> None:
    face = typeface.font(typeface.SMALL, bold=True)
    style.text(draw, (centre[0], centre[1] - 44), district, face, palette.INK, "mm")


def base_city(canvas: Canvas, board: PrintedBoard, locale: str) -> None:
    """Hexes with their names and printed costs, and the closed borders."""
    draw = canvas.draw
    chrome.panel(draw, layout.CITY_BOX)
    heading(draw, layout.CITY_BOX, label("render.macao.city", locale))
    city = board[0]
    centres = {}
    for district, pos, cost, dark, _ in city:
        centre = layout.hex_centre(pos)
        centres[district] = centre
        draw.polygon(
            layout.hex_points(centre, 2),
            fill=hex_fill(dark, None, []),
            outline=style.HEX_EDGE,
            width=2,
        )
        hex_label(draw, district, centre)
        size = 24
        width = len(cost) * (size + 3) - 3
        style.cost_cubes(canvas, centre[0] - width / 2, centre[1] + 28, cost, size)
    for a, b in barriers(city):
        start, end = shared_edge(centres[a], centres[b])
        draw.line((start, end), fill=style.RIDGE, width=9)


def draw_city(canvas: Canvas, view: MacaoView, styles: list[SeatStyle], locale: str) -> None:
    """Tiles on untaken districts; owned districts in the owner's tint with their marker."""
    draw = canvas.draw
    for d in view.city:
        cx, cy = layout.hex_centre(d.pos)
        if d.owner is not None:
            draw.polygon(
                layout.hex_points((cx, cy), 2),
                fill=hex_fill(d.dark, d.owner, styles),
                outline=style.HEX_EDGE,
                width=2,
            )
            hex_label(draw, d.id, (cx, cy))
            chrome.seat_marker(draw, styles[d.owner], (cx, cy + 8), 24)
        elif d.tile == "joker":
            style.joker_tile(
                canvas, (round(cx - 26), round(cy - 28), round(cx + 26), round(cy + 4))
            )
        elif d.tile is not None:
            style.good_tile(
                canvas,
                (round(cx - 26), round(cy - 28), round(cx + 26), round(cy + 4)),
                d.tile,
                locale,
            )
    # Closed borders are redrawn on top of any owner tint.
    board = printed_board(view)
    centres = {d.id: layout.hex_centre(d.pos) for d in view.city}
    for a, b in barriers(board[0]):
        start, end = shared_edge(centres[a], centres[b])
        draw.line((start, end), fill=style.RIDGE, width=9)


# -- wall -----------------------------------------------------------------------------


def base_wall(draw: ImageDraw.ImageDraw, locale: str) -> None:
    chrome.panel(draw, layout.WALL_BOX)
    heading(draw, layout.WALL_BOX, label("render.macao.wall", locale))
    face = typeface.font(typeface.SMALL, bold=True)
    for space in range(layout.WALL_SPACES):
        box = layout.wall_space_box(space)
        draw.rectangle(box, fill=style.WALL_STONE, outline=style.WALL_EDGE, width=2)
        x0, y0, x1, _ = box
        style.centred(
            draw,
            (x0, y0 + 2, x1, y0 + 32),
            "→ 0" if space == 0 else str(space),
            face,
            palette.MUTED_INK,
        )


def draw_wall(canvas: Canvas, view: MacaoView, styles: list[SeatStyle], locale: str) -> None:
    """The discs, top of each stack first, and the turn order they give."""
    draw = canvas.draw
    order = "   ".join(f"{i}. {view.seat_name(s)}" for i, s in enumerate(view.order, start=1))
    heading_note(draw, layout.WALL_BOX, label("render.macao.wall", locale), order)
    for stack in view.wall:
        x0, y0, x1, _ = layout.wall_space_box(stack.space)
        for i, seat in enumerate(stack.seats):
            cy = y0 + 34 + layout.DISC_STEP / 2 + i * layout.DISC_STEP
            chrome.seat_marker(draw, styles[seat], ((x0 + x1) / 2, cy), 12)


# -- sea ------------------------------------------------------------------------------


def ship_row(
    draw: ImageDraw.ImageDraw,
    ships: list[int],
    styles: list[SeatStyle],
    cx: float,
    cy: float,
    r: float,
) -> None:
    """Ships (or choosers) as seat markers side by side, centred on (cx, cy)."""
    step = r * 2 + 4
    x = cx - step * (len(ships) - 1) / 2
    for seat in ships:
        chrome.seat_marker(draw, styles[seat], (x, cy), r)
        x += step


def slot_box(port_box: Box, index: int) -> Box:
    x0, y0 = port_box[0], port_box[1]
    sx = x0 + 48 + index * 31
    return (sx, y0 + 37, sx + 29, y0 + 67)


def base_sea(canvas: Canvas, board: PrintedBoard, locale: str) -> None:
    """Lanes, sea spaces, the anchor space and the ports with their goods and values."""
    draw = canvas.draw
    box = layout.SEA_BOX
    draw.rounded_rectangle(
        box, chrome.PANEL_RADIUS, fill=style.SEA, outline=style.SEA_DEEP, width=2
    )
    heading(draw, box, label("render.macao.sea", locale))
    sea_legend(draw, locale)
    _, nodes, edges, ports = board
    frame = layout.sea_frame(tuple(pos for _, _, pos in nodes))
    where = {node_id: (kind, pos) for node_id, kind, pos in nodes}
    for a, b in edges:
        if a in where and b in where:
            draw.line(
                (layout.sea_point(where[a][1], frame), layout.sea_point(where[b][1], frame)),
                fill=style.SEA_DEEP,
                width=5,
            )
    port_info = {port_id: (name, good, slots) for port_id, name, good, slots in ports}
    bold = typeface.font(typeface.SMALL, bold=True)
    for node_id, kind, pos in nodes:
        nb = layout.node_box(pos, kind, frame)
        if kind == "port" and node_id in port_info:
            name, good, slots = port_info[node_id]
            draw.rounded_rectangle(
                nb, radius=10, fill=palette.PANEL, outline=style.SEA_DEEP, width=3
            )
            face, shown = style.fit(name, nb[2] - nb[0] - 12, typeface.SMALL)
            style.text(draw, ((nb[0] + nb[2]) / 2, nb[1] + 18), shown, face, palette.INK, "mm")
            style.good_tile(canvas, (nb[0] + 6, nb[1] + 37, nb[0] + 42, nb[1] + 67), good, locale)
            for i, value in enumerate(slots):
                slot = slot_box(nb, i)
                draw.rectangle(slot, fill=palette.WHITE, outline=palette.INK, width=1)
                style.centred(draw, slot, str(value), bold, palette.INK)
        elif kind == "start":
            draw.rounded_rectangle(
                nb, radius=12, fill=style.WALL_STONE, outline=style.WALL_EDGE, width=3
            )
            style.centred(
                draw, (nb[0], nb[1] + 4, nb[2], nb[1] + 34), "⚓ Macao", bold, palette.INK
            )
        else:
            draw.ellipse(nb, fill=palette.WHITE, outline=style.SEA_DEEP, width=3)
            style.text(
                draw, ((nb[0] + nb[2]) / 2, nb[3] + 14), node_id, bold, palette.MUTED_INK, "mm"
            )


def sea_legend(draw: ImageDraw.ImageDraw, locale: str) -> None:
    """The card-type stripes' meaning, on the right of the sea heading (free space)."""
    box = layout.SEA_BOX
    y = box[1] + layout.HEADING / 2 + 2
    face = typeface.font(typeface.SMALL)
    x = box[2] - 18
    for card_type in ("person", "building", "office"):
        text = label(f"render.macao.type.{card_type}", locale)
        style.text(draw, (x, y), text, face, palette.INK, "rm")
        x -= face.getlength(text) + 8
        draw.rectangle((x - 7, y - 12, x, y + 12), fill=style.TYPE_COLOURS[card_type])
        x -= 24
    style.text(draw, (x, y), label("render.macao.legend", locale), face, palette.MUTED_INK, "rm")


def draw_sea(canvas: Canvas, view: MacaoView, styles: list[SeatStyle]) -> None:
    """Ships and the markers on covered delivery spaces."""
    draw = canvas.draw
    frame = layout.view_sea_frame(view)
    nodes = {n.id: n for n in view.sea}
    for port in view.ports:
        node = nodes.get(port.id)
        if node is None:
            continue
        nb = layout.port_box(node.pos, frame)
        for i, seat in enumerate(port.covered_by):
            if seat is None:
                continue
            slot = slot_box(nb, i)
            draw.rectangle(
                slot, fill=mix(styles[seat].fill, palette.WHITE, 0.5), outline=palette.INK, width=1
            )
            chrome.seat_marker(
                draw, styles[seat], ((slot[0] + slot[2]) / 2, (slot[1] + slot[3]) / 2), 10
            )
    for node in view.sea:
        if not node.ships:
            continue
        nb = layout.node_box(node.pos, node.kind, frame)
        cx, cy = (nb[0] + nb[2]) / 2, (nb[1] + nb[3]) / 2
        if node.kind == "port":
            ship_row(draw, node.ships, styles, cx, nb[3] - 22, 13)
        elif node.kind == "start":
            ship_row(draw, node.ships, styles, cx, nb[3] - 30, 13)
        else:
            ship_row(draw, node.ships, styles, cx, cy, 12)


def ship_name(view: MacaoView, node_id: str) -> str:
    """A sea node as players call it: the port's name, `Macao` for the start, else its id."""
    for port in view.ports:
        if port.id == node_id:
            return port.name
    for node in view.sea:
        if node.id == node_id and node.kind == "start":
            return "Macao"
    return node_id


# -- tribute, dice --------------------------------------------------------------------


def track_cell(row: int, value: int) -> Box:
    box = layout.TRIBUTE_BOX
    x_track = box[2] - 18 - 13 * layout.TRACK_CELL
    y0 = box[1] + layout.HEADING + 10 + row * (layout.TRACK_CELL + 8)
    x0 = x_track + value * layout.TRACK_CELL
    return (x0, y0, x0 + layout.TRACK_CELL - 3, y0 + layout.TRACK_CELL)


TRACK_ROWS = (("render.macao.gold", style.GOLD), ("render.macao.pp", style.PP_FILL))


def base_tribute(draw: ImageDraw.ImageDraw, locale: str) -> None:
    box = layout.TRIBUTE_BOX
    chrome.panel(draw, box)
    heading(draw, box, label("render.macao.tribute", locale))
    face = typeface.font(typeface.SMALL, bold=True)
    for row, (key, _) in enumerate(TRACK_ROWS):
        first = track_cell(row, 0)
        style.text(
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
            style.centred(draw, cell, str(k), face, palette.MUTED_INK)


def draw_tribute(canvas: Canvas, view: MacaoView, locale: str) -> None:
    draw = canvas.draw
    rate = label("render.macao.tribute_rate", locale, gold=view.tribute_gold, pp=view.tribute_pp)
    heading_note(draw, layout.TRIBUTE_BOX, label("render.macao.tribute", locale), rate)
    face = typeface.font(typeface.SMALL, bold=True)
    for row, ((_, fill), value) in enumerate(
        zip(TRACK_ROWS, (view.tribute_gold, view.tribute_pp), strict=True)
    ):
        if 0 <= value <= 12:
            cell = track_cell(row, value)
            draw.rectangle(cell, fill=fill, outline=palette.INK, width=2)
            style.centred(draw, cell, str(value), face, palette.readable_ink(fill))


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
    heading(draw, box, title)
    heading_note(draw, box, title, "" if view.dice else label("render.macao.dice_unrolled", locale))
    face = typeface.font(typeface.LARGE, bold=True)
    for i, colour in enumerate(style.CUBE_COLOURS):
        db = die_box(i)
        fill = style.CUBE_COLOURS[colour]
        value = view.dice.get(colour)
        if value is None:
            draw.rounded_rectangle(
                db,
                radius=10,
                fill=mix(fill, palette.WHITE, 0.7),
                outline=palette.PANEL_EDGE,
                width=2,
            )
            style.centred(draw, db, style.LETTER_OF[colour], face, palette.MUTED_INK)
            continue
        draw.rounded_rectangle(db, radius=10, fill=fill, outline=palette.INK, width=2)
        style.centred(draw, db, str(value), face, palette.readable_ink(fill))
        choosers = [p.seat for p in view.players if p.dice and colour in p.dice]
        if choosers:
            ship_row(draw, choosers, styles, (db[0] + db[2]) / 2, db[3] + 20, 10)


# -- cards ----------------------------------------------------------------------------


def card_tile(canvas: Canvas, box: Box, card: CardInfo, locale: str, badge: str = "") -> None:
    """A card: type stripe, badge (the `take card N` number or the office's round), name,
    cost and a one-line effect (wrapped to two lines)."""
    draw = canvas.draw
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=10, fill=palette.WHITE, outline=palette.PANEL_EDGE, width=2)
    draw.rounded_rectangle(
        (x0 + 3, y0 + 3, x0 + 11, y1 - 3),
        radius=4,
        fill=style.TYPE_COLOURS.get(card.type, palette.MUTED_INK),
    )
    x = x0 + 18
    line1 = y0 + 22
    bold = typeface.font(typeface.SMALL, bold=True)
    if badge:
        w = max(28, bold.getlength(badge) + 14)
        draw.rounded_rectangle((x, line1 - 14, x + w, line1 + 14), radius=14, fill=palette.INK)
        style.centred(draw, (x, line1 - 14, x + w, line1 + 15), badge, bold, palette.WHITE)
        x += w + 8
    cost_w = len(card.cost) * 27
    name_face, name = style.fit(
        display_name(card, locale), x1 - 10 - cost_w - 8 - x, typeface.SMALL, bold=True
    )
    style.text(draw, (x, line1), name, name_face, palette.INK, "lm")
    style.cost_cubes(canvas, x1 - 8 - cost_w, line1, card.cost, 24)
    small = typeface.font(typeface.SMALL)
    lines = wrap(summary(card.id, locale), small, x1 - x0 - 28, max_lines=2)
    for i, line in enumerate(lines):
        style.text(draw, (x0 + 18, y0 + 52 + i * 26), line, small, palette.MUTED_INK, "lm")


OFFER_ROWS = 3


def offer_cards(view: MacaoView) -> tuple[str, list[tuple[str, CardInfo]], int]:
    """What the offer panel shows, as (mode, [(badge, card)], first round).

    While cards are on offer: those cards, numbered as `take card N` counts them.
    Otherwise the offices of the coming rounds (they are public from the start), each
    badged with its round, so players can plan for them.
    """
    if view.display:
        return "offer", [(str(i), card) for i, card in enumerate(view.display, start=1)], 0
    if view.phase == "over" or not view.offices:
        return "none", [], 0
    first = max(1, view.round) + (1 if view.phase in ("dice", "actions") else 0)
    shown: list[tuple[str, CardInfo]] = []
    for round_no in range(first, min(len(view.offices), first + OFFER_ROWS - 1) + 1):
        shown.extend((str(round_no), card) for card in view.offices[round_no - 1])
    return "offices", shown, first


def offer_tile(index: int, count: int) -> Box:
    box = layout.OFFER_BOX
    inner_w = box[2] - box[0] - 36
    w = (inner_w - 12) // 2
    rows = max(1, math.ceil(count / 2))
    avail = box[3] - box[1] - layout.HEADING - 16
    h = min(108, (avail - (rows - 1) * 10) // rows)
    row, col = divmod(index, 2)
    x0 = box[0] + 18 + col * (w + 12)
    y0 = box[1] + layout.HEADING + 4 + row * (h + 10)
    return (x0, y0, x0 + w, y0 + h)


def standings(view: MacaoView) -> list[tuple[int, int, int]]:
    """(rank, seat, score) best first, as the engine ranked them (tie-break included)."""
    if view.result is None:
        return []
    return [(s.rank, s.seat, s.score) for s in view.result.standings]


def draw_standings(canvas: Canvas, view: MacaoView, styles: list[SeatStyle], locale: str) -> None:
    """At the end the card panel shows the final standings instead of cards."""
    draw = canvas.draw
    box = layout.OFFER_BOX
    heading(draw, box, label("render.macao.standings", locale))
    big = typeface.font(typeface.LARGE, bold=True)
    for row, (place, seat, points) in enumerate(standings(view)):
        y = box[1] + layout.HEADING + 30 + row * 52
        style.text(draw, (box[0] + 30, y), f"{place}.", big, palette.INK, "lm")
        chrome.seat_marker(draw, styles[seat], (box[0] + 92, y), 16)
        score = f"{style.signed(points)} PP"
        style.text(draw, (box[2] - 24, y), score, big, palette.INK, "rm")
        name_right = box[2] - 24 - big.getlength(score) - 16
        face, name = style.fit(view.seat_name(seat), name_right - (box[0] + 120), typeface.LARGE)
        style.text(draw, (box[0] + 120, y), name, face, palette.INK, "lm")


def draw_offer(canvas: Canvas, view: MacaoView, styles: list[SeatStyle], locale: str) -> None:
    draw = canvas.draw
    box = layout.OFFER_BOX
    chrome.panel(draw, box)
    if view.is_over:
        draw_standings(canvas, view, styles, locale)
        return
    mode, cards, first = offer_cards(view)
    if mode == "offer":
        title = label("render.macao.offer", locale)
    else:
        title = label("render.macao.offices_from", locale, round=first)
    heading(draw, box, title)
    deck = label("render.macao.deck", locale, deck=view.deck_size, discard=len(view.discard))
    heading_note(draw, box, title, deck)
    for i, (badge, card) in enumerate(cards):
        card_tile(canvas, offer_tile(i, len(cards)), card, locale, badge)


# -- the base layer -------------------------------------------------------------------


@lru_cache(maxsize=8)
def base_layer(board: PrintedBoard, locale: str) -> Image.Image:
    """Background, title-bar space and every printed part of the board, down to the
    player panels; the same for every board of a game, so it is drawn once."""
    image = Image.new("RGB", (layout.WIDTH, layout.PLAYERS_Y), palette.BACKGROUND)
    canvas = Canvas(image, ImageDraw.Draw(image))
    base_city(canvas, board, locale)
    base_tribute(canvas.draw, locale)
    base_wall(canvas.draw, locale)
    base_sea(canvas, board, locale)
    return image


def draw_board(canvas: Canvas, view: MacaoView, styles: list[SeatStyle], locale: str) -> None:
    """Paste the printed board, then draw what is on it."""
    canvas.image.paste(base_layer(printed_board(view), locale), (0, 0))
    draw_city(canvas, view, styles, locale)
    draw_tribute(canvas, view, locale)
    draw_dice(canvas, view, styles, locale)
    draw_offer(canvas, view, styles, locale)
    draw_wall(canvas, view, styles, locale)
    draw_sea(canvas, view, styles)

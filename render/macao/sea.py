"""The sea: lanes, sea spaces, the anchor space Macao, the ports with their goods and
delivery values, the ships, and the markers on covered delivery spaces."""

from __future__ import annotations

from PIL import ImageDraw

from engine.macao.view import MacaoView
from render import chrome, palette, typeface
from render.canvas import Canvas
from render.macao import layout as layout
from render.macao import pieces as pieces
from render.palette import SeatStyle, mix
from render.text import Box, block, centred, draw_text, fitted
from render.texts import label

# (id, kind, pos) per sea node; edges; (id, name, good, slots) per port.
PrintedSea = tuple[
    tuple[tuple[str, str, tuple[float, float]], ...],
    tuple[tuple[str, str], ...],
    tuple[tuple[str, str, str, tuple[int, ...]], ...],
]


def printed_sea(view: MacaoView) -> PrintedSea:
    return (
        tuple((n.id, n.kind, n.pos) for n in view.sea),
        tuple((a, b) for a, b in view.sea_edges),
        tuple((p.id, p.name, p.good, tuple(p.slots)) for p in view.ports),
    )


def ship_row(
    canvas: Canvas,
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
        chrome.seat_marker(canvas.draw, styles[seat], (x, cy), r)
        x += step


# A port: its name (two lines where it needs them) on top, then its good and delivery
# spaces in a row from `PORT_ROW` down, its ships at the bottom.
PORT_NAME_Y = 21
PORT_NAME_PITCH = 23
PORT_ROW = 43


def slot_box(port_box: tuple[int, int, int, int], index: int) -> tuple[int, int, int, int]:
    x0, y0 = port_box[0], port_box[1]
    sx = x0 + 48 + index * 31
    return (sx, y0 + PORT_ROW, sx + 29, y0 + PORT_ROW + 30)


def base_sea(canvas: Canvas, sea: PrintedSea, locale: str) -> None:
    """Lanes, sea spaces, the anchor space and the ports with their goods and values."""
    draw = canvas.draw
    box = layout.SEA_BOX
    draw.rounded_rectangle(
        box, chrome.PANEL_RADIUS, fill=pieces.SEA, outline=pieces.SEA_DEEP, width=2
    )
    pieces.heading(draw, box, label("render.macao.sea", locale))
    sea_legend(draw, locale)
    nodes, edges, ports = sea
    frame = layout.sea_frame(tuple(pos for _, _, pos in nodes))
    goods = sorted({good for _, _, good, _ in ports})
    goods_legend(canvas, legend_room(nodes, frame), goods, locale)
    where = {node_id: (kind, pos) for node_id, kind, pos in nodes}
    for a, b in edges:
        if a in where and b in where:
            draw.line(
                (layout.sea_point(where[a][1], frame), layout.sea_point(where[b][1], frame)),
                fill=pieces.SEA_DEEP,
                width=5,
            )
    port_info = {port_id: (name, good, slots) for port_id, name, good, slots in ports}
    bold = typeface.font(typeface.SMALL, bold=True)
    for node_id, kind, pos in nodes:
        nb = layout.node_box(pos, kind, frame)
        if kind == "port" and node_id in port_info:
            _, good, slots = port_info[node_id]
            name = label(f"macao.port.{node_id}", locale)
            draw.rounded_rectangle(
                nb, radius=10, fill=palette.PANEL, outline=pieces.SEA_DEEP, width=3
            )
            block(
                draw,
                ((nb[0] + nb[2]) / 2, nb[1] + PORT_NAME_Y),
                name,
                nb[2] - nb[0] - 12,
                typeface.SMALL,
                palette.INK,
                align="m",
                pitch=PORT_NAME_PITCH,
            )
            tile = (nb[0] + 6, nb[1] + PORT_ROW, nb[0] + 42, nb[1] + PORT_ROW + 30)
            pieces.good_tile(canvas, tile, good, locale)
            for i, value in enumerate(slots):
                slot = slot_box(nb, i)
                draw.rectangle(slot, fill=palette.WHITE, outline=palette.INK, width=1)
                centred(draw, slot, str(value), bold, palette.INK)
        elif kind == "start":
            draw.rounded_rectangle(
                nb, radius=12, fill=pieces.WALL_STONE, outline=pieces.WALL_EDGE, width=3
            )
            anchor = "⚓ " + label("macao.port.macao", locale)
            centred(draw, (nb[0], nb[1] + 4, nb[2], nb[1] + 34), anchor, bold, palette.INK)
        else:
            draw.ellipse(nb, fill=palette.WHITE, outline=pieces.SEA_DEEP, width=3)
            draw_text(
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
        draw_text(draw, (x, y), text, face, palette.INK, "rm")
        x -= face.getlength(text) + 8
        draw.rectangle((x - 7, y - 12, x, y + 12), fill=pieces.TYPE_COLOURS[card_type])
        x -= 24
    draw_text(draw, (x, y), label("render.macao.legend", locale), face, palette.MUTED_INK, "rm")


def legend_room(
    nodes: tuple[tuple[str, str, tuple[float, float]], ...], frame: layout.SeaFrame
) -> Box:
    """The free corner of the sea top left: above the anchor space, left of every node
    that reaches that high."""
    box = layout.SEA_BOX
    left, top = box[0] + layout.SEA_PAD, box[1] + layout.HEADING
    boxes = [layout.node_box(pos, kind, frame) for _, kind, pos in nodes]
    bottom = (
        min(
            [b[1] for (_, kind, _), b in zip(nodes, boxes, strict=True) if kind == "start"]
            + [box[3] - layout.SEA_PAD]
        )
        - 8
    )
    right = min([b[0] for b in boxes if b[1] < bottom] + [box[2] - layout.SEA_PAD]) - 12
    return (left, top, right, bottom)


def goods_legend(canvas: Canvas, room: Box, goods: list[str], locale: str) -> None:
    """What the goods tiles' short codes stand for: tile and name, in columns under a
    title in the sea's heading line."""
    if not goods:
        return
    face = typeface.font(typeface.SMALL)
    named = sorted((label(f"macao.good.{good}", locale), good) for good in goods)
    names = [name for name, _ in named]
    goods = [good for _, good in named]
    tile_w, tile_h, pitch = 36, 30, 36
    # As many rows as the corner holds, as few columns as that leaves; a name too long
    # for its column shrinks (the pseudo-language's names are a third longer).
    rows = max(1, min(len(goods), int((room[3] - room[1]) // pitch)))
    columns = -(-len(goods) // rows)
    entry_w = (room[2] - room[0]) / columns
    name_w = min(max(face.getlength(name) for name in names), entry_w - tile_w - 8 - 16)
    title = label("render.macao.goods_legend", locale)
    heading_x = (
        room[0]
        + 2
        + typeface.font(typeface.BODY, bold=True).getlength(label("render.macao.sea", locale))
        + 24
    )
    heading_y = layout.SEA_BOX[1] + layout.HEADING / 2 + 2
    draw_text(canvas.draw, (heading_x, heading_y), title, face, palette.MUTED_INK, "lm")
    top = room[1] + max(0, (room[3] - room[1] - rows * pitch) / 2)
    for i, (good, name) in enumerate(zip(goods, names, strict=True)):
        x = room[0] + (i // rows) * entry_w
        y = top + (i % rows) * pitch
        tile = (round(x), round(y), round(x) + tile_w, round(y) + tile_h)
        pieces.good_tile(canvas, tile, good, locale)
        fitted(
            canvas.draw, (x + tile_w + 8, y + tile_h / 2), name, name_w, typeface.SMALL, palette.INK
        )


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
                canvas.draw, styles[seat], ((slot[0] + slot[2]) / 2, (slot[1] + slot[3]) / 2), 10
            )
    for node in view.sea:
        if not node.ships:
            continue
        nb = layout.node_box(node.pos, node.kind, frame)
        cx, cy = (nb[0] + nb[2]) / 2, (nb[1] + nb[3]) / 2
        if node.kind == "port":
            ship_row(canvas, node.ships, styles, cx, nb[3] - 22, 13)
        elif node.kind == "start":
            ship_row(canvas, node.ships, styles, cx, nb[3] - 30, 13)
        else:
            ship_row(canvas, node.ships, styles, cx, cy, 12)


def ship_name(view: MacaoView, node_id: str, locale: str) -> str:
    """A sea node as players call it: the port's name, `Macao` for the start, else its id."""
    for port in view.ports:
        if port.id == node_id:
            return label(f"macao.port.{node_id}", locale)
    for node in view.sea:
        if node.id == node_id and node.kind == "start":
            return label("macao.port.macao", locale)
    return node_id

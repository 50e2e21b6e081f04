"""The Caravan board image: the 7x7 map, camels and goods, and a panel per player."""

from __future__ import annotations

from collections import Counter

from PIL import Image, ImageDraw

from engine.caravan.board import (
    CITY_AT_CELL,
    COLUMNS,
    GOOD_COLOUR,
    GOODS,
    SIZE,
    cell_name,
    is_rare,
)
from engine.caravan.state import Camel, GoodsSpace, LastAction
from engine.caravan.view import CaravanView
from engine.i18n import translate
from engine.registry import get
from render import chrome, palette, shapes, typeface
from render.caravan import layout as layout
from render.palette import RGB, SeatStyle, mix
from render.text import Box, centred, fit, wrap
from render.texts import label

SAND: RGB = (238, 224, 190)
SAND_DARK: RGB = (224, 204, 160)
GRID: RGB = (196, 172, 128)
BOARD_EDGE: RGB = (120, 92, 60)

# Cube colours of the goods, by the colour names the engine gives them.
CUBE_COLOURS: dict[str, RGB] = {
    "grey": (150, 150, 150),
    "purple": (124, 68, 170),
    "green": (40, 140, 70),
    "pink": (240, 128, 186),
    "red": (204, 40, 40),
    "blue": (36, 84, 200),
    "white": (250, 250, 244),
    "brown": (128, 80, 40),
}
DEMAND: RGB = (52, 40, 32)


def good_colour(good: str) -> RGB:
    return CUBE_COLOURS[GOOD_COLOUR[good]]  # type: ignore[index]


def camels_by_cell(view: CaravanView) -> dict[int, list[tuple[int, Camel]]]:
    """Every camel on the board, grouped by cell, in seat then camel order."""
    cells: dict[int, list[tuple[int, Camel]]] = {}
    for seat, player in enumerate(view.players):
        for camel in player.camels:
            if camel.cell is not None:
                cells.setdefault(camel.cell, []).append((seat, camel))
    return cells


def header_height(view: CaravanView, index: int, locale: str) -> int:
    """Height of the cell's label band (city name or goods space), above the camels."""
    good = CITY_AT_CELL.get(index)
    if good is not None:
        face = typeface.font(typeface.SMALL, bold=True)
        lines = wrap(translate(f"caravan.city.{good}", locale), face, layout.CELL - 14)
        return 8 + 25 * len(lines)
    if any(space.cell == index for space in view.spaces):
        return 46
    return 6


# -- the board ------------------------------------------------------------------------


def draw_coordinates(draw: ImageDraw.ImageDraw) -> None:
    """Column letters above and row numbers beside the board: the notation's cell names."""
    face = typeface.font(typeface.BODY, bold=True)
    top = layout.BOARD_Y - layout.LABEL_BAND
    for col in range(SIZE):
        x0 = layout.BOARD_X + col * layout.CELL
        centred(
            draw, (x0, top, x0 + layout.CELL, layout.BOARD_Y), COLUMNS[col], face, palette.MUTED_INK
        )
    for row in range(SIZE):
        y0 = layout.BOARD_Y + row * layout.CELL
        for x0, x1 in ((0, layout.BOARD_X), (layout.BOARD_X + SIZE * layout.CELL, layout.WIDTH)):
            centred(draw, (x0, y0, x1, y0 + layout.CELL), str(row + 1), face, palette.MUTED_INK)


def draw_city(draw: ImageDraw.ImageDraw, box: Box, good: str, locale: str) -> None:
    colour = good_colour(good)
    draw.rectangle(box, fill=mix(colour, SAND, 0.62))
    x0, y0, x1, y1 = box
    draw.rectangle((x0 + 3, y0 + 3, x1 - 3, y1 - 3), outline=colour, width=7)
    draw.rectangle(
        (x0 + 3, y0 + 3, x1 - 3, y1 - 3), outline=mix(colour, palette.INK, 0.45), width=1
    )
    face = typeface.font(typeface.SMALL, bold=True)
    lines = wrap(translate(f"caravan.city.{good}", locale), face, layout.CELL - 14)
    for i, line in enumerate(lines):
        centred(draw, (x0, y0 + 8 + 25 * i, x1, y0 + 33 + 25 * i), line, face, palette.INK)
    if is_rare(good):
        # Rare cities (6 points) carry a star in the corner, so rarity is not colour alone.
        shapes.marker(draw, "star", (x1 - 20, y1 - 20), 10, colour, palette.INK, 2)


def demand_token(draw: ImageDraw.ImageDraw, centre: tuple[float, float], count: int) -> float:
    """A demand marker pile: a dark disc (a pill for two digits) with the marker count.

    Returns the token's right edge.
    """
    cx, cy = centre
    face = typeface.font(typeface.SMALL, bold=True)
    half = max(16, face.getlength(str(count)) / 2 + 7)
    box = (round(cx - half), round(cy - 16), round(cx + half), round(cy + 16))
    draw.rounded_rectangle(box, 16, fill=DEMAND, outline=palette.WHITE, width=2)
    centred(draw, (box[0], box[1], box[2], box[3] - 1), str(count), face, palette.WHITE)
    return box[2]


def draw_space(draw: ImageDraw.ImageDraw, box: Box, space: GoodsSpace) -> None:
    x0, y0, x1, _y1 = box
    draw.rectangle(box, fill=SAND_DARK)
    draw.ellipse((x0 + 6, y0 + 6, x0 + 38, y0 + 38), fill=palette.INK)
    centred(
        draw,
        (x0 + 6, y0 + 6, x0 + 38, y0 + 37),
        str(space.number),
        typeface.font(typeface.SMALL, bold=True),
        palette.WHITE,
    )
    if space.good is not None:
        shapes.cube(draw, (x0 + 48, y0 + 4, x0 + 84, y0 + 40), good_colour(space.good))
    if space.demand:
        demand_token(draw, (x1 - 26, y0 + 22), space.demand)


def draw_token(
    draw: ImageDraw.ImageDraw, token: layout.Token, style: SeatStyle, camel: Camel
) -> None:
    """One camel: seat colour and shape, its id, and its good on top or (stolen) under it."""
    if camel.good is not None and camel.under:
        colour = good_colour(camel.good)
        shapes.cube(draw, token.stolen, colour)
        x0, y0, x1, y1 = token.stolen
        stripe = mix(colour, palette.readable_ink(colour), 0.55)
        shapes.hatch(draw, (x0 + 2, y0 + 2, x1 - 2, y1 - 2), stripe, 7, 2)
        draw.rounded_rectangle(token.stolen, radius=4, outline=palette.INK, width=2)
    radius = 10 if token.compact else 12
    draw.rounded_rectangle(token.pill, radius, fill=style.fill, outline=palette.INK, width=2)
    px0, py0, px1, py1 = token.pill
    if style.ink == palette.WHITE:
        # A dark pill would merge with its ink outline; a light inner rim keeps its shape.
        draw.rounded_rectangle(
            (px0 + 2, py0 + 2, px1 - 2, py1 - 2), radius - 2, outline=(150, 150, 150), width=1
        )
    cy = (py0 + py1) / 2
    compact = token.compact
    shapes.marker(
        draw,
        style.shape,
        (px0 + (12 if compact else 15), cy),
        7 if compact else 9,
        style.ink,
        style.ink,
        1,
    )
    draw.text(
        (px0 + (21 if compact else 28), cy),
        f"c{camel.number}",
        font=typeface.font(typeface.SMALL if compact else typeface.BODY, bold=True),
        fill=style.ink,
        anchor="lm",
    )
    if camel.good is not None and not camel.under:
        shapes.cube(draw, token.carried, good_colour(camel.good))


def draw_board(
    draw: ImageDraw.ImageDraw, view: CaravanView, styles: list[SeatStyle], locale: str
) -> None:
    spaces = {space.cell: space for space in view.spaces}
    camels = camels_by_cell(view)
    board = (
        layout.BOARD_X,
        layout.BOARD_Y,
        layout.BOARD_X + SIZE * layout.CELL,
        layout.BOARD_BOTTOM,
    )
    draw.rectangle(board, fill=SAND)
    for index in range(SIZE * SIZE):
        box = layout.cell_box(index)
        good = CITY_AT_CELL.get(index)
        if good is not None:
            draw_city(draw, box, good, locale)
        elif index in spaces:
            draw_space(draw, box, spaces[index])
    for k in range(SIZE + 1):
        x = layout.BOARD_X + k * layout.CELL
        y = layout.BOARD_Y + k * layout.CELL
        draw.line((x, board[1], x, board[3]), fill=GRID, width=2)
        draw.line((board[0], y, board[2], y), fill=GRID, width=2)
    draw_last_move(draw, view.last_action)
    for index, present in sorted(camels.items()):
        slots = layout.tokens(
            layout.cell_box(index), header_height(view, index, locale), len(present)
        )
        for token, (seat, camel) in zip(slots, present, strict=True):
            draw_token(draw, token, styles[seat], camel)
    draw.rectangle(
        (board[0] - 4, board[1] - 4, board[2] + 4, board[3] + 4), outline=BOARD_EDGE, width=4
    )


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


# -- the strip under the board --------------------------------------------------------


def last_move_text(view: CaravanView, locale: str) -> str:
    last = view.last_action
    if last is None:
        return ""
    params: dict[str, str] = {
        "from": cell_name(last.from_cell) if last.from_cell is not None else "",
        "to": cell_name(last.to_cell) if last.to_cell is not None else "",
        "good": translate(f"caravan.good.{last.good}", locale) if last.good else "",
    }
    key = f"render.caravan.last.{last.kind}"
    if last.kind == "place" or (last.kind == "move" and last.from_cell is None):
        key = "render.caravan.last.place"
    if last.kind == "carry" and last.delivered:
        key = "render.caravan.last.deliver"
    return label(key, locale, **params)


def draw_info(
    draw: ImageDraw.ImageDraw, view: CaravanView, styles: list[SeatStyle], locale: str
) -> None:
    """Goods left in the bag (per good) on the left, the last move on the right."""
    y0 = layout.INFO_Y
    box = (layout.MARGIN, y0, layout.WIDTH - layout.MARGIN, y0 + layout.INFO_HEIGHT)
    inner = chrome.panel(draw, box)
    mid = (inner[1] + inner[3]) / 2
    body = typeface.font(typeface.BODY, bold=True)
    small = typeface.font(typeface.SMALL)
    x = inner[0]
    right = inner[2]
    if view.end_triggered and not view.is_over:
        # The bag is empty once the end is triggered, so the notice takes its place.
        note = label("render.caravan.end_triggered", locale)
        face, shown = fit(note, (right - x) * 0.5, typeface.BODY, bold=True)
        draw.text((x, mid), shown, font=face, fill=palette.HIGHLIGHT, anchor="lm")
        x += face.getlength(shown) + 20
    else:
        bag = label("render.caravan.bag", locale, n=view.bag_count)
        draw.text((x, mid), bag, font=body, fill=palette.INK, anchor="lm")
        x += body.getlength(bag) + 14
        for good in GOODS:
            count = view.bag_by_good.get(good, 0)
            if not count:
                continue
            shapes.cube(draw, (x, mid - 13, x + 26, mid + 13), good_colour(good))
            x += 30
            draw.text((x, mid), str(count), font=small, fill=palette.INK, anchor="lm")
            x += small.getlength(str(count)) + 12
        x += 8
    if view.last_action is None:
        return
    seat = view.last_action.seat
    text = (
        f"{label('render.last_move', locale)} {view.seat_name(seat)} {last_move_text(view, locale)}"
    )
    face, shown = fit(text, right - x - 40, typeface.BODY)
    draw.text((right, mid), shown, font=face, fill=palette.INK, anchor="rm")
    chrome.seat_marker(draw, styles[seat], (right - face.getlength(shown) - 22, mid), 13)


# -- player panels ---------------------------------------------------------------------


def draw_player(
    draw: ImageDraw.ImageDraw,
    view: CaravanView,
    seat: int,
    style: SeatStyle,
    locale: str,
) -> None:
    player = view.players[seat]
    score = view.scores[seat]
    is_viewer = view.viewer == seat
    acting = seat in view.to_act and not view.is_over
    box = layout.panel_box(seat)
    x0, y0, x1, _y1 = chrome.panel(draw, box, accent=style.fill, emphasised=is_viewer)
    if acting:
        draw.rounded_rectangle(
            box, chrome.PANEL_RADIUS, outline=palette.HIGHLIGHT, width=5 if not is_viewer else 6
        )
    # Line 1: marker, name, colour word (the notation's name for the seat), score.
    line1 = y0 + 22
    chrome.seat_marker(draw, style, (x0 + 16, line1), 15)
    score_face = typeface.font(typeface.TITLE, bold=True)
    score_text = str(score.total)
    points = label("render.points", locale)
    small = typeface.font(typeface.SMALL)
    draw.text((x1, line1 + 6), points, font=small, fill=palette.MUTED_INK, anchor="rs")
    score_x = x1 - small.getlength(points) - 8
    draw.text((score_x, line1 + 6), score_text, font=score_face, fill=palette.INK, anchor="rs")
    name_right = score_x - score_face.getlength(score_text) - 16
    colour_word = translate(f"caravan.seat.{view.seat_colours[seat]}", locale)
    suffix = f" · {colour_word}"
    if is_viewer:
        suffix += f" ({label('render.you', locale)})"
    suffix_width = small.getlength(suffix)
    name_face, name = fit(
        view.seat_name(seat), max(60, name_right - (x0 + 40) - suffix_width), typeface.LARGE, True
    )
    draw.text((x0 + 40, line1), name, font=name_face, fill=palette.INK, anchor="lm")
    draw.text(
        (x0 + 40 + name_face.getlength(name), line1 + 2),
        suffix,
        font=small,
        fill=palette.MUTED_INK,
        anchor="lm",
    )
    # Line 2: delivered goods by type (and, once the game is over, the final place).
    line2 = y0 + 70
    if view.result is not None:
        place = label("render.place", locale, n=view.result.standing(seat).rank)
        face = typeface.font(typeface.SMALL, bold=True)
        draw.text((x1, line2), place, font=face, fill=palette.HIGHLIGHT, anchor="rm")
    x = x0
    caption = label("render.caravan.delivered", locale)
    draw.text((x, line2), caption, font=small, fill=palette.MUTED_INK, anchor="lm")
    x += small.getlength(caption) + 10
    delivered = Counter(player.delivered)
    if not delivered:
        draw.text((x, line2), "–", font=small, fill=palette.MUTED_INK, anchor="lm")
    count_face = typeface.font(typeface.SMALL, bold=True)
    for good in GOODS:
        if delivered[good]:
            colour = good_colour(good)
            box = (round(x), line2 - 17, round(x) + 34, line2 + 17)
            shapes.cube(draw, box, colour)
            centred(draw, box, str(delivered[good]), count_face, palette.readable_ink(colour))
            x += 42
    # Line 3: demand markers, theft markers, goods held and their penalty.
    line3 = y0 + 116
    x = x0
    x = demand_token(draw, (x + 16, line3), player.demand) + 8
    text = label("render.caravan.demand", locale)
    draw.text((x, line3), text, font=small, fill=palette.INK, anchor="lm")
    x += small.getlength(text) + 20
    theft = label("render.caravan.theft", locale, n=player.theft_markers)
    draw.text((x, line3), theft, font=small, fill=palette.INK, anchor="lm")
    x += small.getlength(theft) + 20
    if score.penalty:
        held = label("render.caravan.held_penalty", locale, n=score.held, penalty=score.penalty)
    else:
        held = label("render.caravan.held", locale, n=score.held)
    face, held = fit(held, x1 - x, typeface.SMALL)
    draw.text(
        (x, line3),
        held,
        font=face,
        fill=palette.HIGHLIGHT if score.penalty else palette.INK,
        anchor="lm",
    )
    # Line 4: camels still off the board (the ids a `place` move can use).
    line4 = y0 + 164
    reserve = [camel for camel in player.camels if camel.cell is None]
    caption = label("render.caravan.reserve", locale)
    draw.text((x0, line4), caption, font=small, fill=palette.MUTED_INK, anchor="lm")
    x = x0 + small.getlength(caption) + 10
    if not reserve:
        draw.text((x, line4), "–", font=small, fill=palette.MUTED_INK, anchor="lm")
    for camel in reserve:
        pill = (round(x), line4 - 17, round(x) + layout.PILL_W, line4 + 17)
        draw_token(draw, layout.Token(pill=pill, carried=pill, stolen=pill), style, camel)
        x += layout.PILL_W + 8


# -- the legend -------------------------------------------------------------------------


def draw_legend(draw: ImageDraw.ImageDraw, num_seats: int, style: SeatStyle, locale: str) -> None:
    """What the symbols mean: a carried and a stolen good, rare cities, last-move frames."""
    y0 = layout.legend_y(num_seats)
    mid = y0 + layout.LEGEND_HEIGHT // 2
    small = typeface.font(typeface.SMALL)
    x = float(layout.MARGIN + 4)
    good = "gems"
    for under, key in (
        (False, "render.caravan.legend.carried"),
        (True, "render.caravan.legend.stolen"),
    ):
        pill = (round(x), mid - 12, round(x) + layout.PILL_W, mid + 20)
        cx = pill[2] - layout.CUBE - 4
        token = layout.Token(
            pill=pill,
            carried=(cx, pill[1] - 14, cx + layout.CUBE, pill[1] + 12),
            stolen=(cx, pill[3] - 8, cx + layout.CUBE, pill[3] + 18),
        )
        draw_token(draw, token, style, Camel(number=1, cell=0, good=good, under=under))
        x += layout.PILL_W + 10
        text = label(key, locale)
        draw.text((x, mid), text, font=small, fill=palette.MUTED_INK, anchor="lm")
        x += small.getlength(text) + 30
    shapes.marker(draw, "star", (x + 12, mid), 11, palette.PANEL, palette.INK, 2)
    x += 32
    text = label("render.caravan.legend.rare", locale)
    draw.text((x, mid), text, font=small, fill=palette.MUTED_INK, anchor="lm")
    x += small.getlength(text) + 30
    for role in ("from", "to"):
        box = (round(x), mid - 15, round(x) + 30, mid + 15)
        draw.rectangle(box, fill=SAND)
        if role == "from":
            shapes.dashed_rectangle(draw, box, palette.HIGHLIGHT, 4, dash=8, gap=6)
        else:
            draw.rectangle(box, outline=palette.HIGHLIGHT, width=4)
        x += 36
        text = label(f"render.caravan.legend.{role}", locale)
        draw.text((x, mid), text, font=small, fill=palette.MUTED_INK, anchor="lm")
        x += small.getlength(text) + 16


# -- the whole image -------------------------------------------------------------------


def title_info(view: CaravanView, locale: str) -> tuple[str, str]:
    round_no = view.turn_number // max(1, len(view.players)) + 1
    info = label("render.caravan.round_turn", locale, round=round_no, turn=view.turn_number + 1)
    if view.is_over:
        return info, ""
    key = (
        "render.caravan.actions_left_one"
        if view.actions_left == 1
        else "render.caravan.actions_left"
    )
    detail = label(key, locale, n=view.actions_left)
    return info, detail


def render(view: CaravanView, locale: str = "en") -> Image.Image:
    """Draw `view` (from `CaravanGame.view`) as an RGB image."""
    styles = palette.named_seat_styles(list(view.seat_colours))
    image = Image.new("RGB", (layout.WIDTH, layout.height(len(view.players))), palette.BACKGROUND)
    draw = ImageDraw.Draw(image)
    info, detail = title_info(view, locale)
    title = translate("caravan.title", locale)
    if view.viewer is None:
        info = f"{info} · {label('render.spectator', locale)}"
    if view.is_over:
        # The result says who won (rank 1, possibly shared); the info names the end.
        winners = view.result.winners if view.result else []
        info = f"{info} · {label('render.game_over', locale)}"
        crowned = [chrome.SeatLabel(styles[s], view.seat_name(s)) for s in winners]
        chrome.title_bar(draw, layout.WIDTH, title, info, label("render.winner", locale), crowned)
    else:
        turn = [chrome.SeatLabel(styles[s], view.seat_name(s)) for s in view.to_act]
        chrome.title_bar(
            draw, layout.WIDTH, title, info, label("render.to_move", locale), turn, detail
        )
    draw_coordinates(draw)
    draw_board(draw, view, styles, locale)
    draw_info(draw, view, styles, locale)
    for seat in range(len(view.players)):
        draw_player(draw, view, seat, styles[seat], locale)
    draw_legend(draw, len(view.players), styles[0], locale)
    return image


def reference_view() -> CaravanView:
    """A board showing every colour a Caravan image uses: every seat and good, goods on and
    under camels, demand, the last-move frame, an emphasised and an acting panel, and the
    spectator and end-of-game variants are drawn with the same colours. The PNG palette
    is fitted to it once, so encoding a board only maps colours.
    """
    game = get("caravan")
    view = game.view(game.setup(4, {"sixth_camel": True}, 1), 0)
    view.seat_names = ["Anna", "Bartholomäus", "Chen", "Dörte"]
    view.to_act = [1]
    goods = list(GOODS)
    for seat, player in enumerate(view.players):
        player.delivered = list(goods)
        player.demand = seat + 1
        for number, camel in enumerate(player.camels):
            camel.cell = (seat * 12 + number * 2) % (SIZE * SIZE)
            if number < 4:
                camel.good = goods[(seat * 2 + number) % len(goods)]
                camel.under = number % 2 == 1
    for space, good in zip(view.spaces, goods, strict=True):
        space.good, space.demand = good, space.number % 3
    view.last_action = LastAction(seat=0, kind="move", from_cell=8, to_cell=24)
    return view

"""The column beside the board: the bag and the last move, and one panel per player."""

from __future__ import annotations

from collections import Counter

from PIL import ImageDraw

from engine.caravan.data import GOODS, cell_name
from engine.caravan.view import CaravanView
from engine.i18n import translate
from render import chrome, palette, shapes, typeface
from render.caravan import layout
from render.caravan.pieces import demand_coin, draw_token, good_colour
from render.caravan.texts import label
from render.palette import SeatStyle
from render.text import centred, fit_lines

LINE_PITCH = 28


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
    """Goods left in the bag (per good) on the first line, the last move below it."""
    x0, y0, x1, _ = chrome.panel(draw, layout.info_box())
    mid = y0 + 20
    if view.end_triggered and not view.is_over:
        # The bag is empty once the end is triggered, so the notice takes its place.
        note = label("render.caravan.end_triggered", locale)
        face, lines = fit_lines(note, x1 - x0, typeface.BODY, max_lines=1, bold=True)
        for i, line in enumerate(lines):
            y = mid + i * LINE_PITCH
            draw.text((x0, y), line, font=face, fill=palette.HIGHLIGHT, anchor="lm")
        mid += (len(lines) - 1) * LINE_PITCH
    else:
        draw_bag(draw, view, x0, mid, locale)
    if view.last_action is None:
        return
    seat = view.last_action.seat
    text = f"{label('render.last_move', locale)} {view.seat_name(seat)} "
    text += last_move_text(view, locale)
    face, lines = fit_lines(text, x1 - x0 - 34, typeface.BODY, max_lines=2)
    first = mid + 52 if len(lines) == 1 else mid + 40
    chrome.seat_marker(draw, styles[seat], (x0 + 13, first), 13)
    for i, line in enumerate(lines):
        y = first + i * LINE_PITCH
        draw.text((x0 + 34, y), line, font=face, fill=palette.INK, anchor="lm")


def draw_bag(
    draw: ImageDraw.ImageDraw, view: CaravanView, x: float, mid: float, locale: str
) -> None:
    """ "Bag: n" and a cube with the count of each good still in it."""
    body = typeface.font(typeface.BODY, bold=True)
    small = typeface.font(typeface.SMALL)
    bag = label("render.caravan.bag", locale, n=view.bag_count)
    draw.text((x, mid), bag, font=body, fill=palette.INK, anchor="lm")
    x += body.getlength(bag) + 16
    for good in GOODS:
        count = view.bag_by_good.get(good, 0)
        if not count:
            continue
        shapes.cube(
            draw, (round(x), round(mid) - 13, round(x) + 26, round(mid) + 13), good_colour(good)
        )
        x += 31
        draw.text((x, mid), str(count), font=small, fill=palette.INK, anchor="lm")
        x += small.getlength(str(count)) + 14


def draw_name_line(
    draw: ImageDraw.ImageDraw,
    view: CaravanView,
    seat: int,
    inner: tuple[int, int, int, int],
    style: SeatStyle,
    locale: str,
) -> None:
    """Marker, name and colour word (the notation's name for the seat), then the score."""
    x0, y0, x1, _ = inner
    line = y0 + 24
    chrome.seat_marker(draw, style, (x0 + 16, line), 15)
    score_face = typeface.font(typeface.TITLE, bold=True)
    small = typeface.font(typeface.SMALL)
    points = label("render.points", locale)
    score_text = str(view.scores[seat].total)
    draw.text((x1, line + 13), points, font=small, fill=palette.MUTED_INK, anchor="rs")
    score_x = x1 - small.getlength(points) - 8
    draw.text((score_x, line + 13), score_text, font=score_face, fill=palette.INK, anchor="rs")
    name_right = score_x - score_face.getlength(score_text) - 16
    suffix = f" · {translate(f'caravan.seat.{view.seat_colours[seat]}', locale)}"
    if view.viewer == seat:
        suffix += f" ({label('render.you', locale)})"
    room = name_right - (x0 + 40)
    face, lines = fit_lines(
        view.seat_name(seat), room - small.getlength(suffix), typeface.LARGE, 1, True
    )
    top = line - (len(lines) - 1) * 13
    for i, text in enumerate(lines):
        draw.text((x0 + 40, top + 26 * i), text, font=face, fill=palette.INK, anchor="lm")
    end = x0 + 40 + face.getlength(lines[-1])
    draw.text(
        (end, top + 26 * (len(lines) - 1) + 2),
        suffix,
        font=small,
        fill=palette.MUTED_INK,
        anchor="lm",
    )


def draw_player(
    draw: ImageDraw.ImageDraw, view: CaravanView, seat: int, style: SeatStyle, locale: str
) -> None:
    """One player's panel: name and score; delivered goods; demand, theft markers and
    goods held; camels still off the board."""
    player = view.players[seat]
    score = view.scores[seat]
    is_viewer = view.viewer == seat
    box = layout.panel_box(seat)
    inner = chrome.panel(draw, box, accent=style.fill, emphasised=is_viewer)
    if seat in view.to_act and not view.is_over:
        draw.rounded_rectangle(
            box, chrome.PANEL_RADIUS, outline=palette.HIGHLIGHT, width=6 if is_viewer else 5
        )
    x0, y0, x1, _ = inner
    draw_name_line(draw, view, seat, inner, style, locale)
    small = typeface.font(typeface.SMALL)
    # Delivered goods by type (and, once the game is over, the final place).
    line = y0 + 74
    if view.result is not None:
        place = label("render.place", locale, n=view.result.standing(seat).rank)
        face = typeface.font(typeface.BODY, bold=True)
        draw.text((x1, line), place, font=face, fill=palette.HIGHLIGHT, anchor="rm")
    caption = label("render.caravan.delivered", locale)
    draw.text((x0, line), caption, font=small, fill=palette.MUTED_INK, anchor="lm")
    x = x0 + small.getlength(caption) + 10
    delivered = Counter(player.delivered)
    if not delivered:
        draw.text((x, line), "–", font=small, fill=palette.MUTED_INK, anchor="lm")
    count_face = typeface.font(typeface.SMALL, bold=True)
    for good in GOODS:
        if delivered[good]:
            colour = good_colour(good)
            cube = (round(x), line - 17, round(x) + 34, line + 17)
            shapes.cube(draw, cube, colour)
            centred(draw, cube, str(delivered[good]), count_face, palette.readable_ink(colour))
            x += 42
    # Demand markers, theft markers, goods held and their penalty.
    line = y0 + 120
    x = demand_coin(draw, (x0 + 16, line), player.demand) + 8
    text = label("render.caravan.demand", locale)
    draw.text((x, line), text, font=small, fill=palette.INK, anchor="lm")
    x += small.getlength(text) + 24
    theft = label("render.caravan.theft", locale, n=player.theft_markers)
    draw.text((x, line), theft, font=small, fill=palette.INK, anchor="lm")
    x += small.getlength(theft) + 24
    if score.penalty:
        held = label("render.caravan.held_penalty", locale, n=score.held, penalty=score.penalty)
    else:
        held = label("render.caravan.held", locale, n=score.held)
    fill = palette.HIGHLIGHT if score.penalty else palette.INK
    draw.text((x, line), held, font=small, fill=fill, anchor="lm")
    # Camels still off the board (the names a `place` move can use).
    line = y0 + 164
    caption = label("render.caravan.reserve", locale)
    draw.text((x0, line), caption, font=small, fill=palette.MUTED_INK, anchor="lm")
    x = x0 + small.getlength(caption) + 10
    reserve = [camel for camel in player.camels if camel.cell is None]
    if not reserve:
        draw.text((x, line), "–", font=small, fill=palette.MUTED_INK, anchor="lm")
    for camel in reserve:
        token = layout.token_at(round(x), line - layout.NORMAL.pill_h // 2)
        draw_token(draw, token, style, camel)
        x += token.style.pill_w + 8

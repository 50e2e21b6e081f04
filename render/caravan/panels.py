"""One panel per player, in the column beside the board: name and score, delivered goods,
demand, theft markers and goods held, camels still off the board."""

from __future__ import annotations

from collections import Counter

from PIL import ImageDraw

from engine.caravan.data import GOODS
from engine.caravan.view import CaravanView
from engine.i18n import translate
from render import chrome, palette, shapes, typeface
from render.caravan import layout
from render.caravan.pieces import demand_coin, draw_token, good_colour
from render.palette import SeatStyle
from render.text import centred, fit_lines
from render.texts import label


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
    total = view.scores[seat].total
    points = label("render.points", locale, n=total)
    score_text = str(total)
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
    acting = seat in view.to_act and not view.is_over
    inner = chrome.seat_panel(draw, box, style, is_viewer, acting)
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

"""The top of the Caravan image: the title bar (turn, actions left, whose turn or who
won) and the info box above the panels (the bag, or the end notice, and the last move)."""

from __future__ import annotations

from PIL import ImageDraw

from engine.caravan.data import GOODS, cell_name
from engine.caravan.view import CaravanView
from engine.i18n import ParamValue, t, translate
from engine.i18n import seat as seat_text
from render import chrome, palette, shapes, typeface
from render.caravan import layout
from render.caravan.pieces import good_colour
from render.palette import SeatStyle
from render.scoreboard import ScoreEntry
from render.text import fit_lines
from render.texts import label, last_move_line


def round_info(view: CaravanView, locale: str) -> str:
    """The turn (Caravan counts turns only, it has no rounds) and the actions left in it."""
    parts = [label("render.turn", locale, n=view.turn_number + 1)]
    if not view.is_over:
        parts.append(label("render.caravan.actions_left", locale, n=view.actions_left))
    return " · ".join(parts)


def title_info(view: CaravanView, locale: str) -> str:
    """Where the game stands, whose view this is and whether the game is over."""
    parts = [round_info(view, locale)]
    if view.viewer is None:
        parts.append(label("render.spectator", locale))
    if view.is_over:
        parts.append(label("render.game_over", locale))
    return " · ".join(parts)


def draw_title(
    draw: ImageDraw.ImageDraw, view: CaravanView, styles: list[palette.SeatStyle], locale: str
) -> None:
    """Game, turn and actions left on the left; who is to move (or who won) on the right,
    where the whole width is left for the names."""
    title = translate("caravan.title", locale)
    info = title_info(view, locale)
    if view.is_over:
        # The result says who won (rank 1, possibly shared).
        seats = view.result.winners if view.result else []
        heading = label("render.winner", locale)
    else:
        seats, heading = view.to_act, label("render.to_move", locale)
    named = [chrome.SeatLabel(styles[s], view.seat_name(s)) for s in seats]
    chrome.title_bar(draw, layout.WIDTH, title, info, heading, named)


def score_entries(view: CaravanView, styles: list[SeatStyle]) -> list[ScoreEntry]:
    """Every seat's score for the status card (Caravan counts every point as it falls),
    and its place once the game is over."""
    result = view.result
    return [
        ScoreEntry(
            styles[seat],
            view.seat_name(seat),
            score.total,
            place=None if result is None else result.standing(seat).rank,
        )
        for seat, score in enumerate(view.scores)
    ]


LINE_PITCH = 28


def last_move_text(view: CaravanView, locale: str) -> str:
    last = view.last_action
    if last is None:
        return ""
    params: dict[str, ParamValue] = {
        "player": seat_text(last.seat),
        "from": cell_name(last.from_cell) if last.from_cell is not None else "",
        "to": cell_name(last.to_cell) if last.to_cell is not None else "",
        "good": translate(f"caravan.good.{last.good}", locale) if last.good else "",
    }
    key = f"render.caravan.last.{last.kind}"
    if last.kind == "place" or (last.kind == "move" and last.from_cell is None):
        key = "render.caravan.last.place"
    if last.kind == "carry" and last.delivered:
        key = "render.caravan.last.deliver"
    return last_move_line(t(key, **params), view.seat_names, locale)


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
    text = last_move_text(view, locale)
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

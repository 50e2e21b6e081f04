"""The top of the Macao board: the title bar (round, phase, whose turn) and the strip
under it (what the table waits for, and the last move)."""

from __future__ import annotations

from engine.errors import IllegalMove
from engine.game import Move
from engine.i18n import t, translate
from engine.macao import moves
from engine.macao.view import MacaoView
from engine.registry import get
from render import chrome, palette, shapes, typeface
from render.macao import layout as layout
from render.macao import style as style
from render.macao.offer import standings
from render.macao.style import Canvas
from render.palette import SeatStyle
from render.texts import label
from render.typeface import Font


def parsed_last_move(view: MacaoView) -> Move | None:
    """The last move as a move value; None if there is none or it is hidden (`dice`)."""
    if not view.last_move:
        return None
    try:
        return moves.parse(view.last_move)
    except IllegalMove:
        return None


def last_move_text(view: MacaoView, locale: str) -> str:
    """`Last move: Anna: Take district C4` (the engine's move label) or the hidden dice
    choice."""
    if view.last_seat is None or not view.last_move:
        return ""
    move = parsed_last_move(view)
    if move is None:
        what = label("render.macao.hidden_dice", locale)
    else:
        what = translate(get("macao").label(move), locale)
    return f"{label('render.last_move', locale)} {view.seat_name(view.last_seat)}: {what}"


def prompt_text(view: MacaoView, locale: str) -> str:
    """What the table waits for (who, and the pending choice or the phase's prompt), or
    the final standings."""
    if view.is_over:
        ranking = "  ".join(
            f"{place}. {view.seat_name(seat)} {style.signed(points)}"
            for place, seat, points in standings(view)
        )
        return f"{label('render.macao.standings', locale)} {ranking}"
    if view.pending is not None:
        prompt = translate(t(f"macao.prompt.{view.pending.kind}", count=view.pending.count), locale)
    else:
        prompt = translate(t(f"macao.prompt.{view.phase}"), locale)
    who = ", ".join(view.seat_name(seat) for seat in view.to_act)
    return f"{who}: {prompt}" if who else prompt


def title_info(view: MacaoView, locale: str) -> str:
    info = label("render.macao.round", locale, round=max(1, view.round), rounds=view.rounds)
    info = f"{info} · {label(f'render.macao.phase.{view.phase}', locale)}"
    if view.viewer is None:
        info = f"{info} · {label('render.spectator', locale)}"
    return info


MARKER_STEP = 40  # a seat marker and the space after it


def _turn_names(
    view: MacaoView, budget: float, label_width: float
) -> tuple[Font, list[str]] | None:
    """The names of the seats to act at the largest size (down to 22 px) that fits
    `budget`; None if even that does not fit (then the markers stand alone, and the
    strip below names everyone)."""
    names = [view.seat_name(seat) for seat in view.to_act]
    for size in range(typeface.LARGE, typeface.MIN_FONT_SIZE - 1, -2):
        face = typeface.font(size, bold=True)
        width = label_width + sum(MARKER_STEP + face.getlength(n) + 14 for n in names)
        if width <= budget:
            return face, names
    return None


def title_bar(canvas: Canvas, view: MacaoView, styles: list[SeatStyle], locale: str) -> None:
    """`Macao  Round 8 of 12 · Action phase` on the left, `To move: ● Anna` on the right.

    Like `render.chrome.title_bar`, but a name is never cut: names shrink, and if they
    still do not fit only the seat markers remain (the strip below names the players).
    """
    draw = canvas.draw
    width = layout.WIDTH
    height = chrome.TITLE_BAR_HEIGHT
    draw.rectangle((0, 0, width, height), fill=palette.TITLE_BAR)
    mid = height // 2
    title_face = typeface.font(typeface.TITLE, bold=True)
    title = translate("macao.title", locale)
    x = 28
    style.text(draw, (x, mid), title, title_face, palette.TITLE_INK, "lm")
    x += round(title_face.getlength(title)) + 28
    info_face = typeface.font(typeface.LARGE)
    info = title_info(view, locale)
    style.text(draw, (x, mid), info, info_face, palette.TITLE_MUTED, "lm")
    x += round(info_face.getlength(info)) + 40
    right = width - 28
    turn_label = label("render.game_over" if view.is_over else "render.to_move", locale)
    label_face = typeface.font(typeface.LARGE)
    label_width = label_face.getlength(turn_label) + 12
    seats = [] if view.is_over else view.to_act
    fitted = _turn_names(view, right - x, label_width) if seats else None
    if fitted is None:
        total = label_width + len(seats) * MARKER_STEP
    else:
        face, names = fitted
        total = label_width + sum(MARKER_STEP + face.getlength(n) + 14 for n in names)
    cursor = right - total
    style.text(draw, (cursor, mid), turn_label, label_face, palette.TITLE_MUTED, "lm")
    cursor += label_width
    for i, seat in enumerate(seats):
        style.seat_marker(canvas, styles[seat], (cursor + 16, mid), 14, palette.WHITE)
        cursor += MARKER_STEP
        if fitted is not None:
            face, names = fitted
            style.text(draw, (cursor, mid), names[i], face, palette.TITLE_INK, "lm")
            cursor += face.getlength(names[i]) + 14


def draw_info(canvas: Canvas, view: MacaoView, styles: list[SeatStyle], locale: str) -> None:
    """The prompt on the left, the last move on the right, each wrapped if it must be."""
    draw = canvas.draw
    box = layout.INFO_BOX
    inner = chrome.panel(draw, box)
    mid = (inner[1] + inner[3]) / 2
    width = inner[2] - inner[0]
    prompt = prompt_text(view, locale)
    bold = typeface.font(typeface.BODY, bold=True)
    # The prompt takes its natural width (at most 60 %, or more where it would need
    # more than two lines; all of it at the end of the game); the last move the rest.
    for share in (1.0,) if view.is_over else (0.6, 0.7, 0.8):
        prompt_width = min(bold.getlength(prompt), width * share)
        face, shown = style.lines(prompt, prompt_width, typeface.BODY, 1, True)
        if len(shown) <= 2:
            break
    top = mid - (len(shown) - 1) * style.LINE / 2
    style.draw_lines(draw, (inner[0], top), shown, face, palette.INK)
    last = "" if view.is_over else last_move_text(view, locale)
    if not last or view.last_seat is None:
        return
    face, shown = style.lines(last, width - prompt_width - 90, typeface.BODY)
    top = mid - (len(shown) - 1) * style.LINE / 2
    style.draw_lines(draw, (inner[2], top), shown, face, palette.INK, "rm")
    x = inner[2] - max(face.getlength(line) for line in shown) - 22
    style.seat_marker(canvas, styles[view.last_seat], (x, mid), 13)
    shapes.last_move(draw, (round(x - 20), box[1] + 6, box[2] - 6, box[3] - 6), "to")

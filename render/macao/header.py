"""The top of the Macao board: the title bar (round, phase, whose turn) and the strip
under it (what the table waits for, and the last move)."""

from __future__ import annotations

from engine.i18n import t, translate
from engine.macao.view import MacaoView
from render import chrome, palette, shapes, typeface
from render.canvas import Canvas
from render.macao import layout as layout
from render.macao import pieces as pieces
from render.macao.offer import standings
from render.palette import SeatStyle
from render.scoreboard import ScoreEntry
from render.text import draw_lines, fit_lines
from render.texts import label, last_move_line, signed


def last_move_text(view: MacaoView, locale: str) -> str:
    """`Last move: Anna took district C4 (Paper)`: what the table read of it (of a
    hidden dice choice, only that it was made)."""
    if view.last_move is None:
        return ""
    return last_move_line(view.last_move.text, view.seat_names, locale)


def prompt_text(view: MacaoView, locale: str) -> str:
    """What the table waits for (who, and the pending choice or the phase's prompt), or
    the final standings."""
    if view.is_over:
        ranking = " · ".join(
            label(
                "render.macao.standing",
                locale,
                place=label("render.place", locale, n=place),
                name=view.seat_name(seat),
                n=signed(points),
            )
            for place, seat, points in standings(view)
        )
        return f"{label('render.macao.standings', locale)} {ranking}"
    if view.pending is not None:
        prompt = translate(t(f"macao.prompt.{view.pending.kind}", count=view.pending.count), locale)
    else:
        prompt = translate(t(f"macao.prompt.{view.phase}"), locale)
    who = ", ".join(view.seat_name(seat) for seat in view.to_act)
    return f"{who}: {prompt}" if who else prompt


def score_entries(view: MacaoView, styles: list[SeatStyle]) -> list[ScoreEntry]:
    """Every seat's prestige points and, while the game runs, its projected final score
    (penalties, end-game cards and the city still to count); the final score once over."""
    if view.result is not None:
        return [
            ScoreEntry(styles[s.seat], view.seat_name(s.seat), s.score, place=s.rank)
            for s in sorted(view.result.standings, key=lambda s: s.seat)
        ]
    return [
        ScoreEntry(styles[p.seat], view.seat_name(p.seat), p.prestige, p.projected)
        for p in view.players
    ]


def round_info(view: MacaoView, locale: str) -> str:
    """`Round 8 of 12 · Action phase`: where the game stands (at the end only the round:
    the title bar and the status card say that the game is over)."""
    info = label("render.macao.round", locale, round=max(1, view.round), rounds=view.rounds)
    if view.is_over:
        return info
    return f"{info} · {label(f'render.macao.phase.{view.phase}', locale)}"


def title_info(view: MacaoView, locale: str) -> str:
    info = round_info(view, locale)
    if view.viewer is None:
        info = f"{info} · {label('render.spectator', locale)}"
    return info


def title_bar(canvas: Canvas, view: MacaoView, styles: list[SeatStyle], locale: str) -> None:
    """`Macao  Round 8 of 12 · Action phase` on the left, `To move: ● Anna` on the right."""
    heading, seats = chrome.turn(view, styles.__getitem__, locale)
    title = translate("macao.title", locale)
    chrome.title_bar(canvas.draw, layout.WIDTH, title, title_info(view, locale), heading, seats)


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
        face, shown = fit_lines(prompt, prompt_width, typeface.BODY, 1, True)
        if len(shown) <= 2:
            break
    top = mid - (len(shown) - 1) * pieces.LINE / 2
    draw_lines(draw, (inner[0], top), shown, face, palette.INK, pitch=pieces.LINE)
    last = "" if view.is_over else last_move_text(view, locale)
    if not last or view.last_move is None:
        return
    face, shown = fit_lines(last, width - prompt_width - 90, typeface.BODY)
    top = mid - (len(shown) - 1) * pieces.LINE / 2
    draw_lines(draw, (inner[2], top), shown, face, palette.INK, "rm", pitch=pieces.LINE)
    x = inner[2] - max(face.getlength(line) for line in shown) - 22
    chrome.seat_marker(canvas.draw, styles[view.last_move.seat], (x, mid), 13)
    shapes.last_move(draw, (round(x - 20), box[1] + 6, box[2] - 6, box[3] - 6), "to")

"""The title bar and the info strip: the round, who is to move, the last move, the prompt.

The last move and the prompt are the engine's texts; they wrap rather than being cut,
however long the engine's wording or the players' names.
"""

from __future__ import annotations

from PIL import ImageDraw

from engine.i18n import and_list, translate
from engine.marco_polo.labels import character_name
from engine.marco_polo.view import MarcoPoloView
from render import chrome, palette, typeface
from render.marco_polo import layout as layout
from render.palette import RGB
from render.scoreboard import ScoreEntry
from render.text import fit_lines, line_step
from render.texts import label, last_move_line


def round_info(view: MarcoPoloView, locale: str) -> str:
    """`Round 3 of 5 · Actions`: where the game stands."""
    parts = [label("render.marco_polo.round", locale, round=min(view.round, 5))]
    phase = label(f"render.marco_polo.phase.{view.phase}", locale)
    if phase and not view.is_over:  # the title bar and the status card say it is over
        parts.append(phase)
    return " · ".join(parts)


def title_info(view: MarcoPoloView, locale: str) -> str:
    parts = [round_info(view, locale)]
    if view.viewer is None:
        parts.append(label("render.spectator", locale))
    return " · ".join(parts)


def draw_title(draw: ImageDraw.ImageDraw, view: MarcoPoloView, locale: str, width: int) -> None:
    """Game name and round on the left; who is to move (or that the game is over) on the right."""
    heading, seats = chrome.turn(view, palette.seat_style, locale)
    title = translate("marco_polo.title", locale)
    chrome.title_bar(draw, width, title, title_info(view, locale), heading, seats)


def score_entries(view: MarcoPoloView) -> list[ScoreEntry]:
    """Every seat's points on the track and, while the game runs, what the final scoring
    would add now (goal cards only where the view shows them); the final score once over."""
    entries = []
    for seat, player in enumerate(view.players):
        style, name = palette.seat_style(seat), view.seat_name(seat)
        if view.result is not None:
            final = view.result.standing(seat)
            entries.append(ScoreEntry(style, name, final.score, place=final.rank))
        else:
            entries.append(ScoreEntry(style, name, player.vp, player.score))
    return entries


# -- the info strip ------------------------------------------------------------------------


def last_move_text(view: MarcoPoloView, locale: str) -> str:
    """`Last move: Ada travelled …`: what the table read of it, in `locale`."""
    if view.last_move is None:
        return ""
    return last_move_line(view.last_move.text, view.seat_names, locale)


def waiting_text(view: MarcoPoloView, locale: str) -> str:
    """What the image's viewer is asked now, else whose decision the game waits for."""
    if view.is_over:
        return label("render.game_over", locale)
    if view.prompt is not None and view.viewer in view.to_act:
        return translate(view.prompt, locale)
    names = and_list([view.seat_name(seat) for seat in view.to_act])
    return label("render.marco_polo.waiting", locale, who=names)


def standings_text(view: MarcoPoloView, locale: str) -> str:
    """The final ranking as the engine's result gives it: place, name and total."""
    assert view.result is not None
    return " · ".join(
        label(
            "render.marco_polo.standing",
            locale,
            place=label("render.place", locale, n=standing.rank),
            name=view.seat_name(standing.seat),
            n=standing.score,
        )
        for standing in view.result.standings
    )


def asked(view: MarcoPoloView) -> bool:
    """Whether the image's viewer is the one (or one of those) the game waits for."""
    return not view.is_over and view.viewer is not None and view.viewer in view.to_act


def strip_lines(view: MarcoPoloView, locale: str) -> list[tuple[str, bool, RGB]]:
    """(text, bold, colour) of each paragraph: last move, prompt, the draft's offer."""
    lines: list[tuple[str, bool, RGB]] = []
    if view.last_move is not None:
        lines.append((last_move_text(view, locale), True, palette.INK))
    if view.result is not None:  # the title bar says the game is over
        lines.append((standings_text(view, locale), True, palette.INK))
    else:
        lines.append((waiting_text(view, locale), asked(view), palette.INK))
    if view.phase == "draft" and view.draft_offer:
        names = ", ".join(translate(character_name(c), locale) for c in view.draft_offer)
        lines.append((f"{label('render.marco_polo.draft', locale)} {names}", False, palette.INK))
    return lines


def draw_strip(draw: ImageDraw.ImageDraw, view: MarcoPoloView, locale: str) -> None:
    """The strip above the action board; emphasised when it asks the viewer to decide."""
    x0, y0, x1, y1 = chrome.panel(draw, layout.INFO_BOX, emphasised=asked(view))
    paragraphs = strip_lines(view, locale)
    indent = 36 if view.last_move is not None else 0
    # One size for every paragraph: the largest at which all of them, wrapped, fit.
    for size in (typeface.LARGE, 26, typeface.BODY, typeface.SMALL):
        shaped = [
            fit_lines(text, x1 - x0 - (indent if index == 0 else 0), size, len(text), bold)
            for index, (text, bold, _) in enumerate(paragraphs)
        ]
        height = sum(line_step(face) * len(lines) for face, lines in shaped)
        height += 6 * (len(shaped) - 1)
        if height <= y1 - y0:
            break
    y = y0 + max(0, (y1 - y0 - height) // 2)
    for index, ((face, lines), (_, _, colour)) in enumerate(zip(shaped, paragraphs, strict=True)):
        x = x0 + (indent if index == 0 else 0)
        step = line_step(face)
        if index == 0 and indent:
            seat = view.last_move.seat if view.last_move is not None else 0
            chrome.seat_marker(draw, palette.seat_style(seat), (x0 + 14, y + step / 2), 13)
        for line in lines:
            draw.text((x, y + step / 2), line, font=face, fill=colour, anchor="lm")
            y += step
        y += 6

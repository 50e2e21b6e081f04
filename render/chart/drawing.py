"""Drawing a score chart: a title bar, a legend (marker, name, final score per seat), and
the plot: score gridlines, a tick per round (or every few turns), one line per seat in
its colour on an ink underlay (light colours keep their edge on the paper), and the seat's
marker shape at each round's end, so seats differ by form as well as colour."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PIL import Image, ImageDraw

from engine.i18n import t, translate
from render import palette, shapes, typeface
from render.text import ellipsize, fit
from render.texts import label

if TYPE_CHECKING:
    from render.chart import ScoreChart


WIDTH, HEIGHT = 1400, 700
HEADER = 72
LEGEND_TOP, LEGEND_HEIGHT = HEADER + 14, 50
PLOT_LEFT, PLOT_RIGHT = 104, WIDTH - 48
PLOT_TOP, PLOT_BOTTOM = LEGEND_TOP + LEGEND_HEIGHT + 26, HEIGHT - 92
LINE_WIDTH, UNDERLAY_WIDTH = 5, 9
MARKER_RADIUS = 11
MAX_MARKERS = 16  # per seat: more would hide the lines
MIN_TICK_GAP = 56  # px between labelled ticks
NICE_STEPS = (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000)


def nice_step(low: int, high: int, lines: int = 6) -> int:
    """The smallest round step that needs at most `lines` gridlines from low to high."""
    span = max(1, high - low)
    return next((s for s in NICE_STEPS if span / s <= lines), NICE_STEPS[-1])


def draw_chart(chart: ScoreChart, locale: str) -> Image.Image:
    image = Image.new("RGB", (WIDTH, HEIGHT), palette.BACKGROUND)
    draw = ImageDraw.Draw(image)
    game = translate(t(f"{chart.game}.title"), locale)
    chances = chart.kind == "chances"
    title = "render.chart.chances_title" if chances else "render.chart.title"
    _header(draw, label(title, locale, game=game))
    _legend(draw, chart)
    if not chart.scores:
        return image
    low = min(0, *(min(s) for s in chart.scores))
    high = 100 if chances else max(1, *(max(s) for s in chart.scores))
    step = 25 if chances else nice_step(low, high)
    bottom, top = math.floor(low / step) * step, math.ceil(high / step) * step

    def y_of(score: float) -> float:
        return PLOT_BOTTOM - (score - bottom) / (top - bottom) * (PLOT_BOTTOM - PLOT_TOP)

    count = len(chart.scores)

    def x_of(index: int) -> float:
        if count == 1:
            return (PLOT_LEFT + PLOT_RIGHT) / 2
        return PLOT_LEFT + index / (count - 1) * (PLOT_RIGHT - PLOT_LEFT)

    _grid(draw, bottom, top, step, y_of)
    ends = _period_ends(chart.periods)
    _ticks(draw, chart, x_of, locale)
    marked = ends[:: max(1, math.ceil(len(ends) / MAX_MARKERS))]
    if count - 1 not in marked:
        marked.append(count - 1)
    seats = len(chart.names)
    for seat in reversed(range(seats)):
        style = chart.styles[seat]
        points = [(x_of(i), y_of(s[seat])) for i, s in enumerate(chart.scores)]
        if len(points) > 1:
            draw.line(points, fill=palette.INK, width=UNDERLAY_WIDTH, joint="curve")
            draw.line(points, fill=style.fill, width=LINE_WIDTH, joint="curve")
        for index in marked:
            shapes.marker(draw, style.shape, points[index], MARKER_RADIUS, style.fill, palette.INK)
    return image


def _header(draw: ImageDraw.ImageDraw, title: str) -> None:
    draw.rectangle((0, 0, WIDTH, HEADER), fill=palette.TITLE_BAR)
    face, text = fit(title, WIDTH - 56, typeface.HEADING, bold=True)
    draw.text((28, HEADER // 2), text, font=face, fill=palette.TITLE_INK, anchor="lm")


def _legend(draw: ImageDraw.ImageDraw, chart: ScoreChart) -> None:
    seats = len(chart.names)
    if not seats:
        return
    slot = (WIDTH - 56) / seats
    face = typeface.font(typeface.BODY, bold=True)
    mid = LEGEND_TOP + LEGEND_HEIGHT / 2
    final = chart.scores[-1] if chart.scores else [0] * seats
    for seat, name in enumerate(chart.names):
        x = 28 + seat * slot
        style = chart.styles[seat]
        shapes.marker(draw, style.shape, (x + 16, mid), 13, style.fill, palette.INK)
        score = f": {final[seat]}" + (" %" if chart.kind == "chances" else "")
        shown = ellipsize(name, face, slot - 60 - face.getlength(score)) + score
        draw.text((x + 40, mid), shown, font=face, fill=palette.INK, anchor="lm")


def _grid(draw: ImageDraw.ImageDraw, bottom: int, top: int, step: int, y_of) -> None:  # type: ignore[no-untyped-def]
    face = typeface.font(typeface.SMALL)
    draw.rectangle(
        (PLOT_LEFT, PLOT_TOP, PLOT_RIGHT, PLOT_BOTTOM),
        fill=palette.PANEL,
        outline=palette.PANEL_EDGE,
    )
    for value in range(bottom, top + 1, step):
        y = y_of(value)
        colour = palette.MUTED_INK if value == 0 else palette.PANEL_EDGE
        draw.line((PLOT_LEFT, y, PLOT_RIGHT, y), fill=colour, width=2)
        draw.text((PLOT_LEFT - 14, y), str(value), font=face, fill=palette.MUTED_INK, anchor="rm")


def _period_ends(periods: list[int]) -> list[int]:
    """Indices of the last sample of each round (or turn)."""
    return [i for i in range(len(periods)) if i + 1 == len(periods) or periods[i + 1] != periods[i]]


def _ticks(draw: ImageDraw.ImageDraw, chart: ScoreChart, x_of, locale: str) -> None:  # type: ignore[no-untyped-def]
    """A tick where each round starts; for turns, every few turns (a round number of
    them, as many as there is room for)."""
    face = typeface.font(typeface.SMALL)
    starts = [i for i, p in enumerate(chart.periods) if i == 0 or chart.periods[i - 1] != p]
    every = 1
    if not chart.by_round and len(starts) > 1:
        room = (PLOT_RIGHT - PLOT_LEFT) / MIN_TICK_GAP
        every = next((s for s in NICE_STEPS if len(starts) / s <= room), NICE_STEPS[-1])
    last_label = -math.inf
    for index in starts:
        period = chart.periods[index]
        if every > 1 and period % every and index:
            continue
        x = x_of(index)
        light = palette.mix(palette.PANEL, palette.PANEL_EDGE, 0.5)
        draw.line((x, PLOT_TOP, x, PLOT_BOTTOM), fill=light, width=1)
        draw.line((x, PLOT_BOTTOM, x, PLOT_BOTTOM + 10), fill=palette.MUTED_INK, width=2)
        if x - last_label >= MIN_TICK_GAP:
            draw.text(
                (x, PLOT_BOTTOM + 14), str(period), font=face, fill=palette.MUTED_INK, anchor="mt"
            )
            last_label = x
    caption = label("render.chart.rounds" if chart.by_round else "render.chart.turns", locale)
    draw.text(
        ((PLOT_LEFT + PLOT_RIGHT) / 2, HEIGHT - 22),
        caption,
        font=typeface.font(typeface.BODY, bold=True),
        fill=palette.INK,
        anchor="mb",
    )

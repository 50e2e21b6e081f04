"""A Macao player panel: score line, wind rose, tableau, ship and activated cards."""

from __future__ import annotations

from PIL import ImageDraw

from engine.game import Standing
from engine.i18n import translate
from engine.macao.data import COLOURS, load
from engine.macao.view import ActiveCard, MacaoView, PlayerView
from render import chrome, palette, typeface
from render.macao import layout as layout
from render.macao import style as style
from render.macao.board import ship_name
from render.macao.cards import display_name, summary
from render.macao.style import Canvas
from render.palette import SeatStyle
from render.text import Box
from render.texts import label


def _caption(
    draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, max_width: float
) -> None:
    face, shown = style.fit(text, max_width, typeface.SMALL, bold=True)
    style.text(draw, xy, shown, face, palette.MUTED_INK, "lm")


def draw_header(
    canvas: Canvas,
    view: MacaoView,
    player: PlayerView,
    seat_style: SeatStyle,
    box: Box,
    locale: str,
) -> None:
    """Marker, name and turn position on the left; prestige, gold, penalties on the right."""
    draw = canvas.draw
    x0, y0, x1, _ = box
    mid = y0 + layout.PANEL_HEADER / 2 + 2
    chrome.seat_marker(draw, seat_style, (x0 + 46, mid), 16)
    # Right side first (numbers must never be cut), then the name fills what is left.
    big = typeface.font(typeface.HEADING, bold=True)
    body = typeface.font(typeface.BODY)
    bold = typeface.font(typeface.BODY, bold=True)
    x = x1 - 20
    # During the game: prestige now, with the projected final score (rules appendix).
    # At the end the projection is the final score, so it becomes the big number.
    final = final_standing(view, player.seat)
    if final is not None:
        shown = final.score
        note = label("render.macao.in_game", locale, n=style.signed(player.prestige))
        pp = label("render.macao.final", locale)
    else:
        shown = player.prestige
        note = label("render.macao.projected", locale, n=style.signed(player.projected))
        pp = label("render.macao.prestige", locale)
    style.text(draw, (x, mid), f"({note})", body, palette.MUTED_INK, "rm")
    x -= body.getlength(f"({note})") + 10
    style.text(draw, (x, mid + 2), pp, bold, palette.INK, "rm")
    x -= bold.getlength(pp) + 6
    style.text(draw, (x, mid + 2), style.signed(shown), big, palette.INK, "rm")
    x -= big.getlength(style.signed(shown)) + 30
    parts: list[tuple[str, str]] = []
    if player.jokers:
        parts.append(("joker", label("render.macao.jokers", locale, n=player.jokers)))
    parts.append(("markers", label("render.macao.markers", locale, n=player.markers_left)))
    if player.penalties:
        parts.append(("penalty", label("render.macao.penalties", locale, n=player.penalties)))
    parts.append(("gold", str(player.gold)))
    for kind, text in parts:
        colour = style.PP_FILL if kind == "penalty" else palette.INK
        face = bold if kind in ("gold", "penalty") else body
        style.text(draw, (x, mid), text, face, colour, "rm")
        x -= face.getlength(text)
        if kind == "gold":
            style.coin(draw, (x - 16, mid), 13)
            x -= 32
        elif kind == "joker":
            style.joker_tile(
                canvas, (round(x - 34), round(mid - 14), round(x - 6), round(mid + 14))
            )
            x -= 40
        elif kind == "penalty":
            draw.rounded_rectangle(
                (x - 34, mid - 14, x - 6, mid + 14),
                radius=4,
                fill=style.PP_FILL,
                outline=palette.INK,
            )
            style.centred(draw, (x - 34, mid - 14, x - 6, mid + 14), "!", bold, palette.WHITE)
            x -= 40
        x -= 26
    name_left = x0 + 74
    position = label("render.macao.turn_position", locale, n=player.turn_position)
    you = f" ({label('render.you', locale)})" if view.viewer == player.seat else ""
    small = typeface.font(typeface.SMALL)
    tail = f"{you} · {position}"
    name_face, name = style.fit(
        view.seat_name(player.seat),
        max(80, x - name_left - small.getlength(tail) - 10),
        typeface.LARGE,
        True,
    )
    style.text(draw, (name_left, mid), name, name_face, palette.INK, "lm")
    tail_x = name_left + name_face.getlength(name)
    tail_face, tail = style.fit(tail, max(40, x - tail_x), typeface.SMALL)
    style.text(draw, (tail_x, mid + 2), tail, tail_face, palette.MUTED_INK, "lm")


def draw_rose(canvas: Canvas, player: PlayerView, panel: layout.PanelLayout, locale: str) -> None:
    """Action supply and the six wind-rose fields, each listing its cubes by colour."""
    draw = canvas.draw
    _caption(
        draw, (panel.rose[0], panel.rose[1] + 12), label("render.macao.rose", locale), layout.ROSE_W
    )
    bold = typeface.font(typeface.SMALL, bold=True)
    fields = [player.supply, *player.rose]
    for field, cubes in enumerate(fields):
        cell = layout.rose_cell(panel, field)
        fill = palette.PANEL_EMPHASIS if field == 0 else palette.WHITE
        draw.rounded_rectangle(cell, radius=8, fill=fill, outline=palette.PANEL_EDGE, width=2)
        title = label("render.macao.supply", locale) if field == 0 else str(field)
        face, title = style.fit(title, cell[2] - cell[0] - 8, typeface.SMALL, bold=True)
        band = cell[1] + layout.ROSE_TITLE / 2 + 1
        style.text(draw, ((cell[0] + cell[2]) / 2, band), title, face, palette.INK, "mm")
        draw.line(
            (cell[0] + 6, cell[1] + layout.ROSE_TITLE, cell[2] - 6, cell[1] + layout.ROSE_TITLE),
            fill=palette.PANEL_EDGE,
            width=1,
        )
        y = cell[1] + layout.ROSE_TITLE + 3
        for colour in COLOURS:
            n = cubes.get(colour, 0)
            if not n:
                continue
            x = cell[0] + (8 if field else 18)
            style.cube(canvas, (x, y + 2), colour, 24)
            style.text(draw, (x + 29, y + 14), str(n), bold, palette.INK, "lm")
            y += layout.ROSE_ROW


def draw_tableau(
    canvas: Canvas, player: PlayerView, panel: layout.PanelLayout, locale: str
) -> None:
    draw = canvas.draw
    caption = label("render.macao.tableau", locale, n=len(player.tableau))
    _caption(draw, (panel.tableau[0], panel.tableau[1] + 12), caption, layout.TABLEAU_W)
    for i in range(max(5, len(player.tableau))):
        row = layout.tableau_row(panel, i)
        x0, y0, x1, y1 = row
        if i >= len(player.tableau):
            draw.rounded_rectangle(row, radius=6, outline=palette.PANEL_EDGE, width=1)
            continue
        card = player.tableau[i]
        draw.rounded_rectangle(
            row, radius=6, fill=palette.WHITE, outline=palette.PANEL_EDGE, width=1
        )
        draw.rectangle(
            (x0 + 3, y0 + 3, x0 + 9, y1 - 3),
            fill=style.TYPE_COLOURS.get(card.type, palette.MUTED_INK),
        )
        line1, line2 = y0 + 17, y0 + 42
        name_x = style.cost_cubes(canvas, x0 + 16, line1, card.cost, 24) + 6
        face, name = style.fit(
            display_name(card, locale), x1 - 8 - name_x, typeface.SMALL, bold=True
        )
        style.text(draw, (name_x, line1), name, face, palette.INK, "lm")
        face, effect = style.fit(summary(card.id, locale), x1 - 8 - (x0 + 16), typeface.SMALL)
        style.text(draw, (x0 + 16, line2), effect, face, palette.MUTED_INK, "lm")


def draw_ship_line(
    canvas: Canvas, view: MacaoView, player: PlayerView, panel: layout.PanelLayout, locale: str
) -> None:
    draw = canvas.draw
    line = layout.ship_line(panel)
    x0, y0, x1, _ = line
    bold = typeface.font(typeface.SMALL, bold=True)
    cy = y0 + 16
    text = label("render.macao.ship", locale, at=ship_name(view, player.ship))
    style.text(draw, (x0, cy), text, bold, palette.INK, "lm")
    x = x0 + bold.getlength(text) + 14
    for good in player.goods:
        style.good_tile(canvas, (round(x), cy - 15, round(x) + 40, cy + 15), good, locale)
        x += 46
    notes = [label("render.macao.delivered", locale, n=player.goods_delivered)]
    if player.ship_budget:
        notes.append(label("render.macao.budget", locale, n=player.ship_budget))
    if player.district_discount:
        notes.append(label("render.macao.discount", locale, n=player.district_discount))
    face, shown = style.fit(" · ".join(notes), max(40, x1 - x - 6), typeface.SMALL)
    style.text(draw, (x1, cy), shown, face, palette.MUTED_INK, "rm")


def spent(card: ActiveCard, player: PlayerView) -> bool:
    """A once-per-round card already used this round; the Craftsman's use is the player's
    free activation (`handwerker_used`), which the engine books apart from other uses."""
    if card.uses != "once_per_round":
        return False
    if card.used_this_round:
        return True
    effect = load().cards[card.id].effect
    return effect.rule == "activation_payment" and player.handwerker_used


def draw_active(
    draw: ImageDraw.ImageDraw, player: PlayerView, panel: layout.PanelLayout, locale: str
) -> None:
    top = panel.active[1] + layout.SHIP_LINE
    _caption(draw, (panel.active[0], top + 12), label("render.macao.active", locale), 400)
    small = typeface.font(typeface.SMALL)
    if not player.active:
        style.text(
            draw,
            (panel.active[0], layout.active_row(panel, 0)[1] + 16),
            label("render.macao.none", locale),
            small,
            palette.MUTED_INK,
            "lm",
        )
        return
    for i, card in enumerate(player.active):
        row = layout.active_row(panel, i)
        x0, y0, x1, y1 = row
        cy = (y0 + y1) / 2
        used = spent(card, player)
        draw.rectangle(
            (x0, y0 + 4, x0 + 6, y1 - 4), fill=style.TYPE_COLOURS.get(card.type, palette.MUTED_INK)
        )
        x = x0 + 14
        name = display_name(card, locale)
        name_face, name = style.fit(name, 230, typeface.SMALL, bold=True)
        ink = palette.MUTED_INK if used else palette.INK
        style.text(draw, (x, cy), name, name_face, ink, "lm")
        x += name_face.getlength(name) + 12
        right = x1
        if used:
            mark = "✓"
            style.text(draw, (x1, cy), mark, small, palette.MUTED_INK, "rm")
            right = x1 - small.getlength(mark) - 10
        face, text = style.fit(summary(card.id, locale), max(20, right - x), typeface.SMALL)
        style.text(draw, (x, cy), text, face, palette.MUTED_INK, "lm")


def final_standing(view: MacaoView, seat: int) -> Standing | None:
    """The seat's standing in the engine's final result (None while the game runs)."""
    return view.result.standing(seat) if view.result is not None else None


BREAKDOWN_ROW = 38


def draw_breakdown(
    draw: ImageDraw.ImageDraw, final: Standing, panel: layout.PanelLayout, locale: str
) -> None:
    """At the end the wind rose gives way to the final scoring: the place, one line per
    category and the total, all as the engine's result gives them."""
    x0, y0, x1, _ = panel.rose
    right = x1 - 8
    caption = label("render.macao.final_place", locale, n=final.rank)
    _caption(draw, (x0, y0 + 12), caption, layout.ROSE_W)
    bold = typeface.font(typeface.BODY, bold=True)
    y = y0 + 30 + BREAKDOWN_ROW / 2
    for line in final.breakdown:
        points = style.signed(line.points)
        face, name = style.fit(
            translate(line.label, locale), right - x0 - bold.getlength(points) - 16, typeface.SMALL
        )
        style.text(draw, (x0, y), name, face, palette.INK, "lm")
        style.text(draw, (right, y), points, bold, palette.INK, "rm")
        y += BREAKDOWN_ROW
    draw.line((x0, y - 14, right, y - 14), fill=palette.PANEL_EDGE, width=2)
    big = typeface.font(typeface.LARGE, bold=True)
    total = label("render.macao.total", locale)
    style.text(draw, (x0, y + 8), total, big, palette.INK, "lm")
    style.text(draw, (right, y + 8), f"{style.signed(final.score)} PP", big, palette.INK, "rm")


def draw_player(
    canvas: Canvas,
    view: MacaoView,
    player: PlayerView,
    seat_style: SeatStyle,
    panel: layout.PanelLayout,
    locale: str,
) -> None:
    draw = canvas.draw
    is_viewer = view.viewer == player.seat
    chrome.panel(draw, panel.box, accent=seat_style.fill, emphasised=is_viewer)
    if player.seat in view.to_act and not view.is_over:
        # Whose decision the table waits for: a thick ink frame (the magenta one is the
        # last move's, so the two never get confused).
        draw.rounded_rectangle(panel.box, chrome.PANEL_RADIUS, outline=palette.INK, width=6)
    draw_header(canvas, view, player, seat_style, panel.box, locale)
    final = final_standing(view, player.seat)
    if final is not None:  # cubes left over score nothing: the breakdown takes their place
        draw_breakdown(draw, final, panel, locale)
    else:
        draw_rose(canvas, player, panel, locale)
    draw_tableau(canvas, player, panel, locale)
    draw_ship_line(canvas, view, player, panel, locale)
    draw_active(draw, player, panel, locale)

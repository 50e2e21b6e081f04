"""A Macao player panel: header, wind rose (or the final scoring), counts and ship,
tableau and activated cards, drawn where `panel_layout` put them."""

from __future__ import annotations

from PIL import ImageDraw

from engine.game import Standing
from engine.i18n import translate
from engine.macao.data import COLOURS, load
from engine.macao.view import ActiveCard, CardInfo, MacaoView, PlayerView
from render import chrome, palette, typeface
from render.canvas import Canvas
from render.macao import panel_layout as layout
from render.macao import pieces as pieces
from render.macao.panel_layout import CardRow, PanelLayout
from render.macao.sea import ship_name
from render.palette import SeatStyle
from render.text import block, centred, draw_lines, draw_text, fit_lines, fitted
from render.texts import label, signed


def caption(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, width: float) -> None:
    fitted(draw, xy, text, width, typeface.SMALL, palette.MUTED_INK, bold=True, pitch=pieces.LINE)


def final_standing(view: MacaoView, seat: int) -> Standing | None:
    """The seat's standing in the engine's final result (None while the game runs)."""
    return view.result.standing(seat) if view.result is not None else None


def draw_header(
    canvas: Canvas,
    view: MacaoView,
    player: PlayerView,
    seat_style: SeatStyle,
    panel: PanelLayout,
    locale: str,
) -> None:
    """Marker, name and `(you)` on the left; gold and prestige (with the projected
    final score, or at the end the final score) on the right."""
    draw = canvas.draw
    x0, y0, x1, _ = panel.box
    mid = y0 + layout.PANEL_HEADER / 2 + 2
    chrome.seat_marker(canvas.draw, seat_style, (x0 + 46, mid), 16)
    big = typeface.font(typeface.HEADING, bold=True)
    body = typeface.font(typeface.BODY)
    bold = typeface.font(typeface.BODY, bold=True)
    final = final_standing(view, player.seat)
    if final is not None:
        shown = final.score
        note = label("render.macao.in_game", locale, n=signed(player.prestige))
        pp = label("render.macao.final", locale)
    else:
        shown = player.prestige
        note = label("render.score.at_end", locale, n=signed(player.projected))
        pp = label("render.macao.prestige", locale)
    x = x1 - 20
    draw_text(draw, (x, mid), f"({note})", body, palette.MUTED_INK, "rm")
    x -= body.getlength(f"({note})") + 10
    draw_text(draw, (x, mid + 2), pp, bold, palette.INK, "rm")
    x -= bold.getlength(pp) + 6
    draw_text(draw, (x, mid + 2), signed(shown), big, palette.INK, "rm")
    x -= big.getlength(signed(shown)) + 36
    gold = label("render.macao.gold_count", locale, n=player.gold)
    draw_text(draw, (x, mid), gold, bold, palette.INK, "rm")
    x -= bold.getlength(gold)
    pieces.coin(draw, (x - 18, mid), 14)
    x -= 60
    small = typeface.font(typeface.SMALL)
    tail = f" ({label('render.you', locale)})" if view.viewer == player.seat else ""
    name_left = x0 + 74
    room = x - name_left - small.getlength(tail) - 12
    name_face, name = fit_lines(view.seat_name(player.seat), room, typeface.LARGE, 1, True)
    top = mid - (len(name) - 1) * pieces.LINE / 2
    draw_lines(draw, (name_left, top), name, name_face, palette.INK, pitch=pieces.LINE)
    if tail:
        tail_xy = (name_left + name_face.getlength(name[-1]), top + (len(name) - 1) * pieces.LINE)
        draw_text(draw, (tail_xy[0], tail_xy[1] + 2), tail, small, palette.MUTED_INK, "lm")


def draw_rose(canvas: Canvas, player: PlayerView, panel: PanelLayout, locale: str) -> None:
    """Action supply and the six wind-rose fields, each listing its cubes by colour."""
    draw = canvas.draw
    caption(
        draw, (panel.rose[0], panel.rose[1] + 14), label("render.macao.rose", locale), layout.ROSE_W
    )
    bold = typeface.font(typeface.SMALL, bold=True)
    fields = [player.supply, *player.rose]
    for field, cubes in enumerate(fields):
        cell = layout.rose_cell(panel, field)
        fill = palette.PANEL_EMPHASIS if field == 0 else palette.WHITE
        draw.rounded_rectangle(cell, radius=8, fill=fill, outline=palette.PANEL_EDGE, width=2)
        title = label("render.macao.supply", locale) if field == 0 else str(field)
        band = cell[1] + panel.rose_title / 2 + 1
        block(
            draw,
            ((cell[0] + cell[2]) / 2, band),
            title,
            cell[2] - cell[0] - 8,
            typeface.SMALL,
            palette.INK,
            bold=True,
            align="m",
            pitch=pieces.LINE,
        )
        line = cell[1] + panel.rose_title
        draw.line(
            (cell[0] + 6, line, cell[2] - 6, line),
            fill=palette.PANEL_EDGE,
            width=1,
        )
        y = line + 3
        for colour in COLOURS:
            n = cubes.get(colour, 0)
            if not n:
                continue
            x = cell[0] + (8 if field else 18)
            pieces.cube(canvas, (x, y + 2), colour, 24)
            draw_text(draw, (x + 29, y + 14), str(n), bold, palette.INK, "lm")
            y += layout.ROSE_ROW


def draw_breakdown(
    draw: ImageDraw.ImageDraw, final: Standing, panel: PanelLayout, locale: str
) -> None:
    """At the end the wind rose gives way to the final scoring: the place, one line per
    category and the total, all as the engine's result gives them."""
    x0, y0, x1, _ = panel.rose
    right = x1 - 8
    caption(
        draw, (x0, y0 + 14), label("render.macao.final_place", locale, n=final.rank), layout.ROSE_W
    )
    bold = typeface.font(typeface.BODY, bold=True)
    y = y0 + layout.CAPTION + layout.BREAKDOWN_ROW / 2
    for line in final.breakdown:
        points = signed(line.points)
        fitted(
            draw,
            (x0, y),
            translate(line.label, locale),
            right - x0 - bold.getlength(points) - 16,
            typeface.BODY,
            palette.INK,
            pitch=pieces.LINE,
        )
        draw_text(draw, (right, y), points, bold, palette.INK, "rm")
        y += layout.BREAKDOWN_ROW
    draw.line((x0, y - 14, right, y - 14), fill=palette.PANEL_EDGE, width=2)
    big = typeface.font(typeface.LARGE, bold=True)
    draw_text(draw, (x0, y + 8), label("render.macao.total", locale), big, palette.INK, "lm")
    draw_text(draw, (right, y + 8), f"{signed(final.score)} PP", big, palette.INK, "rm")


def draw_stats(
    canvas: Canvas, view: MacaoView, player: PlayerView, panel: PanelLayout, locale: str
) -> None:
    """Jokers, penalties and markers left; the ship with its goods; what it delivered,
    its free moves left and the next district's discount."""
    draw = canvas.draw
    stats = panel.stats
    x0, y0 = stats.box[0], stats.box[1]
    bold = typeface.font(typeface.BODY, bold=True)
    for row, line in enumerate(stats.counts):
        cy = y0 + row * layout.STATS_LINE + layout.STATS_LINE / 2
        for kind, text, dx in line:
            x = x0 + dx
            if kind == "joker":
                pieces.joker_tile(canvas, (round(x), round(cy - 15), round(x) + 30, round(cy + 15)))
            elif kind == "penalty":
                box = (round(x), round(cy - 15), round(x) + 30, round(cy + 15))
                draw.rounded_rectangle(box, radius=4, fill=pieces.PP_FILL, outline=palette.INK)
                centred(draw, box, "!", bold, palette.WHITE)
            if kind in ("joker", "penalty"):
                x += layout.ICON
            ink = pieces.PP_FILL if kind == "penalty" else palette.INK
            draw_text(draw, (x, cy), text, layout.count_face(kind), ink, "lm")
    cy = stats.ship_y
    ship = label("render.macao.ship", locale, at=ship_name(view, player.ship, locale))
    draw_text(draw, (x0, cy), ship, bold, palette.INK, "lm")
    x = x0 + bold.getlength(ship) + 14
    for good in player.goods:
        pieces.good_tile(
            canvas, (round(x), round(cy - 15), round(x) + 44, round(cy + 15)), good, locale
        )
        x += 50
    notes = stats.notes
    draw_lines(
        draw, (x0, stats.notes_y), notes.lines, notes.face, palette.MUTED_INK, pitch=pieces.LINE
    )


def type_stripe(draw: ImageDraw.ImageDraw, row: CardRow, card: CardInfo, width: int) -> None:
    x0, y0, _, y1 = row.box
    fill = pieces.TYPE_COLOURS.get(card.type, palette.MUTED_INK)
    draw.rectangle((x0 + 3, y0 + 4, x0 + 3 + width, y1 - 4), fill=fill)


def card_lines(draw: ImageDraw.ImageDraw, row: CardRow, ink: tuple[int, int, int]) -> None:
    """A card row's name and effect as the layout wrapped and placed them."""
    draw_lines(draw, row.name_at, row.name.lines, row.name.face, ink, pitch=pieces.LINE)
    draw_lines(
        draw, row.effect_at, row.effect.lines, row.effect.face, palette.MUTED_INK, pitch=pieces.LINE
    )


def draw_tableau(canvas: Canvas, player: PlayerView, panel: PanelLayout, locale: str) -> None:
    draw = canvas.draw
    x0, y0, x1, _ = panel.tableau
    caption(
        draw,
        (x0, y0 + 14),
        label("render.macao.tableau", locale, n=len(player.tableau), slots=load().tableau_slots),
        x1 - x0,
    )
    for i, row in enumerate(panel.tableau_rows):
        if row is None:
            draw.rounded_rectangle(
                layout.empty_slot(panel, i), radius=6, outline=palette.PANEL_EDGE, width=1
            )
            continue
        card = player.tableau[i]
        draw.rounded_rectangle(
            row.box, radius=6, fill=palette.WHITE, outline=palette.PANEL_EDGE, width=1
        )
        type_stripe(draw, row, card, 6)
        pieces.cost_cubes(canvas, row.box[0] + 16, row.name_at[1], card.cost, layout.COST_CUBE)
        card_lines(draw, row, palette.INK)


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
    draw: ImageDraw.ImageDraw, player: PlayerView, panel: PanelLayout, locale: str
) -> None:
    x0, y0, x1, _ = panel.active
    caption(draw, (x0, y0 + 14), label("render.macao.active", locale), x1 - x0)
    small = typeface.font(typeface.SMALL)
    if not player.active:
        draw_text(
            draw,
            (x0, y0 + layout.CAPTION + layout.INLINE_ROW / 2),
            label("render.macao.none", locale),
            small,
            palette.MUTED_INK,
            "lm",
        )
        return
    for card, row in zip(player.active, panel.active_rows, strict=True):
        used = spent(card, player)
        type_stripe(draw, row, card, 4)
        card_lines(draw, row, palette.MUTED_INK if used else palette.INK)
        if used:
            draw_text(draw, (row.box[2] - 6, row.name_at[1]), "✓", small, palette.MUTED_INK, "rm")


def draw_player(
    canvas: Canvas,
    view: MacaoView,
    player: PlayerView,
    seat_style: SeatStyle,
    panel: PanelLayout,
    locale: str,
) -> None:
    draw = canvas.draw
    is_viewer = view.viewer == player.seat
    # Whose decision the table waits for: a thick ink frame (the magenta one is the last
    # move's, so the two never get confused).
    acting = player.seat in view.to_act and not view.is_over
    chrome.seat_panel(draw, panel.box, seat_style, is_viewer, acting, palette.INK)
    draw_header(canvas, view, player, seat_style, panel, locale)
    final = final_standing(view, player.seat)
    if final is not None:  # cubes left over score nothing: the breakdown takes their place
        draw_breakdown(draw, final, panel, locale)
    else:
        draw_rose(canvas, player, panel, locale)
    draw_stats(canvas, view, player, panel, locale)
    draw_tableau(canvas, player, panel, locale)
    draw_active(draw, player, panel, locale)

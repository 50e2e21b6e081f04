"""The card panel beside the city: the cards to take (numbered as `take card N` counts
them) or, between drafts, the offices of the coming rounds; at the end, the standings."""

from __future__ import annotations

from engine.macao.view import CardInfo, MacaoView
from render import chrome, palette, typeface
from render.canvas import Canvas
from render.macao import layout as layout
from render.macao import pieces as pieces
from render.macao.cards import display_name, summary
from render.palette import SeatStyle
from render.text import Box, centred, draw_lines, draw_text, fit_lines, fitted
from render.texts import label, signed

OFFICE_ROUNDS = 3  # rounds whose offices the panel shows between drafts
NAME_PITCH = 32
EFFECT_PITCH = 28


def card_tile(canvas: Canvas, box: Box, card: CardInfo, locale: str, badge: str = "") -> None:
    """A card: type stripe, badge (the `take card N` number or the office's round), the
    name with its copy numeral, the effect (wrapped, never cut) and the cost."""
    draw = canvas.draw
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=10, fill=palette.WHITE, outline=palette.PANEL_EDGE, width=2)
    draw.rounded_rectangle(
        (x0 + 3, y0 + 3, x0 + 11, y1 - 3),
        radius=4,
        fill=pieces.TYPE_COLOURS.get(card.type, palette.MUTED_INK),
    )
    x = x0 + 20
    line1 = y0 + 26
    bold = typeface.font(typeface.BODY, bold=True)
    if badge:
        w = max(32, bold.getlength(badge) + 16)
        draw.rounded_rectangle((x, line1 - 16, x + w, line1 + 16), radius=16, fill=palette.INK)
        centred(draw, (x, line1 - 16, x + w, line1 + 17), badge, bold, palette.WHITE)
        x += w + 10
    name_face, name = fit_lines(display_name(card, locale), x1 - 12 - x, typeface.LARGE, 1, True)
    draw_lines(draw, (x, line1), name, name_face, palette.INK, pitch=NAME_PITCH)
    effect_face, effect = fit_lines(summary(card.id, locale), x1 - x0 - 32, typeface.BODY, 2)
    top = line1 + (len(name) - 1) * NAME_PITCH + 40
    draw_lines(draw, (x0 + 20, top), effect, effect_face, palette.MUTED_INK, pitch=EFFECT_PITCH)
    # The activation cost in the bottom right corner, under the effect.
    cost_w = len(card.cost) * 29 - 3
    pieces.cost_cubes(canvas, x1 - 12 - cost_w, y1 - 22, card.cost, 26)


def offer_cards(view: MacaoView) -> tuple[str, list[tuple[str, CardInfo]], int]:
    """What the offer panel shows, as (mode, [(badge, card)], first round).

    While cards are on offer: those cards, numbered as `take card N` counts them.
    Otherwise the offices of the coming rounds (they are public from the start), each
    badged with its round, so players can plan for them.
    """
    if view.display:
        return "offer", [(str(i), card) for i, card in enumerate(view.display, start=1)], 0
    if view.phase == "over" or not view.offices:
        return "none", [], 0
    first = max(1, view.round) + (1 if view.phase in ("dice", "actions") else 0)
    shown: list[tuple[str, CardInfo]] = []
    for round_no in range(first, min(len(view.offices), first + OFFICE_ROUNDS - 1) + 1):
        shown.extend((str(round_no), card) for card in view.offices[round_no - 1])
    return "offices", shown, first


def standings(view: MacaoView) -> list[tuple[int, int, int]]:
    """(rank, seat, score) best first, as the engine ranked them (tie-break included)."""
    if view.result is None:
        return []
    return [(s.rank, s.seat, s.score) for s in view.result.standings]


def draw_standings(canvas: Canvas, view: MacaoView, styles: list[SeatStyle], locale: str) -> None:
    """At the end the card panel shows the final standings instead of cards."""
    draw = canvas.draw
    box = layout.OFFER_BOX
    pieces.heading(draw, box, label("render.macao.standings", locale))
    big = typeface.font(typeface.HEADING, bold=True)
    for row, (place, seat, points) in enumerate(standings(view)):
        y = box[1] + layout.HEADING + 36 + row * 62
        draw_text(draw, (box[0] + 30, y), f"{place}.", big, palette.INK, "lm")
        chrome.seat_marker(canvas.draw, styles[seat], (box[0] + 100, y), 18)
        score = f"{signed(points)} PP"
        draw_text(draw, (box[0] + 140, y), score, big, palette.INK, "lm")
        name_x = box[0] + 340
        fitted(
            draw,
            (name_x, y),
            view.seat_name(seat),
            box[2] - 24 - name_x,
            typeface.HEADING,
            palette.INK,
            pitch=pieces.LINE,
        )


def draw_offer(canvas: Canvas, view: MacaoView, styles: list[SeatStyle], locale: str) -> None:
    draw = canvas.draw
    box = layout.OFFER_BOX
    chrome.panel(draw, box)
    if view.is_over:
        draw_standings(canvas, view, styles, locale)
        return
    mode, cards, first = offer_cards(view)
    if mode == "offer":
        title = label("render.macao.offer", locale)
    else:
        title = label("render.macao.offices_from", locale, round=first)
    pieces.heading(draw, box, title)
    deck = label("render.macao.deck", locale, deck=view.deck_size, discard=len(view.discard))
    pieces.heading_note(draw, box, title, deck)
    for i, (badge, card) in enumerate(cards):
        tile = layout.offer_tile(i, len(cards), by_column=mode == "offices")
        card_tile(canvas, tile, card, locale, badge)

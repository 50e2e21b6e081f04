"""One panel per Marco Polo player: resources, dice, posts, contracts, character and score."""

from __future__ import annotations

from PIL import ImageDraw

from engine.game import Standing
from engine.i18n import translate
from engine.marco_polo.data import GOODS
from engine.marco_polo.labels import ability, character_name
from engine.marco_polo.view import MarcoPoloView, PlayerPanel
from render import chrome, palette, shapes, typeface
from render.marco_polo import panel_layout as layout
from render.marco_polo import pieces as pieces
from render.marco_polo.contracts import draw_contract
from render.marco_polo.goals import draw_goals
from render.marco_polo.layout import CONTRACT_H, CONTRACT_W
from render.marco_polo.map import post_icon
from render.text import Box, block, fit_lines, width_of
from render.texts import label


def character_line(player: PlayerPanel, locale: str) -> tuple[str, str]:
    """The character's name and its one-line ability reminder ('' before the draft)."""
    if not player.character:
        return label("render.marco_polo.character.none", locale), ""
    return (
        translate(character_name(player.character), locale),
        translate(ability(player.character), locale),
    )


def winners(view: MarcoPoloView) -> list[int]:
    """The engine's winners (its tie-break included), once the game is over."""
    return view.result.winners if view.result is not None else []


def standing(view: MarcoPoloView, seat: int) -> Standing | None:
    """The seat's final standing from the engine's result (None while the game runs)."""
    return view.result.standing(seat) if view.result is not None else None


def line_middle(seat: int, line: str) -> int:
    top, bottom = layout.PANEL_LINES[line]
    return layout.panel_box(seat)[1] + (top + bottom) // 2


def header_tags(view: MarcoPoloView, seat: int, locale: str) -> str:
    tags = []
    final = standing(view, seat)
    if view.viewer == seat:
        tags.append(label("render.you", locale))
    if view.start_player == seat and not view.is_over:
        tags.append(label("render.marco_polo.start_player", locale))
    if final is not None:
        tags.append(label("render.place", locale, n=final.rank))
    if view.is_over and seat in winners(view):
        tags.append(label("render.marco_polo.winner", locale))
    return ", ".join(tags)


def draw_header(
    draw: ImageDraw.ImageDraw, view: MarcoPoloView, player: PlayerPanel, inner: Box, locale: str
) -> None:
    """Marker, name and tags on the left, the score on the right. A name too long to share
    its line with the tags keeps the line and the tags move under it."""
    x0, _, x1, _ = inner
    seat = player.seat
    cy = line_middle(seat, "header")
    chrome.seat_marker(draw, palette.seat_style(seat), (x0 + 16, cy), 15)
    small = typeface.font(typeface.SMALL)
    score_face = typeface.font(typeface.TITLE, bold=True)
    final = standing(view, seat)
    total = final.score if final is not None else player.vp
    points = label("render.points", locale, n=total)
    if final is None and player.score != player.vp:  # the final scoring will add more
        points = label("render.score.at_end", locale, n=player.score)
    score = str(total)
    score_x = x1 - small.getlength(points) - 8
    room = score_x - score_face.getlength(score) - 16 - (x0 + 40)
    tags = header_tags(view, seat, locale)
    suffix = f" · {tags}" if tags else ""
    name = view.seat_name(seat)
    face, lines = fit_lines(name, room - small.getlength(suffix), typeface.LARGE, 1, True)
    one_line = len(lines) == 1 and face.getlength(lines[0]) + small.getlength(suffix) <= room
    # Where the tags take a line of their own, under the name and the score, the score
    # stands a little higher to leave them the whole width.
    baseline = cy + 8 if one_line or not tags else cy + 3
    draw.text((x1, baseline), points, font=small, fill=palette.MUTED_INK, anchor="rs")
    draw.text((score_x, baseline), score, font=score_face, fill=palette.INK, anchor="rs")
    if one_line:
        draw.text((x0 + 40, cy), lines[0], font=face, fill=palette.INK, anchor="lm")
        if suffix:
            x = x0 + 40 + face.getlength(lines[0])
            draw.text((x, cy + 2), suffix, font=small, fill=palette.MUTED_INK, anchor="lm")
        return
    name_y = cy - 12 if tags else cy
    block(draw, (x0 + 40, name_y), name, room, typeface.SMALL, palette.INK, bold=True)
    if tags:
        block(draw, (x0 + 40, cy + 16), tags, x1 - x0 - 40, typeface.SMALL, palette.MUTED_INK)


def draw_character(draw: ImageDraw.ImageDraw, player: PlayerPanel, inner: Box, locale: str) -> None:
    """The character's name and ability on one line, or on two where they need it."""
    x0, _, x1, _ = inner
    cy = line_middle(player.seat, "character")
    name, reminder = character_line(player, locale)
    width = x1 - x0
    name_w = width_of(name, width, typeface.BODY, bold=True)
    if not reminder:
        block(draw, (x0, cy), name, width, typeface.BODY, palette.INK, bold=True)
        return
    reminder_w = width_of(reminder, width, typeface.SMALL)
    if name_w + 12 + reminder_w <= width:
        block(draw, (x0, cy), name, width, typeface.BODY, palette.INK, bold=True)
        block(draw, (x0 + name_w + 12, cy + 1), reminder, width, typeface.SMALL, palette.MUTED_INK)
        return
    block(draw, (x0, cy - 13), name, width, typeface.SMALL, palette.INK, bold=True)
    block(draw, (x0, cy + 14), reminder, width, typeface.SMALL, palette.MUTED_INK)


def draw_resources(draw: ImageDraw.ImageDraw, player: PlayerPanel, inner: Box) -> None:
    """Coins, camels, each good and the points earned so far, each as icon and count."""
    x = inner[0]
    cy = line_middle(player.seat, "resources")
    x += pieces.coin(draw, x, cy, player.coins) + 22
    x += pieces.camel(draw, x, cy)
    x += 4 + pieces.count(draw, x + 4, cy, player.camels) + 22
    for name in GOODS:
        x += pieces.good(draw, name, x, cy)
        x += 4 + pieces.count(draw, x + 4, cy, getattr(player, name)) + 22
    pieces.points(draw, x, cy, player.vp)


def draw_dice_line(draw: ImageDraw.ImageDraw, player: PlayerPanel, inner: Box, locale: str) -> None:
    """Dice still to place, then posts left and contracts fulfilled."""
    x0, _, x1, _ = inner
    cy = line_middle(player.seat, "dice")
    small = typeface.font(typeface.SMALL)
    x = x0
    if player.dice:
        for die in sorted(player.dice, key=lambda d: (d.value, d.kind)):
            x += pieces.seat_die(draw, die, player.seat, x, cy) + 6
    else:
        text = label("render.marco_polo.no_dice", locale)
        draw.text((x, cy), text, font=small, fill=palette.MUTED_INK, anchor="lm")
    text = label("render.marco_polo.fulfilled", locale, n=player.fulfilled)
    right = x1 - small.getlength(text)
    draw.text((right, cy), text, font=small, fill=palette.INK, anchor="lm")
    posts = label("render.marco_polo.posts_left", locale, n=player.posts_left)
    px = right - 24 - small.getlength(posts) - 30
    post_icon(draw, px, cy, palette.seat_style(player.seat).fill)
    draw.text((px + 30, cy), posts, font=small, fill=palette.INK, anchor="lm")


def draw_contracts(
    draw: ImageDraw.ImageDraw, view: MarcoPoloView, player: PlayerPanel, inner: Box, locale: str
) -> None:
    """The contracts in hand, then (for its taker only) a special-pile offer, framed dashed."""
    x0, _, x1, _ = inner
    top, _ = layout.PANEL_LINES["contracts"]
    y0 = layout.panel_box(player.seat)[1] + top
    offer = offered(view, player.seat)
    if not player.contracts and not offer:
        text = f"{label('render.marco_polo.contracts', locale)}: {label('render.marco_polo.none', locale)}"
        block(draw, (x0, y0 + 30), text, x1 - x0, typeface.SMALL, palette.MUTED_INK)
        return
    cards = [(c, False) for c in player.contracts] + [(c, True) for c in offer]
    # Two in hand and one offered fit at full size; more would close up, never be left out.
    step = min(CONTRACT_W + 12, (x1 - x0 + 8 - CONTRACT_W) / max(1, len(cards) - 1))
    for index, (contract, new) in enumerate(cards):
        left = round(x0 + index * step)
        card = (left, y0, left + CONTRACT_W, y0 + CONTRACT_H)
        draw_contract(draw, view.contract_info[contract], card)
        if new:  # offered from the special pile: replace one of the others or decline
            frame = (card[0] - 4, card[1] - 4, card[2] + 4, card[3] + 4)
            shapes.dashed_rectangle(draw, frame, palette.INK, 3, 12, 8)


def offered(view: MarcoPoloView, seat: int) -> list[str]:
    """The special-pile contract only the viewer sees while deciding to take it."""
    if view.viewer != seat or (seat, "new_contract") not in view.pending:
        return []
    shown = set(view.contract_row) | {c for p in view.players for c in p.contracts}
    return [c for c in view.contract_info if c not in shown]


BREAKDOWN_ROW = 25
BREAKDOWN_POINTS_X = 420  # right edge of the points column, from the panel's content edge


def breakdown_rows(final: Standing, locale: str) -> list[tuple[str, str]]:
    """(category, points) as the engine scored them, in the engine's order."""
    return [(translate(line.label, locale), str(line.points)) for line in final.breakdown]


def draw_breakdown(
    draw: ImageDraw.ImageDraw, final: Standing, seat: int, inner: Box, locale: str
) -> None:
    """The final scoring in place of the dice and contracts: one line per category, and
    the place and total on the right, all as the engine's result gives them."""
    x0, _, x1, _ = inner
    top = layout.panel_box(seat)[1] + layout.BREAKDOWN_LINES[0] + 8
    bold = typeface.font(typeface.SMALL, bold=True)
    right = x0 + BREAKDOWN_POINTS_X
    for row, (name, points) in enumerate(breakdown_rows(final, locale)):
        cy = top + BREAKDOWN_ROW // 2 + row * BREAKDOWN_ROW
        block(draw, (x0, cy), name, right - x0 - 60, typeface.SMALL, palette.MUTED_INK)
        draw.text((right, cy), points, font=bold, fill=palette.INK, anchor="rm")
    centre = (right + x1) / 2 + 12
    place = label("render.place", locale, n=final.rank)
    width = x1 - right - 24
    block(
        draw, (centre, top + 60), place, width, typeface.HEADING, palette.INK, bold=True, align="m"
    )
    total = label("render.score_total", locale, n=final.score)
    block(draw, (centre, top + 110), total, width, typeface.LARGE, palette.INK, align="m")
    draw.line((right + 24, top + 4, right + 24, top + 178), fill=palette.PANEL_EDGE, width=2)


def draw_player(draw: ImageDraw.ImageDraw, view: MarcoPoloView, seat: int, locale: str) -> None:
    """One player's panel."""
    player = view.players[seat]
    style = palette.seat_style(seat)
    box = layout.panel_box(seat)
    is_viewer = view.viewer == seat
    acting = seat in view.to_act and not view.is_over
    inner = chrome.seat_panel(draw, box, style, is_viewer, acting)
    draw_header(draw, view, player, inner, locale)
    draw_character(draw, player, inner, locale)
    draw_resources(draw, player, inner)
    final = standing(view, seat)
    if final is not None:  # the dice and open contracts no longer matter: the score does
        draw_breakdown(draw, final, seat, inner, locale)
    else:
        draw_dice_line(draw, player, inner, locale)
        draw_contracts(draw, view, player, inner, locale)
    draw_goals(draw, view, player, inner, locale)

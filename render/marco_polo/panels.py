"""One panel per Marco Polo player: resources, dice, posts, contracts, character and score."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.game import Standing
from engine.i18n import translate
from engine.marco_polo.data import GOODS, LOCATION_NAMES, GoalCard
from engine.marco_polo.labels import ability, character_name
from engine.marco_polo.view import MarcoPoloView, PlayerPanel
from render import chrome, palette, shapes, typeface
from render.canvas import Section
from render.marco_polo import icons as icons
from render.marco_polo import layout as layout
from render.marco_polo.board import draw_contract
from render.marco_polo.map import post_icon
from render.text import Box, fit
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


def draw_header(
    draw: ImageDraw.ImageDraw, view: MarcoPoloView, player: PlayerPanel, inner: Box, locale: str
) -> None:
    x0, _, x1, _ = inner
    seat = player.seat
    top, bottom = layout.PANEL_LINES["header"]
    cy = layout.panel_box(seat)[1] + (top + bottom) // 2
    chrome.seat_marker(draw, palette.seat_style(seat), (x0 + 16, cy), 15)
    small = typeface.font(typeface.SMALL)
    score_face = typeface.font(typeface.TITLE, bold=True)
    points = label("render.points", locale)
    final = standing(view, seat)
    score = str(final.score if final is not None else player.score)
    draw.text((x1, cy + 8), points, font=small, fill=palette.MUTED_INK, anchor="rs")
    score_x = x1 - small.getlength(points) - 8
    draw.text((score_x, cy + 8), score, font=score_face, fill=palette.INK, anchor="rs")
    name_right = score_x - score_face.getlength(score) - 16
    tags = []
    if view.viewer == seat:
        tags.append(label("render.you", locale))
    if view.start_player == seat and not view.is_over:
        tags.append(label("render.marco_polo.start_player", locale))
    if final is not None:
        tags.append(label("render.place", locale, n=final.rank))
    if view.is_over and seat in winners(view):
        tags.append(label("render.marco_polo.winner", locale))
    suffix = f" · {', '.join(tags)}" if tags else ""
    suffix_w = small.getlength(suffix)
    face, name = fit(
        view.seat_name(seat), max(60, name_right - x0 - 40 - suffix_w), typeface.LARGE, True
    )
    draw.text((x0 + 40, cy), name, font=face, fill=palette.INK, anchor="lm")
    if suffix:
        draw.text(
            (x0 + 40 + face.getlength(name), cy + 2),
            suffix,
            font=small,
            fill=palette.MUTED_INK,
            anchor="lm",
        )


def draw_character(draw: ImageDraw.ImageDraw, player: PlayerPanel, inner: Box, locale: str) -> None:
    x0, _, x1, _ = inner
    top, bottom = layout.PANEL_LINES["character"]
    cy = layout.panel_box(player.seat)[1] + (top + bottom) // 2
    name, ability = character_line(player, locale)
    face, name = fit(name, x1 - x0, typeface.BODY, bold=True)
    draw.text((x0, cy), name, font=face, fill=palette.INK, anchor="lm")
    x = x0 + face.getlength(name) + 12
    if ability and x < x1 - 60:
        face, ability = fit(ability, x1 - x, typeface.SMALL)
        draw.text((x, cy + 1), ability, font=face, fill=palette.MUTED_INK, anchor="lm")


def draw_resources(draw: ImageDraw.ImageDraw, player: PlayerPanel, inner: Box) -> None:
    """Coins, camels, each good and the points earned so far, each as icon and count."""
    x0, _, _, _ = inner
    top, bottom = layout.PANEL_LINES["resources"]
    cy = layout.panel_box(player.seat)[1] + (top + bottom) // 2
    x = x0
    x += icons.coin(draw, x, cy, player.coins) + 22
    x += icons.camel(draw, x, cy)
    x += 4 + icons.count(draw, x + 4, cy, player.camels) + 22
    for name in GOODS:
        x += icons.good(draw, name, x, cy)
        x += 4 + icons.count(draw, x + 4, cy, getattr(player, name)) + 22
    icons.points(draw, x, cy, player.vp)


def draw_dice_line(draw: ImageDraw.ImageDraw, player: PlayerPanel, inner: Box, locale: str) -> None:
    """Dice still to place, then posts left and contracts fulfilled."""
    x0, _, x1, _ = inner
    top, bottom = layout.PANEL_LINES["dice"]
    cy = layout.panel_box(player.seat)[1] + (top + bottom) // 2
    small = typeface.font(typeface.SMALL)
    x = x0
    if player.dice:
        for die in sorted(player.dice, key=lambda d: (d.value, d.kind)):
            x += icons.seat_die(draw, die, player.seat, x, cy) + 6
    else:
        text = label("render.marco_polo.no_dice", locale)
        draw.text((x, cy), text, font=small, fill=palette.MUTED_INK, anchor="lm")
        x += small.getlength(text)
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
    x0, _, x1, _ = inner
    top, _ = layout.PANEL_LINES["contracts"]
    y0 = layout.panel_box(player.seat)[1] + top
    offer = offered(view, player.seat)
    if not player.contracts and not offer:
        small = typeface.font(typeface.SMALL)
        text = f"{label('render.marco_polo.contracts', locale)}: {label('render.marco_polo.none', locale)}"
        draw.text((x0, y0 + 30), text, font=small, fill=palette.MUTED_INK, anchor="lm")
        return
    gap = 8
    cards = [(c, False) for c in player.contracts] + [(c, True) for c in offer]
    for index, (contract, new) in enumerate(cards):
        left = x0 + index * (layout.CONTRACT_W + gap)
        if left + layout.CONTRACT_W > x1 + 12:
            break
        card = (left, y0, left + layout.CONTRACT_W, y0 + layout.CONTRACT_H)
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


def goal_text(goal: GoalCard) -> str:
    return f"{LOCATION_NAMES[goal.large]} + {LOCATION_NAMES[goal.small]}"


def draw_goals(
    draw: ImageDraw.ImageDraw, view: MarcoPoloView, player: PlayerPanel, inner: Box, locale: str
) -> None:
    """The owner's goal cards (or the offer to choose from); others see only how many."""
    x0, _, x1, _ = inner
    top, _ = layout.PANEL_LINES["goals"]
    y = layout.panel_box(player.seat)[1] + top + 20
    small = typeface.font(typeface.SMALL)
    bold = typeface.font(typeface.SMALL, bold=True)
    if player.goal_offer:
        caption, cards = label("render.marco_polo.goal_offer", locale), player.goal_offer
    elif player.goals is not None:
        caption, cards = label("render.marco_polo.goals", locale) + ":", player.goals
    else:
        if player.goal_count:
            text = label("render.marco_polo.goals_hidden", locale, n=player.goal_count)
            draw.text((x0, y), text, font=small, fill=palette.MUTED_INK, anchor="lm")
        return
    draw.text((x0, y), caption, font=small, fill=palette.MUTED_INK, anchor="lm")
    start = x0 + small.getlength(caption) + 10
    if not cards:
        draw.text((start, y), "–", font=small, fill=palette.MUTED_INK, anchor="lm")
    # Two cards line up under each other; an offer of four also uses the lines' full width.
    indent = start if len(cards) <= 2 else x0
    x, row = start, 0
    for goal in cards:
        text = goal_text(goal)
        w = bold.getlength(text) + 16 + 44
        if x + w > x1 and x > indent:
            x, row = indent, row + 1
        cy = y + row * 40
        box = (x, cy - 17, x + w, cy + 17)
        draw.rounded_rectangle(box, radius=6, fill=(226, 236, 250), outline=palette.INK, width=2)
        draw.text((x + 8, cy), text, font=bold, fill=palette.INK, anchor="lm")
        icons.points(draw, x + w - 40, cy, goal.vp, 24)
        x += w + 10


BREAKDOWN_ROW = 26
BREAKDOWN_POINTS_X = 380  # right edge of the points column, from the panel's content edge


def breakdown_rows(final: Standing, locale: str) -> list[tuple[str, str]]:
    """(category, points) as the engine scored them, in the engine's order."""
    return [(translate(line.label, locale), str(line.points)) for line in final.breakdown]


def draw_breakdown(
    draw: ImageDraw.ImageDraw, final: Standing, seat: int, inner: Box, locale: str
) -> None:
    """The final scoring in place of the dice and contracts: one line per category, and
    the place and total on the right, all as the engine's result gives them."""
    x0, _, x1, _ = inner
    top = layout.panel_box(seat)[1] + layout.BREAKDOWN_LINES[0]
    bold = typeface.font(typeface.SMALL, bold=True)
    right = x0 + BREAKDOWN_POINTS_X
    for row, (name, points) in enumerate(breakdown_rows(final, locale)):
        cy = top + BREAKDOWN_ROW // 2 + row * BREAKDOWN_ROW
        face, name = fit(name, right - x0 - 60, typeface.SMALL)
        draw.text((x0, cy), name, font=face, fill=palette.MUTED_INK, anchor="lm")
        draw.text((right, cy), points, font=bold, fill=palette.INK, anchor="rm")
    centre = (right + x1) / 2 + 12
    place = label("render.place", locale, n=final.rank)
    face, place = fit(place, x1 - right - 24, typeface.HEADING, bold=True)
    draw.text((centre, top + 60), place, font=face, fill=palette.INK, anchor="mm")
    total = f"{final.score} {label('render.points', locale)}"
    face, total = fit(total, x1 - right - 24, typeface.LARGE)
    draw.text((centre, top + 110), total, font=face, fill=palette.INK, anchor="mm")
    draw.line((right + 24, top + 4, right + 24, top + 178), fill=palette.PANEL_EDGE, width=2)


def draw_player(image: Image.Image, view: MarcoPoloView, seat: int, locale: str) -> None:
    """One player's panel, drawn as its own section (see `render.canvas`)."""
    player = view.players[seat]
    style = palette.seat_style(seat)
    box = layout.panel_box(seat)
    section = Section(box, palette.BACKGROUND)
    draw = section.draw
    is_viewer = view.viewer == seat
    inner = chrome.panel(draw, box, accent=style.fill, emphasised=is_viewer)
    if seat in view.to_act and not view.is_over:
        draw.rounded_rectangle(
            box, chrome.PANEL_RADIUS, outline=palette.HIGHLIGHT, width=6 if is_viewer else 5
        )
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
    section.paste_into(image)

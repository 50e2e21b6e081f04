"""Goal cards on a player's panel: the owner sees their cards (or the offer to choose
from), which of the cities already hold their trading post, and what the cards are worth
now; everyone else sees only how many cards there are, until the final scoring."""

from __future__ import annotations

from PIL import ImageDraw

from engine.marco_polo.data import GoalCard
from engine.marco_polo.scoring import goal_points
from engine.marco_polo.view import MarcoPoloView, PlayerPanel
from render import palette, typeface
from render.marco_polo import panel_layout as layout
from render.marco_polo import pieces as pieces
from render.marco_polo.map import place_name
from render.palette import RGB
from render.text import Box, block
from render.texts import label

GOAL_FILL: RGB = (214, 228, 240)
ROW = 40
CHECK = "✓"


def goal_text(goal: GoalCard, locale: str) -> str:
    """The card's two cities, as its chip reads without the ticks."""
    return f"{place_name(goal.large, locale)} + {place_name(goal.small, locale)}"


def chip_parts(goal: GoalCard, posts: list[str], locale: str) -> list[tuple[str, bool]]:
    """(text, is a tick) pieces of a goal card's chip: each city, ticked where the player
    already has a trading post."""
    parts: list[tuple[str, bool]] = []
    for index, city in enumerate((goal.large, goal.small)):
        if index:
            parts.append((" + ", False))
        parts.append((place_name(city, locale), False))
        if city in posts:
            parts.append((" " + CHECK, True))
    return parts


def chip_width(goal: GoalCard, posts: list[str], locale: str) -> float:
    bold = typeface.font(typeface.SMALL, bold=True)
    text = sum(bold.getlength(text) for text, _ in chip_parts(goal, posts, locale))
    return text + 16 + pieces.measure([f"vp:{goal.vp}"], size=24) + 8


def draw_chip(
    draw: ImageDraw.ImageDraw, goal: GoalCard, posts: list[str], x: float, cy: float, locale: str
) -> None:
    """A goal card: its cities (ticked where reached) and the points it gives when both are."""
    bold = typeface.font(typeface.SMALL, bold=True)
    w = chip_width(goal, posts, locale)
    box = (x, cy - 17, x + w, cy + 17)
    draw.rounded_rectangle(box, radius=6, fill=GOAL_FILL, outline=palette.INK, width=2)
    tx = x + 8
    for text, tick in chip_parts(goal, posts, locale):
        colour = pieces.POINTS if tick else palette.INK
        draw.text((tx, cy), text, font=bold, fill=colour, anchor="lm")
        tx += bold.getlength(text)
    pieces.points(draw, box[2] - pieces.measure([f"vp:{goal.vp}"], size=24) - 6, cy, goal.vp, 24)


def worth_text(player: PlayerPanel, locale: str) -> str:
    """What the owner's goal cards give now: complete cards, plus the goal cities reached."""
    ids = [goal.id for goal in player.goals or []]
    cards, cities = goal_points(player.posts, ids)
    return label(
        "render.marco_polo.goals_worth", locale, n=cards + cities, cards=cards, cities=cities
    )


def draw_goals(
    draw: ImageDraw.ImageDraw, view: MarcoPoloView, player: PlayerPanel, inner: Box, locale: str
) -> None:
    """The owner's goal cards (or the offer to choose from); others see only how many."""
    x0, _, x1, _ = inner
    top, _ = layout.PANEL_LINES["goals"]
    y = layout.panel_box(player.seat)[1] + top + 20
    if player.goal_offer:
        caption, cards = label("render.marco_polo.goal_offer", locale), player.goal_offer
    elif player.goals is not None:
        caption, cards = label("render.marco_polo.goals", locale) + ":", player.goals
    else:
        if player.goal_count:
            text = label("render.marco_polo.goals_hidden", locale, n=player.goal_count)
            block(draw, (x0, y), text, x1 - x0, typeface.SMALL, palette.MUTED_INK)
        return
    small = typeface.font(typeface.SMALL)
    draw.text((x0, y), caption, font=small, fill=palette.MUTED_INK, anchor="lm")
    start = x0 + small.getlength(caption) + 10
    if not cards:
        draw.text((start, y), "–", font=small, fill=palette.MUTED_INK, anchor="lm")
    # Two cards line up under each other; an offer of four also uses the lines' full width.
    indent = start if len(cards) <= 2 else x0
    x, row = start, 0
    for goal in cards:
        w = chip_width(goal, player.posts, locale)
        if x + w > x1 and x > indent:
            x, row = indent, row + 1
        draw_chip(draw, goal, player.posts, x, y + row * ROW, locale)
        x += w + 10
    if player.goals is not None and not player.goal_offer and not view.is_over:
        text = worth_text(player, locale)
        block(draw, (x0, y + (row + 1) * ROW - 2), text, x1 - x0, typeface.SMALL, palette.INK)

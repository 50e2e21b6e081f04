"""The Marco Polo action board beside the map: every space with its dice in placing order,
the four bazaars with their reward tables, and a reminder of the bonus actions."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.marco_polo.data import BAZAAR, SPACE_DICE, TRAVEL_COST
from engine.marco_polo.view import MarcoPoloView
from render import chrome, palette, typeface
from render.canvas import Section
from render.marco_polo import layout as layout
from render.marco_polo import pieces as pieces
from render.marco_polo.dice import DIE, flow_dice
from render.palette import RGB
from render.text import Box, block, line_step, lines_of, top_block, width_of
from render.texts import label

SLOT_FILL: RGB = (240, 232, 214)
TITLE_Y = 16  # a space's title line, from the top of its content box
NOTE_Y = 46  # the middle of its (first) note line
CELL_GAP = 6
FREE_SPACES = ("khan", "bag")  # no fee for placing on an occupied one
NOTE_STEP = line_step(typeface.font(typeface.SMALL))


def space_title(space: str, locale: str) -> str:
    return label(f"render.marco_polo.space.{space}", locale)


def dice_note(space: str, locale: str) -> str:
    """What a space asks: its dice, or a reminder of its rule."""
    if space in ("khan", "travel", "contracts", "bag"):
        return label(f"render.marco_polo.note.{space}", locale)
    if SPACE_DICE.get(space, 1) == 1:
        return label("render.marco_polo.one_die", locale)
    return label("render.marco_polo.dice_needed", locale, n=SPACE_DICE[space])


def content_of(box: Box) -> Box:
    """The content box `chrome.panel` gives a frame without an accent stripe."""
    x0, y0, x1, y1 = box
    return (x0 + 18, y0 + 12, x1 - 16, y1 - 12)


def content(space: str) -> Box:
    """A space's content box."""
    return content_of(layout.space_box(space))


def occupied(view: MarcoPoloView, space: str) -> bool:
    """Whether placing here now costs a fee (the lowest own die in coins)."""
    return bool(view.spaces.get(space)) and space not in FREE_SPACES


def note_lines(space: str, locale: str) -> int:
    """How many lines a space's note takes (it wraps where a language needs more room)."""
    x0, _, x1, _ = content(space)
    return lines_of(dice_note(space, locale), x1 - x0, typeface.SMALL)


def fee_beside_note(space: str, locale: str) -> bool:
    """Whether the fee reminder fits on the note's line, right-aligned."""
    x0, _, x1, _ = content(space)
    if note_lines(space, locale) > 1:
        return False
    note = width_of(dice_note(space, locale), x1 - x0, typeface.SMALL)
    fee = width_of(label("render.marco_polo.fee", locale), x1 - x0, typeface.SMALL)
    return note + 24 + fee <= x1 - x0


def header_lines(space: str, locale: str) -> int:
    """Lines under a space's title: its note, and the fee reminder where it needs its own."""
    fee_line = space not in FREE_SPACES and not fee_beside_note(space, locale)
    return note_lines(space, locale) + (1 if fee_line else 0)


def fee_spot(space: str, locale: str) -> tuple[tuple[float, float], str]:
    """Where an occupied space says it costs a fee: right of the note, else under it."""
    x0, y0, x1, _ = content(space)
    if fee_beside_note(space, locale):
        return (x1, y0 + NOTE_Y), "r"
    return (x0, y0 + NOTE_Y + note_lines(space, locale) * NOTE_STEP), "l"


def dice_box(space: str, locale: str) -> Box:
    """Where a space's placements go: under its header (the bazaars: above their table)."""
    x0, y0, x1, y1 = content(space)
    top = y0 + NOTE_Y - NOTE_STEP // 2 + header_lines(space, locale) * NOTE_STEP + 4
    if space in layout.BAZAAR_ORDER:
        return (x0, top, x1, table_top(space) - 2)
    return (x0, top, x1, y1 + 4)


def draw_fee(draw: ImageDraw.ImageDraw, view: MarcoPoloView, space: str, locale: str) -> None:
    """On an occupied space: the fee (your lowest die in coins; Khan and the bag are free)."""
    if not occupied(view, space):
        return
    x0, _, x1, _ = content(space)
    xy, align = fee_spot(space, locale)
    text = label("render.marco_polo.fee", locale)
    block(draw, xy, text, x1 - x0, typeface.SMALL, palette.INK, align=align)


def header(draw: ImageDraw.ImageDraw, space: str, locale: str, reserve: float = 0) -> float:
    """Frame, bold title and its note; returns the title line's y. `reserve` keeps room
    right of the title for a symbol."""
    inner = chrome.panel(draw, layout.space_box(space))
    x0, y0, x1, _ = inner
    title_y = y0 + TITLE_Y
    block(
        draw, (x0, title_y), space_title(space, locale), x1 - x0 - reserve, typeface.BODY,
        palette.INK, bold=True,
    )  # fmt: skip
    note = dice_note(space, locale)
    top = y0 + NOTE_Y - NOTE_STEP // 2
    top_block(draw, (x0, top), note, x1 - x0, typeface.SMALL, palette.MUTED_INK, max_lines=1)
    return title_y


# -- the spaces: the fixed part (drawn once per locale), then what changes ---------------------


def fixed_coins(draw: ImageDraw.ImageDraw, locale: str) -> None:
    x1 = content("coins")[2]
    title_y = header(draw, "coins", locale, reserve=60)
    pieces.coin(draw, x1 - 40, title_y, 5)


def fixed_khan(draw: ImageDraw.ImageDraw, locale: str) -> None:
    """Four slots filled left to right; the reward (2 camels and a good) in the corner."""
    x1 = content("khan")[2]
    reward = ("camels:2", "good")
    reward_w = pieces.measure(reward)
    title_y = header(draw, "khan", locale, reserve=reward_w + 12)
    pieces.items(draw, reward, x1 - reward_w, title_y)
    for index in range(4):
        draw.rounded_rectangle(
            khan_slot(index), radius=8, fill=SLOT_FILL, outline=palette.PANEL_EDGE, width=2
        )


def khan_slot(index: int) -> Box:
    x0, y0, x1, y1 = content("khan")
    slot_w = (x1 - x0 - 30) // 4
    sx = x0 + index * (slot_w + 10)
    return (sx, y0 + 66, sx + slot_w, y1)


def fixed_travel(draw: ImageDraw.ImageDraw, locale: str) -> None:
    """The travel space with its base cost per number of steps on the title line."""
    x1 = content("travel")[2]
    table = _travel_table_width()
    title_y = header(draw, "travel", locale, reserve=table + 16)
    face = typeface.font(typeface.SMALL, bold=True)
    x = x1 - table
    for steps in range(1, 7):
        text = f"{steps}:"
        draw.text((x, title_y), text, font=face, fill=palette.MUTED_INK, anchor="lm")
        x += face.getlength(text) + 2
        x += pieces.coin(draw, x, title_y, TRAVEL_COST[steps], 26) + 5


def _travel_table_width() -> float:
    face = typeface.font(typeface.SMALL, bold=True)
    return sum(
        face.getlength(f"{steps}:")
        + 2
        + pieces.measure([f"coins:{TRAVEL_COST[steps]}"], size=26)
        + 5
        for steps in range(1, 7)
    )


def fixed_bag(draw: ImageDraw.ImageDraw, locale: str) -> None:
    """The money bag, a bonus action: any die, never a fee."""
    header(draw, "bag", locale)


def table_top(space: str) -> int:
    """The top of a bazaar's reward table, at the bottom of its box."""
    return content(space)[3] - 96


def bazaar_cell(space: str, value: int) -> Box:
    x0, _, x1, y1 = content(space)
    cell_w = (x1 - x0 - 5 * CELL_GAP) / 6
    left = x0 + (value - 1) * (cell_w + CELL_GAP)
    return (round(left), table_top(space), round(left + cell_w), y1)


def fixed_bazaar(draw: ImageDraw.ImageDraw, space: str, locale: str) -> None:
    """Name and dice on top; below, the six rows (die value -> reward) as on the board."""
    header(draw, space, locale)
    face = typeface.font(typeface.SMALL, bold=True)
    for value in range(1, 7):
        cell = bazaar_cell(space, value)
        draw.rounded_rectangle(cell, radius=6, fill=SLOT_FILL, outline=palette.PANEL_EDGE, width=2)
        mid = (cell[0] + cell[2]) / 2
        pieces.die(draw, value, mid - 15, cell[1] + 21, palette.WHITE, palette.INK, 30)
        tokens = BAZAAR[space][value - 1]
        first = pieces.measure(tokens[:1], size=26)
        pieces.items(draw, tokens[:1], mid - first / 2, cell[1] + 52, size=26)
        if len(tokens) > 1:
            rest = pieces.measure(tokens[1:], 4, 24) + 14
            x = mid - rest / 2
            draw.text((x, cell[1] + 78), "+", font=face, fill=palette.INK, anchor="lm")
            pieces.items(draw, tokens[1:], x + 14, cell[1] + 78, 4, 24)


def fixed_rules(draw: ImageDraw.ImageDraw, locale: str) -> None:
    """The bonus actions, which leave no trace on the board, with what they cost."""
    x0, y0, x1, _ = chrome.panel(draw, layout.RULES_BOX)
    title = label("render.marco_polo.bonus_title", locale)
    room = x1 - x0 - black_dice_width(locale) - 24
    y = top_block(draw, (x0, y0), title, room, typeface.SMALL, palette.INK, bold=True)
    text = label("render.marco_polo.bonus_actions", locale)
    top_block(draw, (x0, y + 4), text, x1 - x0, typeface.SMALL, palette.INK)


def black_dice_width(locale: str) -> float:
    """Room kept on the reminder's title line for the black dice left (two digits)."""
    text = label("render.marco_polo.black_dice", locale, n=88)
    return width_of(text, 1000, typeface.SMALL, bold=True)


@lru_cache(maxsize=4)
def column_layer(locale: str) -> Image.Image:
    """The action board without dice, fees or the info strip: the same in every game."""
    section = Section(layout.column_box(), palette.BACKGROUND)
    draw = section.draw
    fixed_coins(draw, locale)
    fixed_khan(draw, locale)
    fixed_travel(draw, locale)
    fixed_bag(draw, locale)
    for space in layout.BAZAAR_ORDER:
        fixed_bazaar(draw, space, locale)
    fixed_rules(draw, locale)
    return section.image


def draw_spaces(draw: ImageDraw.ImageDraw, view: MarcoPoloView, locale: str) -> None:
    """What changes on the action board: fees, dice in placing order, black dice left."""
    for space in ("coins", "travel", "bag", *layout.BAZAAR_ORDER):
        draw_fee(draw, view, space, locale)
        flow_dice(draw, view.spaces.get(space, []), dice_box(space, locale))
    for index, group in enumerate(view.spaces.get("khan", [])[:4]):
        sx0, sy0, sx1, sy1 = khan_slot(index)
        cy = (sy0 + sy1) / 2
        if group.seat >= 0:
            chrome.seat_marker(draw, palette.seat_style(group.seat), (sx0 + 18, cy), 11)
        for d in group.dice[:1]:
            pieces.seat_die(draw, d, group.seat, sx1 - DIE - 10, cy, DIE)
    _, y0, x1, _ = content_of(layout.RULES_BOX)
    text = label("render.marco_polo.black_dice", locale, n=view.black_dice)
    width = black_dice_width(locale)
    block(draw, (x1, y0 + 14), text, width, typeface.SMALL, palette.INK, bold=True, align="r")

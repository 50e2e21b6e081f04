"""The Marco Polo action board: every space with its dice in placing order, and the contracts."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.marco_polo.data import BAZAAR, CONTRACT_SLOT_BONUS, SPACE_DICE, TRAVEL_COST, Contract
from engine.marco_polo.state import Die, Placed
from engine.marco_polo.view import MarcoPoloView
from render import chrome, palette, typeface
from render.canvas import Section, sprite_canvas, stamp
from render.marco_polo import icons as icons
from render.marco_polo import layout as layout
from render.palette import RGB
from render.text import Box, centred, fit
from render.texts import label

DIE = 36
GROUP_GAP = 10
SLOT_FILL: RGB = (240, 232, 214)


# -- dice in placing order -----------------------------------------------------------------


def group_width(group: Placed, die: int) -> int:
    marker = 0 if group.seat < 0 else 26
    return marker + len(group.dice) * (die + 4)


@dataclass(frozen=True)
class DieSpot:
    """Where one die of a placement goes; `marker` is set on a placement's first die."""

    seat: int
    die: Die
    x: float
    cy: float
    size: int
    marker: tuple[float, float] | None


def flow_positions(groups: list[Placed], box: Box) -> list[DieSpot]:
    """Placements left to right in the order they were made, wrapping onto further lines.

    Each placement starts with its seat's marker, so owners read without colour; a
    crowded space switches to smaller dice before it would run out of room.
    """
    x0, y0, x1, y1 = box
    for size in (DIE, 30):
        line = size + 8
        lines = max(1, (y1 - y0) // line)
        x, row = x0, 0
        fits = True
        for group in groups:
            w = group_width(group, size)
            if x + w > x1 and x > x0:
                x, row = x0, row + 1
            x += w + GROUP_GAP
            if row >= lines:
                fits = False
        if fits:
            break
    spots = []
    x, row = x0, 0
    for group in groups:
        if x + group_width(group, size) > x1 and x > x0:
            x, row = x0, row + 1
        cy = y0 + row * line + line / 2
        marker = None
        if group.seat >= 0:
            marker = (x + 11, cy)
            x += 26
        for d in group.dice:
            spots.append(DieSpot(group.seat, d, x, cy, size, marker))
            marker = None
            x += size + 4
        x += GROUP_GAP
    return spots


def flow_dice(draw: ImageDraw.ImageDraw, groups: list[Placed], box: Box) -> None:
    """Draw the placements of a space where `flow_positions` puts them."""
    for spot in flow_positions(groups, box):
        if spot.marker is not None:
            chrome.seat_marker(draw, palette.seat_style(spot.seat), spot.marker, 10)
        icons.seat_die(draw, spot.die, spot.seat, spot.x, spot.cy, spot.size)


def space_header(draw: ImageDraw.ImageDraw, box: Box, title: str, note: str, width: float) -> float:
    """Name (bold) and a note under it at the top left; returns the title's y."""
    x0, y0 = box[0], box[1]
    face, text = fit(title, width, typeface.BODY, bold=True)
    draw.text((x0, y0 + 16), text, font=face, fill=palette.INK, anchor="lm")
    if note:
        face, text = fit(note, width, typeface.SMALL)
        draw.text((x0, y0 + 47), text, font=face, fill=palette.MUTED_INK, anchor="lm")
    return y0 + 16


def fee_note(
    draw: ImageDraw.ImageDraw,
    view: MarcoPoloView,
    space: str,
    xy: tuple[float, float],
    width: float,
    locale: str,
    anchor: str = "lm",
) -> None:
    """On an occupied space: the fee (your lowest die in coins; Khan and the bag are free)."""
    if not occupied(view, space):
        return
    face, text = fit(label("render.marco_polo.fee", locale), width, typeface.SMALL)
    draw.text(xy, text, font=face, fill=palette.INK, anchor=anchor)


def occupied(view: MarcoPoloView, space: str) -> bool:
    """Whether placing here now costs a fee (the lowest own die in coins)."""
    return bool(view.spaces.get(space)) and space not in ("khan", "bag")


def dice_note(space: str, locale: str) -> str:
    """What a space asks: its dice, or a reminder of its rule."""
    if space in ("khan", "travel", "contracts", "bag"):
        return label(f"render.marco_polo.note.{space}", locale)
    if SPACE_DICE.get(space, 1) == 1:
        return label("render.marco_polo.one_die", locale)
    return label("render.marco_polo.dice_needed", locale, n=SPACE_DICE[space])


def space_title(space: str, locale: str) -> str:
    return label(f"render.marco_polo.space.{space}", locale)


def content(space: str) -> Box:
    """The content box `chrome.panel` gives a space's frame (no accent stripe)."""
    x0, y0, x1, y1 = layout.space_box(space)
    return (x0 + 18, y0 + 12, x1 - 16, y1 - 12)


# -- the spaces: the fixed part (drawn once per locale), then what changes ---------------------


def fixed_coins(draw: ImageDraw.ImageDraw, locale: str) -> None:
    inner = chrome.panel(draw, layout.space_box("coins"))
    x0, _, x1, _ = inner
    title_y = space_header(
        draw, inner, space_title("coins", locale), dice_note("coins", locale), x1 - x0 - 50
    )
    icons.coin(draw, x1 - 40, title_y, 5)


def fixed_khan(draw: ImageDraw.ImageDraw, locale: str) -> None:
    """Four slots filled left to right; the reward (2 camels and a good) in the corner."""
    inner = chrome.panel(draw, layout.space_box("khan"))
    x0, _, x1, _ = inner
    reward = ("camels:2", "good")
    reward_w = icons.measure(reward)
    title_y = space_header(draw, inner, space_title("khan", locale), "", x1 - x0 - reward_w - 12)
    icons.items(draw, reward, x1 - reward_w, title_y)
    face, text = fit(dice_note("khan", locale), x1 - x0, typeface.SMALL)
    draw.text((x0, inner[1] + 47), text, font=face, fill=palette.MUTED_INK, anchor="lm")
    for index in range(4):
        draw.rounded_rectangle(
            khan_slot(index), radius=8, fill=SLOT_FILL, outline=palette.PANEL_EDGE, width=2
        )


def khan_slot(index: int) -> Box:
    x0, y0, x1, y1 = content("khan")
    slot_w = (x1 - x0 - 30) // 4
    sx = x0 + index * (slot_w + 10)
    return (sx, y0 + 70, sx + slot_w, y1)


def fixed_travel(draw: ImageDraw.ImageDraw, locale: str) -> None:
    """The travel space with its base cost per number of steps on the title line."""
    inner = chrome.panel(draw, layout.space_box("travel"))
    x0, _, x1, _ = inner
    title = space_title("travel", locale)
    title_face = typeface.font(typeface.BODY, bold=True)
    title_y = space_header(draw, inner, title, dice_note("travel", locale), x1 - x0)
    face = typeface.font(typeface.SMALL, bold=True)
    x = x0 + title_face.getlength(title) + 16
    for steps in range(1, 7):
        text = f"{steps}:"
        draw.text((x, title_y), text, font=face, fill=palette.MUTED_INK, anchor="lm")
        x += face.getlength(text) + 2
        x += icons.coin(draw, x, title_y, TRAVEL_COST[steps], 26) + 5


BAG_LEFT = 600


def fixed_bag(draw: ImageDraw.ImageDraw, locale: str) -> None:
    """The money bag (a bonus action): its name and rule on the left, the dice on the right;
    under them a reminder of the other bonus actions, which leave no trace on the board."""
    x0, y0, x1, _ = chrome.panel(draw, layout.space_box("bag"))
    face, text = fit(space_title("bag", locale), BAG_LEFT, typeface.BODY, bold=True)
    draw.text((x0, y0 + 13), text, font=face, fill=palette.INK, anchor="lm")
    face, text = fit(dice_note("bag", locale), BAG_LEFT, typeface.SMALL)
    draw.text((x0, y0 + 40), text, font=face, fill=palette.MUTED_INK, anchor="lm")
    face, text = fit(label("render.marco_polo.bonus_actions", locale), x1 - x0, typeface.SMALL)
    draw.text((x0, y0 + 72), text, font=face, fill=palette.INK, anchor="lm")


BAZAAR_LEFT = 330


def bazaar_dice_box(space: str) -> Box:
    """Where a bazaar's dice go: right of its name, above its table."""
    x0, y0, x1, _ = content(space)
    return (x0 + BAZAAR_LEFT, y0 - 4, x1, y0 + 88)


def fixed_bazaar(draw: ImageDraw.ImageDraw, space: str, locale: str) -> None:
    """Name on top; below, the six rows (die value -> reward) as on the board."""
    inner = chrome.panel(draw, layout.space_box(space))
    x0, y0, x1, y1 = inner
    space_header(
        draw, inner, space_title(space, locale), dice_note(space, locale), BAZAAR_LEFT - 10
    )
    top = y0 + 92
    cell_w = (x1 - x0 - 5 * 6) / 6
    face = typeface.font(typeface.SMALL, bold=True)
    for value in range(1, 7):
        cx0 = x0 + (value - 1) * (cell_w + 6)
        cell = (round(cx0), top, round(cx0 + cell_w), y1)
        draw.rounded_rectangle(cell, radius=6, fill=SLOT_FILL, outline=palette.PANEL_EDGE, width=2)
        tokens = BAZAAR[space][value - 1]
        line1 = top + 20
        icons.die(draw, value, cell[0] + 4, line1, palette.WHITE, palette.INK, 30)
        icons.items(draw, tokens[:1], cell[0] + 40, line1, size=26)
        if len(tokens) > 1:
            draw.text((cell[0] + 6, line1 + 36), "+", font=face, fill=palette.INK, anchor="lm")
            icons.items(draw, tokens[1:], cell[0] + 22, line1 + 36, 4, 24)


# -- contracts -----------------------------------------------------------------------------


def draw_contract(draw: ImageDraw.ImageDraw, contract: Contract, box: Box) -> None:
    """A contract card (its picture is drawn once per contract and pasted)."""
    stamp(draw, contract_sprite(contract), (box[0], box[1]))


@lru_cache(maxsize=64)
def contract_sprite(contract: Contract) -> Image.Image:
    image, sprite = sprite_canvas(layout.CONTRACT_W + 1, layout.CONTRACT_H + 1)
    paint_contract(sprite, contract, (0, 0, layout.CONTRACT_W, layout.CONTRACT_H))
    return image


def paint_contract(draw: ImageDraw.ImageDraw, contract: Contract, box: Box) -> None:
    """A contract card: id and points on top, the goods it asks for, then its rewards."""
    x0, y0, x1, _ = box
    starting = contract.starting
    draw.rounded_rectangle(
        box,
        radius=8,
        fill=(236, 226, 246) if starting else icons.CONTRACT_PAPER,
        outline=palette.INK,
        width=2,
    )
    face = typeface.font(typeface.BODY, bold=True)
    draw.text((x0 + 10, y0 + 20), contract.id.upper(), font=face, fill=palette.INK, anchor="lm")
    icons.points(draw, x1 - 44, y0 + 20, contract.vp)
    cost = [f"{name}:{amount}" for name, amount in contract.cost().items() if amount]
    icons.items(draw, cost, x0 + 8, y0 + 62, 6, 26)
    x = x0 + 8 + icons.arrow(draw, x0 + 6, y0 + 102, 24) + 4
    icons.items(draw, contract.reward, x, y0 + 102, 8, 28)


def fixed_contracts(draw: ImageDraw.ImageDraw, locale: str) -> None:
    inner = chrome.panel(draw, layout.space_box("contracts"))
    space_header(
        draw,
        inner,
        space_title("contracts", locale),
        dice_note("contracts", locale),
        CONTRACTS_TITLE,
    )
    face = typeface.font(typeface.SMALL, bold=True)
    for index in range(6):
        slot = layout.contract_slot(index)
        draw.rounded_rectangle(slot, radius=8, fill=SLOT_FILL, outline=palette.PANEL_EDGE, width=2)
        below = slot[3] + 24
        number = str(index + 1)
        bonus = CONTRACT_SLOT_BONUS.get(index + 1)
        if bonus is None:
            centred(
                draw, (slot[0], below - 16, slot[2], below + 16), number, face, palette.MUTED_INK
            )
            continue
        # Slots 5 and 6 pay a bonus: that many coins or camels, the taker's choice.
        x = slot[0] + 40
        draw.text((x, below), f"{number}  +", font=face, fill=palette.MUTED_INK, anchor="lm")
        x += face.getlength(f"{number}  +") + 6
        x += icons.coin(draw, x, below, bonus, 26) + 6
        draw.text((x, below), "/", font=face, fill=palette.MUTED_INK, anchor="lm")
        x += face.getlength("/") + 6
        icons.item(draw, f"camels:{bonus}", x, below, 26)


CONTRACTS_TITLE = 620


@lru_cache(maxsize=4)
def board_layer(locale: str) -> Image.Image:
    """The action board without dice, fees or contracts: the same in every game."""
    section = Section(board_box(), palette.BACKGROUND)
    draw = section.draw
    fixed_coins(draw, locale)
    fixed_khan(draw, locale)
    fixed_travel(draw, locale)
    fixed_bag(draw, locale)
    for space in layout.BAZAAR_ORDER:
        fixed_bazaar(draw, space, locale)
    fixed_contracts(draw, locale)
    return section.image


def board_box() -> Box:
    return (0, layout.BOARD_Y, layout.WIDTH, layout.space_box("contracts")[3])


def draw_board(image: Image.Image, view: MarcoPoloView, locale: str) -> None:
    """The action board: the fixed layer, then fees, dice in placing order and contracts."""
    section = Section.from_image(board_box(), board_layer(locale))
    draw = section.draw
    for space in ("coins", "travel"):
        x0, y0, x1, y1 = content(space)
        fee_note(draw, view, space, (x0, y0 + 76), x1 - x0, locale)
        flow_dice(draw, view.spaces.get(space, []), (x0, y0 + 92, x1, y1 + 8))
    for index, group in enumerate(view.spaces.get("khan", [])[:4]):
        sx0, sy0, sx1, sy1 = khan_slot(index)
        cy = (sy0 + sy1) / 2
        if group.seat >= 0:
            chrome.seat_marker(draw, palette.seat_style(group.seat), (sx0 + 18, cy), 11)
        for d in group.dice[:1]:
            icons.seat_die(draw, d, group.seat, sx1 - DIE - 10, cy, DIE)
    x0, y0, x1, _ = content("bag")
    flow_dice(draw, view.spaces.get("bag", []), (x0 + BAG_LEFT + 16, y0 - 4, x1, y0 + 52))
    for space in layout.BAZAAR_ORDER:
        x0, y0, x1, _ = content(space)
        fee_note(draw, view, space, (x0, y0 + 76), BAZAAR_LEFT - 10, locale)
        flow_dice(draw, view.spaces.get(space, []), bazaar_dice_box(space))
    x0, y0, x1, _ = content("contracts")
    fee_note(draw, view, "contracts", (x1, y0 + 47), x1 - x0 - CONTRACTS_TITLE - 20, locale, "rm")
    flow_dice(
        draw, view.spaces.get("contracts", []), (x0 + CONTRACTS_TITLE + 20, y0 - 4, x1, y0 + 34)
    )
    for index, contract in enumerate(view.contract_row[:6]):
        draw_contract(draw, view.contract_info[contract], layout.contract_slot(index))
    section.paste_into(image)

"""Contract cards and the contract row under the map: six slots, the piles, the dice."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.marco_polo.data import CONTRACT_SLOT_BONUS, Contract
from engine.marco_polo.view import MarcoPoloView
from render import chrome, palette, typeface
from render.canvas import Section, sprite_canvas, stamp
from render.marco_polo import layout as layout
from render.marco_polo import pieces as pieces
from render.marco_polo.board import SLOT_FILL, content_of, dice_note, occupied, space_title
from render.marco_polo.dice import flow_dice
from render.text import Box, block, centred, width_of
from render.texts import label

STARTING_PAPER = (236, 226, 246)


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
    paper = STARTING_PAPER if contract.starting else pieces.CONTRACT_PAPER
    draw.rounded_rectangle(box, radius=8, fill=paper, outline=palette.INK, width=2)
    face = typeface.font(typeface.BODY, bold=True)
    draw.text((x0 + 10, y0 + 20), contract.id.upper(), font=face, fill=palette.INK, anchor="lm")
    pieces.points(draw, x1 - 44, y0 + 20, contract.vp)
    cost = [f"{name}:{amount}" for name, amount in contract.cost().items() if amount]
    pieces.items(draw, cost, x0 + 8, y0 + 57, 6, 26)
    x = x0 + 8 + pieces.arrow(draw, x0 + 6, y0 + 93, 24) + 4
    pieces.items(draw, contract.reward, x, y0 + 93, 8, 28)


def row_content() -> Box:
    return content_of(layout.CONTRACTS_BOX)


def fixed_row(draw: ImageDraw.ImageDraw, locale: str) -> None:
    """The row's frame, title, rule and six empty slots with their numbers and bonuses."""
    x0, y0, x1, _ = chrome.panel(draw, layout.CONTRACTS_BOX)
    title = space_title("contracts", locale)
    block(draw, (x0, y0 + 16), title, x1 - x0, typeface.BODY, palette.INK, bold=True)
    note = dice_note("contracts", locale)
    block(draw, (x0, y0 + 46), note, x1 - x0 - 320, typeface.SMALL, palette.MUTED_INK)
    face = typeface.font(typeface.SMALL, bold=True)
    for index in range(6):
        slot = layout.contract_slot(index)
        draw.rounded_rectangle(slot, radius=8, fill=SLOT_FILL, outline=palette.PANEL_EDGE, width=2)
        below = slot[3] + 22
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
        x += pieces.coin(draw, x, below, bonus, 26) + 6
        draw.text((x, below), "/", font=face, fill=palette.MUTED_INK, anchor="lm")
        x += face.getlength("/") + 6
        pieces.item(draw, f"camels:{bonus}", x, below, 26)


def _title_width(locale: str) -> float:
    x0, _, x1, _ = row_content()
    return width_of(space_title("contracts", locale), x1 - x0, typeface.BODY, bold=True)


def piles_text(view: MarcoPoloView, locale: str) -> str:
    piles = "/".join(str(n) for n in view.round_piles) or "0"
    return label("render.marco_polo.piles", locale, piles=piles, special=view.special_pile)


@lru_cache(maxsize=4)
def row_layer(locale: str) -> Image.Image:
    section = Section(row_box(), palette.BACKGROUND)
    fixed_row(section.draw, locale)
    return section.image


def row_box() -> Box:
    _, y0, x1, y1 = layout.CONTRACTS_BOX
    return (0, y0 - 4, x1 + 4, y1 + 4)


def draw_row(image: Image.Image, view: MarcoPoloView, locale: str) -> None:
    """The contract row: the fixed layer, the piles, fee and dice, and the cards on offer."""
    section = Section.from_image(row_box(), row_layer(locale))
    draw = section.draw
    x0, y0, x1, _ = row_content()
    piles_x = x0 + _title_width(locale) + 24
    piles = piles_text(view, locale)
    block(draw, (piles_x, y0 + 17), piles, 560, typeface.SMALL, palette.MUTED_INK)
    dice_x = piles_x + width_of(piles, 560, typeface.SMALL) + 24
    flow_dice(draw, view.spaces.get("contracts", []), (dice_x, y0 - 4, x1, y0 + 36))
    if occupied(view, "contracts"):
        fee = label("render.marco_polo.fee", locale)
        block(draw, (x1, y0 + 46), fee, 300, typeface.SMALL, palette.INK, align="r")
    for index, contract in enumerate(view.contract_row[:6]):
        draw_contract(draw, view.contract_info[contract], layout.contract_slot(index))
    section.paste_into(image)

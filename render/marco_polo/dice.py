"""Dice on an action space: each placement in the order it was made, its owner's marker first."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import ImageDraw

from engine.marco_polo.state import Die, Placed
from render import chrome, palette
from render.marco_polo import pieces as pieces
from render.text import Box

DIE = 36
SIZES = (DIE, 30, 26)  # a crowded space switches to smaller dice before it runs out of room
GROUP_GAP = 10
MARKER = 26


def group_width(group: Placed, die: int) -> int:
    marker = 0 if group.seat < 0 else MARKER
    return marker + len(group.dice) * (die + 4)


def line_height(die: int) -> int:
    return die + 6


@dataclass(frozen=True)
class DieSpot:
    """Where one die of a placement goes; `marker` is set on a placement's first die."""

    seat: int
    die: Die
    x: float
    cy: float
    size: int
    marker: tuple[float, float] | None


def _lines_needed(groups: list[Placed], size: int, x0: int, x1: int) -> int:
    x, row = x0, 0
    for group in groups:
        w = group_width(group, size)
        if x + w > x1 and x > x0:
            x, row = x0, row + 1
        x += w + GROUP_GAP
    return row + 1


def flow_positions(groups: list[Placed], box: Box) -> list[DieSpot]:
    """Placements left to right in the order they were made, wrapping onto further lines.

    Each placement starts with its seat's marker, so owners read without colour; a
    crowded space switches to smaller dice before it would run out of room.
    """
    x0, y0, x1, y1 = box
    size = SIZES[-1]
    for candidate in SIZES:
        if _lines_needed(groups, candidate, x0, x1) * line_height(candidate) <= y1 - y0:
            size = candidate
            break
    line = line_height(size)
    spots = []
    x, row = x0, 0
    for group in groups:
        if x + group_width(group, size) > x1 and x > x0:
            x, row = x0, row + 1
        cy = y0 + row * line + line / 2
        marker = None
        if group.seat >= 0:
            marker = (x + 11, cy)
            x += MARKER
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
        pieces.seat_die(draw, spot.die, spot.seat, spot.x, spot.cy, spot.size)

"""Frame pieces every board shares: the title bar and panels."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import ImageDraw

from render import palette, shapes, typeface
from render.palette import RGB, SeatStyle
from render.text import Box, ellipsize, fit

TITLE_BAR_HEIGHT = 84
PANEL_RADIUS = 14
ACCENT_WIDTH = 12


@dataclass(frozen=True)
class SeatLabel:
    """A seat as the title bar names it: its style and display name."""

    style: SeatStyle
    name: str


def title_bar(
    draw: ImageDraw.ImageDraw,
    width: int,
    title: str,
    info: str,
    turn_label: str,
    turn: Sequence[SeatLabel],
    turn_detail: str = "",
) -> None:
    """Game name and round info on the left, whose turn (marker + name) on the right."""
    height = TITLE_BAR_HEIGHT
    draw.rectangle((0, 0, width, height), fill=palette.TITLE_BAR)
    mid = height // 2
    title_face = typeface.font(typeface.TITLE, bold=True)
    x = 28
    draw.text((x, mid), title, font=title_face, fill=palette.TITLE_INK, anchor="lm")
    x += int(title_face.getlength(title)) + 28
    info_face = typeface.font(typeface.LARGE)
    right = width - 28
    # Right side: "To move: ◆ Name · detail", laid out from the right edge.
    names_face = typeface.font(typeface.LARGE, bold=True)
    label_face = typeface.font(typeface.LARGE)
    right_budget = max(200, (right - x) * 0.58)
    detail = f"  ·  {turn_detail}" if turn_detail else ""
    parts_width = label_face.getlength(turn_label + " ") + label_face.getlength(detail)
    per_name = (right_budget - parts_width) / max(1, len(turn)) - 46
    shown = [ellipsize(entry.name, names_face, max(60, per_name)) for entry in turn]
    total = parts_width + sum(names_face.getlength(n) + 46 for n in shown)
    cursor = right - total
    left_limit = cursor - 24
    if info:
        face, text = fit(info, left_limit - x, typeface.LARGE)
        draw.text((x, mid), text, font=face, fill=palette.TITLE_MUTED, anchor="lm")
    if not turn:
        return
    draw.text((cursor, mid), turn_label, font=label_face, fill=palette.TITLE_MUTED, anchor="lm")
    cursor += label_face.getlength(turn_label + " ")
    for entry, name in zip(turn, shown, strict=True):
        shapes.marker(
            draw, entry.style.shape, (cursor + 16, mid), 14, entry.style.fill, palette.WHITE
        )
        cursor += 40
        draw.text((cursor, mid), name, font=names_face, fill=palette.TITLE_INK, anchor="lm")
        cursor += names_face.getlength(name) + 6
    if detail:
        draw.text((cursor, mid), detail, font=info_face, fill=palette.TITLE_MUTED, anchor="lm")


def panel(
    draw: ImageDraw.ImageDraw, box: Box, accent: RGB | None = None, emphasised: bool = False
) -> Box:
    """A rounded card, optionally with a seat-coloured stripe; returns the inner content box."""
    fill = palette.PANEL_EMPHASIS if emphasised else palette.PANEL
    edge = palette.INK if emphasised else palette.PANEL_EDGE
    draw.rounded_rectangle(box, PANEL_RADIUS, fill=fill, outline=edge, width=4 if emphasised else 2)
    x0, y0, x1, y1 = box
    inner_left = x0 + 18
    if accent is not None:
        draw.rounded_rectangle(
            (x0 + 4, y0 + 4, x0 + 4 + ACCENT_WIDTH, y1 - 4), PANEL_RADIUS // 2, fill=accent
        )
        inner_left = x0 + ACCENT_WIDTH + 22
    return (inner_left, y0 + 12, x1 - 16, y1 - 12)


def seat_marker(
    draw: ImageDraw.ImageDraw, style: SeatStyle, centre: tuple[float, float], radius: float
) -> None:
    """A seat's shape in its colour, outlined in ink so light colours hold their edge."""
    shapes.marker(draw, style.shape, centre, radius, style.fill, palette.INK, 2)

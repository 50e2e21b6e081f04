"""Caravan image tests watch the drawing calls (texts, seat shapes) at their places on the
board, so camels are drawn in place here rather than stamped from cached sprites (which
would draw each camel's text and shape once, on the sprite), and the base layer (printed
board, legend) is drawn afresh for each test. That stamping gives the same pixels is
`tests/render/test_canvas.py`'s test."""

from __future__ import annotations

import pytest

from engine.caravan.state import Camel
from render.caravan import board, drawing, layout, pieces
from render.palette import SeatStyle


def draw_pill_in_place(draw: object, token: layout.Token, style: SeatStyle, camel: Camel) -> None:
    pieces.draw_pill_at(draw, token.pill[:2], token.style, style, camel.number)  # type: ignore[arg-type]


@pytest.fixture(autouse=True)
def camels_drawn_in_place(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pieces, "draw_pill", draw_pill_in_place)
    monkeypatch.setattr(board, "draw_pill", draw_pill_in_place)
    drawing.base_layer.cache_clear()

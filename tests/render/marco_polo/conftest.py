"""Fixtures for the Marco Polo image tests: every drawn text with its box and canvas."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
from PIL import ImageDraw, ImageFont

from render import text as text_module


@dataclass(frozen=True)
class Drawn:
    """One `ImageDraw.text` call: the text, its font size, the box its ink covers and
    the canvas it was drawn on (a section, a sprite or a whole image; kept alive by the
    log, so canvases of one image tell apart by identity)."""

    text: str
    size: int
    box: tuple[int, int, int, int]
    surface: Any = field(compare=False, repr=False)

    @property
    def canvas(self) -> tuple[int, int]:
        return self.surface.size

    @property
    def clipped(self) -> bool:
        """Whether part of the text falls outside its canvas (and so is cut off unseen)."""
        x0, y0, x1, y1 = self.box
        return x0 < 0 or y0 < 0 or x1 > self.canvas[0] or y1 > self.canvas[1]


@dataclass
class DrawnLog:
    items: list[Drawn] = field(default_factory=list)

    @property
    def texts(self) -> list[str]:
        return [item.text for item in self.items]

    def clear(self) -> None:
        self.items.clear()


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[DrawnLog]:
    log = DrawnLog()
    original = ImageDraw.ImageDraw.text

    def recording(self: ImageDraw.ImageDraw, xy: Any, text: Any, *args: Any, **kwargs: Any) -> Any:
        face = kwargs.get("font", args[1] if len(args) > 1 else None)
        assert isinstance(face, ImageFont.FreeTypeFont), f"{text!r} drawn without a shipped font"
        anchor = kwargs.get("anchor")
        box = self.textbbox(xy, str(text), font=face, anchor=anchor)
        x0, y0, x1, y1 = (round(v) for v in box)
        log.items.append(Drawn(str(text), face.size, (x0, y0, x1, y1), self.im))
        return original(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", recording)
    monkeypatch.setattr(text_module, "MASK_CACHE", False)
    yield log

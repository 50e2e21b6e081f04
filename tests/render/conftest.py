"""Fixtures for render tests: a record of every piece of text an image draws."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
from PIL import ImageDraw, ImageFont

from render import text as text_module


@dataclass
class TextLog:
    """(text, font) and position of every `ImageDraw.text` call while the fixture is active."""

    calls: list[tuple[str, Any]] = field(default_factory=list)
    positions: list[tuple[float, float]] = field(default_factory=list)
    # The size of the image each text was drawn on, and the box its ink covers there.
    targets: list[tuple[int, int]] = field(default_factory=list)
    boxes: list[tuple[float, float, float, float]] = field(default_factory=list)
    # The image each text was drawn on (kept, so that two images are never confused).
    images: list[Any] = field(default_factory=list)

    def clear(self) -> None:
        self.calls.clear()
        self.positions.clear()
        self.targets.clear()
        self.boxes.clear()
        self.images.clear()

    def on(self, size: tuple[int, int]) -> list[tuple[str, Any]]:
        """(text, font) of every text drawn on an image of `size`."""
        return [
            call for call, target in zip(self.calls, self.targets, strict=True) if target == size
        ]

    def inside(self, box: tuple[int, int, int, int]) -> list[str]:
        """Texts anchored inside `box`."""
        return [
            text
            for (text, _), (x, y) in zip(self.calls, self.positions, strict=True)
            if box[0] <= x < box[2] and box[1] <= y < box[3]
        ]

    @property
    def texts(self) -> list[str]:
        return [text for text, _ in self.calls]

    @property
    def sizes(self) -> list[int]:
        return [face.size for _, face in self.calls]


@pytest.fixture
def text_log(monkeypatch: pytest.MonkeyPatch) -> Iterator[TextLog]:
    log = TextLog()
    original = ImageDraw.ImageDraw.text

    def recording(self: ImageDraw.ImageDraw, xy: Any, text: Any, *args: Any, **kwargs: Any) -> Any:
        face = kwargs.get("font", args[1] if len(args) > 1 else None)
        assert isinstance(face, ImageFont.FreeTypeFont), f"{text!r} drawn without a shipped font"
        log.calls.append((str(text), face))
        log.positions.append((float(xy[0]), float(xy[1])))
        log.targets.append(self._image.size)
        log.images.append(self._image)
        anchor = kwargs.get("anchor") or "la"
        left, top, right, bottom = face.getbbox(str(text), anchor=anchor)
        log.boxes.append((xy[0] + left, xy[1] + top, xy[0] + right, xy[1] + bottom))
        return original(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", recording)
    monkeypatch.setattr(text_module, "MASK_CACHE", False)
    yield log

"""A record of every string the Macao drawing code puts on an image, with its anchor.

Like `text_log` (tests/render/conftest.py) it turns the mask cache off, so every
placement on the image is an `ImageDraw.text` call; it also records the size of the
picture each string went on.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest
from PIL import ImageDraw

from render import text as text_module


@dataclass
class Drawn:
    """(text, x, y) of every `ImageDraw.text` call while the fixture is active, and the
    size of the picture each went on (a whole image, or a sprite such as a cube)."""

    calls: list[tuple[str, float, float]] = field(default_factory=list)
    targets: list[tuple[int, int]] = field(default_factory=list)

    def clear(self) -> None:
        self.calls.clear()
        self.targets.clear()

    def on(self, size: tuple[int, int]) -> list[tuple[str, float, float]]:
        """The calls that drew on a picture of `size` (the board or the players' image)."""
        return [c for c, target in zip(self.calls, self.targets, strict=True) if target == size]

    def inside(self, box: tuple[int, int, int, int]) -> list[str]:
        """Texts anchored inside `box`, in drawing order."""
        return [t for t, x, y in self.calls if box[0] <= x <= box[2] and box[1] <= y <= box[3]]

    def rows(self, box: tuple[int, int, int, int]) -> list[list[str]]:
        """Texts inside `box`, grouped by line (their y), each line left to right."""
        rows: dict[float, list[tuple[float, str]]] = {}
        for content, x, y in self.calls:
            if box[0] <= x <= box[2] and box[1] <= y <= box[3]:
                rows.setdefault(y, []).append((x, content))
        return [[c for _, c in sorted(items)] for _, items in sorted(rows.items())]


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Drawn:
    record = Drawn()
    original = ImageDraw.ImageDraw.text

    def recording(d: ImageDraw.ImageDraw, xy: Any, content: Any, *args: Any, **kw: Any) -> Any:
        record.calls.append((str(content), xy[0], xy[1]))
        record.targets.append(tuple(d.im.size))
        return original(d, xy, content, *args, **kw)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", recording)
    monkeypatch.setattr(text_module, "MASK_CACHE", False)
    return record

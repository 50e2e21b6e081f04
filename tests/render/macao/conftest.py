"""A record of every string the Macao drawing code puts on an image, with its anchor.

`text_log` (tests/render/conftest.py) sees each string once, when its mask is first
rasterised, at the mask's own origin; this fixture sees every placement on the image.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

from render.macao import style as style


@dataclass
class Drawn:
    """(text, x, y) of every `style.text` call while the fixture is active, and the
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
    original = style.text

    def recording(d: Any, xy: tuple[float, float], content: str, *args: Any, **kw: Any) -> None:
        record.calls.append((content, xy[0], xy[1]))
        record.targets.append(tuple(d.im.size))
        original(d, xy, content, *args, **kw)

    monkeypatch.setattr(style, "text", recording)
    return record

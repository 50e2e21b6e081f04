"""How a board message's images appear in a chat's inline preview (`render.preview`).

For each game, every seat count it takes and English and German, a seeded mid-game
board message is drawn: the status card, then the board image(s). Per image it prints
the pixel size and the preview size on each screen of the model, and for the card the
smallest type it draws and how tall that type previews (at least 9 px is the target).
Run: .venv/bin/python bench/preview_sizes.py [--seed S]
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from common import midgame_state, named_views
from PIL import ImageDraw

from engine import get
from render import preview
from render import text as text_module
from render.registry import draw_message


@contextmanager
def recorded_type() -> Iterator[list[tuple[Any, int]]]:
    """(the image drawn on, type size) of every text drawn, each through
    `ImageDraw.text` (the cache of text masks is off meanwhile)."""
    found: list[tuple[Any, int]] = []
    original = ImageDraw.ImageDraw.text

    def recording(self: ImageDraw.ImageDraw, xy: Any, text: Any, *args: Any, **kwargs: Any) -> Any:
        found.append((self._image, kwargs["font"].size))
        return original(self, xy, text, *args, **kwargs)

    ImageDraw.ImageDraw.text = recording  # type: ignore[method-assign]
    text_module.MASK_CACHE = False
    try:
        yield found
    finally:
        ImageDraw.ImageDraw.text = original  # type: ignore[method-assign]
        text_module.MASK_CACHE = True


def message_line(game_name: str, seats: int, locale: str, seed: int) -> str:
    view = named_views(game_name, midgame_state(game_name, seed, seats), [None])[0]
    with recorded_type() as drawn:
        images = draw_message(game_name, view, locale)
    count = len(images)
    parts = []
    for index, image in enumerate(images):
        shown = ", ".join(
            f"{screen.name} {'x'.join(map(str, preview.preview_size(image.size, screen, count, index)))}"
            for screen in preview.SCREENS
        )
        parts.append(f"{image.width}x{image.height} ({shown})")
    card = images[0]
    smallest = min(size for target, size in drawn if target is card)
    scale = preview.worst_scale(card.size, count)
    return (
        f"{game_name:<10} {seats} {locale}: "
        + " + ".join(parts)
        + f"; card type {smallest} px -> {smallest * scale:.1f} px in the preview"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args()
    screens = ", ".join(f"{s.name} {s.width}x{s.max_height}" for s in preview.SCREENS)
    print(f"preview model: {screens}; images beside each other share the width")
    for game_name in ("caravan", "macao", "marco_polo"):
        game = get(game_name)
        for seats in range(game.min_seats, game.max_seats + 1):
            for locale in ("en", "de"):
                print(message_line(game_name, seats, locale, args.seed))


if __name__ == "__main__":
    main()

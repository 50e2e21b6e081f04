"""Where the sandbox writes its board images.

By default each new board overwrites the last (`latest.png`, plus `latest-2.png` for a
game's panels image and `latest-seat1.png` for a seat's own view), so an auto-played game
leaves a few files, not hundreds. With `keep`, every image is kept under a running
number, as a record of the whole game.
"""

from __future__ import annotations

import re
from pathlib import Path

from bot.service import Image

# The service names images `<game>-<id>-v<version><-seatN><-k>.png`; what follows the
# version says which image of a board it is.
_VERSIONED = re.compile(r"^.*-v\d+(?P<rest>[^/]*)\.png$")


class Boards:
    def __init__(self, folder: Path, keep: bool = False) -> None:
        self.folder = folder
        self.keep = keep
        self.written = 0

    def path_for(self, image: Image) -> Path:
        self.written += 1
        if self.keep:
            return self.folder / f"{self.written:04d}-{image.filename}"
        match = _VERSIONED.match(image.filename)
        return self.folder / (f"latest{match['rest']}.png" if match else image.filename)

    def write(self, image: Image) -> Path:
        """Write one image and return its path."""
        path = self.path_for(image)
        path.write_bytes(image.data)
        return path

"""Board images: the latest board overwrites the last by default; `keep` numbers them all."""

from __future__ import annotations

from pathlib import Path

from bot.sandbox.boards import Boards
from bot.service import Image


def images(version: int) -> list[Image]:
    stem = f"marco_polo-4-v{version}"
    return [
        Image(f"{stem}.png", b"board%d" % version),
        Image(f"{stem}-2.png", b"panels%d" % version),
        Image(f"{stem}-seat1.png", b"own%d" % version),
    ]


def test_each_kind_of_image_has_one_file_that_the_next_board_overwrites(tmp_path: Path) -> None:
    boards = Boards(tmp_path)
    for version in range(1, 30):
        for image in images(version):
            boards.write(image)
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "latest-2.png",
        "latest-seat1.png",
        "latest.png",
    ]
    assert (tmp_path / "latest.png").read_bytes() == b"board29"
    assert (tmp_path / "latest-2.png").read_bytes() == b"panels29"


def test_keep_writes_every_image_under_a_running_number(tmp_path: Path) -> None:
    boards = Boards(tmp_path, keep=True)
    paths = [boards.write(image) for version in (1, 2) for image in images(version)]
    assert [p.name for p in paths][:2] == ["0001-marco_polo-4-v1.png", "0002-marco_polo-4-v1-2.png"]
    assert len(list(tmp_path.iterdir())) == 6

"""One Macao message, as a chat shows it: the status card (tests/render/test_preview.py
holds it legible in the preview), a landscape board and the players' image, together at
most 400 KB of PNG."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from render import render_images
from tests.render.macao.boards import LONG_NAMES, NAMES, final, midgame, view_of

MESSAGE_LIMIT = 400 * 1024


def sizes(images: list[bytes]) -> list[tuple[int, int]]:
    return [Image.open(io.BytesIO(data)).size for data in images]


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("moment", ["mid-game", "final"])
def test_a_message_is_a_landscape_board_and_players_within_400_kb(seats: int, moment: str) -> None:
    state = midgame(seats, 11) if moment == "mid-game" else final(seats, 5)
    for locale, viewer, names in (("en", 0, NAMES), ("de", None, LONG_NAMES)):
        images = render_images("macao", view_of(state, viewer, names), locale)
        assert len(images) == 3
        assert sum(len(data) for data in images) <= MESSAGE_LIMIT, (locale, list(map(len, images)))
        _, (board_w, board_h), (players_w, players_h) = sizes(images)
        assert 4 / 3 <= board_w / board_h <= 2
        assert players_w >= players_h  # the players' image is no tall strip either

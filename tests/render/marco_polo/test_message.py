"""One Marco Polo message: the status card, the board and the players' panels, the
latter two landscape for a chat's inline preview (`render.preview`; the card's
legibility is tests/render/test_preview.py's), small enough to post after every move."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from render import render_images
from tests.render.marco_polo.boards import states_of, view_of

MAX_MESSAGE_BYTES = 400 * 1024


def sizes(pngs: list[bytes]) -> list[tuple[int, int]]:
    return [Image.open(io.BytesIO(data)).size for data in pngs]


@pytest.mark.parametrize(
    ("seats", "seed", "variant"), [(2, 41, "pro"), (3, 42, "first"), (4, 43, "pro")]
)
@pytest.mark.parametrize("locale", ["en", "de"])
def test_a_message_is_a_landscape_board_and_panels_within_400_kb(
    seats: int, seed: int, variant: str, locale: str
) -> None:
    states = states_of(seats, seed, variant)
    for state, viewer in ((states[len(states) // 2], 0), (states[-1], None)):
        pngs = render_images("marco_polo", view_of(state, viewer), locale)
        (_, board, panels) = sizes(pngs)
        assert 4 / 3 <= board[0] / board[1] <= 2, board
        assert panels[0] > panels[1], panels  # landscape, never a tall strip
        assert sum(len(data) for data in pngs) <= MAX_MESSAGE_BYTES

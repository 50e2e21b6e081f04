"""One Marco Polo message: the board and the players' panels, shaped for a chat's inline
preview (about 550 x 300) and small enough to post after every move."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from render import render_images
from tests.render.marco_polo.boards import midgame, states_of, view_of

MAX_MESSAGE_BYTES = 400 * 1024
PREVIEW = (550, 300)
PREVIEW_SCALE_BEFORE = 0.094  # the tall 1400 x 3196 board this layout replaced


def sizes(pngs: list[bytes]) -> list[tuple[int, int]]:
    return [Image.open(io.BytesIO(data)).size for data in pngs]


def preview_scale(size: tuple[int, int]) -> float:
    return min(PREVIEW[0] / size[0], PREVIEW[1] / size[1])


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
        (board, panels) = sizes(pngs)
        assert 4 / 3 <= board[0] / board[1] <= 2, board
        assert panels[0] > panels[1], panels  # landscape, never a tall strip
        assert sum(len(data) for data in pngs) <= MAX_MESSAGE_BYTES


def test_the_board_preview_is_more_than_twice_as_large_as_before() -> None:
    (board, _) = sizes(render_images("marco_polo", view_of(midgame())))
    assert preview_scale(board) > 2 * PREVIEW_SCALE_BEFORE
    assert preview_scale(board) >= 0.2

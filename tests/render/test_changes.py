"""The board with everything framed that changed between two spectator views: for each
game, the frames are drawn where the real PNGs show them, each one where the board
really changed, and nothing is framed when nothing changed."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageChops

import engine
from render import render_images
from render.changes import Mark, changed_marks, render_changes
from render.palette import HIGHLIGHT

GAMES = ("caravan", "macao", "marco_polo")


def views(game_name: str, plies: int, since: int) -> tuple[object, object]:
    """The spectator's views after `since` and after `plies` moves of a seeded game."""
    game = engine.get(game_name)
    state = game.setup(3, None, 11)
    chooser = engine.Rng.from_seed(11, "changes")
    before = game.view(state, None)
    for ply in range(plies):
        if ply == since:
            before = game.view(state, None)
        seat = game.to_act(state)[0]
        move = game.playout_move(state, seat, game.legal_moves(state, seat), chooser)
        state, _ = game.apply(state, seat, move)
    return before, game.view(state, None)


def decoded(pngs: list[bytes]) -> list[Image.Image]:
    return [Image.open(io.BytesIO(data)).convert("RGB") for data in pngs]


def inside(mark: Mark, box: tuple[int, int, int, int] | None) -> bool:
    """Whether a difference box overlaps the mark."""
    if box is None:
        return False
    x0, y0, x1, y1 = mark.box
    return not (box[2] <= x0 or x1 <= box[0] or box[3] <= y0 or y1 <= box[1])


@pytest.mark.parametrize("game_name", GAMES)
def test_every_change_is_framed_where_the_board_changed(game_name: str) -> None:
    before, after = views(game_name, 24, 12)
    marks = changed_marks(game_name, before, after, "en")
    assert len(marks) >= 2, "a dozen moves change several places"
    plain = decoded(render_images(game_name, after, "en", card=False))
    framed = decoded(render_changes(game_name, before, after, "en"))
    old = decoded(render_images(game_name, before, "en", card=False))
    assert [i.size for i in framed] == [i.size for i in plain]
    for mark in marks:
        image = framed[mark.image]
        x0, y0, x1, y1 = mark.box
        # the frame's top edge is drawn in the highlight colour on the real PNG
        assert image.getpixel(((x0 + x1) // 2, y0 + 1)) == HIGHLIGHT
        # and the board really changed inside it (the plain drawings before and after)
        region = (max(x0, 0), max(y0, 0), x1, y1)
        if old[mark.image].size == plain[mark.image].size:
            change = ImageChops.difference(
                old[mark.image].crop(region), plain[mark.image].crop(region)
            )
            assert change.getbbox() is not None, f"{mark} frames an unchanged place"
    # what the frames add lies on the marks only
    for index, (drawn, base) in enumerate(zip(framed, plain, strict=True)):
        added = ImageChops.difference(drawn, base).getbbox()
        on_image = [m for m in marks if m.image == index]
        assert (added is None) == (not on_image)
        if added is not None:
            left = min(m.box[0] for m in on_image)
            top = min(m.box[1] for m in on_image)
            right = max(m.box[2] for m in on_image)
            bottom = max(m.box[3] for m in on_image)
            assert left - 2 <= added[0] and top - 2 <= added[1]
            assert added[2] <= right + 3 and added[3] <= bottom + 3


@pytest.mark.parametrize("game_name", GAMES)
def test_nothing_framed_when_nothing_changed(game_name: str) -> None:
    _, after = views(game_name, 6, 0)
    assert changed_marks(game_name, after, after, "de") == []

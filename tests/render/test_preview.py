"""The first image of every board message shows whose turn it is and every player's
score in type that stays legible in a chat's inline preview (`render.preview`'s model)."""

from __future__ import annotations

import pytest

import engine
from engine.playout import random_playout
from render import preview, registry
from render.registry import draw_all
from render.scoreboard import score_text
from tests.render.conftest import TextLog

NAMES = ["Anna", "Bartholomäus", "Chen", "Dörte", "Emil"]


def _midgame(game_name: str, seats: int, seed: int):
    game = engine.get(game_name)
    _, log = random_playout(game, seats, seed)
    state = game.setup(seats, None, seed)
    for seat, move in log[: len(log) // 2]:
        state, _ = game.apply(state, seat, move)
    return state


def _cases() -> list[tuple[str, int]]:
    return [
        (name, seats)
        for name in ("caravan", "macao", "marco_polo")
        for seats in range(engine.get(name).min_seats, engine.get(name).max_seats + 1)
    ]


@pytest.mark.parametrize("locale", ["en", "de"])
@pytest.mark.parametrize(("game_name", "seats"), _cases())
def test_turn_and_scores_preview_legibly(
    game_name: str, seats: int, locale: str, text_log: TextLog
) -> None:
    game = engine.get(game_name)
    state = _midgame(game_name, seats, seats)
    view = game.view(state, None)
    view.seat_names = NAMES[:seats]
    images = draw_all(game_name, view, locale)
    first = images[0]
    # The strip is drawn on the first image as posted (the board under it on its own).
    strip = text_log.on(first.size)
    shown = [text for text, _ in strip]
    entries = registry._module(game_name).scoreboard(view, locale).entries
    assert len(entries) == seats
    for entry in entries:
        score = score_text(entry, locale)
        assert any(text.endswith(score) for text in shown), f"{score} missing: {shown}"
    for seat in game.to_act(state):
        assert NAMES[seat] in shown, "whose turn it is"
    scale = preview.worst_scale(first.size, len(images))
    smallest = min(face.size for _, face in strip)
    assert smallest * scale >= preview.MIN_PREVIEW_TYPE, (
        f"{game_name}: {smallest} px type on a {first.size} image previews at "
        f"{smallest * scale:.1f} px"
    )


def test_model_shares_the_width_between_images() -> None:
    size = (2000, 1000)
    alone = preview.scale(size, preview.PHONE, 1)
    beside = preview.scale(size, preview.PHONE, 2)
    assert alone == preview.PHONE.width / 2000
    assert beside < alone / 1.9
    assert preview.legible_type(size, 2) * beside >= preview.MIN_PREVIEW_TYPE


@pytest.mark.parametrize("game_name", ["macao", "marco_polo"])
def test_a_projected_score_says_so_in_the_strip(game_name: str, text_log: TextLog) -> None:
    game = engine.get(game_name)
    state = _midgame(game_name, 3, 5)
    view = game.view(state, None)
    view.seat_names = NAMES[:3]
    entries = registry._module(game_name).scoreboard(view, "en").entries
    projected = [e for e in entries if e.at_end is not None and e.at_end != e.now]
    assert projected, "a mid-game position where the final scoring changes a score"
    first = draw_all(game_name, view, "en")[0]
    shown = [text for text, _ in text_log.on(first.size)]
    for entry in projected:
        assert score_text(entry, "en") == f"{entry.now} (≈{entry.at_end})"
    assert "(≈ at the end)" in shown

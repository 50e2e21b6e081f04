"""The status card, first image of every board message, shows whose turn it is and
every player's score in type that stays legible in a chat's inline preview
(`render.preview`'s model), and fits long names and five players without cutting."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.playout import random_playout
from render import palette, preview, registry
from render.chrome import SeatLabel
from render.registry import draw_all, draw_message
from render.scoreboard import Scoreboard, ScoreEntry, note_text, score_text
from render.status_card import WIDTH, status_card
from tests.render.conftest import TextLog

NAMES = ["Anna", "Bartholomäus", "Chen", "Dörte", "Emil"]
LONG = "Bartholomäus von Hohenzollern-S."  # 32 characters


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


def _smallest_preview(drawn: list[tuple[str, Any]], wanted: list[str]) -> int:
    """The smallest type size among the drawn texts that are (or end) one of `wanted`."""
    sizes = [face.size for text, face in drawn if any(text.endswith(w) for w in wanted)]
    assert sizes, f"none of {wanted} drawn: {[text for text, _ in drawn]}"
    return min(sizes)


@pytest.mark.parametrize("locale", ["en", "de"])
@pytest.mark.parametrize(("game_name", "seats"), _cases())
def test_turn_and_scores_preview_legibly(
    game_name: str, seats: int, locale: str, text_log: TextLog
) -> None:
    game = engine.get(game_name)
    state = _midgame(game_name, seats, seats)
    view = game.view(state, None)
    view.seat_names = NAMES[:seats]
    images = draw_message(game_name, view, locale)
    card, boards = images[0], images[1:]
    assert card.width == WIDTH
    assert [b.size for b in boards] == [b.size for b in draw_all(game_name, view, locale)]
    drawn = text_log.on(card.size)
    shown = [text for text, _ in drawn]
    entries = registry._module(game_name).scoreboard(view, locale).entries
    assert len(entries) == seats
    for entry in entries:
        assert entry.name in shown and score_text(entry) in shown
    to_act = [NAMES[seat] for seat in game.to_act(state)]
    assert all(shown.count(name) == 2 for name in to_act), "in the turn line and its row"
    scale = preview.worst_scale(card.size, len(images))
    for wanted in (to_act, [score_text(entry) for entry in entries]):
        if wanted:
            smallest = _smallest_preview(drawn, wanted)
            assert smallest * scale >= preview.MIN_PREVIEW_TYPE, (
                f"{game_name}: {smallest} px type on a {card.size} card previews at "
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
def test_a_projected_score_says_so_on_the_card(game_name: str, text_log: TextLog) -> None:
    game = engine.get(game_name)
    state = _midgame(game_name, 3, 5)
    view = game.view(state, None)
    view.seat_names = NAMES[:3]
    entries = registry._module(game_name).scoreboard(view, "en").entries
    projected = [e for e in entries if e.projected]
    assert projected, "a mid-game position where the final scoring changes a score"
    card = draw_message(game_name, view, "en")[0]
    shown = [text for text, _ in text_log.on(card.size)]
    for entry in projected:
        assert note_text(entry, "en") in shown
        assert f"≈{score_text(ScoreEntry(entry.style, '', entry.at_end or 0))} at the end" in shown


def test_negative_numbers_have_a_minus_sign() -> None:
    entry = ScoreEntry(palette.seat_style(0), "Anna", -3, -10)
    assert score_text(entry) == "−3"
    assert note_text(entry, "en") == "≈−10 at the end"


@pytest.mark.parametrize("images", [2, 3])
def test_five_long_names_fit_without_a_cut(images: int, text_log: TextLog) -> None:
    styles = [palette.seat_style(seat) for seat in range(5)]
    entries = [
        ScoreEntry(style, f"{LONG[:-1]}{seat}", seat * 7 - 5, seat * 9 - 12)
        for seat, style in enumerate(styles)
    ]
    turn = [SeatLabel(styles[1], entries[1].name), SeatLabel(styles[3], entries[3].name)]
    board = Scoreboard("The Voyages of Marco Polo", "Round 3 of 5", "To move:", turn, entries)
    card = status_card(board, "en", images)
    drawn = text_log.on(card.size)
    targets = zip(text_log.boxes, text_log.targets, strict=True)
    on_card = [box for box, target in targets if target == card.size]
    assert all(box[0] >= 0 and box[2] <= card.width for box in on_card), "inside the card"
    words = " ".join(text for text, _ in drawn).replace("- ", "")
    for entry in entries:
        assert entry.name.replace("-", "") in words.replace("-", ""), "the whole name, wrapped"
    scale = preview.worst_scale(card.size, images)
    assert min(face.size for _, face in drawn) * scale >= preview.MIN_PREVIEW_TYPE


@pytest.mark.parametrize("game_name", ["caravan", "macao", "marco_polo"])
def test_a_finished_game_s_card_lists_the_places_best_first(
    game_name: str, text_log: TextLog
) -> None:
    game = engine.get(game_name)
    final, _ = random_playout(game, 3, 9)
    view = game.view(final, None)
    view.seat_names = NAMES[:3]
    card = draw_message(game_name, view, "en")[0]
    shown = [text for text, _ in text_log.on(card.size)]
    result = game.result(final)
    assert "Game over" in shown
    rows = [shown.index(NAMES[s.seat]) for s in result.standings]
    assert rows == sorted(rows), "best place first"
    for standing in result.standings:
        assert f"Place {standing.rank}" in shown

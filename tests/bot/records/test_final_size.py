"""The final message of a game (the board, the players' panels and the score chart) stays
within 400 KB of PNG for every game at a full table."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

import render
from bot.records.chart import charted_png
from bot.store import GameRecord, MoveRecord
from engine import get
from engine.playout import random_playout

NAMES = ["Anna", "Bartholomäus", "Chen", "Dörte"]
LIMIT = 400 * 1024


@pytest.mark.parametrize("name", ["caravan", "marco_polo", "macao"])
def test_the_final_message_with_its_chart_stays_under_400_kb(name: str) -> None:
    game = get(name)
    final, log = random_playout(game, 4, 21)
    view = game.view(final, None).model_copy(update={"seat_names": NAMES})
    boards = render.render_images(name, view, "de")
    now = datetime(2026, 1, 1, tzinfo=UTC)
    record = GameRecord(
        1, 1, 1, name, game.version, "finished", "{}", 21, 1, None, 1, now, now, now
    )
    moves = [MoveRecord(1, n, n, s, game.format_move(m), now, None) for n, (s, m) in enumerate(log)]
    charted, chart = charted_png(name, record, NAMES, moves, "de", reveal=True)
    assert charted.replayed.plies == len(log) and chart.startswith(b"\x89PNG")
    total = sum(map(len, boards)) + len(chart)
    assert total <= LIMIT, f"{name}: {total} bytes"

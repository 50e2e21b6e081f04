"""The animated summary shows the boards, not the status card posted before them."""

from __future__ import annotations

import io
from datetime import UTC, datetime

from PIL import Image

import render
from bot.records.animation import animate, board_of
from bot.service.history import replay_game
from bot.store import GameRecord, MoveRecord
from engine import get
from render.caravan import layout


def test_frames_are_the_board_after_the_status_card() -> None:
    game = get("caravan")
    state = game.setup(2, None, 7)
    now = datetime(2026, 1, 1, tzinfo=UTC)
    seat = game.to_act(state)[0]
    move = game.legal_moves(state, seat)[0]
    record = GameRecord(
        1, 1, 1, "caravan", game.version, "active", "{}", 7, 1, None, 1, now, now, now
    )
    moves = [MoveRecord(1, 0, 0, seat, game.format_move(move), now, None)]
    replayed = replay_game(game, record, 2, moves, reveal=False)
    data = animate(render.render_images, "caravan", replayed, [0, 1], ["Ada", "Bea"], "en")
    assert data is not None
    frame = Image.open(io.BytesIO(data))
    assert frame.width > 720 and frame.height == round(layout.HEIGHT * frame.width / layout.WIDTH)


def test_a_stand_in_renderer_without_a_card_gives_the_board_alone() -> None:
    assert board_of([b"board"]) == b"board"
    assert board_of([b"card", b"board", b"panels"]) == b"board"

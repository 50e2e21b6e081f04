"""Whom a seat counts for: a person by their Discord id, an AI seat by its level."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from bot.records.entries import ai_level, entry_of, is_ai, user_id_of
from bot.store import SeatRecord


def test_a_person_counts_by_their_id() -> None:
    seat = SeatRecord(1, 0, 42, "Ada", "en")
    assert entry_of(seat) == "user:42"
    assert user_id_of("user:42") == 42 and not is_ai("user:42") and ai_level("user:42") is None


def test_a_seat_the_ai_plays_counts_for_its_level() -> None:
    seat: Any = SimpleNamespace(game_id=1, seat=2, user_id=-1, display_name="AI", ai_level="hard")
    assert entry_of(seat) == "ai:hard"
    assert is_ai("ai:hard") and ai_level("ai:hard") == "hard" and user_id_of("ai:hard") is None
    taken_over: Any = SimpleNamespace(user_id=42, ai_level="normal")
    assert entry_of(taken_over) == "ai:normal"  # whoever plays it at the end

"""Whom a seat counts for in records and ratings: a person ('user:<id>') or the bot's AI
at one level ('ai:<level>'), so players can see how they compare with each AI level."""

from __future__ import annotations

from bot.store import SeatRecord

USER = "user:"
AI = "ai:"


def user_entry(user_id: int) -> str:
    return f"{USER}{user_id}"


def ai_entry(level: str) -> str:
    return f"{AI}{level}"


def entry_of(seat: SeatRecord) -> str:
    """A seat counts for whoever plays it when the game ends: a seat the AI took over
    counts for the AI's level."""
    return ai_entry(seat.ai_level) if seat.ai_level else user_entry(seat.user_id)


def is_ai(entry: str) -> bool:
    return entry.startswith(AI)


def ai_level(entry: str) -> str | None:
    return entry[len(AI) :] if is_ai(entry) else None


def user_id_of(entry: str) -> int | None:
    return int(entry[len(USER) :]) if entry.startswith(USER) else None

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


def seat_ai_level(seat: SeatRecord) -> str | None:
    """The level of the AI playing `seat`, None for a person.

    The one place that tells an AI seat from a person: seats gain an AI marker and level
    (`SeatRecord.ai_level`) with the AI players, and until then every seat is a person. A
    seat counts for whoever plays it when the game ends, so a seat the AI took over
    counts for the AI's level.
    """
    level = getattr(seat, "ai_level", None)
    return str(level) if level else None


def entry_of(seat: SeatRecord) -> str:
    level = seat_ai_level(seat)
    return ai_entry(level) if level else user_entry(seat.user_id)


def is_ai(entry: str) -> bool:
    return entry.startswith(AI)


def ai_level(entry: str) -> str | None:
    return entry[len(AI) :] if is_ai(entry) else None


def user_id_of(entry: str) -> int | None:
    return int(entry[len(USER) :]) if entry.startswith(USER) else None

"""Whom a seat counts for in records and ratings: a person ('user:<id>') or the bot's AI
at one level ('ai:<level>'), so players can see how they compare with each AI level. A
person who asked to be forgotten counts as 'former:<pseudonym>' (one pseudonym for all
their results, so rerating gives everyone else the ratings they had), and has no rating."""

from __future__ import annotations

import secrets

from bot.store import SeatRecord

USER = "user:"
AI = "ai:"
FORMER = "former:"


def user_entry(user_id: int) -> str:
    return f"{USER}{user_id}"


def ai_entry(level: str) -> str:
    return f"{AI}{level}"


def entry_of(seat: SeatRecord) -> str:
    """A seat counts for whoever plays it when the game ends: a seat the AI took over
    counts for the AI's level."""
    return ai_entry(seat.ai_level) if seat.ai_level else user_entry(seat.user_id)


def former_entry() -> str:
    """A fresh pseudonym for a forgotten player's results: random, so it tells nobody who."""
    return f"{FORMER}{secrets.token_hex(8)}"


def is_former(entry: str) -> bool:
    return entry.startswith(FORMER)


def is_ai(entry: str) -> bool:
    return entry.startswith(AI)


def ai_level(entry: str) -> str | None:
    return entry[len(AI) :] if is_ai(entry) else None


def user_id_of(entry: str) -> int | None:
    return int(entry[len(USER) :]) if entry.startswith(USER) else None

"""The wall clock every layer takes as a parameter, so tests can hand in their own."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

Clock = Callable[[], datetime]


def utc_now() -> datetime:
    """The current time, timezone-aware in UTC (the store keeps every time in UTC)."""
    return datetime.now(UTC)

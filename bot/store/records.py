"""Rows as small immutable values, and the one timestamp format the database uses."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Literal

Status = Literal["lobby", "active", "finished", "abandoned"]
OPEN_STATUSES: tuple[Status, ...] = ("lobby", "active")


def to_db_time(moment: datetime) -> str:
    """UTC ISO-8601 with microseconds: one fixed width, so text order is time order and
    a guarded `WHERE due_at = ?` compares exactly what was written."""
    if moment.tzinfo is None:
        raise ValueError("timestamps must be timezone-aware")
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def from_db_time(value: str | None) -> datetime | None:
    return None if value is None else datetime.fromisoformat(value)


@dataclass(frozen=True, slots=True)
class GameRecord:
    id: int
    guild_id: int | None
    channel_id: int
    game: str
    engine_version: int
    status: Status
    options: str
    seed: int
    creator_id: int
    state: str | None
    version: int
    created_at: datetime
    updated_at: datetime
    finished_at: datetime | None

    @property
    def is_open(self) -> bool:
        return self.status in OPEN_STATUSES


@dataclass(frozen=True, slots=True)
class SeatRecord:
    game_id: int
    seat: int
    user_id: int
    display_name: str
    locale: str


@dataclass(frozen=True, slots=True)
class MoveRecord:
    id: int
    game_id: int
    ply: int
    seat: int
    notation: str
    move: str
    created_at: datetime
    undone_at: datetime | None


@dataclass(frozen=True, slots=True)
class ReminderRecord:
    """A game's reminder state, with where to post it."""

    game_id: int
    guild_id: int | None
    channel_id: int
    due_at: datetime
    level: int


@dataclass(frozen=True, slots=True)
class ChannelSettings:
    channel_id: int
    reminder_hours: float | None = None
    locale: str | None = None


@dataclass(frozen=True, slots=True)
class UserSettings:
    user_id: int
    dm_opt_in: bool = False
    vacation_until: datetime | None = None

"""Rows as small immutable values, and the two timestamp formats the database uses:
ISO-8601 text for the few timestamps of games, settings and reminders (readable, and
compared exactly by the reminder claim), integer microseconds for the many of the move
log (8 bytes instead of 32 per row)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
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


_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def to_db_micros(moment: datetime) -> int:
    """Microseconds since 1970-01-01 UTC: the move log's compact, exact timestamp."""
    if moment.tzinfo is None:
        raise ValueError("timestamps must be timezone-aware")
    return (moment - _EPOCH) // timedelta(microseconds=1)


def from_db_micros(value: int | None) -> datetime | None:
    return None if value is None else _EPOCH + timedelta(microseconds=value)


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
    """One row of a game's move log. The move is `game.parse_move(notation)`: engines
    guarantee `parse_move(format_move(m)) == m`, so no other form of it is stored."""

    game_id: int
    seq: int  # 0, 1, 2, ... in the order the game's rows were written, undone ones too
    ply: int  # the move's place in the live line
    seat: int
    notation: str
    created_at: datetime
    undone_at: datetime | None  # None while the move stands


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

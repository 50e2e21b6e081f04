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
    turn_hours: int | None = None  # the table's turn clock (None: no clock)
    ai_level: str | None = None  # the level of an AI that takes over a seat (None: normal)
    parent_channel_id: int | None = None  # the channel a thread table's thread hangs off
    hints: bool | None = None  # hints allowed (None: the default, see `bot.service.hints`)
    hints_used: bool = False  # someone at the table was given a hint

    @property
    def is_open(self) -> bool:
        return self.status in OPEN_STATUSES


FORMER_PLAYER = ""
"""The stored name of a seat whose player asked to be forgotten (no Discord name is
empty): each front end shows it as "Former player" in the reader's language."""

FORMER_USER_IDS = -(2**40)
"""A forgotten player's seat gets the user id `FORMER_USER_IDS - seat`: no person has it
(Discord ids are positive), and no seat added as an AI (those count down from -1)."""


def former_user_id(seat: int) -> int:
    return FORMER_USER_IDS - seat


@dataclass(frozen=True, slots=True)
class SeatRecord:
    game_id: int
    seat: int
    user_id: int
    display_name: str
    locale: str
    ai_level: str | None = None  # set while the AI plays the seat, at this level

    @property
    def is_ai(self) -> bool:
        """The AI plays this seat (added as an AI, or taken over from its person)."""
        return self.ai_level is not None

    @property
    def has_person(self) -> bool:
        """A person sits behind the seat (an added AI has a negative, unreal user id)."""
        return self.user_id > 0

    @property
    def is_former(self) -> bool:
        """The seat's player asked to be forgotten: it keeps only its moves and result."""
        return self.display_name == FORMER_PLAYER

    @property
    def is_human(self) -> bool:
        """A person plays the seat now: the one to mention, remind and ask."""
        return self.has_person and not self.is_ai


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
    version: int | None = None
    """The game's version the move produced (the version it was made at, plus one): what
    tells a retried move from a new one (see migration 0005). None for rows written
    before 0005 and for imported games."""


@dataclass(frozen=True, slots=True)
class SeatChange:
    """A change of who plays a seat in a running game (see migration 0004): `left`,
    `voted_ai`, `rejoined` or `voted_end`; `ply` live moves came before it."""

    game_id: int
    seq: int
    ply: int
    seat: int
    change: str
    ai_level: str | None
    created_at: datetime


@dataclass(frozen=True, slots=True)
class Ballot:
    """A question put to the table: `clock` (hand the seat to the AI or end the game)
    or `rejoin` (may the seat's person play again); open while `closed_at` is None."""

    game_id: int
    number: int
    kind: str
    seat: int
    opened_at: datetime
    closed_at: datetime | None
    outcome: str | None
    votes: dict[int, str]  # voter's user id -> choice

    @property
    def is_open(self) -> bool:
        return self.closed_at is None


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

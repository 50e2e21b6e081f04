"""Rows of the records tables (migration 0003): results, ratings, and the summaries the
stats, leaderboard and history read from them."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True, slots=True)
class ResultRow:
    """One seat's place in a finished game. `entry` is whom it counts for:
    'user:<id>' for a person, 'ai:<level>' for a seat the bot plays."""

    seat: int
    entry: str
    rank: int
    score: int
    character: str | None = None


@dataclass(frozen=True, slots=True)
class RatingRow:
    """A stored rating; `version` is what an update must still find to replace it."""

    scope: int
    game: str
    entry: str
    name: str
    mu: float
    sigma: float
    ordinal: float
    games: int
    version: int = 0


@dataclass(frozen=True, slots=True)
class PlayerResult:
    """One finished game as one player played it."""

    game_id: int
    game: str
    finished_at: datetime
    seat: int
    rank: int
    score: int
    character: str | None
    players: int
    by_vote: bool = False  # the table voted the game to an end: standings as they were
    hints_used: bool = False  # someone at the table was given a hint (`/game hint`)


@dataclass(frozen=True, slots=True)
class SeatResult:
    seat: int
    name: str
    entry: str
    rank: int
    score: int


@dataclass(frozen=True, slots=True)
class FinishedGame:
    """A line of a server's history: the game and every seat's result, best first."""

    id: int
    game: str
    finished_at: datetime
    seats: tuple[SeatResult, ...]
    by_vote: bool = False  # the table voted the game to an end: standings as they were
    hints_used: bool = False  # someone at the table was given a hint (`/game hint`)

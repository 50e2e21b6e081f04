"""Persistence: games, seats, the move log, seat changes, ballots, settings and reminder
state, in SQLite (the embedded default) or PostgreSQL (several processes over one database)."""

from bot.store.backends import open_store
from bot.store.errors import (
    ChannelBusy,
    CommitUnknown,
    RatingConflict,
    StaleVersion,
    StoreError,
    StoreUnavailable,
)
from bot.store.pauses import Pause, paused_time
from bot.store.personal import OpenSeat
from bot.store.record_rows import (
    FinishedGame,
    PlayerResult,
    RatingRow,
    ResultRow,
    SeatResult,
)
from bot.store.records import (
    Ballot,
    ChannelSettings,
    GameRecord,
    MoveRecord,
    ReminderRecord,
    SeatChange,
    SeatRecord,
    Status,
    UserSettings,
    from_db_time,
    to_db_time,
)
from bot.store.schedules import Schedule
from bot.store.store import Store
from bot.store.transaction import NewSeat, Tx

__all__ = [
    "Ballot",
    "ChannelBusy",
    "ChannelSettings",
    "CommitUnknown",
    "FinishedGame",
    "GameRecord",
    "MoveRecord",
    "NewSeat",
    "OpenSeat",
    "Pause",
    "PlayerResult",
    "RatingConflict",
    "RatingRow",
    "ReminderRecord",
    "ResultRow",
    "Schedule",
    "SeatChange",
    "SeatRecord",
    "SeatResult",
    "StaleVersion",
    "Status",
    "Store",
    "StoreError",
    "StoreUnavailable",
    "Tx",
    "UserSettings",
    "from_db_time",
    "open_store",
    "paused_time",
    "to_db_time",
]

"""The application's use cases: lobby, moves, undo, status, board, log, abandon, finish,
and the records of finished games: stats, leaderboard, history, replays; AI turns,
hand-overs and votes, hints, reviews of finished games, pauses by agreement, the table's settings; a player's own data
(read out, forgotten), private notes and running tables (`/games`).

One `GameService` is built at start-up with the store, a renderer and a clock, and is
shared by the Discord adapter, the terminal sandbox and the tests. It never decides a
rule: the engine does. It checks who may act, persists each change in one transaction
with a version check, renders in an executor, and returns a platform-neutral `Reply`.
Each use case lives in its own module; this class only puts them together.
"""

from __future__ import annotations

from bot.clock import Clock
from bot.service.ai_turns import AiOps, SeatDecision, ai_seed
from bot.service.core import AUTOCOMPLETE_LIMIT, LOG_PAGE_SIZE, GameLookup, Renderer
from bot.service.hints import HintOps
from bot.service.notes import NoteOps
from bot.service.pauses import PauseOps
from bot.service.personal import PersonalOps
from bot.service.query import QueryOps
from bot.service.records import RecordOps
from bot.service.replays import ReplayOps
from bot.service.reviews import ReviewAsk, ReviewOps
from bot.service.seats import SeatOps
from bot.service.since import SinceOps
from bot.service.status_line import StatusLineOps
from bot.service.table import TableOps
from bot.service.table_list import TableListOps

__all__ = [
    "AUTOCOMPLETE_LIMIT",
    "LOG_PAGE_SIZE",
    "Clock",
    "GameLookup",
    "GameService",
    "Renderer",
    "ReviewAsk",
    "SeatDecision",
    "ai_seed",
]


class GameService(
    PauseOps,
    SeatOps,
    AiOps,
    HintOps,
    TableOps,
    RecordOps,
    ReviewOps,
    ReplayOps,
    SinceOps,
    QueryOps,
    PersonalOps,
    StatusLineOps,
    NoteOps,
    TableListOps,
):
    """Platform-neutral game operations over the store (see the module docstring)."""

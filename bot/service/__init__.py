"""The platform-neutral service layer shared by Discord, the sandbox and the tests."""

from bot.service.errors import BoardChanged, ServiceError
from bot.service.game_service import (
    AUTOCOMPLETE_LIMIT,
    LOG_PAGE_SIZE,
    Clock,
    GameLookup,
    GameService,
    Renderer,
    ReviewAsk,
    SeatDecision,
    ai_seed,
)
from bot.service.types import (
    Action,
    Image,
    MoveChoices,
    Paging,
    Place,
    Player,
    PrivatePart,
    ReplayPosition,
    Reply,
    ResultLine,
    VoteCall,
)

__all__ = [
    "AUTOCOMPLETE_LIMIT",
    "LOG_PAGE_SIZE",
    "Action",
    "BoardChanged",
    "Clock",
    "GameLookup",
    "GameService",
    "Image",
    "MoveChoices",
    "Paging",
    "Place",
    "Player",
    "PrivatePart",
    "Renderer",
    "ReplayPosition",
    "Reply",
    "ResultLine",
    "ReviewAsk",
    "SeatDecision",
    "ServiceError",
    "VoteCall",
    "ai_seed",
]

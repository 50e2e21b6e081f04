"""The platform-neutral service layer shared by Discord, the sandbox and the tests."""

from bot.service.errors import BoardChanged, ServiceError
from bot.service.game_service import (
    AUTOCOMPLETE_LIMIT,
    LOG_PAGE_SIZE,
    AiTurn,
    Clock,
    GameLookup,
    GameService,
    HintAsk,
    Renderer,
    ReviewAsk,
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
    "AiTurn",
    "BoardChanged",
    "Clock",
    "GameLookup",
    "GameService",
    "HintAsk",
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
    "ServiceError",
    "VoteCall",
    "ai_seed",
]

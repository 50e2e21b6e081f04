"""Limits on what a player types, in one place. Front ends check them before any parsing,
so no typed text costs more than its capped length, and the answer says what the limit
is. (How much of a typed text an answer quotes back is `engine.i18n.QUOTE_MAX`.)"""

from __future__ import annotations

from bot.service.errors import ServiceError
from engine import t

MOVE_MAX = 200
"""Characters in one typed move; the longest legal notation of any game is far shorter."""
OPTIONS_MAX = 300
"""Characters in a game's options string (`short_game=true sixth_camel=false`)."""


def check_move(text: str) -> None:
    """Refuse a typed move longer than `MOVE_MAX` before anything parses it."""
    if len(text) > MOVE_MAX:
        raise ServiceError(t("bot.err.move_too_long", limit=MOVE_MAX, length=len(text)))


def check_options(text: str) -> None:
    """Refuse an options string longer than `OPTIONS_MAX` before anything parses it."""
    if len(text) > OPTIONS_MAX:
        raise ServiceError(t("bot.err.options_too_long", limit=OPTIONS_MAX, length=len(text)))


NOTE_MAX = 300
"""Characters in one private note (`/game note`)."""
NOTES_MAX = 20
"""Private notes one player keeps at one table."""


def check_note(text: str) -> str:
    """The note as it will be kept (spaces at either end dropped); refused when empty or
    longer than `NOTE_MAX`, before anything is stored."""
    body = text.strip()
    if not body:
        raise ServiceError(t("bot.notes.err.empty"))
    if len(body) > NOTE_MAX:
        raise ServiceError(t("bot.notes.err.too_long", limit=NOTE_MAX, length=len(body)))
    return body

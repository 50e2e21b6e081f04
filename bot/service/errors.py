"""The service's refusals. Each carries a bilingual `Text` saying what was wrong and
what is allowed instead; rules violations stay `engine.IllegalMove`."""

from __future__ import annotations

from collections.abc import Sequence

from bot.service.types import Action, ThreadTable
from engine import Text


class ServiceError(Exception):
    """A request the service refuses; the stored game is untouched. `actions` are what
    the player can do instead, for the front end to word in its own commands."""

    def __init__(self, text: Text, actions: Sequence[Action] = ()) -> None:
        super().__init__(str(text))
        self.text = text
        self.actions = tuple(actions)

    @property
    def key(self) -> str:
        return self.text.key

    def render(self, locale: str | None = "en") -> str:
        return self.text.render(locale)


class BoardChanged(ServiceError):
    """The caller acted on an old version; `version` is the current one."""

    def __init__(self, text: Text, game_id: int, version: int) -> None:
        super().__init__(text)
        self.game_id = game_id
        self.version = version


class TablesElsewhere(ServiceError):
    """No game in this channel itself, but tables play in its threads: the front end
    points to them (`tables`, at most `THREAD_TABLES_LIMIT`; `more` were left out)."""

    def __init__(self, text: Text, tables: Sequence[ThreadTable], more: int) -> None:
        super().__init__(text)
        self.tables = tuple(tables)
        self.more = more


class NotSaved(ServiceError):
    """The connection to the database broke while a change was being saved, and reading
    it back showed that it was not stored: the game is unchanged, the caller may retry."""


class OutcomeUnknown(ServiceError):
    """The connection to the database broke while a change was being saved, and the
    database did not answer again in time to tell whether it was stored. The one
    `ServiceError` after which the game may have changed: its text says so, and a retried
    move is recognised if it was made (`PlayOps.move`)."""

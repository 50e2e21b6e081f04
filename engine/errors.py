"""The one exception a rules violation raises."""

from __future__ import annotations

from engine.i18n import ParamValue, Text


class IllegalMove(Exception):
    """A move the rules do not allow; `reason` says why, in both languages.

    Raising it never changes the state: the engine applies moves to a copy.
    """

    def __init__(self, reason: Text | str, **params: ParamValue) -> None:
        self.reason = reason if isinstance(reason, Text) else Text(key=reason, params=params)
        super().__init__(str(self.reason))

    def render(self, locale: str | None = "en") -> str:
        return self.reason.render(locale)

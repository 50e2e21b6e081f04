"""The one exception a rules violation raises."""

from __future__ import annotations

from engine.i18n import ParamValue, Text, clip_params


class IllegalMove(Exception):
    """A move the rules do not allow; `reason` says why, in every language of the catalogue.

    Raising it never changes the state: the engine applies moves to a copy. A reason
    quotes at most `QUOTE_MAX` characters of any text parameter: those are what the
    player typed (a notation, an option's name), clipped here once for every game.
    """

    def __init__(self, reason: Text | str, **params: ParamValue) -> None:
        text = reason if isinstance(reason, Text) else Text(key=reason, params=params)
        self.reason = clip_params(text)
        super().__init__(str(self.reason))

    def render(self, locale: str | None = "en") -> str:
        return self.reason.render(locale)

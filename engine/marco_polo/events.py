"""The events Marco Polo's moves report: each caused by a seat names its player."""

from __future__ import annotations

from engine.game import Event
from engine.i18n import Text
from engine.i18n import seat as seat_text
from engine.marco_polo.words import t

Events = list[Event]


def note(
    events: Events, seat: int | None, key: str, secret: Text | None = None, **params: object
) -> None:
    """An event; one caused by a seat names its player as `{player}`."""
    if seat is not None:
        params["player"] = seat_text(seat)
    text = t(key, **params)  # type: ignore[arg-type]
    events.append(Event(kind=key.rsplit(".", 1)[-1], seat=seat, text=text, secret=secret))

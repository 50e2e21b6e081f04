"""A moment in a reply's text, for each front end to word: Discord as timestamps every
client shows in its reader's language and time zone (`<t:…:f>`, `<t:…:R>`), the sandbox
as a date and time in UTC."""

from __future__ import annotations

from datetime import UTC, datetime

from engine import Text, t

WHEN_KEY = "bot.when"


def when(moment: datetime) -> Text:
    """`moment` as a text parameter (`WHEN_KEY`, with its Unix time and its UTC time)."""
    utc = moment.astimezone(UTC)
    return t(WHEN_KEY, stamp=str(int(utc.timestamp())), utc=utc.strftime("%Y-%m-%d %H:%M"))

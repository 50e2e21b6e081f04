"""A player's local time: the time zone and times of day they type, the next time a
daily message falls due in their zone, and whether a moment lies in their quiet hours.

Times of day are kept as 'HH:MM' text and zones as an IANA name ('Europe/Berlin') or a
fixed offset ('+02:00'). The next due time is computed from the local calendar, so a
digest at 08:00 stays at 08:00 on both sides of a daylight-saving change.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, time, timedelta, timezone, tzinfo
from functools import lru_cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

_CLOCK = re.compile(r"^([01]?\d|2[0-3])(?:[:.h]([0-5]\d))?$")
_OFFSET = re.compile(r"^(?:UTC|GMT)?([+-])(\d{1,2})(?::?([0-5]\d))?$", re.IGNORECASE)
MAX_OFFSET = timedelta(hours=14)
"""The widest offset any place on earth uses (Kiribati)."""


def parse_clock(text: str) -> str | None:
    """A typed time of day ('8', '08:00', '8.30', '20h15') as 'HH:MM', or None."""
    match = _CLOCK.match(text.strip())
    if match is None:
        return None
    return f"{int(match[1]):02d}:{match[2] or '00'}"


@lru_cache(maxsize=1)
def _zone_keys() -> dict[str, str]:
    """Every IANA zone name this machine knows, by its lower-case spelling."""
    return {key.lower(): key for key in available_timezones()}


def parse_zone(text: str) -> str | None:
    """A typed time zone as it is kept: the IANA name in its own spelling
    ('europe/berlin' -> 'Europe/Berlin'), or an offset as '+02:00'; None if unknown."""
    typed = text.strip().replace(" ", "")
    if typed.upper() in ("UTC", "GMT", "Z"):
        return "UTC"
    match = _OFFSET.match(typed)
    if match is not None:
        offset = timedelta(hours=int(match[2]), minutes=int(match[3] or 0))
        if offset > MAX_OFFSET:
            return None
        sign = "-" if match[1] == "-" and offset else "+"
        hours, minutes = divmod(int(offset.total_seconds()) // 60, 60)
        return f"{sign}{hours:02d}:{minutes:02d}"
    return _zone_keys().get(typed.lower())


def zone(name: str | None) -> tzinfo:
    """The zone of a kept name (see `parse_zone`); UTC for None or a name this machine
    no longer knows."""
    if not name or name == "UTC":
        return UTC
    if name[0] in "+-":
        hours, minutes = int(name[1:3]), int(name[4:6])
        offset = timedelta(hours=hours, minutes=minutes)
        return timezone(-offset if name[0] == "-" else offset)
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return UTC


def _time_of(clock: str) -> time:
    return time(int(clock[:2]), int(clock[3:5]))


def next_at(after: datetime, clock: str, zone_name: str | None) -> datetime:
    """The first moment strictly after `after` when the local time in the zone reads
    `clock` ('HH:MM'), in UTC. A time the clocks skip (spring forward) comes at the same
    distance after the change; a time they pass twice (fall back) counts once, the first."""
    place = zone(zone_name)
    day = after.astimezone(place).date()
    for ahead in range(3):
        local = datetime.combine(day + timedelta(days=ahead), _time_of(clock), tzinfo=place)
        moment = local.astimezone(UTC)
        if moment > after:
            return moment
    raise AssertionError("a time of day recurs within three calendar days")


def within(moment: datetime, start: str, end: str, zone_name: str | None) -> bool:
    """Whether the local time of `moment` lies in [start, end), across midnight when the
    end comes before the start ('22:00'-'07:00')."""
    local = moment.astimezone(zone(zone_name)).time()
    begin, stop = _time_of(start), _time_of(end)
    if begin <= stop:
        return begin <= local < stop
    return local >= begin or local < stop

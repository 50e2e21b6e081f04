"""A player's digest, time zone and quiet hours as they type them in their settings:
checked before anything is saved (a refusal names what is wrong and gives an example),
then saved with the digest's next due time in their zone."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from functools import lru_cache
from typing import Any

from bot.digests import next_digest
from bot.local_time import parse_clock, parse_zone
from bot.service.errors import ServiceError
from bot.store import Schedule, Store
from engine import i18n, t

SETTING_MAX = 40
"""Characters in a typed digest time, time zone or quiet hours (the longest IANA zone
name has 32)."""


@lru_cache(maxsize=1)
def off_words() -> frozenset[str]:
    """What switches a digest or quiet hours off, in every language of the catalogue."""
    words = {"off", "-"}
    for locale in i18n.locales():
        words.add(t("bot.schedule.off_word").render(locale).casefold())
    return frozenset(words)


def _checked(typed: str) -> str:
    typed = typed.strip()
    if len(typed) > SETTING_MAX:
        raise ServiceError(t("bot.err.setting_too_long", limit=SETTING_MAX, length=len(typed)))
    return typed


def _off(typed: str) -> bool:
    return typed.casefold() in off_words()


def parse_schedule(
    digest: str | None, time_zone: str | None, quiet_hours: str | None
) -> dict[str, Any]:
    """The changes the typed options ask for, as `Schedule` fields (an option not given
    changes nothing); raises `ServiceError` at the first that is not understood."""
    changes: dict[str, Any] = {}
    if digest is not None:
        typed = _checked(digest)
        if _off(typed):
            changes["digest_at"] = None
        elif (clock := parse_clock(typed)) is not None:
            changes["digest_at"] = clock
        else:
            raise ServiceError(t("bot.err.digest_time", typed=i18n.clip(typed)))
    if time_zone is not None:
        typed = _checked(time_zone)
        zone = parse_zone(typed)
        if zone is None:
            raise ServiceError(t("bot.err.time_zone", typed=i18n.clip(typed)))
        changes["time_zone"] = zone
    if quiet_hours is not None:
        typed = _checked(quiet_hours)
        if _off(typed):
            changes["quiet_from"] = changes["quiet_until"] = None
        else:
            start, _, end = typed.replace("–", "-").replace("—", "-").partition("-")
            begin, stop = parse_clock(start), parse_clock(end)
            if begin is None or stop is None:
                raise ServiceError(t("bot.err.quiet_hours", typed=i18n.clip(typed)))
            if begin == stop:
                raise ServiceError(t("bot.err.quiet_hours_empty"))
            changes["quiet_from"], changes["quiet_until"] = begin, stop
    return changes


async def save_schedule(
    store: Store, user_id: int, locale: str, changes: dict[str, Any], now: datetime
) -> Schedule:
    """The player's schedule with `changes` saved (nothing saved without changes), the
    digest written in `locale` and due next at its local time after `now`."""
    current = await store.schedule(user_id)
    if not changes:
        return current
    changed = replace(current, **changes, locale=locale)
    changed = replace(changed, due_at=next_digest(changed, now))
    await store.save_schedule(changed)
    return changed

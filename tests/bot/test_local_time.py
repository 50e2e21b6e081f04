"""A player's local time: what they may type, and due times across clock changes."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.local_time import next_at, parse_clock, parse_zone, within


@pytest.mark.parametrize(
    ("typed", "kept"),
    [("8", "08:00"), ("08:00", "08:00"), (" 7.30 ", "07:30"), ("20h15", "20:15"), ("0", "00:00")],
)
def test_times_of_day_are_kept_as_hours_and_minutes(typed: str, kept: str) -> None:
    assert parse_clock(typed) == kept


@pytest.mark.parametrize("typed", ["24:00", "8:60", "8 am", "", "eight", "08:00:00", "-1"])
def test_what_is_no_time_of_day(typed: str) -> None:
    assert parse_clock(typed) is None


@pytest.mark.parametrize(
    ("typed", "kept"),
    [
        ("Europe/Berlin", "Europe/Berlin"),
        ("europe/berlin", "Europe/Berlin"),
        ("America/New_York", "America/New_York"),
        ("utc", "UTC"),
        ("+02:00", "+02:00"),
        ("UTC+2", "+02:00"),
        ("-0330", "-03:30"),
        ("GMT-5", "-05:00"),
        ("+0", "+00:00"),
        ("+14:00", "+14:00"),
    ],
)
def test_time_zones_by_name_or_offset(typed: str, kept: str) -> None:
    assert parse_zone(typed) == kept


@pytest.mark.parametrize("typed", ["Mars/Olympus", "Europe", "+15:00", "../etc/passwd", "CEST!", ""])
def test_unknown_time_zones(typed: str) -> None:
    assert parse_zone(typed) is None


def utc(*parts: int) -> datetime:
    return datetime(*parts, tzinfo=UTC)  # type: ignore[misc]


def test_eight_in_berlin_stays_eight_when_summer_time_ends() -> None:
    # 2026-10-25 03:00 CEST becomes 02:00 CET: 08:00 local is 06:00 UTC, then 07:00 UTC.
    first = next_at(utc(2026, 10, 23, 12, 0), "08:00", "Europe/Berlin")
    assert first == utc(2026, 10, 24, 6, 0)
    second = next_at(first, "08:00", "Europe/Berlin")
    assert second == utc(2026, 10, 25, 7, 0)
    assert next_at(second, "08:00", "Europe/Berlin") == utc(2026, 10, 26, 7, 0)


def test_a_time_passed_twice_counts_once_and_a_skipped_one_still_comes() -> None:
    # 02:30 happens twice on 2026-10-25 in Berlin: the first one only.
    first = next_at(utc(2026, 10, 24, 12, 0), "02:30", "Europe/Berlin")
    assert first == utc(2026, 10, 25, 0, 30)
    assert next_at(first, "02:30", "Europe/Berlin") == utc(2026, 10, 26, 1, 30)
    # 02:30 does not happen on 2026-03-29: it comes an hour later by the clock, once.
    skipped = next_at(utc(2026, 3, 28, 12, 0), "02:30", "Europe/Berlin")
    assert skipped == utc(2026, 3, 29, 1, 30)
    assert next_at(skipped, "02:30", "Europe/Berlin") == utc(2026, 3, 30, 0, 30)


def test_offsets_and_utc() -> None:
    assert next_at(utc(2026, 1, 1, 12, 0), "08:00", "+05:30") == utc(2026, 1, 2, 2, 30)
    assert next_at(utc(2026, 1, 1, 12, 0), "08:00", "-03:00") == utc(2026, 1, 2, 11, 0)
    assert next_at(utc(2026, 1, 1, 7, 59), "08:00", None) == utc(2026, 1, 1, 8, 0)
    assert next_at(utc(2026, 1, 1, 8, 0), "08:00", None) == utc(2026, 1, 2, 8, 0), "strictly after"


def test_quiet_hours_across_midnight_and_within_a_day() -> None:
    berlin = "Europe/Berlin"  # winter: UTC+1
    assert within(utc(2026, 1, 1, 21, 0), "22:00", "07:00", berlin)
    assert within(utc(2026, 1, 2, 5, 59), "22:00", "07:00", berlin)
    assert not within(utc(2026, 1, 2, 6, 0), "22:00", "07:00", berlin)
    assert not within(utc(2026, 1, 1, 20, 59), "22:00", "07:00", berlin)
    assert within(utc(2026, 1, 1, 12, 0), "12:00", "14:00", None)
    assert not within(utc(2026, 1, 1, 14, 0), "12:00", "14:00", None)

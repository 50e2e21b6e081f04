"""The digest's wording: a line per waiting table with its link, within one message."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.digests import Digest, WaitingTable
from bot.discord.digest_dm import TABLES_LISTED, digest_text

SINCE = datetime(2026, 1, 1, tzinfo=UTC)
GUILD, CHANNEL = 1575936566423978021, 1575936566423978022


def tables(count: int) -> tuple[WaitingTable, ...]:
    return tuple(
        WaitingTable(number, "marco_polo", GUILD, CHANNEL + number, SINCE)
        for number in range(1, count + 1)
    )


@pytest.mark.parametrize(("locale", "heading"), [("en", "one table"), ("de", "Ein Tisch")])
def test_one_table_with_its_link_and_wait(locale: str, heading: str) -> None:
    text = digest_text(Digest(7, locale, tables(1)))
    assert heading in text
    assert f"#1](https://discord.com/channels/{GUILD}/{CHANNEL + 1})" in text
    assert f"<t:{int(SINCE.timestamp())}:R>" in text


@pytest.mark.parametrize(("locale", "more"), [("en", "and 5 more tables"), ("de", "5 weitere")])
def test_many_tables_fit_one_message(locale: str, more: str) -> None:
    text = digest_text(Digest(7, locale, tables(TABLES_LISTED + 5)))
    assert text.count("https://discord.com/channels/") == TABLES_LISTED
    assert more in text and len(text) <= 2000

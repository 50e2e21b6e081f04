"""`/games`' message: pages within Discord's limits, links, and the Next table answer."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from bot.discord import messages
from bot.discord.table_list import PAGE_SIZE, jump_url, list_reply, next_reply
from bot.service import ServiceError
from bot.service.table_list import TableSummary
from bot.store.table_list import BoardMessage
from engine import t

LONG = "W" * 32  # Discord's longest display name


def summary(number: int, awaited: bool, hours: int) -> TableSummary:
    return TableSummary(
        game_id=number,
        guild_id=5,
        channel_id=600 + number,
        title=t("marco_polo.title"),
        awaited=awaited,
        waiting_for=[LONG, LONG, LONG],
        since=datetime(2026, 1, 1, tzinfo=UTC) - timedelta(hours=hours),
        rank=2,
        players=4,
        score=117,
        board=None if number % 2 else BoardMessage(600 + number, 10**18 + number),
    )


@pytest.mark.parametrize("locale", ["en", "de"])
def test_every_page_of_many_tables_fits_one_message(locale: str) -> None:
    tables = [summary(n, n % 3 == 0, n) for n in range(1, 3 * PAGE_SIZE)]
    pages = -(-len(tables) // PAGE_SIZE)
    for page in range(1, pages + 1):
        reply = list_reply(tables, page, everywhere=True)
        assert reply.paging is not None and reply.paging.pages == pages
        shown = messages.build(reply, locale)
        assert len(shown.content) <= messages.CONTENT_MAX and not shown.files
        assert all(len(e.description or "") <= messages.EMBED_DESCRIPTION_MAX for e in shown.embeds)
    with pytest.raises(ServiceError):
        list_reply(tables, pages + 1, everywhere=True)


def test_links_go_to_the_board_or_else_the_table() -> None:
    assert jump_url(5, 6) == "https://discord.com/channels/5/6"
    assert jump_url(5, 6, 7) == "https://discord.com/channels/5/6/7"
    text = list_reply([summary(1, True, 1), summary(2, False, 2)], 1, False).render("en")
    assert "[table](https://discord.com/channels/5/601)" in text
    assert f"[board](https://discord.com/channels/5/602/{10**18 + 2})" in text


def test_next_table_is_the_one_waiting_on_the_player_longest() -> None:
    tables = [summary(1, True, 1), summary(2, False, 9), summary(3, True, 5)]
    assert "#3" in next_reply(tables).render("en")
    assert next_reply([summary(2, False, 9)]).render("de") == "Kein Tisch wartet auf dich."

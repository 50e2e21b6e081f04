"""The store's reviews of finished games, on both backends: stored once per game, read
back as written, and gone with their game."""

from __future__ import annotations

from bot.store import Store
from tests.bot.conftest import FakeClock
from tests.bot.store.test_notes import _game


async def test_a_review_round_trips_and_the_first_stays(store: Store, clock: FakeClock) -> None:
    first, second = await _game(store, clock, 1), await _game(store, clock, 2)
    assert await store.review(first) is None
    async with store.transaction() as tx:
        await tx.save_review(first, '{"judged": 3}', clock())
        await tx.save_review(first, '{"judged": 4}', clock())  # a second computation
    assert await store.review(first) == '{"judged": 3}'
    assert await store.review(second) is None
    assert await store.count_rows("reviews") == 1

"""`/game review` through the real client: the AI's review of a finished game for the
caller alone or for everyone, in English and German, computed once in the AI's pool and
answered from the store after; an abandoned game's moves are reviewed too, and a game
still running is refused privately. The message that ends a game carries a button to the
same review."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.ai import pool as ai_pool
from engine.ai import Level
from engine.ai import review as reviewing
from tests.e2e.ai_players import thread_pool
from tests.e2e.bot_harness import BotRunner
from tests.e2e.fake_discord import FakeDiscord, FakeMessage, FakeUser
from tests.e2e.test_records import button, finished_here, private_answer

pytestmark = pytest.mark.e2e


@pytest.fixture
def reviews(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """A quick review budget, and the number of moves of each review computed."""
    monkeypatch.setattr(reviewing, "LEVEL", Level("q", 8, 3, 0.7, 60.0))
    monkeypatch.setattr(reviewing, "PER_SEAT", 3)
    monkeypatch.setattr(reviewing, "CHART_POINTS", 5)
    computed: list[int] = []
    real = ai_pool.review

    def counted(game: Any, start: Any, moves: Any, seed: int) -> Any:
        computed.append(len(moves))
        return real(game, start, moves, seed)

    monkeypatch.setattr(ai_pool, "review", counted)
    return computed


@pytest.fixture
async def runner(fake: FakeDiscord, tmp_path: Path) -> AsyncIterator[BotRunner]:
    """The bot with the AI's pool in threads (so the quick budget applies)."""
    with thread_pool() as pool:
        runner = BotRunner(fake, tmp_path / "review.sqlite3")
        await runner.start(ai_pool=pool)
        try:
            yield runner
        finally:
            await fake.settle()
            await runner.stop()


async def review(
    fake: FakeDiscord, user: FakeUser, locale: str = "en", **options: Any
) -> FakeMessage:
    answer = await fake.reply(await fake.slash(user, "game review", locale=locale, **options))
    await fake.settle()
    return answer


async def test_a_finished_game_is_reviewed_privately_then_publicly_from_the_store(
    runner: BotRunner, reviews: list[int]
) -> None:
    fake = runner.fake
    ada, bea = fake.add_user("ada"), fake.add_user("bea", locale="de")
    game_id = await finished_here(runner, [ada, bea])
    private = await review(fake, ada)
    assert private.ephemeral and private.owner_id == ada.id, private.content
    assert f"The AI's review** of Caravan #{game_id}" in private.content
    assert "Ada" in private.content and "Bea" in private.content
    names = [name for name, _ in private.images]
    assert names[0].endswith("-chart.png") and names[1].endswith("-chances.png")
    assert all(name.startswith(f"review-{game_id}-move") for name in names[2:])
    assert reviews and len(reviews) == 1

    public = await review(fake, bea, "de", game_id=game_id, public=True)
    assert not public.ephemeral, public.content
    assert f"Die Spielbesprechung der KI** zu Caravan #{game_id}" in public.content
    assert len(public.images) == len(private.images)
    assert len(reviews) == 1, "the second answer is read from the store"
    assert runner.store is not None and await runner.store.review(game_id) is not None


@pytest.mark.parametrize(
    ("locale", "said"),
    [
        ("en", "is still running: the AI reviews a game once it has ended."),
        ("de", "läuft noch: Die KI bespricht ein Spiel erst, wenn es zu Ende ist."),
    ],
)
async def test_a_running_game_is_refused_privately(
    runner: BotRunner, reviews: list[int], locale: str, said: str
) -> None:
    fake = runner.fake
    ada, bea = fake.add_user("ada"), fake.add_user("bea")
    await finished_here(runner, [ada, bea], finish=False)
    refused = await review(fake, bea, locale, public=True)
    assert refused.ephemeral and said in refused.content
    assert not reviews


async def test_an_abandoned_game_reviews_the_moves_made(
    runner: BotRunner, reviews: list[int]
) -> None:
    fake = runner.fake
    ada, bea = fake.add_user("ada"), fake.add_user("bea")
    game_id = await finished_here(runner, [ada, bea], finish=False)
    await fake.reply(await fake.slash(ada, "game abandon"))
    await fake.settle()
    answer = await review(fake, bea)
    assert answer.ephemeral and f"The AI's review** of Caravan #{game_id}" in answer.content
    assert reviews == [6]


@pytest.mark.parametrize(("locale", "label", "title"), [
    ("en", "The AI's review", "The AI's review** of Caravan"),
    ("de", "Spielbesprechung der KI", "Die Spielbesprechung der KI** zu Caravan"),
])  # fmt: skip
async def test_the_message_that_ends_a_game_offers_its_review_privately(
    runner: BotRunner, reviews: list[int], locale: str, label: str, title: str
) -> None:
    fake = runner.fake
    ada, bea = fake.add_user("ada", locale=locale), fake.add_user("bea", locale=locale)
    played = await finished_here(runner, [ada, bea])  # to learn the game's last move
    assert runner.store is not None
    log = await runner.store.moves(played)
    game_id = await finished_here(runner, [ada, bea], moves=len(log) - 1)
    assert [m.notation for m in await runner.store.moves(game_id)] == [m.notation for m in log[:-1]]
    last = log[-1]
    seats = {s.seat: s.user_id for s in await runner.store.seats(game_id)}
    mover = ada if seats[last.seat] == ada.id else bea
    ended = await fake.reply(await fake.slash(mover, "move", notation=last.notation, locale=locale))
    await fake.settle()
    assert not ended.ephemeral and "🏁 Caravan" in ended.content, ended.content
    offered = button(ended, f"cvs:rv:{game_id}")
    assert offered["label"] == label

    other = bea if mover is ada else ada
    answer = await private_answer(
        fake, await fake.click(other, ended, custom_id=f"cvs:rv:{game_id}"), other
    )
    assert f"{title} #{game_id}" in answer.content
    assert reviews == [len(log)]
    again = await private_answer(
        fake, await fake.click(mover, ended, custom_id=f"cvs:rv:{game_id}"), mover
    )
    assert f"{title} #{game_id}" in again.content
    assert reviews == [len(log)], "the second answer is read from the store"

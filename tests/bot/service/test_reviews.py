"""Reviews through the service: refused for a game unknown, running or without moves;
computed once in the AI's pool (a second request while it computes waits for it) and
answered from the store after; privately or for everyone; an abandoned game too."""

from __future__ import annotations

import asyncio
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from bot.ai import AiPool
from bot.ai.pool import reviewed
from bot.service import GameService, Player, Reply, ReviewAsk, ServiceError
from engine import Rng
from engine.ai import Level
from engine.ai import review as reviewing
from engine.ai.review import Review
from tests.bot.service.conftest import ADA, BEA, PLACE, mover, play_to_end, started


@pytest.fixture(autouse=True)
def quick_review(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(reviewing, "LEVEL", Level("q", 8, 3, 0.7, 60.0))
    monkeypatch.setattr(reviewing, "PER_SEAT", 3)
    monkeypatch.setattr(reviewing, "CHART_POINTS", 5)


async def refused(call: object, key: str) -> ServiceError:
    with pytest.raises(ServiceError) as error:
        await call  # type: ignore[misc]
    assert error.value.key == key
    return error.value


async def review(
    service: GameService, player: Player, game_id: int | None = None, public: bool = False
) -> Reply:
    """Ask, review in a thread unless stored, and answer (as a front end does)."""
    ask = await service.review_ask(PLACE, player, game_id)
    done = ask.review
    if done is None:
        with ThreadPoolExecutor(1) as executor:
            done = await AiPool(executor=executor).review(ask)
    return await service.review_reply(PLACE, player, ask, done, public=public)


async def test_a_finished_game_is_reviewed_once_and_then_read_from_the_store(
    service: GameService,
) -> None:
    order = await started(service, ADA, BEA)
    await play_to_end(service, order, 3)
    first = await review(service, ADA)
    assert first.ephemeral
    text = first.render("en")
    assert text.startswith("**The AI's review** of Caravan #1 (")
    assert "Ada:" in text or "Ada: no move that cost anything" in text
    assert "Bea" in text and "% to come out ahead:" in text
    assert "Die Spielbesprechung der KI" in first.render("de")
    names = [image.filename for image in first.images]
    assert names[:2] == [f"caravan-1-v{first.version}-chart.png", "caravan-1-chances.png"]
    assert all(name.startswith("review-1-move") for name in names[2:])
    stored = await service.store.review(1)
    assert stored is not None
    again = await service.review_ask(PLACE, BEA, 1)
    assert again.stored == stored and again.review is not None
    public = await service.review_reply(PLACE, BEA, again, again.review, public=True)
    assert not public.ephemeral and public.lines == first.lines
    assert await service.store.count_rows("reviews") == 1


async def test_refused_where_unknown_running_or_without_moves(service: GameService) -> None:
    await refused(service.review_ask(PLACE, ADA, None), "bot.err.no_game")
    await refused(service.review_ask(PLACE, ADA, 99), "rec.err.no_such_game")
    order = await started(service, ADA, BEA)
    await refused(service.review_ask(PLACE, ADA, None), "bot.err.review_running")
    await service.abandon(PLACE, ADA)
    await refused(service.review_ask(PLACE, ADA, 1), "bot.err.review_no_moves")
    assert order


async def test_an_abandoned_game_reviews_the_moves_made(service: GameService) -> None:
    order = await started(service, ADA, BEA)
    for _ in range(6):
        player = await mover(service, order)
        notation = await service.playout_move(PLACE, player, Rng(state=5))
        assert notation is not None
        await service.move(PLACE, player, notation)
    await service.abandon(PLACE, ADA)
    ask = await service.review_ask(PLACE, BEA, None)
    assert len(ask.moves) == 6
    reply = await review(service, BEA)
    assert reply.render("en").startswith("**The AI's review** of Caravan #1")


async def test_a_second_request_while_computing_waits_for_the_first() -> None:
    calls: list[int] = []

    def slow(ask: ReviewAsk) -> Review:
        calls.append(ask.game_id)
        time.sleep(0.3)
        return Review((), 0, ())

    ask = ReviewAsk(1, "caravan", 2, "{}", 1, ((0, "pass"),), 1)
    with ThreadPoolExecutor(2) as executor:
        pool = AiPool(executor=executor, review=slow)
        first, second = await asyncio.gather(pool.review(ask), pool.review(ask))
    assert first == second == Review((), 0, ()) and calls == [1]


def test_a_worker_reviews_from_the_stored_game() -> None:
    ask = ReviewAsk(1, "caravan", 2, "{}", 4, (), 1)
    done = reviewed(ask)
    assert done.mistakes == () and done.judged == 0 and len(done.chances) == 1

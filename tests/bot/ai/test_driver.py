"""The driver takes each game's AI turns in order, in the background, and stops cleanly."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import AsyncIterator
from concurrent.futures import ThreadPoolExecutor

import pytest

from bot.ai import AiDriver, AiPool, decide
from bot.service import GameService, Place, Reply
from engine.ai import Level
from tests.bot.service.conftest import ADA, BEA, PLACE, TINY_LEVELS


class Gate:
    """A `decide` that waits until the test opens the gate (a slow search)."""

    def __init__(self) -> None:
        self.opened = threading.Event()
        self.started = threading.Event()
        self.calls = 0

    def __call__(self, game: str, state: str, seat: int, level: Level, seed: int) -> str:
        self.calls += 1
        self.started.set()
        self.opened.wait(10)
        return decide(game, state, seat, level, seed)


@pytest.fixture
async def executor() -> AsyncIterator[ThreadPoolExecutor]:
    with ThreadPoolExecutor(2) as pool:
        yield pool


async def table_with_ai_first(service: GameService) -> int:
    """Ada and an AI; the AI seat moves first (seed 12)."""
    await service.create(PLACE, ADA, "caravan", seed=12)
    await service.add_ai(PLACE, ADA)
    reply = await service.start(PLACE, ADA)
    assert reply.game_id is not None and reply.mentions == []
    return reply.game_id


async def test_a_kick_plays_the_ai_turns_in_the_background_and_posts_each(
    service: GameService, executor: ThreadPoolExecutor
) -> None:
    posted: list[tuple[Place, Reply]] = []

    async def publish(place: Place, reply: Reply) -> None:
        posted.append((place, reply))

    driver = AiDriver(service, AiPool(levels=TINY_LEVELS, executor=executor), publish)
    game_id = await table_with_ai_first(service)
    driver.kick(game_id)
    driver.kick(game_id)  # a second kick while it runs does not start a second task
    await driver.idle()
    assert posted and all(place == PLACE for place, _ in posted)
    assert posted[-1][1].mentions == [ADA.user_id], "it stops where the person must act"
    versions = [reply.version for _, reply in posted]
    assert versions == sorted(versions) and len(set(versions)) == len(versions)
    assert await service.store.count_moves(game_id) == len(posted)
    await driver.stop()


async def test_stopping_drops_a_search_in_flight_and_resume_takes_the_turn(
    service: GameService, executor: ThreadPoolExecutor
) -> None:
    gate = Gate()
    driver = AiDriver(service, AiPool(levels=TINY_LEVELS, executor=executor, decide=gate))
    game_id = await table_with_ai_first(service)
    driver.kick(game_id)
    await asyncio.to_thread(gate.started.wait, 5)
    await driver.stop()
    gate.opened.set()
    assert await service.store.count_moves(game_id) == 0, "nothing half-applied"
    driver.kick(game_id)  # a stopped driver takes no more turns
    assert not driver._tasks

    again = AiDriver(service, AiPool(levels=TINY_LEVELS, executor=executor))
    assert await again.resume() == 1
    await again.idle()
    assert await service.store.count_moves(game_id) >= 1
    assert await service.waiting_for(PLACE) == [ADA.user_id]
    await again.stop()


async def test_a_person_moving_meanwhile_makes_the_ai_think_again(
    service: GameService, executor: ThreadPoolExecutor
) -> None:
    """At a simultaneous step, the AI's answer for an older version is not played."""
    gate = Gate()
    driver = AiDriver(service, AiPool(levels=TINY_LEVELS, executor=executor, decide=gate))
    await service.create(PLACE, ADA, "caravan", seed=11)
    await service.add_ai(PLACE, ADA)
    await service.join(PLACE, BEA)
    reply = await service.start(PLACE, ADA)
    assert reply.game_id is not None
    if reply.mentions:  # a person begins: the AI's turn comes after theirs
        await service.move(PLACE, ADA if reply.mentions == [ADA.user_id] else BEA, "pass")
    driver.kick(reply.game_id)
    await asyncio.to_thread(gate.started.wait, 5)
    await service.table_settings(PLACE, ADA, turn_hours=24)  # a new version meanwhile
    gate.opened.set()
    await driver.idle()
    assert gate.calls >= 2, "the first answer was for an old version"
    await driver.stop()

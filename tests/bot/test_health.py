"""`/healthz` turns 503 for each reason alone (a shard disconnected, the database down
or silent, the event loop late, the AI pool dead), saying which, and 200 otherwise."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from pathlib import Path

import aiohttp
import discord
import pytest

from bot.ai import AiPool
from bot.health import Health, shard_states
from bot.loop_monitor import LoopMonitor
from bot.metrics_server import MetricsServer
from bot.store import Store, open_store


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    opened = await open_store(tmp_path / "health.sqlite3")
    try:
        yield opened
    finally:
        await opened.close()


def healthy(store: Store, **checks: object) -> Health:
    """Every check passing, but those given."""
    values: dict[str, object] = {
        "shards": lambda: {0: True, 1: True},
        "database": store.ping,
        "lag": lambda: 0.0,
        "ai_alive": lambda: True,
    }
    values.update(checks)
    return Health(**values)  # type: ignore[arg-type]


async def get(server: MetricsServer, path: str) -> tuple[int, str]:
    async with (
        aiohttp.ClientSession() as session,
        session.get(f"http://127.0.0.1:{server.port}{path}") as response,
    ):
        return response.status, await response.text()


@pytest.fixture
async def serve(store: Store) -> AsyncIterator[object]:
    """`serve(health)`: a started server answering with that health."""
    started: list[MetricsServer] = []
    client = discord.Client(intents=discord.Intents.none())

    async def start(health: Health) -> MetricsServer:
        server = MetricsServer(client, store, LoopMonitor(), health, port=0)
        await server.start()
        started.append(server)
        return server

    yield start
    for server in started:
        await server.stop()


async def test_healthy_is_200_ok(store: Store, serve: object) -> None:
    server = await serve(healthy(store))  # type: ignore[operator]
    assert await get(server, "/healthz") == (200, "ok\n")


async def test_a_disconnected_shard_is_503_naming_it(store: Store, serve: object) -> None:
    server = await serve(healthy(store, shards=lambda: {0: True, 1: False}))  # type: ignore[operator]
    assert await get(server, "/healthz") == (503, "shard 1 is not connected\n")
    assert await healthy(store, shards=dict).problems() == ["not connected to Discord"]


def test_a_client_that_never_connected_has_its_shard_down() -> None:
    assert shard_states(discord.Client(intents=discord.Intents.none())) == {0: False}


async def test_a_database_that_is_closed_or_silent_is_503(store: Store, serve: object) -> None:
    async def silent() -> None:
        await asyncio.sleep(10)

    slow = healthy(store, database=silent)
    slow.database_timeout = 0.05
    assert await slow.problems() == ["the database did not answer within 0.05 s"]
    server = await serve(healthy(store))  # type: ignore[operator]
    await store.close()
    status, body = await get(server, "/healthz")
    assert status == 503
    assert body.startswith("the database does not answer (")


async def test_a_late_event_loop_is_503(store: Store) -> None:
    monitor = LoopMonitor()
    monitor.start()
    try:
        health = healthy(store, lag=monitor.current_lag)
        health.max_lag = 0.2
        assert await health.problems() == []
        asyncio.get_running_loop().call_soon(time.sleep, 0.4)  # blocks the loop
        await asyncio.sleep(0)
        problems = await health.problems()
        assert len(problems) == 1 and problems[0].startswith("the event loop lags ")
        assert problems[0].endswith(" ms (limit 200 ms)")
    finally:
        monitor.stop()


async def test_a_dead_ai_pool_is_503(store: Store) -> None:
    pool = AiPool(0)
    health = healthy(store, ai_alive=pool.alive)
    assert await health.problems() == []
    pool.shutdown()
    assert await health.problems() == ["the AI pool is not running"]


async def test_every_reason_is_given_at_once(store: Store) -> None:
    health = healthy(store, shards=lambda: {0: False}, lag=lambda: 5.0, ai_alive=lambda: False)
    await store.close()
    assert len(await health.problems()) == 4


async def test_metrics_answer_in_the_format_asked(store: Store, serve: object) -> None:
    server = await serve(healthy(store))  # type: ignore[operator]
    url = f"http://127.0.0.1:{server.port}/metrics"
    async with aiohttp.ClientSession() as session:
        async with session.get(url) as response:
            assert response.headers["Content-Type"].startswith("text/plain; version=0.0.4")
            text = await response.text()
        openmetrics = {"Accept": "application/openmetrics-text; version=1.0.0"}
        async with session.get(url, headers=openmetrics) as response:
            assert response.headers["Content-Type"].startswith("application/openmetrics-text")
            assert (await response.text()).endswith("# EOF\n")
    assert 'caravanserai_active_tables{game="caravan"} 0.0' in text
    assert "caravanserai_event_loop_lag_seconds " in text

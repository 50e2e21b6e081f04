"""`/healthz` and `/metrics` scraped over HTTP while the real client plays a table with
an AI seat through the fake Discord: the bot is healthy, and the counters of
interactions, boards posted, drawings, AI decisions and reminders moved; the active
tables are counted; the token appears nowhere. `python -m bot` with METRICS_PORT
serves them until it stops, and a two-shard process is unhealthy once a shard drops."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from prometheus_client.parser import text_string_to_metric_families

import engine
from bot.config import Settings
from bot.discord.app import run
from bot.health import for_bot, shard_states
from bot.loop_monitor import LoopMonitor
from bot.metrics_server import MetricsServer
from bot.scaling import Shards
from engine import Rng
from tests.e2e.ai_players import thread_pool
from tests.e2e.bot_harness import BotRunner
from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.fake_discord.harness import FAKE_TOKEN, running_fake
from tests.e2e.table import SHORT_SEED
from tests.e2e.test_ai_seats import solo_table

pytestmark = pytest.mark.e2e

CARAVAN = engine.get("caravan")
Samples = dict[tuple[str, tuple[tuple[str, str], ...]], float]


@pytest.fixture
async def served(
    fake: FakeDiscord, tmp_path: Path
) -> AsyncIterator[tuple[BotRunner, MetricsServer]]:
    """The bot with an AI pool in threads, and its metrics server on a free port."""
    with thread_pool() as pool:
        runner = BotRunner(fake, tmp_path / "metrics.sqlite3")
        runner.seeds.append(SHORT_SEED)
        bot = await runner.start(ai_pool=pool)
        assert runner.store is not None
        monitor = LoopMonitor()
        monitor.start()
        server = MetricsServer(bot, runner.store, monitor, for_bot(bot, runner.store, monitor))
        await server.start()
        try:
            yield runner, server
        finally:
            await server.stop()
            monitor.stop()
            await fake.settle()
            await runner.stop()


async def get(server: MetricsServer, path: str) -> tuple[int, str, str]:
    async with (
        aiohttp.ClientSession() as session,
        session.get(f"http://{server.address}:{server.port}{path}") as response,
    ):
        return response.status, response.headers["Content-Type"], await response.text()


async def scrape(server: MetricsServer) -> Samples:
    status, content_type, text = await get(server, "/metrics")
    assert status == 200 and content_type.startswith("text/plain; version=0.0.4")
    assert FAKE_TOKEN not in text
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


def total(samples: Samples, name: str, keep: Callable[[dict[str, str]], bool] = bool) -> float:
    """The sum of a metric's samples whose labels `keep` accepts (default: any)."""
    return sum(
        value
        for (sample, labels), value in samples.items()
        if sample == name and (keep(dict(labels)) or not labels)
    )


async def test_a_game_moves_the_counters(served: tuple[BotRunner, MetricsServer]) -> None:
    runner, server = served
    fake = runner.fake
    assert (await get(server, "/healthz"))[::2] == (200, "ok\n")
    before = await scrape(server)

    ada = fake.add_user("ada")
    game_id = await solo_table(fake, runner, ada, "short_game=true")
    chooser = Rng.from_seed(1, "ada")
    for _ in range(3):  # three of Ada's moves, the AI answering each
        state, seat = await adas_turn(runner, game_id)
        move = CARAVAN.playout_move(state, seat, CARAVAN.legal_moves(state, seat), chooser)
        reply = await fake.reply(await fake.slash(ada, "move", notation=CARAVAN.format_move(move)))
        assert reply.images
    await adas_turn(runner, game_id)
    await fake.settle()
    runner.clock.advance(hours=13)
    assert runner.bot is not None and runner.bot.dispatcher is not None
    assert await runner.bot.dispatcher.run_due(), "a reminder was sent"

    after = await scrape(server)
    moved = {
        name: total(after, name) - total(before, name)
        for name in (
            "caravanserai_interactions_total",
            "caravanserai_move_to_board_seconds_count",
            "caravanserai_render_seconds_count",
            "caravanserai_ai_thinking_seconds_count",
            "caravanserai_reminders_sent_total",
        )
    }
    assert all(n >= 1 for n in moved.values()), moved
    ok = total(after, "caravanserai_interactions_total", lambda labels: labels["outcome"] == "ok")
    assert (
        ok
        - total(before, "caravanserai_interactions_total", lambda labels: labels["outcome"] == "ok")
        >= 5
    )
    assert (
        after[("caravanserai_interactions_total", (("command", "/move"), ("outcome", "ok")))] >= 1
    )
    assert after[("caravanserai_active_tables", (("game", "caravan"),))] == 1
    assert after[("caravanserai_active_tables", (("game", "macao"),))] == 0
    assert ("caravanserai_event_loop_lag_seconds", ()) in after
    assert total(after, "caravanserai_database_errors_total") == total(
        before, "caravanserai_database_errors_total"
    )
    assert (await get(server, "/healthz"))[::2] == (200, "ok\n")


async def adas_turn(runner: BotRunner, game_id: int) -> tuple[Any, int]:
    """The state and Ada's seat, once the AI has played its turns."""
    assert runner.store is not None
    for _ in range(600):
        record = await runner.store.game(game_id)
        assert record is not None and record.status == "active"
        state = CARAVAN.from_json(record.state)
        seat = CARAVAN.to_act(state)[0]
        if not next(s for s in await runner.store.seats(game_id) if s.seat == seat).is_ai:
            return state, seat
        await asyncio.sleep(0.05)
    raise AssertionError("the AI did not play")


async def test_metrics_port_serves_health_until_sigterm(fake: FakeDiscord, tmp_path: Path) -> None:
    """`python -m bot` with METRICS_PORT: /healthz answers once connected; SIGTERM stops
    the bot and the server with it."""
    with socket.socket() as probe:  # a free port
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    settings = Settings(
        DISCORD_TOKEN=FAKE_TOKEN,
        CARAVANSERAI_DB=tmp_path / "db.sqlite3",
        RENDER_PROCESSES=0,
        AI_WORKERS=0,
        METRICS_PORT=port,
    )
    running = asyncio.create_task(run(settings))
    url = f"http://127.0.0.1:{port}/healthz"
    async with aiohttp.ClientSession() as session:
        for _ in range(300):
            assert not running.done(), running.result()
            try:
                async with session.get(url) as response:
                    if response.status == 200:
                        assert await response.text() == "ok\n"
                        break
            except aiohttp.ClientConnectionError:
                pass
            await asyncio.sleep(0.1)
        else:
            raise AssertionError("/healthz never answered 200")
    os.kill(os.getpid(), signal.SIGTERM)  # the bot's own handler closes it (installed first)
    assert await asyncio.wait_for(running, 30) == 0
    async with aiohttp.ClientSession() as session:
        with pytest.raises(aiohttp.ClientConnectionError):
            await session.get(url)


async def test_a_shard_that_disconnects_makes_the_process_unhealthy(tmp_path: Path) -> None:
    """Both shards of a two-shard bot in this process: healthy, then one disconnected."""
    async with running_fake(shard_count=2) as fake:
        runner = BotRunner(fake, tmp_path / "shards.sqlite3")
        bot = await runner.start(sync=False, shards=Shards(2, (0, 1)), reminders=False)
        assert runner.store is not None
        monitor = LoopMonitor()
        health = for_bot(bot, runner.store, monitor)
        try:
            assert shard_states(bot) == {0: True, 1: True}
            assert await health.problems() == []
            shard = bot.get_shard(1)
            assert shard is not None
            await shard.disconnect()
            assert shard_states(bot) == {0: True, 1: False}
            assert await health.problems() == ["shard 1 is not connected"]
        finally:
            await runner.stop()
        assert shard_states(bot) == {0: False, 1: False}

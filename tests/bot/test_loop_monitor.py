"""A callback that blocks the event loop longer than 100 ms is logged with its name (a
plain callback, or a task with its coroutine); the lag it caused is measured."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator

import pytest

from bot.loop_monitor import LoopMonitor


def hog_the_loop() -> None:
    time.sleep(0.3)


async def hog_inside_a_task() -> None:
    await asyncio.sleep(0.01)
    time.sleep(0.3)


@pytest.fixture
async def monitor() -> AsyncIterator[LoopMonitor]:
    watching = LoopMonitor()
    watching.start()
    try:
        yield watching
    finally:
        watching.stop()


async def warnings_after(caplog: pytest.LogCaptureFixture, count: int) -> list[str]:
    """The monitor's warnings, once `count` have come (it logs from its thread)."""
    for _ in range(100):
        found = [r.getMessage() for r in caplog.records if r.name == "bot.loop_monitor"]
        if len(found) >= count:
            return found
        await asyncio.sleep(0.02)
    return found


async def test_a_blocking_callback_is_named(
    monitor: LoopMonitor, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING, "bot.loop_monitor")
    await asyncio.sleep(0.05)
    asyncio.get_running_loop().call_soon(hog_the_loop)
    [line] = await warnings_after(caplog, 1)
    assert line.startswith("the event loop was blocked for ")
    sleeping = hog_the_loop.__code__.co_firstlineno + 1  # the line of `time.sleep`
    assert line.endswith(f" by tests.bot.test_loop_monitor.hog_the_loop:{sleeping}"), line
    blocked_ms = int(line.split(" for ")[1].split(" ms")[0])
    assert 200 <= blocked_ms <= 400
    assert monitor.worst_since_last() >= 0.2
    assert monitor.worst_since_last() < 0.1, "reported once, then measured anew"


async def test_a_blocking_task_is_named_with_its_coroutine(
    monitor: LoopMonitor, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING, "bot.loop_monitor")
    await asyncio.create_task(hog_inside_a_task(), name="hog")
    [line] = await warnings_after(caplog, 1)
    sleeping = hog_inside_a_task.__code__.co_firstlineno + 2
    where = f"tests.bot.test_loop_monitor.hog_inside_a_task:{sleeping}"
    assert line.endswith(f" by task 'hog' ({where})"), line


async def test_a_blocking_built_in_callback_is_said_to_be_one(
    monitor: LoopMonitor, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING, "bot.loop_monitor")
    await asyncio.sleep(0.05)
    asyncio.get_running_loop().call_soon(time.sleep, 0.3)
    [line] = await warnings_after(caplog, 1)
    assert line.endswith(" by a built-in callback (no Python code)"), line


async def test_short_callbacks_are_not_logged(
    monitor: LoopMonitor, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING, "bot.loop_monitor")
    for _ in range(5):
        asyncio.get_running_loop().call_soon(time.sleep, 0.02)
        await asyncio.sleep(0.03)
    await asyncio.sleep(0.1)
    assert await warnings_after(caplog, 1) == []
    assert monitor.lag < 0.1

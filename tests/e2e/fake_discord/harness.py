"""Running a discord.py client against the fake, for the e2e fixtures and the benchmarks."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from typing import Any

import discord

from tests.e2e.fake_discord.server import FakeDiscord

FAKE_TOKEN = "fake-token-for-tests"


@contextlib.asynccontextmanager
async def running_fake(**settings: Any) -> AsyncIterator[FakeDiscord]:
    fake = FakeDiscord(**settings)
    await fake.start()
    try:
        with fake.patched():
            yield fake
    finally:
        await fake.stop()


@contextlib.asynccontextmanager
async def connected(
    client: discord.Client, fake: FakeDiscord, timeout: float = 30.0
) -> AsyncIterator[discord.Client]:
    """Start `client` against `fake`, wait until it is ready, close it afterwards."""
    identified = fake.identify_count
    task = asyncio.create_task(client.start(FAKE_TOKEN))
    try:
        await fake.wait_for(lambda: fake.identify_count > identified or task.done(), timeout)
        if task.done():
            task.result()
        await asyncio.wait_for(client.wait_until_ready(), timeout)
        yield client
    finally:
        await client.close()
        with contextlib.suppress(asyncio.CancelledError):
            await asyncio.wait_for(task, timeout)


def assert_clean(fake: FakeDiscord) -> None:
    """Fail on any recorded limit breach or an interaction left unanswered."""
    problems = list(fake.violations)
    problems += [f"interaction {r.id} was never acknowledged" for r in fake.unanswered()]
    assert not problems, "Discord would have rejected:\n" + "\n".join(problems)

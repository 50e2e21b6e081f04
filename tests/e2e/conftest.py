"""Fixtures for the end-to-end tests: a fresh fake Discord per test, checked at teardown."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.e2e.bot_harness import BotRunner
from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.fake_discord.harness import assert_clean, running_fake


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    """The fake fails the test on any breach of Discord's limits."""
    async with running_fake() as fake:
        yield fake
        await fake.settle()
        assert_clean(fake)


@pytest.fixture
async def lenient_fake() -> AsyncIterator[FakeDiscord]:
    """For tests that provoke breaches on purpose and assert on `violations` themselves."""
    async with running_fake() as fake:
        yield fake


@pytest.fixture
async def runner(fake: FakeDiscord, tmp_path: Path) -> AsyncIterator[BotRunner]:
    """The real bot on a temporary database, connected to `fake` and synced to its guild."""
    runner = BotRunner(fake, tmp_path / "e2e.sqlite3")
    await runner.start()
    try:
        yield runner
    finally:
        await fake.settle()
        await runner.stop()

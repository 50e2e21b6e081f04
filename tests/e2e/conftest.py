"""Fixtures for the end-to-end tests: a fresh fake Discord per test, checked at teardown."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

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

"""Shared fixtures: a controllable clock and a real store on both backends, a SQLite file
in a temporary folder and a fresh database on a real PostgreSQL server.

Every test that takes `store` (or `db_target`) runs once per backend, the PostgreSQL
half on the server `tests/conftest.py` provides.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.store import Store, open_store
from tests.postgres_server import TEMPLATE, new_postgres_database

BACKENDS = ("sqlite", "postgresql")


class FakeClock:
    """Time that only moves when a test says so."""

    def __init__(self) -> None:
        self.now = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += timedelta(**delta)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "db" / "test.sqlite3"


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    """Which store backend a test runs on (a module may override it with one value)."""
    return str(request.param)


@pytest.fixture
async def db_target(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> str | Path:
    """What `open_store` takes: a SQLite file path, or the URL of a fresh database that is
    already migrated (copied from a migrated template)."""
    if backend == "sqlite":
        return tmp_path / "db" / "test.sqlite3"
    admin_url = request.getfixturevalue("postgres_admin_url")
    return await new_postgres_database(admin_url, TEMPLATE)


@pytest.fixture
async def store(db_target: str | Path, clock: FakeClock) -> AsyncIterator[Store]:
    opened = await open_store(db_target, clock)
    try:
        yield opened
    finally:
        await opened.close()

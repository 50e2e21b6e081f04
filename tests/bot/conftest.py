"""Shared fixtures: a controllable clock and a real store on both backends, a SQLite file
in a temporary folder and a fresh database on a real PostgreSQL server.

Every test that takes `store` (or `db_target`) runs once per backend. The PostgreSQL
server is the one `.ci/run` started (`CARAVANSERAI_TEST_POSTGRES`, an administrator's
URL) or else one the session starts itself in a temporary folder; only where PostgreSQL
is not installed at all is that half skipped, and never under CI.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import asyncpg
import pytest

from bot.store import Store
from tests.postgres_server import admin_url_for, find_bin_dir, running_server

BACKENDS = ("sqlite", "postgresql")
TEMPLATE = "caravanserai_template"


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


@pytest.fixture(scope="session")
def postgres_admin_url() -> Iterator[str]:
    """An administrator's URL of a running PostgreSQL server for the whole session."""
    given = os.environ.get("CARAVANSERAI_TEST_POSTGRES")
    if given:
        yield given
        return
    if find_bin_dir() is None:
        reason = (
            "PostgreSQL is not installed (no initdb found), so the PostgreSQL half of the"
            " store, service and reminder tests cannot run; .ci/run installs it"
        )
        if os.environ.get("CI"):
            pytest.fail(reason)
        pytest.skip(reason)
    with running_server() as server:
        yield server.url()


async def new_postgres_database(admin_url: str, template: str = "template0") -> str:
    """A new, empty (or `template`'s copy of a) database; returns its URL."""
    name = f"test_{uuid.uuid4().hex[:16]}"
    admin = await asyncpg.connect(admin_url)
    try:
        if template != "template0":
            exists = await admin.fetchval("SELECT 1 FROM pg_database WHERE datname = $1", template)
            if not exists:
                await admin.execute(f"CREATE DATABASE {template} TEMPLATE template0")
                ready = await Store.open(admin_url_for(admin_url, template))
                await ready.close()
        await admin.execute(f"CREATE DATABASE {name} TEMPLATE {template} STRATEGY FILE_COPY")
    finally:
        await admin.close()
    return admin_url_for(admin_url, name)


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    """Which store backend a test runs on (a module may override it with one value)."""
    return str(request.param)


@pytest.fixture
async def db_target(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> str | Path:
    """What `Store.open` takes: a SQLite file path, or the URL of a fresh database that is
    already migrated (copied from a migrated template)."""
    if backend == "sqlite":
        return tmp_path / "db" / "test.sqlite3"
    admin_url = request.getfixturevalue("postgres_admin_url")
    return await new_postgres_database(admin_url, TEMPLATE)


@pytest.fixture
async def empty_postgres(postgres_admin_url: str) -> str:
    """The URL of a new PostgreSQL database with nothing in it, not even migrations."""
    return await new_postgres_database(postgres_admin_url)


@pytest.fixture
async def store(db_target: str | Path, clock: FakeClock) -> AsyncIterator[Store]:
    opened = await Store.open(db_target, clock)
    try:
        yield opened
    finally:
        await opened.close()

"""Suite-wide settings that keep the tests from depending on the machine's speed, and the
PostgreSQL server the tests share: the one `.ci/run` started (`CARAVANSERAI_TEST_POSTGRES`,
an administrator's URL) or else one this session starts itself in a temporary folder
(`tests.postgres_server`). Only where PostgreSQL is not installed at all are the tests
that need it skipped, and never under CI.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Iterator

import pytest
from hypothesis import settings

from tests.postgres_server import find_bin_dir, new_postgres_database, running_server

# Property tests check behaviour, not speed: no per-example deadline (a busy machine would
# fail them at random). A test that measures time says so itself, with its own bound.
settings.register_profile("suite", deadline=None)
settings.load_profile("suite")


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


@pytest.fixture
async def empty_postgres(postgres_admin_url: str) -> str:
    """The URL of a new PostgreSQL database with nothing in it, not even migrations."""
    return await new_postgres_database(postgres_admin_url)


@pytest.fixture
def restore_logging() -> Iterator[None]:
    """For a test that calls `setup_logging`: the root logger, its handlers and the
    levels it sets, as they were, afterwards."""
    from bot.startup import PAYLOAD_LOGGERS, THIRD_PARTY_SQL

    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level
    names = (*THIRD_PARTY_SQL, *PAYLOAD_LOGGERS)
    levels = {name: logging.getLogger(name).level for name in names}
    yield
    for handler in root.handlers:
        if handler not in handlers:
            handler.close()
    root.handlers[:], root.level = handlers, level
    for name, old in levels.items():
        logging.getLogger(name).setLevel(old)

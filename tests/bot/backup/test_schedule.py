"""Automatic backups: due `BACKUP_HOURS` after the newest in the folder, so a restart
neither takes one at once nor skips one; each is logged."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

import pytest

from bot.backup.files import backups
from bot.backup.schedule import BackupSchedule
from tests.bot.backup.test_backup import filled
from tests.bot.conftest import FakeClock


@pytest.fixture
def backend() -> str:
    return "sqlite"


async def test_a_restart_waits_for_the_newest_backup_to_age(
    tmp_path: Path, clock: FakeClock, caplog: pytest.LogCaptureFixture
) -> None:
    database, folder = tmp_path / "db.sqlite3", tmp_path / "backups"
    await filled(database, clock)
    schedule = BackupSchedule(str(database), folder, hours=6, keep=3, clock=clock)
    assert schedule.seconds_to_next() == 0  # none yet: at once
    with caplog.at_level(logging.INFO, logger="bot.backup.schedule"):
        assert await schedule.backup_once()
    assert "taken and verified" in caplog.text and "2 running games replayed" in caplog.text
    clock.advance(hours=2)
    restarted = BackupSchedule(str(database), folder, hours=6, keep=3, clock=clock)
    assert restarted.seconds_to_next() == 4 * 3600
    clock.advance(hours=5)
    assert restarted.seconds_to_next() == 0  # overdue after a long stop: at once


async def test_the_running_schedule_backs_up_and_stops(tmp_path: Path, clock: FakeClock) -> None:
    database, folder = tmp_path / "db.sqlite3", tmp_path / "backups"
    await filled(database, clock)
    schedule = BackupSchedule(str(database), folder, hours=1, keep=3, clock=clock)
    schedule.start()
    for _ in range(200):
        if backups(folder):
            break
        await asyncio.sleep(0.05)
    await schedule.stop()
    assert len(backups(folder)) == 1  # then it sleeps for an hour of the fake clock


async def test_a_failed_backup_is_logged(
    tmp_path: Path, clock: FakeClock, caplog: pytest.LogCaptureFixture
) -> None:
    schedule = BackupSchedule(str(tmp_path / "none.sqlite3"), tmp_path / "b", 1, 3, clock)
    with caplog.at_level(logging.ERROR, logger="bot.backup.schedule"):
        assert not await schedule.backup_once()
    assert "automatic backup failed: There is no database file" in caplog.text

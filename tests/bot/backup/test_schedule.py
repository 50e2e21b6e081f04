"""Automatic backups: due `BACKUP_HOURS` after the newest in the folder, so a restart
neither takes one at once nor skips one; each is logged. The backup itself runs in a
child process on the real clock, so these tests set their clock to now."""

from __future__ import annotations

import asyncio
import logging
import time
from pathlib import Path

import pytest

from bot.backup.files import backups, prune
from bot.backup.schedule import BackupSchedule
from bot.clock import utc_now
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
    clock.now = utc_now()
    schedule = BackupSchedule(str(database), folder, hours=6, keep=3, clock=clock)
    assert schedule.seconds_to_next() == 0  # none yet: at once
    with caplog.at_level(logging.INFO, logger="bot.backup.schedule"):
        assert await schedule.backup_once()
    assert "automatic backup: Backed up to" in caplog.text
    assert "verified: 2 running games replay" in caplog.text
    clock.advance(hours=2)
    restarted = BackupSchedule(str(database), folder, hours=6, keep=3, clock=clock)
    assert restarted.seconds_to_next() == pytest.approx(4 * 3600, abs=60)
    clock.advance(hours=5)
    assert restarted.seconds_to_next() == 0  # overdue after a long stop: at once


async def test_the_running_schedule_backs_up_and_stops(tmp_path: Path, clock: FakeClock) -> None:
    database, folder = tmp_path / "db.sqlite3", tmp_path / "backups"
    await filled(database, clock)
    clock.now = utc_now()
    schedule = BackupSchedule(str(database), folder, hours=1, keep=3, clock=clock)
    schedule.start()

    async def backed_up() -> None:
        while not backups(folder):
            await asyncio.sleep(0.05)

    # A hang guard, not a time limit: the backup is a child process at a low priority,
    # which a busy machine may keep waiting for a while.
    await asyncio.wait_for(backed_up(), timeout=600)
    await schedule.stop()
    assert len(backups(folder)) == 1  # then it sleeps for an hour of the fake clock


async def test_a_failed_backup_is_logged(
    tmp_path: Path, clock: FakeClock, caplog: pytest.LogCaptureFixture
) -> None:
    schedule = BackupSchedule(str(tmp_path / "none.sqlite3"), tmp_path / "b", 1, 3, clock)
    with caplog.at_level(logging.ERROR, logger="bot.backup.schedule"):
        assert not await schedule.backup_once()
    assert "automatic backup failed: There is no database file" in caplog.text


def test_what_a_stopped_backup_left_is_removed_after_an_hour(tmp_path: Path) -> None:
    left = [tmp_path / "caravanserai-20260101T000000Z.sqlite3.partial"]
    left.append(left[0].with_name(left[0].name + "-wal"))
    for path in left:
        path.write_bytes(b"")
    assert prune(tmp_path, 3) == [] and all(p.exists() for p in left)  # may be running
    prune(tmp_path, 3, now=time.time() + 3601)
    assert list(tmp_path.iterdir()) == []

"""Automatic backups in the running bot, every `BACKUP_HOURS` into `BACKUP_DIR`.

The next backup is due `BACKUP_HOURS` after the newest one in the folder, read from
its name: a restart neither takes one at once nor forgets one that is due. Each backup
runs on a thread with an event loop of its own, so replaying the games to verify it
never holds up the bot's event loop; a failure is logged and tried again an hour later
(or sooner, at the next due time).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from datetime import timedelta
from pathlib import Path

from bot.backup.files import newest_time
from bot.backup.take import take_backup
from bot.clock import Clock, utc_now

log = logging.getLogger(__name__)
RETRY = timedelta(hours=1)


class BackupSchedule:
    def __init__(
        self, database: str, folder: Path, hours: float, keep: int, clock: Clock = utc_now
    ) -> None:
        self.database = database
        self.folder = folder
        self.every = timedelta(hours=hours)
        self.keep = keep
        self.clock = clock
        self._task: asyncio.Task[None] | None = None

    def seconds_to_next(self) -> float:
        """0 when a backup is due now (none yet, or the newest is old enough)."""
        newest = newest_time(self.folder)
        if newest is None:
            return 0.0
        return max(0.0, (newest + self.every - self.clock()).total_seconds())

    async def backup_once(self) -> bool:
        """Take one backup (logged); whether it was made and verified."""
        try:
            report = await asyncio.to_thread(
                asyncio.run, take_backup(self.database, self.folder, self.keep, self.clock)
            )
        except Exception as error:
            log.error("automatic backup failed: %s", error)
            return False
        log.info(
            "backup %s taken and verified in %.1f s (%d bytes, %d running games replayed,"
            " %d old backups removed)",
            report.path,
            report.seconds,
            report.size,
            report.replayed,
            len(report.removed),
        )
        return True

    async def run(self) -> None:
        log.info("automatic backups every %s into %s", self.every, self.folder)
        while True:
            await asyncio.sleep(self.seconds_to_next())
            if not await self.backup_once():
                await asyncio.sleep(min(RETRY, self.every).total_seconds())

    def start(self) -> asyncio.Task[None]:
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self.run(), name="automatic-backups")
        return self._task

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

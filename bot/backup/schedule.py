"""Automatic backups in the running bot, every `BACKUP_HOURS` into `BACKUP_DIR`.

The next backup is due `BACKUP_HOURS` after the newest one in the folder, read from
its name: a restart neither takes one at once nor forgets one that is due. Each backup
is `python -m bot --backup` in a child process at a lower CPU priority: replaying the
running games to verify it is CPU work that, on a thread of the bot, would hold the
interpreter lock for tens of milliseconds at a time and delay moves (measured in
`bench/backup_size.py`). A failure is logged and tried again an hour later (or
sooner, at the next due time).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import sys
from datetime import timedelta
from pathlib import Path

from bot.background import BackgroundTask
from bot.backup.files import newest_time
from bot.clock import Clock, utc_now

log = logging.getLogger(__name__)
RETRY = timedelta(hours=1)
NICENESS = 10  # the child's CPU priority below the bot's


class BackupSchedule(BackgroundTask):
    """The running bot's automatic backups: one every `hours`, counted from the newest
    backup in `folder`, so a restart neither adds one nor skips one."""

    task_name = "automatic-backups"

    def __init__(
        self, database: str, folder: Path, hours: float, keep: int, clock: Clock = utc_now
    ) -> None:
        self.database = database
        self.folder = folder
        self.every = timedelta(hours=hours)
        self.keep = keep
        self.clock = clock

    def seconds_to_next(self) -> float:
        """0 when a backup is due now (none yet, or the newest is old enough)."""
        newest = newest_time(self.folder)
        if newest is None:
            return 0.0
        return max(0.0, (newest + self.every - self.clock()).total_seconds())

    async def backup_once(self) -> bool:
        """Take one backup (logged); whether it was made and verified."""
        env = {**os.environ, "CARAVANSERAI_DB": self.database, "BACKUP_KEEP": str(self.keep)}
        child = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "bot",
            "--backup",
            str(self.folder),
            env=env,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            preexec_fn=lambda: os.nice(NICENESS),
        )
        try:
            out, err = await child.communicate()
        except asyncio.CancelledError:
            with contextlib.suppress(ProcessLookupError):
                child.terminate()  # what it left is removed by a later backup's prune
            await child.wait()
            raise
        said = " ".join((out or err).decode(errors="replace").split())
        if child.returncode != 0:
            reason = said.removeprefix("Backup failed: ") or f"exit code {child.returncode}"
            log.error("automatic backup failed: %s", reason)
            return False
        log.info("automatic backup: %s", said)
        return True

    async def run(self) -> None:
        log.info("automatic backups every %s into %s", self.every, self.folder)
        while True:
            await asyncio.sleep(self.seconds_to_next())
            if not await self.backup_once():
                await asyncio.sleep(min(RETRY, self.every).total_seconds())

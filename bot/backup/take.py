"""Taking, verifying and restoring backups of the database `CARAVANSERAI_DB` names.

A backup is written as `<name>.partial`, verified, and only then given its final name,
so a file named like a backup is always a verified one. Verified means: SQLite's
`PRAGMA integrity_check` finds nothing, and every running game's stored state equals
the replay of its move log from its seed. A PostgreSQL dump is checked by reading it
whole (`pg_restore --list`) and replaying the running games of the database it was
taken from (checking the dump itself would need a second database).
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from bot.backup import pg_tools
from bot.backup.files import PARTIAL, backup_name, prune
from bot.backup.lock import holding
from bot.backup.sqlite_copy import copy_online, integrity_problems, single_file
from bot.clock import Clock, utc_now
from bot.copy_db import verify_replays
from bot.store import open_store
from bot.store.target import Target, parse_target


class BackupFailed(Exception):
    """The backup or restore could not be made or did not verify; one sentence."""


@dataclass
class BackupReport:
    path: Path
    size: int = 0
    seconds: float = 0.0
    replayed: int = 0
    removed: list[Path] = field(default_factory=list)


async def verify_store(target: str | Path) -> tuple[int, list[str]]:
    """Replay the running games of a database; how many, and what is wrong."""
    store = await open_store(target)
    try:
        return await verify_replays(store, running_only=True)
    finally:
        await store.close()


async def verify_sqlite_file(path: Path) -> int:
    """Verify a SQLite file of our own making (see the module docstring); the running
    games replayed. The replay opens it as a store, which leaves it in WAL mode: it is
    put back to a single file afterwards."""
    problems = await asyncio.to_thread(integrity_problems, path)
    if problems:
        raise BackupFailed(f"{path} fails the integrity check: {'; '.join(problems[:3])}")
    replayed, problems = await verify_store(path)
    await asyncio.to_thread(single_file, path)
    if problems:
        raise BackupFailed(f"{path} does not replay: {'; '.join(problems[:3])}")
    return replayed


async def take_backup(
    database: str, folder: Path, keep: int, clock: Clock = utc_now
) -> BackupReport:
    """Back up `database` into `folder`, verify it, keep the newest `keep` backups."""
    target = parse_target(database)
    started = time.perf_counter()
    taken: datetime = clock()
    final = folder / backup_name(taken, target.postgres)
    partial = final.with_name(final.name + PARTIAL)
    await asyncio.to_thread(folder.mkdir, parents=True, exist_ok=True)
    try:
        if target.postgres:
            replayed = await _postgres_backup(target, partial)
        else:
            assert target.path is not None
            if not target.path.is_file():
                raise BackupFailed(f"There is no database file {target.path} to back up.")
            await asyncio.to_thread(copy_online, target.path, partial)
            replayed = await verify_sqlite_file(partial)
        partial.rename(final)
    finally:
        partial.unlink(missing_ok=True)
    report = BackupReport(final, final.stat().st_size, time.perf_counter() - started, replayed)
    report.removed = await asyncio.to_thread(prune, folder, keep)
    return report


async def _postgres_backup(target: Target, partial: Path) -> int:
    await asyncio.to_thread(pg_tools.dump, target.dsn, partial)
    problems = await asyncio.to_thread(pg_tools.dump_readable, partial)
    if problems:
        raise BackupFailed(f"the dump {partial} cannot be read back: {problems[0]}")
    replayed, problems = await verify_store(target.dsn)
    if problems:
        raise BackupFailed(f"the database does not replay: {'; '.join(problems[:3])}")
    return replayed


async def restore_backup(database: str, backup: Path, clock: Clock = utc_now) -> BackupReport:
    """Replace the database by `backup` and verify the result; refused while a bot runs
    on it (`DatabaseInUse`). A SQLite backup is verified before it replaces anything,
    and the database it replaces is kept beside it as `<database>.before-restore-<time>`."""
    target = parse_target(database)
    if not backup.is_file():
        raise BackupFailed(f"There is no backup file {backup}.")
    started = time.perf_counter()
    async with holding(target, exclusive=True):
        if target.postgres:
            await asyncio.to_thread(pg_tools.restore, target.dsn, backup)
            replayed, problems = await verify_store(database)
            if problems:
                raise BackupFailed(
                    f"the restored database does not replay: {'; '.join(problems[:3])}"
                )
        else:
            assert target.path is not None
            replayed = await _restore_sqlite(target.path, backup, clock())
    return BackupReport(backup, backup.stat().st_size, time.perf_counter() - started, replayed)


async def _restore_sqlite(database: Path, backup: Path, now: datetime) -> int:
    """Copy the backup next to the database, verify the copy, keep the current database
    aside (if any), and only then move the copy in its place."""
    incoming = database.with_name(database.name + ".restoring")
    await asyncio.to_thread(database.parent.mkdir, parents=True, exist_ok=True)
    try:
        incoming.unlink(missing_ok=True)
        await asyncio.to_thread(copy_online, backup, incoming)
        replayed = await verify_sqlite_file(incoming)
        if database.exists():
            aside = database.with_name(f"{database.name}.before-restore-{now:%Y%m%dT%H%M%SZ}")
            await asyncio.to_thread(copy_online, database, aside)  # with what is in its WAL
        for stale in ("-wal", "-shm"):  # the replaced file's journals must not be replayed
            database.with_name(database.name + stale).unlink(missing_ok=True)
        incoming.replace(database)
    finally:
        incoming.unlink(missing_ok=True)
    return replayed

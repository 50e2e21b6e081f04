"""How `--restore` knows that a bot runs on the database. On SQLite the running bot
holds an exclusive `flock` on the file `<database>.lock` beside it for as long as it
runs; on PostgreSQL each bot process holds a shared advisory lock (see `holding`).

The kernel drops the lock when the process ends, however it ends (even SIGKILL or a
power cut), so a stale lock file never blocks a restore; the file itself may stay and
means nothing on its own. A restore takes the same lock, so a bot started meanwhile
refuses to start instead of opening a file being replaced.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
from collections.abc import AsyncIterator
from pathlib import Path

from bot.store.errors import StoreUnavailable
from bot.store.target import Target


class DatabaseInUse(StoreUnavailable):
    """Another process holds the database's lock; one sentence for the operator."""


def lock_path(database: Path) -> Path:
    return database.with_name(database.name + ".lock")


class DatabaseLock:
    """The exclusive lock on `<database>.lock`; `acquire` raises `DatabaseInUse`."""

    def __init__(self, database: Path) -> None:
        self.path = lock_path(database)
        self._fd: int | None = None

    def acquire(self) -> DatabaseLock:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            raise DatabaseInUse(
                f"A bot (or a restore) is running on this database: another process holds"
                f" the lock {self.path}. Stop it first (e.g. systemctl stop caravanserai)."
            ) from None
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
        self._fd = fd
        return self

    def release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)  # closing the descriptor drops the lock
            self._fd = None

    def __enter__(self) -> DatabaseLock:
        return self.acquire()

    def __exit__(self, *_: object) -> None:
        self.release()


ADVISORY_KEY = 0x43415241  # "CARA": the key of PostgreSQL's advisory lock for this bot


@contextlib.asynccontextmanager
async def holding(target: Target, *, exclusive: bool) -> AsyncIterator[None]:
    """While the block runs, this process is known to use the database: a bot holds
    it shared (several processes may serve one PostgreSQL database), a restore
    exclusively. SQLite has one writer process, so its lock file is always exclusive.

    On PostgreSQL it is an advisory lock held by one connection of its own, which the
    server drops when that connection ends, however the process ends."""
    if not target.postgres:
        assert target.path is not None
        with DatabaseLock(target.path):
            yield
        return
    import asyncpg  # only where PostgreSQL is used

    connection = await asyncpg.connect(target.dsn)
    try:
        take = "pg_try_advisory_lock" if exclusive else "pg_try_advisory_lock_shared"
        if not await connection.fetchval(f"SELECT {take}($1)", ADVISORY_KEY):
            raise DatabaseInUse(
                "A bot (or a restore) is running on this database: another session holds"
                f" the PostgreSQL advisory lock {ADVISORY_KEY}. Stop every bot process first."
            )
        yield
    finally:
        await connection.close()

"""The SQLite store, the embedded default: one writer connection (transactions
serialised by a lock, each `BEGIN IMMEDIATE`) and one reader connection (WAL lets it
read the last committed state while a write is open)."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from collections.abc import AsyncIterator
from contextlib import AbstractContextManager, asynccontextmanager
from pathlib import Path
from typing import ClassVar

import aiosqlite

from bot.clock import Clock, utc_now
from bot.metrics import database_call
from bot.store.errors import CommitUnknown
from bot.store.migrate import apply_migrations, reclaim_space
from bot.store.opening import check_writable, close_quietly, connect, prepare_folder, unavailable
from bot.store.sql import Params, Row
from bot.store.store import Store, committing
from bot.store.transaction import Tx


def _counted() -> AbstractContextManager[None]:
    """Count the call's failure as a database error (a taken unique key is an answer)."""
    return database_call("sqlite", lambda error: isinstance(error, sqlite3.IntegrityError))


class SqliteConnection:
    """An aiosqlite connection as the store's `Connection`."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db

    async def one(self, sql: str, params: Params = ()) -> Row | None:
        with _counted():
            async with self.db.execute(sql, params) as cursor:
                row = await cursor.fetchone()
        return None if row is None else tuple(row)

    async def all(self, sql: str, params: Params = ()) -> list[Row]:
        with _counted():
            async with self.db.execute(sql, params) as cursor:
                rows = await cursor.fetchall()
        return [tuple(r) for r in rows]

    async def execute(self, sql: str, params: Params = ()) -> int:
        with _counted():
            cursor = await self.db.execute(sql, params)
            changed = cursor.rowcount
            await cursor.close()
        return changed

    def channel_busy(self, error: BaseException) -> bool:
        return isinstance(error, sqlite3.IntegrityError) and "games.channel_id" in str(error)

    def unique_violation(self, error: BaseException) -> bool:
        return isinstance(error, sqlite3.IntegrityError) and "UNIQUE" in str(error)


class SqliteStore(Store):
    backend: ClassVar[str] = "sqlite"
    _reminder_join: ClassVar[str] = "CROSS JOIN"

    def __init__(self, writer: aiosqlite.Connection, reader: aiosqlite.Connection) -> None:
        self._reader = SqliteConnection(reader)
        super().__init__(self._reader)
        self._writer = SqliteConnection(writer)
        self._lock = asyncio.Lock()

    @classmethod
    async def open_file(cls, path: str | Path, clock: Clock = utc_now) -> SqliteStore:
        """Open (creating the file and folder), check that it can be written, migrate."""
        path = Path(path)
        opened: list[aiosqlite.Connection] = []
        try:
            await asyncio.to_thread(prepare_folder, path)
            opened.append(await connect(path))
            await check_writable(opened[0])
            if await apply_migrations(opened[0], clock()):
                await reclaim_space(opened[0])
            opened.append(await connect(path))
        except BaseException as error:
            for db in reversed(opened):
                await close_quietly(db)
            if isinstance(error, Exception):
                raise await asyncio.to_thread(unavailable, path, error) from error
            raise
        return cls(opened[0], opened[1])

    async def close(self) -> None:
        """Close both connections (and stop their threads), even if one close fails."""
        try:
            await self._reader.db.close()
        finally:
            await self._writer.db.close()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Tx]:
        """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK if anything inside raises; a COMMIT
        that fails raises `CommitUnknown` (as on PostgreSQL: the caller reads back)."""
        async with self._lock:
            await self._writer.db.execute("BEGIN IMMEDIATE")
            try:
                yield Tx(self._writer)
            except BaseException:
                await self._writer.db.execute("ROLLBACK")
                raise
            committing()
            try:
                with _counted():
                    await self._writer.db.execute("COMMIT")
            except Exception as error:
                # SQLite keeps a transaction whose COMMIT failed open (busy) or has rolled
                # it back (I/O): end it either way. The caller reads back what is stored.
                with contextlib.suppress(Exception):
                    await self._writer.db.execute("ROLLBACK")
                raise CommitUnknown(f"the COMMIT failed: {error}") from error

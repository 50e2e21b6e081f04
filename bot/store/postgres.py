"""The PostgreSQL store, for several bot processes over one database (`asyncpg`).

Reads take a pooled connection each; a transaction holds one for its duration. There is
no lock in the process: PostgreSQL serialises the writers. Under its default isolation
(READ COMMITTED) the store's guarded updates keep their meaning across processes: an
`UPDATE games ... WHERE version = ?` or `UPDATE reminders ... WHERE due_at = ?` that
races another waits for the other's row lock, then re-checks its condition against the
row the other committed, so exactly one of them matches (`StaleVersion` or a lost claim
for the rest). A move's log row is written after its game row is updated, under that
row's lock, so no two writers ever pick the same `seq`.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from contextlib import AbstractContextManager, asynccontextmanager
from typing import ClassVar

import asyncpg

from bot.clock import Clock, utc_now
from bot.metrics import database_call
from bot.store.errors import CommitUnknown
from bot.store.postgres_opening import apply_postgres_migrations, unavailable
from bot.store.sql import Params, Row, numbered
from bot.store.store import Store, committing
from bot.store.transaction import Tx

POOL_SIZE = 10
CONNECT_TIMEOUT_S = 10.0


def _changed(status: str) -> int:
    """Rows changed, from a command status such as `UPDATE 1` or `INSERT 0 1`."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


def _counted() -> AbstractContextManager[None]:
    """Count the call's failure as a database error (a taken unique key is an answer)."""
    return database_call(
        "postgresql", lambda error: isinstance(error, asyncpg.IntegrityConstraintViolationError)
    )


class PostgresConnection:
    """An asyncpg connection or pool as the store's `Connection`."""

    def __init__(self, db: asyncpg.Connection | asyncpg.Pool) -> None:
        self.db = db

    async def one(self, sql: str, params: Params = ()) -> Row | None:
        with _counted():
            row = await self.db.fetchrow(numbered(sql), *params)
        return None if row is None else tuple(row)

    async def all(self, sql: str, params: Params = ()) -> list[Row]:
        with _counted():
            return [tuple(r) for r in await self.db.fetch(numbered(sql), *params)]

    async def execute(self, sql: str, params: Params = ()) -> int:
        with _counted():
            return _changed(await self.db.execute(numbered(sql), *params))

    def channel_busy(self, error: BaseException) -> bool:
        return (
            isinstance(error, asyncpg.UniqueViolationError)
            and getattr(error, "constraint_name", None) == "games_one_open_per_channel"
        )

    def unique_violation(self, error: BaseException) -> bool:
        return isinstance(error, asyncpg.UniqueViolationError)


class PostgresStore(Store):
    backend: ClassVar[str] = "postgresql"
    shared: ClassVar[bool] = True

    def __init__(self, pool: asyncpg.Pool) -> None:
        super().__init__(PostgresConnection(pool))
        self._pool = pool

    @classmethod
    async def connect(
        cls, dsn: str, clock: Clock = utc_now, *, pool_size: int = POOL_SIZE
    ) -> PostgresStore:
        """Connect, migrate (one process at a time), and open the pool."""
        pool: asyncpg.Pool | None = None
        try:
            first = await asyncpg.connect(dsn, timeout=CONNECT_TIMEOUT_S)
            try:
                await apply_postgres_migrations(first, clock())
            finally:
                await first.close()
            pool = await asyncpg.create_pool(
                dsn, min_size=1, max_size=pool_size, timeout=CONNECT_TIMEOUT_S
            )
        except BaseException as error:
            if pool is not None:
                with contextlib.suppress(Exception):
                    await pool.close()
            if isinstance(error, Exception):
                raise unavailable(dsn, error) from error
            raise
        assert pool is not None
        return cls(pool)

    async def close(self) -> None:
        await self._pool.close()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Tx]:
        """BEGIN ... COMMIT on one pooled connection, or ROLLBACK if anything inside raises.

        A failure before the COMMIT leaves nothing stored (the server rolls back a
        transaction whose connection is gone). A COMMIT that gets no answer (the server
        restarted, the connection broke) may or may not have been stored: that raises
        `CommitUnknown`, for the caller to read back.
        """
        connection = await self._pool.acquire()
        try:
            transaction = connection.transaction()
            await transaction.start()
            try:
                yield Tx(PostgresConnection(connection))
            except BaseException:
                with contextlib.suppress(Exception):  # a broken connection rolls back anyway
                    await transaction.rollback()
                raise
            committing()  # the block ended without an exception: COMMIT comes next
            try:
                with _counted():
                    await transaction.commit()
            except Exception as error:
                raise CommitUnknown(f"the COMMIT got no answer: {error}") from error
        finally:
            # Releasing resets the connection; where that fails (the server went away just
            # after the COMMIT), asyncpg closes it and the pool opens another. It must not
            # turn a committed transaction, or the error that ended one, into a failure.
            with contextlib.suppress(Exception):
                await self._pool.release(connection)

    async def after_copy(self) -> None:
        """Copied games keep their ids: move the id generator past the highest one."""
        await self._pool.execute(
            "SELECT setval(pg_get_serial_sequence('games', 'id'),"
            " COALESCE((SELECT MAX(id) FROM games), 0) + 1, false)"
        )

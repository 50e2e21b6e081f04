"""Opening a PostgreSQL database: migrate it once even when several processes start at
the same moment, and turn every failure into `StoreUnavailable` with one plain sentence
naming the database (never the password)."""

from __future__ import annotations

import logging
import socket
from datetime import datetime

import asyncpg

from bot.store.errors import StoreUnavailable
from bot.store.migrate import Migration, NewerSchema, newest_known, postgres_migrations
from bot.store.records import to_db_time
from bot.store.target import describe

log = logging.getLogger(__name__)

MIGRATION_LOCK = 0x43617261  # any fixed number: the advisory lock all bot processes share


async def apply_postgres_migrations(
    db: asyncpg.Connection, now: datetime, migrations: list[Migration] | None = None
) -> list[int]:
    """Apply every pending migration, each in one transaction with its
    `schema_migrations` row; returns the numbers applied now.

    A session-level advisory lock lets one process migrate while the others wait, then
    find nothing left to do (two processes of a sharded bot start together).
    """
    pending = postgres_migrations() if migrations is None else migrations
    await db.execute("SELECT pg_advisory_lock($1)", MIGRATION_LOCK)
    try:
        await db.execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations ("
            " number INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)"
        )
        newest = await db.fetchval("SELECT MAX(number) FROM schema_migrations") or 0
        if newest > newest_known(pending):
            raise NewerSchema(newest, newest_known(pending))
        applied: list[int] = []
        for migration in pending:
            async with db.transaction():
                done = await db.fetchval(
                    "SELECT 1 FROM schema_migrations WHERE number = $1", migration.number
                )
                if done:
                    continue
                log.info("applying migration %04d_%s", migration.number, migration.name)
                await db.execute(migration.sql)  # a script: the simple protocol runs it all
                await db.execute(
                    "INSERT INTO schema_migrations (number, name, applied_at) VALUES ($1, $2, $3)",
                    migration.number,
                    migration.name,
                    to_db_time(now),
                )
                applied.append(migration.number)
        return applied
    finally:
        await db.execute("SELECT pg_advisory_unlock($1)", MIGRATION_LOCK)


def unavailable(dsn: str, error: BaseException) -> StoreUnavailable:
    """The one sentence an operator reads for a failure while opening `dsn`."""
    if isinstance(error, StoreUnavailable):
        return error
    where = describe(dsn)
    server = where.split(" on ", 1)[-1].split(" as ", 1)[0]
    if isinstance(error, NewerSchema):
        return StoreUnavailable(
            f"The PostgreSQL database {where} was written by a newer version of this bot"
            f" (schema {error.newest}, this version knows up to {error.known}):"
            " update the bot to use it."
        )
    if isinstance(error, asyncpg.InvalidCatalogNameError):
        return StoreUnavailable(
            f"The PostgreSQL database {where} does not exist: create it or choose another."
        )
    if isinstance(
        error, asyncpg.InvalidPasswordError | asyncpg.InvalidAuthorizationSpecificationError
    ):
        return StoreUnavailable(
            f"The PostgreSQL server refused the login to {where}:"
            " check the user name and password in CARAVANSERAI_DB."
        )
    if isinstance(error, asyncpg.InsufficientPrivilegeError):
        return StoreUnavailable(
            f"The PostgreSQL database {where} may not be changed by this user"
            " (it must be allowed to create tables)."
        )
    if isinstance(error, socket.gaierror):
        return StoreUnavailable(f"The PostgreSQL server of {where} cannot be found by name.")
    if isinstance(error, TimeoutError):
        return StoreUnavailable(f"The PostgreSQL server {server} did not answer in time.")
    if isinstance(error, ConnectionRefusedError):
        return StoreUnavailable(
            f"The PostgreSQL server {server} refused the connection: check that it is running"
            " and listens there."
        )
    if isinstance(error, OSError | asyncpg.PostgresConnectionError):
        reason = (getattr(error, "strerror", None) or str(error)).lower().rstrip(".")
        return StoreUnavailable(f"The PostgreSQL server {server} cannot be reached ({reason}).")
    reason = str(error).rstrip(".") or type(error).__name__
    return StoreUnavailable(f"The PostgreSQL database {where} cannot be used ({reason}).")

"""Numbered schema migrations (`migrations/NNNN_name.sql`), applied at start-up.

One sequence of numbers for both backends. `migrations/` holds every migration, in SQL
that both dialects accept wherever it can; `migrations/postgresql/` holds PostgreSQL's
own file, with the same name and meaning, only for a number whose SQL must differ there
(64-bit ids, identity columns, BYTEA). `postgres_migrations` puts the two together.

Each migration runs inside one transaction together with its `schema_migrations` row,
so a failing migration leaves no trace and is retried at the next start.
`executescript` would commit behind our back, hence the statement splitter.
"""

from __future__ import annotations

import logging
import re
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import aiosqlite

from bot.store.records import to_db_time

log = logging.getLogger(__name__)

MIGRATIONS_DIR = Path(__file__).with_name("migrations")
POSTGRES_MIGRATIONS_DIR = MIGRATIONS_DIR / "postgresql"
_NAME = re.compile(r"^(\d{4})_([a-z0-9_]+)\.sql$")


class NewerSchema(Exception):
    """The database carries migrations this program does not know: a newer version
    wrote it, and running on it could misread or damage what that version stored."""

    def __init__(self, newest: int, known: int) -> None:
        super().__init__(f"schema {newest} is newer than the known {known}")
        self.newest = newest
        self.known = known


@dataclass(frozen=True, slots=True)
class Migration:
    number: int
    name: str
    sql: str


def read_migrations(directory: Path) -> list[Migration]:
    """The migration files in `directory`, in number order."""
    found: list[Migration] = []
    for path in sorted(directory.glob("*.sql")):
        match = _NAME.match(path.name)
        if match is None:
            raise ValueError(f"badly named migration {path.name}")
        found.append(Migration(int(match[1]), match[2], path.read_text(encoding="utf-8")))
    return found


def load_migrations(directory: Path = MIGRATIONS_DIR) -> list[Migration]:
    """All migrations in number order; numbers must be unique. A gap is allowed: parts
    built in parallel reserve their numbers, and each is applied once whenever it comes."""
    found = read_migrations(directory)
    numbers = [m.number for m in found]
    if len(set(numbers)) != len(numbers) or any(n < 1 for n in numbers):
        raise ValueError(f"migration numbers must be unique and positive: {numbers}")
    return found


def newest_known(migrations: list[Migration]) -> int:
    """The highest migration number this program knows (0 for none)."""
    return max((m.number for m in migrations), default=0)


def postgres_migrations() -> list[Migration]:
    """PostgreSQL's migrations: its own file where the dialects differ, else the shared one."""
    shared = load_migrations()
    own = {(m.number, m.name): m for m in read_migrations(POSTGRES_MIGRATIONS_DIR)}
    unknown = set(own) - {(m.number, m.name) for m in shared}
    if unknown:
        raise ValueError(f"PostgreSQL migrations without a shared one: {sorted(unknown)}")
    return [own.get((m.number, m.name), m) for m in shared]


def split_statements(sql: str) -> list[str]:
    """Split a script into complete statements (comments travel with the next one)."""
    statements: list[str] = []
    buffer = ""
    for line in sql.splitlines(keepends=True):
        buffer += line
        if sqlite3.complete_statement(buffer):
            statements.append(buffer.strip())
            buffer = ""
    if buffer.strip() and not all(
        part.strip().startswith("--") or not part.strip() for part in buffer.splitlines()
    ):
        raise ValueError("migration ends with an incomplete statement")
    return statements


async def apply_migrations(
    db: aiosqlite.Connection, now: datetime, migrations: list[Migration] | None = None
) -> list[int]:
    """Apply every pending migration; return the numbers applied now (empty if up to date)."""
    pending = load_migrations() if migrations is None else migrations
    await db.execute(
        "CREATE TABLE IF NOT EXISTS schema_migrations ("
        " number INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)"
    )
    async with db.execute("SELECT MAX(number) FROM schema_migrations") as cursor:
        row = await cursor.fetchone()
    newest, known = (row[0] if row else None) or 0, newest_known(pending)
    if newest > known:
        raise NewerSchema(newest, known)
    applied: list[int] = []
    for migration in pending:
        await db.execute("BEGIN IMMEDIATE")
        try:
            async with db.execute(
                "SELECT 1 FROM schema_migrations WHERE number = ?", (migration.number,)
            ) as cursor:
                done = await cursor.fetchone() is not None
            if not done:
                log.info("applying migration %04d_%s", migration.number, migration.name)
                for statement in split_statements(migration.sql):
                    await db.execute(statement)
                await db.execute(
                    "INSERT INTO schema_migrations (number, name, applied_at) VALUES (?, ?, ?)",
                    (migration.number, migration.name, to_db_time(now)),
                )
                applied.append(migration.number)
            await db.execute("COMMIT")
        except BaseException:
            await db.execute("ROLLBACK")
            raise
    return applied


async def reclaim_space(db: aiosqlite.Connection) -> bool:
    """VACUUM if at least a quarter of the file is free pages, as a migration that
    rebuilt a table leaves them (0002 on 10,000 games: 402 MB, 151 MB after, in 5 s).

    Best effort: VACUUM writes a copy of the database first, and if there is no room
    for it the file simply stays as large as it was. Returns whether it shrank.
    """
    async with db.execute("PRAGMA freelist_count") as cursor:
        free = (await cursor.fetchone() or (0,))[0]
    async with db.execute("PRAGMA page_count") as cursor:
        pages = (await cursor.fetchone() or (0,))[0]
    if free * 4 < pages:
        return False
    log.info("reclaiming %d free pages of %d left by a migration", free, pages)
    try:
        await db.execute("VACUUM")
    except sqlite3.Error as error:
        log.warning("could not reclaim the free pages, the file stays as it is: %s", error)
        return False
    return True

"""Opening the SQLite file: check where it goes, connect, prove it can be written, and
turn every failure into `StoreUnavailable` with one plain sentence naming the file.

aiosqlite runs each connection on a non-daemon thread, so a connection that is opened
and then abandoned keeps the interpreter alive forever: every connection opened here is
closed again if anything after it fails.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from pathlib import Path

import aiosqlite

from bot.store.errors import StoreUnavailable
from bot.store.migrate import NewerSchema

PRAGMAS = (
    "PRAGMA journal_mode = WAL",
    "PRAGMA foreign_keys = ON",
    "PRAGMA busy_timeout = 5000",
    "PRAGMA synchronous = NORMAL",
)


def prepare_folder(path: Path) -> None:
    """Refuse a path that is a folder, a pipe or a device, or lies below a file; create
    missing folders.

    Blocking file-system calls: run it in a thread.
    """
    if path.is_dir():
        raise StoreUnavailable(f"The database path {path} is a folder, not a file.")
    if path.exists() and not path.is_file():  # a pipe or a device: reading it may block
        raise StoreUnavailable(f"The database path {path} is not a regular file.")
    for ancestor in path.parents:
        if ancestor.exists():
            if not ancestor.is_dir():
                raise StoreUnavailable(
                    f"The database path {path} lies inside {ancestor}, which is a file,"
                    " not a folder."
                )
            break
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        reason = error.strerror or str(error)
        raise StoreUnavailable(
            f"The database file {path} cannot be created because its folder does not"
            f" exist and cannot be made ({reason.lower()})."
        ) from error


async def close_quietly(db: aiosqlite.Connection) -> None:
    """Close and stop the connection's thread; aiosqlite stops the thread even when the
    close itself fails, so there is nothing left to wait for."""
    with contextlib.suppress(Exception):
        await db.close()


async def connect(path: Path) -> aiosqlite.Connection:
    """A connection with the store's settings (WAL, foreign keys, busy timeout), closed
    again if any of them fails (which is where a file that is no database shows)."""
    db = await aiosqlite.connect(path, isolation_level=None)
    try:
        for pragma in PRAGMAS:
            await db.execute(pragma)
    except BaseException:
        await close_quietly(db)
        raise
    return db


async def check_writable(db: aiosqlite.Connection) -> None:
    """Write in a transaction that is rolled back: SQLite opens a file it may not write
    read-only without a word, and would otherwise only refuse at the first move.

    Rewriting `user_version` with its own value needs the write lock and dirties the
    header page; the rollback leaves the file untouched.
    """
    await db.execute("BEGIN IMMEDIATE")
    try:
        async with db.execute("PRAGMA user_version") as cursor:
            row = await cursor.fetchone()
        version = int(row[0]) if row else 0
        await db.execute(f"PRAGMA user_version = {version}")
    finally:
        with contextlib.suppress(sqlite3.Error):
            await db.execute("ROLLBACK")


def unavailable(path: Path, error: BaseException) -> StoreUnavailable:
    """The one sentence an operator reads for a failure while opening `path` (it may
    look at the folder's permissions: run it in a thread)."""
    if isinstance(error, StoreUnavailable):
        return error
    if isinstance(error, sqlite3.Error):
        return StoreUnavailable(_sqlite_sentence(path, error))
    if isinstance(error, NewerSchema):
        return StoreUnavailable(
            f"The database file {path} was written by a newer version of this bot"
            f" (schema {error.newest}, this version knows up to {error.known}):"
            " update the bot to use it."
        )
    if isinstance(error, OSError):
        reason = (error.strerror or str(error)).lower()
        return StoreUnavailable(f"The database file {path} cannot be opened ({reason}).")
    return StoreUnavailable(f"The database file {path} cannot be used ({error}).")


def _sqlite_sentence(path: Path, error: sqlite3.Error) -> str:
    extended = getattr(error, "sqlite_errorcode", 0) or 0
    code = extended & 0xFF
    folder_refused = code in (sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_READONLY) and not (
        os.access(path.parent, os.W_OK)
    )
    if extended == sqlite3.SQLITE_READONLY_DIRECTORY or folder_refused:
        return (
            f"The database file {path} cannot be written because its folder {path.parent}"
            " is read-only (the database keeps its journal files next to it)."
        )
    sentences = {
        sqlite3.SQLITE_NOTADB: f"The file {path} is not a SQLite database:"
        " move it away or choose another file.",
        sqlite3.SQLITE_CORRUPT: f"The database file {path} is damaged (truncated or"
        " overwritten): restore it from a backup or choose another file.",
        sqlite3.SQLITE_READONLY: f"The database file {path} is read-only:"
        " give this user permission to write it, or choose another file.",
        sqlite3.SQLITE_CANTOPEN: f"The database file {path} cannot be opened:"
        " check that this user may read and write it and its folder.",
        sqlite3.SQLITE_PERM: f"The database file {path} may not be written by this user.",
        sqlite3.SQLITE_BUSY: f"The database file {path} is locked by another program.",
        sqlite3.SQLITE_LOCKED: f"The database file {path} is locked by another program.",
        sqlite3.SQLITE_FULL: f"The database file {path} cannot grow because the disk is full.",
        sqlite3.SQLITE_IOERR: f"The database file {path} cannot be read or written"
        f" (input/output error: {error}).",
    }
    return sentences.get(code, f"The database file {path} cannot be used ({error}).")

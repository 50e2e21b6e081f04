"""A consistent copy of a SQLite file while the bot writes to it, with SQLite's online
backup API (blocking calls: run them in a thread).

The copy goes in steps of `STEP_PAGES` pages with a short sleep between them; each
step is one short read transaction, and in WAL mode (the store's) a reader never makes
a writer wait, so moves go on during the whole copy. A write by the bot between two
steps restarts the copy from the first page (SQLite's rule for another connection's
writes); after `RESTARTS` restarts the rest is copied in one step, one read
transaction that still blocks no writer in WAL mode, so a busy bot cannot starve it.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

STEP_PAGES = 1024  # 4 MiB at SQLite's default page size
STEP_SLEEP = 0.002  # seconds between steps
RESTARTS = 3


class _TooManyRestarts(Exception):
    pass


def copy_online(source: Path, target: Path) -> None:
    """Copy the database `source` into the new file `target`."""
    seen = {"restarts": 0, "remaining": -1}

    def progress(_status: int, remaining: int, _total: int) -> None:
        if seen["remaining"] != -1 and remaining > seen["remaining"]:
            seen["restarts"] += 1
            if seen["restarts"] >= RESTARTS:
                raise _TooManyRestarts  # ends this backup; the next call copies at once
        seen["remaining"] = remaining

    # read-write (but only read): a read-only connection cannot join the WAL when no
    # other connection has its shared-memory file open
    src = sqlite3.connect(f"file:{source}?mode=rw", uri=True)
    try:
        dst = sqlite3.connect(target)
        try:
            src.execute("PRAGMA busy_timeout = 5000")
            try:
                src.backup(dst, pages=STEP_PAGES, progress=progress, sleep=STEP_SLEEP)
            except _TooManyRestarts:
                src.backup(dst, pages=-1)
        finally:
            dst.close()
    finally:
        src.close()
    single_file(target)


def single_file(path: Path) -> None:
    """Leave the database as one file, nothing beside it (no WAL), to copy or move."""
    db = sqlite3.connect(path)
    try:
        db.execute("PRAGMA journal_mode = DELETE")
    finally:
        db.close()


def integrity_problems(path: Path) -> list[str]:
    """What `PRAGMA integrity_check` finds wrong in the file (empty: nothing)."""
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        rows = db.execute("PRAGMA integrity_check").fetchall()
    except sqlite3.DatabaseError as error:
        return [str(error)]
    finally:
        db.close()
    found = [str(row[0]) for row in rows]
    return [] if found == ["ok"] else found

"""The backup folder: files named by the UTC time they were taken, so the newest is
found by name alone (after a restart too) and the oldest beyond `BACKUP_KEEP` go."""

from __future__ import annotations

import re
import time
from datetime import UTC, datetime
from pathlib import Path

PREFIX = "caravanserai-"
STAMP = "%Y%m%dT%H%M%SZ"
SQLITE_SUFFIX = ".sqlite3"
POSTGRES_SUFFIX = ".pgdump"
PARTIAL = ".partial"  # a backup being written or verified; never counted nor kept
LEFTOVERS = (PARTIAL, f"{PARTIAL}-wal", f"{PARTIAL}-shm")
STALE_SECONDS = 3600
_NAME = re.compile(
    rf"^{PREFIX}(\d{{8}}T\d{{6}}Z)({re.escape(SQLITE_SUFFIX)}|{re.escape(POSTGRES_SUFFIX)})$"
)


def backup_name(taken: datetime, postgres: bool) -> str:
    suffix = POSTGRES_SUFFIX if postgres else SQLITE_SUFFIX
    return f"{PREFIX}{taken.astimezone(UTC).strftime(STAMP)}{suffix}"


def taken_at(path: Path) -> datetime | None:
    """When the backup `path` was taken, from its name (None: not a finished backup)."""
    match = _NAME.match(path.name)
    if match is None:
        return None
    return datetime.strptime(match.group(1), STAMP).replace(tzinfo=UTC)


def backups(folder: Path) -> list[Path]:
    """The finished backups in `folder`, oldest first."""
    if not folder.is_dir():
        return []
    found = [(when, p) for p in folder.iterdir() if (when := taken_at(p)) is not None]
    return [p for _, p in sorted(found)]


def newest_time(folder: Path) -> datetime | None:
    """When the newest backup in `folder` was taken (None: there is none)."""
    found = backups(folder)
    return taken_at(found[-1]) if found else None


def prune(folder: Path, keep: int, now: float | None = None) -> list[Path]:
    """Delete all but the newest `keep` backups, and what a backup that was stopped
    halfway left behind over an hour ago; returns the deleted backups."""
    old = backups(folder)[:-keep] if keep > 0 else backups(folder)
    for path in old:
        path.unlink(missing_ok=True)
    stale = (now if now is not None else time.time()) - STALE_SECONDS
    for path in folder.glob(f"{PREFIX}*"):
        if path.name.endswith(LEFTOVERS) and path.stat().st_mtime < stale:
            path.unlink(missing_ok=True)
    return old

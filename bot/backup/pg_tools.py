"""PostgreSQL backups through the server's own tools, `pg_dump` and `pg_restore`.

They are looked up on PATH and then in the usual Debian/Ubuntu folders. The password
of the URL goes to them in `PGPASSWORD`, never on a command line (`ps` shows those).
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

SEARCH = "/usr/lib/postgresql/*/bin"


class ToolMissing(Exception):
    """The PostgreSQL client tool is not installed; one sentence saying what to use."""


def find_tool(name: str) -> str:
    found = shutil.which(name)
    if found:
        return found

    def version(folder: str) -> int:
        name = Path(folder).parent.name
        return int(name) if name.isdigit() else -1

    for folder in sorted(glob.glob(SEARCH), key=version, reverse=True):  # newest first
        candidate = Path(folder) / name
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return str(candidate)
    raise ToolMissing(
        f"{name} is not installed, so this PostgreSQL database cannot be backed up or"
        f" restored from here: install the PostgreSQL client tools of the server's version"
        f" (e.g. apt install postgresql-client), or use the server's own backups"
        f" (pg_basebackup, your provider's snapshots)."
    )


def split_password(dsn: str) -> tuple[str, dict[str, str]]:
    """The URL without its password, and the environment that carries it."""
    parts = urlsplit(dsn)
    env = dict(os.environ)
    if parts.password is None:
        return dsn, env
    env["PGPASSWORD"] = parts.password
    host = parts.hostname or ""
    if ":" in host:
        host = f"[{host}]"
    netloc = f"{parts.username}@{host}" if parts.username else host
    if parts.port:
        netloc += f":{parts.port}"
    return urlunsplit(parts._replace(netloc=netloc)), env


def run_tool(name: str, dsn: str, args: list[str]) -> None:
    """Run `name` on the database; its own error text (without the password) on failure."""
    url, env = split_password(dsn)
    done = subprocess.run(
        [find_tool(name), f"--dbname={url}", *args], env=env, capture_output=True, text=True
    )
    if done.returncode != 0:
        detail = done.stderr.strip().splitlines()[-1] if done.stderr.strip() else "no output"
        raise subprocess.SubprocessError(f"{name} failed: {detail}")


def dump(dsn: str, target: Path) -> None:
    """A consistent dump (one snapshot, `--format=custom`) into `target`."""
    run_tool("pg_dump", dsn, ["--format=custom", "--no-owner", f"--file={target}"])


def restore(dsn: str, source: Path) -> None:
    """Replace the database's tables by those of the dump `source`."""
    run_tool(
        "pg_restore",
        dsn,
        ["--clean", "--if-exists", "--no-owner", "--single-transaction", str(source)],
    )


def dump_readable(source: Path) -> list[str]:
    """What is wrong with the dump file (empty: `pg_restore --list` reads all of it)."""
    done = subprocess.run(
        [find_tool("pg_restore"), "--list", str(source)], capture_output=True, text=True
    )
    if done.returncode != 0:
        return [done.stderr.strip() or "pg_restore cannot read it"]
    return []

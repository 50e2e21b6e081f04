"""A throw-away PostgreSQL server on loopback for the tests and the benchmarks.

`initdb` into a temporary folder, `pg_ctl start` on a free port of 127.0.0.1 (and a
socket in that folder), `pg_ctl stop` at the end. initdb refuses to run as root, so as
root the server runs as the unprivileged `postgres` user (or `nobody`), which owns the
folder. `.ci/run` starts one such server for the whole run and exports its URL in
`CARAVANSERAI_TEST_POSTGRES`; without it the tests start their own.
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from itertools import count
from pathlib import Path

import asyncpg

SERVER_USERS = ("postgres", "nobody")
TEMPLATE = "caravanserai_template"  # a migrated database that new test databases copy
TEST_SETTINGS = ("fsync=off", "synchronous_commit=off", "full_page_writes=off")


def find_bin_dir() -> Path | None:
    """Where `initdb` and `pg_ctl` live: Debian keeps them in /usr/lib/postgresql/<v>/bin
    (the newest version wins), other systems on the PATH."""
    found = sorted(
        glob.glob("/usr/lib/postgresql/*/bin/initdb"),
        key=lambda p: int(Path(p).parts[-3]) if Path(p).parts[-3].isdigit() else 0,
    )
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb else None


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _server_user() -> pwd.struct_passwd | None:
    """The user to run the server as: None when not root (run as ourselves)."""
    if os.geteuid() != 0:
        return None
    for name in SERVER_USERS:
        with contextlib.suppress(KeyError):
            return pwd.getpwnam(name)
    raise RuntimeError("running as root and no unprivileged user to run PostgreSQL as")


class PostgresServer:
    """One cluster in `folder`; `url(name)` is a database on it, `new_database()` a fresh one."""

    def __init__(self, folder: Path, *, settings: tuple[str, ...] = TEST_SETTINGS) -> None:
        bin_dir = find_bin_dir()
        if bin_dir is None:
            raise FileNotFoundError("PostgreSQL's initdb was not found")
        self.bin_dir = bin_dir
        self.folder = folder
        self.data = folder / "data"
        self.settings = settings
        self.port = 0
        self.user = _server_user()
        self.role = self.user.pw_name if self.user else pwd.getpwuid(os.geteuid()).pw_name
        self._numbers = count(1)

    def _run(self, *args: str, timeout: float = 120) -> None:
        kwargs: dict[str, object] = {}
        if self.user is not None:
            kwargs.update(user=self.user.pw_uid, group=self.user.pw_gid, extra_groups=[])
        done = subprocess.run(
            [str(self.bin_dir / args[0]), *args[1:]],
            capture_output=True,
            text=True,
            timeout=timeout,
            cwd=self.folder,
            **kwargs,  # type: ignore[arg-type]
        )
        if done.returncode != 0:
            raise RuntimeError(f"{args[0]} failed: {done.stderr.strip() or done.stdout.strip()}")

    def start(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        if self.user is not None:
            os.chown(self.folder, self.user.pw_uid, self.user.pw_gid)
        self._run(
            "initdb", "-D", str(self.data), "-A", "trust", "-U", self.role, "-E", "UTF8",
            "--locale=C", "--no-sync",
        )  # fmt: skip
        self.port = free_port()
        options = [f"-p {self.port}", "-c listen_addresses=127.0.0.1"]
        options += [f"-k {self.folder}", "-c max_connections=200"]
        options += [f"-c {setting}" for setting in self.settings]
        self._run(
            "pg_ctl", "start", "-w", "-t", "60", "-D", str(self.data),
            "-l", str(self.folder / "server.log"), "-o", " ".join(options),
        )  # fmt: skip

    def restart(self, mode: str = "fast") -> None:
        """`pg_ctl restart -m fast` (sessions are ended, a shutdown checkpoint) or `-m
        immediate` (the server is killed and recovers at start, as after a crash), then it
        starts again with the same options and port."""
        self._run(
            "pg_ctl", "restart", "-w", "-t", "60", "-m", mode, "-D", str(self.data),
            "-l", str(self.folder / "server.log"),
        )  # fmt: skip

    def stop(self) -> None:
        if self.port:
            with contextlib.suppress(Exception):
                self._run("pg_ctl", "stop", "-w", "-t", "60", "-m", "fast", "-D", str(self.data))
            self.port = 0

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{self.role}@127.0.0.1:{self.port}/{database}"


def admin_url_for(url: str, database: str) -> str:
    """The same server and user, another database."""
    base, _, _ = url.rpartition("/")
    return f"{base}/{database}"


@contextlib.contextmanager
def running_server(settings: tuple[str, ...] = TEST_SETTINGS) -> Iterator[PostgresServer]:
    """A started server in a temporary folder, stopped and removed afterwards."""
    folder = Path(tempfile.mkdtemp(prefix="caravanserai-pg-"))
    server = PostgresServer(folder, settings=settings)
    try:
        server.start()
        yield server
    finally:
        server.stop()
        shutil.rmtree(folder, ignore_errors=True)


async def new_postgres_database(admin_url: str, template: str = "template0") -> str:
    """A new, empty (or `template`'s copy of a) database; returns its URL."""
    name = f"test_{uuid.uuid4().hex[:16]}"
    admin = await asyncpg.connect(admin_url)
    try:
        if template != "template0":
            exists = await admin.fetchval("SELECT 1 FROM pg_database WHERE datname = $1", template)
            if not exists:
                await admin.execute(f"CREATE DATABASE {template} TEMPLATE template0")
                from bot.store import open_store

                ready = await open_store(admin_url_for(admin_url, template))
                await ready.close()
        # FILE_COPY (PostgreSQL 15 and newer) copies a small template faster than the WAL
        fast = int(await admin.fetchval("SHOW server_version_num")) >= 150000
        strategy = " STRATEGY FILE_COPY" if fast else ""
        await admin.execute(f"CREATE DATABASE {name} TEMPLATE {template}{strategy}")
    finally:
        await admin.close()
    return admin_url_for(admin_url, name)

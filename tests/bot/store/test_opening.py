"""Opening a bad database file fails at once, says what is wrong, and leaves nothing
running: real garbage files, truncated databases, read-only files and folders."""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import os
import sqlite3
import struct
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.store import NewSeat, StoreUnavailable, open_store
from tests.bot.conftest import FakeClock


@pytest.fixture
def backend() -> str:
    """SQLite's own file format and planner (PostgreSQL's have their own tests)."""
    return "sqlite"


ROOT = Path(__file__).resolve().parents[3]


def assert_one_sentence(message: str, names: Path) -> None:
    """One plain sentence that names the file: no traceback, no second sentence."""
    assert str(names) in message
    assert message.endswith(".") and "\n" not in message
    body = message.replace(str(names), "FILE").replace(str(names.parent), "FOLDER")
    assert ". " not in body and "Traceback" not in body


def connection_threads() -> set[threading.Thread]:
    """aiosqlite's worker threads alive now (their default name carries the target)."""
    return {t for t in threading.enumerate() if "_connection_worker_thread" in t.name}


async def threads_left_since(before: set[threading.Thread]) -> set[threading.Thread]:
    """Connection threads started after `before` and still alive, once closed threads
    had a moment to finish their last loop."""
    for _ in range(200):
        if not connection_threads() - before:
            break
        await asyncio.sleep(0.01)
    return connection_threads() - before


async def refused(path: Path, clock: FakeClock) -> str:
    """Open `path`, expecting `StoreUnavailable`; check no connection thread survives."""
    before = connection_threads()
    with pytest.raises(StoreUnavailable) as caught:
        await open_store(path, clock)
    assert not await threads_left_since(before)  # every connection it opened was closed
    return str(caught.value)


async def real_database(path: Path, clock: FakeClock, games: int = 40) -> None:
    """A database with a few hundred KB of games, seats and moves."""
    store = await open_store(path, clock)
    try:
        for index in range(games):
            async with store.transaction() as tx:
                game_id = await tx.insert_game(
                    guild_id=1,
                    channel_id=index,
                    game="caravan",
                    engine_version=1,
                    options="{}",
                    seed=index,
                    creator_id=100,
                    now=clock(),
                )
                await tx.add_seat(game_id, NewSeat(0, 100, "Ada", "en"))
                await tx.update_game(game_id, 0, clock(), state=os.urandom(3000).hex())
                for ply in range(60):
                    await tx.append_move(game_id, ply, 0, f"place c{ply % 6 + 1} a1", clock())
    finally:
        await store.close()


async def test_random_bytes_are_not_a_database(tmp_path: Path, clock: FakeClock) -> None:
    path = tmp_path / "garbage.sqlite3"
    path.write_bytes(os.urandom(50_000))
    message = await refused(path, clock)
    assert "is not a SQLite database" in message
    assert_one_sentence(message, path)


async def test_a_text_file_is_not_a_database(tmp_path: Path, clock: FakeClock) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("game night: Friday\n" * 300, encoding="utf-8")
    message = await refused(path, clock)
    assert "is not a SQLite database" in message
    assert_one_sentence(message, path)


@pytest.mark.parametrize("keep", [0.5, 0.9])
async def test_a_truncated_database_is_damaged(
    tmp_path: Path, clock: FakeClock, keep: float
) -> None:
    path = tmp_path / "cut.sqlite3"
    await real_database(path, clock)
    size = path.stat().st_size
    assert size > 100_000
    os.truncate(path, int(size * keep) // 4096 * 4096)
    message = await refused(path, clock)
    assert "is damaged" in message
    assert_one_sentence(message, path)


async def test_a_folder_is_not_a_database_file(tmp_path: Path, clock: FakeClock) -> None:
    path = tmp_path / "games.sqlite3"
    path.mkdir()
    message = await refused(path, clock)
    assert "is a folder, not a file" in message
    assert_one_sentence(message, path)


async def test_a_pipe_is_refused_before_anything_reads_it(tmp_path: Path, clock: FakeClock) -> None:
    path = tmp_path / "pipe.sqlite3"
    os.mkfifo(path)  # reading an empty pipe would wait forever
    message = await asyncio.wait_for(refused(path, clock), timeout=10)
    assert "is not a regular file" in message
    assert_one_sentence(message, path)


async def test_a_file_where_a_folder_should_be(tmp_path: Path, clock: FakeClock) -> None:
    (tmp_path / "data").write_text("not a folder", encoding="utf-8")
    path = tmp_path / "data" / "sub" / "games.sqlite3"
    message = await refused(path, clock)
    assert f"lies inside {tmp_path / 'data'}, which is a file" in message
    assert_one_sentence(message, path)


async def test_a_missing_folder_is_created(tmp_path: Path, clock: FakeClock) -> None:
    path = tmp_path / "a" / "b" / "games.sqlite3"
    store = await open_store(path, clock)
    await store.close()
    assert path.is_file()


async def test_a_newer_schema_is_refused(tmp_path: Path, clock: FakeClock) -> None:
    path = tmp_path / "new.sqlite3"
    await real_database(path, clock, games=1)
    with sqlite3.connect(path) as db:
        db.execute("INSERT INTO schema_migrations VALUES (99, 'future', '2030-01-01')")
    db.close()
    message = await refused(path, clock)
    assert "newer version" in message and "schema 99" in message
    assert_one_sentence(message, path)


async def test_close_with_a_transaction_left_open_returns(tmp_path: Path, clock: FakeClock) -> None:
    path = tmp_path / "open.sqlite3"
    await real_database(path, clock, games=1)
    before = connection_threads()
    store = await open_store(path, clock)
    await store._writer.execute("BEGIN IMMEDIATE")
    await store._writer.execute("DELETE FROM moves")
    await asyncio.wait_for(store.close(), timeout=10)
    await asyncio.wait_for(store.close(), timeout=10)  # a second close is harmless
    assert not await threads_left_since(before)
    store = await open_store(path, clock)  # the open transaction was rolled back
    try:
        assert len(await store.moves(1)) == 60
    finally:
        await store.close()


# -- a process whose store failed to open ends promptly -----------------------------------


def test_a_process_whose_store_failed_to_open_exits(tmp_path: Path) -> None:
    garbage = tmp_path / "garbage.sqlite3"
    garbage.write_bytes(os.urandom(20_000))
    folder = tmp_path / "folder.sqlite3"
    folder.mkdir()
    script = (
        "import asyncio, sys\nfrom bot.store import open_store\nasyncio.run(open_store(sys.argv[1]))\n"
    )
    for path in (garbage, folder):
        done = subprocess.run(
            [sys.executable, "-c", script, str(path)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.returncode != 0
        assert "StoreUnavailable" in done.stderr and str(path) in done.stderr


# -- read-only files and folders ---------------------------------------------------------

FS_IOC_GETFLAGS, FS_IOC_SETFLAGS, FS_IMMUTABLE_FL = 0x80086601, 0x40086602, 0x10


def _immutable(path: Path, on: bool) -> None:
    descriptor = os.open(path, os.O_RDONLY | (os.O_DIRECTORY if path.is_dir() else 0))
    try:
        packed = fcntl.ioctl(descriptor, FS_IOC_GETFLAGS, struct.pack("i", 0))
        flags = struct.unpack("i", packed)[0]
        flags = flags | FS_IMMUTABLE_FL if on else flags & ~FS_IMMUTABLE_FL
        fcntl.ioctl(descriptor, FS_IOC_SETFLAGS, struct.pack("i", flags))
    finally:
        os.close(descriptor)


@contextlib.contextmanager
def read_only(path: Path) -> Iterator[None]:
    """Make a file or folder read-only for this process, then writable again.

    Permission bits stop every user but root; root writes through them, so as root the
    file system's immutable flag is set instead (refused even to root, which keeps
    CAP_LINUX_IMMUTABLE to clear it again afterwards).
    """
    if os.geteuid() != 0:
        mode = path.stat().st_mode
        path.chmod(0o555 if path.is_dir() else 0o444)
        try:
            yield
        finally:
            path.chmod(mode)
        return
    try:
        _immutable(path, True)
    except OSError as error:
        pytest.skip(
            "running as root, where permission bits do not stop writes, on a file system"
            f" or in a container that refuses the immutable flag ({error})"
        )
    try:
        yield
    finally:
        _immutable(path, False)


async def test_a_read_only_file_is_refused_at_start(tmp_path: Path, clock: FakeClock) -> None:
    path = tmp_path / "ro.sqlite3"
    await real_database(path, clock, games=2)
    before = path.read_bytes()
    with read_only(path):
        message = await refused(path, clock)
    assert "is read-only" in message
    assert_one_sentence(message, path)
    assert path.read_bytes() == before  # the probe wrote nothing


async def test_a_read_only_folder_is_refused_at_start(tmp_path: Path, clock: FakeClock) -> None:
    folder = tmp_path / "locked"
    path = folder / "games.sqlite3"
    await real_database(path, clock, games=2)
    with read_only(folder):  # the file may be written, but not its journal next to it
        message = await refused(path, clock)
    assert f"its folder {folder} is read-only" in message
    assert_one_sentence(message, path)


async def test_a_folder_that_cannot_be_created(tmp_path: Path, clock: FakeClock) -> None:
    path = tmp_path / "new" / "games.sqlite3"
    with read_only(tmp_path):
        message = await refused(path, clock)
    assert "its folder does not exist and cannot be made" in message
    assert_one_sentence(message, path)
    assert not path.parent.exists()


async def test_the_same_folder_opens_once_writable(tmp_path: Path, clock: FakeClock) -> None:
    """The control for the cases above: nothing else stood in the way."""
    path = tmp_path / "locked" / "games.sqlite3"
    await real_database(path, clock, games=2)
    with read_only(path.parent):
        await refused(path, clock)
    store = await open_store(path, clock)
    try:
        assert len(await store.moves(1)) == 60
    finally:
        await store.close()

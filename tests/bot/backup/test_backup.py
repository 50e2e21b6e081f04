"""Backups that restore: taken while the store is open (as under a running bot), named
by time, pruned, verified by integrity check and replay, and restored only while no bot
holds the database."""

from __future__ import annotations

import re
import sqlite3
import threading
from datetime import timedelta
from pathlib import Path

import pytest

from bot.backup.files import backups, newest_time, taken_at
from bot.backup.lock import DatabaseInUse, DatabaseLock, holding
from bot.backup.take import BackupFailed, restore_backup, take_backup
from bot.store import open_store
from bot.store.codec import pack_state
from bot.store.target import parse_target
from tests.bot.conftest import FakeClock
from tests.bot.test_copy_db import fill


@pytest.fixture
def backend() -> str:
    return "sqlite"


async def filled(path: Path, clock: FakeClock) -> None:
    store = await open_store(path, clock)
    try:
        await fill(store, clock)
    finally:
        await store.close()


def game_rows(path: Path) -> list[tuple[object, ...]]:
    db = sqlite3.connect(path)
    try:
        return db.execute("SELECT id, status, version, state FROM games ORDER BY id").fetchall()
    finally:
        db.close()


async def test_a_backup_while_the_store_is_open_is_verified_named_and_pruned(
    tmp_path: Path, clock: FakeClock
) -> None:
    database, folder = tmp_path / "db.sqlite3", tmp_path / "backups"
    await filled(database, clock)
    store = await open_store(database, clock)  # open, with a WAL, as under the bot
    try:
        reports, start = [], clock()
        for _ in range(3):
            reports.append(await take_backup(str(database), folder, keep=2, clock=clock))
            clock.advance(hours=6)
    finally:
        await store.close()
    first, second, third = reports
    assert first.path.name == f"caravanserai-{start:%Y%m%dT%H%M%S}Z.sqlite3"
    assert first.replayed == 2 and first.size > 0  # the two active games
    assert third.removed == [first.path]
    assert backups(folder) == [second.path, third.path]
    assert newest_time(folder) == start + timedelta(hours=12)
    assert sorted(p.name for p in folder.iterdir()) == sorted(
        [second.path.name, third.path.name]
    )  # nothing partial or scratch left beside them
    assert game_rows(third.path) == game_rows(database)


async def test_a_backup_that_does_not_replay_is_refused_and_not_kept(
    tmp_path: Path, clock: FakeClock
) -> None:
    database, folder = tmp_path / "db.sqlite3", tmp_path / "backups"
    await filled(database, clock)
    store = await open_store(database, clock)
    record = await store.game(1)
    await store.close()
    assert record is not None and record.state is not None
    bad = re.sub(r'"rng":\{"state":\d+', '"rng":{"state":1', record.state)
    db = sqlite3.connect(database)
    db.execute("UPDATE games SET state = ? WHERE id = 1", (pack_state(bad),))
    db.commit()
    db.close()
    with pytest.raises(BackupFailed, match="game 1: the stored state differs"):
        await take_backup(str(database), folder, keep=2, clock=clock)
    assert list(folder.iterdir()) == []


async def test_a_damaged_file_fails_the_integrity_check(tmp_path: Path, clock: FakeClock) -> None:
    database, folder = tmp_path / "db.sqlite3", tmp_path / "backups"
    await filled(database, clock)
    report = await take_backup(str(database), folder, keep=2, clock=clock)
    data = bytearray(report.path.read_bytes())
    page = 4096
    data[3 * page : 3 * page + 200] = b"\xff" * 200  # scribble over a b-tree page
    damaged = tmp_path / "damaged.sqlite3"
    damaged.write_bytes(bytes(data))
    with pytest.raises(BackupFailed):
        await restore_backup(str(tmp_path / "other.sqlite3"), damaged, clock)
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("other")) == [
        "other.sqlite3.lock"  # nothing restored, nothing half-restored left
    ]


async def test_restore_is_refused_while_a_bot_holds_the_database_then_restores(
    tmp_path: Path, clock: FakeClock
) -> None:
    database, folder = tmp_path / "db.sqlite3", tmp_path / "backups"
    await filled(database, clock)
    report = await take_backup(str(database), folder, keep=2, clock=clock)
    before = game_rows(database)
    db = sqlite3.connect(database)
    db.execute("DELETE FROM reminders")
    db.execute("UPDATE games SET status = 'abandoned' WHERE id = 3")
    db.commit()
    db.close()
    async with holding(parse_target(str(database)), exclusive=False):  # the running bot
        with pytest.raises(DatabaseInUse, match=r"db\.sqlite3\.lock"):
            await restore_backup(str(database), report.path, clock)
    assert game_rows(database) != before
    done = await restore_backup(str(database), report.path, clock)
    assert done.replayed == 2
    assert game_rows(database) == before
    aside = tmp_path / f"db.sqlite3.before-restore-{clock():%Y%m%dT%H%M%S}Z"
    assert game_rows(aside)[2][1] == "abandoned"  # what was replaced is kept
    store = await open_store(database, clock)  # and the bot opens it again
    await store.close()


def test_the_lock_goes_with_the_process_that_held_it(tmp_path: Path) -> None:
    database = tmp_path / "db.sqlite3"
    with DatabaseLock(database), pytest.raises(DatabaseInUse):
        DatabaseLock(database).acquire()
    DatabaseLock(database).acquire().release()  # the lock file stays; it is free again


def test_backup_names_carry_their_time(tmp_path: Path) -> None:
    assert taken_at(Path("caravanserai-20260102T030405Z.pgdump")) is not None
    for name in ("caravanserai-20260102T030405Z.sqlite3.partial", "notes.txt", "x.sqlite3"):
        assert taken_at(Path(name)) is None


def test_an_online_copy_finishes_while_another_connection_keeps_writing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each write between two steps restarts SQLite's copy; after a few restarts the
    rest goes in one step, so a busy bot cannot starve a backup."""
    from bot.backup import sqlite_copy

    source = tmp_path / "busy.sqlite3"
    db = sqlite3.connect(source, isolation_level=None, check_same_thread=False)
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("CREATE TABLE t (n INTEGER, pad TEXT)")
    db.execute(
        "WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c WHERE n < 2000)"
        " INSERT INTO t SELECT n, hex(randomblob(500)) FROM c"
    )
    monkeypatch.setattr(sqlite_copy, "STEP_PAGES", 5)
    stop = threading.Event()

    def write() -> None:
        while not stop.is_set():
            db.execute("INSERT INTO t VALUES (0, 'x')")

    writer = threading.Thread(target=write)
    writer.start()
    try:
        sqlite_copy.copy_online(source, tmp_path / "copy.sqlite3")
    finally:
        stop.set()
        writer.join()
        db.close()
    assert sqlite_copy.integrity_problems(tmp_path / "copy.sqlite3") == []
    copy = sqlite3.connect(tmp_path / "copy.sqlite3")
    assert copy.execute("SELECT count(*) FROM t WHERE n > 0").fetchone() == (2000,)
    copy.close()

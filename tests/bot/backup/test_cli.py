"""`python -m bot --backup [DIR]` and `--restore FILE` from the command line, without a
token; on PostgreSQL through pg_dump and pg_restore."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.backup import pg_tools
from bot.backup.files import backups
from bot.backup.lock import DatabaseInUse, holding
from bot.backup.take import restore_backup, take_backup
from bot.store import open_store
from bot.store.target import parse_target
from tests.bot.backup.test_backup import filled
from tests.bot.conftest import FakeClock
from tests.bot.test_copy_db import fill


@pytest.fixture
def backend() -> str:
    return "postgresql"  # for `db_target`; the SQLite test makes its own file


@pytest.fixture
def settings_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)  # no .env of the developer's
    database = tmp_path / "db.sqlite3"
    monkeypatch.setenv("CARAVANSERAI_DB", str(database))
    monkeypatch.setenv("BACKUP_DIR", str(tmp_path / "default"))
    monkeypatch.setenv("BACKUP_KEEP", "1")
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    return database


async def test_backup_and_restore_on_the_command_line(
    settings_env: Path, tmp_path: Path, clock: FakeClock, capsys: pytest.CaptureFixture[str]
) -> None:
    await filled(settings_env, clock)
    assert await _main(["--backup"]) == 0
    assert "verified: 2 running games replay" in capsys.readouterr().out
    (made,) = backups(tmp_path / "default")
    assert await _main(["--backup", str(tmp_path / "elsewhere")]) == 0
    assert len(backups(tmp_path / "elsewhere")) == 1
    assert await _main(["--restore", str(made)]) == 0
    assert "Restored" in capsys.readouterr().out
    assert await _main(["--restore", str(tmp_path / "missing.sqlite3")]) == 1
    assert "Restore failed: There is no backup file" in capsys.readouterr().err


async def _main(argv: list[str]) -> int:
    """`main` runs its own event loop: run it on a thread, off the test's."""
    return await asyncio.to_thread(main, argv)


async def test_postgresql_backs_up_with_pg_dump_and_restores(
    db_target: str, tmp_path: Path, clock: FakeClock
) -> None:
    store = await open_store(db_target, clock)
    try:
        await fill(store, clock)
        before = await store.games_after(0, 100)
    finally:
        await store.close()
    report = await take_backup(db_target, tmp_path / "b", keep=2, clock=clock)
    assert report.path.suffix == ".pgdump" and report.replayed == 2
    store = await open_store(db_target, clock)
    try:
        async with store.transaction() as tx:
            await tx._db.execute("UPDATE games SET status = 'abandoned' WHERE id = 3")
    finally:
        await store.close()
    async with holding(parse_target(db_target), exclusive=False):  # a bot process runs
        with pytest.raises(DatabaseInUse, match="advisory lock"):
            await restore_backup(db_target, report.path, clock)
    done = await restore_backup(db_target, report.path, clock)
    assert done.replayed == 2
    store = await open_store(db_target, clock)
    try:
        assert await store.games_after(0, 100) == before
    finally:
        await store.close()


def test_without_pg_dump_a_sentence_says_what_to_use(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pg_tools.shutil, "which", lambda name: None)
    monkeypatch.setattr(pg_tools, "SEARCH", str(tmp_path / "*" / "bin"))
    with pytest.raises(pg_tools.ToolMissing, match=r"pg_dump is not installed.*postgresql-client"):
        pg_tools.find_tool("pg_dump")


def test_the_password_stays_off_the_command_line() -> None:
    url, env = pg_tools.split_password("postgresql://bot:s3cret@db.example:5433/games")
    assert url == "postgresql://bot@db.example:5433/games" and env["PGPASSWORD"] == "s3cret"

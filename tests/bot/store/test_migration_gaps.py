"""Migration numbers may have gaps (numbers taken by changes not merged yet): a migration
that arrives later with a lower number is applied when it arrives."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import aiosqlite
import pytest

from bot.store.migrate import Migration, apply_migrations, load_migrations

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def table(number: int) -> Migration:
    return Migration(number, f"t{number}", f"CREATE TABLE t{number} (x INTEGER);")


async def test_a_lower_number_arriving_later_is_applied(tmp_path: Path) -> None:
    async with aiosqlite.connect(tmp_path / "gaps.sqlite3", isolation_level=None) as db:
        assert await apply_migrations(db, NOW, [table(1), table(3)]) == [1, 3]
        assert await apply_migrations(db, NOW, [table(1), table(2), table(3)]) == [2]
        async with db.execute("SELECT name FROM sqlite_master WHERE name = 't2'") as cursor:
            assert await cursor.fetchone() is not None


def test_numbers_must_be_unique_and_start_at_one(tmp_path: Path) -> None:
    for names in (["0002_a.sql"], ["0001_a.sql", "0001_b.sql"]):
        folder = tmp_path / names[-1]
        folder.mkdir()
        for name in names:
            (folder / name).write_text("SELECT 1")
        with pytest.raises(ValueError, match="unique and start at 1"):
            load_migrations(folder)
    assert load_migrations()[0].number == 1

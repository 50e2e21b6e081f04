"""A backup of a database of 10,000 games: how long it takes, how big it is, and what it
costs the moves made meanwhile.

    .venv/bin/python bench/backup_size.py [--games 10000] [--db PATH]

Builds the database as `store_scale.py` does (real seeded playouts, 80 % finished, 20 %
active), then takes backups with `take_backup` (the code of `python -m bot --backup`):
the copy alone (SQLite's online backup API in steps), the integrity check, and the
whole verified backup (copy, check, replay of every running game). Last, it times store
writes (one transaction each, as a move commits) without a backup and during an
automatic one (a child process, as the running bot takes them): p50, p99, the longest.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from pathlib import Path

from common import percentile
from store_scale import WRITTEN, build, real_games, replicate

from bot.backup.schedule import BackupSchedule
from bot.backup.sqlite_copy import copy_online, integrity_problems
from bot.backup.take import take_backup
from bot.store import Store, open_store


async def write_latencies(
    store: Store, until: asyncio.Future[object] | None, count: int
) -> list[float]:
    """Milliseconds per committed write: `count` writes, or until `until` is done."""
    times: list[float] = []
    n = 0
    while (until is None and n < count) or (until is not None and not until.done()):
        start = time.perf_counter()
        await store.set_channel_settings(5_000_000 + n % 100, reminder_hours=1 + n % 7)
        times.append((time.perf_counter() - start) * 1000)
        n += 1
        await asyncio.sleep(0.01)  # a busy bot: some 50 moves per second
    return times


def describe(label: str, ms: list[float]) -> None:
    print(
        f"  {label}: {len(ms)} writes, p50 {statistics.median(ms):.1f} ms,"
        f" p99 {percentile(ms, 0.99):.1f} ms, longest {max(ms):.1f} ms,"
        f" {sum(m > 50 for m in ms)} over 50 ms"
    )


async def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=10_000, help="1,000 or a multiple of it")
    parser.add_argument("--db", type=Path, help="where to build it (default: a temporary folder)")
    args = parser.parse_args(argv)
    games = max(WRITTEN, args.games // WRITTEN * WRITTEN)
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        path = args.db or folder / "big.sqlite3"
        if not path.exists():
            started = time.perf_counter()
            store = await open_store(path)
            try:
                await build(store, WRITTEN, real_games())
            finally:
                await store.close()
            replicate(path, WRITTEN, games)
            print(f"built {games:,} games in {time.perf_counter() - started:.0f} s")
        size = path.stat().st_size
        print(f"database: {size / 1e6:.1f} MB")

        started = time.perf_counter()
        await asyncio.to_thread(copy_online, path, folder / "copy.sqlite3")
        print(f"  online copy alone: {time.perf_counter() - started:.2f} s")
        started = time.perf_counter()
        assert await asyncio.to_thread(integrity_problems, folder / "copy.sqlite3") == []
        print(f"  integrity check: {time.perf_counter() - started:.2f} s")

        store = await open_store(path)
        try:
            report = await take_backup(str(path), folder / "backups", keep=3)
            print(
                f"verified backup: {report.seconds:.1f} s, {report.size / 1e6:.1f} MB,"
                f" {report.replayed:,} running games replayed"
            )
            describe("writes, no backup", await write_latencies(store, None, 300))
            schedule = BackupSchedule(str(path), folder / "automatic", hours=1, keep=3)
            running = asyncio.ensure_future(schedule.backup_once())
            describe("writes during an automatic backup", await write_latencies(store, running, 0))
            assert await running
        finally:
            await store.close()


if __name__ == "__main__":
    asyncio.run(main())

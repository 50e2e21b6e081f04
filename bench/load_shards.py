"""Load on loopback: bot processes over one PostgreSQL database, driven by the fake Discord.

Everything runs on this machine and talks only to 127.0.0.1: a throw-away PostgreSQL
server, the fake Discord (4 shards, 8 guilds, one channel per table), and real
`python -m bot` processes pointed at the fake. 1,000 seeded 3-player Caravan tables
receive `/move` commands at a steady rate, each to a random table that is not waiting
for an answer; 40 idle tables remind every few seconds (doubling), so the dispatchers
of both processes race over their claims. Each move's latency runs from the injected
interaction to the edit that carries the new board.

Three runs, each from the same seeded database:
1. PostgreSQL, 2 processes (shards 0,1 and 2,3);
2. SQLite, 1 process (the embedded default), for comparison;
3. the fault run: PostgreSQL, 2 processes, and halfway one is killed with SIGKILL; the
   load then goes on to the survivor's shards.
After each run: every move acknowledged with a board is in the database at its ply, no
ply twice, every state equals the replay of its log, no idle table got more reminders
than it had claims, no Discord limit was breached (the fake checks every request, the
3-second acknowledgement, and one IDENTIFY per 5 s; the bench counts requests per second
on routes under the global limit of 50/s).
Targets on the 2-core machine: nothing lost or doubled, no breach, p95 <= 500 ms at
20 moves/s. Bounded: each run stops after its duration.

Run: .venv/bin/python bench/load_shards.py [--games 1000] [--rate 20] [--minutes 3]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from common import percentile
from load_driver import (
    Outcome,
    World,
    build_world,
    check_database,
    cpu_snapshot,
    drive,
    global_rest_peak,
    latency_windows,
    reminders_in,
    reset_world,
    start_bot,
    stopping,
    wait_ready,
    worker_main,
)

from bot.copy_db import copy_database
from bot.store import open_store
from tests.e2e.fake_discord.harness import running_fake
from tests.postgres_server import new_postgres_database, running_server

SHARDS = 4
IDENTIFY_GAP_S = 5.5  # Discord: one IDENTIFY per 5 s (max_concurrency 1)


def report(
    title: str,
    outcome: Outcome,
    seconds: float,
    world: World,
    problems: list[str],
    cpu: dict[str, float] | None = None,
) -> bool:
    fake = world.fake
    ms = [x * 1000 for x in outcome.latencies]
    answered = len(ms)
    print(f"\n{title}")
    load = os.getloadavg()[0]
    print(f"  machine: load average {load:.1f} at the end, on {os.cpu_count()} cores")
    print(
        f"  moves: {outcome.sent} sent, {answered} answered with a board"
        f" ({answered / seconds:.1f} moves/s over {seconds:.0f} s),"
        f" {len(outcome.errors)} errors, {outcome.unanswered} never acknowledged"
        + (f", {outcome.interrupted} cut off by the kill" if outcome.interrupted else "")
    )
    if ms:
        print(
            f"  interaction -> board: p50 {percentile(ms, 0.5):.0f} ms, p95"
            f" {percentile(ms, 0.95):.0f} ms, p99 {percentile(ms, 0.99):.0f} ms,"
            f" max {max(ms):.0f} ms (target p95 <= 500 ms)"
        )
    if len(ms) >= 40:
        minutes = by_minute(outcome)
        if len(minutes) > 1:
            print("  p95 minute by minute: " + " / ".join(f"{m:.0f}" for m in minutes) + " ms")
    if cpu and answered:
        parts = ", ".join(
            f"{name.strip()} {spent * 1000 / answered:.0f}" for name, spent in cpu.items()
        )
        total = sum(cpu.values()) * 1000 / answered
        print(f"  CPU per answered move (ms): {parts}; in all {total:.0f} ms")
    reminders = sum(reminders_in(fake, t.channel.id) for t in world.idle)
    print(
        f"  Discord limits: {len(fake.violations)} breaches; busiest second on globally"
        f" limited routes {global_rest_peak(fake)} requests (limit 50)"
    )
    print(
        f"  reminders: {reminders} sent to {len(world.idle)} idle tables, none twice"
        if not any("reminders for" in p for p in problems)
        else "  reminders: DUPLICATES"
    )
    for error in outcome.errors[:5]:
        print(f"  error: {error}")
    for breach in fake.violations[:5]:
        print(f"  breach: {breach}")
    for problem in problems[:10]:
        print(f"  PROBLEM: {problem}")
    verdict = not problems and not fake.violations and not outcome.errors
    print(
        "  database: every acknowledged move stored once, every state = replay of its log"
        if not problems
        else f"  database: {len(problems)} problems"
    )
    return verdict


def by_minute(outcome: Outcome) -> list[float]:
    """The p95 latency of the moves answered in each minute of the run (a rising or falling
    line tells a warm-up or a change of load on the machine from the steady state)."""
    return [percentile(values, 0.95) for values in latency_windows(outcome, 60)]


def used_since(before: dict[str, float], after: dict[str, float]) -> dict[str, float]:
    return {name: after[name] - before[name] for name in before}


async def copy_seed(seed: Path, target: str) -> float:
    """Copy the seeded SQLite database into `target` (what --copy-db does); seconds taken."""
    start = time.monotonic()
    source, copy = await open_store(seed), await open_store(target)
    try:
        result = await copy_database(source, copy)
        assert not result.problems, result.problems
    finally:
        await source.close()
        await copy.close()
    return time.monotonic() - start


async def sessions_gone(world: World) -> None:
    for _ in range(100):
        if not world.fake._sockets:
            return
        await asyncio.sleep(0.1)


async def two_processes(
    world: World, database: str, folder: Path, args: argparse.Namespace, name: str
) -> tuple:  # type: ignore[type-arg]
    fake = world.fake
    first = start_bot(fake, database, folder, f"{name}-a", (0, 1), args.render_processes)
    await wait_ready(fake, 2, first, 90)
    await asyncio.sleep(IDENTIFY_GAP_S)
    second = start_bot(fake, database, folder, f"{name}-b", (2, 3), args.render_processes)
    await wait_ready(fake, 4, second, 90)
    return first, second


async def run(args: argparse.Namespace) -> int:
    seconds = args.minutes * 60
    ok = True
    with tempfile.TemporaryDirectory() as tmp, running_server(settings=()) as server:
        folder = Path(tmp)
        async with running_fake(
            shard_count=SHARDS, identify_interval=5.0, kept_file_bytes=64
        ) as fake:
            started = time.monotonic()
            seed = folder / "seed.sqlite3"
            world = await build_world(fake, seed, args.games, args.idle, guilds=8)
            print(
                f"Seeded {args.games} active and {args.idle} idle Caravan tables over"
                f" {len(fake.guilds)} guilds and {SHARDS} shards in"
                f" {time.monotonic() - started:.0f} s"
            )
            sync = start_bot(fake, str(seed), folder, "sync", None, 0, ("--sync",))
            await asyncio.to_thread(sync.process.wait, 120)
            load_db = await new_postgres_database(server.url())
            fault_db = await new_postgres_database(server.url())
            took = await copy_seed(seed, load_db)
            await copy_seed(seed, fault_db)
            print(f"Copied the seed into PostgreSQL (as --copy-db does) in {took:.1f} s")
            postgres_pid = int((server.data / "postmaster.pid").read_text().split()[0])
            sqlite_db = folder / "load.sqlite3"
            shutil.copy(seed, sqlite_db)

            # 1. PostgreSQL, two processes
            await reset_world(world, load_db)
            bots = await two_processes(world, load_db, folder, args, "pg")
            async with stopping(*bots):
                before = cpu_snapshot(list(bots), postgres_pid)
                outcome = await drive(world, args.rate, seconds)
                await asyncio.sleep(1)
                cpu = used_since(before, cpu_snapshot(list(bots), postgres_pid))
            problems = await check_database(world, load_db)
            title = f"PostgreSQL, 2 processes x 2 shards, {args.rate:g} moves/s offered:"
            ok &= report(title, outcome, seconds, world, problems, cpu)
            await sessions_gone(world)

            # 2. SQLite, one process
            await reset_world(world, sqlite_db)
            single = start_bot(fake, str(sqlite_db), folder, "sqlite", None, args.render_processes)
            await wait_ready(fake, 1, single, 90)
            async with stopping(single):
                before = cpu_snapshot([single], None)
                outcome = await drive(world, args.rate, seconds)
                await asyncio.sleep(1)
                cpu = used_since(before, cpu_snapshot([single], None))
            problems = await check_database(world, sqlite_db)
            title = f"SQLite, 1 process, {args.rate:g} moves/s offered:"
            ok &= report(title, outcome, seconds, world, problems, cpu)
            await sessions_gone(world)

            # 3. the fault run
            await reset_world(world, fault_db)
            first, second = await two_processes(world, fault_db, folder, args, "fault")
            killed_at = 0.0

            async def kill_first() -> set[int]:
                nonlocal killed_at
                await first.kill()
                killed_at = time.monotonic()
                print(f"\n  killed {first.name} (pid {first.process.pid}) with SIGKILL")
                return set(second.shards)

            fault_seconds = args.fault_minutes * 60
            async with stopping(first, second):
                outcome = await drive(world, args.rate, fault_seconds, midway=kill_first)
                after = [
                    latency * 1000
                    for at, latency in zip(outcome.acked_at, outcome.latencies, strict=True)
                    if at - latency > killed_at  # sent after the kill
                ]
                await asyncio.sleep(1)
                alive = second.process.poll() is None
            problems = await check_database(world, fault_db)
            # moves in flight to the killed process were never acknowledged: not errors
            title = (
                f"Fault run, PostgreSQL, 2 processes, one killed halfway,"
                f" {args.rate:g} moves/s offered:"
            )
            ok &= report(title, outcome, fault_seconds, world, problems)
            p95 = f", p95 {percentile(after, 0.95):.0f} ms" if after else ""
            print(
                f"  after the kill the other process answered {len(after)} moves sent to its"
                f" shards ({len(after) / (fault_seconds / 2):.1f} moves/s{p95}) and"
                f" {'kept running' if alive else 'DIED'}"
            )
            ok &= alive and len(after) > 0
    print("\nAll checks passed." if ok else "\nSome checks FAILED.")
    return 0 if ok else 1


def main() -> int:
    if sys.argv[1:2] == ["--worker"]:
        return worker_main(sys.argv[2:])
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=1000, help="active tables (1000)")
    parser.add_argument("--idle", type=int, default=40, help="idle tables that remind (40)")
    parser.add_argument("--rate", type=float, default=20.0, help="moves per second offered (20)")
    parser.add_argument("--minutes", type=float, default=3.0, help="length of runs 1 and 2 (3)")
    parser.add_argument("--fault-minutes", type=float, default=1.5, help="length of run 3 (1.5)")
    parser.add_argument(
        "--render-processes", type=int, default=2, help="RENDER_PROCESSES of each bot (2)"
    )
    args = parser.parse_args()
    if not (0 < args.minutes <= 30 and 0 < args.fault_minutes <= 30 and 0 < args.rate <= 200):
        parser.error("runs last up to 30 minutes at up to 200 moves/s")
    return asyncio.run(run(args))


if __name__ == "__main__":
    sys.exit(main())

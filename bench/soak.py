"""The soak: one bot process over SQLite under a steady load for a long time.

The load benchmark's world (`load_driver.py`) for 20 minutes or more: 1,000 seeded
3-player Caravan tables on the fake Discord, one in ten with an AI seat (level easy; the
driver waits for the AI's moves before that table's next move), 40 idle tables whose
reminders fire (every few seconds, doubling), and `/move` offered at a steady 20 per
second to one real `python -m bot` process. Every 30 s it samples the bot process's
resident memory (VmRSS, of the process and of its render and AI workers) and its open
file descriptors (/proc/<pid>/fd). It prints the RSS and descriptors at the start (the
bot connected, before any move), after two minutes of load (warmed up: the first moves
go to each table in turn, so every table has been loaded) and at the end; p50/p95/p99
interaction -> board and the CPU spent per move per five-minute window; and the errors: moves without a board, AI turns not taken, the bot's logged errors,
Discord limits breached, and what the database check finds (every acknowledged move
stored once, every state the replay of its log, no reminder twice).
Goals: RSS growth <= 10 % and no descriptor growth, both from the warmed-up point (the
render and AI workers and the connections open on first use; connections to Discord come
and go with the moment's load, so they must stay within the pool's bound and the rest must
not grow); p95 of the last window
within 20 % of the first; 0 errors. A benchmark, not a test.

Run: .venv/bin/python bench/soak.py [--tables 1000] [--rate 20] [--minutes 20]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot_memory import memory
from common import percentile
from load_driver import (
    BotProcess,
    build_world,
    check_database,
    cpu_snapshot,
    drive,
    family,
    global_rest_peak,
    latency_windows,
    reminders_in,
    start_bot,
    stopping,
    wait_ready,
)

from bot.discord.client import API_CONNECTIONS
from bot.store import open_store
from tests.e2e.fake_discord.harness import running_fake

SAMPLE_SECONDS = 30.0
CONNECTION_BOUND = API_CONNECTIONS + 1
"""The bot's connections to Discord at most: its pool of API connections and the one
gateway (the fake Discord serves both from one address, so the pool's per-host limit
counts the gateway)."""
WARM_SECONDS = 120.0
"""RSS and descriptor growth count from here: the first moves go to every table once (50 s
at 20 moves/s for 1,000 tables), so by two minutes every table has been loaded, and the
render and AI workers and the connections are open."""


@dataclass(frozen=True)
class Sample:
    at: float  # seconds since the load began (negative: before it)
    rss_mib: int  # the bot process
    family_mib: int  # with its render and AI workers
    fds: int
    connections: int  # of `fds`: the gateway and the pool of connections to Discord's API
    cpu: dict[str, float]  # CPU seconds so far: the bot's event loop, its workers, the driver


def sample(bot: BotProcess, at: float, port: int) -> Sample:
    pid = bot.process.pid
    total = 0
    for member in family(pid):
        with contextlib.suppress(OSError):  # a worker that has just ended
            total += memory(member)["VmRSS"]
    cpu = cpu_snapshot([bot], None)
    del cpu["database server"]  # SQLite runs inside the bot
    fds, connections = descriptors(pid, port)
    return Sample(at, memory(pid)["VmRSS"], total, fds, connections, cpu)


def descriptors(pid: int, port: int) -> tuple[int, int]:
    """The process's open descriptors, and how many of them are TCP connections to
    `port` (the fake Discord); the event loop's own socket pair is not one of them."""
    fds, sockets = 0, set()
    for fd in os.listdir(f"/proc/{pid}/fd"):
        fds += 1
        with contextlib.suppress(OSError):  # closed while listed
            target = os.readlink(f"/proc/{pid}/fd/{fd}")
            if target.startswith("socket:["):
                sockets.add(target[len("socket:[") : -1])
    connected = set()
    for table in ("tcp", "tcp6"):
        with contextlib.suppress(OSError):
            for line in Path(f"/proc/{pid}/net/{table}").read_text().splitlines()[1:]:
                fields = line.split()
                if int(fields[2].rsplit(":", 1)[1], 16) == port:  # rem_address's port
                    connected.add(fields[9])  # inode
    return fds, len(sockets & connected)


async def sampling(bot: BotProcess, began: float, port: int, samples: list[Sample]) -> None:
    while True:
        await asyncio.sleep(SAMPLE_SECONDS)
        samples.append(sample(bot, time.monotonic() - began, port))


def logged_errors(bot: BotProcess) -> list[str]:
    """The bot's log lines at ERROR or above, and tracebacks (it logs at WARNING)."""
    return [
        line
        for line in bot.log.read_text(errors="replace").splitlines()
        if "ERROR" in line or "CRITICAL" in line or line.startswith("Traceback")
    ]


def cpu_in_window(samples: list[Sample], start: float, end: float, moves: int) -> str:
    """CPU per move by part, and how busy the machine's cores were, between the samples
    nearest to `start` and `end`: whether the bot kept up or the machine was saturated."""
    first = min(samples, key=lambda s: abs(s.at - start))
    last = min(samples, key=lambda s: abs(s.at - end))
    seconds = last.at - first.at
    if seconds <= 0 or not moves:
        return "CPU n/a"
    spent = {name: last.cpu[name] - first.cpu[name] for name in first.cpu}
    parts = ", ".join(f"{name.strip()} {used * 1000 / moves:.0f}" for name, used in spent.items())
    busy = sum(spent.values()) / seconds / (os.cpu_count() or 1) * 100
    return f"CPU ms per move: {parts}; cores {busy:.0f} % busy with this run"


def growth(before: float, after: float) -> str:
    return f"{(after - before) / before * 100:+.1f} %" if before else "n/a"


async def run(args: argparse.Namespace) -> int:
    seconds = args.minutes * 60
    window = args.window * 60
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        async with running_fake(shard_count=1, kept_file_bytes=64) as fake:
            started = time.monotonic()
            seed = folder / "seed.sqlite3"
            world = await build_world(
                fake, seed, args.tables, args.idle, guilds=4, ai_every=args.ai_every
            )
            ai_tables = sum(1 for t in world.tables if t.ai_seats)
            print(
                f"Seeded {args.tables} active Caravan tables ({ai_tables} with an AI seat) and"
                f" {args.idle} idle ones in {time.monotonic() - started:.0f} s"
            )
            sync = start_bot(fake, str(seed), folder, "sync", None, 0, ("--sync",))
            await asyncio.to_thread(sync.process.wait, 120)
            database = folder / "soak.sqlite3"
            shutil.copy(seed, database)
            bot = start_bot(fake, str(database), folder, "soak", None, args.render_processes)
            await wait_ready(fake, 1, bot, 90)
            reader = await open_store(database)
            samples = [sample(bot, 0.0, fake.port)]
            async with stopping(bot):
                began = time.monotonic()
                sampler = asyncio.create_task(sampling(bot, began, fake.port, samples))
                try:
                    outcome = await drive(
                        world, args.rate, seconds, reader=reader, every_table_first=True
                    )
                    await asyncio.sleep(1)
                    samples.append(sample(bot, time.monotonic() - began, fake.port))
                finally:
                    sampler.cancel()
                    await reader.close()
                alive = bot.process.poll() is None
            problems = await check_database(world, database)
            logged = logged_errors(bot)

    first, last = samples[0], samples[-1]
    warm = next((s for s in samples if s.at >= WARM_SECONDS), first)
    load = os.getloadavg()[0]
    print(
        f"\nSoak, SQLite, 1 process, {args.rate:g} moves/s offered for {args.minutes:g} min"
        f" (load average {load:.1f} at the end, on {os.cpu_count()} cores):"
    )
    answered = len(outcome.latencies)
    print(
        f"  moves: {outcome.sent} sent, {answered} answered with a board"
        f" ({answered / seconds:.1f}/s), {outcome.ai_moves} AI moves waited for,"
        f" {outcome.unanswered} never acknowledged"
    )
    for label, s in (("start", first), (f"after {warm.at:.0f} s", warm), ("end", last)):
        print(
            f"  {label}: RSS {s.rss_mib} MiB (with workers {s.family_mib} MiB),"
            f" {s.fds} open descriptors"
        )
    print(
        f"  RSS growth: {growth(warm.rss_mib, last.rss_mib)} after warm-up,"
        f" {growth(first.rss_mib, last.rss_mib)} from the start"
        f" (with workers {growth(warm.family_mib, last.family_mib)});"
        f" most {max(s.rss_mib for s in samples)} MiB; descriptors {first.fds} ->"
        f" {warm.fds} -> {last.fds}"
        f" (most {max(s.fds for s in samples)})"
    )
    most_connections = max(s.connections for s in samples)
    print(
        f"  descriptors besides connections: {first.fds - first.connections} ->"
        f" {warm.fds - warm.connections} -> {last.fds - last.connections}; connections to"
        f" Discord: {first.connections} -> {warm.connections} -> {last.connections} (most"
        f" {most_connections}; the pool holds at most {CONNECTION_BOUND}, the gateway's"
        " included)"
    )
    windows = latency_windows(outcome, window)
    for index, values in enumerate(windows):
        print(
            f"  minutes {index * args.window:g}-{(index + 1) * args.window:g}:"
            f" {len(values)} moves, p50 {percentile(values, 0.5):.0f} ms,"
            f" p95 {percentile(values, 0.95):.0f} ms, p99 {percentile(values, 0.99):.0f} ms;"
            f" {cpu_in_window(samples, index * window, (index + 1) * window, len(values))}"
        )
    reminders = sum(reminders_in(fake, t.channel.id) for t in world.idle)
    print(
        f"  reminders: {reminders} sent to {len(world.idle)} idle tables; Discord limits:"
        f" {len(fake.violations)} breaches (busiest second {global_rest_peak(fake)} requests"
        f" on globally limited routes)"
    )
    errors = outcome.errors + problems + [str(v) for v in fake.violations] + logged
    if not alive:
        errors.append("the bot process died")
    print(f"  errors: {len(errors)}")
    for error in errors[:10]:
        print(f"    {error[:200]}")

    p95_first = percentile(windows[0], 0.95) if windows else 0.0
    p95_last = percentile(windows[-1], 0.95) if windows else 0.0
    goals = {
        "RSS growth <= 10 % after warm-up": last.rss_mib <= warm.rss_mib * 1.10,
        # Pooled connections come and go with the moment's load (aiohttp keeps an idle
        # one open for 15 s): a leak shows as growth of the rest, or past the pool's bound.
        "no descriptor growth after warm-up": last.fds - last.connections
        <= warm.fds - warm.connections
        and most_connections <= CONNECTION_BOUND,
        "p95 of the last window within 20 % of the first": p95_last <= p95_first * 1.20,
        "0 errors": not errors,
    }
    for goal, met in goals.items():
        print(f"  {'met' if met else 'MISSED'}: {goal}")
    return 0 if all(goals.values()) else 1


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--tables", type=int, default=1000, help="active tables (1000)")
    parser.add_argument("--idle", type=int, default=40, help="idle tables that remind (40)")
    parser.add_argument("--ai-every", type=int, default=10, help="an AI seat every N tables (10)")
    parser.add_argument("--rate", type=float, default=20.0, help="moves per second offered (20)")
    parser.add_argument("--minutes", type=float, default=20.0, help="length of the run (20)")
    parser.add_argument("--window", type=float, default=5.0, help="minutes per window (5)")
    parser.add_argument(
        "--render-processes", type=int, default=2, help="RENDER_PROCESSES of the bot (2)"
    )
    args = parser.parse_args()
    if not (0 < args.minutes <= 120 and 0 < args.rate <= 200 and args.window > 0):
        parser.error("runs last up to 120 minutes at up to 200 moves/s")
    return asyncio.run(run(args))


if __name__ == "__main__":
    sys.exit(main())

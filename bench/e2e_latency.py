"""Latency from an injected `/move` to the follow-up carrying the new board image.

The real discord.py client runs the real bot (real renderer, SQLite in a temporary
folder) against the fake Discord on loopback, and plays a whole 3-player Caravan game
move by move. Prints median and p95 (target: p95 <= 300 ms) and the slowest
acknowledgement (Discord's limit: 3 s).
Run: .venv/bin/python bench/e2e_latency.py [--seed N]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import render
from tests.e2e.bot_harness import BotRunner
from tests.e2e.fake_discord.harness import assert_clean, running_fake
from tests.e2e.table import CARAVAN, Table


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


async def measure() -> tuple[list[float], list[float]]:
    latencies: list[float] = []
    acks: list[float] = []
    async with running_fake() as fake:
        with tempfile.TemporaryDirectory() as folder:
            runner = BotRunner(fake, Path(folder) / "bench.sqlite3")
            await runner.start(renderer=render.render_images)
            try:
                players = [
                    fake.add_user("ada"),
                    fake.add_user("bea", locale="de"),
                    fake.add_user("cem"),
                ]
                table = Table(runner, players)
                await table.open_and_start()
                while not CARAVAN.is_over(await table.state()):
                    user, notation = await table.choose()
                    record = await fake.slash(user, "move", notation=notation)
                    reply = await fake.reply(record, timeout=10)
                    latencies.append(time.monotonic() - record.injected_at)
                    acks.append(record.ack_latency or 0.0)
                    assert reply.images, "every move answers with the board"
                await fake.settle()
                assert_clean(fake)
            finally:
                await runner.stop()
    return latencies, acks


def main() -> None:
    argparse.ArgumentParser(description=__doc__).parse_args()
    latencies, acks = asyncio.run(measure())
    ms = [x * 1000 for x in latencies]
    print(f"E2E /move -> board follow-up over a whole Caravan game ({len(ms)} moves):")
    print(
        f"  median {statistics.median(ms):6.1f} ms   p95 {percentile(ms, 0.95):6.1f} ms"
        f"   max {max(ms):6.1f} ms   (target p95 <= 300 ms)"
    )
    print(f"  slowest acknowledgement {max(acks) * 1000:6.1f} ms (Discord's limit: 3000 ms)")


if __name__ == "__main__":
    main()

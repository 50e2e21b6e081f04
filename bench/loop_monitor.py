"""What watching the event loop for slow callbacks costs: `bot.loop_monitor` against
asyncio's debug mode (`loop.set_debug(True)`, `slow_callback_duration = 0.1`).

    .venv/bin/python bench/loop_monitor.py [--tasks 200] [--steps 500] [--idle 5]

A busy loop: `tasks` tasks, each creating a future and a short-lived task per step, the
best of three runs; then the CPU an idle loop spends in `idle` seconds (the monitor's
ticks and thread wake-ups alone).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import time
from collections.abc import Awaitable, Callable

from bot.loop_monitor import LoopMonitor

Setup = Callable[[], Callable[[], None]]
"""Prepares the running loop; returns what undoes it."""


def nothing() -> Callable[[], None]:
    return lambda: None


def monitor() -> Callable[[], None]:
    watching = LoopMonitor()
    watching.start()
    return watching.stop


def debug_mode() -> Callable[[], None]:
    loop = asyncio.get_running_loop()
    loop.set_debug(True)
    loop.slow_callback_duration = 0.1
    return lambda: loop.set_debug(False)


async def step() -> int:
    future = asyncio.get_running_loop().create_future()
    future.set_result(1)
    return await future


async def worker(steps: int) -> None:
    for _ in range(steps):
        await asyncio.create_task(step())
        await asyncio.sleep(0)


async def busy(setup: Setup, tasks: int, steps: int) -> float:
    undo = setup()
    started = time.perf_counter()
    await asyncio.gather(*(worker(steps) for _ in range(tasks)))
    elapsed = time.perf_counter() - started
    undo()
    return elapsed


async def idle(setup: Setup, seconds: float) -> float:
    undo = setup()
    started = time.process_time()
    await asyncio.sleep(seconds)
    spent = time.process_time() - started
    undo()
    return spent


def run(work: Callable[[], Awaitable[float]]) -> float:
    return asyncio.run(work())  # type: ignore[arg-type]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tasks", type=int, default=200)
    parser.add_argument("--steps", type=int, default=500)
    parser.add_argument("--idle", type=float, default=5.0)
    args = parser.parse_args()
    logging.basicConfig(level=logging.ERROR)  # debug mode would log each slow step
    setups: dict[str, Setup] = {"none": nothing, "monitor": monitor, "debug mode": debug_mode}
    base = 0.0
    print(f"busy loop: {args.tasks} tasks x {args.steps} steps, best of 3")
    for name, setup in setups.items():
        best = min(run(lambda s=setup: busy(s, args.tasks, args.steps)) for _ in range(3))
        base = base or best
        print(f"  {name:<11} {best:6.2f} s  ({best / base:.2f}x)")
    print(f"idle loop: CPU seconds in {args.idle:g} s")
    for name, setup in setups.items():
        spent = run(lambda s=setup: idle(s, args.idle))
        print(f"  {name:<11} {spent:6.3f} s  ({spent / args.idle:.2%} of a core)")


if __name__ == "__main__":
    main()

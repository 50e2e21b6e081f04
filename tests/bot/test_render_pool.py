"""Boards drawn in worker processes: what crosses to them pickles, the drawing happens
outside the bot's process (so it can never block its event loop), and a pool whose
worker was killed replaces itself."""

from __future__ import annotations

import os
import pickle
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import engine
from bot.render_pool import RenderPool
from bot.service import GameService, Place, Player
from bot.store import Store
from engine.playout import random_playout
from tests.bot.conftest import FakeClock

ROOT = Path(__file__).resolve().parents[2]


def pid_png(game_name: str, view: Any, locale: str) -> list[bytes]:
    """A 'renderer' that answers with the process it ran in and what it received."""
    return [f"{os.getpid()} {game_name} {type(view).__name__} {locale}".encode()]


@pytest.fixture(scope="module")
def pool() -> Iterator[RenderPool]:
    started = RenderPool(2, warm=False)
    started.start()
    yield started
    started.shutdown()


@pytest.mark.parametrize("name", engine.names())
def test_every_games_views_pickle_and_come_back_equal(name: str) -> None:
    game = engine.get(name)
    _, log = random_playout(game, 3, 5)
    state = game.setup(3, None, 5)
    for seat, move in log[: len(log) // 2]:
        state, _ = game.apply(state, seat, move)
    for seat in (None, 0, 2):
        view = game.view(state, seat)
        assert pickle.loads(pickle.dumps(view)) == view


async def test_the_service_draws_in_another_process(
    pool: RenderPool, store: Store, clock: FakeClock
) -> None:
    service = GameService(store, pid_png, clock, executor=pool)
    place, ada, bea = Place(1, 5), Player(1, "Ada"), Player(2, "Bea", "de")
    await service.create(place, ada, "caravan", seed=3)
    await service.join(place, bea)
    reply = await service.start(place, ada)
    board = await service.board(place, bea)
    (image,) = board.images
    pid, game_name, view_class, locale = image.data.decode().split()
    assert int(pid) != os.getpid() and (game_name, view_class) == ("caravan", "CaravanView")
    assert locale == "de" and reply.game_id is not None


async def test_a_pool_whose_worker_was_killed_replaces_itself(pool: RenderPool) -> None:
    import asyncio

    loop = asyncio.get_running_loop()
    view = engine.get("caravan").view(engine.get("caravan").setup(2, None, 1), None)
    first = await loop.run_in_executor(pool, pid_png, "caravan", view, "en")
    os.kill(int(first[0].split()[0]), signal.SIGKILL)
    answers: list[bytes] = []
    for _ in range(20):  # the call that meets the broken pool fails; the pool is then new
        try:
            answers += await loop.run_in_executor(pool, pid_png, "caravan", view, "en")
            break
        except Exception:
            await asyncio.sleep(0.1)
    assert answers and answers[0].split()[0] != first[0].split()[0]


def test_workers_end_when_the_bots_process_is_killed(tmp_path: Path) -> None:
    """SIGKILL leaves no orphaned drawing processes behind."""
    script = (
        "import os, sys, time\n"
        "from bot.render_pool import RenderPool\n"
        "from tests.bot.test_render_pool import pid_png\n"
        "pool = RenderPool(2, warm=False)\n"
        "pool.start()\n"
        "pids = {pool.submit(pid_png, 'caravan', None, 'en').result()[0].split()[0] for _ in range(20)}\n"
        "print(' '.join(sorted(p.decode() for p in pids)), flush=True)\n"
        "time.sleep(60)\n"
    )
    bot = subprocess.Popen(
        [sys.executable, "-c", script], cwd=ROOT, stdout=subprocess.PIPE, text=True
    )
    try:
        assert bot.stdout is not None
        workers = [int(pid) for pid in bot.stdout.readline().split()]
        assert workers and all(pid_alive(pid) for pid in workers)
    finally:
        bot.kill()
        bot.wait(10)
    for _ in range(100):
        if not any(pid_alive(pid) for pid in workers):
            break
        time.sleep(0.1)
    assert not any(pid_alive(pid) for pid in workers)


def pid_alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split()[2] != "Z"
    except FileNotFoundError:
        return False

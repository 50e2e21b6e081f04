"""Board drawing on every core: a pool of worker processes behind the `Executor` the
service renders through (`loop.run_in_executor(executor, renderer, game, view, locale)`),
so the event loop never waits for a drawing and one Python process is not limited to
one core.

What crosses to a worker is pickled: the renderer (a module-level function, pickled by
name), the game's name, the seat's view and the locale. Views are pydantic models of
plain values; a mid-game Macao view pickles to about 30 KB in under a millisecond, far
below the 50-60 ms a drawing takes, so the view itself is sent.

Workers are spawned (not forked: the bot's process runs threads and an event loop) and
warm up by drawing each game's opening board once, so the first real move does not pay
for loading fonts and sprites. If a worker dies, the pool is replaced at the next call;
if the bot's process dies (even by SIGKILL), its workers notice and exit.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from typing import Any

log = logging.getLogger(__name__)


def warm_up() -> None:
    """Draw each game's opening board once (fonts, sprites, caches); failures are harmless."""
    try:
        import engine
        import render

        for name in engine.names():
            game = engine.get(name)
            state = game.setup(game.min_seats, None, 1)
            render.render_images(name, game.view(state, None), "en")
    except Exception:  # a worker that cannot warm up still draws, only slower at first
        log.debug("render worker warm-up failed", exc_info=True)


def _exit_with_parent(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(1.0)
    os._exit(0)  # the bot's process is gone: nobody will ever collect a drawing


NICENESS = 5
"""Workers yield the CPU to the bot's own process: its event loop must acknowledge every
interaction within 3 seconds, while a board may arrive a little later."""


def start_worker(warm: bool) -> None:
    """Each worker's first act: a lower priority, following the bot's process out, then
    (maybe) warming up."""
    with contextlib.suppress(OSError, AttributeError):  # not on every platform
        os.nice(NICENESS)
    watcher = threading.Thread(
        target=_exit_with_parent, args=(os.getppid(),), name="parent-watch", daemon=True
    )
    watcher.start()
    if warm:
        warm_up()


def _ready() -> bool:
    return True


class RenderPool(Executor):
    """A process pool that replaces itself when broken (a worker killed or crashed)."""

    def __init__(self, processes: int, *, warm: bool = True) -> None:
        if processes < 1:
            raise ValueError("a render pool needs at least one process")
        self.processes = processes
        self._warm = warm
        self._lock = threading.Lock()
        self._pool = self._new_pool()

    def _new_pool(self) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(
            self.processes,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=start_worker,
            initargs=(self._warm,),
        )

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        with self._lock:
            try:
                return self._pool.submit(fn, *args, **kwargs)
            except BrokenProcessPool:
                log.warning("a render process died; starting a new render pool")
                self._pool.shutdown(wait=False, cancel_futures=True)
                self._pool = self._new_pool()
                return self._pool.submit(fn, *args, **kwargs)

    def start(self, timeout: float = 120.0) -> None:
        """Start every worker now and wait for their warm-up (blocking: run in a thread)."""
        futures = [self.submit(_ready) for _ in range(self.processes)]
        wait(futures, timeout)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        with self._lock:
            self._pool.shutdown(wait=wait, cancel_futures=cancel_futures)

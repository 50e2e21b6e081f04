"""How late the event loop runs, and which callback holds it up.

A tick scheduled on the loop every `interval` measures its own lateness: the loop's lag,
for `/healthz` and `/metrics`. A small daemon thread watches the ticks: once the loop
has missed its tick by more than `slow` (100 ms), something on the loop is running
without yielding, and the thread names it while it still runs: the task (its name and
coroutine) or plain callback the loop called, and the innermost line of Python it is
at. When the loop ticks again, one warning says for how long it was blocked and by
what. A callback blocking for between `slow` and `slow + interval` may go unnoticed,
depending on when it started against the ticks.

Why not asyncio's debug mode (`loop.set_debug(True)`, `slow_callback_duration`)? It
names the slow callback too, but times every callback, keeps a traceback of where each
task and handle was created and checks the thread of many calls, which costs a few times
the loop's own work (`bench/loop_monitor.py` measures both). The watch costs a tick
every `interval` and a wake-up of the thread about every `slow`.
"""

from __future__ import annotations

import asyncio
import logging
import sys
import threading
import time
from types import FrameType

log = logging.getLogger(__name__)

INTERVAL_SECONDS = 0.02
SLOW_SECONDS = 0.1


class LoopMonitor:
    """See the module docstring; `start` and `stop` from the loop to watch."""

    def __init__(self, interval: float = INTERVAL_SECONDS, slow: float = SLOW_SECONDS) -> None:
        self.interval = interval
        self.slow = slow
        self.lag = 0.0  # the last tick's lateness, in seconds
        self._worst = 0.0  # the worst lateness since `worst_since_last`
        self._beat = time.monotonic()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._loop_thread = 0
        self._handle: asyncio.TimerHandle | None = None
        self._stopping = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._loop_thread = threading.get_ident()
        self._beat = time.monotonic()
        self._handle = self._loop.call_later(self.interval, self._tick, self._beat + self.interval)
        self._stopping.clear()
        self._thread = threading.Thread(target=self._watch, name="loop-monitor", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
        self._stopping.set()
        if self._thread is not None:
            self._thread.join()
            self._thread = None

    def current_lag(self) -> float:
        """The last tick's lateness, or how late the next one is if that is worse."""
        overdue = time.monotonic() - self._beat - self.interval
        return max(self.lag, overdue)

    def worst_since_last(self) -> float:
        """The worst lag since the previous call (what a scrape reports)."""
        worst = max(self._worst, self.current_lag())
        self._worst = 0.0
        return worst

    def _tick(self, expected: float) -> None:
        now = time.monotonic()
        self.lag = max(0.0, now - expected)
        self._worst = max(self._worst, self.lag)
        self._beat = now
        assert self._loop is not None
        self._handle = self._loop.call_later(self.interval, self._tick, now + self.interval)

    def _watch(self) -> None:
        """The thread: notice a missed tick, name what runs, report once it is over."""
        blocked_at: float | None = None  # the last beat before the loop stopped ticking
        culprit = ""
        pause = self.interval
        while not self._stopping.wait(pause):
            beat = self._beat
            overdue = time.monotonic() - beat - self.interval
            if blocked_at is None:
                if overdue > self.slow:
                    blocked_at, culprit = beat, self.running()
                # wake when the tick after the last beat would be `slow` late, no sooner
                pause = max(self.slow - overdue, self.interval / 2)
            elif beat != blocked_at:
                log.warning(
                    "the event loop was blocked for %.0f ms by %s", self.lag * 1000, culprit
                )
                blocked_at, pause = None, self.interval

    def running(self) -> str:
        """What the loop's thread runs now: the task or callback, and where it is."""
        frame = sys._current_frames().get(self._loop_thread)
        if frame is None or self._loop is None:
            return "an unknown callback"
        if _is_handle_run(frame):  # nothing below it: a built-in function runs
            return "a built-in callback (no Python code)"
        callback = _callback_frame(frame)
        task = asyncio.current_task(self._loop)
        what = f"task {task.get_name()!r} ({_name(callback)})" if task else _name(callback)
        if callback is frame:
            return what
        return f"{what}, at {_name(frame)}"


def _callback_frame(frame: FrameType) -> FrameType:
    """The frame of the callback the loop called (the one asyncio's `Handle._run`
    called; for a task, its coroutine), or the outermost frame if none is found."""
    inner = frame
    while inner.f_back is not None:
        if _is_handle_run(inner.f_back):
            return inner
        inner = inner.f_back
    return inner


def _is_handle_run(frame: FrameType) -> bool:
    code = frame.f_code
    return code.co_name == "_run" and code.co_filename.endswith("asyncio/events.py")


def _name(frame: FrameType) -> str:
    """`module.qualified_name:line`: code, never data."""
    module = frame.f_globals.get("__name__", "?")
    return f"{module}.{frame.f_code.co_qualname}:{frame.f_lineno}"

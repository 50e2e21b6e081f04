"""One long-running task of the bot (reminders, automatic backups, the systemd watchdog):
started once, stopped by cancelling it and waiting until it has ended."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from abc import ABC, abstractmethod
from collections.abc import Callable
from datetime import datetime
from typing import Any

log = logging.getLogger(__name__)


class BackgroundTask(ABC):
    """A loop the bot runs beside its work; `run` is the loop, `task_name` names it in
    asyncio's task list and in tracebacks."""

    task_name: str = "background"
    _task: asyncio.Task[None] | None = None

    @abstractmethod
    async def run(self) -> None: ...

    def start(self) -> asyncio.Task[None]:
        """Start the loop unless it runs already; returns its task."""
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self.run(), name=self.task_name)
        return self._task

    async def stop(self) -> None:
        """Cancel the loop and wait until it has ended."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None


class DueTask(BackgroundTask):
    """A loop that does what is due, then sleeps until the next due time (at most
    `poll_seconds`, at least `min_sleep`) or until `poke` says a due time moved earlier.
    A failed pass is logged and retried after the poll interval. Subclasses set `store`,
    `clock`, `poll_seconds` and `min_sleep` and give `run_due` and `next_due_at`."""

    clock: Callable[[], datetime]
    poll_seconds: float
    min_sleep: float
    _wake: asyncio.Event | None = None

    @abstractmethod
    async def run_due(self) -> list[Any]: ...

    @abstractmethod
    async def next_due_at(self) -> datetime | None:
        """When the next pass has something to do (None: nothing is scheduled)."""

    def poke(self) -> None:
        """A due time may have moved earlier (a move, a setting): re-check now."""
        if self._wake is not None:
            self._wake.set()

    async def run(self) -> None:
        self._wake = asyncio.Event()
        while True:
            self._wake.clear()
            try:
                await self.run_due()
                delay = await self.seconds_to_next()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("%s pass failed; retrying after the poll interval", self.task_name)
                delay = self.poll_seconds
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), max(delay, self.min_sleep))

    async def seconds_to_next(self) -> float:
        due = await self.next_due_at()
        if due is None:
            return self.poll_seconds
        return min(max((due - self.clock()).total_seconds(), 0.0), self.poll_seconds)

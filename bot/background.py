"""One long-running task of the bot (reminders, automatic backups, the systemd watchdog):
started once, stopped by cancelling it and waiting until it has ended."""

from __future__ import annotations

import asyncio
import contextlib
from abc import ABC, abstractmethod


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

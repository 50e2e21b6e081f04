"""Interactions in flight, so that stopping the bot never leaves a player hanging.

Every handler that may touch the store runs inside `Inflight.handling`. On shutdown
(SIGTERM, SIGINT or `close()`), `drain` stops admitting new interactions (they are told
at once that the bot is restarting and nothing changed), lets the ones in flight finish
for a few seconds, and then cancels those that have not started to commit: a cancelled
transaction rolls back, and the player is told that nothing changed. Only after that
are the Discord session and the store closed.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from typing import TypeVar

import discord

from bot import metrics
from bot.log_context import current, log_context
from bot.store.store import on_commit
from engine import normalise_locale, t

log = logging.getLogger(__name__)
T = TypeVar("T")


GRACE_SECONDS = 5.0  # in-flight work may finish within this
COMMIT_GRACE_SECONDS = 10.0  # more for work that is already saving its change


@dataclass(eq=False)
class Work:
    interaction: discord.Interaction
    task: asyncio.Task[object]
    committing: bool = False


@dataclass
class Inflight:
    """The interactions being handled; see the module docstring."""

    grace: float = GRACE_SECONDS
    commit_grace: float = COMMIT_GRACE_SECONDS
    accepting: bool = True
    works: set[Work] = field(default_factory=set)

    async def admit(self, interaction: discord.Interaction) -> bool:
        """False (after telling the user) once the bot is shutting down."""
        if self.accepting:
            return True
        await _tell(interaction, "dc.shutdown.refused")
        return False

    @contextlib.asynccontextmanager
    async def handling(self, interaction: discord.Interaction) -> AsyncIterator[None]:
        """Track the current task while it handles `interaction`, and log how it went."""
        task = asyncio.current_task()
        assert task is not None
        work = Work(interaction, task)
        token = on_commit.set(lambda: setattr(work, "committing", True))
        self.works.add(work)
        started = time.perf_counter()
        outcome = "failed"
        with log_context(**about(interaction)):
            try:
                yield
                outcome = str(current().get("outcome", "ok"))
            except asyncio.CancelledError:
                outcome = "cancelled"
                if not self.accepting and not work.committing:
                    with contextlib.suppress(Exception):
                        await asyncio.wait_for(_tell(interaction, "dc.shutdown.cancelled"), 2)
                raise
            finally:
                self.works.discard(work)
                on_commit.reset(token)
                handled(started, outcome)

    async def run(
        self, interaction: discord.Interaction, handler: Callable[[], Awaitable[T]]
    ) -> T | None:
        """Run a whole handler tracked (None, with the user told, once shutting down).
        A handler already tracked (one calling another) is simply run."""
        if any(w.task is asyncio.current_task() for w in self.works):
            return await handler()
        if not await self.admit(interaction):
            with log_context(**about(interaction)):
                log.info("%s refused: the bot is stopping", current()["command"])
                metrics.INTERACTIONS.labels(str(current()["command"]), "refused").inc()
            return None
        async with self.handling(interaction):
            return await handler()

    async def drain(self) -> int:
        """Stop admitting, wait for the work in flight, cancel what has not started to
        commit. Returns how many were cancelled."""
        self.accepting = False
        await self._wait(self.grace)
        late = [w for w in self.works if not w.committing]
        for work in late:
            work.task.cancel()
        if late:
            log.warning("cancelled %d interaction(s) still running at shutdown", len(late))
        await self._wait(self.commit_grace)
        return len(late)

    async def _wait(self, seconds: float) -> None:
        tasks = [w.task for w in self.works]
        if tasks:
            await asyncio.wait(tasks, timeout=seconds)


def about(interaction: discord.Interaction) -> dict[str, object]:
    """The log context of an interaction: ids and the command's name only. A component
    is named by its custom id's prefix (`cvs:u`); the rest of the id may encode a
    choice of a secret move, so it is never logged."""
    if interaction.command is not None:
        command = f"/{interaction.command.qualified_name}"
    else:
        custom_id = str((interaction.data or {}).get("custom_id", ""))
        command = ":".join(custom_id.split(":")[:2]) or interaction.type.name
    return {
        "server": interaction.guild_id,
        "channel": interaction.channel_id,
        "interaction": interaction.id,
        "command": command,
    }


def handled(started: float, outcome: str) -> None:
    """One line per interaction: what, where (from the context), how it went, how long;
    and the same command and outcome counted for `/metrics`."""
    duration = round((time.perf_counter() - started) * 1000, 1)
    command = current().get("command", "interaction")
    metrics.INTERACTIONS.labels(str(command), outcome).inc()
    log.info(
        "%s %s in %.0f ms",
        command,
        outcome,
        duration,
        extra={"duration": duration, "outcome": outcome},
    )


async def _tell(interaction: discord.Interaction, key: str) -> None:
    """A private answer, whether or not the interaction was acknowledged yet."""
    text = t(key).render(normalise_locale(interaction.locale.value))
    try:
        if not interaction.response.is_done():
            await interaction.response.send_message(text, ephemeral=True)
            return
        if interaction.type == discord.InteractionType.application_command:
            # the first follow-up would fill the public "thinking" message: remove it
            with contextlib.suppress(discord.HTTPException):
                await interaction.delete_original_response()
        await interaction.followup.send(text, ephemeral=True)
    except discord.HTTPException:
        log.warning("could not tell a user that the bot is stopping")

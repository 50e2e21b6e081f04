"""Whether this bot process is well (`/healthz`): every shard it runs connected to
Discord, the database answering, the event loop on time and the AI pool running.

Each check is a small callable, so the tests can break each one alone; `for_bot` wires
them to a running bot. A reason names what is wrong in a few words for an operator,
never a setting's value (a database URL may hold a password) or anything of a game.
"""

from __future__ import annotations

import asyncio
import math
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import discord

from bot.loop_monitor import LoopMonitor
from bot.store import Store

MAX_LAG_SECONDS = 1.0
"""Above this the loop is unhealthy: Discord wants an answer to a click within 3 s."""
DATABASE_TIMEOUT_SECONDS = 2.0


@dataclass
class Health:
    """The checks; `problems()` lists what is wrong (nothing: healthy)."""

    shards: Callable[[], dict[int, bool]]  # shard id -> connected
    database: Callable[[], Awaitable[None]]  # raises unless the database answers
    lag: Callable[[], float]  # the event loop's lag, in seconds
    ai_alive: Callable[[], bool]
    max_lag: float = MAX_LAG_SECONDS
    database_timeout: float = DATABASE_TIMEOUT_SECONDS

    async def problems(self) -> list[str]:
        found = self.shard_problems()
        try:
            await asyncio.wait_for(self.database(), self.database_timeout)
        except TimeoutError:
            found.append(f"the database did not answer within {self.database_timeout:g} s")
        except Exception as error:
            found.append(f"the database does not answer ({type(error).__name__})")
        lag = self.lag()
        if lag > self.max_lag:
            found.append(
                f"the event loop lags {lag * 1000:.0f} ms (limit {self.max_lag * 1000:.0f} ms)"
            )
        if not self.ai_alive():
            found.append("the AI pool is not running")
        return found

    def shard_problems(self) -> list[str]:
        shards = self.shards()
        if not shards:
            return ["not connected to Discord"]
        return [f"shard {n} is not connected" for n, up in sorted(shards.items()) if not up]


def shard_states(bot: discord.Client) -> dict[int, bool]:
    """Each shard of this process and whether it is connected and ready."""
    if isinstance(bot, discord.AutoShardedClient):
        ready = bot.is_ready()
        return {n: ready and not shard.is_closed() for n, shard in bot.shards.items()}
    ws = bot.ws
    return {bot.shard_id or 0: ws is not None and ws.open and bot.is_ready()}


def gateway_latencies(bot: discord.Client) -> dict[int, float]:
    """Seconds of each connected shard's heartbeat round trip (none before the first)."""
    if isinstance(bot, discord.AutoShardedClient):
        pairs = bot.latencies
    else:
        pairs = [(bot.shard_id or 0, bot.latency)]
    return {n: latency for n, latency in pairs if math.isfinite(latency)}


def for_bot(bot: discord.Client, store: Store, monitor: LoopMonitor) -> Health:
    """The checks of a running bot (its AI driver's pool, if it has one)."""

    def ai_alive() -> bool:
        driver = getattr(bot, "ai", None)
        return driver is None or driver.pool.alive()

    return Health(lambda: shard_states(bot), store.ping, monitor.current_lag, ai_alive)

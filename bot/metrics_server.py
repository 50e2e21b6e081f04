"""`/healthz` and `/metrics` over HTTP (`METRICS_PORT`, on `METRICS_ADDRESS`, loopback
by default), served by aiohttp (which discord.py already depends on) from the bot's own
event loop: no thread, and a scrape sees the loop as the players do.

`/healthz` answers 200 `ok` when `bot.health` finds nothing wrong, else 503 with one
reason a line. `/metrics` sets the gauges that describe the present (active tables from
the database, gateway latency per shard, the worst event-loop lag since the previous
scrape) and returns every metric of `bot.metrics` in Prometheus's text format.
"""

from __future__ import annotations

import logging

import discord
from aiohttp import web

import engine
from bot import metrics
from bot.health import Health, gateway_latencies
from bot.loop_monitor import LoopMonitor
from bot.store import Store

log = logging.getLogger(__name__)


class MetricsServer:
    """See the module docstring; `start` binds (port 0: any free port, see `port`)."""

    def __init__(
        self,
        bot: discord.Client,
        store: Store,
        monitor: LoopMonitor,
        health: Health,
        *,
        address: str = "127.0.0.1",
        port: int = 0,
    ) -> None:
        self.bot, self.store, self.monitor, self.health = bot, store, monitor, health
        self.address, self.port = address, port
        app = web.Application()
        app.router.add_get("/healthz", self.healthz)
        app.router.add_get("/metrics", self.metrics)
        self._runner = web.AppRunner(app, access_log=None)

    async def start(self) -> None:
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.address, self.port)
        await site.start()
        self.port = self._runner.addresses[0][1]  # the one bound, when 0 was asked
        log.info("serving /healthz and /metrics on %s port %d", self.address, self.port)

    async def stop(self) -> None:
        await self._runner.cleanup()

    async def healthz(self, request: web.Request) -> web.Response:
        problems = await self.health.problems()
        if problems:
            return web.Response(status=503, text="\n".join(problems) + "\n")
        return web.Response(text="ok\n")

    async def metrics(self, request: web.Request) -> web.Response:
        await self.refresh()
        body, content_type = metrics.exposition(request.headers.get("Accept"))
        return web.Response(body=body, headers={"Content-Type": content_type})

    async def refresh(self) -> None:
        """Set the gauges of the present; a database that fails leaves the tables' gauge
        as it was (the failure is counted in the database errors)."""
        metrics.LOOP_LAG.set(self.monitor.worst_since_last())
        metrics.GATEWAY_LATENCY.clear()
        for shard, latency in gateway_latencies(self.bot).items():
            metrics.GATEWAY_LATENCY.labels(str(shard)).set(latency)
        try:
            tables = await self.store.active_tables()
        except Exception as error:
            log.warning("counting the active tables for /metrics failed: %s", type(error).__name__)
            return
        for game in engine.names():
            metrics.ACTIVE_TABLES.labels(game).set(tables.get(game, 0))

"""Wiring: store -> service -> Deps -> bot + reminder and digest dispatchers, built once
at start-up."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
from collections.abc import Callable
from concurrent.futures import Executor
from datetime import timedelta
from typing import Any

import discord

import render
from bot.ai import AiDriver, AiPool
from bot.backup.lock import holding
from bot.backup.schedule import BackupSchedule
from bot.clock import Clock, utc_now
from bot.config import Settings
from bot.digests import DigestDispatcher
from bot.discord.ai_posts import AiPoster
from bot.discord.client import CaravanBot, ShardedCaravanBot
from bot.discord.context import Deps
from bot.discord.digest_dm import DiscordDigest
from bot.discord.inflight import GRACE_SECONDS, Inflight
from bot.discord.notifier import DiscordNotifier
from bot.discord.status_line import StatusLines
from bot.discord.views import public_view
from bot.health import for_bot
from bot.loop_monitor import LoopMonitor
from bot.metrics_server import MetricsServer
from bot.reminders import ReminderDispatcher
from bot.render_pool import RenderPool
from bot.scaling import Shards
from bot.sd_notify import Watchdog
from bot.service import GameService
from bot.store import Store, open_store
from bot.store.target import parse_target

log = logging.getLogger(__name__)


def build_bot(
    store: Store,
    *,
    clock: Clock = utc_now,
    reminder_hours: float = 12.0,
    poll_seconds: float = 60.0,
    late_after: timedelta = timedelta(minutes=30),
    default_locale: str = "en",
    renderer: Callable[[str, Any, str], list[bytes]] = render.render_images,
    seed_source: Callable[[], int | None] = lambda: None,
    reminders: bool = True,
    shutdown_grace: float = GRACE_SECONDS,
    executor: Executor | None = None,
    shards: Shards | None = None,
    ai_pool: AiPool | None = None,
    ai_workers: int = 1,
    **client_options: Any,
) -> CaravanBot:
    """The bot over an open store; tests pass a fake clock, a seed source, a fast renderer
    and an AI pool of their own (else `ai_workers` processes think).

    `executor` draws the boards (a `RenderPool` in production; None: a thread);
    `shards` runs some shards of a sharded bot, one of several processes.
    """
    service = GameService(
        store,
        renderer,
        clock,
        reminder_hours=reminder_hours,
        default_locale=default_locale,
        executor=executor,
    )
    deps = Deps(
        service,
        public_view,
        clock=clock,
        reminder_hours=reminder_hours,
        seed_source=seed_source,
        inflight=Inflight(grace=shutdown_grace),
    )
    if shards is not None:
        client_options.update(shard_count=shards.count, shard_ids=list(shards.ids))
        bot: CaravanBot = ShardedCaravanBot(deps, **client_options)
    else:
        bot = CaravanBot(deps, **client_options)
    pool = ai_pool or AiPool(ai_workers)
    bot.ai = AiDriver(service, pool, AiPoster(bot, deps, default_locale))
    deps.ai_kick = bot.ai.kick
    deps.advise = pool.advise
    deps.review = pool.review
    bot.status_lines = StatusLines(bot, service, deps.channel_locale, default_locale=default_locale)
    deps.table_changed = bot.status_lines.touch
    if reminders:
        dispatcher = ReminderDispatcher(
            store,
            DiscordNotifier(bot),
            clock=clock,
            reminder_hours=reminder_hours,
            poll_seconds=poll_seconds,
            late_after=late_after,
            default_locale=default_locale,
        )
        bot.dispatcher = dispatcher
        deps.changed = dispatcher.poke
        bot.digests = DigestDispatcher(
            store,
            DiscordDigest(bot),
            clock=clock,
            poll_seconds=poll_seconds,
            default_locale=default_locale,
        )
    return bot


def stop_on_signals(bot: CaravanBot) -> None:
    """SIGTERM and SIGINT close the bot gracefully (see `bot.discord.inflight`)."""
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(NotImplementedError, RuntimeError):  # not on every platform
            loop.add_signal_handler(signum, lambda: asyncio.ensure_future(bot.close()))


async def start_render_pool(processes: int) -> RenderPool | None:
    """The board-drawing processes, started and warmed up (None for 0: draw in a thread)."""
    if processes < 1:
        return None
    pool = RenderPool(processes)
    await asyncio.to_thread(pool.start)
    log.info("drawing boards in %d processes", processes)
    return pool


async def run(
    settings: Settings,
    *,
    sync: bool = False,
    guild_id: int | None = None,
    shards: Shards | None = None,
) -> int:
    """Run the bot until it is stopped, or (`sync`) register the commands and exit."""
    assert settings.DISCORD_TOKEN is not None
    token = settings.DISCORD_TOKEN.get_secret_value()
    async with contextlib.AsyncExitStack() as running:
        if not sync:  # a restore refuses while this is held
            await running.enter_async_context(
                holding(parse_target(settings.CARAVANSERAI_DB), exclusive=False)
            )
        return await _run(settings, token, sync=sync, guild_id=guild_id, shards=shards)


def backup_schedule(settings: Settings) -> BackupSchedule | None:
    """The automatic backups, when `BACKUP_HOURS` asks for them."""
    if not settings.BACKUP_HOURS:
        return None
    return BackupSchedule(
        settings.CARAVANSERAI_DB,
        settings.BACKUP_DIR,
        settings.BACKUP_HOURS,
        settings.BACKUP_KEEP,
    )


def metrics_server(
    settings: Settings, bot: CaravanBot, store: Store, monitor: LoopMonitor
) -> MetricsServer | None:
    """`/healthz` and `/metrics`, when `METRICS_PORT` asks for them."""
    if settings.METRICS_PORT is None:
        return None
    return MetricsServer(
        bot,
        store,
        monitor,
        for_bot(bot, store, monitor),
        address=settings.METRICS_ADDRESS,
        port=settings.METRICS_PORT,
    )


async def _run(
    settings: Settings, token: str, *, sync: bool, guild_id: int | None, shards: Shards | None
) -> int:
    store = await open_store(settings.CARAVANSERAI_DB)
    pool = None
    backups = None if sync else backup_schedule(settings)
    watchdog = None if sync else Watchdog.from_environment()
    monitor = None if sync else LoopMonitor()
    server = None
    try:
        pool = None if sync else await start_render_pool(settings.RENDER_PROCESSES)
        bot = build_bot(
            store,
            reminder_hours=settings.REMINDER_FIRST_HOURS,
            poll_seconds=settings.REMINDER_POLL_SECONDS,
            default_locale=settings.DEFAULT_LOCALE,
            reminders=not sync,
            executor=pool,
            shards=None if sync else shards,
            ai_workers=settings.AI_WORKERS,
        )
        async with bot:
            if sync:
                await bot.login(token)
                target = guild_id or settings.DISCORD_GUILD_ID
                commands = await bot.sync_commands(target)
                where = f"in guild {target}" if target else "globally (may take up to an hour)"
                log.info("registered %d commands %s", len(commands), where)
                print(f"Registered {len(commands)} slash commands {where}.")
                return 0
            stop_on_signals(bot)
            if monitor is not None:
                monitor.start()
                server = metrics_server(settings, bot, store, monitor)
            if server is not None:
                await server.start()
            if backups is not None:
                backups.start()
            if watchdog is not None:
                watchdog.start()
            await bot.start(token)
    except discord.LoginFailure:
        log.error("Discord rejected the token; check DISCORD_TOKEN (Bot tab of the application)")
        return 1
    finally:
        if server is not None:
            await server.stop()
        if monitor is not None:
            monitor.stop()
        if watchdog is not None:
            await watchdog.stop()
        if backups is not None:
            await backups.stop()
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)
        await store.close()
    return 0

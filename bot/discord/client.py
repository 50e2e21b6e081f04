"""The discord.py client: slash commands only, `Intents.default()`, no privileged intent."""

from __future__ import annotations

import logging
from typing import Any

import aiohttp
import discord
from discord import app_commands
from discord.utils import MISSING

from bot import sd_notify
from bot.ai import AiDriver
from bot.digests import DigestDispatcher
from bot.discord import messages, threads
from bot.discord.commands import game, games, me, move, notes, records
from bot.discord.components import DYNAMIC_ITEMS
from bot.discord.context import Deps
from bot.discord.forget_button import ForgetButton
from bot.discord.hint_button import PlayHintButton
from bot.discord.record_components import RECORD_ITEMS
from bot.discord.review_button import ReviewButton
from bot.discord.since_button import SinceButton
from bot.discord.status_line import StatusLines
from bot.discord.table_list import NextTableButton
from bot.discord.translator import CatalogueTranslator
from bot.reminders import ReminderDispatcher
from engine import normalise_locale, t

log = logging.getLogger(__name__)

API_CONNECTIONS = 20
"""Connections to Discord's API open at once, besides each shard's gateway connection.
discord.py's own connector has no limit, so a burst of boards opened a connection per
upload, each kept alive for a while after: the bot's open descriptors followed its
busiest moment. Discord's global limit of 50 requests a second keeps about ten in flight,
so twenty never hold a move back."""


class CommandTree(app_commands.CommandTree):
    async def on_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        """Last resort: log it, and tell the user (ephemerally) that nothing changed."""
        log.error("command failed: %s", error, exc_info=error)
        text = messages.plain(t("dc.err.generic"), normalise_locale(interaction.locale.value))
        try:
            if interaction.response.is_done():
                await interaction.followup.send(**text.send_kwargs(), ephemeral=True)
            else:
                await interaction.response.send_message(**text.send_kwargs(), ephemeral=True)
        except discord.HTTPException:
            log.warning("could not report the failure to the user")


class CaravanBot(discord.Client):
    """Holds the command tree, the dynamic buttons and (optionally) the reminder and
    digest dispatchers, the AI driver and the status lines of tables in threads."""

    def __init__(
        self, deps: Deps, dispatcher: ReminderDispatcher | None = None, **options: Any
    ) -> None:
        super().__init__(
            intents=discord.Intents.default(),
            allowed_mentions=discord.AllowedMentions.none(),
            **options,
        )
        self.deps = deps
        self.dispatcher = dispatcher
        self.digests: DigestDispatcher | None = None
        self.ai: AiDriver | None = None
        self.status_lines: StatusLines | None = None
        self.tree = CommandTree(self)
        game_group = game.build(deps)
        records.add_to_game_group(game_group, deps)
        notes.add_to_game_group(game_group, deps)
        self.tree.add_command(game_group)
        self.tree.add_command(records.build_stats(deps))
        self.tree.add_command(records.build_leaderboard(deps))
        self.tree.add_command(move.build(deps))
        self.tree.add_command(me.build(deps))
        self.tree.add_command(games.build(deps))

    async def login(self, token: str) -> None:
        """Log in over a connection pool of bounded size (see `API_CONNECTIONS`); made
        here because aiohttp wants the running event loop."""
        if self.http.connector is MISSING:
            gateways = len(getattr(self, "shard_ids", None) or ()) or self.shard_count or 1
            self.http.connector = aiohttp.TCPConnector(
                limit=0, limit_per_host=API_CONNECTIONS + gateways
            )
        await super().login(token)

    async def setup_hook(self) -> None:
        await self.tree.set_translator(CatalogueTranslator())
        self.add_dynamic_items(
            *DYNAMIC_ITEMS,
            *RECORD_ITEMS,
            ForgetButton,
            SinceButton,
            NextTableButton,
            PlayHintButton,
            ReviewButton,
        )
        try:  # one read: the global commands' ids make them clickable in messages
            self.deps.commands.learn_all(await self.tree.fetch_commands())
        except discord.HTTPException as error:
            log.info("command ids unknown until first use (%s)", error)
        try:
            await self.deps.service.catch_up_records()
        except Exception:  # the records wait for the next start; the games must not
            log.exception("recording and rating the finished games failed")
        if self.dispatcher is not None:
            self.dispatcher.start()
        if self.digests is not None:
            self.digests.start()
        if self.ai is not None:
            resumed = await self.ai.resume(self.serves)
            log.info("looked at %d running game(s) with AI seats", resumed)

    def serves(self, guild_id: int | None) -> bool:
        """Whether this process answers the server's interactions (one process: all)."""
        return True

    async def sync_commands(self, guild_id: int | None = None) -> list[app_commands.AppCommand]:
        """Register the commands (globally, or in one guild where updates are instant)."""
        guild = None if guild_id is None else discord.Object(guild_id)
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        commands = await self.tree.sync(guild=guild)
        self.deps.commands.learn_all(commands, guild_id)
        return commands

    async def on_ready(self) -> None:
        log.info("connected as %s to %d server(s)", self.user, len(self.guilds))
        sd_notify.notify(f"READY=1\nSTATUS=connected to {len(self.guilds)} server(s)")

    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        """A deleted thread (also each known thread of a deleted channel) ends its game."""
        await threads.channel_gone(self.deps, payload.thread_id)

    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await threads.channel_gone(self.deps, channel.id)

    async def close(self) -> None:
        """Stop taking interactions, let those in flight finish (see `inflight`), then
        stop the AI (a search in flight is dropped, a move being saved finishes) and the
        reminders, and disconnect; the caller closes the store after this."""
        sd_notify.notify("STOPPING=1")
        await self.deps.inflight.drain()
        if self.ai is not None:
            await self.ai.stop()
        if self.status_lines is not None:
            await self.status_lines.stop()
        if self.dispatcher is not None:
            await self.dispatcher.stop()
        if self.digests is not None:
            await self.digests.stop()
        await super().close()


class ShardedCaravanBot(CaravanBot, discord.AutoShardedClient):
    """The same bot over some of the shards (`shard_ids` of `shard_count`): one of several
    processes sharing one PostgreSQL database (`python -m bot --shards N --shard-ids ...`)."""

    def serves(self, guild_id: int | None) -> bool:
        """Whether the server is on one of this process's shards (Discord's rule:
        `(guild_id >> 22) % shard_count`; direct messages go to shard 0)."""
        if self.shard_count is None or self.shard_ids is None:
            return True
        shard = 0 if guild_id is None else (guild_id >> 22) % self.shard_count
        return shard in self.shard_ids

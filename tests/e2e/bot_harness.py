"""Running the real bot (`bot.discord.app.build_bot`) against the fake Discord."""

from __future__ import annotations

import asyncio
import contextlib
import io
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from bot.discord.app import build_bot
from bot.discord.client import CaravanBot
from bot.store import Store, open_store
from tests.e2e.fake_discord import FakeDiscord, FakeMessage, FakeUser, InteractionRecord
from tests.e2e.fake_discord.harness import FAKE_TOKEN


class Clock:
    """Time that only moves when a test says so."""

    def __init__(self) -> None:
        self.now = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += timedelta(**delta)

    def set(self, moment: datetime) -> None:
        self.now = moment


def tiny_png(game: str, view: Any, locale: str) -> list[bytes]:
    """A valid one-pixel PNG whose colour follows the view: fast, yet a real image."""
    shade = zlib.crc32(view.model_dump_json().encode()) & 0xFFFFFF
    raw = b"\x00" + shade.to_bytes(3, "big")

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return len(data).to_bytes(4, "big") + body + zlib.crc32(body).to_bytes(4, "big")

    header = (1).to_bytes(4, "big") * 2 + bytes([8, 2, 0, 0, 0])
    out = io.BytesIO()
    out.write(b"\x89PNG\r\n\x1a\n")
    out.write(chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))
    return [out.getvalue()]


@dataclass
class BotRunner:
    """Starts and stops bots on one database and one fake; a restart keeps both."""

    fake: FakeDiscord
    db_path: Path
    clock: Clock = field(default_factory=Clock)
    seeds: list[int] = field(default_factory=list)
    bot: CaravanBot | None = None
    store: Store | None = None
    _task: asyncio.Task[None] | None = None

    def next_seed(self) -> int | None:
        return self.seeds.pop(0) if self.seeds else None

    async def start(self, *, sync: bool = True, **options: Any) -> CaravanBot:
        self.store = await open_store(self.db_path, self.clock)
        settings: dict[str, Any] = {
            "clock": self.clock,
            "renderer": tiny_png,
            "seed_source": self.next_seed,
            "poll_seconds": 30.0,
            "guild_ready_timeout": 0.01,
        }
        settings.update(options)
        self.bot = build_bot(self.store, **settings)
        identified = self.fake.identify_count
        self._task = asyncio.create_task(self.bot.start(FAKE_TOKEN))
        await self.fake.wait_for(
            lambda: self.fake.identify_count > identified or self._task.done(), 30
        )  # type: ignore[union-attr]
        if self._task.done():
            self._task.result()
        await asyncio.wait_for(self.bot.wait_until_ready(), 30)
        if sync:
            await self.bot.sync_commands(self.fake.guild.id)
        return self.bot

    async def stop(self) -> None:
        if self.bot is not None:
            await self.bot.close()
        if self._task is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await asyncio.wait_for(self._task, 30)
        if self.store is not None:
            await self.store.close()
        self.bot = self.store = self._task = None

    async def restart(self) -> CaravanBot:
        await self.stop()
        return await self.start(sync=False)


async def slash_reply(
    fake: FakeDiscord, user: FakeUser, path: str, **options: Any
) -> tuple[InteractionRecord, FakeMessage]:
    record = await fake.slash(user, path, **options)
    return record, await fake.reply(record)


@contextlib.contextmanager
def no_new_messages(fake: FakeDiscord, channel_id: int) -> Iterator[None]:
    before = {m.id for m in fake.channel_messages(channel_id) if not m.ephemeral}
    yield
    after = {m.id for m in fake.channel_messages(channel_id) if not m.ephemeral}
    assert after == before, "a public message was posted"

"""Resident memory of the bot process holding 500 active games.

The parent fills a SQLite file with 500 active 3-player Caravan games (a few moves
each), serves the fake Discord, and starts the real bot in a child process pointed at
it. It then asks every game for its status and the mover's autocomplete (so each game
is loaded and cached) and reads the child's VmRSS/VmHWM from /proc.
Target: <= 300 MiB.
Run: .venv/bin/python bench/bot_memory.py [--games N]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.service import GameService, Place, Player
from bot.store import open_store
from engine import Rng
from tests.e2e.bot_harness import tiny_png
from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.fake_discord.harness import assert_clean

MOVES_PER_GAME = 12


async def populate(db: Path, fake: FakeDiscord, games: int) -> list[tuple[int, list[Player]]]:
    """Store `games` started games, one per fake channel; returns (channel, players)."""
    store = await open_store(db)
    service = GameService(store, tiny_png)
    tables = []
    try:
        for index in range(games):
            channel = fake.add_channel(f"table-{index}")
            users = [fake.add_user(f"p{index}-{seat}") for seat in range(3)]
            players = [Player(u.id, u.name) for u in users]
            place = Place(fake.guild.id, channel.id)
            await service.create(place, players[0], "caravan", {"short_game": True}, seed=index)
            for player in players[1:]:
                await service.join(place, player)
            reply = await service.start(place, players[0])
            chooser = Rng.from_seed(index, "bench")
            for _ in range(MOVES_PER_GAME):
                mover = next(p for p in players if p.user_id == reply.mentions[0])
                legal = await service.legal_moves(place, mover, limit=None)
                notation = legal[chooser.below(len(legal))][0]
                reply = await service.move(place, mover, notation)
            tables.append((channel.id, players))
    finally:
        await store.close()
    return tables


CHILD = """
import asyncio, sys, discord.http, discord.gateway, yarl
from bot.discord.app import build_bot
from bot.store import open_store

async def main(api, gateway, db, guild):
    discord.http.Route.BASE = api
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway)
    store = await open_store(db)
    bot = build_bot(store, guild_ready_timeout=0.01)
    async with bot:
        await bot.login("bench-token")
        await bot.sync_commands(int(guild))
        await bot.connect()

asyncio.run(main(*sys.argv[1:]))
"""


def memory(pid: int) -> dict[str, int]:
    values = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, rest = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            values[key] = int(rest.split()[0]) // 1024
    return values


async def measure(games: int) -> dict[str, int]:
    fake = FakeDiscord()
    await fake.start()
    child: subprocess.Popen[bytes] | None = None
    try:
        with tempfile.TemporaryDirectory() as folder:
            db = Path(folder) / "memory.sqlite3"
            tables = await populate(db, fake, games)
            root = Path(__file__).resolve().parents[1]
            env = {**os.environ, "PYTHONPATH": str(root)}
            child = subprocess.Popen(
                [
                    sys.executable,
                    "-c",
                    CHILD,
                    fake.api_base,
                    fake.gateway_url,
                    str(db),
                    str(fake.guild.id),
                ],
                env=env,
                stderr=subprocess.DEVNULL,
            )
            await fake.wait_ready(60)
            await fake.wait_for(lambda: fake.guild_commands.get(fake.guild.id), 60)
            by_id = {u.id: u for u in fake.users.values()}
            for channel_id, players in tables:
                channel = next(c for c in fake.guild.channels if c.id == channel_id)
                user = by_id[players[0].user_id]
                await fake.reply(await fake.slash(user, "game status", channel=channel), timeout=30)
                for player in players:
                    record = await fake.autocomplete(
                        by_id[player.user_id], "move", "notation", "", channel=channel
                    )
                    await fake.wait_choices(record, timeout=30)
            await fake.settle()
            assert_clean(fake)
            return memory(child.pid)
    finally:
        if child is not None:
            child.terminate()
            child.wait(30)
        await fake.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=500)
    args = parser.parse_args()
    result = asyncio.run(measure(args.games))
    print(
        f"Bot process with {args.games} active Caravan games loaded (status + autocomplete each):"
    )
    print(f"  RSS {result['VmRSS']} MiB, peak {result['VmHWM']} MiB (target <= 300 MiB)")


if __name__ == "__main__":
    main()

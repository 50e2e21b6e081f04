"""The load benchmark's parts (`load_shards.py` runs them): the seeded tables, the bot
processes, and the driver that sends moves through the fake Discord at a steady rate
and checks every answer.

The scripts run as files, so this module is imported as `load_driver` (it sits next to
them, like `common`).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import engine
from bot.copy_db import verify_replays
from bot.service import GameService, Place, Player
from bot.store import Store, open_store
from engine import GameState, Rng
from tests.e2e.bot_harness import tiny_png
from tests.e2e.fake_discord import FakeChannel, FakeDiscord, FakeUser
from tests.e2e.fake_discord.harness import FAKE_TOKEN
from tests.e2e.fake_discord.records import LOADING
from tests.e2e.fake_discord.server import shard_of

ROOT = Path(__file__).resolve().parents[1]
CARAVAN = engine.get("caravan")
REMINDER_SECONDS = 4.0  # the idle tables' reminder interval (then 8 s, 16 s, ...)
AI_LEVEL = "easy"  # the AI seats' level: the cheapest search
AI_WAIT_SECONDS = 30.0  # an AI table's turn must come back to a person within this


@dataclass
class Table:
    """One seeded game as the driver follows it: its channel, players and engine state."""

    game_id: int
    channel: FakeChannel
    guild_id: int
    users: dict[int, FakeUser]  # seat -> user (the people; AI seats have none)
    state: GameState
    ai_seats: frozenset[int] = frozenset()
    busy: bool = False
    retired: bool = False  # after an answer that never came: its state here is unknown
    acknowledged: list[tuple[int, str]] = field(default_factory=list)  # (ply, notation)


@dataclass
class World:
    """The fake Discord's guilds, channels and users, and the seeded tables on them."""

    fake: FakeDiscord
    tables: list[Table]
    idle: list[Table]  # tables nobody moves in: their reminders fire again and again


async def build_world(
    fake: FakeDiscord, db: Path, games: int, idle: int, guilds: int, ai_every: int = 0
) -> World:
    """Guilds spread over the fake's shards, one channel per table, 3-player Caravan games
    opened and started through the service (a tiny renderer: nothing is posted). With
    `ai_every`, every so many active tables seat two people and an AI."""
    spread = [fake.guild] + [
        fake.add_guild(f"guild {n}", shard=n % fake.shard_count) for n in range(1, guilds)
    ]
    users = [fake.add_user(f"player{n}") for n in range(60)]
    chooser = random.Random(7)
    store = await open_store(db)
    try:
        service = GameService(store, tiny_png)
        everything = []
        for index in range(games + idle):
            guild = spread[index % len(spread)]
            channel = fake.add_channel(f"table-{index}", guild=guild)
            trio = chooser.sample(users, 3)
            players = [Player(u.id, u.name) for u in trio]
            place = Place(guild.id, channel.id)
            if index >= games:  # an idle table: remind after seconds, not hours
                await store.set_channel_settings(channel.id, reminder_hours=REMINDER_SECONDS / 3600)
            await service.create(place, players[0], "caravan", {"short_game": False}, seed=index)
            with_ai = index < games and ai_every > 0 and index % ai_every == 0
            for player in players[1:-1] if with_ai else players[1:]:
                await service.join(place, player)
            if with_ai:
                await service.add_ai(place, players[0], AI_LEVEL)
            reply = await service.start(place, players[0])
            assert reply.game_id is not None
            by_id = {u.id: u for u in trio}
            seated = await store.seats(reply.game_id)
            seats = {s.seat: by_id[s.user_id] for s in seated if not s.is_ai}
            ai_seats = frozenset(s.seat for s in seated if s.is_ai)
            record = await store.game(reply.game_id)
            assert record is not None and record.state is not None
            state = CARAVAN.from_json(record.state)
            everything.append(Table(reply.game_id, channel, guild.id, seats, state, ai_seats))
    finally:
        await store.close()
    return World(fake, everything[:games], everything[games:])


async def reset_world(world: World, db: str | Path) -> None:
    """Read every table's state back (a new run starts from the seeded database)."""
    store = await open_store(db)
    try:
        for table in world.tables + world.idle:
            record = await store.game(table.game_id)
            assert record is not None and record.state is not None
            table.state = CARAVAN.from_json(record.state)
            table.busy = table.retired = False
            table.acknowledged = []
    finally:
        await store.close()
    world.fake.messages.clear()
    world.fake.interactions.clear()
    world.fake.requests.clear()
    world.fake.violations.clear()


# -- bot processes --------------------------------------------------------------------


def worker_main(argv: list[str]) -> int:
    """In a bot process: point discord.py at the fake, then run `python -m bot` itself."""
    import discord.gateway
    import discord.http
    import yarl

    api, gateway, *bot_args = argv
    discord.http.Route.BASE = api
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway)
    from bot.__main__ import main

    return main(bot_args)


@dataclass
class BotProcess:
    name: str
    process: subprocess.Popen[bytes]
    shards: tuple[int, ...]
    log: Path

    async def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        await asyncio.to_thread(self.process.wait, 10)

    async def stop(self) -> None:
        """SIGINT, as Ctrl-C would; SIGKILL if it has not ended after 20 s. The fake runs
        on this event loop, so the waiting happens in a thread."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                await asyncio.to_thread(self.process.wait, 20)
            except subprocess.TimeoutExpired:
                await self.kill()


def start_bot(
    fake: FakeDiscord,
    database: str,
    folder: Path,
    name: str,
    shards: tuple[int, ...] | None,
    render_processes: int,
    extra: tuple[str, ...] = (),
) -> BotProcess:
    args = list(extra)
    if shards is not None:
        args += ["--shards", str(fake.shard_count), "--shard-ids", ",".join(map(str, shards))]
    env = {
        **os.environ,
        "DISCORD_TOKEN": FAKE_TOKEN,
        "CARAVANSERAI_DB": database,
        "RENDER_PROCESSES": str(render_processes),
        "REMINDER_POLL_SECONDS": "2",
        "LOG_LEVEL": "WARNING",
        "PYTHONPATH": str(ROOT),
    }
    log = folder / f"{name}.log"
    process = subprocess.Popen(
        [
            sys.executable,
            str(Path(__file__).with_name("load_shards.py")),
            "--worker",
            fake.api_base,
            fake.gateway_url,
            *args,
        ],
        env=env,
        cwd=folder,
        stdin=subprocess.DEVNULL,
        stdout=log.open("wb"),
        stderr=subprocess.STDOUT,
    )
    return BotProcess(name, process, shards or (), log)


async def wait_ready(fake: FakeDiscord, sessions: int, bot: BotProcess, timeout: float) -> None:
    """Until the fake has `sessions` gateway sessions (each shard identified)."""
    deadline = time.monotonic() + timeout
    while len(fake._sockets) < sessions:
        if bot.process.poll() is not None:
            raise RuntimeError(f"{bot.name} exited: {bot.log.read_text()[-2000:]}")
        if time.monotonic() > deadline:
            raise TimeoutError(f"{bot.name} did not connect: {bot.log.read_text()[-2000:]}")
        await asyncio.sleep(0.2)
    await asyncio.sleep(2.5)  # discord.py's guild_ready_timeout before handlers run


@contextlib.asynccontextmanager
async def stopping(*bots: BotProcess) -> AsyncIterator[None]:
    try:
        yield
    finally:
        for bot in bots:
            await bot.stop()


# -- the driver -----------------------------------------------------------------------


@dataclass
class Outcome:
    latencies: list[float] = field(default_factory=list)  # seconds, per acknowledged move
    acked_at: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    unanswered: int = 0  # never acknowledged (the fault run: in flight to the killed process)
    interrupted: int = 0  # acknowledged by the process that was then killed, no board came
    sent: int = 0
    ai_moves: int = 0  # the AI seats' moves the driver waited for
    live: set[int] | None = None  # the shards whose process runs (None: all)

    def serves(self, table: Table, shard_count: int) -> bool:
        return self.live is None or shard_of(table.guild_id, shard_count) in self.live


async def one_move(
    fake: FakeDiscord, table: Table, rng: Rng, outcome: Outcome, reader: Store | None = None
) -> None:
    """One person's `/move` at the table, checked; at an AI table the table then stays
    busy until the AI has answered (read back through `reader`, the bot's database)."""
    if reader is not None and set(CARAVAN.to_act(table.state)) & table.ai_seats:
        await wait_for_ai(reader, table, outcome)  # the AI's turn at the start of the game
    state = table.state
    if table.retired or not CARAVAN.to_act(state):  # no answer from the AI; the game ended
        table.retired = True
        table.busy = False
        return
    seat = CARAVAN.to_act(state)[0]
    move = CARAVAN.playout_move(state, seat, CARAVAN.legal_moves(state, seat), rng)
    notation = CARAVAN.format_move(move)
    outcome.sent += 1
    try:
        record = await fake.slash(
            table.users[seat], "move", channel=table.channel, notation=notation
        )
        try:
            await asyncio.wait_for(record.answered.wait(), 15)
        except TimeoutError:
            # The move may still land later: this table's state is no longer known here,
            # so it gets no further moves (what it acknowledged so far stays checked).
            table.retired = True
            if record.ack_type is None:
                outcome.unanswered += 1
            elif not outcome.serves(table, fake.shard_count):
                outcome.interrupted += 1
            else:
                outcome.errors.append(f"game {table.game_id}: no board within 15 s")
            return
        reply = next(
            m
            for i in record.message_ids
            if not (m := fake.messages[i]).deleted
            and not int(m.payload.get("flags") or 0) & LOADING
        )
        if reply.ephemeral or not reply.images:
            table.retired = True
            outcome.errors.append(f"game {table.game_id}: {reply.content[:120]}")
            return
        done = reply.edited_at or reply.created_at
        outcome.latencies.append(done - record.injected_at)
        outcome.acked_at.append(done)
        table.acknowledged.append((state.move_count, notation))
        table.state, _ = CARAVAN.apply(state, seat, move)
        if reader is not None and set(CARAVAN.to_act(table.state)) & table.ai_seats:
            await wait_for_ai(reader, table, outcome)
    finally:
        table.busy = False


async def wait_for_ai(reader: Store, table: Table, outcome: Outcome) -> None:
    """Until the game's stored state waits for a person again (or has ended): the AI
    seats' moves, made by the bot, become the table's state here."""
    deadline = time.monotonic() + AI_WAIT_SECONDS
    seen = -1  # the stored version last parsed: an unchanged game is not parsed again
    while time.monotonic() < deadline:
        await asyncio.sleep(0.25)
        version = await reader.game_version(table.game_id)
        if version == seen:
            continue
        record = await reader.game(table.game_id)
        assert record is not None and record.state is not None
        seen = record.version
        state = CARAVAN.from_json(record.state)
        if not set(CARAVAN.to_act(state)) & table.ai_seats:
            outcome.ai_moves += state.move_count - table.state.move_count
            table.state = state
            return
    table.retired = True
    outcome.errors.append(f"game {table.game_id}: the AI did not move within {AI_WAIT_SECONDS:g} s")


async def drive(
    world: World,
    rate: float,
    seconds: float,
    live: set[int] | None = None,
    midway: Any = None,
    reader: Store | None = None,
    every_table_first: bool = False,
) -> Outcome:
    """Send `rate` moves per second for `seconds`, each to a random table that is not
    waiting for an answer (and whose shard is `live`); `midway()` runs halfway. AI
    tables get moves only with a `reader` of the bot's database (to follow the AI).
    With `every_table_first`, the first moves go to each table once, in random order,
    so that the bot has loaded every table early (the soak's warm-up)."""
    fake, outcome, rng = world.fake, Outcome(live=live), Rng.from_seed(11, "load")
    pick = random.Random(5)
    untouched = pick.sample(world.tables, len(world.tables)) if every_table_first else []
    tasks: set[asyncio.Task[None]] = set()
    start = time.monotonic()
    sent = 0
    while (now := time.monotonic()) - start < seconds:
        if midway is not None and now - start >= seconds / 2:
            outcome.live = await midway()
            midway = None
        due = int((now - start) * rate) + 1
        while sent < due:
            while untouched and (untouched[-1].busy or untouched[-1].retired):
                untouched.pop()  # an AI table already busy with its first turn
            candidates = [
                t
                for t in ([untouched.pop()] if untouched else pick.sample(world.tables, 20))
                if not t.busy
                and not t.retired
                and outcome.serves(t, fake.shard_count)
                and (reader is not None or not t.ai_seats)
            ]
            if candidates:
                candidates[0].busy = True  # before the task runs: never two moves at once
                task = asyncio.create_task(one_move(fake, candidates[0], rng, outcome, reader))
                tasks.add(task)
                task.add_done_callback(tasks.discard)
            sent += 1
        await asyncio.sleep(max(0.0, start + sent / rate - time.monotonic()))
    if tasks:
        await asyncio.wait(tasks, timeout=30)
    return outcome


def latency_windows(outcome: Outcome, seconds: float) -> list[list[float]]:
    """The latencies (ms) of the moves answered in each `seconds` of the run, counted from
    the first answer, in order (a window without answers is left out)."""
    if not outcome.acked_at:
        return []
    start = min(outcome.acked_at)
    buckets: dict[int, list[float]] = {}
    for at, latency in zip(outcome.acked_at, outcome.latencies, strict=True):
        buckets.setdefault(int((at - start) // seconds), []).append(latency * 1000)
    return [values for _, values in sorted(buckets.items())]


# -- after a run: what the database and the fake say ---------------------------------


async def check_database(world: World, database: str | Path) -> list[str]:
    """Every acknowledged move is in the live log at its ply, no ply twice, every
    state equal to the replay of its log."""
    problems: list[str] = []
    store = await open_store(database)
    try:
        for table in world.tables:
            if not table.acknowledged:
                continue
            live = {m.ply: m.notation for m in await store.moves(table.game_id)}
            if sorted(live) != list(range(len(live))):
                problems.append(f"game {table.game_id}: plies {sorted(live)} have a gap")
            for ply, notation in table.acknowledged:
                if live.get(ply) != notation:
                    problems.append(f"game {table.game_id}: acknowledged {notation} is lost")
        _, replay_problems = await verify_replays(store)
        problems += replay_problems
        levels = {t.game_id: (await store.reminder(t.game_id) or (None, 0))[1] for t in world.idle}
    finally:
        await store.close()
    for table in world.idle:
        sent = reminders_in(world.fake, table.channel.id)
        if sent > levels[table.game_id]:  # each claim raises the level once
            problems.append(
                f"game {table.game_id}: {sent} reminders for {levels[table.game_id]} claims"
            )
    return problems


def reminders_in(fake: FakeDiscord, channel_id: int) -> int:
    return sum(1 for m in fake.channel_messages(channel_id) if m.content.startswith("⏰"))


def global_rest_peak(fake: FakeDiscord) -> int:
    """The most requests in one second on routes under the global 50/s limit
    (interaction callbacks and webhooks are exempt)."""
    counted: dict[int, int] = {}
    for request in fake.requests:
        if request.path.startswith(("/interactions/", "/webhooks/")):
            continue
        second = int(request.at)
        counted[second] = counted.get(second, 0) + 1
    return max(counted.values(), default=0)


# -- where the CPU went ------------------------------------------------------------------

TICKS = os.sysconf("SC_CLK_TCK")


def _stat(pid: int) -> list[str] | None:
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return text[text.rindex(")") + 2 :].split()  # the fields after the command name


def family(root: int) -> set[int]:
    """`root` and every live process below it (a bot and its render and AI workers)."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and (fields := _stat(int(entry.name))) is not None:
            parents[int(entry.name)] = int(fields[1])
    found, grew = {root}, True
    while grew:
        below = {pid for pid, parent in parents.items() if parent in found} - found
        found |= below
        grew = bool(below)
    return found


def cpu_seconds(root: int) -> float:
    """User and system CPU of `root` and every live process below it."""
    total = 0
    for pid in family(root):
        if (fields := _stat(pid)) is not None:
            total += int(fields[11]) + int(fields[12])  # utime, stime
    return total / TICKS


def own_cpu_seconds() -> float:
    """This process (the fake Discord and the driver)."""
    times = os.times()
    return times.user + times.system


def cpu_snapshot(bots: list[BotProcess], postgres_pid: int | None) -> dict[str, float]:
    return {
        "bot processes (event loops) ": sum(
            cpu_seconds(b.process.pid) - _workers_cpu(b) for b in bots
        ),
        "drawing (render workers)": sum(_workers_cpu(b) for b in bots),
        "database server": cpu_seconds(postgres_pid) if postgres_pid else 0.0,
        "fake Discord and driver": own_cpu_seconds(),
    }


def _workers_cpu(bot: BotProcess) -> float:
    """The bot's spawned render workers (its children other than the resource tracker)."""
    total = 0.0
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or (fields := _stat(int(entry.name))) is None:
            continue
        if int(fields[1]) != bot.process.pid:
            continue
        try:
            command = Path(f"/proc/{entry.name}/cmdline").read_bytes()
        except OSError:
            continue
        if b"spawn_main" in command:
            total += (int(fields[11]) + int(fields[12])) / TICKS
    return total

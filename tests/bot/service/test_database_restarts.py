"""A real PostgreSQL server restarted, fast and immediate, while tables are being played.

The test starts its own throw-away server (as `.ci/run` does; skipped where PostgreSQL is
not installed), plays several tables at once through the service, each move carrying the
version it was chosen at (as a button does), and restarts the server while moves are in
flight. Every answer is checked against the store: a move told "made" or "already made"
is stored, a move told "failed, unchanged" is not (checked before the player tries
again), nothing is stored twice, and every game's state is the replay of its log. Now
and then a player sends a move again as if its answer had been lost: it must be answered
"already made". The figures are printed (`-s` shows them) and kept as test properties.
"""

from __future__ import annotations

import asyncio
import io
import logging
import time
from collections import Counter
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, TypeVar

import pytest
from PIL import Image as PILImage

import engine
from bot.copy_db import replay_problem
from bot.service import BoardChanged, GameService, Place, Player, ServiceError
from bot.service.errors import NotSaved, OutcomeUnknown
from bot.store import Store, open_store
from engine import IllegalMove, Rng
from tests.postgres_server import PostgresServer, find_bin_dir, running_server

pytestmark = pytest.mark.skipif(
    find_bin_dir() is None, reason="PostgreSQL is not installed (no initdb found)"
)

T = TypeVar("T")
TABLES = 5
RESTARTS = ("fast", "immediate", "fast", "immediate", "fast", "immediate")
PLAY_BEFORE_S = 1.0  # moves before the first restart, and between two restarts
LOST_ANSWER_EVERY = 6  # every sixth move of a table is sent again, as if its answer was lost
A = Player(1, "Ada", "en")
B = Player(2, "Bea", "de")
CARAVAN = engine.get("caravan")


def tiny_png(game_name: str, view: Any, locale: str) -> list[bytes]:
    buffer = io.BytesIO()
    PILImage.new("RGB", (4, 4), (90, 60, 30)).save(buffer, "PNG")
    return [buffer.getvalue()]


@pytest.fixture(scope="module")
def server() -> Iterator[PostgresServer]:
    """The test's own server. Commits wait for the WAL (an immediate restart is a crash
    of the server, and the answer "made" must survive it); fsync is off, which only an
    operating system crash could notice."""
    with running_server(settings=("fsync=off", "full_page_writes=off")) as started:
        yield started


@dataclass
class Told:
    """One attempt of a move and what the player was told."""

    table: int
    game_id: int
    version: int  # the version the move was chosen at
    seat: int
    notation: str
    told: str  # made, already, failed (unchanged), unknown, refused
    resent: bool = False  # sent again although its answer had come


@dataclass
class Run:
    told: list[Told] = field(default_factory=list)
    failed_but_stored: list[Told] = field(default_factory=list)
    successes: dict[int, list[float]] = field(default_factory=dict)
    restarts: list[tuple[str, float, float, int]] = field(default_factory=list)
    in_flight: int = 0
    games: set[int] = field(default_factory=set)
    stop: asyncio.Event = field(default_factory=asyncio.Event)

    def success(self, table: int) -> None:
        self.successes.setdefault(table, []).append(time.monotonic())


async def until_answered(work: Callable[[], Awaitable[T]]) -> T:
    """`work`'s result once the database answers again."""
    deadline = time.monotonic() + 60
    while True:
        try:
            return await work()
        except Exception:
            if time.monotonic() > deadline:
                raise
            await asyncio.sleep(0.02)


async def open_table(service: GameService, run: Run, table: int, place: Place, seed: int) -> int:
    """Open, fill and start the table's game, whatever fails on the way; its id."""
    store = service.store
    while True:
        try:
            record = await store.open_game(place.channel_id)
            if record is None:
                await service.create(place, A, "caravan", seed=seed)
            elif record.status == "lobby":
                if len(await store.seats(record.id)) < 2:
                    await service.join(place, B)
                else:
                    await service.start(place, A)
            else:
                run.games.add(record.id)
                run.success(table)
                return record.id
        except Exception:  # a refusal after a change that did land reads the table again
            await asyncio.sleep(0.02)


async def attempt(service: GameService, run: Run, place: Place, player: Player, told: Told) -> str:
    run.in_flight += 1
    try:
        reply = await service.move(place, player, told.notation, expected_version=told.version)
        return "already" if reply.already_made else "made"
    except OutcomeUnknown:
        return "unknown"
    except (BoardChanged, NotSaved):
        return "failed"  # "the board has changed" or "not saved": this move was not made
    except (ServiceError, IllegalMove):
        return "refused"
    except Exception:  # the Discord adapter says "the game is unchanged"
        return "failed"
    finally:
        run.in_flight -= 1


async def play_table(service: GameService, run: Run, table: int) -> None:
    """Play the table's games until told to stop, each move until it is told made."""
    store = service.store
    chooser = Rng.from_seed(table, "restarts")
    for generation in range(100):
        place = Place(1, 1000 * (table + 1) + generation)
        game_id = await open_table(service, run, table, place, seed=table * 100 + generation)
        seats = await until_answered(lambda: store.seats(game_id))  # noqa: B023
        players = {s.seat: (A if s.user_id == A.user_id else B) for s in seats}
        moves = 0
        while not run.stop.is_set():
            record = await until_answered(lambda: store.game(game_id))  # noqa: B023
            assert record is not None and record.state is not None
            if record.status != "active":
                break
            state = CARAVAN.from_json(record.state)
            seat = CARAVAN.to_act(state)[0]
            legal = CARAVAN.legal_moves(state, seat)
            notation = CARAVAN.format_move(CARAVAN.playout_move(state, seat, legal, chooser))
            moves += 1
            sends = 2 if moves % LOST_ANSWER_EVERY == 0 else 1
            for send in range(sends):
                while True:
                    told = Told(table, game_id, record.version, seat, notation, "", send > 0)
                    told.told = await attempt(service, run, place, players[seat], told)
                    run.told.append(told)
                    if told.told in ("made", "already"):
                        run.success(table)
                        break
                    assert told.told != "refused", told
                    # What does the store hold, before the player tries again?
                    made = await until_answered(
                        lambda: store.move_made_at(game_id, record.version + 1)  # noqa: B023
                    )
                    mine = made is not None and (made.seat, made.notation) == (seat, notation)
                    if mine and told.told == "failed" and not told.resent:
                        # (a resent move that fails changed nothing: it was made before)
                        run.failed_but_stored.append(told)
                    await asyncio.sleep(0.02)
        if run.stop.is_set():
            return


async def restart_the_server(server: PostgresServer, run: Run) -> None:
    for mode in RESTARTS:
        await asyncio.sleep(PLAY_BEFORE_S)
        began, in_flight = time.monotonic(), run.in_flight
        await asyncio.to_thread(server.restart, mode)
        run.restarts.append((mode, began, time.monotonic(), in_flight))
    await asyncio.sleep(PLAY_BEFORE_S)
    run.stop.set()


async def check_the_store(store: Store, run: Run) -> dict[str, int]:
    """Every answer against the store; the store against the replay of each log."""
    problems = Counter[str]()
    for told in run.told:
        if told.told in ("made", "already"):
            made = await store.move_made_at(told.game_id, told.version + 1)
            if made is None or (made.seat, made.notation) != (told.seat, told.notation):
                problems["told made, not stored (lost)"] += 1
    made_per_version = Counter(
        (t.game_id, t.version) for t in run.told if t.told == "made"
    )  # "made" once per version: a second would be a double
    doubled = sum(n - 1 for n in made_per_version.values() if n > 1)
    if doubled:
        problems["told made twice (doubled)"] = doubled
    for game_id in run.games:
        record = await store.game(game_id)
        assert record is not None
        moves = await store.moves(game_id, include_undone=True)
        versions = [m.version for m in moves]
        if len(set(versions)) != len(versions) or len({m.ply for m in moves}) != len(moves):
            problems["stored twice (doubled)"] += 1
        acknowledged = {v for (g, v) in made_per_version if g == game_id}
        if len(moves) != len(acknowledged):
            problems["stored, never told made"] += 1
        if replay_problem(record, await store.seats(game_id), moves):
            problems["state differs from the replay of its log"] += 1
    return dict(problems)


async def test_restarting_postgresql_while_moves_are_in_flight(
    server: PostgresServer, caplog: pytest.LogCaptureFixture, record_property: Any
) -> None:
    caplog.set_level(logging.WARNING, logger="bot.service")
    store = await open_store(server.url())
    run = Run()
    began = time.monotonic()
    try:
        service = GameService(store, tiny_png)
        players = [asyncio.create_task(play_table(service, run, t)) for t in range(TABLES)]
        await restart_the_server(server, run)
        await asyncio.wait_for(asyncio.gather(*players), timeout=60)
        problems = await until_answered(lambda: check_the_store(store, run))
    finally:
        await store.close()
    took = time.monotonic() - began

    kinds = Counter(t.told for t in run.told)
    recovery = [
        min((at for at in run.successes.get(table, []) if at > up), default=float("inf")) - up
        for _, _, up, _ in run.restarts
        for table in range(TABLES)
    ]
    read_back = [r.getMessage() for r in caplog.records if "got no answer" in r.getMessage()]
    figures = {
        "tables": TABLES,
        "restarts (fast/immediate)": "/".join(
            str(sum(m == mode for m, *_ in run.restarts)) for mode in ("fast", "immediate")
        ),
        "moves in flight as a restart began": sum(n for *_, n in run.restarts),
        "move attempts": len(run.told),
        "told made": kinds["made"],
        "told already made": kinds["already"],
        "of which sent again after their answer": sum(
            t.resent and t.told == "already" for t in run.told
        ),
        "told failed, unchanged": kinds["failed"],
        "told not known": kinds["unknown"],
        "told failed while stored": len(run.failed_but_stored),
        "answers degraded after the commit (language, board)": sum(
            "the change is saved" in r.getMessage() for r in caplog.records
        ),
        "commits without an answer, read back": len(read_back),
        "of which stored": sum("it is stored" in message for message in read_back),
        "longest time to a table's next move after a restart (s)": round(max(recovery), 2),
        "run time (s)": round(took, 1),
        **problems,
    }
    for name, value in figures.items():
        record_property(name, value)
    print("\nPostgreSQL restarts while moves are in flight:")
    for name, value in figures.items():
        print(f"  {name}: {value}")

    assert len(run.restarts) == len(RESTARTS)
    assert kinds["made"] > 10 * len(RESTARTS), "the tables were being played"
    assert not run.failed_but_stored, run.failed_but_stored
    assert kinds["unknown"] == 0  # the database answered again well within the wait
    assert not problems, problems
    assert not any(t.resent and t.told == "made" for t in run.told), "a resent move counts once"
    assert max(recovery) < 10, recovery

"""What is PostgreSQL's own: choosing it by URL, opening failures as one sentence (never
with the password), the stored format, and every hot query answered through an index."""

from __future__ import annotations

import zlib
from datetime import timedelta
from pathlib import Path

import asyncpg
import pytest

import engine
from bot.store import NewSeat, Store, StoreUnavailable, open_store
from bot.store.postgres import PostgresStore
from bot.store.sqlite import SqliteStore
from bot.store.target import describe, parse_target
from engine.playout import random_playout
from tests.bot.conftest import FakeClock
from tests.bot.store.test_query_plans import populate
from tests.postgres_server import admin_url_for, free_port


@pytest.fixture
def backend() -> str:
    return "postgresql"


def test_the_target_picks_the_backend(tmp_path: Path) -> None:
    assert parse_target("data/x.sqlite3").path == Path("data/x.sqlite3")
    assert parse_target(tmp_path / "y.sqlite3").path == tmp_path / "y.sqlite3"
    assert parse_target("sqlite:///data/x.sqlite3").path == Path("data/x.sqlite3")
    assert parse_target("sqlite:////var/lib/x.sqlite3").path == Path("/var/lib/x.sqlite3")
    url = "postgresql://bot:pw@db:5433/games"
    assert parse_target(url).postgres and parse_target(url).dsn == url
    assert parse_target("postgres://bot@db/games").postgres
    for bad in ("mysql://db/x", "sqlite://x.sqlite3"):
        with pytest.raises(ValueError):
            parse_target(bad)
    assert describe(url) == "games on db:5433 as bot"  # no password


async def test_a_url_opens_postgresql_and_a_path_sqlite(
    db_target: str, tmp_path: Path, clock: FakeClock
) -> None:
    postgres = await open_store(db_target, clock)
    sqlite = await open_store(f"sqlite:///{tmp_path}/s.sqlite3", clock)
    try:
        assert isinstance(postgres, PostgresStore) and postgres.shared
        assert isinstance(sqlite, SqliteStore) and not sqlite.shared
        assert (tmp_path / "s.sqlite3").is_file()
    finally:
        await postgres.close()
        await sqlite.close()


def assert_one_sentence(message: str) -> None:
    assert message.endswith(".") and "\n" not in message and "Traceback" not in message
    assert ". " not in message.replace("127.0.0.1", "HOST")


async def test_opening_failures_are_one_sentence_without_the_password(
    postgres_admin_url: str, db_target: str, clock: FakeClock
) -> None:
    base = postgres_admin_url.rsplit("@", 1)[1].rsplit("/", 1)[0]  # host:port
    nobody_listens = f"postgresql://bot:hunter2@127.0.0.1:{free_port()}/games"
    cases = {
        nobody_listens: "refused the connection",
        admin_url_for(postgres_admin_url, "no_such_database"): "does not exist",
        f"postgresql://no_such_role:hunter2@{base}/postgres": "refused the login",
    }
    for url, expected in cases.items():
        with pytest.raises(StoreUnavailable) as caught:
            await open_store(url, clock)
        message = str(caught.value)
        assert expected in message, message
        assert "hunter2" not in message
        assert_one_sentence(message)

    newer = await asyncpg.connect(db_target)
    try:
        await newer.execute("INSERT INTO schema_migrations VALUES (99, 'future', 'x')")
    finally:
        await newer.close()
    with pytest.raises(StoreUnavailable, match="newer version of this bot"):
        await open_store(db_target, clock)


async def test_states_are_deflated_and_moves_slim(
    store: Store, db_target: str, clock: FakeClock
) -> None:
    game = engine.get("macao")
    final, _ = random_playout(game, 4, 3)
    state = game.to_json(final)
    async with store.transaction() as tx:
        game_id = await tx.insert_game(
            guild_id=2**62,
            channel_id=2**62 + 1,  # Discord ids need 64 bits
            game="macao",
            engine_version=game.version,
            options="{}",
            seed=2**63 - 1,
            creator_id=2**62 + 2,
            now=clock(),
        )
        await tx.update_game(game_id, 0, clock(), state=state, status="active")
        await tx.append_move(game_id, 0, 0, "pass", clock())
    record = await store.game(game_id)
    assert record is not None and (record.state, record.seed) == (state, 2**63 - 1)
    db = await asyncpg.connect(db_target)
    try:
        stored = await db.fetchval("SELECT state FROM games WHERE id = $1", game_id)
        kinds = await db.fetchrow(
            "SELECT pg_typeof(created_at)::text, pg_typeof(notation)::text FROM moves"
        )
    finally:
        await db.close()
    assert zlib.decompress(stored).decode() == state
    assert tuple(kinds) == ("bigint", "text")


async def plans(store: PostgresStore, sql: str, params: tuple[object, ...]) -> str:
    """The plan with sequential scans priced out: a query that still scans has no index."""
    async with store._pool.acquire() as db:
        await db.execute("SET enable_seqscan = off")
        try:
            from bot.store.sql import numbered

            rows = await db.fetch(f"EXPLAIN {numbered(sql)}", *params)
        finally:
            await db.execute("RESET enable_seqscan")
    return "\n".join(r[0] for r in rows)


async def test_every_hot_query_has_an_index(store: PostgresStore, clock: FakeClock) -> None:
    await populate(store, clock)
    later = "2099-01-01T00:00:00.000000+00:00"
    queries = {
        "games_pkey": ("SELECT version FROM games WHERE id = ?", (3,)),
        "games_one_open_per_channel": (
            "SELECT id FROM games WHERE channel_id = ? AND status IN ('lobby', 'active')",
            (101,),
        ),
        "games_by_channel": (
            "SELECT id FROM games WHERE channel_id = ? ORDER BY id DESC LIMIT 1",
            (101,),
        ),
        "moves_live_ply": (
            "SELECT ply FROM moves WHERE game_id = ? AND undone_at IS NULL ORDER BY ply",
            (3,),
        ),
        "moves_pkey": ("SELECT seq FROM moves WHERE game_id = ? ORDER BY seq", (3,)),
        # with few rows the planner may start from games_by_status: either way by index
        "Index Scan": (
            "SELECT r.game_id FROM reminders AS r JOIN games AS g ON g.id = r.game_id"
            " WHERE r.due_at IS NOT NULL AND g.status = 'active' AND r.due_at <= ?"
            " ORDER BY r.due_at, r.game_id LIMIT ?",
            (later, 100),
        ),
        "Index Cond: (game_id =": ("SELECT seat FROM seats WHERE game_id = ? ORDER BY seat", (3,)),
    }
    for index, (sql, params) in queries.items():
        plan = await plans(store, sql, params)
        assert "Seq Scan" not in plan, plan
        assert index in plan, plan
    assert [r.game_id for r in await store.due_reminders(clock() + timedelta(hours=20))] == [
        9,
        10,
        11,
        12,
    ]


async def test_copied_ids_do_not_collide_with_new_games(store: Store, clock: FakeClock) -> None:
    """After rows were copied in with their own ids, the next new game takes a fresh one."""
    from bot.store import GameRecord

    copied = GameRecord(
        id=40, guild_id=1, channel_id=9, game="caravan", engine_version=1, status="finished",
        options="{}", seed=1, creator_id=7, state=None, version=3, created_at=clock(),
        updated_at=clock(), finished_at=clock(),
    )  # fmt: skip
    async with store.transaction() as tx:
        await tx.put_game_row(copied)
        await tx.add_seat(40, NewSeat(0, 7, "Ada", "en"))
    await store.after_copy()
    async with store.transaction() as tx:
        new_id = await tx.insert_game(
            guild_id=1, channel_id=9, game="caravan", engine_version=1, options="{}",
            seed=2, creator_id=7, now=clock(),
        )  # fmt: skip
    assert new_id == 41
    assert await store.game(40) == copied

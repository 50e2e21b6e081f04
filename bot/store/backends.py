"""Where a backend is chosen: `open_store(target)` reads what `CARAVANSERAI_DB` names
(`bot.store.target`) and opens SQLite (`bot.store.sqlite`, the embedded default) for a
file path or `sqlite:///...`, PostgreSQL (`bot.store.postgres`, for several bot
processes sharing one database) for `postgresql://...`. The backends build on
`bot.store.store.Store`, which knows neither of them."""

from __future__ import annotations

from pathlib import Path

from bot.clock import Clock, utc_now
from bot.store.postgres import PostgresStore
from bot.store.sqlite import SqliteStore
from bot.store.store import Store
from bot.store.target import parse_target


async def open_store(target: str | Path, clock: Clock = utc_now) -> Store:
    """Open the database `target` names, creating and migrating it as needed.

    Any failure closes what was opened and raises `StoreUnavailable`, whose message is
    one sentence naming the database and what is wrong with it.
    """
    parsed = parse_target(target)
    if parsed.postgres:
        return await PostgresStore.connect(parsed.dsn, clock)
    assert parsed.path is not None
    return await SqliteStore.open_file(parsed.path, clock)

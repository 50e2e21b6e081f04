"""Start-up: one plain sentence for a failure, settings that never print their values, and
no third-party SQL logging (which would print hidden game states) unless asked for."""

from __future__ import annotations

import io
import logging
from pathlib import Path

import pytest

from bot.config import Settings, SettingsError, load_settings
from bot.startup import explain, report, setup_logging
from bot.store import StoreUnavailable, open_store

TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.GaBcDe.abcdefghijklmnopqrstuvwxyz0123"


def test_a_bad_setting_is_named_with_what_it_expects_never_its_value() -> None:
    for name in ("DISCORD_GUILD_ID", "REMINDER_FIRST_HOURS", "LOG_LEVEL", "LOG_SQL"):
        with pytest.raises(SettingsError) as refused:
            load_settings({name: TOKEN}, None)
        message = str(refused.value)
        assert message.startswith(f"{name} must be ")
        assert not any(TOKEN[i : i + 6] in message for i in range(len(TOKEN) - 5)), message
    with pytest.raises(SettingsError) as both:
        load_settings({"DISCORD_GUILD_ID": "x", "LOG_SQL": "?"}, None)
    assert "DISCORD_GUILD_ID must be a server id" in str(both.value)
    assert "LOG_SQL must be true or false" in str(both.value)


async def test_sql_statements_stay_out_of_the_debug_log_unless_asked(
    restore_logging: None, tmp_path: Path
) -> None:
    setup_logging(Settings(LOG_LEVEL="DEBUG"))
    stream = io.StringIO()
    logging.getLogger().handlers[0].setStream(stream)  # type: ignore[attr-defined]
    logging.getLogger("bot.test").debug("own debug line")
    async with await open_store(tmp_path / "quiet.sqlite3") as store:
        await store.games()
    assert "own debug line" in stream.getvalue()
    assert "SELECT" not in stream.getvalue() and "aiosqlite" not in stream.getvalue()

    setup_logging(Settings(LOG_LEVEL="DEBUG", LOG_SQL=True))
    stream = io.StringIO()
    logging.getLogger().handlers[0].setStream(stream)  # type: ignore[attr-defined]
    async with await open_store(tmp_path / "loud.sqlite3") as store:
        await store.games()
    assert "SELECT" in stream.getvalue()


def test_a_failure_is_one_sentence_and_the_traceback_only_when_debugging() -> None:
    unavailable = StoreUnavailable("The database data/x.sqlite3 is not a SQLite database.")
    assert (
        explain(unavailable, "The bot") == "The database data/x.sqlite3 is not a SQLite database."
    )
    denied = PermissionError(13, "Permission denied", "boards/sandbox-1")
    assert explain(denied, "The sandbox") == (
        "The sandbox cannot go on: Permission denied: boards/sandbox-1."
    )
    odd = explain(RuntimeError("x" * 1000), "The bot")
    assert odd.startswith("The bot stopped on an unexpected error (RuntimeError: xxx")
    assert odd.endswith("LOG_LEVEL=DEBUG shows where.") and len(odd) < 400

    for debug in (False, True):
        stream = io.StringIO()
        try:
            raise unavailable
        except StoreUnavailable as error:
            assert report(error, "The bot", debug, stream) == 1
        assert ("Traceback" in stream.getvalue()) is debug
        assert stream.getvalue().endswith("The database data/x.sqlite3 is not a SQLite database.\n")

"""Logs a machine can read: `LOG_FORMAT=json` writes one JSON object per line with the
context of the request, `LOG_FILE` rotates, and the token never shows, not even in a
traceback."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from bot import startup
from bot.config import load_settings
from bot.log_context import log_context, note
from bot.startup import setup_logging

TOKEN = "MTAx.secret-token.value"


def configure(tmp_path: Path, **env: str) -> Path:
    log_file = tmp_path / "logs" / "bot.log"
    values = {"DISCORD_TOKEN": TOKEN, "LOG_FILE": str(log_file), "LOG_LEVEL": "DEBUG", **env}
    setup_logging(load_settings(values, env_file=None))
    return log_file


def lines(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_json_lines_carry_the_context_and_never_the_token(
    tmp_path: Path, restore_logging: None
) -> None:
    log_file = configure(tmp_path, LOG_FORMAT="json")
    log = logging.getLogger("bot.test")
    log.info("before")
    with log_context(server=1, channel=2, interaction=3, command="/move"):
        note(table=12)
        log.warning("the token %s must not show", TOKEN)
        try:
            raise RuntimeError(f"failed with {TOKEN}")
        except RuntimeError:
            log.exception("an error")
        log.info("done", extra={"duration": 8.5, "outcome": "ok"})
    note(table=99)  # outside a request: nothing to note
    log.info("after")
    before, warning, error, done, after = lines(log_file)
    assert set(before) == {"time", "level", "logger", "message"}
    assert before["logger"] == "bot.test" and before["level"] == "INFO"
    assert str(before["time"]).endswith("+00:00")
    assert warning["message"] == "the token [token] must not show"
    assert {k: warning[k] for k in ("server", "channel", "table", "interaction", "command")} == {
        "server": 1,
        "channel": 2,
        "table": 12,
        "interaction": 3,
        "command": "/move",
    }
    assert "RuntimeError: failed with [token]" in str(error["error"])
    assert (done["duration"], done["outcome"]) == (8.5, "ok")
    assert set(after) == {"time", "level", "logger", "message"}
    assert TOKEN not in log_file.read_text(encoding="utf-8")


def test_text_stays_the_default(tmp_path: Path, restore_logging: None) -> None:
    log_file = configure(tmp_path)
    logging.getLogger("bot.test").info("plain %d", 1)
    assert log_file.read_text(encoding="utf-8").rstrip().endswith("INFO    bot.test: plain 1")


def test_the_log_file_is_rotated(
    tmp_path: Path, restore_logging: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(startup, "LOG_FILE_BYTES", 2000)
    log_file = configure(tmp_path, LOG_FORMAT="json")
    for n in range(200):
        logging.getLogger("bot.test").info("line %d", n)
    rotated = sorted(p.name for p in log_file.parent.iterdir())
    assert rotated == ["bot.log", *(f"bot.log.{n}" for n in range(1, startup.LOG_FILE_BACKUPS + 1))]
    assert all(p.stat().st_size <= 2000 for p in log_file.parent.iterdir())


def test_a_bad_log_format_is_named(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="LOG_FORMAT must be text or json"):
        load_settings({"LOG_FORMAT": "xml"}, env_file=None)

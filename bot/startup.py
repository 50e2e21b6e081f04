"""What both entry points (`python -m bot`, `python -m bot.sandbox`) share: the settings,
logging, and one plain sentence instead of a traceback when they cannot go on.

A service manager or a newcomer reads that sentence: it names what is wrong (a damaged
database, a folder that cannot be written, a bad setting) and the process exits at once
with a non-zero code. The traceback is printed only at `LOG_LEVEL=DEBUG`.
"""

from __future__ import annotations

import logging
import os
import shlex
import sys
import traceback
from collections.abc import Sequence
from logging.handlers import RotatingFileHandler
from typing import TextIO

from bot.config import Settings, SettingsError, load_settings
from bot.log_context import ContextFilter
from bot.log_json import JsonFormatter
from bot.store import StoreUnavailable
from engine.i18n import clip

THIRD_PARTY_SQL = ("aiosqlite",)
"""Loggers that print every SQL statement with its parameters at DEBUG: game states with
hidden information. They stay at INFO unless `LOG_SQL=true`."""
PAYLOAD_LOGGERS = ("discord.http", "discord.gateway")
"""discord.py's loggers that print whole request bodies and gateway events at DEBUG:
private replies, and the picker's messages with a seat's secret choices. They stay at
INFO at every level (`tests/e2e/test_logs.py` plays secret choices at DEBUG)."""
SENTENCE_MAX = 300
SETTINGS_EXIT = 2  # a usage error: nothing ran
FAILURE_EXIT = 1


class RedactToken(logging.Filter):
    """Defence in depth: no log record may ever carry the token, whoever formats it
    (its message, and the traceback of an error logged with it)."""

    def __init__(self, token: str) -> None:
        super().__init__()
        self.token = token

    def filter(self, record: logging.LogRecord) -> bool:
        if not self.token:
            return True
        if self.token in record.getMessage():
            record.msg = record.getMessage().replace(self.token, "[token]")
            record.args = ()
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text and self.token in record.exc_text:
            record.exc_text = record.exc_text.replace(self.token, "[token]")
        return True


LOG_FILE_BYTES = 10 * 1024 * 1024  # a log file is rotated at this size
LOG_FILE_BACKUPS = 5  # old files kept: caravanserai.log.1 ... .5
TEXT_FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"


def log_handler(settings: Settings) -> logging.Handler:
    """Standard error, or `LOG_FILE` rotated by size; plain text or JSON lines."""
    handler: logging.Handler
    if settings.LOG_FILE is None:
        handler = logging.StreamHandler()
    else:
        settings.LOG_FILE.parent.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(
            settings.LOG_FILE,
            maxBytes=LOG_FILE_BYTES,
            backupCount=LOG_FILE_BACKUPS,
            encoding="utf-8",
        )
    if settings.LOG_FORMAT == "json":
        handler.setFormatter(JsonFormatter())
    else:
        handler.setFormatter(logging.Formatter(TEXT_FORMAT))
    token = settings.DISCORD_TOKEN.get_secret_value() if settings.DISCORD_TOKEN else ""
    handler.addFilter(RedactToken(token))
    handler.addFilter(ContextFilter())
    return handler


def setup_logging(settings: Settings) -> None:
    root = logging.getLogger()
    for old in root.handlers:
        old.close()
    root.handlers[:] = [log_handler(settings)]
    root.setLevel(settings.LOG_LEVEL)
    quiet = max(logging.INFO, root.level)
    for name in PAYLOAD_LOGGERS:
        logging.getLogger(name).setLevel(quiet)
    for name in THIRD_PARTY_SQL:
        logging.getLogger(name).setLevel(root.level if settings.LOG_SQL else quiet)


def settings_or_exit() -> Settings | int:
    """The settings, or (after printing which ones are wrong) the exit code."""
    try:
        return load_settings()
    except SettingsError as error:
        print(f"Invalid settings: {error}", file=sys.stderr)
        return SETTINGS_EXIT
    except ValueError as error:  # a malformed .env line
        print(f"Invalid settings: {clip(str(error), SENTENCE_MAX)}", file=sys.stderr)
        return SETTINGS_EXIT


def debugging(settings: Settings | None = None) -> bool:
    if settings is not None:
        return settings.LOG_LEVEL == "DEBUG"
    return os.environ.get("LOG_LEVEL", "").strip().upper() == "DEBUG"


def explain(error: BaseException, program: str) -> str:
    """One plain sentence saying why `program` stopped."""
    if isinstance(error, StoreUnavailable):
        return clip(str(error), SENTENCE_MAX)
    if isinstance(error, OSError):
        reason = error.strerror or str(error)
        where = f": {error.filename}" if error.filename else ""
        return clip(f"{program} cannot go on: {reason}{where}.", SENTENCE_MAX)
    detail = clip(f"{type(error).__name__}: {error}", SENTENCE_MAX)
    return f"{program} stopped on an unexpected error ({detail}); LOG_LEVEL=DEBUG shows where."


def report(error: BaseException, program: str, debug: bool, stream: TextIO | None = None) -> int:
    """Print why `program` stopped (the traceback first, at DEBUG); the exit code."""
    out = stream or sys.stderr
    if debug:
        traceback.print_exception(error, file=out)
    print(explain(error, program), file=out)
    return FAILURE_EXIT


def sandbox_command(args: Sequence[str]) -> str:
    """The command that starts the sandbox with this very interpreter (a bare `python`
    outside the virtual environment would not find the packages)."""
    return shlex.join([sys.executable, "-m", "bot.sandbox", *args])

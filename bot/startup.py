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
from typing import TextIO

from bot.config import Settings, SettingsError, load_settings
from bot.store import StoreUnavailable
from engine.i18n import clip

THIRD_PARTY_SQL = ("aiosqlite",)
"""Loggers that print every SQL statement with its parameters at DEBUG: game states with
hidden information. They stay at INFO unless `LOG_SQL=true`."""
SENTENCE_MAX = 300
SETTINGS_EXIT = 2  # a usage error: nothing ran
FAILURE_EXIT = 1


class RedactToken(logging.Filter):
    """Defence in depth: no log record may ever carry the token, whoever formats it."""

    def __init__(self, token: str) -> None:
        super().__init__()
        self.token = token

    def filter(self, record: logging.LogRecord) -> bool:
        if self.token and self.token in record.getMessage():
            record.msg = record.getMessage().replace(self.token, "[token]")
            record.args = ()
        return True


def setup_logging(settings: Settings) -> None:
    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)-7s %(name)s: %(message)s"))
    token = settings.DISCORD_TOKEN.get_secret_value() if settings.DISCORD_TOKEN else ""
    handler.addFilter(RedactToken(token))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(settings.LOG_LEVEL)
    quiet = max(logging.INFO, root.level)
    logging.getLogger("discord.http").setLevel(quiet)
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

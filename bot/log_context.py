"""What a log line is about (server, channel, table, interaction, command, duration,
outcome), carried by a context variable so that every line logged while an
interaction is handled says so without each call passing it on.

The Discord adapter opens the context for each interaction (`bot.discord.inflight`),
the service adds the table it loads, and `ContextFilter` copies the fields onto each
log record, where the JSON format writes them. Only ids, names of commands and
outcomes go here: never a move, a state or anything a player typed.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator
from contextvars import ContextVar

FIELDS = ("server", "channel", "table", "interaction", "command", "duration", "outcome")

_context: ContextVar[dict[str, object]] = ContextVar("log_context")


def current() -> dict[str, object]:
    return _context.get({})


@contextlib.contextmanager
def log_context(**fields: object) -> Iterator[None]:
    """The fields given (those not None) describe every line logged inside the block."""
    token = _context.set({**current(), **{k: v for k, v in fields.items() if v is not None}})
    try:
        yield
    finally:
        _context.reset(token)


def note(**fields: object) -> None:
    """Add fields to the current context, e.g. the table once it is loaded; they last
    until the enclosing `log_context` block ends. Outside any block (a long-running
    loop such as the reminders) it does nothing: a field would outlive its request."""
    opened = _context.get(None)
    if opened is not None:
        _context.set({**opened, **{k: v for k, v in fields.items() if v is not None}})


class ContextFilter(logging.Filter):
    """Copies the current context onto each record (a field given with `extra=` wins)."""

    def filter(self, record: logging.LogRecord) -> bool:
        for name, value in current().items():
            if not hasattr(record, name):
                setattr(record, name, value)
        return True

"""The few things the store's SQL needs from a database connection, for both backends.

The store's queries are written once, with `?` placeholders (`?1`, `?2` where one value
is used twice) in SQL that SQLite and PostgreSQL both accept. A backend wraps its
connection in a `Connection`: SQLite runs the text as it is, PostgreSQL numbers the
placeholders (`$1`, `$2`, ...) first.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import Any, Protocol

Row = tuple[Any, ...]
Params = Sequence[Any]


class Connection(Protocol):
    """One connection (or a pool handing out one per call) the store reads and writes by."""

    async def one(self, sql: str, params: Params = ()) -> Row | None:
        """The first row of a query, or None."""
        ...

    async def all(self, sql: str, params: Params = ()) -> list[Row]:
        """Every row of a query."""
        ...

    async def execute(self, sql: str, params: Params = ()) -> int:
        """Run a write; returns how many rows it changed."""
        ...

    def channel_busy(self, error: BaseException) -> bool:
        """Whether `error` is the one-open-game-per-channel index refusing an insert."""
        ...

    def unique_violation(self, error: BaseException) -> bool:
        """Whether `error` is a unique key refusing a row another writer just took."""
        ...


_PLACEHOLDER = re.compile(r"\?(\d*)")


@lru_cache(maxsize=256)
def numbered(sql: str) -> str:
    """`?` placeholders as PostgreSQL's `$n`: a bare `?` takes the next number, `?n`
    keeps its own. The store's SQL has no `?` inside a string literal."""
    counter = 0

    def number(match: re.Match[str]) -> str:
        nonlocal counter
        if match[1]:
            return f"${match[1]}"
        counter += 1
        return f"${counter}"

    return _PLACEHOLDER.sub(number, sql)

"""How a game's state is stored: the engine's JSON, deflated with zlib into a BLOB.

A state is 2 to 5 KB of JSON that deflates to about a third; a Macao state then fits
one page instead of spilling onto an overflow page. Rows written before compression
hold the JSON as TEXT and are read as they are (the column's type tells them apart),
so old databases need no rewrite. Deflating takes well under 0.2 ms and inflating
about 0.03 ms, less than the engine's own JSON encoding and decoding around them.
"""

from __future__ import annotations

import zlib

LEVEL = 6  # zlib's default: levels 7-9 gain under 1 % on states, level 1 loses 10 %


def pack_state(state: str) -> bytes:
    return zlib.compress(state.encode("utf-8"), LEVEL)


def unpack_state(stored: bytes | str | None) -> str | None:
    """The state's JSON from either stored form (BLOB deflated, or old TEXT)."""
    if stored is None or isinstance(stored, str):
        return stored
    return zlib.decompress(stored).decode("utf-8")

"""Values computed from parts of a state, remembered by the parts' identity.

States are never changed once made: a move copies what it changes and shares the rest
(copy-on-write). So a part keeps its value while it lives, and an AI plan that judges
thousands of positions, most of whose parts are the previous position's, can look the
value up instead of computing it again. An entry holds its parts, so while it is kept no
other object can have their ids.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Generic, TypeVar

V = TypeVar("V")


class IdentityMemo(Generic[V]):
    """At most `most` values (never None) by the identity of one or two parts they were
    computed from, and an `extra` hashable; emptied when full (a plan's positions come
    and go). Fixed arguments, not a tuple of parts: it is asked at every position."""

    __slots__ = ("_entries", "_most")

    def __init__(self, most: int = 4096) -> None:
        self._entries: dict[tuple[int, int, Hashable], tuple[object, object, V]] = {}
        self._most = most

    def get(self, part: object, other: object = None, extra: Hashable = None) -> V | None:
        entry = self._entries.get((id(part), id(other), extra))
        return None if entry is None else entry[2]

    def keep(self, value: V, part: object, other: object = None, extra: Hashable = None) -> V:
        if len(self._entries) >= self._most:
            self._entries.clear()
        self._entries[(id(part), id(other), extra)] = (part, other, value)
        return value

"""A tiny serialisable random-number generator (SplitMix64).

Python's `random.Random` state is 625 machine words and its algorithms may change
between versions; a game must replay bit for bit from its seed on any machine, so the
state is one integer that lives inside the game state.
"""

from __future__ import annotations

import hashlib
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

from pydantic import BaseModel

_MASK = (1 << 64) - 1
_T = TypeVar("_T")


def derive_seed(seed: int, stream: str) -> int:
    """A 64-bit seed for an independent stream (e.g. seat shuffling vs. the game itself)."""
    digest = hashlib.sha256(f"{seed}:{stream}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


class Rng(BaseModel):
    state: int = 0

    @classmethod
    def from_seed(cls, seed: int, stream: str = "game") -> Rng:
        return cls(state=derive_seed(seed, stream))

    def next_u64(self) -> int:
        # Written straight into the instance dict: pydantic's __setattr__ costs more
        # than the generator itself, and this is the hottest line of every playout.
        z = self.__dict__["state"] = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = ((1 << 64) // n) * n
        while True:
            value = self.next_u64()
            if value < limit:
                return value % n

    def roll(self, sides: int = 6) -> int:
        return self.below(sides) + 1

    def choice(self, items: Sequence[_T]) -> _T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[_T]) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def shuffled(self, items: Sequence[_T]) -> list[_T]:
        result = list(items)
        self.shuffle(result)
        return result

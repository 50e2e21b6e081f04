"""AI players for the end-to-end tests: the tiny test level in a thread (fast), and a
gate that holds a search until the test opens it (an AI that thinks for a long time)."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager

from bot.ai import AiPool, decide
from engine.ai import Level
from tests.bot.service.conftest import TINY_LEVELS
from tests.e2e.fake_discord import FakeMessage


class Gate:
    """A `decide` that holds every search until `opened` is set."""

    def __init__(self) -> None:
        self.opened = threading.Event()
        self.started = threading.Event()
        self.calls = 0

    def __call__(self, game: str, state: str, seat: int, level: Level, seed: int) -> str:
        self.calls += 1
        self.started.set()
        self.opened.wait(20)
        return decide(game, state, seat, level, seed)


@contextmanager
def thread_pool(gate: Gate | None = None) -> Iterator[AiPool]:
    """An AI pool at the tiny level in two threads (a gate holds its searches)."""
    with ThreadPoolExecutor(2, thread_name_prefix="test-ai") as executor:
        try:
            yield AiPool(levels=TINY_LEVELS, executor=executor, decide=gate or decide)
        finally:
            if gate is not None:
                gate.opened.set()


def board_version(message: FakeMessage) -> int | None:
    """The game version a board message shows (its image is `<game>-<id>-v<version>.png`)."""
    for name, _ in message.images:
        stem = name.rsplit(".", 1)[0]
        for part in stem.split("-"):
            if part.startswith("v") and part[1:].isdigit():
                return int(part[1:])
    return None

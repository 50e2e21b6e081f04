"""A GameService on a real SQLite file, with the toy game and a small real PNG renderer."""

from __future__ import annotations

import io
import threading
from collections.abc import AsyncIterator
from typing import Any

import pytest
from PIL import Image as PILImage

import engine
from bot.service import GameService, Place, Player
from bot.store import Store
from tests.bot.conftest import FakeClock
from tests.bot.toy_game import GAME as TOY

PLACE = Place(1, 100)
ADA = Player(1, "Ada", "en")
BEA = Player(2, "Bea", "de")
CEM = Player(3, "Cem", "en")
DAN = Player(4, "Dan", "en")


class RecordingRenderer:
    """Draws a tiny PNG whose pixels depend on the view, and records each call."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, Any, str, str]] = []

    def __call__(self, game_name: str, view: Any, locale: str) -> bytes:
        self.calls.append((game_name, view, locale, threading.current_thread().name))
        shade = hash(view.model_dump_json()) % 256
        image = PILImage.new("RGB", (8, 8), (shade, 0, 0))
        buffer = io.BytesIO()
        image.save(buffer, "PNG")
        return buffer.getvalue()


def lookup(name: str) -> engine.Game:  # type: ignore[type-arg]
    return TOY if name == "toy" else engine.get(name)


@pytest.fixture
def renderer() -> RecordingRenderer:
    return RecordingRenderer()


@pytest.fixture
async def service(
    store: Store, renderer: RecordingRenderer, clock: FakeClock
) -> AsyncIterator[GameService]:
    yield GameService(store, renderer, clock, reminder_hours=12, game_lookup=lookup)


async def started(
    service: GameService, *players: Player, seed: int = 7, target: int = 12, max_add: int = 3
) -> list[Player]:
    """Open a toy table with `players` (first is the creator), start it; return seat order."""
    options = {"target": target, "max_add": max_add}
    await service.create(PLACE, players[0], "toy", options, seed=seed)
    for player in players[1:]:
        await service.join(PLACE, player)
    reply = await service.start(PLACE, players[0])
    seats = await service.store.seats(reply.game_id)  # type: ignore[arg-type]
    by_id = {p.user_id: p for p in players}
    return [by_id[s.user_id] for s in seats]

"""A GameService on a real SQLite file with the real games and a small real PNG renderer.

The helpers reach positions by real moves from fixed seeds: the engine plays a seeded
game on its own to find a position, and the test then sends the same moves through the
service, whose seat numbers match the engine's because both set up from the same seed.
"""

from __future__ import annotations

import io
import threading
from collections.abc import AsyncIterator, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from PIL import Image as PILImage

import engine
from bot.ai import AiDriver, AiPool
from bot.service import GameService, Place, Player, Reply
from bot.store import Store
from engine import GameState, Rng
from engine.ai import LEVELS, Level
from engine.caravan.moves import MoveCamel
from engine.caravan.moves import Place as PlaceCamel
from engine.caravan.state import CaravanState
from tests.bot.conftest import FakeClock

PLACE = Place(1, 100)
ADA = Player(1, "Ada", "en")
BEA = Player(2, "Bea", "de")
CEM = Player(3, "Cem", "en")
DAN = Player(4, "Dan", "en")
EVE = Player(5, "Eve", "en")

TINY = Level("tiny", iterations=3, rollout=2, exploration=0.7, seconds=5.0)
"""A test level: a real search, small enough for whole games in the suite."""
TINY_LEVELS = dict.fromkeys(LEVELS, TINY)

Script = list[tuple[int, str]]
"""A move log as `(engine seat, notation)`."""


class RecordingRenderer:
    """Draws a tiny PNG whose pixels depend on the view, and records each call."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, Any, str, str]] = []

    def __call__(self, game_name: str, view: Any, locale: str) -> list[bytes]:
        self.calls.append((game_name, view, locale, threading.current_thread().name))
        shade = hash(view.model_dump_json()) % 256
        image = PILImage.new("RGB", (8, 8), (shade, 0, 0))
        buffer = io.BytesIO()
        image.save(buffer, "PNG")
        return [buffer.getvalue()]


@pytest.fixture
def renderer() -> RecordingRenderer:
    return RecordingRenderer()


@pytest.fixture
async def service(
    store: Store, renderer: RecordingRenderer, clock: FakeClock
) -> AsyncIterator[GameService]:
    yield GameService(store, renderer, clock, reminder_hours=12)


@pytest.fixture
async def driver(service: GameService) -> AsyncIterator[AiDriver]:
    """AI turns through `service`, thinking at the tiny level in a thread."""
    with ThreadPoolExecutor(1) as executor:
        ai = AiDriver(service, AiPool(levels=TINY_LEVELS, executor=executor))
        yield ai
        await ai.stop()


async def started(
    service: GameService,
    *players: Player,
    game: str = "caravan",
    seed: int = 7,
    options: dict[str, Any] | None = None,
) -> list[Player]:
    """Open a table with `players` (first is the creator), start it; return seat order."""
    await service.create(PLACE, players[0], game, options, seed=seed)
    for player in players[1:]:
        await service.join(PLACE, player)
    reply = await service.start(PLACE, players[0])
    seats = await service.store.seats(reply.game_id)  # type: ignore[arg-type]
    by_id = {p.user_id: p for p in players}
    return [by_id[s.user_id] for s in seats]


async def waiting(service: GameService, order: list[Player]) -> list[Player]:
    """The players the channel's game waits for, in seat order."""
    ids = await service.waiting_for(PLACE)
    return [next(p for p in order if p.user_id == user_id) for user_id in ids]


async def mover(service: GameService, order: list[Player]) -> Player:
    """The one player to act in a turn-based step."""
    acting = await waiting(service, order)
    assert len(acting) == 1, acting
    return acting[0]


def opponent(order: list[Player], player: Player) -> Player:
    """The other player at a two-player table."""
    (other,) = (p for p in order if p is not player)
    return other


async def stored_state(service: GameService) -> Any:
    """The engine state of the channel's open game, as stored."""
    record = await service.store.open_game(PLACE.channel_id)
    assert record is not None and record.state is not None
    return engine.get(record.game).from_json(record.state)


async def second_turn(service: GameService, order: list[Player]) -> Player:
    """In Caravan the first turn has one action: pass it and return the player whose
    turn has two, so one cheap move leaves the turn running (and undoable)."""
    await service.move(PLACE, await mover(service, order), "pass")
    return await mover(service, order)


async def play(service: GameService, order: list[Player], script: Script) -> Reply | None:
    """Send an engine move log through the service; return the last reply."""
    reply = None
    for seat, notation in script:
        reply = await service.move(PLACE, order[seat], notation)
    return reply


async def play_to_end(service: GameService, order: list[Player], chooser_seed: int) -> Reply:
    """Play the channel's game to its end as the engine's random playouts would."""
    chooser = Rng.from_seed(chooser_seed, "test")
    by_id = {p.user_id: p for p in order}
    waiting_ids = await service.waiting_for(PLACE)
    while True:
        player = by_id[waiting_ids[0]]
        notation = await service.playout_move(PLACE, player, chooser)
        assert notation is not None
        reply = await service.move(PLACE, player, notation)
        if reply.status != "active":
            return reply
        waiting_ids = reply.mentions


def seeded_script(
    game_name: str,
    num_seats: int,
    seed: int,
    stop: Callable[[Any], bool],
    options: dict[str, Any] | None = None,
) -> tuple[Script, Any]:
    """Random playout moves from `seed` until `stop(state)`; the moves and that state."""
    game = engine.get(game_name)
    state: GameState = game.setup(num_seats, options, seed)
    chooser = Rng.from_seed(seed, "playout")
    script: Script = []
    while not stop(state):
        assert not game.is_over(state), f"{game_name} seed {seed}: the position never came"
        seat = game.to_act(state)[0]
        move = game.playout_move(state, seat, game.legal_moves(state, seat), chooser)
        state, _ = game.apply(state, seat, move)
        script.append((seat, game.format_move(move)))
    return script, state


def cheap_step(state: CaravanState, seat: int) -> str:
    """A Caravan camel step onto an empty space (one action: it never ends a 2+ turn)."""
    occupied = {c.cell for p in state.players for c in p.camels}
    game = engine.get("caravan")
    for move in game.legal_moves(state, seat):
        if isinstance(move, (PlaceCamel, MoveCamel)) and move.cell not in occupied:
            return game.format_move(move)
    raise AssertionError("no one-action camel step")

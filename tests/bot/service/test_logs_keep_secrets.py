"""Whole games of the two titles with hidden choices (Macao's dice, Marco Polo's kept
goal cards), played through the service at `LOG_LEVEL=DEBUG` with JSON logs, as each
request would be under the bot: the log holds neither the token nor any secret move,
by notation or by label. (`LOG_SQL=true` would log the states, hidden parts included:
the README says so, and it stays off here as by default.)"""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

import engine
from bot.config import load_settings
from bot.log_context import log_context
from bot.service import GameService, Player
from bot.startup import setup_logging
from engine import Rng
from tests.bot.service.conftest import PLACE, started
from tests.bot.test_logs import TOKEN, lines


@pytest.fixture
def backend() -> str:
    return "sqlite"


@pytest.mark.parametrize(("game_name", "seats"), [("macao", 3), ("marco_polo", 2)])
async def test_a_whole_game_at_debug_logs_no_secret(
    service: GameService, tmp_path: Path, restore_logging: None, game_name: str, seats: int
) -> None:
    log_file = tmp_path / "bot.log"
    values = {
        "DISCORD_TOKEN": TOKEN,
        "LOG_LEVEL": "DEBUG",
        "LOG_FORMAT": "json",
        "LOG_FILE": str(log_file),
    }
    setup_logging(load_settings(values, env_file=None))
    logging.getLogger("bot").debug("the game begins")
    players = [Player(20 + n, f"P{n}") for n in range(seats)]
    order = await started(service, *players, game=game_name, seed=5)
    game = engine.get(game_name)
    chooser = Rng.from_seed(5, "logs")
    secrets: set[str] = set()
    status = "active"
    for request in range(10_000):
        record = await service.store.open_game(PLACE.channel_id)
        if status != "active" or record is None:
            break
        assert record.state is not None
        state = game.from_json(record.state)
        waiting = await service.waiting_for(PLACE)
        player = next(p for p in order if p.user_id == waiting[0])
        seat = order.index(player)
        with log_context(server=PLACE[0], channel=PLACE[1], interaction=request, command="/move"):
            notation = await service.playout_move(PLACE, player, chooser)
            assert notation is not None
            move = game.parse_move(notation)
            if game.redacted(state, seat, move) is not None:
                secrets |= {notation, game.label(move, state).render("en")}
            status = (await service.move(PLACE, player, notation)).status
    assert status == "finished"
    assert len(secrets) >= 4
    text = log_file.read_text(encoding="utf-8")
    assert lines(log_file)[0]["message"] == "the game begins"  # the log was written
    assert TOKEN not in text
    assert [s for s in secrets if s in text] == []

"""The real client at `LOG_LEVEL=DEBUG` with JSON logs, Macao's secret dice chosen in
the picker: one line per interaction with its context, and neither the token nor a
secret choice anywhere in the log (discord.py's own debug lines included)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

import engine
from bot.config import load_settings
from bot.startup import setup_logging
from engine import Rng
from tests.bot.test_logs import lines
from tests.e2e.bot_harness import BotRunner
from tests.e2e.fake_discord.harness import FAKE_TOKEN
from tests.e2e.picker import pick

pytestmark = pytest.mark.e2e


@pytest.fixture
def json_log(tmp_path: Path, restore_logging: None) -> Iterator[Path]:
    """Set up before the bot starts (ask for it before `runner`)."""
    path = tmp_path / "bot.log"
    values = {
        "DISCORD_TOKEN": FAKE_TOKEN,
        "LOG_LEVEL": "DEBUG",
        "LOG_FORMAT": "json",
        "LOG_FILE": str(path),
    }
    setup_logging(load_settings(values, env_file=None))
    yield path


async def test_interactions_are_logged_with_context_and_no_secret(
    json_log: Path, runner: BotRunner
) -> None:
    fake, game = runner.fake, engine.get("macao")
    players = [fake.add_user(f"p{i}") for i in range(3)]
    runner.seeds.append(3)
    lobby = await fake.reply(await fake.slash(players[0], "game new", game="macao", thread=False))
    for player in players[1:]:
        edits = fake.messages[lobby.id].edits
        await fake.click(player, lobby, label="Join")
        await fake.wait_for(lambda e=edits: fake.messages[lobby.id].edits > e)
    board = await fake.reply(await fake.click(players[0], lobby, label="Start"))
    assert runner.store is not None
    record = await runner.store.open_game(fake.channel.id)
    assert record is not None
    chooser, by_id, secrets = Rng.from_seed(3, "e2e"), {p.id: p for p in players}, set()
    for _ in range(30):  # to the first round's secret dice choices (two of them)
        if len(secrets) >= 4:
            break
        record = await runner.store.game(record.id)
        assert record is not None and record.state is not None
        state = game.from_json(record.state)
        seats = {s.seat: s.user_id for s in await runner.store.seats(record.id)}
        seat = game.to_act(state)[0]
        move = game.playout_move(state, seat, game.legal_moves(state, seat), chooser)
        if game.redacted(state, seat, move) is not None:
            secrets |= {game.format_move(move), game.label(move, state).render("en")}
        picked = await pick(fake, by_id[seats[seat]], board, game, state, seat, move)
        board = picked.reply or board
    await fake.settle()
    assert len(secrets) >= 4
    text = json_log.read_text(encoding="utf-8")
    assert FAKE_TOKEN not in text
    assert [s for s in secrets if s in text] == []
    handled = [e for e in lines(json_log) if "outcome" in e and "duration" in e]
    print(sorted({str(e["command"]) for e in handled}))
    for entry in handled:
        assert entry["server"] == fake.guild.id and entry["channel"] == fake.channel.id
        assert isinstance(entry["interaction"], int) and entry["outcome"] in {"ok", "refused"}
    assert any(e.get("table") == record.id for e in handled)

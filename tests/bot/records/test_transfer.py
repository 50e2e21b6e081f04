"""Game records out and in: real finished games of every game round-trip through
`--export` and `--import` into a new database, and bad records are refused whole."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.records.transfer import TransferError, export_game, import_game, parse_export
from bot.service import GameService
from bot.store import Store, open_store
from tests.bot.conftest import FakeClock
from tests.bot.service.conftest import ADA, BEA, RecordingRenderer, play_to_end, started

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
async def service(store: Store, clock: FakeClock) -> GameService:
    return GameService(store, RecordingRenderer(), clock)


GAMES = [("caravan", {"short_game": True}, 3), ("marco_polo", {}, 5), ("macao", {}, 2)]


async def finished(service: GameService, name: str, options: dict, seed: int) -> int:
    order = await started(service, ADA, BEA, game=name, seed=seed, options=options)
    reply = await play_to_end(service, order, seed)
    assert reply.status == "finished" and reply.game_id is not None
    return reply.game_id


@pytest.mark.parametrize(("name", "options", "seed"), GAMES)
async def test_a_finished_game_round_trips_into_a_new_database(
    service: GameService, tmp_path: Path, clock: FakeClock, name: str, options: dict, seed: int
) -> None:
    game_id = await finished(service, name, options, seed)
    exported = await export_game(service.store, game_id)
    text = exported.model_dump_json(indent=2)
    data = json.loads(text)
    assert data["game"] == name and data["seed"] == seed and data["status"] == "finished"
    assert len(data["moves"]) == await service.store.count_moves(game_id)
    assert {"notation", "seat", "ply", "at"} <= set(data["moves"][0])

    async with await open_store(tmp_path / "new.sqlite3", clock) as other:
        new_id = await import_game(other, parse_export(text))
        again = await export_game(other, new_id)
        assert again == exported
        original, copy = await service.store.game(game_id), await other.game(new_id)
        assert original is not None and copy is not None
        assert json.loads(copy.state or "") == json.loads(original.state or "")
        assert (copy.status, copy.finished_at, copy.created_at) == (
            original.status,
            original.finished_at,
            original.created_at,
        )
        assert await other.results(new_id) == await service.store.results(game_id)
        assert len(await other._all("SELECT * FROM ratings")) == 4  # 2 people, 2 scopes


async def test_bad_records_are_refused_and_nothing_is_written(
    service: GameService, tmp_path: Path, clock: FakeClock
) -> None:
    game_id = await finished(service, "caravan", {"short_game": True}, 3)
    good = (await export_game(service.store, game_id)).model_dump()
    async with await open_store(tmp_path / "new.sqlite3", clock) as other:
        broken = json.loads(json.dumps(good, default=str))
        broken["moves"][3]["notation"] = "fly to the moon"
        with pytest.raises(TransferError, match="cannot replay"):
            await import_game(other, parse_export(json.dumps(broken)))
        cheated = json.loads(json.dumps(good, default=str))
        cheated["result"][0]["score"] += 10
        with pytest.raises(TransferError, match="differs from the recorded one"):
            await import_game(other, parse_export(json.dumps(cheated)))
        cut = json.loads(json.dumps(good, default=str))
        cut["moves"] = cut["moves"][:-5]
        with pytest.raises(TransferError, match="do not end the game"):
            await import_game(other, parse_export(json.dumps(cut)))
        with pytest.raises(TransferError, match="not a game record"):
            parse_export('{"game": "caravan"}')
        assert await other.games() == []
    with pytest.raises(TransferError, match="no game 999"):
        await export_game(service.store, 999)


async def test_the_command_line_exports_imports_and_rerates(
    service: GameService, tmp_path: Path, db_target: str | Path
) -> None:
    game_id = await finished(service, "caravan", {"short_game": True}, 3)
    source = db_target  # the service's own database, on either backend
    record, target = tmp_path / "game.json", tmp_path / "copy.sqlite3"

    def run(database: str | Path, *args: str) -> subprocess.CompletedProcess[str]:
        env = {**os.environ, "CARAVANSERAI_DB": str(database), "DISCORD_TOKEN": ""}
        return subprocess.run(
            [sys.executable, "-m", "bot", *args],
            cwd=tmp_path,
            env={**env, "PYTHONPATH": str(ROOT)},
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )

    done = run(source, "--export", str(game_id), "--out", str(record))
    assert done.returncode == 0, done.stderr
    assert json.loads(record.read_text())["game"] == "caravan"
    done = run(target, "--import", str(record))
    assert done.returncode == 0 and "as game 1" in done.stdout, done.stderr
    done = run(target, "--rerate")
    assert done.returncode == 0 and "Rerated 1 finished games (1 counted): 4 ratings" in done.stdout
    done = run(target, "--export", "77")
    assert done.returncode == 1 and "no game 77" in done.stderr

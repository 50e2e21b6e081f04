"""AI players in the terminal sandbox: `--ai N` seats N of the players as AIs, who take
their turns by themselves (a table of AIs only is played out by the service tests)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from bot.store import SeatRecord, open_store
from tests.bot.sandbox.test_cli import run_sandbox, stored


def seats(db: Path) -> list[SeatRecord]:
    async def read() -> list[SeatRecord]:
        async with await open_store(db) as store:
            return await store.seats((await store.games())[0].id)

    return asyncio.run(read())


def test_ai_players_take_their_turns_between_the_persons(tmp_path: Path) -> None:
    db, out = tmp_path / "sandbox.sqlite3", tmp_path / "boards"
    args = ["caravan", "--players", "2", "--ai", "1", "--ai-level", "easy", "--seed", "12"]
    done = run_sandbox([*args, "--db", str(db), "--out", str(out)], "pass\npass\nquit\n", tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    text = done.stdout
    assert "Player 1 added Caravanserai AI (easy) to the table for Caravan (2 of 4 seats taken)." in text
    assert "Caravanserai AI (easy) placed camel" in text, "the AI moved first (seed 12)"
    (colours,) = [line for line in text.splitlines() if line.startswith("Colours: ")]
    assert colours == "Colours: Player 1 yellow, Caravanserai AI (easy) orange."
    ai_seat = next(s.seat for s in seats(db) if s.ai_level == "easy")
    _, moves = stored(db)
    movers = [m.seat for m in moves]
    assert movers[0] == ai_seat and movers.count(1 - ai_seat) == 2, "two passes by the person"


def test_more_ais_than_players_is_refused(tmp_path: Path) -> None:
    done = run_sandbox(["caravan", "--players", "2", "--ai", "3"], "", tmp_path)
    assert done.returncode == 2 and "--ai must be between 0 and --players" in done.stderr

"""`python -m bot`: clear instructions without a token, the sandbox in a terminal, one
plain sentence on a start-up failure, and no token in any log line."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import pytest

from bot.__main__ import RedactToken
from tests.processes import PYTHON_ENV, run
from tests.terminal import Terminal

ROOT = Path(__file__).resolve().parents[2]
ENV = {**PYTHON_ENV, "PYTHONPATH": str(ROOT), "DISCORD_TOKEN": ""}
SANDBOX = f"{sys.executable} -m bot.sandbox caravan --players 3"


@pytest.mark.parametrize("stdin", [None, "pass\n"], ids=["dev-null", "pipe"])
def test_no_token_without_a_terminal_says_what_to_do_with_this_interpreter(
    tmp_path: Path, stdin: str | None
) -> None:
    done = run([sys.executable, "-m", "bot"], cwd=tmp_path, env=ENV, timeout=60, stdin=stdin)
    assert done.returncode == 2
    assert "No DISCORD_TOKEN is set" in done.stderr and ".env" in done.stderr
    # the full path: a bare `python` outside the virtual environment lacks the packages
    assert f"\n    {SANDBOX}\n" in done.stderr
    assert "Traceback" not in done.stderr
    assert not (tmp_path / "data").exists()  # nothing was started


def test_no_token_in_a_terminal_starts_the_caravan_sandbox(tmp_path: Path) -> None:
    """The README's run command on a fresh machine: a newcomer lands in a playable game."""
    env = {**ENV, "CARAVANSERAI_BOARD_DIR": "boards"}
    with Terminal([sys.executable, "-m", "bot"], tmp_path, env) as terminal:
        shown = terminal.wait_for("your move>", timeout=60)
        assert "No DISCORD_TOKEN is set" in shown and SANDBOX in shown
        assert "\nMoves: 1) " in shown  # the kinds of move, not 246 lines
        assert shown.count("place A ") < 3
        terminal.send("moves place A\n")
        assert "place A a1" in terminal.wait_for("`more` lists the next 9", timeout=60)
        terminal.send("more\n")
        terminal.wait_for("place A g7", timeout=60)  # a long list comes a page at a time
        terminal.send("quit\n")
        assert terminal.wait(timeout=60) == 0
        assert "--resume 1" in terminal.output
    assert [p.name for p in (tmp_path / "boards").glob("sandbox-*/*.png")] == ["latest.png"]
    assert (tmp_path / "data" / "sandbox.sqlite3").exists()


def test_an_invalid_setting_is_named_but_its_value_never_printed(tmp_path: Path) -> None:
    token = "MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.GaBcDe.abcdefghijklmnopqrstuvwxyz0123"
    env = {**ENV, "DISCORD_GUILD_ID": token}
    done = run([sys.executable, "-m", "bot"], cwd=tmp_path, env=env, timeout=60)
    assert done.returncode == 2
    assert "Invalid settings: DISCORD_GUILD_ID must be a server id" in done.stderr
    text = done.stdout + done.stderr
    assert not any(token[i : i + 6] in text for i in range(len(token) - 5))


# A stand-in for a database the store refuses: the entry points' side of a start-up failure.
BROKEN_STORE = """
import runpy, sys
import bot.store
from bot.store import StoreUnavailable

async def refuse(path, clock=None):
    raise StoreUnavailable(f"The database {path} is damaged; restore it from a backup.")

bot.store.open_store = refuse  # the entry points import it from here, after this line
module = sys.argv.pop(1)
runpy.run_module(module, run_name="__main__", alter_sys=True)
"""


@pytest.mark.parametrize(
    "args",
    [["bot"], ["bot", "--sync"], ["bot.sandbox", "caravan"], ["bot.sandbox", "--resume"]],
    ids=["bot", "sync", "sandbox", "resume"],
)
def test_a_store_that_cannot_open_stops_at_once_with_one_sentence(
    tmp_path: Path, args: list[str]
) -> None:
    env = {**ENV, "DISCORD_TOKEN": "not-a-real-token", "CARAVANSERAI_DB": "db/x.sqlite3"}
    database = "db/x.sqlite3" if args[0] == "bot" else "data/sandbox.sqlite3"
    command = [sys.executable, "-c", BROKEN_STORE, *args]
    done = run(command, cwd=tmp_path, env=env, timeout=60)
    assert done.returncode == 1
    assert done.stderr == f"The database {database} is damaged; restore it from a backup.\n"
    debug = run(command, cwd=tmp_path, env={**env, "LOG_LEVEL": "DEBUG"}, timeout=60)
    assert debug.returncode == 1
    assert "Traceback" in debug.stderr and "StoreUnavailable" in debug.stderr


def test_the_token_never_reaches_a_log_line() -> None:
    record = logging.LogRecord("x", logging.INFO, __file__, 1, "auth %s ok", ("s3cret.tok",), None)
    assert RedactToken("s3cret.tok").filter(record)
    assert record.getMessage() == "auth [token] ok"

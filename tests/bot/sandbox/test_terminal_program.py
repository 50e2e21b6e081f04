"""The sandbox speaks as a terminal program: no Discord wording or Markdown, the seats'
colours and numbers, the log's latest page, Ctrl-C, and what only the acting seat sees.

Most tests run the sandbox in this process (`run` with typed lines and a blank
renderer); Ctrl-C needs a real terminal.
"""

from __future__ import annotations

import io
import os
import signal
import sys
from pathlib import Path

import engine
from bot.config import Settings
from bot.sandbox import run
from bot.sandbox.cli import seat_numbers
from bot.sandbox.wording import plain
from engine import Rng, t
from tests.processes import PYTHON_ENV
from tests.snapshots.transcripts import GAMES, LOCALES, blank_renderer, snapshot_path
from tests.terminal import Terminal

ROOT = Path(__file__).resolve().parents[3]


async def sandbox(argv: list[str], typed: list[str], folder: Path) -> tuple[int, str]:
    lines = iter(typed)
    out = io.StringIO()
    code = await run(
        [*argv, "--db", str(folder / "s.sqlite3"), "--out", str(folder / "out")],
        renderer=blank_renderer,
        read_line=lambda: next(lines, None),
        out=out,
        settings=Settings(),
    )
    return code, out.getvalue()


def playout(game_name: str, seats: int, seed: int, moves: int) -> tuple[list[str], object]:
    """The first `moves` notations of a seeded game (the first acting seat plays)."""
    game = engine.get(game_name)
    state = game.setup(seats, {}, seed)
    chooser = Rng.from_seed(seed, "playout")
    typed = []
    for _ in range(moves):
        seat = game.to_act(state)[0]
        move = game.playout_move(state, seat, game.legal_moves(state, seat), chooser)
        typed.append(game.format_move(move))
        state, _ = game.apply(state, seat, move)
    return typed, state


def test_plain_drops_markdown_and_keeps_what_it_marks() -> None:
    assert plain("**Macao: Ships**") == "Macao: Ships"
    assert plain("an *empty* camel, the *pro* variant") == "an empty camel, the pro variant"
    assert plain("**a *b* c** __d__ ~~e~~ ||f||") == "a b c d e f"
    assert plain("2 * 3 = 6 * 1, `place A d4`, short_game") == (
        "2 * 3 = 6 * 1, `place A d4`, short_game"
    )


def test_no_line_of_a_sandbox_transcript_has_markdown_or_discord_words() -> None:
    for seeded in GAMES:
        for locale in LOCALES:
            text = snapshot_path("sandbox", seeded, locale).read_text(encoding="utf-8")
            assert "**" not in text and "__" not in text
            for discord_word in ("channel", "Kanal", "This table:", "Dieser Tisch:", "/game"):
                assert discord_word not in text, (seeded.game, locale, discord_word)


async def test_no_discord_wording_in_status_board_or_a_full_table(tmp_path: Path) -> None:
    argv = ["macao", "--players", "3", "--ai", "1", "--seed", "5"]
    code, text = await sandbox(argv, ["status", "board", "rules wall", "quit"], tmp_path)
    assert code == 0
    assert "channel" not in text and "This table:" not in text and "**" not in text
    assert "own view of Macao." in text
    assert "\nMacao: The wall and turn order\n" in text
    code, text = await sandbox(["caravan", "--players", "5"], [], tmp_path / "full")
    assert code == 2
    assert text.splitlines()[-1] == (
        "! The table is full (4 players); start the sandbox with fewer `--players`."
    )


async def test_seat_numbers_names_and_colours_agree(tmp_path: Path) -> None:
    for seed in range(6):  # every seed seats "Player N" at seat N
        assert sorted(seat_numbers(4, 4, seed)) == [1, 2, 3, 4]
    code, text = await sandbox(["caravan", "--players", "3", "--seed", "4"], ["quit"], tmp_path)
    assert code == 0
    assert "Seat order: 1. Player 1, 2. Player 2, 3. Player 3." in text
    assert "Colours: Player 1 yellow, Player 2 orange, Player 3 black." in text
    assert "\nSeat 1: Player 1, 0 points (to act)\n" in text
    assert "Player 1 (yellow), your move> " in text
    code, text = await sandbox(
        ["marco_polo", "--players", "2", "--seed", "6", "--locale", "de"], ["quit"], tmp_path / "m"
    )
    assert "Sitzreihenfolge: 1. Spieler 1, 2. Spieler 2." in text
    assert "Farben: Spieler 1 blau, Spieler 2 orange." in text


async def test_the_log_opens_on_its_latest_page_and_refuses_a_word(tmp_path: Path) -> None:
    typed, _ = playout("caravan", 2, 6, 20)  # 20 moves: two pages of the log
    code, text = await sandbox(
        ["caravan", "--players", "2", "--seed", "6"],
        [*typed, "log", "log 1", "log abc", "quit"],
        tmp_path,
    )
    assert code == 0
    after = text.split("your move> log\n", 1)[1]
    assert after.startswith("Move log, page 2 of 2:\n16. ")
    assert "your move> log 1\nMove log, page 1 of 2:\n1. " in text
    assert "your move> log abc\n`abc` is no page number: `log` shows the latest page" in text


async def test_since_shows_what_happened_since_the_players_last_move(tmp_path: Path) -> None:
    typed, _ = playout("caravan", 2, 6, 6)
    code, text = await sandbox(
        ["caravan", "--players", "2", "--seed", "6"], [*typed, "since", "quit"], tmp_path
    )
    assert code == 0
    after = text.split("your move> since\n", 1)[1]
    assert after.startswith("Caravan: what happened since your last move (move ")
    assert "**" not in after and "Board image: " in after
    assert "everything that changed since then is framed" in after


async def test_the_drawn_contract_is_named_to_the_drawing_seat(tmp_path: Path) -> None:
    """Seed 22: after 17 moves a seat with a full tableau draws from the special pile;
    its own prompt names the contract (the public one does not)."""
    typed, state = playout("marco_polo", 2, 22, 17)
    (pending,) = [p for p in state.pending if p.kind == "new_contract"]  # type: ignore[attr-defined]
    game = engine.get("marco_polo")
    own = game.view(state, pending.seat).prompt  # type: ignore[attr-defined]
    assert own is not None and own.key == "marco_polo.ask.new_contract"
    code, text = await sandbox(
        ["marco_polo", "--players", "2", "--seed", "22"], [*typed, "quit"], tmp_path
    )
    assert code == 0
    header = text.rsplit("\n\n", 1)[1]  # the last turn's header
    assert own.render("en") in header
    assert t("marco_polo.ask.new_contract_hidden").render("en") not in header


def test_ctrl_c_leaves_at_once_with_the_resume_command(tmp_path: Path) -> None:
    db = tmp_path / "c.sqlite3"
    argv = [sys.executable, "-m", "bot.sandbox", "caravan", "--seed", "3", "--db", str(db)]
    env = {**PYTHON_ENV, "PYTHONPATH": str(ROOT)}
    with Terminal([*argv, "--out", str(tmp_path)], tmp_path, env) as terminal:
        terminal.wait_for("your move> ", timeout=120)
        os.killpg(terminal.process.pid, signal.SIGINT)  # what Ctrl-C at its terminal sends
        code = terminal.wait(timeout=20)
        output = terminal.output
    assert code == 130, output[-2000:]
    assert "Stopped; the game is saved in" in output
    assert f"-m bot.sandbox --resume 1 --db {db}" in output
    assert "Traceback" not in output

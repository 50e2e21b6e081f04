"""The terminal sandbox end to end: a real subprocess, a real SQLite file, real board images."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import engine
from bot.store.codec import unpack_state
from engine.playout import random_playout

ROOT = Path(__file__).resolve().parents[2]
SEED = 32  # a short random game (146 moves) keeps the test quick


def run_sandbox(args: list[str], stdin: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot.sandbox", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=cwd,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
        timeout=600,
    )


def test_a_complete_three_player_caravan_game_piped_into_the_sandbox(tmp_path: Path) -> None:
    game = engine.get("caravan")
    final, log = random_playout(game, 3, SEED)
    lines = ["help", "9999", "fly away", "status", "log"]  # none of these is a move
    lines += [game.format_move(move) for _, move in log]
    db, out = tmp_path / "sandbox.sqlite3", tmp_path / "boards"
    done = run_sandbox(
        ["caravan", "--players", "3", "--seed", str(SEED), "--db", str(db), "--out", str(out)],
        "\n".join(lines) + "\n",
        tmp_path,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    text = done.stdout
    assert "There is no move 9999; choose 1 to" in text
    assert "! I don't understand `fly away`" in text
    assert "Move log, page 1 of 1:" in text
    assert "🏁 Caravan: final scores" in text and f"Game over after {len(log)} moves." in text
    assert "Legal moves:" in text and "1) pass" in text

    images = sorted(out.glob("*.png"))
    assert len(images) == len(log) + 1  # the start, then one per move
    assert all(p.read_bytes().startswith(b"\x89PNG") for p in images)
    assert str(images[-1]) in text  # each path is printed

    with sqlite3.connect(db) as connection:
        status, state = connection.execute("SELECT status, state FROM games").fetchone()
        count = connection.execute("SELECT COUNT(*) FROM moves").fetchone()[0]
    assert status == "finished" and count == len(log)
    assert json.loads(unpack_state(state)) == json.loads(game.to_json(final))  # type: ignore[arg-type]


def test_sandbox_numbers_undo_and_end_of_input(tmp_path: Path) -> None:
    db, out = tmp_path / "s.sqlite3", tmp_path / "out"
    # seed 3: "1" (pass) ends the first seat's one-action turn; the next seat has two
    # actions, so its placement can be taken back
    done = run_sandbox(
        ["caravan", "--players", "2", "--seed", "3", "--db", str(db), "--out", str(out)],
        "1\nplace A d\nplace c1 d4\nundo\nquit\n",  # the former camel name works too
        tmp_path,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert "Player 1 opened a Caravan table" in done.stdout
    assert "took back: Place camel A on d4" in done.stdout
    assert "Legal moves matching that:\n    place A d1 " in done.stdout  # after "place A d"
    assert "Stopped; the game is saved in" in done.stdout
    with sqlite3.connect(db) as connection:
        rows = connection.execute("SELECT notation, undone_at FROM moves ORDER BY seq").fetchall()
    assert [(n, u is not None) for n, u in rows] == [("pass", False), ("place A d4", True)]

    ended = run_sandbox(
        ["caravan", "--players", "2", "--db", str(db), "--out", str(out), "--locale", "de"],
        "",
        tmp_path,
    )
    assert ended.returncode == 0, ended.stderr[-3000:]
    assert "Erlaubte Züge:" in ended.stdout and "Eingabe beendet" in ended.stdout


def test_sandbox_auto_plays_to_the_end(tmp_path: Path) -> None:
    done = run_sandbox(
        ["caravan", "--players", "2", "--seed", "15", "--auto", "--db", str(tmp_path / "a.db")],
        "",
        tmp_path,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert "🏁 Caravan: final scores" in done.stdout
    boards = list((tmp_path / "boards" / "sandbox-15").glob("*.png"))
    assert len(boards) > 10


def test_sandbox_refuses_an_unknown_game(tmp_path: Path) -> None:
    done = run_sandbox(
        ["chess", "--db", str(tmp_path / "x.db"), "--out", str(tmp_path)], "", tmp_path
    )
    assert done.returncode == 2
    assert "Unknown game `chess`" in done.stdout


def test_sandbox_rules_lists_and_shows_topics_without_moving(tmp_path: Path) -> None:
    db, out = tmp_path / "r.sqlite3", tmp_path / "out"
    done = run_sandbox(
        ["macao", "--players", "2", "--seed", "5", "--db", str(db), "--out", str(out)],
        "help\nrules\nrules ships\nregeln Mauer\nrules dragons\nquit\n",
        tmp_path,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    text = done.stdout
    assert "`rules` lists the game's rules help topics" in text
    assert "Rules help for Macao; type `rules <topic>`:" in text
    for topic in engine.get("macao").help_topics:
        assert f"\n  {topic} " in text
    assert "**Macao: Ships, ports and tribute**\nYour ship starts at Macao's anchor" in text
    assert "**Macao: The wall and turn order**" in text  # a German title works too
    assert "No help on that topic. Topics for Macao: Overview (`overview`)," in text
    with sqlite3.connect(db) as connection:
        assert connection.execute("SELECT COUNT(*) FROM moves").fetchone()[0] == 0

"""The terminal sandbox end to end: a real subprocess, a real SQLite file, real board images."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path

import engine
from bot.sandbox.picker import Picker
from bot.store import GameRecord, MoveRecord, open_store
from engine.playout import random_playout
from tests.processes import PYTHON_ENV, run

ROOT = Path(__file__).resolve().parents[3]
SEED = 32  # a short random game (146 moves) keeps the test quick
ENV = {**PYTHON_ENV, "PYTHONPATH": str(ROOT)}


def stored(db: Path) -> tuple[GameRecord, list[MoveRecord]]:
    """The first game in the database and every move it ever had (undone ones too)."""

    async def read() -> tuple[GameRecord, list[MoveRecord]]:
        async with await open_store(db) as store:
            record = (await store.games())[0]
            return record, await store.moves(record.id, include_undone=True)

    return asyncio.run(read())


def run_sandbox(args: list[str], stdin: str, cwd: Path):  # type: ignore[no-untyped-def]
    return run(
        [sys.executable, "-m", "bot.sandbox", *args], cwd=cwd, env=ENV, timeout=300, stdin=stdin
    )


def test_a_complete_three_player_caravan_game_piped_into_the_sandbox(tmp_path: Path) -> None:
    game = engine.get("caravan")
    final, log = random_playout(game, 3, SEED)
    lines = ["help", "moves", "9999", "fly away", "status", "log"]  # none of these is a move
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
    assert f"Game over after {len(log)} moves." in text
    first = game.format_move(game.legal_moves(game.setup(3, {}, SEED), log[0][0])[0])
    assert f"Legal moves:\n    1) {first} " in text
    assert text.count("Legal moves:") == 1  # listed when asked, not at every turn
    assert len(text.splitlines()) < 40 * len(log)

    # one board file, overwritten after every move, holds the final board; the final
    # message's score chart comes beside it
    assert sorted(p.name for p in out.iterdir()) == ["latest-chart.png", "latest.png"]
    assert (out / "latest.png").read_bytes().startswith(b"\x89PNG")
    assert f"Board image: {out / 'latest.png'}" in text

    record, moves = stored(db)
    assert record.status == "finished" and len(moves) == len(log)
    assert json.loads(record.state or "") == json.loads(game.to_json(final))


def after_a_pass(seed: int) -> tuple[Picker, int]:
    """What the sandbox offers the second seat of a 2-player Caravan game after the
    first seat passed, and that seat, read from the engine itself."""
    game = engine.get("caravan")
    state = game.setup(2, {}, seed)
    state, _ = game.apply(state, game.to_act(state)[0], "pass")
    seat = game.to_act(state)[0]
    tree = game.move_tree(state, seat).mapped(game.format_move)
    return Picker(tree, game.legal_notation(state, seat), "en"), seat


def test_kinds_numbers_undo_and_end_of_input(tmp_path: Path) -> None:
    db, out = tmp_path / "s.sqlite3", tmp_path / "out"
    # seed 3: the first seat has one action; the next seat has two, so its placement
    # can be taken back
    picker, _ = after_a_pass(3)
    kind = next(c for c in picker.choices() if c.notation is None)  # a kind with many moves
    number = [n for n, _ in picker.legal].index("place A d4") + 1
    done = run_sandbox(
        ["caravan", "--players", "2", "--seed", "3", "--db", str(db), "--out", str(out)],
        f"pass\nplace A d\n{kind.key}\nback\nmoves place A d\n{number}\nundo\nquit\n",
        tmp_path,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    text = done.stdout
    assert "Player 2 opened a table for Caravan" in text  # the creator sits at seat 2
    assert "Seat order: 1. Player 1, 2. Player 2." in text
    assert "Colours: Player 1 yellow, Player 2 orange." in text
    assert "Join with" not in text and "/game" not in text  # no Discord instructions
    summary = picker.summary()[0].render("en")
    assert summary.startswith("Moves: 1) ") and f"\n{summary}\n" in text
    picker.word(kind.key or "")
    assert "\n".join(str(line) for line in picker.menu()[1:3]) in text  # the kind's choices
    assert f"{kind.label.render('en')}: choose one (`back` goes up a step):\n  1) " in text
    assert "Legal moves matching that:\n    place A d1 " in text  # after "place A d"
    assert "Legal moves matching `place A d`:\n" in text
    assert f" {number}) place A d4 " in text
    assert "took back a move. Undone: " in text and "placed camel A on d4" in text
    assert "Stopped; the game is saved in" in text
    assert f"{sys.executable} -m bot.sandbox --resume 1 --db {db}" in text
    _, moves = stored(db)
    assert [(m.notation, m.undone_at is not None) for m in moves] == [
        ("pass", False),
        ("place A d4", True),
    ]

    ended = run_sandbox(
        ["caravan", "--players", "2", "--db", str(db), "--out", str(out), "--locale", "de"],
        "",
        tmp_path,
    )
    assert ended.returncode == 0, ended.stderr[-3000:]
    assert "Züge: 1) " in ended.stdout and "Eingabe beendet" in ended.stdout


def test_auto_play_keeps_every_board_only_when_asked(tmp_path: Path) -> None:
    args = ["caravan", "--players", "2", "--seed", "15", "--auto", "--db", str(tmp_path / "a.db")]
    done = run_sandbox(args, "", tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "Game over after " in done.stdout
    folder = tmp_path / "boards" / "sandbox-15"
    assert sorted(p.name for p in folder.iterdir()) == ["latest-chart.png", "latest.png"]

    kept = run_sandbox([*args, "--keep-boards", "--out", str(tmp_path / "all")], "", tmp_path)
    assert kept.returncode == 0, kept.stderr[-3000:]
    moves = int(kept.stdout.split("Game over after ")[1].split()[0])
    assert len(list((tmp_path / "all").glob("*.png"))) == moves + 2  # and the final chart


def test_a_saved_game_is_listed_and_resumed(tmp_path: Path) -> None:
    db = str(tmp_path / "r.sqlite3")
    first = run_sandbox(["macao", "--players", "3", "--seed", "5", "--db", db], "quit\n", tmp_path)
    assert first.returncode == 0, first.stderr[-3000:]
    second = run_sandbox(["caravan", "--seed", "3", "--db", db], "pass\nquit\n", tmp_path)
    assert second.returncode == 0, second.stderr[-3000:]

    listed = run_sandbox(["--resume", "--db", db], "", tmp_path)
    assert listed.returncode == 0, listed.stderr[-3000:]
    lines = listed.stdout.splitlines()
    assert lines[0] == f"Games in progress in {db}; continue one with `--resume ID`:"
    assert lines[1].startswith("  2: Caravan, 2 players, 1 move, last played 20")
    assert lines[2].startswith("  1: Macao, 3 players, 0 moves, last played 20")

    resumed = run_sandbox(["--resume", "2", "--db", db, "--locale", "de"], "log\nquit\n", tmp_path)
    assert resumed.returncode == 0, resumed.stderr[-3000:]
    assert "Weiter mit Spiel 2: Caravan, bisher 1 Zug." in resumed.stdout
    assert "Seite 1 von 1:\n1. Player " in resumed.stdout  # the stored log goes on
    assert " passte und ließ 1 Aktion verfallen. (`pass`)\n" in resumed.stdout

    unknown = run_sandbox(["--resume", "7", "--db", db], "", tmp_path)
    assert unknown.returncode == 2
    assert "There is no game 7 in progress" in unknown.stdout


def test_bad_games_and_options_are_refused_by_name(tmp_path: Path) -> None:
    db, out = str(tmp_path / "x.db"), str(tmp_path)
    chess = run_sandbox(["chess", "--db", db, "--out", out], "", tmp_path)
    assert chess.returncode == 2 and "Unknown game `chess`" in chess.stdout
    nothing = run_sandbox(["--db", db], "", tmp_path)
    assert nothing.returncode == 2 and "Name a game (caravan, marco_polo, macao)" in nothing.stdout
    for option, answer in [
        ("sixth_camel=²", "The option `sixth_camel` (Caravan) takes `true` or `false`."),
        ("short_game=" + "9" * 250, "The option `short_game` (Caravan) takes `true` or `false`."),
        ("camels=7", "Caravan has no option `camels`. Its options: `sixth_camel`"),
        ("x=" + "9" * 5000, "Game options are at most 300 characters long; these have 5002."),
    ]:
        done = run_sandbox(["caravan", "--option", option, "--db", db, "--out", out], "", tmp_path)
        assert done.returncode == 2, done.stderr[-2000:]
        assert answer in done.stdout and "Traceback" not in done.stderr
        assert len(done.stdout) < 400


def test_a_long_typed_line_is_refused_without_being_echoed_in_full(tmp_path: Path) -> None:
    db, out = str(tmp_path / "l.db"), str(tmp_path)
    long_move = "place c1 " + "d4" * 2500
    typed = [long_move, "9" * 5000, "moves " + "z" * 150, "9" * 150, "log " + "9" * 150, "quit"]
    done = run_sandbox(
        ["caravan", "--seed", "3", "--db", db, "--out", out], "\n".join(typed) + "\n", tmp_path
    )
    assert done.returncode == 0, done.stderr[-3000:]
    text = done.stdout
    assert text.count("! A move is at most 200 characters long; that one has") == 2
    assert "d4" * 150 not in text and "9" * 300 not in text
    # answers quote what was typed only briefly (the echoed input line aside)
    answers = [line for line in text.splitlines() if "your move>" not in line]
    assert "No legal move matches `" + "z" * 59 + "…`; `moves` lists them all." in answers
    assert any(line.startswith("There is no choice 1000000000; choose 1 to ") for line in answers)
    assert "! There is no page 1000000000: the log has 1 page." in answers
    assert not any("z" * 61 in line or "9" * 61 in line for line in answers)


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
    assert "\nMacao: Ships, ports and tribute\nYour ship starts at Macao's anchor" in text
    assert "\nMacao: The wall and turn order\n" in text  # a German title works too
    assert "**" not in text  # no Markdown reaches the terminal
    assert "No help on that topic. Topics for Macao: Overview (`overview`)," in text
    assert "/move" not in text  # the rules help names no Discord command
    assert stored(db)[1] == []


def test_the_score_chart_so_far(tmp_path: Path) -> None:
    db, out = tmp_path / "c.sqlite3", tmp_path / "out"
    done = run_sandbox(
        ["caravan", "--players", "2", "--seed", "3", "--db", str(db), "--out", str(out)],
        "help\npass\nchart\nquit\n",
        tmp_path,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert "`chart` draws the score chart of the game so far." in done.stdout
    assert "Scores over Caravan #1, as the board showed them." in done.stdout
    chart = out / "latest-chart.png"
    assert chart.read_bytes().startswith(b"\x89PNG") and str(chart) in done.stdout

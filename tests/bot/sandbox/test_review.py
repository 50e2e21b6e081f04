"""`review` in the terminal sandbox: once the game has ended, the AI's review in the
sandbox's words (image paths, nothing of Discord's), in both languages; refused while
the game runs."""

from __future__ import annotations

from pathlib import Path

import pytest

import engine
from engine import Rng
from engine.ai import Level
from engine.ai import review as reviewing
from tests.bot.sandbox.test_terminal_program import sandbox

ARGV = ["caravan", "--players", "2", "--seed", "5"]
SAID = {
    "en": ("Type `review` for the AI's review", "The AI's review of Caravan #1"),
    "de": ("Tippe `review` für die Besprechung", "Die Spielbesprechung der KI zu Caravan #1"),
}


@pytest.fixture(autouse=True)
def quick_review(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(reviewing, "LEVEL", Level("q", 12, 4, 0.7, 60.0))
    monkeypatch.setattr(reviewing, "PER_SEAT", 4)
    monkeypatch.setattr(reviewing, "CHART_POINTS", 6)


def whole_game() -> list[str]:
    """Every move of the seeded game, in notation, as the first acting seat plays them."""
    game = engine.get("caravan")
    state = game.setup(2, {}, 5)
    chooser = Rng.from_seed(5, "playout")
    typed = []
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        move = game.playout_move(state, seat, game.legal_moves(state, seat), chooser)
        typed.append(game.format_move(move))
        state, _ = game.apply(state, seat, move)
    return typed


@pytest.mark.parametrize("locale", ["en", "de"])
async def test_review_after_the_end(tmp_path: Path, locale: str) -> None:
    code, text = await sandbox([*ARGV, "--locale", locale], [*whole_game(), "review"], tmp_path)
    assert code == 0
    offer, title = SAID[locale]
    after = text.split(offer, 1)[1]
    assert title in after and "-chances.png" in after and "-chart.png" in after
    for discord_word in ("**", "/game", "button", "Button"):
        assert discord_word not in after


async def test_review_is_refused_while_the_game_runs(tmp_path: Path) -> None:
    code, text = await sandbox(ARGV, ["review", "review x", "quit"], tmp_path)
    assert code == 0
    assert "! Game #1 is still running: the AI reviews a game once it has ended." in text
    assert "`x` is no game number" in text


async def test_reviewing_another_game_leaves_the_game_under_way(tmp_path: Path) -> None:
    code, _ = await sandbox(ARGV, [*whole_game(), "quit"], tmp_path)
    assert code == 0
    second = ["caravan", "--players", "2", "--seed", "6"]
    code, text = await sandbox(second, ["review 1", "status", "quit"], tmp_path)
    assert code == 0
    assert "The AI's review of Caravan #1" in text
    after = text.split("The AI's review of Caravan #1", 1)[1]
    assert "Game over" not in after
    assert "Caravan (in progress), 0 moves so far." in after

"""`hint` in the terminal sandbox: the AI's three moves for the seat to act, in the
sandbox's words (nothing of Discord's buttons or private replies), in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.bot.sandbox.test_terminal_program import sandbox

SAID = {
    "en": ("What the AI would play (Caravan):", "To make the first of them, type `"),
    "de": ("Was die KI spielen würde (Caravan):", "Um den ersten davon zu spielen, tippe `"),
}


@pytest.mark.parametrize("locale", ["en", "de"])
async def test_hint_lists_three_moves_and_how_to_make_the_first(
    tmp_path: Path, locale: str
) -> None:
    argv = ["caravan", "--players", "2", "--seed", "5", "--locale", locale]
    code, text = await sandbox(argv, ["hint", "quit"], tmp_path)
    assert code == 0
    title, play = SAID[locale]
    lines = text.splitlines()
    start = lines.index(title)
    assert [line[:3] for line in lines[start + 1 : start + 4]] == ["1. ", "2. ", "3. "]
    first = lines[start + 1].split("`")[1]
    assert lines[start + 4] == f"{play}{first}`."
    for discord_word in ("button", "Button", "for you alone", "nur für dich", "**", "/game"):
        assert discord_word not in text


async def test_the_advised_move_is_made_by_typing_it(tmp_path: Path) -> None:
    argv = ["caravan", "--players", "2", "--seed", "5"]
    _, text = await sandbox(argv, ["hint", "quit"], tmp_path)
    (line,) = [line for line in text.splitlines() if line.startswith("To make the first")]
    first = line.split("`")[1]
    code, played = await sandbox(argv, ["hint", first, "quit"], tmp_path / "again")
    after = played.split(line, 1)[1]
    assert code == 0 and "your move" in after and "\n! " not in after, "made, not refused"

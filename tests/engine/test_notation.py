"""What every game's notation shares: text longer than any move is refused before the
game reads it, so what a player types costs a bounded amount of work whatever its length.
How long reading a move takes is measured by `bench/notation_cost.py`, not here."""

from __future__ import annotations

import pytest

import engine
from engine import IllegalMove
from engine.notation import MAX_LENGTH, QUOTED, guard_length, normalise_notation, quote

GAMES = engine.names()
PASTES = ["place c1 " + "d4" * 2500, "travel " + "venezia-oasis-" * 400, "x" * 6000]


def _untouchable(*_args: object) -> None:
    raise AssertionError("the game read text longer than any move")


@pytest.mark.parametrize("name", GAMES)
def test_text_longer_than_any_move_never_reaches_the_game(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = engine.get(name)
    state = game.setup(2, None, 1)
    seat = game.to_act(state)[0]
    monkeypatch.setattr(game, "_parse", _untouchable)
    monkeypatch.setattr(game, "expand", _untouchable)
    for text in [*PASTES, "y" * (MAX_LENGTH + 1)]:
        for read in (game.parse_move, lambda typed: game.read_move(state, seat, typed)):
            with pytest.raises(IllegalMove) as refused:
                read(text)
            assert refused.value.reason.key == "core.err.bad_notation"
            assert len(str(refused.value.reason.params["text"])) <= QUOTED


@pytest.mark.parametrize("name", GAMES)
def test_text_at_the_limit_is_read(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    game = engine.get(name)
    read: list[str] = []
    monkeypatch.setattr(game, "_parse", lambda text: read.append(text))
    game.parse_move("z" * MAX_LENGTH)
    assert read == ["z" * MAX_LENGTH]


def test_a_refusal_quotes_a_short_part_of_the_text_with_blanks_folded() -> None:
    assert quote("a  \n b") == "a b"
    assert len(quote("w " * 500)) == QUOTED and quote("w " * 500).endswith("…")
    assert guard_length("x" * MAX_LENGTH, engine.t("core.err.game_over")) == "x" * MAX_LENGTH
    assert normalise_notation("  PLACE   b  B4 ") == "place b b4"

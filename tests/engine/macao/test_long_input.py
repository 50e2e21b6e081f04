"""Whatever a player types, the parser and `expand` answer with a move or a refusal, never
another error, and a refusal quotes only a short part of the text. Text longer than any
move never reaches them (`tests/engine/test_notation.py`); `bench/notation_cost.py`
measures how long reading takes.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.errors import IllegalMove
from engine.macao.state import MacaoState
from engine.notation import MAX_LENGTH
from tests.engine.macao.support import GAME, actions_state, advance_until, cubes

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))

# Words of the notation, card names and near misses: random texts built of them reach
# deep into the parser, unlike random characters.
WORDS = [
    "activate", "use", "pay", "free", "x2", "x", "district", "c4", "C4", "ship", "lisboa",
    "joker", "cube", "gold", "dice", "red5", "green2", "red", "take", "card", "3", "start",
    "discard", "kapitän", "kapitaen", "2", "edler", "1", "4", "lager", "reis", "clerk's",
    "office", "rrb", "-", "pass", "deliver", "tribute", "wall", "advance", "gain", "blau",
    "99999", "²", "ß", "Baronesse", "Rang", "",
]  # fmt: skip


def _rich() -> tuple[MacaoState, int]:
    state, seat = actions_state(num_seats=4, seed=1)
    p = state.players[seat]
    p.tableau = ["festung", "office_justice_4", "edler_3", "kathedrale_2", "sitzungssaal"]
    p.active = ["archiv", "nachtwaechter_1", "zimmermann_1", "edler_1", "goldsucher_1"]
    p.active += ["kathedrale_1", "gaukler", "handwerker_1"]
    p.supply = cubes("RRRBBBGGYYVVKK")
    p.gold, p.jokers = 30, 2
    return state, seat


def _positions() -> list[tuple[MacaoState, int]]:
    dice = advance_until(GAME.setup(3, None, 2), lambda s: s.phase == "dice")
    draft = advance_until(GAME.setup(2, None, 2), lambda s: s.phase == "draft")
    return [_rich(), (dice, GAME.to_act(dice)[0]), (draft, GAME.to_act(draft)[0])]


POSITIONS = _positions()


def _answer(text: str) -> None:
    """Parse and resolve `text` everywhere; only a move or IllegalMove may come back."""
    with contextlib.suppress(IllegalMove):
        GAME.parse_move(text)
    for state, seat in POSITIONS:
        with contextlib.suppress(IllegalMove):
            GAME.read_move(state, seat, text)


@SETTINGS
@given(st.text(max_size=MAX_LENGTH))
def test_random_characters_are_answered(text: str) -> None:
    _answer(text)


@SETTINGS
@given(st.lists(st.sampled_from(WORDS), max_size=80).map(" ".join))
def test_random_notation_words_are_answered(text: str) -> None:
    _answer(text[:MAX_LENGTH])


# Inputs that once made some parsing step grow faster than their length (before text
# longer than any move was refused unread).
REPEATS: dict[str, Callable[[int], str]] = {
    "card name": lambda n: "activate " + "kapitän " * n,
    "options": lambda n: "activate kapitaen 2 " + "free " * n,
    "amount": lambda n: "use " + "edler " * n + "4",
    "joker": lambda n: "joker " + "cube red " * n,
    "letters": lambda n: "district c4 pay " + "r" * (8 * n),
    "digits": lambda n: "take card " + "9" * (8 * n),
    "die": lambda n: "dice red" + "5" * (8 * n) + " green2",
    "ship": lambda n: "ship " + "lisboa " * n,
    "words": lambda n: "pass " * (2 * n),
}


@pytest.mark.parametrize("name", list(REPEATS))
def test_repeated_words_up_to_the_limit_are_answered(name: str) -> None:
    for count in (5, 20, 60):
        _answer(REPEATS[name](count)[:MAX_LENGTH])


@pytest.mark.parametrize("name", list(REPEATS))
def test_errors_quote_only_a_short_part_of_what_was_typed(name: str) -> None:
    state, seat = POSITIONS[0]
    for text in (REPEATS[name](600), REPEATS[name](60)[:MAX_LENGTH]):
        with pytest.raises(IllegalMove) as error:
            GAME.apply(state, seat, text)
        for locale in ("en", "de"):
            assert len(error.value.render(locale)) < 250

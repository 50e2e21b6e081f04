"""Whatever a player types, the parser and `resolve` answer in a few milliseconds, in time
linear in the length of the text, with an error that quotes only a short part of it.

Times are CPU times of this process with the garbage collector paused (a busy machine
slows the wall clock, not these), and the bounds are generous: 50 ms for 5,000
characters, and doubling the length at most triples the time.
"""

from __future__ import annotations

import contextlib
import gc
import time
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.errors import IllegalMove
from engine.macao.state import MacaoState
from tests.engine.macao.support import GAME, actions_state, advance_until, cubes

LIMIT_S = 0.05
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


def _cpu(call: Callable[[], object]) -> float:
    """CPU seconds of one call, without a garbage collection of other tests' objects
    falling into it."""
    gc.disable()
    try:
        start = time.process_time()
        with contextlib.suppress(IllegalMove):
            call()
        return time.process_time() - start
    finally:
        gc.enable()


def _quick(call: Callable[[], object]) -> bool:
    """Under the limit (a second try forgives one stall of a busy machine)."""
    return _cpu(call) < LIMIT_S or _cpu(call) < LIMIT_S


def _answer(text: str) -> None:
    """Parse and resolve `text` everywhere; only a move or IllegalMove may come back."""
    assert _quick(lambda: GAME.parse_move(text))
    for state, seat in POSITIONS:
        assert _quick(lambda: GAME.read_move(state, seat, text))  # noqa: B023


@SETTINGS
@given(st.text(max_size=5000))
def test_random_characters_are_answered_quickly(text: str) -> None:
    _answer(text)


@SETTINGS
@given(st.lists(st.sampled_from(WORDS), max_size=1200).map(" ".join))
def test_random_notation_words_are_answered_quickly(text: str) -> None:
    _answer(text)


# Inputs that once made some parsing step grow faster than their length.
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


def _best(text: str, repeats: int = 5) -> float:
    state, seat = POSITIONS[0]
    return min(_cpu(lambda: GAME.read_move(state, seat, text)) for _ in range(repeats))


@pytest.mark.parametrize("name", list(REPEATS))
def test_doubling_the_length_at_most_triples_the_time(name: str) -> None:
    make = REPEATS[name]
    short, long = make(300), make(600)
    assert 2000 < len(long) < 12_000
    short_s, long_s = _best(short), _best(long)
    assert long_s < LIMIT_S
    assert long_s <= 3 * short_s + 0.002, (short_s, long_s)


@pytest.mark.parametrize("name", list(REPEATS))
def test_errors_quote_only_a_short_part_of_what_was_typed(name: str) -> None:
    text = REPEATS[name](600)
    state, seat = POSITIONS[0]
    with pytest.raises(IllegalMove) as error:
        GAME.apply(state, seat, text)
    for locale in ("en", "de"):
        assert len(error.value.render(locale)) < 250

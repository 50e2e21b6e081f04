"""Whatever a player types, reading it gives a move or a refusal, never another error: long
journeys, odd numbers and random words alike (a 6,000-character `travel venezia-oasis-…`
once took 2 s; text longer than any move is now refused before parsing, see
`tests/engine/test_notation.py`, and `bench/notation_cost.py` measures the time)."""

from __future__ import annotations

import contextlib

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import IllegalMove
from engine.marco_polo.data import LOCATIONS
from engine.notation import MAX_LENGTH

from .helpers import GAME

WORDS = [
    *LOCATIONS, "oasis", "travel", "place", "use", "keep", "contract", "take", "city",
    "compensate", "camels", "coins", "row", "+", "-", ",", " ", "6", "4b", "²", "9" * 60,
]  # fmt: skip


def _read(text: str) -> None:
    """Only a move or IllegalMove may come back."""
    with contextlib.suppress(IllegalMove):
        GAME.parse_move(text)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    head=st.sampled_from(["travel ", "use 3 ", "keep ", "contract take ", "place gold ", ""]),
    body=st.lists(st.sampled_from(WORDS), max_size=60),
    joiner=st.sampled_from(["-", " ", ",", "+", ""]),
)
def test_random_moves_of_notation_words_are_read_or_refused(
    head: str, body: list[str], joiner: str
) -> None:
    _read((head + joiner.join(body))[:MAX_LENGTH])


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=MAX_LENGTH))
def test_any_text_is_read_or_refused(text: str) -> None:
    _read(text)


def test_the_longest_journey_is_read_or_refused() -> None:
    for text in (
        ("travel venezia" + "-oasis" * 40)[:MAX_LENGTH],
        ("travel " + "-".join(["oasis-a", "venezia"] * 20))[:MAX_LENGTH],
    ):
        _read(text)


def test_huge_and_odd_numbers_are_refused_as_notation() -> None:
    for text in ("keep ²,3", "compensate 9999999 camels 1 coins", "use " + "9" * 5_000):
        try:
            GAME.parse_move(text)
        except IllegalMove as error:
            assert error.reason.key == "core.err.bad_notation"
        else:  # pragma: no cover - the test fails below
            raise AssertionError(text)

"""Parsing a typed move costs time in proportion to its length: nothing a player types
can freeze the bot (a 6,000-character `travel venezia-oasis-oasis-…` took 2 s)."""

from __future__ import annotations

import contextlib
import time

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import IllegalMove
from engine.marco_polo.data import LOCATIONS

from .helpers import GAME

WORDS = [
    *LOCATIONS, "oasis", "travel", "place", "use", "keep", "contract", "take", "city",
    "compensate", "camels", "coins", "row", "+", "-", ",", " ", "6", "4b", "²", "9" * 60,
]  # fmt: skip
BOUND_S = 0.05  # per parse, for up to ~5,000 characters, on a busy shared machine


def _parse_seconds(text: str) -> float:
    start = time.perf_counter()
    with contextlib.suppress(IllegalMove):
        GAME.parse_move(text)
    return time.perf_counter() - start


def _best_of(text: str, repeats: int = 5) -> float:
    return min(_parse_seconds(text) for _ in range(repeats))


pieces = st.lists(st.sampled_from(WORDS), max_size=900)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    head=st.sampled_from(["travel ", "use 3 ", "keep ", "contract take ", "place gold ", ""]),
    body=pieces,
    joiner=st.sampled_from(["-", " ", ",", "+", ""]),
)
def test_long_random_moves_parse_or_fail_quickly(head: str, body: list[str], joiner: str) -> None:
    text = (head + joiner.join(body))[:5_000]
    assert _best_of(text, 2) < BOUND_S, len(text)


@settings(max_examples=40, deadline=None)
@given(st.text(max_size=5_000))
def test_any_text_parses_or_fails_quickly(text: str) -> None:
    assert _best_of(text, 2) < BOUND_S


def test_the_pathological_journey_grows_linearly() -> None:
    def journey(length: int) -> str:
        return ("travel venezia" + "-oasis" * length)[:length]

    short, long = _best_of(journey(2_500)), _best_of(journey(5_000))
    assert long < BOUND_S
    assert long < 3 * short + 0.002  # doubling the length must not more than ~triple the time
    for text in (journey(5_000), "travel " + "-".join(["oasis-a", "venezia"] * 400)):
        assert _parse_seconds(text) < BOUND_S


def test_huge_and_odd_numbers_are_refused_as_notation() -> None:
    for text in ("keep ²,3", "compensate 9999999 camels 1 coins", "use " + "9" * 5_000):
        try:
            GAME.parse_move(text)
        except IllegalMove as error:
            assert error.reason.key == "core.err.bad_notation"
        else:  # pragma: no cover - the test fails below
            raise AssertionError(text)

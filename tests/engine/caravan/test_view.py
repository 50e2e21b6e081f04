"""What a seat sees: the whole table, the bag's content by good (anyone can count what
went out), and turns without rounds."""

from __future__ import annotations

from collections import Counter

from engine.caravan import GAME
from engine.caravan.view import CaravanView
from tests.engine.caravan.helpers import play


def test_the_bag_is_shown_by_good_but_not_its_order() -> None:
    state = GAME.setup(3, None, 4)
    view = GAME.view(state, 0)
    assert view.bag_count == len(state.bag)
    assert {g: n for g, n in view.bag_by_good.items() if n} == dict(Counter(state.bag))
    assert "bag" not in CaravanView.model_fields and "rng" not in CaravanView.model_fields
    other = GAME.copy_state(state)
    other.bag = list(reversed(state.bag))
    assert GAME.view(other, 0) == view  # the order is hidden: the views are equal


def test_turns_are_counted_without_rounds() -> None:
    """Caravan has no rounds: the view gives the turn only (shown as turn_number + 1)."""
    assert not [name for name in CaravanView.model_fields if "round" in name]
    state = GAME.setup(2, None, 1)
    assert GAME.view(state, None).turn_number == 0
    state = play(state, "pass")  # the first turn has one action
    state = play(state, "pass")
    assert GAME.view(state, None).turn_number == 2

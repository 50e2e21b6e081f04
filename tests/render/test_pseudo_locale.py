"""Every word on every board image comes from the catalogue: boards of real positions of
each game, drawn in the pseudo-language, show no plain English word."""

from __future__ import annotations

import pytest

import engine
from engine.playout import random_playout
from render.registry import draw_all
from tests.pseudo_locale import plain_english_words, pseudo_catalogue
from tests.render.conftest import TextLog

NAMES = ["Ada", "Bea", "Cem", "Dan"]


def _positions(game_name: str, seats: int, seed: int, samples: int) -> list:
    game = engine.get(game_name)
    _, log = random_playout(game, seats, seed)
    state = game.setup(seats, None, seed)
    states = [state]
    for seat, move in log:
        state, _ = game.apply(state, seat, move)
        states.append(state)
    step = max(1, len(states) // samples)
    return [*states[::step], states[-1]]


@pytest.mark.parametrize("game_name", ["caravan", "marco_polo", "macao"])
def test_boards_read_in_the_pseudo_language(game_name: str, text_log: TextLog) -> None:
    game = engine.get(game_name)
    found: dict[str, str] = {}
    with pseudo_catalogue() as locale:
        for seats, seed in ((2, 3), (4, 4)):
            for state in _positions(game_name, seats, seed, 6):
                for viewer in (None, game.to_act(state)[0] if game.to_act(state) else None):
                    view = game.view(state, viewer)
                    if hasattr(view, "seat_names"):
                        view = view.model_copy(update={"seat_names": NAMES[:seats]})
                    text_log.clear()
                    draw_all(game_name, view, locale)
                    for text in text_log.texts:
                        for word in plain_english_words(text, set(NAMES)):
                            found.setdefault(word, text)
    assert found == {}


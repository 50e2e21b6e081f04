"""Every word on every board image comes from the catalogue, and fits: boards of real
positions of each game, drawn in the pseudo-language (about 35 % longer than English),
show no plain English word, and no text runs off its image or over another text."""

from __future__ import annotations

import pytest

import engine
from engine.playout import random_playout
from render import text as text_module
from render.registry import draw_message
from tests.pseudo_locale import plain_english_words, pseudo_catalogue
from tests.render.conftest import TextLog

NAMES = ["Ada", "Bea", "Cem", "Dan"]
# Pixels two texts' ink boxes may share (anti-aliased edges, accents over a capital).
TOLERANCE = 2


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
                    text_module.clear_caches()  # every text drawn, none stamped from a cache
                    draw_message(game_name, view, locale)
                    for text in text_log.texts:
                        for word in plain_english_words(text, set(NAMES)):
                            found.setdefault(word, text)
                    for problem in misplaced(text_log):
                        found.setdefault(problem, "")
    assert found == {}


def _overlap(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    width = min(a[2], b[2]) - max(a[0], b[0])
    height = min(a[3], b[3]) - max(a[1], b[1])
    return width > TOLERANCE and height > TOLERANCE


def misplaced(log: TextLog) -> list[str]:
    """Texts whose ink runs off the image they are drawn on (cut), and pairs of texts on
    one image whose ink overlaps. Texts drawn on a 1 x 1 scratch image only measure."""
    problems = []
    drawn: dict[int, list[tuple[str, tuple[float, ...]]]] = {}
    for (text, _), image, box in zip(log.calls, log.images, log.boxes, strict=True):
        width, height = image.size
        if (width, height) == (1, 1) or not text.strip():
            continue
        if (
            box[0] < -TOLERANCE
            or box[1] < -TOLERANCE
            or box[2] > width + TOLERANCE
            or box[3] > height + TOLERANCE
        ):
            problems.append(f"cut: {text!r} at {tuple(round(v) for v in box)} on {image.size}")
        on_image = drawn.setdefault(id(image), [])
        for other, other_box in on_image:
            if _overlap(box, other_box) and (other, other_box) != (text, box):
                problems.append(
                    f"overlap: {other!r} and {text!r} at {tuple(round(v) for v in box)}"
                )
        on_image.append((text, box))
    return problems

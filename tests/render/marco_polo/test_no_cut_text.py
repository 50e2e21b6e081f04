"""No text on a Marco Polo image is ever cut (issue 8 §4): not by an ellipsis, not by the
edge of the part of the image it is drawn on, and not by another text drawn over it.

Many real boards are drawn: seeded random playouts of 2, 3 and 4 players in the pro and
first-game variants, sampled in every phase (character draft, goal cards, turns,
compensation, final scoring), from a spectator's and from the deciding seat's private
view, in English and German, the board and the players' panels. Names of every length a
player may pick are drawn too.
"""

from __future__ import annotations

from itertools import combinations

import pytest

from engine.i18n import translate
from engine.marco_polo.data import (
    CITY_BONUSES,
    LARGE_CITIES,
    LOCATION_NAMES,
    OFFICE_BONUSES,
    SMALL_CITIES,
)
from engine.marco_polo.labels import narration
from engine.marco_polo.state import MarcoPoloLastMove, MarcoPoloState
from render import typeface
from render.marco_polo import pieces as pieces
from render.text import ELLIPSIS
from tests.render.marco_polo.boards import (
    GAME,
    clear_layers,
    in_phase,
    panels_rgb,
    rgb,
    sample,
    states_of,
    view_of,
)
from tests.render.marco_polo.conftest import Drawn, DrawnLog

PLAYOUTS = [
    (2, 31, "first"),
    (2, 32, "pro"),
    (3, 33, "first"),
    (3, 34, "pro"),
    (4, 35, "first"),
    (4, 36, "pro"),
]


def _overlapping(items: list[Drawn]) -> list[tuple[str, str]]:
    """Pairs of texts on the same canvas whose boxes overlap by more than a pixel (pieces
    of one line drawn one after another may share the pixel where they join)."""
    found = []
    by_canvas: dict[int, list[Drawn]] = {}
    for item in items:
        by_canvas.setdefault(id(item.surface), []).append(item)
    for group in by_canvas.values():
        for a, b in combinations(group, 2):
            if (
                a.box[0] + 1 < b.box[2] - 1
                and b.box[0] + 1 < a.box[2] - 1
                and a.box[1] + 1 < b.box[3] - 1
                and b.box[1] + 1 < a.box[3] - 1
            ):
                found.append((a.text, b.text))
    return found


def problems(log: DrawnLog) -> list[str]:
    """Every way a drawn text lost something: an ellipsis, a clipped edge, an overlap."""
    # Icons measure their width by drawing on a 1 x 1 scratch canvas that is never shown.
    items = [item for item in log.items if item.canvas != (1, 1)]
    found = [f"ellipsis: {item.text!r}" for item in items if ELLIPSIS in item.text]
    found += [
        f"clipped: {item.text!r} {item.box} on {item.canvas}" for item in items if item.clipped
    ]
    found += [
        f"below {typeface.MIN_FONT_SIZE} px: {item.text!r}"
        for item in items
        if item.size < typeface.MIN_FONT_SIZE
    ]
    found += [f"overlap: {a!r} / {b!r}" for a, b in _overlapping(items)]
    return found


def boards_of(seats: int, seed: int, variant: str) -> list[MarcoPoloState]:
    """States of one playout: some of every phase, and the final board."""
    states = states_of(seats, seed, variant)
    picked: list[MarcoPoloState] = []
    for phase in ("draft", "goals", "compensation", "income"):
        picked += in_phase(states, phase)[:1]
    picked += sample(in_phase(states, "turns"), 4)
    picked.append(states[-1])
    assert GAME.is_over(states[-1])
    return picked


@pytest.mark.parametrize(("seats", "seed", "variant"), PLAYOUTS)
@pytest.mark.parametrize("locale", ["en", "de"])
def test_no_text_is_cut_on_real_boards(
    seats: int, seed: int, variant: str, locale: str, drawn: DrawnLog
) -> None:
    clear_layers()
    seen_phases = set()
    for index, state in enumerate(boards_of(seats, seed, variant)):
        seen_phases.add(state.phase)
        deciding = GAME.to_act(state)
        viewers = [None, deciding[0] if deciding else index % seats]
        for viewer in viewers:
            view = view_of(state, viewer)
            for image in (rgb, panels_rgb):
                drawn.clear()
                image(view, locale)
                assert drawn.items
                found = problems(drawn)
                assert not found, (state.phase, viewer, image.__name__, found)
    assert {"turns", "over"} <= seen_phases
    if variant == "pro":
        assert {"draft", "goals"} <= seen_phases


@pytest.mark.parametrize("locale", ["en", "de"])
def test_every_city_name_is_whole_beside_the_widest_bonus(locale: str, drawn: DrawnLog) -> None:
    """Kashgar once became "Kash…" next to a wide bonus marker: every city now carries the
    widest city bonus or office bonus the game has, and every name is drawn in full."""
    view = view_of(GAME.setup(4, {"variant": "first"}, 5))
    widest_bonus = max(CITY_BONUSES, key=lambda letter: pieces.measure(CITY_BONUSES[letter], 4))
    widest_office = max(OFFICE_BONUSES, key=lambda n: pieces.measure(OFFICE_BONUSES[n]))
    assert CITY_BONUSES[widest_bonus] == ("camels:1", "coins:3")
    view.city_bonus = {city: widest_bonus for city in SMALL_CITIES}
    view.office = {city: widest_office for city in LARGE_CITIES}
    clear_layers()
    rgb(view, locale)
    assert not problems(drawn)
    for city in (*SMALL_CITIES, *LARGE_CITIES):
        assert str(LOCATION_NAMES[city]) in drawn.texts, city


LONG_NAMES = [
    "Bartholomäus von Hohenzollern-S",
    "Wilhelmine Adelheid Ottilie Kra",
    "Maximiliane Friederike Schwarzk",
    "Konstantinos Papadopoulos-Meyer",
]


def longest_last_move() -> MarcoPoloLastMove:
    """The engine's longest words for a move: seat 0 took the two contracts with the
    longest texts (C18 and C19, each with its costs and rewards) and the slot bonus."""
    state = GAME.setup(4, {"variant": "pro"}, 1)
    row = state.model_copy(update={"contract_row": ["c01", "c02", "c03", "c04", "c18", "c19"]})
    move = GAME.parse_move("contract take 5,6 coins")
    return MarcoPoloLastMove(seat=0, move=move, text=narration(move, row, 0))


@pytest.mark.parametrize("locale", ["en", "de"])
def test_the_longest_names_and_labels_wrap_and_are_drawn_whole(
    locale: str, drawn: DrawnLog
) -> None:
    """Discord names of 31 characters with the engine's longest move label and a prompt
    to every seat at once: everything is drawn, wrapped or shrunk, never cut."""
    clear_layers()
    last = longest_last_move()
    assert len(translate(last.text, locale)) > 150
    turns = in_phase(states_of(4, 36, "pro"), "turns")[5]
    goals = in_phase(states_of(4, 36, "pro"), "goals")[0]
    assert len(GAME.to_act(goals)) == 4
    for state in (turns, goals):
        for viewer in (None, GAME.to_act(state)[0]):
            view = view_of(state, viewer)
            view.seat_names = LONG_NAMES
            view.last_move = last
            for image in (rgb, panels_rgb):
                drawn.clear()
                image(view, locale)
                assert not problems(drawn), problems(drawn)
                words = " ".join(drawn.texts)
                # The panels name everyone; the board names the last mover, and whom the
                # game waits for unless it asks the viewer.
                named = list(range(4)) if image is panels_rgb else [last.seat]
                if image is rgb and viewer not in view.to_act:
                    named += view.to_act
                for seat in named:
                    assert seat is not None
                    assert all(part in words for part in LONG_NAMES[seat].split()), seat

"""Every move notation the README shows for a game is a legal move somewhere: read as a
player types it (abbreviations included) and applied in a fitting position. Most are
found along seeded games; the rest are played in positions built for them here."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import engine
from engine import IllegalMove
from engine.playout import random_playout
from tests.engine.caravan import helpers as caravan
from tests.engine.macao import support as macao
from tests.engine.marco_polo import helpers as marco_polo

README = Path(__file__).resolve().parents[1] / "README.md"
SECTIONS = {
    "caravan": "### Caravan",
    "marco_polo": "### The Voyages of Marco Polo",
    "macao": "### Macao",
}
CODE = re.compile(r"`([^`]+)`")
# Backticked asides of the notation tables that are not moves (ids, placeholders).
NOT_MOVES = re.compile(r"^(sumatra\d.*|oasis|[a-z]\d+|s1|c01|\d[bw])$|=|–")

Position = tuple[Any, int]  # a state and the seat that plays the example


def examples(game_name: str) -> list[str]:
    """The backticked notations of the game's notation table in the README."""
    text = README.read_text(encoding="utf-8")
    start = text.index(SECTIONS[game_name])
    following = [text.find(h, start + 1) for h in SECTIONS.values()]
    section = text[start : min([i for i in following if i > start] + [len(text)])]
    table = section[section.index("**Notation.**") :].split("\n\n")
    rows = next(part for part in table if part.startswith("|"))
    found: list[str] = []
    for line in rows.splitlines():
        if line.startswith("|---"):
            continue
        cells = line.strip("|").split("|")
        for code in CODE.findall("|".join(cells[1:])):
            if not NOT_MOVES.search(code) and code not in found:
                found.append(code)
    return found


# -- positions built for the examples no seeded game below reaches ------------------------


def _caravan_steal_named() -> Position:
    state = caravan.fresh()
    caravan.put(state, 1, 3, "d4", good="gems")
    caravan.put(state, 1, 4, "d4", good="salt")
    caravan.put(state, 0, 2, "d4")
    return state, 0


RICH = {"coins": 30, "camels": 20, "pepper": 10, "silk": 10, "gold": 10, "vp": 0}


def _marco_polo_city() -> Position:
    state = marco_polo.start(characters=["", "", "", ""])
    marco_polo.set_player(
        state, 0, dice=marco_polo.dice(3, 1, 1, 1, 1), posts=["karakorum"], posts_placed=1, **RICH
    )
    return state, 0


def _marco_polo_two_journeys() -> Position:
    """Niccolò and Marco travel with both figures (tests/engine/marco_polo/test_rulings)."""
    state = marco_polo.start(characters=["niccolo", "", "", ""])
    marco_polo.set_player(state, 0, dice=marco_polo.dice(2, 2, 1), coins=7, camels=0)
    state.office["alexandria"] = 4
    return marco_polo.play(state, 0, "place travel 2,2"), 0


def _marco_polo_goods_pair() -> Position:
    """A city card that takes two different goods per use, used with a 2."""
    state = marco_polo.start(characters=["", "", "", ""])
    state.city_cards["moscow"] = "cc28"
    marco_polo.set_player(
        state, 0, dice=marco_polo.dice(2, 1, 1, 1, 1), posts=["moscow"], posts_placed=1,
        **{**RICH, "pepper": 0, "silk": 2, "gold": 3},
    )  # fmt: skip
    return marco_polo.play(state, 0, "city moscow 2"), 0


def _marco_polo_relocate() -> Position:
    """All 9 trading posts placed: a new one moves an old one (here from Kochi)."""
    state = marco_polo.start(characters=["", "", "", ""])
    marco_polo.set_player(state, 0, dice=marco_polo.dice(1, 1, 1, 1, 1), coins=50, camels=20)
    state = marco_polo.play(state, 0, "place travel 1,1")
    posts = ["moscow", "anxi", "karakorum", "samarcanda", "kashgar", "lan-zhou", "xian"]
    marco_polo.set_player(state, 0, posts=[*posts, "kochi", "ormuz"], posts_placed=9)
    return marco_polo.play(state, 0, "travel venezia-alexandria"), 0


def _marco_polo_skip() -> Position:
    """A Move reward no route can be paid for (tests/engine/marco_polo/test_travel)."""
    state = marco_polo.start(characters=["", "", "", ""])
    marco_polo.set_player(state, 0, dice=marco_polo.dice(5, 5, 5, 1, 1), camels=0, coins=0)
    state.players[0].figures = ["kashgar"]
    return marco_polo.play(state, 0, "place gold 5,5,5"), 0


def _marco_polo_goals() -> Position:
    """The pro variant's goal choice, with goal cards 3 and 7 dealt to the first chooser
    (swapped with two of its cards wherever the shuffle put them)."""
    game = engine.get("marco_polo")
    state = game.setup(2, {"variant": "pro"}, 0)
    while state.phase != "goals":
        seat = game.to_act(state)[0]
        state, _ = game.apply(state, seat, game.legal_moves(state, seat)[0])
    seat = game.to_act(state)[0]
    offer = state.players[seat].goal_offer
    for index, card in enumerate((3, 7)):
        if card in offer:
            continue
        holder = next(
            pile
            for pile in [state.goal_deck, *(p.goal_offer for p in state.players)]
            if card in pile
        )
        replaced = next(c for c in offer if c not in (3, 7))
        holder[holder.index(card)], offer[offer.index(replaced)] = replaced, card
        assert index < 2
    return state, seat


def _macao_discard() -> Position:
    """A sixth card taken onto a full tableau that holds Kapitän 2."""
    state = macao.GAME.setup(2, None, 0)
    state = macao.advance_until(state, lambda s: s.phase == "draft")
    seat = state.queue[0]
    full = ["kapitaen_2", "festung", "tor", "gericht", "rathaus"]
    state.deck = [card for card in state.deck if card not in full]
    state.players[seat].tableau = full
    return macao.play(state, seat, "take card 1"), seat


def _macao_active(*cards: str, tableau: tuple[str, ...] = (), supply: str = "") -> Position:
    state, seat = macao.actions_state()
    state.players[seat].active = list(cards)
    state.players[seat].tableau = list(tableau)
    state.players[seat].supply = macao.cubes(supply)
    return state, seat


def _macao_crane() -> Position:
    """The Kran makes a building 1 cube cheaper: Festung (red, blue) for blue alone."""
    return _macao_active("kran_1", tableau=("festung",), supply="B")


def _macao_craftsman() -> Position:
    """The Handwerker activates a card whose cost is only shown."""
    return _macao_active("handwerker_1", tableau=("tor",), supply="RRV")


def _macao_juggler() -> Position:
    """With the Gaukler a joker counts twice: a red cube and 3 gold."""
    state, seat = _macao_active("gaukler")
    state.players[seat].jokers = 1
    return state, seat


BUILT: dict[str, dict[str, Callable[[], Position]]] = {
    "caravan": {"steal B from orange D": _caravan_steal_named},
    "marco_polo": {
        "city karakorum 3": _marco_polo_city,
        "travel venezia-alexandria + venezia-oasis-a": _marco_polo_two_journeys,
        "use 1 gold+silk": _marco_polo_goods_pair,
        "relocate kochi": _marco_polo_relocate,
        "skip": _marco_polo_skip,
        "keep 3,7": _marco_polo_goals,
    },
    "macao": {
        "discard Kapitän 2": _macao_discard,
        "activate Festung pay B": _macao_crane,
        "activate Tor free": _macao_craftsman,
        "joker cube red gold": _macao_juggler,
    },
}

# Seeded games whose positions are tried for the other examples.
PLAYS: dict[str, list[tuple[dict[str, str] | None, int, int]]] = {
    "caravan": [(None, seats, seed) for seats in (2, 3, 4) for seed in range(3)],
    "marco_polo": [
        ({"variant": variant}, seats, seed)
        for variant in ("pro", "first")
        for seats in (2, 4)
        for seed in range(4)
    ],
    "macao": [
        ({"dice_order": order}, seats, seed)
        for order in ("simultaneous", "wall_order")
        for seats in (2, 4)
        for seed in range(4)
    ],
}


def _played(game_name: str, state: Any, seat: int, text: str) -> bool:
    """Whether `text`, read as typed at `seat`, is a legal move there."""
    game = engine.get(game_name)
    try:
        game.apply(state, seat, game.read_move(state, seat, text))
    except IllegalMove:
        return False
    return True


def _positions(game_name: str) -> Iterator[Position]:
    game = engine.get(game_name)
    for options, seats, seed in PLAYS[game_name]:
        _, log = random_playout(game, seats, seed, options)
        state = game.setup(seats, options, seed)
        for seat, move in [(None, None), *log]:
            if move is not None:
                state, _ = game.apply(state, seat, move)
            for acting in game.to_act(state):
                yield state, acting


@pytest.mark.parametrize("game_name", list(SECTIONS))
def test_the_built_positions_serve_readme_examples(game_name: str) -> None:
    """A position built here stands for an example the README still shows."""
    assert set(BUILT[game_name]) <= set(examples(game_name))


@pytest.mark.parametrize(
    ("game_name", "text"), [(g, text) for g, built in BUILT.items() for text in built]
)
def test_a_readme_example_is_legal_in_its_built_position(game_name: str, text: str) -> None:
    state, seat = BUILT[game_name][text]()
    game = engine.get(game_name)
    game.apply(state, seat, game.read_move(state, seat, text))  # raises if refused


@pytest.mark.parametrize("game_name", list(SECTIONS))
def test_every_other_readme_example_is_legal_in_a_seeded_game(game_name: str) -> None:
    waiting = [text for text in examples(game_name) if text not in BUILT[game_name]]
    assert len(waiting) >= 5
    for state, seat in _positions(game_name):
        waiting = [text for text in waiting if not _played(game_name, state, seat, text)]
        if not waiting:
            return
    assert waiting == []

"""The view's last-move label: the engine's own words for the move, secrets kept."""

from __future__ import annotations

from itertools import pairwise

from engine.i18n import t
from engine.marco_polo.data import GOAL_CARDS, LOCATION_NAMES
from engine.marco_polo.labels import public_label
from engine.marco_polo.state import MarcoPoloState
from engine.playout import random_playout

from .helpers import GAME, play


def _states(seats: int, seed: int) -> list[MarcoPoloState]:
    _, log = random_playout(GAME, seats, seed, {"variant": "pro"})
    state = GAME.setup(seats, {"variant": "pro"}, seed)
    found = [state]
    for seat, move in log:
        state, _ = GAME.apply(state, seat, move)
        found.append(state)
    return found


def test_the_last_label_is_the_engines_label_written_before_the_move() -> None:
    states = _states(3, 8)
    taken = 0
    for before, after in pairwise(states):
        assert after.last_move is not None and after.last_seat is not None
        move = GAME.parse_move(after.last_move)
        if GAME.redacted(before, after.last_seat, move) is not None:
            # a secret move: everyone reads the neutral label, naming no secret
            assert after.last_secret and after.last_label == public_label(move)
            continue
        expected = GAME.label(move, before)
        for viewer in (None, 0, 1, 2):
            assert GAME.view(after, viewer).last_label == expected, after.last_move
        if after.last_move.startswith("contract take"):
            taken += 1
            # the row has changed since: only the label written then names what was taken
            assert GAME.label(GAME.parse_move(after.last_move), after) != expected
    assert taken


def test_a_new_game_has_no_last_label() -> None:
    assert GAME.view(GAME.setup(2, {"variant": "first"}, 1), 0).last_label is None


def test_the_keep_label_names_no_goal_card_to_anyone() -> None:
    state = GAME.setup(3, {"variant": "pro"}, 4)
    for _ in range(3):
        seat = GAME.to_act(state)[0]
        state = play(state, seat, f"pick {state.draft_offer[0]}")
    seat = GAME.to_act(state)[0]
    offer = state.players[seat].goal_offer
    state = play(state, seat, f"keep {offer[0]},{offer[3]}")
    cities = {
        str(LOCATION_NAMES[city])
        for g in offer
        for city in (GOAL_CARDS[g].large, GOAL_CARDS[g].small)
    }
    for viewer in (None, 0, 1, 2):
        shown = GAME.view(state, viewer).last_label
        assert shown == t("marco_polo.move.keep")
        for locale in ("en", "de"):
            assert not any(city in shown.render(locale) for city in cities)


def test_the_last_label_survives_a_json_round_trip() -> None:
    state = _states(2, 3)[40]
    assert state.last_label is not None
    restored = GAME.from_json(GAME.to_json(state))
    assert restored == state
    assert GAME.to_json(restored) == GAME.to_json(state)


def test_a_pick_names_the_character_in_the_players_language() -> None:
    move = GAME.parse_move("pick niccolo")
    assert GAME.label(move).render("en") == "Choose Niccolò and Marco Polo"
    assert GAME.label(move).render("de") == "Niccolò und Marco Polo wählen"


def test_fulfilled_contracts_are_listed_as_the_table_saw_them() -> None:
    from .helpers import set_player, start

    state = start(characters=["", "", "", ""])
    set_player(state, 0, contracts=["s2"], camels=1, gold=1)
    state = play(state, 0, "fulfil s2")
    for viewer in (None, 0, 1):
        panel = GAME.view(state, viewer).players[0]
        assert panel.fulfilled == 1 and panel.fulfilled_contracts == ["s2"]

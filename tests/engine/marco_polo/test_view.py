"""The last move in the state and the view: the move and its event's words, secrets kept."""

from __future__ import annotations

from itertools import pairwise

from engine.i18n import seat as seat_text
from engine.i18n import t
from engine.marco_polo.data import GOAL_CARDS, LOCATION_NAMES
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


def test_the_last_move_is_the_move_with_the_words_of_its_event() -> None:
    states = _states(3, 8)
    taken = 0
    for before, after in pairwise(states):
        last = after.last_move
        assert last is not None and last.move is not None and last.seat == after.last_seat
        replayed, events = GAME.apply(before, last.seat, last.move)
        assert replayed == after
        if GAME.redacted(before, last.seat, last.move) is not None:
            # a secret move: the others read the public text and not the move
            assert last.secret == events[0].secret and last.text == events[0].text
            for viewer in (None, *(s for s in range(3) if s != last.seat)):
                seen = GAME.view(after, viewer).last_move
                assert seen is not None and seen.move is None and seen.text == events[0].text
            continue
        for viewer in (None, 0, 1, 2):
            seen = GAME.view(after, viewer).last_move
            assert seen is not None and seen.text == events[0].text and seen.move == last.move
        if GAME.format_move(last.move).startswith("contract take"):
            taken += 1
            # the row has changed since: only the words written then name what was taken
            assert GAME.label(last.move, after) != GAME.label(last.move, before)
    assert taken


def test_a_new_game_has_no_last_move() -> None:
    assert GAME.view(GAME.setup(2, {"variant": "first"}, 1), 0).last_move is None


def test_the_kept_goal_cards_are_named_to_no_one_else() -> None:
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
    for viewer in (None, *(s for s in range(3) if s != seat)):
        shown = GAME.view(state, viewer).last_move
        assert shown is not None and shown.move is None and shown.secret is None
        for locale in ("en", "de"):
            assert not any(city in shown.text.render(locale) for city in cities)
    own = GAME.view(state, seat).last_move
    assert own is not None and own.move is not None
    assert any(city in own.text.render("en") for city in cities)


def test_the_last_move_survives_a_json_round_trip() -> None:
    state = _states(2, 3)[40]
    assert state.last_move is not None
    restored = GAME.from_json(GAME.to_json(state))
    assert restored == state
    assert GAME.to_json(restored) == GAME.to_json(state)


def test_a_state_saved_with_the_last_move_as_notation_still_loads() -> None:
    state = _states(2, 3)[40]
    assert state.last_move is not None and state.last_move.move is not None
    old = state.model_dump(mode="json")
    old["last_move"] = GAME.format_move(state.last_move.move)
    old["last_label"] = t("marco_polo.move.end").model_dump()
    old["last_secret"] = False
    loaded = MarcoPoloState.model_validate(old)
    assert loaded.last_move is not None and loaded.last_move.move == state.last_move.move
    assert loaded.last_move.seat == state.last_seat and not loaded.last_move.is_secret
    assert loaded.last_move.text == t("core.last_move.old", player=seat_text(loaded.last_move.seat))
    # kept goal cards stay secret after loading
    old["last_move"], old["last_secret"] = "keep 1,2", True
    kept = GAME.view(MarcoPoloState.model_validate(old), None).last_move
    assert kept is not None and kept.move is None


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

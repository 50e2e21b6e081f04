"""Goal cards stay secret: not in other seats' views, scores, standings, labels or events."""

from __future__ import annotations

from engine import with_seat_names
from engine.marco_polo.data import GOAL_CARDS, LOCATION_NAMES
from engine.marco_polo.moves import Decline

from .helpers import GAME, dice, play, set_player, start

GAME_CARD_VP = {g: card.vp for g, card in GOAL_CARDS.items()}


def _goal_holder():
    """Seat 1 holds goal card 7 (Lan-Zhou + Kochi, 4) with both cities: 4 + 3 points."""
    state = start(characters=["", "", "", ""])
    set_player(state, 1, goals=[7, 16], posts=["lan-zhou", "kochi"], posts_placed=2, vp=0)
    set_player(state, 0, fulfilled=["c01"])  # seat 0 alone has the most contracts
    return state


def test_other_seats_see_no_goal_points_in_scores_or_standings() -> None:
    state = _goal_holder()
    assert GOAL_CARDS[7].vp == 4
    assert GAME.view(state, 1).players[1].score == 7
    for viewer in (None, 0, 2):
        assert GAME.view(state, viewer).players[1].score == 0
    standing = GAME.result(state).standing(1)
    assert standing.score == 0
    assert {line.category: line.points for line in standing.breakdown}["goal_cards"] == 0


def test_goal_points_are_revealed_in_the_final_scoring() -> None:
    state = _goal_holder()
    state.phase = "over"
    assert GAME.view(state, 0).players[1].score == 7
    lines = {line.category: line.points for line in GAME.result(state).standing(1).breakdown}
    assert (lines["goal_cards"], lines["goal_cities"]) == (4, 3)


def _goal_choice(seed: int = 5):
    """A 2-player pro game at seat 1's goal choice."""
    state = GAME.setup(2, {"variant": "pro"}, seed)
    state = play(state, 1, f"pick {state.draft_offer[0]}")
    return play(state, 0, f"pick {state.draft_offer[0]}")


def _cities(goals) -> set[str]:
    return {str(LOCATION_NAMES[c]) for g in goals for c in (GOAL_CARDS[g].large, GOAL_CARDS[g].small)}


def test_keeping_goal_cards_names_no_card_to_the_others() -> None:
    state = _goal_choice()
    offer = sorted(state.players[1].goal_offer)
    move = GAME.parse_move(f"keep {offer[1]},{offer[2]}")
    public = GAME.redacted(state, 1, move)
    after, events = GAME.apply(state, 1, move)
    assert public is not None and events[0].text == public and events[0].seat == 1
    for locale in ("en", "de"):
        texts = [with_seat_names(e.text, ["Ada", "Bea"]).render(locale) for e in events]
        assert "Bea" in texts[0]
        assert not any(city in text for city in _cities(offer) for text in texts), texts
        # the mover's own line names what was kept
        assert all(city in events[0].secret.render(locale) for city in _cities(offer[1:3]))
    for viewer in (0, None):
        hidden = GAME.view(after, viewer).last_move
        assert hidden is not None and hidden.move is None and hidden.text == public
    own = GAME.view(after, 1).last_move
    assert own is not None and own.move == move and own.text == events[0].secret
    assert GAME.redacted(state, 1, GAME.parse_move("end")) is None


def test_the_goal_choice_labels_tell_the_six_options_apart() -> None:
    state = _goal_choice()
    offer = sorted(state.players[1].goal_offer)
    moves = GAME.legal_moves(state, 1)
    assert len(moves) == 6
    for locale in ("en", "de"):
        labels = [GAME.label(m, state).render(locale) for m in moves]
        assert len(set(labels)) == 6
        for move, text in zip(moves, labels, strict=True):
            kept = move.goals
            assert all(city in text for city in _cities(kept)), text
            assert all(f"{GAME_CARD_VP[g]} " in text for g in kept), text
            assert not _cities(set(offer) - set(kept)) - _cities(kept) & set(text.split())


def test_a_goal_label_says_what_the_card_is_worth_now() -> None:
    state = _goal_choice()
    goal = state.players[1].goal_offer[0]
    card = GOAL_CARDS[goal]
    other = state.players[1].goal_offer[1]
    move = GAME.parse_move(f"keep {min(goal, other)},{max(goal, other)}")
    nothing = GAME.label(move, state).render("en")
    assert f"({card.vp} VP, now 0, 0/2)" in nothing
    set_player(state, 1, posts=[card.large, card.small])
    both = GAME.label(move, state).render("en")
    assert f"({card.vp} VP, now {card.vp}, 2/2)" in both


def test_a_contract_drawn_from_the_special_pile_is_named_only_to_its_taker() -> None:
    state = start(characters=["", "", "", ""])
    set_player(state, 0, contracts=["c05", "c07"], dice=dice(1, 1, 1), coins=10)
    state.office["alexandria"] = 9  # office bonus: the top contract of the special pile
    state = play(state, 0, "place travel 1,1")
    state, events = GAME.apply(state, 0, "travel venezia-alexandria")
    drawn = state.pending[0].items[0]
    (draw,) = [e for e in events if e.kind == "drawn_hidden"]
    for locale in ("en", "de"):
        assert drawn.upper() not in GAME.prompt(state, 0).render(locale)
        assert drawn.upper() in GAME.view(state, 0).prompt.render(locale)
        assert drawn.upper() not in draw.text.render(locale)
        assert drawn.upper() in draw.text_for(0).render(locale)
        assert drawn.upper() not in draw.text_for(1).render(locale)
    assert drawn in GAME.view(state, 0).contract_info
    assert all(drawn not in GAME.view(state, v).contract_info for v in (None, 1, 2, 3))
    decline = GAME.parse_move("decline")
    assert drawn.upper() in GAME.label(decline, state).render("en")
    public = GAME.redacted(state, 0, decline)
    assert public is not None
    after, events = GAME.apply(state, 0, decline)
    assert after.special[-1] == drawn
    for locale in ("en", "de"):
        seen = GAME.view(after, None).last_move
        assert seen is not None and seen.move is None
        for text in (public, events[0].text, seen.text):
            assert drawn.upper() not in text.render(locale)
    # the decliner remembers where it went; nobody else knows which card it is
    assert GAME.view(after, 0).special_known[-1] == drawn
    assert all(GAME.view(after, v).special_known[-1] is None for v in (None, 1, 2, 3))


def test_a_contract_drawn_onto_a_free_tableau_space_is_public() -> None:
    state = start(characters=["", "", "", ""])
    set_player(state, 0, contracts=["c05"], dice=dice(1, 1, 1), coins=10)
    state.office["alexandria"] = 9
    state = play(state, 0, "place travel 1,1")
    top = state.special[0]
    state, events = GAME.apply(state, 0, "travel venezia-alexandria")
    (draw,) = [e for e in events if e.kind == "drawn"]
    assert draw.secret is None and top.upper() in draw.text.render("en")
    assert top in GAME.view(state, None).players[0].contracts


def test_cards_put_under_the_special_pile_in_the_open_are_known_to_all() -> None:
    state = start(characters=["", "", "", ""])
    set_player(state, 0, dice=dice(6), contracts=["c05", "c07"])
    state = play(state, 0, "place contracts 6", "contract take 1")
    assert GAME.legal_moves(state, 0)  # discard an old one
    state = play(state, 0, "drop c07")
    for viewer in (None, 0, 1, 2, 3):
        known = GAME.view(state, viewer).special_known
        assert known[-1] == "c07" and known[0] is None


def test_the_view_carries_the_final_result_only_once_the_game_is_over() -> None:
    state = _goal_holder()
    assert GAME.view(state, 0).result is None
    state.phase = "over"
    result = GAME.view(state, None).result
    assert result is not None and result == GAME.result(state)
    assert result.standing(1).score == 7 and result.standing(0).score == 7


def test_goal_cards_are_revealed_to_everyone_for_the_final_scoring() -> None:
    from engine.playout import random_playout

    final, _ = random_playout(GAME, 3, 4, {"variant": "pro"})
    assert GAME.is_over(final)
    for viewer in (None, 0, 1, 2):
        view = GAME.view(final, viewer)
        for panel in view.players:
            assert panel.goals is not None
            assert len(panel.goals) == panel.goal_count == len(final.players[panel.seat].goals)


def test_the_spectator_view_and_standings_of_a_running_game_keep_every_secret() -> None:
    from tests.engine.contract_checks import play as play_game

    for ply in play_game(GAME, 4, 12, {"variant": "pro"}):
        state = ply.after
        if GAME.is_over(state):
            break
        view = GAME.view(state, None)
        assert all(p.goals is None and p.goal_offer is None for p in view.players)
        assert all(p.goals_returned is None for p in view.players)
        assert all(contract is None for _, contract in view.drawn)
        last = view.last_move
        assert last is None or last.move is None or last.move.kind not in ("keep", "decline")
        assert last is None or last.secret is None
        if state.last_move is not None and state.last_move.move == Decline():
            assert view.special_known[-1] is None
        for standing in GAME.result(state).standings:
            lines = {line.category: line.points for line in standing.breakdown}
            assert lines["goal_cards"] == lines["goal_cities"] == 0
    assert GAME.view(state, None).players[0].goals is not None  # revealed at the end

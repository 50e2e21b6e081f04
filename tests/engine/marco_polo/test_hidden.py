"""Goal cards stay secret: not in other seats' views, scores, standings, labels or events."""

from __future__ import annotations

from engine.marco_polo.data import GOAL_CARDS

from .helpers import GAME, dice, play, set_player, start


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


def test_keeping_goal_cards_names_no_card_to_the_others() -> None:
    state = GAME.setup(2, {"variant": "pro"}, 5)
    state = play(state, 1, f"pick {state.draft_offer[0]}")
    state = play(state, 0, f"pick {state.draft_offer[0]}")
    offer = sorted(state.players[1].goal_offer)
    move = GAME.parse_move(f"keep {offer[1]},{offer[2]}")
    state, events = GAME.apply(state, 1, move)
    for locale in ("en", "de"):
        texts = [GAME.label(move, state).render(locale)] + [e.text.render(locale) for e in events]
        assert not any(str(g) in text for g in offer for text in texts), texts
    assert GAME.view(state, 0).last_move == "keep"
    assert GAME.view(state, None).last_move == "keep"
    assert GAME.view(state, 1).last_move == f"keep {offer[1]},{offer[2]}"


def test_a_contract_drawn_from_the_special_pile_is_named_only_to_its_taker() -> None:
    state = start(characters=["", "", "", ""])
    set_player(state, 0, contracts=["c05", "c07"], dice=dice(1, 1, 1), coins=10)
    state.office["alexandria"] = 9  # office bonus: the top contract of the special pile
    state = play(state, 0, "place travel 1,1", "travel venezia-alexandria")
    drawn = state.pending[0].items[0]
    for locale in ("en", "de"):
        assert drawn.upper() not in GAME.prompt(state, 0).render(locale)
        assert drawn.upper() in GAME.view(state, 0).prompt.render(locale)
    assert drawn in GAME.view(state, 0).contract_info
    assert all(drawn not in GAME.view(state, v).contract_info for v in (None, 1, 2, 3))
    state = play(state, 0, "decline")
    assert state.special[-1] == drawn


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

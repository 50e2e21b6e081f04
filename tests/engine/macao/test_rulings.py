"""The project rulings of macao.md §12 that the other tests do not cover."""

from engine.macao.board import advance_wall, discs_above, reorder_wall
from tests.engine.macao.support import GAME, actions_state, advance_until, cubes, play


def moves(state, seat) -> list[str]:
    return [m for m, _ in GAME.legal_notation(state, seat)]


def test_overshooting_the_wall_stays_on_the_last_space_but_leads() -> None:
    state, _ = actions_state(num_seats=3)
    a, b, c = state.order
    state.players[a].wall = 14
    state.players[b].wall = 13
    state.players[c].wall = 0
    state.order = [a, b, c]
    advance_wall(state, b, 4)  # virtual 17: beyond the last space
    advance_wall(state, a, 1)  # exactly onto space 15
    view = GAME.view(state, None)
    assert view.players[b].wall_space == 15 and view.players[a].wall_space == 15
    assert state.order == [b, a, c]
    assert discs_above(state, a) == 1  # physically one stack on the last space


def test_phase_three_order_is_fixed_for_players_still_to_act() -> None:
    state, seat = actions_state(num_seats=3)
    queue = list(state.queue)
    state.players[seat].supply = cubes("RRRRR")
    state = play(state, seat, "wall 3")
    assert state.queue == queue
    state = play(state, seat, "pass")
    assert state.queue == queue[1:]


def test_turm_owner_never_lies_under_another_disc() -> None:
    state, seat = actions_state(num_seats=3)
    state.players[seat].active = ["turm", "kanonier_1", "wachposten_1"]
    others = [s for s in state.order if s != seat]
    state.order = [*others, seat]
    reorder_wall(state)
    assert state.order[0] == seat
    assert "use Kanonier 1" not in moves(state, seat)
    assert "use Wachposten 1" not in moves(state, seat)


def test_sail_part_way_deliver_and_sail_on_with_free_spaces() -> None:
    state, seat = actions_state()
    p = state.players[seat]
    p.active = ["segelmacherei_1"]
    p.ship = "J"
    p.goods = ["silk"]
    state = play(state, seat, "use Segelmacherei 1", "ship Lisboa", "deliver", "ship Barcelona")
    p = state.players[seat]
    assert p.ship == "barcelona" and p.pp == 4 and p.ship_budget == 0


def test_professor_may_still_be_claimed_in_phase_three() -> None:
    state, seat = actions_state()
    p = state.players[seat]
    p.tableau = ["professor_1"]
    p.supply = cubes("K")
    p.dice_ones = 1
    gold = p.gold
    state = play(state, seat, "activate Professor 1", "use Professor 1")
    assert state.players[seat].gold == gold + 1


def test_copies_of_gain_cards_both_work() -> None:
    state, seat = actions_state()
    p = state.players[seat]
    p.active = ["kapitaen_1", "kapitaen_2"]
    p.ship_moved = 2
    state = play(state, seat, "use Kapitän 1", "use Kapitän 2")
    assert state.players[seat].pp == 2


def test_joker_cube_only_in_own_action_turn() -> None:
    state, seat = actions_state()
    other = 1 - seat
    state.players[other].jokers = 1
    assert GAME.legal_moves(state, other) == []
    state = play(state, seat, "pass")
    assert GAME.to_act(state) == [other]
    assert {"joker cube red", "joker gold"} <= set(moves(state, other))


def test_turm_stays_on_top_of_a_disc_that_went_beyond_the_last_space() -> None:
    state, _ = actions_state(num_seats=3)
    turm, runner, rest = state.order
    state.players[turm].active = ["turm", "kanonier_1"]
    state.players[runner].active = ["kanonier_2"]
    state.players[turm].wall = 15
    state.players[runner].wall = 14
    state.order = [turm, runner, rest]
    advance_wall(state, runner, 3)  # virtual 17, physically in the stack on space 15
    assert state.order == [turm, runner, rest]
    assert discs_above(state, turm) == 0 and discs_above(state, runner) == 1
    assert "use Kanonier 1" not in moves(state, turm)


def test_jokers_are_not_offered_outside_the_action_phase() -> None:
    state = GAME.setup(2, None, 4)
    for phase in ("draft", "dice"):
        state = advance_until(state, lambda s, phase=phase: s.phase == phase)
        for seat in GAME.to_act(state):
            state.players[seat].jokers = 1
            assert not any(m.startswith("joker") for m in moves(state, seat))

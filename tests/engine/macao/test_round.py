"""The round: card phase, tribute, draft, dice phase, wind rose, empty-supply penalty."""

from engine.macao import rules
from engine.macao.state import MacaoOptions
from tests.engine.macao.support import DATA, GAME, advance_until, colour, play


def _cards_with(tribute: tuple[int, int], card_type: str, n: int) -> list[str]:
    found = [
        c.id
        for c in DATA.card_list
        if tuple(c.tribute) == tribute and (c.type == "office") == (card_type == "office")
    ]
    return found[:n]


def test_tribute_example_three_gold_six_pp() -> None:
    """Six cards of the round sum to 3 gold / 6 PP (the rules' example)."""
    state = GAME.setup(4, None, 1)
    state = advance_until(state, lambda s: s.phase == "start_cubes")
    state.offices[0] = _cards_with((1, 2), "office", 2)
    deck = _cards_with((1, 2), "deck", 1) + _cards_with((0, 0), "deck", 3)
    state.deck = deck + [c for c in state.deck if c not in deck]
    state = advance_until(state, lambda s: s.phase == "draft")
    assert (state.tribute_gold, state.tribute_pp) == (3, 6)
    assert state.display == state.offices[0] + deck


def test_three_and_two_players_remove_last_revealed_cards() -> None:
    for seats, shown in ((4, 6), (3, 5), (2, 4)):
        state = GAME.setup(seats, None, 2)
        state = advance_until(state, lambda s: s.phase == "start_cubes")
        revealed = state.deck[:4]
        state = advance_until(state, lambda s: s.phase == "draft")
        assert len(state.display) == shown
        assert state.display[2:] == revealed[: shown - 2]
        removed = revealed[shown - 2 :]
        assert all(c in state.discard for c in removed)


def test_draft_in_wall_order_and_leftovers_discarded() -> None:
    state = GAME.setup(2, None, 4)
    state = advance_until(state, lambda s: s.phase == "draft")
    order = list(state.order)
    shown = list(state.display)
    for seat in order:
        assert GAME.to_act(state) == [seat]
        state = play(state, seat, "take card 2")
    assert state.phase == "dice"
    assert state.players[order[0]].tableau[-1] == shown[1]
    assert state.players[order[1]].tableau[-1] == shown[2]
    assert {shown[0], shown[3]} <= set(state.discard)


def test_sixth_card_costs_a_discard_and_a_penalty() -> None:
    state = GAME.setup(2, None, 4)
    state = advance_until(state, lambda s: s.phase == "draft")
    seat = state.order[0]
    state.players[seat].tableau = [c for c in DATA.deck_ids()[:5]]
    state = play(state, seat, "take card 1")
    assert len(state.players[seat].tableau) == 6
    assert state.players[seat].penalties == 1
    assert GAME.to_act(state) == [seat]
    moves = GAME.legal_notation(state, seat)
    assert len(moves) == 6 and all(m.startswith("discard ") for m, _ in moves)
    victim = state.players[seat].tableau[0]
    state = play(state, seat, f"discard {DATA.handles[victim]}")
    assert victim in state.discard and len(state.players[seat].tableau) == 5
    assert GAME.to_act(state) == [state.order[1]]


def test_dice_turn_down_in_late_rounds() -> None:
    state = GAME.setup(2, None, 9)
    state = advance_until(state, lambda s: s.phase == "draft")
    for rnd, highest in ((7, 6), (8, 5), (10, 3), (12, 1)):
        probe = state.model_copy(deep=True)
        probe.round = rnd
        for _ in range(30):
            rules.roll_dice(probe)
            assert max(probe.dice) <= highest


def test_simultaneous_dice_then_rose_turns() -> None:
    state = GAME.setup(2, None, 5)
    state = advance_until(state, lambda s: s.phase == "dice")
    assert sorted(GAME.to_act(state)) == [0, 1]
    state.dice = [1, 2, 3, 4, 5, 6]
    before = [p.rose[0][:] for p in state.players]
    a, b = state.order
    state = play(state, b, "dice red1 blue2")
    assert GAME.to_act(state) == [a]
    # the choice stays secret until everybody has chosen
    assert GAME.view(state, a).players[b].dice is None
    assert GAME.view(state, a).last_move.move is None  # type: ignore[union-attr]
    assert state.players[b].rose[0] == before[b]
    state = play(state, a, "dice green3 black6")
    assert state.phase == "actions"
    pb = state.players[b]
    # the red 1 lands on the 1-field, which turns into the action supply at once
    assert pb.supply[colour("red")] == before[b][colour("red")] + 1
    assert pb.rose[0][colour("blue")] >= 2  # the 2-field moved on to the 1-field
    pa = state.players[a]
    assert pa.rose[1][colour("green")] == 3 and pa.rose[4][colour("black")] == 6


def test_several_players_may_take_the_same_die() -> None:
    state = GAME.setup(2, None, 5)
    state = advance_until(state, lambda s: s.phase == "dice")
    state.dice = [3, 3, 3, 3, 3, 3]
    a, b = state.order
    state = play(state, a, "dice red3 blue3")
    state = play(state, b, "dice red3 blue3")
    assert all(p.rose[1][colour("red")] == 3 for p in state.players)


def test_wall_order_dice_option() -> None:
    state = GAME.setup(3, MacaoOptions(dice_order="wall_order"), 5)
    state = advance_until(state, lambda s: s.phase == "dice")
    assert GAME.to_act(state) == [state.order[0]]
    seat = state.order[0]
    state = play(state, seat, GAME.format_move(GAME.legal_moves(state, seat)[0]))
    assert GAME.to_act(state) == [state.order[1]]
    assert GAME.view(state, state.order[1]).players[seat].dice is not None


def test_empty_action_supply_costs_a_penalty() -> None:
    state = GAME.setup(2, None, 5)
    state = advance_until(state, lambda s: s.phase == "dice")
    state.dice = [2, 2, 2, 2, 2, 2]
    for p in state.players:
        p.rose[0] = [0] * 6
    a, b = state.order
    state = play(state, a, "dice red2 blue2")
    state = play(state, b, "dice red2 blue2")
    assert all(p.penalties == 1 for p in state.players)
    assert state.phase == "actions"
    # the player still acts: tribute and cards remain possible
    assert "pass" in [m for m, _ in GAME.legal_notation(state, state.order[0])]


def test_round_twelve_ends_the_game() -> None:
    state = GAME.setup(2, None, 6)
    state = advance_until(state, lambda s: s.phase == "actions")
    state.round = 12
    state = advance_until(state, lambda s: s.phase != "actions")
    assert GAME.is_over(state) and GAME.to_act(state) == []


def test_tribute_counts_the_cards_removed_for_two_players() -> None:
    """The rate is set from all six cards before the last two deck cards are removed."""
    state = GAME.setup(2, None, 1)
    state = advance_until(state, lambda s: s.phase == "start_cubes")
    state.offices[0] = _cards_with((0, 0), "office", 2)
    deck = _cards_with((0, 1), "deck", 2) + _cards_with((2, 2), "deck", 2)
    state.deck = deck + [c for c in state.deck if c not in deck]
    state = advance_until(state, lambda s: s.phase == "draft")
    assert (state.tribute_gold, state.tribute_pp) == (4, 6)
    assert state.display == state.offices[0] + deck[:2]
    assert state.discard[-2:] == deck[2:]


TURNED_DOWN = {8: {6}, 9: {5, 6}, 10: {4, 5, 6}, 11: {3, 4, 5, 6}, 12: {2, 3, 4, 5, 6}}


def test_dice_are_turned_to_one_exactly_as_the_rules_say(monkeypatch) -> None:
    state = GAME.setup(2, None, 9)
    state = advance_until(state, lambda s: s.phase == "draft")
    faces = iter(list(range(1, 7)) * 12)
    monkeypatch.setattr(type(state.rng), "roll", lambda self, n: next(faces))
    for rnd in range(1, 13):
        state.round = rnd
        rules.roll_dice(state)
        down = TURNED_DOWN.get(rnd, set())
        assert state.dice == [1 if v in down else v for v in range(1, 7)], rnd
        # every die left can still deliver its cubes to an action supply by round 12
        assert all(rnd + v - 1 <= 12 for v in state.dice)


def test_cubes_of_a_three_reach_the_action_supply_two_rounds_later() -> None:
    state = GAME.setup(2, None, 5)
    state = advance_until(state, lambda s: s.phase == "dice")
    seat = state.order[0]
    for p in state.players:
        p.rose = [[0] * 6 for _ in range(6)]
    state.dice = [3, 2, 2, 2, 2, 2]
    red = colour("red")

    def step(s):
        acting = GAME.to_act(s)[0]
        if s.phase == "dice":
            legal = [m for m in GAME.legal_moves(s, acting) if "red" not in (m.first, m.second)]
            return GAME.apply(s, acting, legal[0])[0]
        return GAME.apply(s, acting, GAME.legal_moves(s, acting)[0])[0]

    state = play(state, seat, "dice red3 blue2")
    for _ in GAME.to_act(state):
        state = step(state)
    supplies = {}
    while state.round <= 3:
        if state.phase == "actions" and state.queue[0] == seat and not state.pending:
            supplies.setdefault(state.round, state.players[seat].supply[red])
        state = step(state)
    assert supplies == {1: 0, 2: 0, 3: 3}


def test_muessiggaenger_pass_leaves_three_cards_for_the_discard() -> None:
    state = GAME.setup(2, None, 8)
    state = advance_until(state, lambda s: s.phase == "draft")
    first, second = state.order
    state.players[first].active = ["muessiggaenger_2"]
    shown = list(state.display)
    state = play(state, first, "pass")
    state = play(state, second, "take card 1")
    assert state.phase == "dice"
    assert state.discard[-3:] == shown[1:]
    assert state.players[first].penalties == 0


def test_a_wall_move_sets_the_turn_order_of_the_next_round() -> None:
    state = GAME.setup(3, None, 6)
    state = advance_until(state, lambda s: s.phase == "actions")
    first, second, last = state.queue
    state = play(state, first, "pass")
    state = play(state, second, "pass")
    state.players[last].supply = [1, 0, 0, 0, 0, 0]
    state = play(state, last, "wall 1", "pass")
    assert state.round == 2 and state.phase == "draft"
    assert state.order == [last, first, second]
    assert GAME.to_act(state) == [last]

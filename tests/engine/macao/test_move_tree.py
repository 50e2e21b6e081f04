"""The step-by-step picker's tree: kind, then piece, then payment; never more than 25
choices at a step, every move within 4 selections, short labels in both languages."""

from __future__ import annotations

from engine.i18n import locales, translate
from engine.macao.state import MacaoState
from engine.move_tree import MAX_CHOICES, MAX_DEPTH, MoveTree
from tests.engine.macao.support import GAME, actions_state, advance_until, cubes, play


def good_tree(state: MacaoState, seat: int) -> MoveTree:
    tree = GAME.move_tree(state, seat)
    assert tree.problems() == []
    legal = GAME.legal_moves(state, seat)
    assert sorted(map(GAME.format_move, tree.moves())) == sorted(map(GAME.format_move, legal))
    assert tree.widest() <= MAX_CHOICES
    assert max(tree.selections(m) for m in legal) <= MAX_DEPTH
    for move in legal:
        for step in GAME.move_steps(state, seat, move):
            for locale in locales():
                shown = step.label.render(locale)
                assert 0 < len(shown) <= 100 and "macao." not in shown and "{" not in shown
    return tree


def kinds(tree: MoveTree) -> list[str]:
    return [step.key for step in tree.choices(())]


def rich_state() -> tuple[MacaoState, int]:
    """Nachtwächter, Zimmermann and a Bau discount: many ways to pay for a district."""
    state, seat = actions_state(num_seats=2, seed=4)
    p = state.players[seat]
    p.active = ["nachtwaechter_1", "edler_1", "gaukler", "archiv", "kran_1"]
    p.tableau = ["festung", "office_justice_4", "kathedrale_2"]
    p.supply = cubes("RRRBBBGGGYYYVVVKKK")
    p.jokers = 1
    return state, seat


def test_kinds_come_first_in_a_fixed_order_and_pass_comes_last() -> None:
    state, seat = rich_state()
    tree = good_tree(state, seat)
    assert kinds(tree) == [
        "activate",
        "use",
        "district-ac",
        "district-de",
        "ship",
        "wall",
        "tribute",
        "joker",
        "pass",
    ]
    labels = {s.key: s.label.render("en") for s in tree.choices(())}
    assert labels["activate"] == "Activate a card"
    assert labels["pass"].startswith("Pass (18 unused cubes are lost)")


def test_more_than_25_districts_within_reach_are_split_by_rows() -> None:
    state, seat = rich_state()
    tree = good_tree(state, seat)
    assert {"district-ac", "district-de"} <= set(kinds(tree))
    north = [s.key for s in tree.choices(("district-ac",))]
    south = [s.key for s in tree.choices(("district-de",))]
    assert len(north) == 18 and len(south) == 12  # the whole city is within reach
    assert all(key[0] in "abc" for key in north) and all(key[0] in "de" for key in south)
    a1, a2 = tree.choices(("district-ac",))[:2]
    good = translate(f"macao.good.{state.tiles['A1']}", "en")
    assert a1.label.render("en") == f"A1: {good} (2 cubes: 1 blue, 1 green)"
    assert a2.label.render("de") == "A2: Joker (1 AS: 1 rot)"


def test_many_ways_to_pay_a_district_are_chosen_in_two_steps() -> None:
    state, seat = rich_state()
    tree = good_tree(state, seat)
    path = ("district-de", "e1")  # BYVV: two printed cubes may be paid in any colour
    first = tree.choices(path)
    assert all(s.key.startswith("p") for s in first) and 1 < len(first) <= MAX_CHOICES
    assert first[0].label.render("en").startswith("Printed cubes paid: ")
    second = tree.choices((*path, first[-1].key))
    assert all(s.key.startswith("e") for s in second)
    assert second[0].label.render("de").startswith("Andere AS: ")
    assert len(tree.moves(path)) > MAX_CHOICES


def test_few_ways_to_pay_take_one_step() -> None:
    state, seat = actions_state()
    p = state.players[seat]
    p.supply = cubes("BGRRG")
    p.active = ["zimmermann_1"]
    tree = good_tree(state, seat)
    assert kinds(tree)[:2] == ["district", "ship"]
    pays = tree.choices(("district", "a1"))
    assert [s.label.render("en") for s in pays] == ["Pay 1 cube: 1 blue", "Pay 1 cube: 1 green"]


def test_a_gaukler_joker_is_chosen_unit_by_unit() -> None:
    state, seat = rich_state()
    tree = good_tree(state, seat)
    assert len(tree.moves(("joker",))) == 28  # 7 kinds of unit, twice, in any combination
    first = tree.choices(("joker",))
    assert len(first) == 7 and first[0].label.render("en") == "Unit 1: 1 red cube"
    assert [s.key for s in tree.choices(("joker", "gold"))] == ["gold"]


def test_a_long_exchange_is_chosen_by_tens() -> None:
    state, seat = rich_state()
    state.players[seat].gold = 61  # the Edler: up to 30 times 2 gold
    tree = good_tree(state, seat)
    edler = next(s.key for s in tree.choices(("use",)) if "Edler" in s.label.render("de"))
    groups = tree.choices(("use", edler))
    assert [g.label.render("en") for g in groups] == [
        "×1 to ×10",
        "×11 to ×20",
        "×21 to ×30",
    ]
    last = tree.choices(("use", edler, "r21"))
    assert last[-1].label.render("en") == "×30 (pay 60 gold)"


def test_dice_are_one_choice_of_15_pairs() -> None:
    state = advance_until(GAME.setup(2, None, 3), lambda s: s.phase == "dice")
    seat = GAME.to_act(state)[0]
    tree = good_tree(state, seat)
    assert len(tree.choices(("dice",))) == 15
    assert all(tree.selections(m) == 1 for m in tree.moves())


def test_start_cubes_take_two_selections() -> None:
    state = advance_until(GAME.setup(2, None, 3), lambda s: s.phase == "start_cubes")
    seat = GAME.to_act(state)[0]
    tree = good_tree(state, seat)
    assert next(s.label.render("de") for s in tree.choices(("start",))) == "1er-Feld: rot"
    assert max(tree.selections(m) for m in tree.moves()) == 2


def test_a_payment_decision_by_colour_then_count() -> None:
    state, seat = actions_state()
    p = state.players[seat]
    p.supply = cubes("RRRRRRBBBBBBGGGGGGYYYYYYVVVVVV")
    p.active = ["goldsucher_1"]
    state = play(state, seat, "use Goldsucher 1 x9")  # pay 27 cubes of any colours
    tree = good_tree(state, seat)
    assert kinds(tree) == ["pay"]
    colours = tree.choices(("pay",))
    assert next(c.label.render("en") for c in colours) == "red (6 in supply)"
    assert len(tree.choices(("pay", "red"))) == 6


def test_the_draft_offers_cards_and_the_idlers_pass() -> None:
    state = advance_until(GAME.setup(3, None, 3), lambda s: s.phase == "draft")
    seat = GAME.to_act(state)[0]
    state.players[seat].active = ["muessiggaenger_1"]
    tree = good_tree(state, seat)
    assert kinds(tree) == ["take", "skip"]
    cards = tree.choices(("take",))
    assert len(cards) == len(state.display) and cards[0].key == "c1"
    assert "(" in cards[0].label.render("en")  # the card's cost


def test_full_games_only_ever_show_good_trees() -> None:
    state = GAME.setup(4, None, 9)
    plies = 0
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        if plies % 3 == 0:
            good_tree(state, seat)
        legal = GAME.legal_moves(state, seat)
        state = GAME.apply(state, seat, legal[(plies * 7) % len(legal)])[0]
        plies += 1

"""The move picker's tree: kinds, then spaces or cards, then dice or options; no menu over
25 choices, no move beyond 4 selections, short labels in both languages."""

from __future__ import annotations

import pytest

from engine import Text, with_seat_names
from engine.i18n import locales
from engine.marco_polo.data import CITY_CARD_SLOTS
from engine.marco_polo.state import Die, MarcoPoloState, Pending
from engine.move_tree import MAX_CHOICES, MAX_DEPTH
from tests.engine.contract_checks import play as play_game

from .helpers import GAME, dice, play, set_player, start

PLAIN = ["", "", "", ""]


def _labels_problems(state: MarcoPoloState, seat: int) -> list[str]:
    found = []
    for move in GAME.legal_moves(state, seat):
        steps = GAME.move_steps(state, seat, move)
        for step in steps:
            if not isinstance(step.label, Text):
                found.append(f"{step.key}: not a Text")
                continue
            for locale in locales():
                text = with_seat_names(step.label, ["Ada", "Bea", "Cem", "Dan"]).render(locale)
                if len(text) > 100 or "{" in text or not text.strip():
                    found.append(f"{locale}: {text!r}")
    return found


def _tree_ok(state: MarcoPoloState, seat: int) -> None:
    tree = GAME.move_tree(state, seat)
    assert tree.problems() == []
    assert tree.widest() <= MAX_CHOICES
    assert max(tree.selections(m) for m in tree.moves()) <= MAX_DEPTH
    assert _labels_problems(state, seat) == []
    # the tree is the same as the steps of each move on its own
    for move in GAME.legal_moves(state, seat):
        path = tuple(s.key for s in GAME.move_steps(state, seat, move))
        assert move in tree.moves(path)


@pytest.mark.parametrize(("seats", "variant"), [(2, "pro"), (3, "first"), (4, "pro")])
def test_step_labels_are_short_texts_in_both_languages(seats: int, variant: str) -> None:
    problems = []
    for count, ply in enumerate(play_game(GAME, seats, 11, {"variant": variant})):
        if count % 3 == 0:
            problems += _labels_problems(ply.before, ply.seat)  # type: ignore[arg-type]
    assert problems == []


def test_a_turn_starts_with_the_kinds_of_move() -> None:
    state = start(characters=PLAIN)
    set_player(state, 0, dice=dice(2, 4, 5), camels=3, contracts=["s2"], gold=1)
    tree = GAME.move_tree(state, 0)
    keys = [s.key for s in tree.choices(())]
    assert keys[:8] == ["coins", "camels", "pepper", "silk", "gold", "khan", "contracts", "travel"]
    assert {"fulfil", "bag", "reroll", "bump", "black"} <= set(keys)
    assert tree.choices(())[0].label.render("de") == "5 Geld"
    # a silk placement: the space, then its dice with the sensible rows
    silk = [s.key for s in tree.choices(("silk",))]
    assert silk == ["2-4-r2", "2-5-r2", "4-5-r4", "4-5-r3"]
    assert tree.selections(GAME.parse_move("place silk 4,5 row 3")) == 2
    assert tree.choices(("silk",))[2].label.render("en") == "4 and 5: 3 silk"


def test_many_dice_on_the_gold_bazaar_are_chosen_lowest_first() -> None:
    state = start(characters=["matteo", "", "", ""])
    hand = [Die(kind="p", value=v) for v in (2, 3, 4, 5, 6)]
    hand += [Die(kind="b", value=v) for v in (3, 5, 6)] + [Die(kind="w", value=4)]
    set_player(state, 0, dice=hand, coins=60, camels=30)
    tree = GAME.move_tree(state, 0)
    lowest = tree.choices(("gold",))
    assert all(step.key.startswith("low-") for step in lowest)
    assert lowest[0].label.render("en") == "Lowest die 2"
    _tree_ok(state, 0)


@pytest.mark.parametrize("character", ["", "johannes", "wilhelm", "niccolo"])
def test_long_journeys_fit_the_picker(character: str) -> None:
    state = start(characters=[character, "", "", ""])
    set_player(state, 0, dice=dice(6, 6, 6, 6, 6), coins=60, camels=30)
    state = play(state, 0, "place travel 6,6")
    _tree_ok(state, 0)
    tree = GAME.move_tree(state, 0)
    path, _ = tree.settle(())  # type: ignore[misc]
    assert path == ("travel",)  # the only kind: skipped
    first = tree.choices(path)[0].label.render("en")
    assert first.startswith("Figure 1" if character == "niccolo" else "To ")


def test_raschid_sets_his_dice_in_the_picker() -> None:
    state = start(characters=["raschid", "", "", ""])
    hand = [Die(kind="p", value=0) for _ in range(5)] + [Die(kind="b", value=0)] * 3
    set_player(state, 0, dice=hand, coins=60, camels=30)
    _tree_ok(state, 0)
    assert "6-6-r6" in [s.key for s in GAME.move_tree(state, 0).choices(("gold", "low-6"))]


def test_taking_contracts_is_first_then_second_then_the_bonus() -> None:
    state = start(characters=PLAIN)
    set_player(state, 0, dice=dice(6))
    state = play(state, 0, "place contracts 6")
    tree = GAME.move_tree(state, 0)
    assert [s.key for s in tree.choices(("take",))] == [f"s-{n}" for n in range(1, 7)]
    assert [s.key for s in tree.choices(("take", "s-5"))] == ["only", "s-6"]
    bonus = [s.label.render("en") for s in tree.choices(("take", "s-5", "s-6"))]
    assert bonus == [
        "Bonus 3 camels",
        "Bonus 3 coins",
        "Bonus 1 camel, 2 coins",
        "Bonus 1 coin, 2 camels",
    ]
    _tree_ok(state, 0)


@pytest.mark.parametrize("card", ["cc05", "cc25", "cc28", "cc29", "cc31", "cc11"])
def test_city_card_choices_say_cost_and_reward(card: str) -> None:
    state = start(characters=PLAIN)
    state.city_cards[CITY_CARD_SLOTS[0]] = card
    set_player(
        state, 0, posts=["moscow", "anxi", "kochi", "ormuz", "adana"], posts_placed=5,
        coins=30, camels=30, pepper=9, silk=9, gold=9, dice=dice(6),
    )  # fmt: skip
    state = play(state, 0, "city moscow 6")
    assert state.pending and state.pending[0].kind == "city"
    _tree_ok(state, 0)
    prompt = GAME.view(state, 0).prompt.render("en")
    assert "Moscow" in prompt and card not in prompt.lower()
    for move in GAME.legal_moves(state, 0):
        text = GAME.label(move, state).render("en")
        assert "→" in text or "bonus" in text, text


def test_the_goods_repeat_card_splits_a_wide_menu() -> None:
    state = start(characters=PLAIN)
    state.pending = [Pending(seat=0, kind="city", n=6, items=["cc28"])]
    set_player(state, 0, pepper=12, silk=12, gold=12)
    tree = GAME.move_tree(state, 0)
    assert len(tree.choices(("use", "x-6"))) == 3  # the first pair, then the rest
    _tree_ok(state, 0)


def test_every_decision_has_a_tree() -> None:
    decisions = set()
    for ply in play_game(GAME, 4, 21, {"variant": "pro"}):
        before = ply.before
        decisions.add(before.pending[0].kind if before.pending else "turn")  # type: ignore[attr-defined]
        tree = GAME.move_tree(before, ply.seat)  # type: ignore[arg-type]
        assert tree.problems() == []
    assert {"draft", "goals", "turn", "travel", "take_contracts", "good"} <= decisions

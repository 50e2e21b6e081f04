"""The step-by-step move picker's tree: kind, camel, column, cell (or victim, or the
receiving camel); small menus, at most four selections, short labels in both languages."""

from __future__ import annotations

import pytest

from engine.caravan import GAME
from engine.caravan.state import CaravanState
from engine.i18n import locales, with_seat_names
from engine.move_tree import MAX_CHOICES, MAX_DEPTH, MoveTree, Node, Step
from tests.engine.caravan.helpers import fresh, put
from tests.engine.contract_checks import play

LONG_NAMES = ["Bartholomäus von Hohenzollern", "Chen", "Dörte", "Ada"]
LABEL_LIMIT = 100  # a Discord select option's label


_LONGEST: dict[int, int] = {}  # id of a step's label -> its longest rendering


def _longest(step: Step) -> int:
    """Steps are built once and shared, so each label is rendered once per test run."""
    found = _LONGEST.get(id(step.label))
    if found is None:
        label = with_seat_names(step.label, LONG_NAMES)
        found = _LONGEST[id(step.label)] = max(len(label.render(loc)) for loc in locales())
    return found


def _walk(tree: MoveTree) -> tuple[int, list[int], list[str]]:
    """One pass over the tree: the widest node, the selections each move needs (single
    choices are free) and every problem found (shared paths, long labels)."""
    widest, clicks, problems = 0, [], []
    stack: list[tuple[Node, int, tuple[str, ...]]] = [(tree.root, 0, ())]
    while stack:
        node, spent, path = stack.pop()
        choices = len(node.children) + (len(node.moves) if node.children else 0)
        widest = max(widest, choices)
        if len(node.moves) > 1:
            problems.append(f"{'/'.join(path)}: {len(node.moves)} moves share one path")
        if node.moves:
            clicks.append(spent)
        cost = 1 if choices > 1 else 0
        for key, child in node.children.items():
            assert child.step is not None
            if _longest(child.step) > LABEL_LIMIT:
                problems.append(f"{key}: label too long: {child.step.label!r}")
            stack.append((child, spent + cost, (*path, key)))
    return widest, clicks, problems


def _check(state: CaravanState, seat: int) -> list[str]:
    tree = GAME.move_tree(state, seat)
    widest, clicks, problems = _walk(tree)
    legal = GAME.legal_moves(state, seat)
    if widest > MAX_CHOICES:
        problems.append(f"a node offers {widest} choices")
    if max(clicks) > MAX_DEPTH:
        problems.append(f"a move needs {max(clicks)} selections")
    if sorted(map(GAME.format_move, tree.moves())) != sorted(map(GAME.format_move, legal)):
        problems.append("the tree does not hold exactly the legal moves")
    return problems


@pytest.mark.parametrize(
    ("seats", "seed", "options"),
    [(2, 1, {}), (3, 2, {"sixth_camel": True}), (4, 4, {"sixth_camel": True})],
)
def test_every_tree_of_whole_games_is_small_shallow_and_exact(
    seats: int, seed: int, options: dict
) -> None:
    found = []
    for count, ply in enumerate(play(GAME, seats, seed, options), start=1):
        found += [f"ply {count}: {p}" for p in _check(ply.before, ply.seat)]
    assert not found, "\n".join(found[:10])


def test_the_first_level_is_the_kinds_in_the_rules_order() -> None:
    state = fresh(seats=3, actions=4)
    put(state, 0, 1, "d2", good="ivory")
    put(state, 0, 2, "d1")
    put(state, 0, 3, "a1")  # on goods space 1
    put(state, 1, 1, "e4", good="gems")
    put(state, 0, 4, "e4")
    tree = GAME.move_tree(state, 0)
    kinds = [step.key for step in tree.choices(())]
    assert kinds == ["place", "move", "take", "steal", "carry", "pass"]
    labels = [step.label.render("de") for step in tree.choices(())]
    assert labels[0] == "Kamel einsetzen" and labels[-1] == "Zug beenden"
    counts = {key: len(tree.moves((key,))) for key in kinds}
    assert counts["take"] == 1 and counts["steal"] == 1 and counts["pass"] == 1
    assert counts["place"] == 49  # camel E onto any cell: all affordable with 4 actions


def test_placing_a_camel_takes_four_selections_by_column_then_cell() -> None:
    state = fresh(actions=4)
    put(state, 1, 1, "d4")
    tree = GAME.move_tree(state, 0)
    assert [s.key for s in tree.choices(("place",))] == ["a", "b", "c", "d", "e"]
    assert tree.choices(("place",))[0].label.render("en") == "Camel A"
    columns = tree.choices(("place", "a"))
    assert [s.key for s in columns] == list("abcdefg")
    assert columns[3].label.render("de") == "Spalte d"
    cells = tree.choices(("place", "a", "d"))
    assert [s.key for s in cells] == [f"d{row}" for row in range(1, 8)]
    assert cells[3].label.render("en") == "Cell d4 (2 actions)"
    assert cells[0].label.render("de") == "Feld d1 (1 Aktion)"
    move = GAME.parse_move("place A d4")
    assert tree.node(("place", "a", "d", "d4")).moves == [move]  # type: ignore[union-attr]
    assert tree.selections(move) == 4


def test_moving_names_where_each_camel_stands() -> None:
    state = fresh(actions=1)
    put(state, 0, 2, "b3")
    put(state, 0, 4, "f6")
    tree = GAME.move_tree(state, 0)
    pieces = tree.choices(("move",))
    assert [p.label.render("en") for p in pieces] == ["Camel B on b3", "Camel D on f6"]
    # one action left: only free cells, and never the camel's own
    cells = [s.key for s in tree.choices(("move", "b", "b"))]
    assert "b3" not in cells and cells == [f"b{row}" for row in (1, 2, 4, 5, 6, 7)]


def test_stealing_picks_the_victim_then_their_camel_when_they_have_several() -> None:
    state = fresh(seats=3)
    put(state, 0, 1, "d4")
    put(state, 1, 1, "d4", good="gems")
    put(state, 1, 2, "d4", good="salt")
    put(state, 2, 3, "d4", good="paper")
    tree = GAME.move_tree(state, 0)
    settled = tree.settle(("steal",))
    assert settled is not None and settled[0] == ("steal", "a")  # the only thief: no choice
    victims = tree.choices(("steal", "a"))
    assert [v.key for v in victims] == ["orange", "black"]
    named = [with_seat_names(v.label, LONG_NAMES).render("en") for v in victims]
    assert named == ["Chen (orange)", "Dörte (black)"]
    theirs = tree.choices(("steal", "a", "orange"))
    assert [with_seat_names(c.label, LONG_NAMES).render("de") for c in theirs] == [
        "Kamel A von Chen: Edelsteine",
        "Kamel B von Chen: Salz",
    ]
    assert tree.node(("steal", "a", "black")).moves == [  # type: ignore[union-attr]
        GAME.parse_move("steal A from black")
    ]
    assert tree.selections(GAME.parse_move("steal A from orange B")) == 3


def test_carrying_marks_the_camel_that_delivers() -> None:
    state = fresh()
    put(state, 0, 1, "d2", good="ivory")
    put(state, 0, 2, "d1")  # Marrakesh
    put(state, 0, 3, "d3")
    tree = GAME.move_tree(state, 0)
    assert [s.label.render("en") for s in tree.choices(("carry",))] == ["Camel A on d2: ivory"]
    targets = tree.choices(("carry", "a"))
    assert [t.label.render("en") for t in targets] == [
        "Camel B on d1: deliver in Marrakesh",
        "Camel C on d3",
    ]
    assert tree.selections(GAME.parse_move("carry A to B")) == 2


def test_take_and_pass_are_one_or_two_selections() -> None:
    state = fresh()
    put(state, 0, 1, "a1")  # goods space 1, one demand marker
    tree = GAME.move_tree(state, 0)
    take = tree.choices(("take",))
    assert len(take) == 1 and "(+1" in take[0].label.render("en")
    assert tree.selections(GAME.parse_move("take A")) == 1
    assert tree.selections(GAME.parse_move("pass")) == 1

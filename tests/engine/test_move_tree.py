"""The move tree: arranging moves by steps, skipping single choices, counting selections."""

import pytest

from engine import t
from engine.move_tree import MAX_CHOICES, MoveTree, Step


def step(key: str) -> Step:
    return Step(key, t("core.step.kind", kind=key))


def tree_of(paths: dict[str, tuple[str, ...]]) -> MoveTree:
    return MoveTree(([step(k) for k in keys], move) for move, keys in paths.items())


def test_single_choices_are_skipped_and_cost_no_selection() -> None:
    tree = tree_of(
        {"pass": ("pass",), "place a1": ("place", "a", "1"), "place b2": ("place", "b", "2")}
    )
    assert [s.key for s in tree.choices(())] == ["pass", "place"]
    assert tree.selections("pass") == 1
    # place -> a -> 1: the column is a real choice, the row under it is not
    assert tree.selections("place a1") == 2
    path, node = tree.settle(("place", "a"))  # type: ignore[misc]
    assert path == ("place", "a", "1") and node.only_move() == "place a1"


def test_settle_stops_where_several_choices_remain() -> None:
    tree = tree_of({"x": ("k", "a"), "y": ("k", "b")})
    path, node = tree.settle(())  # type: ignore[misc]
    assert path == ("k",) and len(node.children) == 2 and node.only_move() is None
    assert tree.settle(("nope",)) is None


def test_moves_lists_everything_below_a_path_in_order() -> None:
    tree = tree_of({"a": ("k", "1"), "b": ("k", "2"), "c": ("m",)})
    assert tree.moves() == ["a", "b", "c"]
    assert tree.moves(("k",)) == ["a", "b"]
    assert tree.moves(("zz",)) == []


def test_problems_report_wide_nodes_deep_moves_and_shared_paths() -> None:
    wide = tree_of({f"m{i}": (f"k{i}",) for i in range(MAX_CHOICES + 1)})
    assert any("26 choices" in p for p in wide.problems())
    deep = tree_of(
        {
            "a": ("1", "2", "3", "4", "5"),
            "b": ("1", "x"),
            "c": ("1", "2", "y"),
            "d": ("1", "2", "3", "z"),
            "e": ("1", "2", "3", "4", "w"),
            "f": ("q",),
        }
    )
    assert deep.selections("a") == 5
    assert any("5 selections" in p for p in deep.problems())
    shared = MoveTree([([step("k")], "a"), ([step("k")], "b")])
    assert any("share one path" in p for p in shared.problems())
    assert tree_of({"a": ("k", "1"), "b": ("k", "2")}).problems() == []


def test_step_keys_are_short_and_plain() -> None:
    with pytest.raises(ValueError):
        Step("Has Space", t("core.step.kind", kind="x"))
    with pytest.raises(ValueError):
        Step("x" * 17, t("core.step.kind", kind="x"))


def test_a_move_ending_beside_one_other_choice_costs_a_selection_on_either_way() -> None:
    tree = tree_of({"stop": ("k",), "go": ("k", "on")})
    assert tree.selections("stop") == 1 and tree.selections("go") == 1
    assert tree.problems() == []


def test_mapped_keeps_every_path_and_converts_moves_and_labels() -> None:
    tree = tree_of({"a": ("k", "1"), "b": ("k", "2"), "c": ("m",)})
    mapped = tree.mapped(str.upper, lambda label: t("core.step.kind", kind="~"))
    assert mapped.moves() == ["A", "B", "C"]
    assert [s.key for s in mapped.choices(("k",))] == ["1", "2"]
    assert {s.label.render("en") for s in mapped.choices(())} == {"~"}
    assert tree.moves() == ["a", "b", "c"]  # the original is untouched

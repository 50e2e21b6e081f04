"""The sandbox's picker: a summary of the first step, menus step by step, numbers that
pick from the list shown last, and a full numbered list whose numbers stay put."""

from __future__ import annotations

from bot.sandbox.picker import MOVES_PAGE, SUMMARY_MAX, Picker
from engine import t
from engine.move_tree import MoveTree, Step


def picker_for(paths: dict[str, tuple[str, ...]]) -> Picker:
    tree = MoveTree(
        ([Step(k, t("core.step.kind", kind=k)) for k in keys], m) for m, keys in paths.items()
    )
    legal = [(m, t("core.step.kind", kind=m.upper())) for m in paths]
    return Picker(tree, legal, "en")


MOVES = {
    "pass": ("pass",),
    "place c1 a1": ("place", "c1", "a1"),
    "place c1 b1": ("place", "c1", "b1"),
    "place c2 a1": ("place", "c2", "a1"),
    "take c1": ("take", "c1"),
}


def lines(picker_lines: list) -> list[str]:  # type: ignore[type-arg]
    return [x if isinstance(x, str) else x.render("en") for x in picker_lines]


def test_the_summary_names_each_kind_with_its_count() -> None:
    picker = picker_for(MOVES)
    assert lines(picker.summary()) == ["Moves: 1) pass · 2) place (3 moves) · 3) take [take c1]"]
    assert "`moves [start]`" in picker.hint().render("en")


def test_a_kind_by_word_or_number_lists_its_next_step_and_the_last_step_plays() -> None:
    picker = picker_for(MOVES)
    shown = picker.word("place")
    assert shown is not None and shown.notation is None
    assert lines(shown.lines) == [
        "place: choose one (`back` goes up a step):",
        "  1) c1 (2 moves)",
        "  2) c2 [place c2 a1]",
    ]
    assert picker.where() == "place"
    deeper = picker.number(1)
    assert lines(deeper.lines)[1:] == ["  1) a1 [place c1 a1]", "  2) b1 [place c1 b1]"]
    assert picker.where() == "place › c1"
    assert picker.number(2).notation == "place c1 b1"
    assert picker.number(3).lines[0].render("en") == "There is no choice 3; choose 1 to 2."


def test_a_single_remaining_move_is_played_and_back_goes_up() -> None:
    picker = picker_for(MOVES)
    assert picker.number(1).notation == "pass"
    assert picker.word("take").notation == "take c1"  # type: ignore[union-attr]
    picker.number(2)
    picker.number(1)
    assert picker.where() == "place › c1"
    assert lines(picker.back().lines)[0] == "place: choose one (`back` goes up a step):"
    assert lines(picker.back().lines) == ["Moves: 1) pass · 2) place (3 moves) · 3) take [take c1]"]
    # a first step's word works from inside another kind's menu too
    picker.word("place")
    assert picker.word("take").notation == "take c1"  # type: ignore[union-attr]
    assert picker.word("place c1 a1") is None  # not a step: the caller tries notation


def test_the_numbered_list_filters_by_start_and_keeps_each_moves_number() -> None:
    picker = picker_for(MOVES)
    listed = lines(picker.list_moves("place c1"))
    assert listed == [
        "Legal moves matching `place c1`:",
        f"  2) {'place c1 a1':<24} PLACE C1 A1",
        f"  3) {'place c1 b1':<24} PLACE C1 B1",
    ]
    assert picker.number(4).notation == "place c2 a1"  # numbers now pick from the full list
    assert lines(picker.list_moves(""))[0] == "Legal moves:"
    assert lines(picker.list_moves("C2 A"))[1].startswith("  4) place c2 a1")  # anywhere
    assert lines(picker.list_moves("zz")) == ["No legal move matches `zz`; `moves` lists them all."]
    assert picker.number(6).lines[0].render("en") == "There is no move 6; choose 1 to 5."
    picker.word("place")  # a menu again: numbers pick from it
    assert picker.number(2).notation == "place c2 a1"


def test_a_wide_first_step_is_cut_short_in_the_summary() -> None:
    paths = {f"m{i}": (f"k{i}", "x") for i in range(SUMMARY_MAX + 3)}
    summary = lines(picker_for(paths).summary())[0]
    assert summary.count(") ") == SUMMARY_MAX and "… and 3 more (`moves` lists them all)" in summary


def test_a_lone_first_step_is_skipped() -> None:
    picker = picker_for({"take 1": ("take", "1"), "take 2": ("take", "2")})
    assert picker.where() == "take"
    assert lines(picker.summary()) == ["Moves: take › 1) 1 [take 1] · 2) 2 [take 2]"]
    assert picker.number(2).notation == "take 2"


def test_a_single_choice_is_shown_and_accepted() -> None:
    """The decision's only move (Macao's lone pass, a Marco Polo journey with one way)
    is offered as choice 1, by its label, and `1` plays it."""
    lone = picker_for({"pass": ()})
    assert lines(lone.summary()) == ["Moves: 1) PASS [pass]"]
    assert lone.number(1).notation == "pass"
    journey = picker_for({"travel a-b": ("travel", "to-b", "direct")})
    assert lines(journey.summary()) == [
        "Moves: travel › to-b › direct › 1) TRAVEL A-B [travel a-b]"
    ]
    assert journey.number(1).notation == "travel a-b"
    assert journey.word("TRAVEL A-B").notation == "travel a-b"  # type: ignore[union-attr]


def test_a_long_list_comes_a_page_at_a_time() -> None:
    paths = {f"m{i:03}": ("m", f"{i:03}") for i in range(MOVES_PAGE * 2 + 5)}
    picker = picker_for(paths)
    first = lines(picker.list_moves(""))
    assert first[0] == "Legal moves:" and len(first) == MOVES_PAGE + 2
    assert first[-1] == f"… {MOVES_PAGE + 5} more: `more` lists the next {MOVES_PAGE}."
    second = lines(picker.more())
    assert second[0].startswith(f"  {MOVES_PAGE + 1}) m{MOVES_PAGE:03}")
    assert second[-1] == "… 5 more: `more` lists the next 5."
    assert len(lines(picker.more())) == 5
    assert lines(picker.more()) == [
        "That was the whole list; `moves [start]` lists the moves again."
    ]
    assert picker.number(MOVES_PAGE * 2 + 5).notation == f"m{MOVES_PAGE * 2 + 4:03}"


def test_a_lone_step_that_repeats_its_only_move_is_not_shown_twice() -> None:
    """Macao's pass with cubes left: the step "Pass (unused cubes are lost)" leads to the
    one move of that label, which is offered once; a step that says more stays."""
    same = t("core.step.kind", kind="PASS (CUBES LOST)")
    picker = Picker(MoveTree([([Step("pass", same)], "pass")]), [("pass", same)], "en")
    assert lines(picker.summary()) == ["Moves: 1) PASS (CUBES LOST) [pass]"]
    assert picker.where() == ""
    other = Picker(
        MoveTree([([Step("end", same)], "pass")]),
        [("pass", t("core.step.kind", kind="PASS"))],
        "en",
    )
    assert lines(other.summary()) == ["Moves: PASS (CUBES LOST) › 1) PASS [pass]"]

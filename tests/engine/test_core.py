"""The shared engine pieces: text catalogue, RNG, ranking."""

import pytest

from engine import IllegalMove, Rng, ScoreLine, get, rank_standings, t


def test_rng_is_deterministic_and_serialisable() -> None:
    a = Rng.from_seed(42)
    b = Rng.model_validate_json(a.model_dump_json())
    assert [a.below(10) for _ in range(50)] == [b.below(10) for _ in range(50)]
    assert Rng.from_seed(42, "seats").state != Rng.from_seed(42).state


def test_rng_known_sequence_is_stable_across_machines() -> None:
    rng = Rng(state=0)
    assert rng.next_u64() == 0xE220A8397B1DCDAF
    assert rng.next_u64() == 0x6E789E6AA1B965F4


def test_rng_below_is_roughly_uniform_and_in_range() -> None:
    rng = Rng.from_seed(7)
    counts = [0] * 6
    for _ in range(6000):
        counts[rng.roll() - 1] += 1
    assert all(850 < c < 1150 for c in counts)


def test_shuffle_is_a_permutation() -> None:
    rng = Rng.from_seed(1)
    items = list(range(20))
    assert sorted(rng.shuffled(items)) == items


def test_rank_standings_shares_ranks_on_full_ties() -> None:
    line = [ScoreLine(category="x", label=t("core.score.total"), points=0)]
    result = rank_standings(
        [(0, 10, line, [2]), (1, 12, line, [0]), (2, 10, line, [2]), (3, 10, line, [1])]
    )
    assert [(s.seat, s.rank) for s in result.standings] == [(1, 1), (0, 2), (2, 2), (3, 4)]
    assert result.winners == [1]


def test_unknown_game_is_an_illegal_move_with_reason() -> None:
    with pytest.raises(IllegalMove) as info:
        get("chess")
    assert "chess" in info.value.render("en")


def test_a_secret_event_shows_its_secret_only_to_its_seat_until_revealed() -> None:
    from engine import Event

    event = Event(kind="keep", seat=1, text=t("test.kept"), secret=t("test.kept_which"))
    assert event.text_for(None) == t("test.kept")
    assert event.text_for(0) == t("test.kept")
    assert event.text_for(1) == t("test.kept_which")
    assert event.text_for(None, revealed=True) == t("test.kept_which")


def test_a_refusal_quotes_at_most_a_short_clipped_part_of_what_was_typed() -> None:
    from engine.i18n import QUOTE_MAX, clip

    typed = "travel " + "venezia-oasis-" * 400
    error = IllegalMove("core.err.bad_notation", text=typed, hint=t("core.step.kind", kind="x"))
    quoted = error.render("en").split("`")[1]
    assert len(quoted) == QUOTE_MAX and quoted.endswith("…") and typed.startswith(quoted[:-1])
    nested = IllegalMove(t("core.err.not_legal_now", move=typed))
    assert len(nested.render("de")) < QUOTE_MAX + 40
    assert clip("short") == "short"

"""The rating model: 2-4 players, shared places, AI entries, games that do not count."""

from __future__ import annotations

import pytest

from bot.records.ratings import (
    GLOBAL,
    MODEL,
    Match,
    Placing,
    Rating,
    apply,
    fresh,
    rate,
    rate_all,
)


def placings(*ranks: int) -> list[Placing]:
    return [Placing(f"user:{n}", rank, f"P{n}") for n, rank in enumerate(ranks, start=1)]


def test_a_new_entry_starts_at_the_prior_with_a_conservative_rating_of_zero() -> None:
    start = fresh("Ada")
    assert (start.mu, start.sigma, start.games) == (MODEL.mu, MODEL.sigma, 0)
    assert start.ordinal == pytest.approx(0.0)


def test_two_players_the_winner_gains_what_the_loser_loses_and_both_grow_surer() -> None:
    after = rate({}, placings(1, 2))
    win, lose = after["user:1"], after["user:2"]
    assert win.mu > MODEL.mu > lose.mu
    assert win.mu - MODEL.mu == pytest.approx(MODEL.mu - lose.mu)
    assert win.sigma < MODEL.sigma and lose.sigma < MODEL.sigma
    assert win.games == lose.games == 1


@pytest.mark.parametrize("ranks", [(1, 2, 3), (1, 2, 3, 4), (2, 1, 4, 3)])
def test_three_and_four_players_are_ordered_by_their_places(ranks: tuple[int, ...]) -> None:
    after = rate({}, placings(*ranks))
    by_place = sorted(after, key=lambda entry: ranks[int(entry.split(":")[1]) - 1])
    mus = [after[entry].mu for entry in by_place]
    assert mus == sorted(mus, reverse=True) and len(set(mus)) == len(mus)


def test_a_shared_place_stays_shared() -> None:
    after = rate({}, placings(1, 1, 3))
    assert (after["user:1"].mu, after["user:1"].sigma) == (
        after["user:2"].mu,
        after["user:2"].sigma,
    )
    assert after["user:1"].mu > MODEL.mu > after["user:3"].mu
    four = rate({}, placings(1, 2, 2, 4))
    assert four["user:2"].mu == four["user:3"].mu


def test_an_established_rating_moves_less_than_a_new_one() -> None:
    sure = Rating(30.0, 2.0, 40, "P1")
    after = rate({"user:1": sure}, placings(2, 1))
    assert after["user:1"].games == 41
    assert MODEL.mu - after["user:2"].mu < 0  # the newcomer who won rises
    assert sure.mu - after["user:1"].mu < after["user:2"].mu - MODEL.mu


def test_ai_seats_are_entries_of_their_level() -> None:
    match = Match(
        1,
        "caravan",
        7,
        (
            Placing("user:1", 2, "Ada"),
            Placing("ai:normal", 1, "AI"),
            Placing("user:2", 3, "Bea"),
        ),
    )
    changed = apply({}, match)
    assert (GLOBAL, "caravan", "ai:normal") in changed and (7, "caravan", "ai:normal") in changed
    assert changed[(GLOBAL, "caravan", "ai:normal")].mu > MODEL.mu


def test_two_ai_seats_of_one_level_make_one_rating_from_both_places() -> None:
    after = rate(
        {},
        [
            Placing("user:1", 2, "Ada"),
            Placing("ai:easy", 1, "AI"),
            Placing("user:2", 3, "Bea"),
            Placing("ai:easy", 4, "AI"),
        ],
    )
    assert after["ai:easy"].games == 1
    alone_first = rate({}, placings(2, 1, 3, 4))["user:2"].mu
    alone_last = rate({}, placings(2, 1, 3, 4))["user:4"].mu
    assert after["ai:easy"].mu == pytest.approx((alone_first + alone_last) / 2)


@pytest.mark.parametrize(
    "entries",
    [("user:1", "ai:normal"), ("user:1", "ai:easy", "ai:hard", "ai:normal")],
)
def test_games_with_fewer_than_two_people_are_not_rated(entries: tuple[str, ...]) -> None:
    match = Match(1, "caravan", 7, tuple(Placing(e, n + 1, e) for n, e in enumerate(entries)))
    assert not match.counted
    assert apply({}, match) == {}


def test_a_game_without_a_server_counts_only_everywhere() -> None:
    match = Match(1, "macao", None, tuple(placings(1, 2)))
    assert {key[0] for key in apply({}, match)} == {GLOBAL}


def test_rating_everything_at_once_equals_rating_game_by_game() -> None:
    games = [
        Match(n, "caravan", 1 + n % 2, tuple(placings(*ranks)))
        for n, ranks in enumerate([(1, 2), (2, 1, 3), (1, 1, 3, 4), (3, 2, 1), (1, 2)])
    ]
    table: dict = {}
    for match in games:
        table.update(apply(table, match))
    assert rate_all(games) == table
    assert table[(GLOBAL, "caravan", "user:1")].games == 5
    assert table[(1, "caravan", "user:1")].games == 3  # games 0, 2 and 4 were on server 1

"""Ratings in the store: applied as games finish, in that order, and rerated from the
stored results to exactly the same numbers."""

from __future__ import annotations

import pytest

import engine
from bot.records.rater import catch_up, rate_queued, record_unrecorded, rerate
from bot.records.ratings import GLOBAL, MODEL
from bot.store import NewSeat, RatingConflict, Store
from engine.playout import random_playout
from tests.bot.conftest import FakeClock
from tests.bot.records.helpers import Seat, finished_game

ADA, BEA, CEM, DAN = (
    Seat("Ada", 1, 0, 1),
    Seat("Bea", 1, 0, 2),
    Seat("Cem", 1, 0, 3),
    Seat("Dan", 1, 0, 4),
)


def placed(seat: Seat, rank: int, score: int = 10) -> Seat:
    return Seat(seat.name, rank, score, seat.user_id, seat.ai, seat.character)


async def snapshot(store: Store) -> dict[tuple[int, str, str], tuple[float, float, int]]:
    rows = await store._all("SELECT scope, game, entry, mu, sigma, games FROM ratings")
    return {(r[0], r[1], r[2]): (r[3], r[4], r[5]) for r in rows}


async def test_a_finished_game_is_rated_in_both_scopes_and_leaves_the_queue(
    store: Store, clock: FakeClock
) -> None:
    game_id = await finished_game(
        store, clock, [placed(ADA, 1, 30), placed(BEA, 2, 20)], guild_id=9
    )
    assert await rate_queued(store) == 1
    ratings = await snapshot(store)
    assert set(ratings) == {
        (scope, "caravan", entry) for scope in (GLOBAL, 9) for entry in ("user:1", "user:2")
    }
    assert ratings[(9, "caravan", "user:1")][0] > MODEL.mu > ratings[(9, "caravan", "user:2")][0]
    assert await store._all("SELECT game_id FROM rating_queue") == []
    assert await store._all("SELECT seq, game_id, counted FROM rated_games") == [(1, game_id, 1)]
    assert await rate_queued(store) == 0  # nothing is rated twice


async def test_abandoned_games_and_games_with_one_person_change_no_rating(
    store: Store, clock: FakeClock
) -> None:
    await finished_game(store, clock, [placed(ADA, 1), placed(BEA, 2)], status="abandoned")
    solo = await finished_game(
        store, clock, [placed(ADA, 1), Seat("AI", 2, 5, ai="normal"), Seat("AI", 3, 4, ai="easy")]
    )
    assert await rate_queued(store) == 1
    assert await snapshot(store) == {}
    assert await store._all("SELECT game_id, counted FROM rated_games") == [(solo, 0)]


async def test_ai_seats_are_rated_as_their_level_next_to_two_people(
    store: Store, clock: FakeClock
) -> None:
    await finished_game(
        store, clock, [placed(ADA, 2), Seat("AI", 1, 40, ai="hard"), placed(BEA, 3)]
    )
    await rate_queued(store)
    ratings = await snapshot(store)
    assert ratings[(1, "caravan", "ai:hard")][2] == 1
    assert ratings[(GLOBAL, "caravan", "ai:hard")][0] > MODEL.mu


async def test_rerating_from_scratch_equals_the_ratings_applied_game_by_game(
    store: Store, clock: FakeClock
) -> None:
    tables = [
        [placed(ADA, 1), placed(BEA, 2)],
        [placed(BEA, 1), placed(CEM, 1), placed(ADA, 3)],  # a shared first place
        [placed(DAN, 4), placed(CEM, 3), placed(BEA, 2), placed(ADA, 1)],
        [placed(ADA, 2), Seat("AI", 1, 50, ai="normal"), placed(DAN, 3)],
        [placed(CEM, 1), Seat("AI", 2, 5, ai="normal")],  # one person: not rated
        [placed(DAN, 1), placed(ADA, 2), placed(BEA, 2)],
    ]
    for number, seats in enumerate(tables):
        await finished_game(store, clock, seats, guild_id=1 + number % 2, game="macao")
        await rate_queued(store)
    incremental = await snapshot(store)
    order = await store._all("SELECT seq, game_id, counted FROM rated_games ORDER BY seq")
    done = await rerate(store)
    assert (done.games, done.counted) == (6, 5)
    assert await snapshot(store) == incremental
    assert await store._all("SELECT seq, game_id, counted FROM rated_games ORDER BY seq") == order
    assert incremental[(GLOBAL, "macao", "user:1")][2] == 5


async def test_rerating_after_the_ratings_were_lost_brings_them_back_and_rates_the_queue(
    store: Store, clock: FakeClock
) -> None:
    await finished_game(store, clock, [placed(ADA, 1), placed(BEA, 2)])
    await rate_queued(store)
    before = await snapshot(store)
    async with store.transaction() as tx:
        await tx.replace_ratings([])
    await finished_game(store, clock, [placed(BEA, 1), placed(ADA, 2)])  # still queued
    done = await rerate(store)
    assert done.games == 2
    after = await snapshot(store)
    assert after[(GLOBAL, "caravan", "user:1")][2] == 2
    assert after != before
    assert await store._all("SELECT game_id FROM rating_queue") == []


async def test_a_second_rater_of_the_same_game_is_refused(store: Store, clock: FakeClock) -> None:
    game_id = await finished_game(store, clock, [placed(ADA, 1), placed(BEA, 2)])
    await rate_queued(store)
    with pytest.raises(RatingConflict):
        async with store.transaction() as tx:
            await tx.mark_rated(game_id, True)


async def test_games_finished_before_results_were_kept_are_recorded_from_their_state(
    store: Store, clock: FakeClock
) -> None:
    game = engine.get("caravan")
    final, _ = random_playout(game, 2, 5)
    async with store.transaction() as tx:
        game_id = await tx.insert_game(
            guild_id=1, channel_id=9, game="caravan", engine_version=1, options="{}", seed=5,
            creator_id=1, now=clock(),
        )  # fmt: skip
        await tx.add_seat(game_id, NewSeat(0, 1, "Ada", "en"))
        await tx.add_seat(game_id, NewSeat(1, 2, "Bea", "en"))
        await tx.update_game(
            game_id, 0, clock(), state=game.to_json(final), status="finished", finished=True
        )
    assert await record_unrecorded(store) == 1
    standings = {s.seat: s for s in game.result(final).standings}
    rows = await store.results(game_id)
    assert [(r.seat, r.entry, r.rank, r.score) for r in rows] == [
        (seat, f"user:{seat + 1}", standings[seat].rank, standings[seat].score) for seat in (0, 1)
    ]
    assert await record_unrecorded(store) == 0
    assert await catch_up(store) == 1  # recorded games wait on the queue to be rated
    assert (await snapshot(store))[(GLOBAL, "caravan", "user:1")][2] == 1

"""The reliability figures of `/stats`: the median wait from being awaited to moving, and
the games played to the end, left, or handed to the AI, from finished games only."""

from __future__ import annotations

from datetime import timedelta

from bot.service import GameService
from bot.service.reliability import duration, fate, reliability, waits
from bot.store.turn_times import PlayedSeat
from tests.bot.conftest import FakeClock
from tests.bot.records.timed_games import ada_on_three_tables
from tests.bot.service.conftest import ADA, BEA, PLACE, play_to_end, started

MINUTE = 60_000_000  # microseconds


def seat(moves, changes=(), *, ai_at_end=False, started_at=0) -> PlayedSeat:  # type: ignore[no-untyped-def]
    return PlayedSeat(1, 0, ai_at_end, started_at, tuple(moves), tuple(changes))


def test_a_wait_runs_from_the_move_before_or_the_start() -> None:
    moves = [(0, 5 * MINUTE), (1, 8 * MINUTE), (0, 20 * MINUTE), (0, 21 * MINUTE), (1, 22 * MINUTE)]
    assert waits(seat(moves)) == [5 * MINUTE, 12 * MINUTE]


def test_a_game_without_a_recorded_start_has_no_first_wait() -> None:
    assert waits(seat([(0, 5 * MINUTE), (1, 6 * MINUTE), (0, 9 * MINUTE)], started_at=None)) == [
        3 * MINUTE
    ]


def test_the_ais_moves_for_a_seat_are_not_its_players_waits() -> None:
    moves = [(1, MINUTE), (0, 3 * MINUTE), (1, 4 * MINUTE), (0, 9 * MINUTE), (1, 10 * MINUTE)]
    left = [(2, "left", "normal", 4 * MINUTE)]
    assert waits(seat(moves, left, ai_at_end=True)) == [2 * MINUTE]
    back = [*left, (3, "rejoined", None, 20 * MINUTE)]
    assert waits(seat([*moves, (0, 30 * MINUTE)], back)) == [2 * MINUTE, 20 * MINUTE]


def test_how_a_seat_came_to_the_end() -> None:
    assert fate(seat([])) == "finished"
    assert fate(seat([], [(0, "left", "normal", 1), (1, "rejoined", None, 2)])) == "finished"
    assert fate(seat([], [(0, "left", "normal", 1)], ai_at_end=True)) == "left"
    assert fate(seat([], [(0, "voted_ai", "normal", 1)], ai_at_end=True)) == "handed"
    figures = reliability([seat([]), seat([], [(0, "left", "normal", 1)], ai_at_end=True)])
    assert (figures.finished, figures.left, figures.handed, figures.games) == (1, 1, 0, 2)


def test_durations_read_as_people_say_them() -> None:
    def said(span: timedelta, locale: str = "en") -> str:
        return duration(span).render(locale)

    assert said(timedelta(seconds=42)) == "42 s"
    assert said(timedelta(minutes=50, seconds=59)) == "50 min"
    assert said(timedelta(hours=3, minutes=7)) == "3 h 7 min"
    assert said(timedelta(days=1, hours=2, minutes=59)) == "1 day 2 h"
    assert said(timedelta(days=2, hours=5)) == "2 days 5 h"
    assert said(timedelta(hours=3, minutes=7), "de") == "3 Std. 7 Min."
    assert said(timedelta(days=2, hours=5), "de") == "2 Tagen 5 Std."


async def test_stats_show_the_usual_wait_and_the_games_seen_through(
    service: GameService, clock: FakeClock
) -> None:
    await ada_on_three_tables(service.store, clock, ADA.user_id, BEA.user_id, PLACE.guild_id or 0)
    text = (await service.stats(PLACE, ADA.user_id, "Ada")).render("en")
    assert "Usually moves within 50 min of being awaited (the median of 4 turns" in text
    assert "Played 1 of 3 finished games to the end; left 1 to the AI; the table handed 1" in text
    german = (await service.stats(PLACE, ADA.user_id, "Ada")).render("de")
    assert "Zieht meist innerhalb von 50 Min." in german and "Hat 1 von 3 beendeten" in german
    bea = (await service.stats(PLACE, BEA.user_id, "Bea")).render("en")
    assert "Played 3 of 3 finished games to the end; left 0" in bea


async def test_a_game_played_through_the_service_records_its_start(
    service: GameService, clock: FakeClock
) -> None:
    order = await started(service, ADA, BEA, seed=3, options={"short_game": True})
    clock.advance(minutes=7)
    final = await play_to_end(service, order, 3)
    assert final.game_id is not None
    seats = [(await service.store.played_seats(p.user_id, PLACE.guild_id))[0] for p in order]
    (first,) = (s for s in seats if s.seat == s.moves[0][0])
    assert first.started_at is not None
    assert waits(first)[0] == 7 * MINUTE  # the first mover was awaited from the start

"""Records through the service: results and ratings when a game ends, stats, the
leaderboard (pages, scopes, the minimum of rated games) and a server's history."""

from __future__ import annotations

import itertools

import pytest

import engine
from bot.service import GameService, Place, ServiceError
from bot.service.records import HISTORY_PAGE, LEADERBOARD_PAGE, MIN_RATED_GAMES
from bot.store import Store
from tests.bot.conftest import FakeClock
from tests.bot.records.helpers import Seat, finished_game
from tests.bot.service.conftest import ADA, BEA, PLACE, play_to_end, started

OTHER = Place(2, 200)  # another server


async def test_the_end_of_a_game_writes_its_results_and_rates_it(service: GameService) -> None:
    order = await started(service, ADA, BEA, seed=3, options={"short_game": True})
    final = await play_to_end(service, order, 3)
    assert final.status == "finished"
    record = await service.store.game(final.game_id)  # type: ignore[arg-type]
    assert record is not None and record.state is not None
    game = engine.get("caravan")
    result = game.result(game.from_json(record.state))
    rows = await service.store.results(record.id)
    by_seat = {s.seat: s.user_id for s in await service.store.seats(record.id)}
    assert [(r.entry, r.rank, r.score) for r in rows] == [
        (f"user:{by_seat[s.seat]}", s.rank, s.score)
        for s in sorted(result.standings, key=lambda s: s.seat)
    ]
    ratings = await service.store.ratings_of(PLACE.guild_id, "caravan", ["user:1", "user:2"])  # type: ignore[arg-type]
    assert {r.entry for r in ratings} == {"user:1", "user:2"} and all(r.games == 1 for r in ratings)
    assert final.images[-1].filename.endswith("-chart.png")


async def test_an_abandoned_game_leaves_no_result_and_no_rating(service: GameService) -> None:
    await started(service, ADA, BEA)
    reply = await service.abandon(PLACE, ADA)
    assert await service.store.results(reply.game_id) == []  # type: ignore[arg-type]
    assert await service.store._all("SELECT * FROM ratings") == []


async def _league(store: Store, clock: FakeClock) -> None:
    """Ada wins most on server 1, Bea is second, Cem plays once; Dan plays on server 2."""
    ada, bea, cem = Seat("Ada", 1, 40, 1), Seat("Bea", 2, 30, 2), Seat("Cem", 3, 10, 3)
    for _ in range(MIN_RATED_GAMES):
        await finished_game(store, clock, [ada, bea])
    await finished_game(store, clock, [ada, bea, cem], game="macao")
    dan = Seat("Dan", 1, 50, 4)
    for _ in range(MIN_RATED_GAMES):
        await finished_game(store, clock, [dan, Seat("Ada", 2, 20, 1)], guild_id=2)


async def test_stats_of_a_player(service: GameService, store: Store, clock: FakeClock) -> None:
    await _league(store, clock)
    await service.catch_up_records()
    reply = await service.stats(PLACE, 1, "Ada")
    text = reply.render("en")
    assert "**Caravan**: 3 games, 3 wins (100 %), average 40.0 points, best 40" in text
    assert "on this server" in text and "on all servers" in text
    assert "6 rated games) on all servers" in text  # server 2's games count everywhere
    assert "**Macao**: 1 game, 1 win (100 %)" in text
    assert text.count("place 1 of") == 4  # the recent results
    german = reply.render("de")
    assert "3 Partien, 3 Siege" in german


async def test_stats_of_someone_who_never_played(
    service: GameService, store: Store, clock: FakeClock
) -> None:
    await _league(store, clock)
    with pytest.raises(ServiceError) as refused:
        await service.stats(PLACE, 99, "Zoe")
    assert refused.value.render("en") == "Zoe has not finished a game on this server yet."
    with pytest.raises(ServiceError) as refused:
        await service.stats(PLACE, 3, "Cem", "caravan")
    assert "of Caravan" in refused.value.render("en")
    with pytest.raises(ServiceError) as refused:
        await service.stats(PLACE, 1, "Ada", "chess")
    assert "no game called chess" in refused.value.render("en")


async def test_stats_name_the_favourite_character(
    service: GameService, store: Store, clock: FakeClock
) -> None:
    for character in ("kubilai", "raschid", "kubilai"):
        seats = [
            Seat("Ada", 1, 40, 1, character=character),
            Seat("Bea", 2, 3, 2, character="berke"),
        ]
        await finished_game(store, clock, seats, game="marco_polo")
    text = (await service.stats(PLACE, 1, "Ada")).render("en")
    assert "Favourite character: Kubilai Khan (2×)" in text


async def test_the_leaderboard_of_a_server_and_of_all_servers(
    service: GameService, store: Store, clock: FakeClock
) -> None:
    await _league(store, clock)
    await service.catch_up_records()
    here = (await service.leaderboard(PLACE, "caravan")).render("en")
    assert "leaderboard on this server · page 1/1" in here
    assert here.index("1. Ada") < here.index("2. Bea") and "Dan" not in here
    everywhere = (await service.leaderboard(PLACE, "caravan", "global")).render("en")
    assert "Dan" in everywhere and "on all servers" in everywhere
    there = (await service.leaderboard(OTHER, "caravan")).render("en")
    assert "1. Dan" in there and "Bea" not in there
    with pytest.raises(ServiceError) as refused:
        await service.leaderboard(PLACE, "macao")  # one rated game is not enough
    assert "No one has 3 rated games of Macao on this server yet" in refused.value.render("en")


async def test_the_leaderboard_pages_and_refuses_pages_past_the_end(
    service: GameService, store: Store, clock: FakeClock
) -> None:
    players = [Seat(f"P{n:02}", 1, 0, 100 + n) for n in range(LEADERBOARD_PAGE + 3)]
    for _ in range(MIN_RATED_GAMES):
        for first, second in itertools.pairwise(players):
            await finished_game(
                store,
                clock,
                [Seat(first.name, 1, 9, first.user_id), Seat(second.name, 2, 1, second.user_id)],
            )
    await service.catch_up_records()
    one = await service.leaderboard(PLACE, "caravan", page=1)
    two = await service.leaderboard(PLACE, "caravan", page=2)
    assert one.paging is not None and (one.paging.page, one.paging.pages) == (1, 2)
    lines_one = [x.render("en") for x in one.lines[1:-1]]
    lines_two = [x.render("en") for x in two.lines[1:-1]]
    assert len(lines_one) == LEADERBOARD_PAGE and len(lines_two) == 3
    assert lines_two[0].startswith(f"{LEADERBOARD_PAGE + 1}. ")
    ordinals = [float(x.split(": ")[1].split(" ")[0]) for x in lines_one + lines_two]
    assert ordinals == sorted(ordinals, reverse=True)
    for page in (0, 3):
        with pytest.raises(ServiceError) as refused:
            await service.leaderboard(PLACE, "caravan", page=page)
        assert refused.value.render("en") == f"There is no page {page}: there are 2 pages."


async def test_ai_entries_are_named_by_their_level(
    service: GameService, store: Store, clock: FakeClock
) -> None:
    for _ in range(MIN_RATED_GAMES):
        seats = [Seat("Ada", 2, 20, 1), Seat("AI", 1, 30, ai="hard"), Seat("Bea", 3, 5, 2)]
        await finished_game(store, clock, seats)
    await service.catch_up_records()
    assert "1. Caravanserai AI (hard)" in (await service.leaderboard(PLACE)).render("en")
    assert "Caravanserai-KI (hard)" in (await service.leaderboard(PLACE)).render("de")


async def test_the_history_of_a_server_pages_and_filters(
    service: GameService, store: Store, clock: FakeClock
) -> None:
    await _league(store, clock)
    await finished_game(
        store, clock, [Seat("Ada", 1, 1, 1), Seat("Bea", 2, 0, 2)], status="abandoned"
    )
    reply = await service.game_history(PLACE)
    text = reply.render("en")
    assert reply.paging is not None and reply.paging.pages == 1
    assert text.count("🏆") == 4  # server 1's finished games, not the abandoned one
    assert "Macao · 🏆 Ada · Ada 40, Bea 30, Cem 10" in text
    cem = (await service.game_history(PLACE, user_id=3, name="Cem")).render("en")
    assert cem.count("🏆") == 1 and "Finished games of Cem" in cem
    assert (await service.game_history(PLACE, game="caravan")).render("en").count("🏆") == 3
    with pytest.raises(ServiceError) as refused:
        await service.game_history(PLACE, user_id=4, name="Dan")
    assert "Dan has not finished a game on this server" in refused.value.render("en")
    with pytest.raises(ServiceError):
        await service.game_history(PLACE, page=2)
    for _ in range(HISTORY_PAGE):
        await finished_game(store, clock, [Seat("Ada", 1, 1, 1), Seat("Bea", 2, 0, 2)])
    unnamed = await service.game_history(PLACE, user_id=3)  # a page button knows no name
    assert "Finished games of Cem" in unnamed.render("en")
    paged = await service.game_history(PLACE, page=2)
    assert paged.paging is not None and paged.paging.pages == 2
    newest = (await service.game_history(PLACE)).render("en").split("\n")[1]
    assert newest.startswith(f"#{await _last_id(store)} ")


async def _last_id(store: Store) -> int:
    row = await store._one("SELECT MAX(id) FROM games")
    assert row is not None
    return int(row[0])


async def test_no_history_yet(service: GameService) -> None:
    with pytest.raises(ServiceError) as refused:
        await service.game_history(PLACE)
    assert refused.value.render("en") == "No game has been finished on this server yet."

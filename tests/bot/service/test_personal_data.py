"""What the bot keeps about a player: `/me data` reads out every column about them (the
schema's columns are checked against the store's list), `/me forget` wipes them while
every game stays replayable and everyone else's results and ratings stay as they were."""

from __future__ import annotations

import gzip
import json
from datetime import timedelta
from typing import Any

import pytest

from bot.ai import AiDriver
from bot.records.rater import rerate
from bot.service import GameService, ServiceError
from bot.store import Store
from bot.store.personal import PERSONAL_COLUMNS
from tests.bot.conftest import FakeClock
from tests.bot.service.conftest import ADA, BEA, CEM, PLACE, play_to_end, started

NOT_ABOUT_A_PLAYER = {
    "games": {
        "id",
        "guild_id",
        "channel_id",
        "game",
        "engine_version",
        "status",
        "options",
        "seed",
        "state",
        "version",
        "created_at",
        "updated_at",
        "finished_at",
        "turn_hours",
        "ai_level",
        "parent_channel_id",
        "hints",
        "hints_used",  # that someone at the table had a hint, not who
    },
    "seats": {"game_id", "seat", "ai_level"},
    "moves": {"game_id", "seq", "ply", "seat", "notation", "created_at", "undone_at", "version"},
    "channel_settings": {"channel_id", "reminder_hours", "locale"},
    "user_settings": {"dm_opt_in", "vacation_until"},
    "reminders": {"game_id", "due_at", "level"},
    "results": {"game_id", "seat", "rank", "score", "character"},
    "rating_queue": {"game_id"},
    "rated_games": {"seq", "game_id", "counted"},
    "ratings": {"scope", "game", "mu", "sigma", "ordinal", "games", "version"},
    "seat_changes": {"game_id", "seq", "ply", "seat", "change", "ai_level", "created_at"},
    "ballots": {"game_id", "number", "kind", "seat", "opened_at", "closed_at", "outcome"},
    "ballot_votes": {"game_id", "number", "choice", "voted_at"},
    "pauses": {"game_id", "number", "days", "started_at", "until_at", "ended_at"},
    "schema_migrations": {"number", "name", "applied_at"},
    "user_schedules": {"digest_at", "time_zone", "quiet_from", "quiet_until", "locale", "due_at"},
    "notes": {"game_id", "seq", "created_at"},
    "game_starts": {"game_id", "started_at"},
    "board_messages": {"game_id", "channel_id", "message_id"},
    "reviews": {"game_id", "body", "reviewed_at"},  # seats and plies, never a person
}
"""Every other column of the schema: ids of games, channels and servers, the game itself,
times. A column in neither list fails the test below: decide what `/me data` and
`/me forget` do with it (`bot.store.personal.PERSONAL_COLUMNS`)."""


async def _schema(store: Store) -> set[tuple[str, str]]:
    """Every (table, column) of the live database."""
    if store.backend == "sqlite":
        tables = [
            r[0]
            for r in await store._all(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            )
        ]
        return {
            (table, row[1])
            for table in tables
            for row in await store._all(f"PRAGMA table_info({table})")
        }
    rows = await store._all(
        "SELECT table_name, column_name FROM information_schema.columns"
        " WHERE table_schema = current_schema()"
    )
    return {(r[0], r[1]) for r in rows}


async def test_every_column_of_the_schema_is_known_to_be_about_a_player_or_not(
    store: Store,
) -> None:
    known = set(PERSONAL_COLUMNS) | {
        (table, column) for table, columns in NOT_ABOUT_A_PLAYER.items() for column in columns
    }
    schema = await _schema(store)
    assert schema - known == set(), "a new column: is it about a player? see PERSONAL_COLUMNS"
    assert set(PERSONAL_COLUMNS) <= schema


async def _finished_game_with_everything(service: GameService, clock: FakeClock) -> int:
    """Ada and Bea play a game to its end; Ada has settings, created the table and voted."""
    order = await started(service, ADA, BEA, seed=3, options={"short_game": True})
    final = await play_to_end(service, order, 3)
    assert final.status == "finished" and final.game_id is not None
    await service.store.set_user_settings(
        ADA.user_id, dm_opt_in=True, vacation_until=clock() + timedelta(days=3)
    )
    async with service.store.transaction() as tx:
        number = await tx.open_ballot(final.game_id, "clock", 1, clock())
        await tx.add_vote(final.game_id, number, ADA.user_id, "ai", clock())
        await tx.add_vote(final.game_id, number, BEA.user_id, "end", clock())
    return final.game_id


async def _exported(service: GameService, user_id: int) -> dict[str, Any]:
    reply = await service.my_data(ADA if user_id == ADA.user_id else BEA)
    assert reply.ephemeral
    (attachment,) = reply.images
    assert attachment.filename.endswith(".json")
    return json.loads(attachment.data)


async def test_the_export_holds_everything_stored_about_the_player(
    service: GameService, clock: FakeClock
) -> None:
    game_id = await _finished_game_with_everything(service, clock)
    data = await _exported(service, ADA.user_id)
    assert data["format"] == "caravanserai-player-data" and data["user_id"] == ADA.user_id
    assert data["settings"]["dm_reminders"] is True and data["settings"]["vacation_until"]
    (game,) = data["games"]
    assert game["game_id"] == game_id and game["name"] == "Ada" and game["status"] == "finished"
    assert game["result"]["rank"] in (1, 2)
    seat = game["seat"]
    moves = await service.store.moves(game_id)
    assert [m["notation"] for m in game["moves"]] == [m.notation for m in moves if m.seat == seat]
    assert data["games_created"] == [game_id]
    assert {(r["scope"], r["name"]) for r in data["ratings"]} == {
        (0, "Ada"),
        (PLACE.guild_id, "Ada"),
    }
    assert [(v["game_id"], v["choice"]) for v in data["votes"]] == [(game_id, "ai")]
    assert "Bea" not in json.dumps(data)  # nothing about the other player


async def test_forgetting_waits_until_the_player_plays_at_no_open_table(
    service: GameService,
) -> None:
    await service.create(PLACE, ADA, "caravan", None, seed=1)
    with pytest.raises(ServiceError) as refused:
        await service.forget_check(ADA)
    assert "Caravan (table" in refused.value.render("en")
    assert [a.name for a in refused.value.actions] == ["leave"]
    with pytest.raises(ServiceError):
        await service.forget(ADA)
    await service.abandon(PLACE, ADA)
    assert "cannot be undone" in (await service.forget_check(ADA)).render("en")


async def test_forgetting_keeps_the_games_and_everyone_elses_records(
    service: GameService, store: Store, clock: FakeClock
) -> None:
    game_id = await _finished_game_with_everything(service, clock)
    bea_before = await store.ratings_of(0, "caravan", ["user:2"])
    results_before = await store.results(game_id)
    moves_before = await store.moves(game_id)
    (ada_seat,) = [s.seat for s in await store.seats(game_id) if s.user_id == ADA.user_id]
    await store.set_user_settings(BEA.user_id, dm_opt_in=True)

    reply = await service.forget(ADA)
    assert "forgotten" in reply.render("en") and reply.ephemeral

    assert await store.all_user_settings() == [await store.user_settings(BEA.user_id)]
    assert await store.ratings_of(0, "caravan", ["user:1"]) == []
    assert await store.ratings_of(0, "caravan", ["user:2"]) == bea_before
    results = await store.results(game_id)
    assert [(r.seat, r.rank, r.score) for r in results] == [
        (r.seat, r.rank, r.score) for r in results_before
    ]
    entries = {r.entry for r in results}
    assert "user:2" in entries and "user:1" not in entries
    assert any(e.startswith("former:") for e in entries)
    assert await store.moves(game_id) == moves_before
    ballot = await store.ballot(game_id, 1)
    assert ballot is not None and list(ballot.votes) == [BEA.user_id]
    game = await store.game(game_id)
    assert game is not None and game.creator_id == 0
    seats = await store.seats(game_id)
    assert ADA.user_id not in {s.user_id for s in seats}
    assert "Ada" not in {s.display_name for s in seats}

    everything = await _exported(service, ADA.user_id)
    assert everything["settings"] is None and everything["games"] == []
    assert everything["ratings"] == [] and everything["votes"] == []

    ada_last = max(m.ply for m in moves_before if m.seat == ada_seat)
    replay = await service.replay(PLACE, CEM, game_id, ada_last + 1)
    assert "Former player" in replay.render("en") and "Ada" not in replay.render("en")
    assert "Ehemalige Person" in replay.render("de")
    log = await service.game_history(PLACE, 1)
    assert "Former player" in log.render("en") and "Bea" in log.render("en")

    await rerate(store)  # the ratings are rebuilt from the results: still none for Ada
    (bea_after,) = await store.ratings_of(0, "caravan", ["user:2"])
    assert (bea_after.mu, bea_after.sigma) == (bea_before[0].mu, bea_before[0].sigma)
    assert not any(r[2].startswith("former:") for r in await store.record_rows("ratings"))


async def test_a_seat_the_ai_plays_for_the_player_is_forgotten_while_the_game_runs(
    service: GameService, store: Store
) -> None:
    await started(service, ADA, BEA, CEM)  # Ada opened the table
    await service.leave(PLACE, ADA)  # the AI plays her seat on
    assert (await service.forget_check(ADA)).lines
    await service.forget(ADA)

    status = (await service.status(PLACE, BEA)).render("en")
    assert "Former player (AI normal)" in status and "Ada" not in status
    with pytest.raises(ServiceError) as refused:  # the table's opener is nobody now
        await service.table_settings(PLACE, BEA, turn_hours=48)
    assert "Former player" in refused.value.render("en")
    game = await store.open_game(PLACE.channel_id)
    assert game is not None and game.status == "active"
    assert [s.user_id for s in await store.seats(game.id)].count(ADA.user_id) == 0


async def test_an_export_too_large_to_attach_goes_gzipped(
    service: GameService, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    await _finished_game_with_everything(service, clock)
    monkeypatch.setattr("bot.service.personal.PLAIN_LIMIT", 100)
    (attachment,) = (await service.my_data(ADA)).images
    assert attachment.filename.endswith(".json.gz")
    assert json.loads(gzip.decompress(attachment.data))["user_id"] == ADA.user_id


async def test_the_moves_the_ai_made_for_the_player_are_not_theirs(
    service: GameService, driver: AiDriver
) -> None:
    await service.create(PLACE, ADA, "caravan", {"short_game": True}, seed=5)
    await service.add_ai(PLACE, ADA, "easy")
    await service.start(PLACE, ADA)
    left = await service.leave(PLACE, ADA)  # the AI plays her seat from the first move
    assert left.game_id is not None
    answers = await driver.play(left.game_id)
    assert answers[-1].status == "finished"
    (game,) = (await _exported(service, ADA.user_id))["games"]
    assert game["moves"] == [] and [c["change"] for c in game["seat_changes"]] == ["left"]
    assert game["result"] is not None

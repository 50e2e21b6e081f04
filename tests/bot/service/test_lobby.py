"""Lobby rules: create, join, leave, start."""

from __future__ import annotations

import asyncio

import pytest

import engine
from bot.service import GameService, Place, ServiceError
from engine import Rng
from tests.bot.service.conftest import ADA, BEA, CEM, DAN, EVE, PLACE


async def test_create_opens_a_lobby_with_the_creator_seated(service: GameService) -> None:
    reply = await service.create(PLACE, ADA, "caravan", {"sixth_camel": True}, seed=99)
    assert reply.status == "lobby" and reply.version == 0 and reply.game_id is not None
    assert "Ada opened a table for Caravan (2 to 4 players)" in reply.render("en")
    assert "Ada hat einen Tisch für Caravan eröffnet (2 bis 4 Spieler)" in reply.render("de")
    record = await service.store.game(reply.game_id)
    assert record is not None
    assert (record.game, record.seed, record.creator_id, record.options) == (
        "caravan",
        99,
        ADA.user_id,
        '{"sixth_camel": true}',
    )
    assert [s.user_id for s in await service.store.seats(reply.game_id)] == [ADA.user_id]


async def test_create_draws_a_63_bit_seed_when_none_is_given(service: GameService) -> None:
    first = await service.create(PLACE, ADA, "caravan")
    second = await service.create(Place(1, 101), ADA, "caravan")
    seeds = [(await service.store.game(r.game_id)).seed for r in (first, second)]  # type: ignore[union-attr, arg-type]
    assert all(0 <= s < 2**63 for s in seeds) and seeds[0] != seeds[1]


async def test_second_game_in_a_channel_is_refused(service: GameService) -> None:
    await service.create(PLACE, ADA, "caravan")
    with pytest.raises(ServiceError) as refused:
        await service.create(PLACE, BEA, "caravan")
    assert refused.value.key == "bot.err.game_exists"
    assert "already has a game: Caravan (waiting for players)" in refused.value.render("en")
    assert "Kanal gibt es schon ein Spiel: Caravan" in refused.value.render("de")
    await service.create(Place(1, 101), BEA, "caravan")  # another channel or thread is fine


async def test_unknown_game_and_bad_options_are_refused(service: GameService) -> None:
    with pytest.raises(ServiceError) as unknown:
        await service.create(PLACE, ADA, "chess")
    assert unknown.value.key == "core.err.unknown_game"
    with pytest.raises(ServiceError) as bad:
        await service.create(PLACE, ADA, "caravan", {"camels": 9})
    assert bad.value.key == "core.err.unknown_option"
    assert "no option `camels`" in bad.value.render("en")
    assert await service.store.open_game(PLACE.channel_id) is None


async def test_join_rules(service: GameService) -> None:
    await service.create(PLACE, ADA, "caravan")
    with pytest.raises(ServiceError) as seated:
        await service.join(PLACE, ADA)
    assert seated.value.key == "bot.err.already_seated"
    reply = await service.join(PLACE, BEA)
    assert "Bea joined the table for Caravan (2 of 4 seats taken)." in reply.render("en")
    await service.join(PLACE, CEM)
    await service.join(PLACE, DAN)
    with pytest.raises(ServiceError) as full:
        await service.join(PLACE, EVE)
    assert full.value.key == "bot.err.table_full"
    assert len(await service.store.seats(reply.game_id)) == 4  # type: ignore[arg-type]
    with pytest.raises(ServiceError) as nothing:
        await service.join(Place(1, 555), EVE)
    assert nothing.value.key == "bot.err.no_game"


async def test_leave_rules(service: GameService) -> None:
    created = await service.create(PLACE, ADA, "caravan")
    await service.join(PLACE, BEA)
    with pytest.raises(ServiceError) as creator:
        await service.leave(PLACE, ADA)
    assert creator.value.key == "bot.err.creator_cannot_leave"
    with pytest.raises(ServiceError) as stranger:
        await service.leave(PLACE, CEM)
    assert stranger.value.key == "bot.err.not_seated"
    reply = await service.leave(PLACE, BEA)
    assert "Bea left the table for Caravan (1 of 4 seats taken)." in reply.render("en")
    seats = await service.store.seats(created.game_id)  # type: ignore[arg-type]
    assert [s.user_id for s in seats] == [ADA.user_id]
    await service.join(PLACE, BEA)  # and may come back


async def test_start_rules(service: GameService) -> None:
    created = await service.create(PLACE, ADA, "caravan", seed=1234)
    with pytest.raises(ServiceError) as too_few:
        await service.start(PLACE, ADA)
    assert too_few.value.key == "bot.err.player_count"
    assert "Caravan needs 2 to 4 players, and 1 has joined" in too_few.value.render("en")
    await service.join(PLACE, BEA)
    await service.join(PLACE, CEM)
    with pytest.raises(ServiceError) as not_creator:
        await service.start(PLACE, BEA)
    assert not_creator.value.key == "bot.err.only_creator_starts"
    assert "Only Ada" in not_creator.value.render("en")

    reply = await service.start(PLACE, ADA)
    assert reply.status == "active" and reply.images and reply.prompt is not None
    expected = Rng.from_seed(1234, "seats").shuffled([ADA.user_id, BEA.user_id, CEM.user_id])
    seats = await service.store.seats(created.game_id)  # type: ignore[arg-type]
    assert [s.user_id for s in seats] == expected
    assert [s.seat for s in seats] == [0, 1, 2]
    first = engine.get("caravan").setup(3, {}, 1234).current  # the engine draws who begins
    assert reply.mentions == [expected[first]]  # exactly that seat's player is pinged
    names = {ADA.user_id: "Ada", BEA.user_id: "Bea", CEM.user_id: "Cem"}
    said = reply.render("en")
    assert f"{names[expected[first]]} begins (drawn by lot) with 1 action;" in said, said
    assert f"{names[expected[first]]} beginnt (ausgelost)" in reply.render("de")

    # (leaving a running game hands the seat to the AI: tests/bot/service/test_seats.py)
    for late in (service.join(PLACE, DAN), service.start(PLACE, ADA)):
        with pytest.raises(ServiceError) as refused:
            await late
        assert refused.value.key == "bot.err.already_started"


async def test_lobby_changes_bump_the_version(service: GameService) -> None:
    created = await service.create(PLACE, ADA, "caravan")
    joined = await service.join(PLACE, BEA)
    left = await service.leave(PLACE, BEA)
    assert (created.version, joined.version, left.version) == (0, 1, 2)


async def test_racing_creates_in_one_channel_open_exactly_one_game(service: GameService) -> None:
    results = await asyncio.gather(
        service.create(PLACE, ADA, "caravan"),
        service.create(PLACE, BEA, "caravan"),
        return_exceptions=True,
    )
    errors = [r for r in results if isinstance(r, BaseException)]
    assert len(errors) == 1 and isinstance(errors[0], ServiceError)
    assert errors[0].key == "bot.err.game_exists"
    assert len(await service.store.games()) == 1

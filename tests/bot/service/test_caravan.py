"""A whole 3-player Caravan game through the service (replay, results), autocomplete."""

from __future__ import annotations

import json

import pytest

import engine
from bot.service import AUTOCOMPLETE_LIMIT, GameService, ServiceError
from engine import IllegalMove, Rng
from tests.bot.service.conftest import ADA, BEA, CEM, DAN, PLACE


async def test_a_whole_caravan_game_through_the_service(service: GameService) -> None:
    await service.create(PLACE, ADA, "caravan", seed=21)
    await service.join(PLACE, BEA)
    await service.join(PLACE, CEM)
    reply = await service.start(PLACE, ADA)
    players = {p.user_id: p for p in (ADA, BEA, CEM)}
    chooser = Rng.from_seed(21, "test")
    moves = 0
    while reply.status == "active":
        waiting = await service.waiting_for(PLACE)
        assert reply.mentions == waiting and len(waiting) == 1
        player = players[waiting[0]]
        suggestions = await service.legal_moves(PLACE, player)
        assert 0 < len(suggestions) <= AUTOCOMPLETE_LIMIT
        notation = await service.playout_move(PLACE, player, chooser)
        assert notation is not None
        reply = await service.move(PLACE, player, notation, expected_version=reply.version)
        moves += 1
    assert reply.status == "finished" and reply.results is not None
    assert sorted(r.rank for r in reply.results)[0] == 1
    assert {r.user_id for r in reply.results} == set(players)

    record = await service.store.game(reply.game_id)  # type: ignore[arg-type]
    assert record is not None and record.engine_version == engine.get("caravan").version
    game = engine.get("caravan")
    stored = await service.store.moves(record.id)
    assert len(stored) == moves
    replayed = game.replay(
        3,
        json.loads(record.options),
        record.seed,
        [(m.seat, game.parse_move(m.notation)) for m in stored],
    )
    assert game.to_json(replayed) == record.state
    final = game.result(replayed)
    assert [(s.seat, s.rank, s.score) for s in final.standings] == [
        (r.seat, r.rank, r.score) for r in reply.results
    ]
    assert await service.store.next_due() is None


async def test_caravan_errors_and_autocomplete(service: GameService) -> None:
    await service.create(PLACE, ADA, "caravan", seed=3)
    await service.join(PLACE, BEA)
    await service.start(PLACE, ADA)
    first = await service.waiting_for(PLACE)
    mover = ADA if first == [ADA.user_id] else BEA
    other = BEA if mover is ADA else ADA
    record = await service.store.open_game(PLACE.channel_id)

    hits = await service.legal_moves(PLACE, mover, "place B d")
    assert hits and all(n.startswith("place B d") for n, _ in hits)
    assert await service.legal_moves(PLACE, mover, "place b d") == hits  # any case
    assert await service.legal_moves(PLACE, other, "place") == []
    everything = await service.legal_moves(PLACE, mover, limit=None)
    assert len(everything) > AUTOCOMPLETE_LIMIT

    with pytest.raises(ServiceError):
        await service.move(PLACE, other, everything[1][0])  # legal, but not their turn
    with pytest.raises(ServiceError):
        await service.move(PLACE, DAN, everything[1][0])
    with pytest.raises(IllegalMove):
        await service.move(PLACE, mover, "carry everything home")
    assert await service.store.open_game(PLACE.channel_id) == record

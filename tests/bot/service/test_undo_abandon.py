"""Undo per the engine's policy, and abandoning a table."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest

from bot.service import GameService, ServiceError
from tests.bot.conftest import FakeClock
from tests.bot.service.conftest import ADA, BEA, CEM, DAN, PLACE, lookup, started


async def test_undo_takes_back_the_last_move_of_the_turn(
    service: GameService, clock: FakeClock
) -> None:
    order = await started(service, ADA, BEA, target=50)
    before = await service.store.open_game(PLACE.channel_id)
    assert before is not None
    await service.move(PLACE, order[0], "add 3")
    clock.advance(minutes=10)
    reply = await service.undo(PLACE, order[0])
    assert f"{order[0].name} took back: add 3" in reply.render("en")
    assert reply.mentions == [order[0].user_id] and reply.images

    after = await service.store.open_game(PLACE.channel_id)
    assert after is not None and after.state == before.state  # as if never played
    assert after.version == before.version + 2
    # the history keeps the undone move, marked
    history = await service.store.moves(after.id, include_undone=True)
    assert [(m.notation, m.undone_at) for m in history] == [("add 3", clock())]
    assert await service.store.moves(after.id) == []
    assert await service.store.reminder(after.id) == (clock() + timedelta(hours=12), 0)

    # play on: the new move takes the freed ply
    await service.move(PLACE, order[0], "add 1")
    live = await service.store.moves(after.id)
    assert [(m.ply, m.notation) for m in live] == [(0, "add 1")]


async def test_undo_is_refused_where_the_engine_refuses_it(service: GameService) -> None:
    order = await started(service, ADA, BEA, CEM, target=50)
    with pytest.raises(ServiceError) as nothing_yet:
        await service.undo(PLACE, order[0])
    assert nothing_yet.value.key == "bot.err.cannot_undo"
    assert "never past a die roll" in nothing_yet.value.render("en")

    await service.move(PLACE, order[0], "roll")  # randomness: irreversible
    with pytest.raises(ServiceError) as rolled:
        await service.undo(PLACE, order[0])
    assert rolled.value.key == "bot.err.cannot_undo"

    await service.move(PLACE, order[0], "pass")  # the turn passed to seat 1
    with pytest.raises(ServiceError) as handed_over:
        await service.undo(PLACE, order[0])
    assert handed_over.value.key == "bot.err.cannot_undo"

    await service.move(PLACE, order[1], "add 2")
    with pytest.raises(ServiceError) as not_yours:  # someone else's move
        await service.undo(PLACE, order[2])
    assert not_yours.value.key == "bot.err.cannot_undo"
    with pytest.raises(ServiceError) as stranger:
        await service.undo(PLACE, DAN)
    assert stranger.value.key == "bot.err.not_seated"
    await service.undo(PLACE, order[1])  # but the mover may


async def test_replay_after_undo_matches_the_stored_state(service: GameService) -> None:
    order = await started(service, ADA, BEA, target=60)
    for seat, notation in [(0, "add 1"), (0, "add 2"), (1, "add 3")]:
        await service.move(PLACE, order[seat], notation)
    await service.undo(PLACE, order[1])
    await service.move(PLACE, order[1], "roll")
    record = await service.store.open_game(PLACE.channel_id)
    assert record is not None
    game = lookup("toy")
    moves = await service.store.moves(record.id)
    state = game.replay(
        2, json.loads(record.options), record.seed, [(m.seat, m.notation) for m in moves]
    )
    assert game.to_json(state) == record.state


async def test_abandon_by_creator(service: GameService, clock: FakeClock) -> None:
    await started(service, ADA, BEA)
    reply = await service.abandon(PLACE, ADA)
    assert reply.status == "abandoned" and "Ada abandoned the Toy game" in reply.render("en")
    record = await service.store.game(reply.game_id)  # type: ignore[arg-type]
    assert record is not None and record.status == "abandoned" and record.finished_at == clock()
    assert await service.store.next_due() is None
    assert await service.store.open_game(PLACE.channel_id) is None
    await service.create(PLACE, BEA, "toy")  # channel free


async def test_abandon_by_manager_and_refused_for_others(service: GameService) -> None:
    await service.create(PLACE, ADA, "toy")
    await service.join(PLACE, BEA)
    with pytest.raises(ServiceError) as refused:
        await service.abandon(PLACE, BEA)
    assert refused.value.key == "bot.err.abandon_not_allowed"
    assert "Only Ada" in refused.value.render("en")
    assert (await service.store.open_game(PLACE.channel_id)) is not None
    reply = await service.abandon(PLACE, CEM, is_manager=True)  # not even seated
    assert reply.status == "abandoned"
    with pytest.raises(ServiceError) as gone:
        await service.abandon(PLACE, ADA)
    assert gone.value.key == "bot.err.no_game"

"""Undo per the engine's policy, and abandoning a table."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest

import engine
from bot.service import GameService, ServiceError
from engine.caravan.data import REFILL_THRESHOLD
from engine.caravan.moves import Take
from engine.caravan.state import CaravanState
from tests.bot.conftest import FakeClock
from tests.bot.service.conftest import (
    ADA,
    BEA,
    CEM,
    DAN,
    PLACE,
    cheap_step,
    mover,
    play,
    second_turn,
    seeded_script,
    started,
    stored_state,
)

REFILL_SEED = 7


def _take_draws_goods(state: CaravanState) -> bool:
    """A take here leaves only the refill threshold on the spaces (so new goods are drawn
    at random) while the taker still has an action left after it."""
    game = engine.get("caravan")
    on_spaces = sum(1 for space in state.spaces if space.good is not None)
    takes = [m for m in game.legal_moves(state, state.current) if isinstance(m, Take)]
    return bool(
        takes and state.bag and on_spaces == REFILL_THRESHOLD + 1 and state.actions_left > 1
    )


async def test_undo_takes_back_the_last_move_of_the_turn(
    service: GameService, clock: FakeClock
) -> None:
    order = await started(service, ADA, BEA)
    player = await second_turn(service, order)
    before = await service.store.open_game(PLACE.channel_id)
    assert before is not None
    await service.move(PLACE, player, "place A d4")
    clock.advance(minutes=10)
    reply = await service.undo(PLACE, player)
    said = f"{player.name} took back a move. Undone: {player.name} placed camel A on d4 (1 action)."
    assert said in reply.render("en")
    said = f"{player.name} nahm einen Zug zurück. Rückgängig: {player.name} setzte Kamel A auf d4"
    assert said in reply.render("de")
    assert reply.mentions == [player.user_id] and reply.images

    after = await service.store.open_game(PLACE.channel_id)
    assert after is not None and after.state == before.state  # as if never played
    assert after.version == before.version + 2
    # the history keeps the undone move, marked
    history = await service.store.moves(after.id, include_undone=True)
    assert [(m.notation, m.undone_at) for m in history] == [
        ("pass", None),
        ("place A d4", clock()),
    ]
    assert [m.notation for m in await service.store.moves(after.id)] == ["pass"]
    assert await service.store.reminder(after.id) == (clock() + timedelta(hours=12), 0)

    # play on: the new move takes the freed ply
    await service.move(PLACE, player, "place B e5")
    live = await service.store.moves(after.id)
    assert [(m.ply, m.notation) for m in live] == [(0, "pass"), (1, "place B e5")]


async def test_undo_is_refused_where_the_engine_refuses_it(service: GameService) -> None:
    order = await started(service, ADA, BEA, seed=REFILL_SEED)
    with pytest.raises(ServiceError) as nothing_yet:
        await service.undo(PLACE, order[0])
    assert nothing_yet.value.key == "bot.err.cannot_undo"
    assert "never past a die roll, a draw" in nothing_yet.value.render("en")

    script, state = seeded_script("caravan", 2, REFILL_SEED, _take_draws_goods)
    await play(service, order, script)
    taker = order[state.current]
    take = next(
        m for m in engine.get("caravan").legal_moves(state, state.current) if isinstance(m, Take)
    )
    reply = await service.move(PLACE, taker, engine.get("caravan").format_move(take))
    assert any(event.kind == "refill" for event in reply.events)  # new goods were drawn
    assert reply.mentions == [taker.user_id]  # the turn goes on, yet the draw is final
    with pytest.raises(ServiceError) as drawn:
        await service.undo(PLACE, taker)
    assert drawn.value.key == "bot.err.cannot_undo"

    await service.move(PLACE, taker, "pass")  # the turn passed to the other player
    with pytest.raises(ServiceError) as handed_over:
        await service.undo(PLACE, taker)
    assert handed_over.value.key == "bot.err.cannot_undo"

    nxt = await mover(service, order)
    await service.move(PLACE, nxt, cheap_step(await stored_state(service), order.index(nxt)))
    with pytest.raises(ServiceError) as not_yours:  # someone else's move
        await service.undo(PLACE, taker)
    assert not_yours.value.key == "bot.err.cannot_undo"
    with pytest.raises(ServiceError) as stranger:
        await service.undo(PLACE, DAN)
    assert stranger.value.key == "bot.err.not_seated"
    await service.undo(PLACE, nxt)  # but the mover may


async def test_replay_after_undo_matches_the_stored_state(service: GameService) -> None:
    order = await started(service, ADA, BEA)
    player = await second_turn(service, order)
    await service.move(PLACE, player, "place A d4")
    await service.move(PLACE, player, "place B d5")  # two actions: the turn passed on
    third = await mover(service, order)
    await service.move(PLACE, third, "place A e5")
    await service.undo(PLACE, third)
    await service.move(PLACE, third, "place A e6")
    record = await service.store.open_game(PLACE.channel_id)
    assert record is not None
    game = engine.get("caravan")
    moves = await service.store.moves(record.id)
    notations = ["pass", "place A d4", "place B d5", "place A e6"]
    assert [m.notation for m in moves] == notations
    state = game.replay(
        2, json.loads(record.options), record.seed, [(m.seat, m.notation) for m in moves]
    )
    assert game.to_json(state) == record.state


async def test_abandon_by_creator(service: GameService, clock: FakeClock) -> None:
    await started(service, ADA, BEA)
    reply = await service.abandon(PLACE, ADA)
    assert reply.status == "abandoned" and "Ada abandoned the game (Caravan)" in reply.render("en")
    record = await service.store.game(reply.game_id)  # type: ignore[arg-type]
    assert record is not None and record.status == "abandoned" and record.finished_at == clock()
    assert await service.store.next_due() is None
    assert await service.store.open_game(PLACE.channel_id) is None
    await service.create(PLACE, BEA, "caravan")  # channel free


async def test_abandon_by_manager_and_refused_for_others(service: GameService) -> None:
    await service.create(PLACE, ADA, "caravan")
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


async def open_ballots(service: GameService, game_id: int) -> list[int]:
    """The numbers of the game's ballots still open."""
    found = []
    for number in range(1, 10):
        ballot = await service.store.ballot(game_id, number)
        if ballot is not None and ballot.is_open:
            found.append(number)
    return found


@pytest.mark.parametrize("ending", ["abandon", "thread deleted"])
async def test_every_way_a_table_ends_closes_its_open_ballots(
    service: GameService, clock: FakeClock, ending: str
) -> None:
    """An open rejoin vote and an open turn-clock vote are closed as moot, as when the
    game finishes or the table votes to end it."""
    order = await started(service, ADA, BEA, CEM)
    game_id = (await service.status(PLACE)).game_id
    assert game_id is not None
    await service.leave(PLACE, order[2])
    asked = await service.rejoin(PLACE, order[2])  # the others are asked
    assert asked.vote is not None
    number, opened = await service.store.clock_ballot(game_id, 0, clock())
    assert opened and sorted(await open_ballots(service, game_id)) == [asked.vote.number, number]
    clock.advance(minutes=5)
    if ending == "abandon":
        await service.abandon(PLACE, ADA)
    else:
        closed = await service.channel_gone(PLACE.channel_id)
        assert closed is not None and closed.status == "abandoned"
    assert await open_ballots(service, game_id) == []
    for ballot_number in (asked.vote.number, number):
        ballot = await service.store.ballot(game_id, ballot_number)
        assert ballot is not None and (ballot.outcome, ballot.closed_at) == ("moot", clock())

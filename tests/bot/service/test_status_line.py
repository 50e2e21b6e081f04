"""What a threaded table's status line says (`StatusLineOps.table_status`): nothing for
a table in its channel or in its lobby; the round, whose turn, the scores with their
projections from the spectator's view while it runs; how it ended, and the winners."""

from __future__ import annotations

import engine
from bot.service import GameService, Place
from bot.service.naming import render_names
from render.registry import scoreboard
from tests.bot.conftest import FakeClock
from tests.bot.service.conftest import (
    ADA,
    BEA,
    CEM,
    PLACE,
    mover,
    play_to_end,
    stored_state,
)
from tests.bot.service.test_seats import open_ballot, seat_of

THREAD = Place(PLACE.guild_id, PLACE.channel_id, 99)  # a thread of channel 99


async def open_in_thread(service: GameService, game: str = "caravan", seed: int = 7) -> int:
    options = {"short_game": True} if game == "caravan" else None
    reply = await service.create(THREAD, ADA, game, options, seed=seed)
    await service.join(THREAD, BEA)
    assert reply.game_id is not None
    return reply.game_id


async def test_no_status_line_for_a_table_in_its_channel_or_in_its_lobby(
    service: GameService,
) -> None:
    here = Place(1, 300)
    reply = await service.create(here, ADA, "caravan", seed=3)
    await service.join(here, BEA)
    await service.start(here, ADA)
    assert reply.game_id is not None
    assert await service.table_status(reply.game_id, "en") is None, "no thread, no line"
    game_id = await open_in_thread(service)
    assert await service.table_status(game_id, "en") is None, "the lobby keeps its buttons"
    assert await service.table_status(game_id + 100, "en") is None


async def test_a_running_table_from_the_spectators_view(
    service: GameService, clock: FakeClock
) -> None:
    game_id = await open_in_thread(service, "macao")
    await service.start(THREAD, ADA)
    order = [ADA, BEA]
    clock.advance(hours=2)
    player = await mover(service, order)
    notation = await service.playout_move(PLACE, player, engine.Rng.from_seed(1, "t"))
    assert notation is not None
    await service.move(PLACE, player, notation)

    status = await service.table_status(game_id, "de")
    assert status is not None
    assert (status.channel_id, status.thread_id, status.game_id) == (99, PLACE.channel_id, game_id)
    assert status.ended is None and status.winners == []
    assert status.since == clock.now, "the turn began with the last move"
    assert "Runde 1" in status.info
    state = await stored_state(service)
    macao = engine.get("macao")
    view = macao.view(state, None)
    seats = sorted(await service.store.seats(game_id), key=lambda seat: seat.seat)
    names = render_names([seat.display_name for seat in seats], "de")
    view = view.model_copy(update={"seat_names": names})
    card = scoreboard("macao", view, "de")
    assert card is not None
    assert status.to_act == [seat.name for seat in card.turn]
    assert [s.name for s in status.scores] == [e.name for e in card.entries]
    assert any(s.note is not None and s.note.startswith("≈") for s in status.scores), (
        "a projected score is marked as the board's card marks it"
    )


async def test_an_abandoned_table_says_how_it_ended(service: GameService) -> None:
    game_id = await open_in_thread(service)
    await service.start(THREAD, ADA)
    await service.abandon(THREAD, ADA)
    status = await service.table_status(game_id, "en")
    assert status is not None and status.ended is not None
    assert status.ended.key == "bot.status.abandoned"
    assert status.to_act == [] and status.winners == []


async def test_a_finished_table_names_its_winners(service: GameService) -> None:
    game_id = await open_in_thread(service)
    await service.start(THREAD, ADA)
    await play_to_end(service, [ADA, BEA], 5)
    status = await service.table_status(game_id, "en")
    assert status is not None and status.ended is not None
    assert status.ended.key == "bot.status.finished"
    record = await service.store.game(game_id)
    assert record is not None and record.state is not None
    result = engine.get("caravan").result(engine.get("caravan").from_json(record.state))
    seats = {s.seat: s.display_name for s in await service.store.seats(game_id)}
    assert status.winners == [seats[w] for w in result.winners]
    assert status.scores[0].note == "Place 1"


async def test_a_table_ended_by_vote_says_so(service: GameService) -> None:
    await service.create(THREAD, ADA, "caravan", seed=4)
    for player in (BEA, CEM):
        await service.join(THREAD, player)
    reply = await service.start(THREAD, ADA)
    assert reply.game_id is not None
    stalled = await mover(service, [ADA, BEA, CEM])
    others = [p for p in (ADA, BEA, CEM) if p is not stalled]
    ballot = await open_ballot(service, "clock", await seat_of(service, stalled))
    for voter in others:
        await service.vote(PLACE, voter, ballot.game_id, ballot.number, "end")
    status = await service.table_status(reply.game_id, "en")
    assert status is not None and status.ended is not None
    assert status.ended.key == "bot.msg.ended_by_vote"
    assert status.to_act == [] and status.winners == [], "no winner of a game cut short"

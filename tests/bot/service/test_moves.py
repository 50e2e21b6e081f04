"""Moves: who may move, errors that leave the stored game untouched, races, reminders."""

from __future__ import annotations

import asyncio
import json
from datetime import timedelta
from typing import Any

import pytest

from bot.service import BoardChanged, GameService, Place, ServiceError
from bot.store import Store
from engine import IllegalMove
from tests.bot.conftest import FakeClock
from tests.bot.service.conftest import (
    ADA,
    BEA,
    CEM,
    DAN,
    PLACE,
    RecordingRenderer,
    lookup,
    started,
)


async def snapshot(store: Store, game_id: int) -> tuple[Any, ...]:
    return (
        await store.game(game_id),
        await store.seats(game_id),
        await store.moves(game_id, include_undone=True),
        await store.reminder(game_id),
    )


async def test_a_move_lands_persists_and_pings_the_next_player(
    service: GameService, renderer: RecordingRenderer, clock: FakeClock
) -> None:
    order = await started(service, ADA, BEA, CEM)
    clock.advance(minutes=3)
    reply = await service.move(PLACE, order[0], "ADD  2")
    game_id = reply.game_id
    # create 0, two joins 1 and 2, start 3, this move 4
    assert game_id is not None and reply.version == 4
    record = await service.store.game(game_id)
    assert record is not None and record.version == reply.version
    moves = await service.store.moves(game_id)
    assert [(m.ply, m.seat, m.notation) for m in moves] == [(0, 0, "add 2")]
    assert reply.mentions == [order[0].user_id]  # two actions per turn: still seat 0
    assert f"{order[0].name}: add 2" in reply.render("en")
    assert "The counter is now 2." in reply.render("en")
    assert reply.prompt is not None and reply.prompt.render("de") == "noch 1 Aktion(en)"
    assert reply.images and reply.images[0].data.startswith(b"\x89PNG")
    assert reply.images[0].filename == f"toy-{game_id}-v{reply.version}.png"

    reply = await service.move(PLACE, order[0], "pass")
    assert reply.mentions == [order[1].user_id]
    # engine messages name seats; the reply names the players
    assert f"{order[0].name} passes." in reply.render("en")
    assert f"{order[0].name}: pass" not in reply.render("en")  # the event already says it
    assert f"{order[0].name} passt." in reply.render("de")
    assert reply.events[0].text.render("en") == f"{order[0].name} passes."
    with pytest.raises(IllegalMove) as too_much:
        await service.move(PLACE, order[1], "add 9")
    assert too_much.value.render("de") == f"{order[1].name} darf höchstens 3 addieren."
    # rendering happens off the event loop, with the players' names filled in
    _, view, _, thread = renderer.calls[-1]
    assert thread != "MainThread"
    assert view.seat_names == [p.name for p in order] and view.viewer is None


async def test_refused_moves_leave_the_stored_game_byte_identical(service: GameService) -> None:
    order = await started(service, ADA, BEA, CEM)
    await service.move(PLACE, order[0], "add 1")
    game_id = (await service.store.open_game(PLACE.channel_id)).id  # type: ignore[union-attr]
    before = await snapshot(service.store, game_id)

    with pytest.raises(ServiceError) as unseated:
        await service.move(PLACE, DAN, "add 1")
    assert unseated.value.key == "bot.err.not_seated"
    with pytest.raises(ServiceError) as wrong_seat:  # a move legal for seat 0, sent by seat 1
        await service.move(PLACE, order[1], "add 1")
    assert wrong_seat.value.key == "bot.err.not_your_turn"
    assert f"waiting for {order[0].name}" in wrong_seat.value.render("en")
    assert f"wartet auf {order[0].name}" in wrong_seat.value.render("de")
    with pytest.raises(IllegalMove) as garbage:
        await service.move(PLACE, order[0], "fly to the moon")
    assert garbage.value.reason.key == "core.err.bad_notation"
    assert "Try `add 1`" in garbage.value.render("en")
    with pytest.raises(IllegalMove) as illegal:
        await service.move(PLACE, order[0], "add 3 4")
    assert illegal.value.reason.key == "core.err.bad_notation"
    with pytest.raises(BoardChanged) as stale:
        await service.move(PLACE, order[0], "add 1", expected_version=1)
    assert stale.value.version == before[0].version
    assert "board has changed" in stale.value.render("en")
    assert "Spielbrett hat sich" in stale.value.render("de")

    assert await snapshot(service.store, game_id) == before


async def test_moves_without_a_running_game_are_refused(service: GameService) -> None:
    with pytest.raises(ServiceError) as nothing:
        await service.move(PLACE, ADA, "add 1")
    assert nothing.value.key == "bot.err.no_game"
    await service.create(PLACE, ADA, "toy")
    await service.join(PLACE, BEA)
    with pytest.raises(ServiceError) as lobby:
        await service.move(PLACE, ADA, "add 1")
    assert lobby.value.key == "bot.err.not_started"


async def test_two_racing_moves_one_lands_the_other_sees_a_changed_board(
    service: GameService,
) -> None:
    order = await started(service, ADA, BEA)
    results = await asyncio.gather(
        service.move(PLACE, order[0], "add 1"),
        service.move(PLACE, order[0], "add 3"),
        return_exceptions=True,
    )
    landed = [r for r in results if not isinstance(r, BaseException)]
    refused = [r for r in results if isinstance(r, BaseException)]
    assert len(landed) == 1 and len(refused) == 1
    assert isinstance(refused[0], BoardChanged)
    game_id = landed[0].game_id
    moves = await service.store.moves(game_id)  # type: ignore[arg-type]
    assert len(moves) == 1
    record = await service.store.game(game_id)  # type: ignore[arg-type]
    state = lookup("toy").from_json(record.state)  # type: ignore[union-attr]
    assert state.counter == int(moves[0].notation.split()[1])


async def test_racing_buttons_with_the_same_version(service: GameService) -> None:
    order = await started(service, ADA, BEA)
    version = (await service.status(PLACE)).version
    results = await asyncio.gather(
        *(service.move(PLACE, order[0], "add 2", expected_version=version) for _ in range(3)),
        return_exceptions=True,
    )
    assert sum(not isinstance(r, BaseException) for r in results) == 1
    assert sum(isinstance(r, BoardChanged) for r in results) == 2


async def test_two_services_on_one_database_file(
    service: GameService, db_path: Any, clock: FakeClock, renderer: RecordingRenderer
) -> None:
    """Another process (a second service on its own connections) cannot overwrite a move."""
    order = await started(service, ADA, BEA)
    other_store = await Store.open(db_path, clock)
    try:
        other = GameService(other_store, renderer, clock, game_lookup=lookup)
        await other.status(PLACE)  # warm its cache at the current version
        await service.move(PLACE, order[0], "add 1")
        reply = await other.move(PLACE, order[0], "add 2")  # re-reads: sees the first move
        assert "The counter is now 3." in reply.render("en")
        results = await asyncio.gather(
            service.move(PLACE, order[1], "add 1", expected_version=reply.version),
            other.move(PLACE, order[1], "add 1", expected_version=reply.version),
            return_exceptions=True,
        )
        assert sum(isinstance(r, BoardChanged) for r in results) == 1
    finally:
        await other_store.close()


async def test_each_move_writes_the_reminder_due_time(
    service: GameService, clock: FakeClock
) -> None:
    order = await started(service, ADA, BEA)
    game_id = (await service.store.open_game(PLACE.channel_id)).id  # type: ignore[union-attr]
    assert await service.store.reminder(game_id) == (clock() + timedelta(hours=12), 0)

    due = await service.store.next_due()
    assert due is not None and due.game_id == game_id
    assert await service.store.claim_due(game_id, due.due_at, 0, due.due_at + timedelta(hours=6), 1)

    clock.advance(hours=13)
    await service.store.set_channel_settings(PLACE.channel_id, reminder_hours=2)
    await service.move(PLACE, order[0], "pass")
    # rewritten with the move: the channel's interval from now, escalation reset
    assert await service.store.reminder(game_id) == (clock() + timedelta(hours=2), 0)
    assert not await service.store.claim_due(game_id, due.due_at + timedelta(hours=6), 1, None, 2)
    assert await service.waiting_for(PLACE) == [order[1].user_id]
    assert await service.waiting_for_game(game_id) == [order[1].user_id]


async def test_a_full_game_ends_with_results(service: GameService, clock: FakeClock) -> None:
    order = await started(service, ADA, BEA, CEM)
    script = [(0, "add 3"), (0, "add 3"), (1, "add 1"), (1, "pass"), (2, "add 2"), (2, "pass")]
    for seat, notation in script:
        reply = await service.move(PLACE, order[seat], notation)
        assert reply.status == "active" and reply.results is None
    reply = await service.move(PLACE, order[0], "add 3")  # 6 + 1 + 2 + 3 = 12: the end
    assert reply.status == "finished"
    assert reply.results is not None and reply.prompt is None
    assert [(r.user_id, r.rank, r.score) for r in reply.results] == [
        (order[0].user_id, 1, 9),
        (order[2].user_id, 2, 2),
        (order[1].user_id, 3, 1),
    ]
    assert reply.mentions == [order[0].user_id]  # the winner, nobody else
    assert all(r.breakdown and r.breakdown[0].points == r.score for r in reply.results)
    text = reply.render("en")
    assert (
        "The Toy game is over!" in text and f"Winner: {order[0].name}" in text and "Added: " in text
    )
    assert "Das Spielzeug-Spiel ist vorbei!" in reply.render("de")

    game_id = reply.game_id
    record = await service.store.game(game_id)  # type: ignore[arg-type]
    assert record is not None and record.status == "finished"
    assert record.finished_at == clock()
    assert await service.store.reminder(game_id) == (None, 0)  # type: ignore[arg-type]
    assert await service.store.next_due() is None
    with pytest.raises(ServiceError) as over:
        await service.move(PLACE, order[0], "add 1")
    assert over.value.key == "bot.err.no_game"
    await service.create(PLACE, BEA, "toy")  # the channel is free again


async def test_replaying_seed_and_stored_log_reproduces_the_stored_state(
    service: GameService,
) -> None:
    order = await started(service, ADA, BEA, CEM, target=100)
    script = ["add 1", "roll", "pass", "add 3", "add 2", "roll", "add 1"]
    for notation in script:
        acting = await service.waiting_for(PLACE)
        player = next(p for p in order if p.user_id == acting[0])
        await service.move(PLACE, player, notation)
    record = await service.store.open_game(PLACE.channel_id)
    assert record is not None and record.state is not None
    game = lookup(record.game)
    moves = await service.store.moves(record.id)
    replayed = game.replay(
        len(order),
        json.loads(record.options),
        record.seed,
        [(m.seat, game.move_from_json(m.move)) for m in moves],
    )
    assert game.to_json(replayed) == record.state
    assert [m.notation for m in moves] == script


async def test_german_player_gets_a_german_board_unless_the_channel_overrides(
    service: GameService, renderer: RecordingRenderer
) -> None:
    order = await started(service, BEA, ADA)
    bea = next(p for p in order if p.user_id == BEA.user_id)
    if order[0] is not bea:
        await service.move(PLACE, order[0], "pass")
    await service.move(PLACE, bea, "add 1")
    assert renderer.calls[-1][2] == "de"
    await service.store.set_channel_settings(PLACE.channel_id, locale="en")
    await service.move(PLACE, bea, "add 1")
    assert renderer.calls[-1][2] == "en"


async def test_unused_place_tuple_works_too(service: GameService) -> None:
    await service.create((None, 5), ADA, "toy")  # type: ignore[arg-type]
    assert (await service.status(Place(None, 5))).status == "lobby"


async def test_the_dispatcher_is_told_whenever_a_due_time_is_written(
    store: Store, renderer: RecordingRenderer, clock: FakeClock
) -> None:
    pokes: list[int] = []
    service = GameService(
        store, renderer, clock, game_lookup=lookup, on_reminder_change=pokes.append
    )
    order = await started(service, ADA, BEA, target=50)
    game_id = (await service.status(PLACE)).game_id
    assert pokes == [game_id]  # start
    await service.move(PLACE, order[0], "add 1")
    await service.undo(PLACE, order[0])
    with pytest.raises(ServiceError):
        await service.move(PLACE, order[1], "add 1")  # refused: nothing written
    await service.abandon(PLACE, ADA)
    assert pokes == [game_id] * 4


async def test_a_failing_renderer_does_not_undo_a_committed_move(
    store: Store, clock: FakeClock, caplog: pytest.LogCaptureFixture
) -> None:
    def broken(game_name: str, view: Any, locale: str) -> bytes:
        raise RuntimeError("no ink")

    service = GameService(store, broken, clock, game_lookup=lookup)
    await service.create(PLACE, ADA, "toy", seed=1)
    await service.join(PLACE, BEA)
    reply = await service.start(PLACE, ADA)
    assert reply.images == [] and reply.status == "active"
    first = await service.waiting_for(PLACE)
    mover = ADA if first == [ADA.user_id] else BEA
    reply = await service.move(PLACE, mover, "add 2")
    assert reply.images == [] and "The counter is now 2." in reply.render("en")
    assert len(await store.moves(reply.game_id)) == 1  # type: ignore[arg-type]
    assert "rendering game" in caplog.text
    with pytest.raises(RuntimeError):  # asked for explicitly, the failure is not hidden
        await service.board(PLACE, mover)

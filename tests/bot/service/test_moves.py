"""Moves: who may move, errors that leave the stored game untouched, races, reminders."""

from __future__ import annotations

import asyncio
import json
from datetime import timedelta
from typing import Any

import pytest

import engine
from bot.service import BoardChanged, GameService, Place, Reply, ServiceError
from bot.store import Store, open_store
from engine import IllegalMove
from engine.caravan.data import SEAT_COLOURS, cell_name
from tests.bot.conftest import FakeClock
from tests.bot.service.conftest import (
    ADA,
    BEA,
    CEM,
    DAN,
    PLACE,
    RecordingRenderer,
    mover,
    opponent,
    play,
    play_to_end,
    second_turn,
    seeded_script,
    started,
    stored_state,
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
    first = await mover(service, order)
    seat = order.index(first)
    nxt = order[(seat + 1) % 3]
    clock.advance(minutes=3)
    reply = await service.move(PLACE, first, "PLACE  C1  D4")  # the former camel name
    game_id = reply.game_id
    # create 0, two joins 1 and 2, start 3, this move 4
    assert game_id is not None and reply.version == 4
    record = await service.store.game(game_id)
    assert record is not None and record.version == reply.version
    moves = await service.store.moves(game_id)
    assert [(m.ply, m.seat, m.notation) for m in moves] == [(0, seat, "place A d4")]
    assert reply.mentions == [nxt.user_id]  # the first turn has one action: it passed on
    # engine messages name seats; the reply names the players
    text = reply.render("en")
    assert f"{first.name} placed camel A on d4 (1 action)." in text
    assert f"{first.name}: Place camel" not in text  # the event already says it
    assert f"Next: {nxt.name}, with 2 actions." in text
    assert reply.prompt is not None
    assert reply.prompt.render("de") == "Noch 2 Aktionen in diesem Zug."
    assert reply.images and reply.images[0].data.startswith(b"\x89PNG")
    assert reply.images[0].filename == f"caravan-{game_id}-v{reply.version}.png"

    reply = await service.move(PLACE, nxt, "place A d5")
    assert reply.mentions == [nxt.user_id]  # two actions this turn: still theirs
    assert f"{nxt.name} setzte Kamel A auf d5 (1 Aktion)." in reply.render("de")
    assert reply.events[0].text.render("en") == f"{nxt.name} placed camel A on d5 (1 action)."
    with pytest.raises(IllegalMove) as unladen:  # the engine's reason names a seat
        await service.move(PLACE, nxt, f"steal A from {SEAT_COLOURS[seat]}")
    assert unladen.value.render("de").startswith(f"Kein Kamel von {first.name} auf Feld d5")
    # rendering happens off the event loop, with the players' names filled in
    _, view, _, thread = renderer.calls[-1]
    assert thread != "MainThread"
    assert view.seat_names == [p.name for p in order] and view.viewer is None


async def test_refused_moves_leave_the_stored_game_byte_identical(service: GameService) -> None:
    order = await started(service, ADA, BEA, CEM)
    first = await mover(service, order)
    await service.move(PLACE, first, "place A d4")
    nxt = await mover(service, order)
    game_id = (await service.store.open_game(PLACE.channel_id)).id  # type: ignore[union-attr]
    before = await snapshot(service.store, game_id)

    with pytest.raises(ServiceError) as unseated:
        await service.move(PLACE, DAN, "place B d5")
    assert unseated.value.key == "bot.err.not_seated"
    with pytest.raises(ServiceError) as wrong_seat:  # legal for the seat to act, sent by another
        await service.move(PLACE, first, "place B d5")
    assert wrong_seat.value.key == "bot.err.not_your_turn"
    assert f"waiting for {nxt.name}" in wrong_seat.value.render("en")
    assert f"wartet auf {nxt.name}" in wrong_seat.value.render("de")
    with pytest.raises(IllegalMove) as garbage:
        await service.move(PLACE, nxt, "fly to the moon")
    assert garbage.value.reason.key == "core.err.bad_notation"
    assert "Try e.g. `place A b4`" in garbage.value.render("en")
    with pytest.raises(IllegalMove) as malformed:
        await service.move(PLACE, nxt, "place C 4 4")
    assert malformed.value.reason.key == "core.err.bad_notation"
    with pytest.raises(IllegalMove) as illegal:
        await service.move(PLACE, nxt, "move A d6")  # camel A is not on the board yet
    assert illegal.value.reason.key == "caravan.err.not_placed"
    with pytest.raises(BoardChanged) as stale:
        await service.move(PLACE, nxt, "place B d5", expected_version=1)
    assert stale.value.version == before[0].version
    assert "board has changed" in stale.value.render("en")
    assert "Spielbrett hat sich" in stale.value.render("de")

    assert await snapshot(service.store, game_id) == before


async def test_moves_without_a_running_game_are_refused(service: GameService) -> None:
    with pytest.raises(ServiceError) as nothing:
        await service.move(PLACE, ADA, "pass")
    assert nothing.value.key == "bot.err.no_game"
    await service.create(PLACE, ADA, "caravan")
    await service.join(PLACE, BEA)
    with pytest.raises(ServiceError) as lobby:
        await service.move(PLACE, ADA, "pass")
    assert lobby.value.key == "bot.err.not_started"


async def test_two_racing_moves_one_lands_the_other_sees_a_changed_board(
    service: GameService,
) -> None:
    order = await started(service, ADA, BEA)
    first = await mover(service, order)
    results = await asyncio.gather(
        service.move(PLACE, first, "place A d4"),
        service.move(PLACE, first, "place A e5"),
        return_exceptions=True,
    )
    landed = [r for r in results if not isinstance(r, BaseException)]
    refused = [r for r in results if isinstance(r, BaseException)]
    assert len(landed) == 1 and len(refused) == 1
    # Refused by the version check, or (when it read the game only after the other move
    # committed, as PostgreSQL's concurrent reads allow) by the turn having passed.
    assert isinstance(refused[0], BoardChanged) or (
        isinstance(refused[0], ServiceError) and refused[0].key == "bot.err.not_your_turn"
    )
    moves = await service.store.moves(landed[0].game_id)  # type: ignore[arg-type]
    assert len(moves) == 1
    camel = (await stored_state(service)).players[order.index(first)].camels[0]
    assert cell_name(camel.cell) == moves[0].notation.split()[-1]


async def test_racing_buttons_with_the_same_version(service: GameService) -> None:
    order = await started(service, ADA, BEA)
    first = await mover(service, order)
    version = (await service.status(PLACE)).version
    results = await asyncio.gather(
        *(service.move(PLACE, first, "place B d2", expected_version=version) for _ in range(3)),
        return_exceptions=True,
    )
    # One lands; the two other clicks were the same move from the same board: each is
    # told it was already made, and it is stored once.
    replies = [r for r in results if isinstance(r, Reply)]
    assert len(replies) == 3 and sum(not r.already_made for r in replies) == 1
    assert {r.version for r in replies} == {version + 1}  # type: ignore[operator]
    assert len(await service.store.moves(replies[0].game_id)) == 1  # type: ignore[arg-type]
    # A different move from that board finds it changed.
    with pytest.raises(BoardChanged):
        await service.move(PLACE, first, "place B d3", expected_version=version)


async def test_two_services_on_one_database_file(
    service: GameService, db_target: Any, clock: FakeClock, renderer: RecordingRenderer
) -> None:
    """Another process (a second service on its own connections) cannot overwrite a move."""
    order = await started(service, ADA, BEA)
    first = await mover(service, order)
    nxt = opponent(order, first)
    other_store = await open_store(db_target, clock)
    try:
        other = GameService(other_store, renderer, clock)
        await other.status(PLACE)  # warm its cache at the current version
        await service.move(PLACE, first, "place A d4")
        # only a re-read shows the first move handed the turn over; the cache would refuse
        reply = await other.move(PLACE, nxt, "place A d5")
        assert f"{nxt.name} placed camel A on d5" in reply.render("en")
        (one, _), (two, _), *_ = await other.legal_moves(PLACE, nxt)  # (its cache is current)
        results = await asyncio.gather(
            service.move(PLACE, nxt, one, expected_version=reply.version),
            other.move(PLACE, nxt, two, expected_version=reply.version),
            return_exceptions=True,
        )
        assert sum(isinstance(r, BoardChanged) for r in results) == 1
        # the same move sent through both: it lands once, the other is told "already made"
        version = (await service.status(PLACE)).version
        waiting = await service.waiting_for(PLACE)
        mover_now = next(p for p in (first, nxt) if p.user_id in waiting)
        await other.status(PLACE)
        notation = (await other.legal_moves(PLACE, mover_now))[0][0]
        before = await service.store.count_moves(reply.game_id)  # type: ignore[arg-type]
        results = await asyncio.gather(
            service.move(PLACE, mover_now, notation, expected_version=version),
            other.move(PLACE, mover_now, notation, expected_version=version),
        )
        assert sorted(r.already_made for r in results) == [False, True]
        assert await service.store.count_moves(reply.game_id) == before + 1  # type: ignore[arg-type]
    finally:
        await other_store.close()


async def test_each_move_writes_the_reminder_due_time(
    service: GameService, clock: FakeClock
) -> None:
    order = await started(service, ADA, BEA)
    first = await mover(service, order)
    game_id = (await service.store.open_game(PLACE.channel_id)).id  # type: ignore[union-attr]
    assert await service.store.reminder(game_id) == (clock() + timedelta(hours=12), 0)

    due = await service.store.next_due()
    assert due is not None and due.game_id == game_id
    assert await service.store.claim_due(game_id, due.due_at, 0, due.due_at + timedelta(hours=6), 1)

    clock.advance(hours=13)
    await service.store.set_channel_settings(PLACE.channel_id, reminder_hours=2)
    await service.move(PLACE, first, "pass")
    # rewritten with the move: the channel's interval from now, escalation reset
    assert await service.store.reminder(game_id) == (clock() + timedelta(hours=2), 0)
    assert not await service.store.claim_due(game_id, due.due_at + timedelta(hours=6), 1, None, 2)
    nxt = opponent(order, first)
    assert await service.waiting_for(PLACE) == [nxt.user_id]
    assert await service.waiting_for_game(game_id) == [nxt.user_id]


async def test_a_full_game_ends_with_results(service: GameService, clock: FakeClock) -> None:
    order = await started(service, ADA, BEA, seed=58)
    reply = await play_to_end(service, order, chooser_seed=58)
    assert reply.status == "finished"
    assert reply.results is not None and reply.prompt is None
    game_id = reply.game_id
    record = await service.store.game(game_id)  # type: ignore[arg-type]
    assert record is not None and record.status == "finished" and record.state is not None
    final = engine.get("caravan").result(engine.get("caravan").from_json(record.state))
    assert [(r.user_id, r.rank, r.score) for r in reply.results] == [
        (order[s.seat].user_id, s.rank, s.score) for s in final.standings
    ]
    winners = [order[seat] for seat in final.winners]
    assert reply.mentions == [p.user_id for p in winners]  # the winners, nobody else
    assert all(sum(line.points for line in r.breakdown) == r.score for r in reply.results)
    text = reply.render("en")
    assert "🏁 Caravan: final scores" in text and "Demand markers: " in text
    key = "Winner" if len(winners) == 1 else "Shared win"
    assert f"{key}: {' and '.join(p.name for p in winners)}" in text
    assert "🏁 Caravan: Endwertung" in reply.render("de")

    assert record.finished_at == clock()
    assert await service.store.reminder(game_id) == (None, 0)  # type: ignore[arg-type]
    assert await service.store.next_due() is None
    with pytest.raises(ServiceError) as over:
        await service.move(PLACE, order[0], "pass")
    assert over.value.key == "bot.err.no_game"
    await service.create(PLACE, BEA, "caravan")  # the channel is free again


async def test_replaying_seed_and_stored_log_reproduces_the_stored_state(
    service: GameService,
) -> None:
    order = await started(service, ADA, BEA, CEM, seed=11)
    script, _ = seeded_script("caravan", 3, 11, lambda state: state.move_count >= 40)
    await play(service, order, script)
    record = await service.store.open_game(PLACE.channel_id)
    assert record is not None and record.state is not None
    game = engine.get(record.game)
    moves = await service.store.moves(record.id)
    replayed = game.replay(
        len(order),
        json.loads(record.options),
        record.seed,
        [(m.seat, game.parse_move(m.notation)) for m in moves],
    )
    assert game.to_json(replayed) == record.state
    assert [(m.seat, m.notation) for m in moves] == script
    assert {m.notation.split()[0] for m in moves} >= {"place", "move", "take", "carry"}
    assert len(replayed.bag) < len(game.setup(3, {}, 11).bag)  # refills drew from the bag


async def test_german_player_gets_a_german_board_unless_the_channel_overrides(
    service: GameService, renderer: RecordingRenderer
) -> None:
    order = await started(service, BEA, ADA)
    player = await second_turn(service, order)
    if player.user_id != BEA.user_id:
        await service.move(PLACE, player, "pass")
    bea = await mover(service, order)
    assert bea.user_id == BEA.user_id
    await service.move(PLACE, bea, "place A d4")
    assert renderer.calls[-1][2] == "de"
    await service.store.set_channel_settings(PLACE.channel_id, locale="en")
    await service.move(PLACE, bea, "place B d5")
    assert renderer.calls[-1][2] == "en"


async def test_unused_place_tuple_works_too(service: GameService) -> None:
    await service.create((None, 5), ADA, "caravan")  # type: ignore[arg-type]
    assert (await service.status(Place(None, 5))).status == "lobby"


async def test_the_dispatcher_is_told_whenever_a_due_time_is_written(
    store: Store, renderer: RecordingRenderer, clock: FakeClock
) -> None:
    pokes: list[int] = []
    service = GameService(store, renderer, clock, on_reminder_change=pokes.append)
    order = await started(service, ADA, BEA)
    game_id = (await service.status(PLACE)).game_id
    assert pokes == [game_id]  # start
    player = await second_turn(service, order)
    await service.move(PLACE, player, "place A d4")
    await service.undo(PLACE, player)
    with pytest.raises(ServiceError):
        await service.move(PLACE, opponent(order, player), "pass")  # refused
    await service.abandon(PLACE, ADA)
    assert pokes == [game_id] * 5  # start, pass, place, undo, abandon; nothing when refused


async def test_a_failing_renderer_does_not_undo_a_committed_move(
    store: Store, clock: FakeClock, caplog: pytest.LogCaptureFixture
) -> None:
    def broken(game_name: str, view: Any, locale: str) -> list[bytes]:
        raise RuntimeError("no ink")

    service = GameService(store, broken, clock)
    await service.create(PLACE, ADA, "caravan", seed=1)
    await service.join(PLACE, BEA)
    reply = await service.start(PLACE, ADA)
    assert reply.images == [] and reply.status == "active"
    first = await mover(service, [ADA, BEA])
    reply = await service.move(PLACE, first, "place A d4")
    assert reply.images == [] and f"{first.name} placed camel A on d4" in reply.render("en")
    assert len(await store.moves(reply.game_id)) == 1  # type: ignore[arg-type]
    assert "rendering game" in caplog.text
    with pytest.raises(RuntimeError):  # asked for explicitly, the failure is not hidden
        await service.board(PLACE, first)

"""Looking at a game: status, board images, the log, whom the table waits for, autocomplete."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from bot.service import (
    AUTOCOMPLETE_LIMIT,
    LOG_PAGE_SIZE,
    GameService,
    Place,
    Player,
    ServiceError,
)
from bot.store import Store
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


async def test_status_in_lobby_and_in_play(service: GameService) -> None:
    await service.create(PLACE, ADA, "toy")
    await service.join(PLACE, BEA)
    lobby = await service.status(PLACE)
    assert lobby.status == "lobby" and lobby.mentions == [] and not lobby.images
    assert "Toy (waiting for players), 0 moves so far." in lobby.render("en")
    assert "Seat 2: Bea" in lobby.render("en")
    await service.start(PLACE, ADA)
    order_ids = [s.user_id for s in await service.store.seats(lobby.game_id)]  # type: ignore[arg-type]
    first = ADA if order_ids[0] == ADA.user_id else BEA
    await service.move(PLACE, first, "add 2")
    status = await service.status(PLACE)
    text = status.render("de")
    assert "Spielzeug (läuft), bisher 1 Züge." in text
    assert f"Platz 1: {first.name}, 2 Punkte (am Zug)" in text
    assert status.prompt is not None and status.mentions == []  # status pings nobody


async def test_board_public_and_private(service: GameService, renderer: RecordingRenderer) -> None:
    order = await started(service, ADA, BEA, CEM)
    public = await service.board(PLACE, DAN)  # spectators may look at the public board
    assert not public.ephemeral and len(public.images) == 1 and not public.private
    assert renderer.calls[-1][1].viewer is None

    private = await service.board(PLACE, order[1], private=True)
    assert private.ephemeral
    assert set(private.private) == {order[1].user_id}
    part = private.private[order[1].user_id]
    assert part.images[0].filename.endswith("-seat2.png")
    view = renderer.calls[-1][1]
    assert view.viewer == 1 and view.mine == 0
    assert "Your own view of the Toy game in this channel (seat 2" in private.render("en")
    assert renderer.calls[-1][2] == order[1].locale
    with pytest.raises(ServiceError) as stranger:
        await service.board(PLACE, DAN, private=True)
    assert stranger.value.key == "bot.err.not_seated"


async def test_log_is_paged_and_localised(service: GameService) -> None:
    order = await started(service, ADA, BEA, target=200)
    for turn in range(LOG_PAGE_SIZE):  # two moves per turn: exactly two pages
        player = order[turn % 2]
        await service.move(PLACE, player, "add 1")
        await service.move(PLACE, player, "add 2")
    total = 2 * LOG_PAGE_SIZE
    first = await service.log(PLACE)
    assert first.lines[0].render("en") == "Move log, page 1 of 2:"
    assert first.lines[1].render("de") == f"1. {order[0].name}: addiere 1 (`add 1`)"
    assert len(first.lines) == LOG_PAGE_SIZE + 1
    second = await service.log(PLACE, 2)
    last = order[(LOG_PAGE_SIZE - 1) % 2].name
    assert second.lines[-1].render("en") == f"{total}. {last}: add 2 (`add 2`)"
    with pytest.raises(ServiceError) as missing:
        await service.log(PLACE, 3)
    assert missing.value.key == "bot.err.no_such_page"
    assert "the log has 2 page(s)" in missing.value.render("en")


async def test_log_of_a_finished_game_stays_readable(service: GameService) -> None:
    order = await started(service, ADA, BEA, target=3)
    await service.move(PLACE, order[0], "add 3")
    page = await service.log(PLACE)
    assert page.status == "finished"
    assert page.lines[1].render("en") == f"1. {order[0].name}: add 3 (`add 3`)"
    with pytest.raises(ServiceError) as nothing:
        await service.log(Place(1, 999))
    assert nothing.value.key == "bot.err.no_game"


async def test_empty_log(service: GameService) -> None:
    await started(service, ADA, BEA)
    assert (await service.log(PLACE)).lines[1].render("en") == "No moves yet."


async def test_waiting_for(service: GameService) -> None:
    await service.create(PLACE, ADA, "toy")
    assert await service.waiting_for(PLACE) == []  # a lobby waits for nobody's move
    await service.join(PLACE, BEA)
    await service.start(PLACE, ADA)
    seats = await service.store.seats((await service.status(PLACE)).game_id)  # type: ignore[arg-type]
    assert await service.waiting_for(PLACE) == [seats[0].user_id]
    assert await service.waiting_for_game(12345) == []


async def test_legal_moves_filtered_limited_and_only_for_the_player_to_act(
    service: GameService,
) -> None:
    order = await started(service, ADA, BEA, max_add=40, target=200)
    everything = await service.legal_moves(PLACE, order[0])
    assert len(everything) == AUTOCOMPLETE_LIMIT  # 42 legal moves, capped at 25
    assert everything[0][0] == "add 1" and everything[0][1].render("de") == "addiere 1"
    assert await service.legal_moves(PLACE, order[1]) == []  # not their turn
    assert await service.legal_moves(PLACE, DAN) == []  # not seated
    assert await service.legal_moves(Place(1, 4242), order[0]) == []  # no game

    fours = [n for n, _ in await service.legal_moves(PLACE, order[0], "ADD 4")]
    assert fours == ["add 4", "add 40"]  # notation prefix, case and spacing ignored
    assert [n for n, _ in await service.legal_moves(PLACE, order[0], "pa")] == ["pass"]
    as_english = Player(order[0].user_id, order[0].name, "en")
    as_german = Player(order[0].user_id, order[0].name, "de")
    by_label = await service.legal_moves(PLACE, as_english, "a die")  # label "roll a die"
    assert [n for n, _ in by_label] == ["roll"]
    assert await service.legal_moves(PLACE, as_german, "a die") == []
    assert [n for n, _ in await service.legal_moves(PLACE, as_german, "würfle")] == ["roll"]

    # every suggestion is accepted by `move`
    await service.move(PLACE, order[0], fours[1])


async def test_legal_moves_answer_from_the_cache_without_the_database(
    db_path: Path, clock: FakeClock, renderer: RecordingRenderer, service: GameService
) -> None:
    order = await started(service, ADA, BEA, max_add=60, target=200)
    other_store = await Store.open(db_path, clock)
    other = GameService(other_store, renderer, clock, game_lookup=lookup)
    warm = await other.legal_moves(PLACE, order[0], "add 5")
    await other_store.close()  # from now on any database access would fail
    assert await other.legal_moves(PLACE, order[0], "add 5") == warm

    start = time.perf_counter()
    rounds = 2000
    for index in range(rounds):
        await other.legal_moves(PLACE, order[0], f"add {index % 60}")
    per_call = (time.perf_counter() - start) / rounds
    assert per_call < 0.001, f"{per_call * 1e6:.0f} µs per autocomplete"


async def test_legal_moves_follow_the_version(service: GameService) -> None:
    order = await started(service, ADA, BEA, CEM, target=100)
    assert await service.legal_moves(PLACE, order[0])
    await service.move(PLACE, order[0], "pass")
    assert await service.legal_moves(PLACE, order[0]) == []
    assert [n for n, _ in await service.legal_moves(PLACE, order[1], "roll")] == ["roll"]

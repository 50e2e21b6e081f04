"""Looking at a game: status, board images, the log, whom the table waits for, autocomplete."""

from __future__ import annotations

from pathlib import Path
from unittest.mock import ANY

import pytest

import engine
from bot.service import (
    AUTOCOMPLETE_LIMIT,
    LOG_PAGE_SIZE,
    GameService,
    Place,
    Player,
    ServiceError,
    core,
)
from bot.store import open_store
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
    seeded_script,
    started,
)


async def test_status_in_lobby_and_in_play(service: GameService) -> None:
    await service.create(PLACE, ADA, "caravan", seed=3)
    await service.join(PLACE, BEA)
    lobby = await service.status(PLACE)
    assert lobby.status == "lobby" and lobby.mentions == [] and not lobby.images
    assert "Caravan (waiting for players), 0 moves so far." in lobby.render("en")
    assert "Seat 2: Bea" in lobby.render("en")
    await service.start(PLACE, ADA)
    seats = await service.store.seats(lobby.game_id)  # type: ignore[arg-type]
    order = [ADA if s.user_id == ADA.user_id else BEA for s in seats]
    # a take from a corner space earns its demand marker: a score other than 0
    script, state = seeded_script(
        "caravan", 2, 3, lambda state: any(p.demand for p in state.players)
    )
    await play(service, order, script)
    scores = {s.seat: s.score for s in engine.get("caravan").result(state).standings}
    assert any(scores.values())
    acting = state.current
    status = await service.status(PLACE)
    text = status.render("de")
    assert f"Caravan (läuft), bisher {len(script)} Züge." in text
    for seat, player in enumerate(order):
        turn = " (am Zug)" if seat == acting else ""
        points = "Punkt" if scores[seat] == 1 else "Punkte"
        assert f"Sitz {seat + 1}: {player.name}, {scores[seat]} {points}{turn}\n" in text + "\n"
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
    assert view.viewer == 1 and view.seat_names == [p.name for p in order]
    assert "Your own view of Caravan in this channel (seat 2" in private.render("en")
    assert renderer.calls[-1][2] == order[1].locale
    with pytest.raises(ServiceError) as stranger:
        await service.board(PLACE, DAN, private=True)
    assert stranger.value.key == "bot.err.not_seated"


async def test_log_is_paged_and_localised(service: GameService) -> None:
    order = await started(service, ADA, BEA)
    first = await mover(service, order)
    await service.move(PLACE, first, "place A d4")
    for _ in range(2 * LOG_PAGE_SIZE - 1):  # exactly two pages
        await service.move(PLACE, await mover(service, order), "pass")
    total = 2 * LOG_PAGE_SIZE
    page = await service.log(PLACE)
    assert page.lines[0].render("en") == "Move log, page 1 of 2:"
    line = page.lines[1].render("de")
    # what happened, in the past tense and naming who (never the menu's "Place camel …")
    assert line == f"1. {first.name} setzte Kamel A auf d4 (1 Aktion). (`place A d4`)"
    numbered = [text.render("en") for text in page.lines[1:] if text.key == "bot.msg.log_line"]
    assert len(numbered) == LOG_PAGE_SIZE
    page = await service.log(PLACE, 2)
    assert page.lines[1].render("en").startswith(f"{LOG_PAGE_SIZE + 1}. ")
    # one move per turn: the seats alternate, so the last move was the second player's,
    # and what followed by itself (whose turn it is now) is indented under it
    last, after = opponent(order, first).name, first.name
    *_, move, turn = [text.render("en") for text in page.lines]
    assert move.startswith(f"{total}. {last} passed") and move.endswith(". (`pass`)")
    assert turn == f"\u2003↳ Next: {after}, with 4 actions."
    assert "End your turn" not in " ".join(text.render("en") for text in page.lines)
    with pytest.raises(ServiceError) as missing:
        await service.log(PLACE, 3)
    assert missing.value.key == "bot.err.no_such_page"
    assert "the log has 2 pages." in missing.value.render("en")
    assert "Das Protokoll hat 2 Seiten." in missing.value.render("de")


async def test_log_of_a_finished_game_stays_readable(service: GameService) -> None:
    order = await started(service, ADA, BEA, seed=42)
    first = await mover(service, order)
    await service.move(PLACE, first, "place A d4")
    finished = await play_to_end(service, order, chooser_seed=42)
    page = await service.log(PLACE)
    assert page.status == "finished" and page.version == finished.version
    line = page.lines[1].render("en")
    assert line == f"1. {first.name} placed camel A on d4 (1 action). (`place A d4`)"
    with pytest.raises(ServiceError) as nothing:
        await service.log(Place(1, 999))
    assert nothing.value.key == "bot.err.no_game"


async def test_empty_log(service: GameService) -> None:
    await started(service, ADA, BEA)
    assert (await service.log(PLACE)).lines[1].render("en") == "No moves yet."


async def test_waiting_for(service: GameService) -> None:
    await service.create(PLACE, ADA, "caravan", seed=1)
    assert await service.waiting_for(PLACE) == []  # a lobby waits for nobody's move
    await service.join(PLACE, BEA)
    await service.start(PLACE, ADA)
    seats = await service.store.seats((await service.status(PLACE)).game_id)  # type: ignore[arg-type]
    first = engine.get("caravan").setup(2, {}, 1).current  # the engine draws who begins
    assert await service.waiting_for(PLACE) == [seats[first].user_id]
    assert await service.waiting_for_game(12345) == []


async def test_legal_moves_filtered_limited_and_only_for_the_player_to_act(
    service: GameService,
) -> None:
    order = await started(service, ADA, BEA)
    first = await mover(service, order)
    other = opponent(order, first)
    everything = await service.legal_moves(PLACE, first)
    assert len(everything) == AUTOCOMPLETE_LIMIT  # 5 camels x 49 spaces and pass: capped
    assert everything[0][0] == "pass" and everything[0][1].render("de") == "Zug beenden"
    assert await service.legal_moves(PLACE, other) == []  # not their turn
    assert await service.legal_moves(PLACE, DAN) == []  # not seated
    assert await service.legal_moves(Place(1, 4242), first) == []  # no game

    column = [n for n, _ in await service.legal_moves(PLACE, first, "PLACE  a D")]
    assert column == [f"place A d{row}" for row in range(1, 8)]  # case and spacing ignored
    assert [n for n, _ in await service.legal_moves(PLACE, first, "pa")] == ["pass"]
    as_english = Player(first.user_id, first.name, "en")
    as_german = Player(first.user_id, first.name, "de")
    by_label = await service.legal_moves(PLACE, as_english, "end your")  # label "End your turn"
    assert [n for n, _ in by_label] == ["pass"]
    assert await service.legal_moves(PLACE, as_german, "end your") == []
    assert [n for n, _ in await service.legal_moves(PLACE, as_german, "zug beenden")] == ["pass"]
    german = await service.legal_moves(PLACE, as_german, "kamel b auf g7")
    assert [n for n, _ in german] == ["place B g7"]

    # every suggestion is accepted by `move`
    await service.move(PLACE, first, column[-1])


@pytest.mark.parametrize("backend", ["sqlite"])  # the one writer: nothing to check
async def test_legal_moves_answer_from_the_cache_without_the_database(
    db_path: Path, clock: FakeClock, renderer: RecordingRenderer, service: GameService
) -> None:
    order = await started(service, ADA, BEA)
    first = await mover(service, order)
    other_store = await open_store(db_path, clock)
    other = GameService(other_store, renderer, clock)
    warm = await other.legal_moves(PLACE, first, "place E")
    await other_store.close()  # from now on any database access would fail
    assert await other.legal_moves(PLACE, first, "place E") == warm

    for index in range(105):  # every camel, column and row, none from the database
        typed = f"place {'ABCDE'[index % 5]} {'abcdefg'[index % 7]}{1 + index % 3}"
        assert await other.legal_moves(PLACE, first, typed) == [(typed, ANY)]


@pytest.mark.parametrize("backend", ["postgresql"])
async def test_legal_moves_follow_a_move_made_by_another_process(
    db_target: str, clock: FakeClock, renderer: RecordingRenderer, service: GameService
) -> None:
    """On a database other processes write, the cached moves are used only while the
    game's version is current: after another process moved, the list is re-read."""
    order = await started(service, ADA, BEA, CEM)
    first = await mover(service, order)
    other_store = await open_store(db_target, clock)
    try:
        other = GameService(other_store, renderer, clock)
        assert [n for n, _ in await other.legal_moves(PLACE, first, "pass")] == ["pass"]
        await service.move(PLACE, first, "pass")  # "this process" moves
        assert await other.legal_moves(PLACE, first, "pass") == []
        nxt = await mover(service, order)
        assert [n for n, _ in await other.legal_moves(PLACE, nxt, "pass")] == ["pass"]
    finally:
        await other_store.close()


async def test_legal_moves_follow_the_version(service: GameService) -> None:
    order = await started(service, ADA, BEA, CEM)
    first = await mover(service, order)
    assert await service.legal_moves(PLACE, first)
    await service.move(PLACE, first, "pass")
    assert await service.legal_moves(PLACE, first) == []
    nxt = await mover(service, order)
    assert [n for n, _ in await service.legal_moves(PLACE, nxt, "pass")] == ["pass"]


async def test_the_game_cache_keeps_the_recently_used_games_only(
    service: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bot at many tables for months holds only `GAME_CACHE` of them parsed; a table
    let go is read again when next used and plays on unchanged."""
    monkeypatch.setattr(core, "GAME_CACHE", 2)
    places = [Place(1, 100 + n) for n in range(3)]
    for place in places:
        await service.create(place, ADA, "caravan", seed=7)
        await service.join(place, BEA)
        await service.start(place, ADA)
    for place in places:
        assert await service.waiting_for(place)
        await service.legal_moves(place, ADA)
    assert len(service._games) == 2
    first = places[0]
    assert service._channels.get(first[1]) is None  # the least recently used one went
    waiting = (await service.waiting_for(first))[0]
    player = ADA if waiting == ADA.user_id else BEA
    assert [n for n, _ in await service.legal_moves(first, player, "pass")] == ["pass"]
    reply = await service.move(first, player, "pass")
    assert reply.status == "active" and reply.images
    assert len(service._games) == 2


async def test_a_button_of_a_game_that_has_ended_says_it_is_over(service: GameService) -> None:
    """Buttons carry their game's id: once it has ended they answer with the result in
    one line, not with "no game here" or "the board has changed"."""
    order = await started(service, ADA, BEA, seed=3, options={"short_game": True})
    running = await service.store.open_game(PLACE.channel_id)
    assert running is not None
    await service.check_running(running.id)  # a running game passes
    final = await play_to_end(service, order, 3)
    with pytest.raises(ServiceError) as over:
        await service.check_running(running.id)
    line = over.value.render("en")
    assert line.startswith("Caravan is over (finished): 1. ") and "\n" not in line
    assert final.results is not None
    for result in final.results:
        assert f"{result.rank}. {result.name} {result.score}" in line
    assert "ist vorbei (beendet): 1. " in over.value.render("de")

    lobby = await service.create(PLACE, ADA, "caravan")
    await service.abandon(PLACE, ADA)
    with pytest.raises(ServiceError) as closed:
        await service.check_running(lobby.game_id)  # type: ignore[arg-type]
    assert closed.value.render("en") == "Caravan was closed before it started."

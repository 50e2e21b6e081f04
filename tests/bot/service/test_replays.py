"""Replays through the service: stepping through a finished game, its ends, bad game ids
and moves, a running game seen only as a spectator sees it, the chart and animation."""

from __future__ import annotations

import io

import pytest
from PIL import Image as PILImage

import engine
from bot.service import GameService, Place, ServiceError
from bot.service.replays import END, START
from engine import Rng
from tests.bot.service.conftest import (
    ADA,
    BEA,
    PLACE,
    RecordingRenderer,
    play,
    play_to_end,
    started,
)


async def finished_caravan(service: GameService) -> int:
    order = await started(service, ADA, BEA, seed=3, options={"short_game": True})
    final = await play_to_end(service, order, 3)
    assert final.game_id is not None
    return final.game_id


async def test_stepping_through_a_finished_game(
    service: GameService, renderer: RecordingRenderer
) -> None:
    game_id = await finished_caravan(service)
    plies = await service.store.count_moves(game_id)
    start = await service.replay(PLACE, ADA, game_id)
    assert start.replay is not None and (start.replay.ply, start.replay.plies) == (0, plies)
    assert "move 0 of" in start.render("en") and "before the first move" in start.render("en")
    assert start.images[0].filename == f"replay-caravan-{game_id}-m0.png"
    first = await service.replay(PLACE, ADA, game_id, 0, 1)
    log = (await service.log(PLACE)).render("en").split("\n")[1]
    assert log in first.render("en")  # the move's own log line
    assert log.startswith("1. Ada placed camel ") or log.startswith("1. Bea placed camel ")
    ten = await service.replay(PLACE, ADA, game_id, 1, 10)
    assert ten.replay is not None and ten.replay.ply == 11
    back = await service.replay(PLACE, ADA, game_id, 5, -10)  # clamped to the start
    assert back.replay is not None and back.replay.ply == 0
    end = await service.replay(PLACE, ADA, game_id, 3, END)
    assert end.replay is not None and end.replay.ply == plies and not end.replay.running
    assert all(call[1].viewer is None for call in renderer.calls)


async def test_the_last_replayed_board_is_the_stored_final_board(
    service: GameService, renderer: RecordingRenderer
) -> None:
    game_id = await finished_caravan(service)
    record = await service.store.game(game_id)
    assert record is not None and record.state is not None
    game = engine.get("caravan")
    stored = game.view(game.from_json(record.state), None)
    await service.replay(PLACE, BEA, game_id, 0, END)
    replayed = renderer.calls[-1][1]
    assert replayed.model_dump(exclude={"seat_names"}) == stored.model_dump(exclude={"seat_names"})
    assert replayed.seat_names == [s.display_name for s in await service.store.seats(game_id)]


async def test_paging_past_either_end_and_bad_moves_are_refused(service: GameService) -> None:
    game_id = await finished_caravan(service)
    plies = await service.store.count_moves(game_id)
    cases = [
        ((0, -1), "This is already the start of the game."),
        ((0, START), "This is already the start of the game."),
        ((plies, 1), "This is already the last move so far."),
        ((plies, END), "This is already the last move so far."),
        ((plies + 1, 0), f"Game #{game_id} has {plies} moves: choose a move from 0"),
    ]
    for (ply, step), answer in cases:
        with pytest.raises(ServiceError) as refused:
            await service.replay(PLACE, ADA, game_id, ply, step)
        assert refused.value.render("en").startswith(answer)


async def test_unknown_games_and_other_servers_games_are_not_found(service: GameService) -> None:
    game_id = await finished_caravan(service)
    for place, wanted in (
        (PLACE, game_id + 1),
        (Place(999, 5), game_id),
        (Place(None, 5), game_id),
    ):
        with pytest.raises(ServiceError) as refused:
            await service.replay(place, ADA, wanted)
        assert refused.value.render("en").startswith(f"There is no game #{wanted} on this server.")
        with pytest.raises(ServiceError):
            await service.replay_chart(place, ADA, wanted)


async def test_a_table_in_the_lobby_has_nothing_to_replay(service: GameService) -> None:
    lobby = await service.create(PLACE, ADA, "caravan")
    with pytest.raises(ServiceError) as refused:
        await service.replay(PLACE, ADA, lobby.game_id)  # type: ignore[arg-type]
    assert "has not started yet" in refused.value.render("en")


async def test_a_running_game_is_replayed_as_a_spectator_sees_it(
    service: GameService, renderer: RecordingRenderer
) -> None:
    """Marco Polo's kept goal cards are secret: the seat that kept them replays the game
    and still sees only what the table sees (the board and the log line)."""
    game = engine.get("marco_polo")
    state = game.setup(2, None, 4)
    chooser = Rng.from_seed(4, "test")
    script: list[tuple[int, str]] = []
    secret = None
    while secret is None:
        seat = game.to_act(state)[0]
        move = game.playout_move(state, seat, game.legal_moves(state, seat), chooser)
        if game.redacted(state, seat, move) is not None:
            secret = (len(script) + 1, seat, game.format_move(move))
        script.append((seat, game.format_move(move)))
        state, _ = game.apply(state, seat, move)
    order = await started(service, ADA, BEA, game="marco_polo", seed=4)
    reply = await play(service, order, script)
    assert reply is not None and reply.game_id is not None
    ply, seat, notation = secret
    keeper = order[seat]
    step = await service.replay(PLACE, keeper, reply.game_id, ply)
    text = step.render("en")
    assert step.replay is not None and step.replay.running
    assert "still running" in text and notation not in text and "kept 2 goal cards" in text
    assert all(call[1].viewer is None for call in renderer.calls[-2:])
    assert all(panel.goals is None for panel in renderer.calls[-1][1].players)
    last = renderer.calls[-1][1].last_move  # the header says who kept cards, not which
    assert last is not None and last.move is None and last.secret is None
    assert "kept 2 goal cards" in last.text.render("en")


async def test_the_chart_and_the_animated_summary(service: GameService) -> None:
    game_id = await finished_caravan(service)
    chart = await service.replay_chart(PLACE, BEA, game_id)
    assert chart.images[0].data.startswith(b"\x89PNG")
    animation = await service.replay_animation(PLACE, BEA, game_id)
    (image,) = animation.images
    assert image.filename.endswith(".webp") and len(image.data) <= 8 * 1024 * 1024
    frames = PILImage.open(io.BytesIO(image.data))
    assert frames.format == "WEBP" and frames.n_frames >= 3
    assert "after every round of turns" in animation.render("en")

"""AI seats through the service: added in the lobby, named as AI, playing whole games of
every game through the same path as a person, never pinged."""

from __future__ import annotations

import asyncio

import pytest

import engine
from bot.ai import AiDriver
from bot.service import BoardChanged, GameService, Player, Reply, ServiceError, ai_seed
from bot.store import SeatRecord
from engine import Rng
from tests.bot.service.conftest import ADA, BEA, CEM, DAN, PLACE

GAMES = ("caravan", "marco_polo", "macao")


async def seats_of(service: GameService, reply: Reply) -> list[SeatRecord]:
    assert reply.game_id is not None
    return await service.store.seats(reply.game_id)


async def test_the_creator_adds_ai_players_named_by_level(service: GameService) -> None:
    await service.create(PLACE, ADA, "caravan")
    first = await service.add_ai(PLACE, ADA)
    assert first.render("en") == "Ada added Caravanserai AI (normal) to the table for Caravan (2 of 4 seats taken)."
    assert (
        first.render("de") == "Ada hat Caravanserai-KI (normal) an den Tisch für Caravan gesetzt (2 von 4 Plätzen besetzt)."
    )
    second = await service.add_ai(PLACE, ADA, "Hard")
    assert "Caravanserai AI 2 (hard)" in second.render("en")
    assert "Caravanserai-KI 2 (schwer)" in second.render("de")
    seats = await seats_of(service, second)
    assert [(s.user_id, s.ai_level) for s in seats] == [(1, None), (-1, "normal"), (-2, "hard")]
    status = await service.status(PLACE)
    text = status.render("en")
    assert "Seat 2: Caravanserai AI 1 (normal)" in text, "several AIs are numbered"
    assert "Seat 3: Caravanserai AI 2 (hard)" in text


async def test_add_ai_refusals_change_nothing(service: GameService) -> None:
    await service.create(PLACE, ADA, "caravan")
    await service.join(PLACE, BEA)
    before = await service.store.open_game(PLACE.channel_id)
    refusals = [
        (service.add_ai(PLACE, BEA), "bot.err.only_creator_adds_ai"),
        (service.add_ai(PLACE, ADA, "grandmaster"), "bot.err.unknown_level"),
        (service.add_ai(PLACE, CEM), "bot.err.only_creator_adds_ai"),
    ]
    for call, key in refusals:
        with pytest.raises(ServiceError) as refused:
            await call
        assert refused.value.key == key
    assert await service.store.open_game(PLACE.channel_id) == before
    await service.add_ai(PLACE, ADA)
    await service.add_ai(PLACE, ADA)
    with pytest.raises(ServiceError) as full:
        await service.add_ai(PLACE, ADA)
    assert full.value.key == "bot.err.table_full"
    await service.start(PLACE, ADA)
    with pytest.raises(ServiceError) as started:
        await service.add_ai(PLACE, ADA)
    assert started.value.key == "bot.err.already_started"
    assert len(await service.store.seats(before.id)) == 4  # type: ignore[union-attr]


async def play_with_ais(
    service: GameService, driver: AiDriver, people: list[Player], game: str, seed: int
) -> list[Reply]:
    """Play the channel's started game to its end: the people by the engine's playout
    picker, the AI seats by the driver. Returns every AI answer, and last the person's
    answer when a person's move ended the game (the answer with the results)."""
    chooser = Rng.from_seed(seed, "people")
    by_id = {p.user_id: p for p in people}
    record = await service.store.open_game(PLACE.channel_id)
    assert record is not None
    answers = await driver.play(record.id)
    for _ in range(5000):
        if (await service.store.game(record.id)).status != "active":  # type: ignore[union-attr]
            return answers
        waiting = await service.waiting_for(PLACE)
        assert waiting, "a running game waits for a person once the AI is done"
        player = by_id[waiting[0]]
        notation = await service.playout_move(PLACE, player, chooser)
        assert notation is not None
        reply = await service.move(PLACE, player, notation)
        if reply.status == "finished":
            return [*answers, reply]
        answers += await driver.play(record.id)
    raise AssertionError(f"{game} did not end")


@pytest.mark.parametrize("game", GAMES)
async def test_one_person_and_three_ais_play_a_whole_game(
    service: GameService, driver: AiDriver, game: str
) -> None:
    await service.create(PLACE, ADA, game, seed=3)
    for _ in range(3):
        await service.add_ai(PLACE, ADA, "easy")
    await service.start(PLACE, ADA)
    answers = await play_with_ais(service, driver, [ADA], game, 3)
    assert answers and answers[-1].status == "finished"
    for answer in answers:
        assert set(answer.mentions) <= {ADA.user_id}, "an AI is never pinged"
        assert answer.images, "each AI move posts its board like a person's"
    record = await service.store.latest_game(PLACE.channel_id)
    assert record is not None and record.status == "finished"
    moves = await service.store.moves(record.id)
    assert record.state == engine.get(game).to_json(
        engine.get(game).replay(
            4, None, record.seed, [(m.seat, engine.get(game).parse_move(m.notation)) for m in moves]
        )
    ), "the log replays to the stored state"
    seats = await service.store.seats(record.id)
    ai_seats = {s.seat for s in seats if s.is_ai}
    assert len(ai_seats) == 3 and {m.seat for m in moves} >= ai_seats
    final = answers[-1].render("en")
    assert "Caravanserai AI 1 (easy)" in final and "Caravanserai AI 3 (easy)" in final
    assert {r.ai_level for r in answers[-1].results or []} == {None, "easy"}


@pytest.mark.parametrize("game", GAMES)
async def test_a_table_of_four_ais_plays_on_by_itself(
    service: GameService, driver: AiDriver, game: str
) -> None:
    """The person who opened the table leaves once it runs: four AIs play it out."""
    await service.create(PLACE, ADA, game, seed=5)
    for _ in range(3):
        await service.add_ai(PLACE, ADA, "easy")
    await service.start(PLACE, ADA)
    left = await service.leave(PLACE, ADA)  # whoever's turn it is, the AI takes it
    assert "Ada left the" in left.render("en") and left.mentions == []
    answers = await driver.play(left.game_id)  # type: ignore[arg-type]
    assert answers[-1].status == "finished"
    assert all(answer.mentions == [] for answer in answers)
    final = answers[-1].render("en")
    assert "Ada (AI normal)" in final


async def test_an_ai_answer_for_an_old_version_is_refused_and_thought_anew(
    service: GameService, driver: AiDriver
) -> None:
    await service.create(PLACE, ADA, "caravan", seed=11)
    await service.add_ai(PLACE, ADA)
    await service.start(PLACE, ADA)
    record = await service.store.open_game(PLACE.channel_id)
    assert record is not None
    if await service.ai_turn(record.id) is None:
        await service.move(PLACE, ADA, "pass")
    turn = await service.ai_turn(record.id)
    assert turn is not None
    played = await service.store.count_moves(record.id)
    assert turn.seed == ai_seed(record.seed, played)
    notation = await driver.pool.think(turn)
    await service.table_settings(PLACE, ADA, turn_hours=48)  # the game moves on meanwhile
    with pytest.raises(BoardChanged):
        await service.ai_move(turn, notation)
    assert await service.store.count_moves(record.id) == played
    answers = await driver.play(record.id)
    assert await service.store.count_moves(record.id) > played
    assert answers and ADA.user_id in answers[-1].mentions


async def test_people_cannot_play_or_see_moves_for_an_ai_seat(service: GameService) -> None:
    await service.create(PLACE, ADA, "caravan", seed=2)
    await service.join(PLACE, BEA)
    await service.start(PLACE, ADA)
    await service.leave(PLACE, BEA)
    record = await service.store.open_game(PLACE.channel_id)
    assert record is not None
    ai_seat = next(s for s in await service.store.seats(record.id) if s.is_ai)
    assert ai_seat.user_id == BEA.user_id and ai_seat.ai_level == "normal"
    assert await service.legal_moves(PLACE, BEA) == []
    for call in (service.move(PLACE, BEA, "pass"), service.undo(PLACE, BEA)):
        with pytest.raises(ServiceError) as refused:
            await call
        assert refused.value.key == "bot.err.seat_played_by_ai"
    assert BEA.user_id not in await service.waiting_for(PLACE)


async def test_the_ai_seed_comes_from_the_game_seed_and_the_ply() -> None:
    assert ai_seed(7, 3) == ai_seed(7, 3)
    assert len({ai_seed(7, 3), ai_seed(7, 4), ai_seed(8, 3)}) == 3
    assert ai_seed(7, 3) != 7


async def test_the_same_seed_gives_the_same_ai_game(service: GameService, driver: AiDriver) -> None:
    """Everything the AI decides follows from the game's seed: two tables of four AIs
    from one seed play the same moves."""
    logs = []
    for channel in (PLACE, PLACE._replace(channel_id=101)):
        await service.create(channel, DAN, "caravan", {"short_game": True}, seed=21)
        for _ in range(3):
            await service.add_ai(channel, DAN, "easy")
        started = await service.start(channel, DAN)
        await service.leave(channel, DAN)
        await asyncio.wait_for(driver.play(started.game_id), 120)  # type: ignore[arg-type]
        logs.append([m.notation for m in await service.store.moves(started.game_id)])  # type: ignore[arg-type]
    assert logs[0] == logs[1] and len(logs[0]) > 50

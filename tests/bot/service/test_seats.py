"""Hand-overs through the service: leaving a running game, rejoining with the table's
consent, the votes about a stalled seat, and how the log and undo treat them."""

from __future__ import annotations

import pytest

from bot.ai import AiDriver
from bot.records.rater import record_unrecorded
from bot.service import GameService, Player, ServiceError
from bot.service.seats import decide
from bot.store import Ballot
from tests.bot.conftest import FakeClock
from tests.bot.service.conftest import ADA, BEA, CEM, DAN, PLACE, cheap_step, mover, stored_state


async def open_ballot(service: GameService, kind: str, seat: int) -> Ballot:
    record = await service.store.open_game(PLACE.channel_id)
    assert record is not None
    if kind == "clock":
        number, _ = await service.store.clock_ballot(record.id, seat, service._clock())
    else:
        ballot = await service.store.current_ballot(record.id, kind, seat)
        assert ballot is not None
        number = ballot.number
    ballot = await service.store.ballot(record.id, number)
    assert ballot is not None
    return ballot


async def seat_of(service: GameService, player: Player) -> int:
    record = await service.store.open_game(PLACE.channel_id)
    assert record is not None
    return next(s.seat for s in await service.store.seats(record.id) if s.user_id == player.user_id)


async def three_at_the_table(service: GameService) -> None:
    await service.create(PLACE, ADA, "caravan", seed=4)
    await service.join(PLACE, BEA)
    await service.join(PLACE, CEM)
    await service.start(PLACE, ADA)


def test_the_majority_of_the_others_decides() -> None:
    three = {1, 2, 3}
    assert decide("clock", three, {1: "ai"}) is None
    assert decide("clock", three, {1: "ai", 2: "ai"}) == "ai"
    assert decide("clock", three, {1: "end", 2: "ai", 3: "end"}) == "end"
    assert decide("clock", {1, 2}, {1: "end"}) is None
    assert decide("clock", {1, 2}, {1: "end", 2: "ai"}) == "ai", "a tie: the game goes on"
    assert decide("rejoin", {1, 2}, {1: "yes", 2: "no"}) == "no", "a tie declines a return"
    assert decide("rejoin", {1}, {1: "yes"}) == "yes", "one other person decides alone"
    assert decide("clock", three, {9: "end", 1: "end"}) is None, "only the voters count"


async def test_leaving_a_running_game_hands_the_seat_to_the_ai(
    service: GameService, driver: AiDriver
) -> None:
    await three_at_the_table(service)
    await service.table_settings(PLACE, ADA, ai_level="hard")
    reply = await service.leave(PLACE, BEA)
    text = reply.render("en")
    assert "Bea left the game (Caravan); the AI (hard) plays the seat on as Bea (AI hard)." in text
    assert "Bea (KI schwer)" in reply.render("de")
    assert BEA.user_id not in reply.mentions and reply.images
    with pytest.raises(ServiceError) as twice:
        await service.leave(PLACE, BEA)
    assert twice.value.key == "bot.err.already_ai"
    with pytest.raises(ServiceError) as stranger:
        await service.leave(PLACE, DAN)
    assert stranger.value.key == "bot.err.not_seated"
    await driver.play(reply.game_id)  # type: ignore[arg-type]
    log = (await service.log(PLACE)).render("en")
    assert "· Bea left; from then on the AI (hard) played the seat." in log


async def test_rejoining_needs_the_others_and_is_announced(
    service: GameService, driver: AiDriver
) -> None:
    await three_at_the_table(service)
    await service.leave(PLACE, BEA)
    record = await service.store.open_game(PLACE.channel_id)
    assert record is not None
    await driver.play(record.id)
    with pytest.raises(ServiceError) as playing:
        await service.rejoin(PLACE, ADA)
    assert playing.value.key == "bot.err.nothing_to_rejoin"
    asked = await service.rejoin(PLACE, BEA)
    assert asked.vote is not None and asked.vote.kind == "rejoin"
    assert sorted(asked.mentions) == [ADA.user_id, CEM.user_id], "the others are asked"
    assert "Bea asks to play their seat again" in asked.render("en")
    with pytest.raises(ServiceError) as again:
        await service.rejoin(PLACE, BEA)
    assert again.value.key == "bot.err.rejoin_pending"

    number = asked.vote.number
    refusals = [
        (BEA, "yes", "bot.err.vote_own_seat"),
        (DAN, "yes", "bot.err.vote_not_player"),
    ]
    for voter, choice, key in refusals:
        with pytest.raises(ServiceError) as refused:
            await service.vote(PLACE, voter, record.id, number, choice)
        assert refused.value.key == key
    counted = await service.vote(PLACE, ADA, record.id, number, "yes")
    assert counted.ephemeral and "1 of 2 have voted" in counted.render("en")
    with pytest.raises(ServiceError) as second:
        await service.vote(PLACE, ADA, record.id, number, "no")
    assert second.value.key == "bot.err.already_voted"
    version = (await service.store.game(record.id)).version  # type: ignore[union-attr]
    back = await service.vote(PLACE, CEM, record.id, number, "yes")
    assert not back.ephemeral and "Bea plays their seat again" in back.render("en")
    after = await service.store.game(record.id)
    assert after is not None and after.version == version + 1
    bea = next(s for s in await service.store.seats(record.id) if s.user_id == BEA.user_id)
    assert not bea.is_ai
    with pytest.raises(ServiceError) as over:
        await service.vote(PLACE, ADA, record.id, number, "no")
    assert over.value.key == "bot.err.vote_over"
    log = (await service.log(PLACE)).render("en")
    assert log.index("· Bea left") < log.index("· Bea took the seat back.")


async def test_a_declined_return_leaves_the_ai_playing(service: GameService) -> None:
    await service.create(PLACE, ADA, "caravan", seed=4)
    await service.join(PLACE, BEA)
    await service.start(PLACE, ADA)
    await service.leave(PLACE, BEA)
    asked = await service.rejoin(PLACE, BEA)
    assert asked.mentions == [ADA.user_id], "at two players the creator alone decides"
    assert asked.vote is not None
    declined = await service.vote(PLACE, ADA, asked.game_id, asked.vote.number, "no")  # type: ignore[arg-type]
    assert "The table declined Bea's return" in declined.render("en")
    record = await service.store.open_game(PLACE.channel_id)
    assert record is not None
    assert all(s.is_ai for s in await service.store.seats(record.id) if s.user_id == BEA.user_id)


async def test_alone_at_the_table_one_rejoins_at_once(service: GameService) -> None:
    await service.create(PLACE, ADA, "caravan", seed=6)
    await service.add_ai(PLACE, ADA)
    await service.start(PLACE, ADA)
    await service.leave(PLACE, ADA)  # (all AI now: a driver would play it out)
    back = await service.rejoin(PLACE, ADA)
    assert back.vote is None and "Ada plays their seat again" in back.render("en")
    record = await service.store.open_game(PLACE.channel_id)
    assert record is not None
    assert not any(s.is_ai for s in await service.store.seats(record.id) if s.has_person)


async def test_the_table_hands_a_stalled_seat_to_the_ai(
    service: GameService, driver: AiDriver
) -> None:
    await three_at_the_table(service)
    order_first = await mover(service, [ADA, BEA, CEM])
    others = [p for p in (ADA, BEA, CEM) if p is not order_first]
    ballot = await open_ballot(service, "clock", await seat_of(service, order_first))
    first = await service.vote(PLACE, others[0], ballot.game_id, ballot.number, "ai")
    assert first.ephemeral
    decided = await service.vote(PLACE, others[1], ballot.game_id, ballot.number, "ai")
    name = order_first.name
    assert f"from now on the AI (normal) plays {name}'s seat, as {name} (AI normal)" in (
        decided.render("en")
    )
    assert decided.mentions == [], "the AI acts now: nobody is pinged"
    answers = await driver.play(ballot.game_id)
    assert answers and all(order_first.user_id not in a.mentions for a in answers)
    log = (await service.log(PLACE)).render("en")
    assert f"· {name}'s turn clock ran out; by the table's vote the AI (normal)" in log


async def test_the_table_ends_a_stalled_game_with_the_standings(service: GameService) -> None:
    await three_at_the_table(service)
    stalled = await mover(service, [ADA, BEA, CEM])
    await service.move(PLACE, stalled, "pass")
    stalled = await mover(service, [ADA, BEA, CEM])
    others = [p for p in (ADA, BEA, CEM) if p is not stalled]
    ballot = await open_ballot(service, "clock", await seat_of(service, stalled))
    await service.vote(PLACE, others[0], ballot.game_id, ballot.number, "end")
    ended = await service.vote(PLACE, others[1], ballot.game_id, ballot.number, "end")
    text = ended.render("en")
    assert "The table voted to end the game (Caravan) with the standings as they are." in text
    assert "final scores" in text and "1. " in text and ended.results is not None
    assert ended.mentions == [] and ended.status == "abandoned"
    record = await service.store.game(ballot.game_id)
    assert record is not None and record.status == "abandoned" and record.finished_at
    assert await service.store.reminder(record.id) == (None, 0)
    log = (await service.log(PLACE)).render("en")
    assert "the game ended with the standings as they were" in log
    with pytest.raises(ServiceError) as over:  # a vote button pressed afterwards
        await service.vote(PLACE, others[0], ballot.game_id, ballot.number, "end")
    assert "Caravan is over (ended by the table's vote): 1. " in over.value.render("en")
    with pytest.raises(ServiceError) as button:  # any other button of that board
        await service.check_running(ballot.game_id)
    assert button.value.text == over.value.text


async def test_a_move_by_the_stalled_player_makes_the_vote_moot(service: GameService) -> None:
    await three_at_the_table(service)
    stalled = await mover(service, [ADA, BEA, CEM])
    voter = next(p for p in (ADA, BEA, CEM) if p is not stalled)
    ballot = await open_ballot(service, "clock", await seat_of(service, stalled))
    await service.move(PLACE, stalled, "pass")
    with pytest.raises(ServiceError) as old:
        await service.vote(PLACE, voter, ballot.game_id, ballot.number, "ai")
    assert old.value.key == "bot.err.vote_over"
    assert "the table has moved on since" in old.value.render("en")
    with pytest.raises(ServiceError) as unknown:
        await service.vote(PLACE, voter, ballot.game_id, ballot.number + 5, "ai")
    assert unknown.value.key == "bot.err.no_such_vote"


async def test_undo_never_goes_past_a_hand_over(service: GameService, clock: FakeClock) -> None:
    await three_at_the_table(service)
    first = await mover(service, [ADA, BEA, CEM])
    await service.move(PLACE, first, "pass")
    player = await mover(service, [ADA, BEA, CEM])
    state = await stored_state(service)
    await service.move(PLACE, player, cheap_step(state, state.current))
    other = next(p for p in (ADA, BEA, CEM) if p not in (first, player))
    await service.leave(PLACE, other)
    with pytest.raises(ServiceError) as refused:
        await service.undo(PLACE, player)
    assert refused.value.key == "bot.err.cannot_undo_handover"


async def test_the_table_settings_belong_to_the_creator(service: GameService) -> None:
    await service.create(PLACE, ADA, "caravan", turn_hours=48, ai_level="easy")
    await service.join(PLACE, BEA)
    shown = await service.table_settings(PLACE, BEA)
    assert shown.ephemeral and "turn clock 48 h" in shown.render("en")
    assert "level easy" in shown.render("en")
    with pytest.raises(ServiceError) as refused:
        await service.table_settings(PLACE, BEA, turn_hours=24)
    assert refused.value.key == "bot.err.table_settings_not_allowed"
    managed = await service.table_settings(PLACE, BEA, is_manager=True, turn_hours=0)
    assert "turn clock off" in managed.render("en")
    for hours in (12, 25, 744):
        with pytest.raises(ServiceError) as bad:
            await service.table_settings(PLACE, ADA, turn_hours=hours)
        assert bad.value.key == "bot.err.bad_turn_hours"
    with pytest.raises(ServiceError) as level:
        await service.create(PLACE._replace(channel_id=7), ADA, "caravan", ai_level="godlike")
    assert level.value.key == "bot.err.unknown_level"


async def test_a_game_ended_by_vote_is_in_the_history_and_the_stats_unrated(
    service: GameService,
) -> None:
    """The table's vote made its standings final: the history lists the game, marked as
    ended by vote, with its scores, and the players' stats count it, without a rating."""
    await three_at_the_table(service)
    stalled = await mover(service, [ADA, BEA, CEM])
    others = [p for p in (ADA, BEA, CEM) if p is not stalled]
    ballot = await open_ballot(service, "clock", await seat_of(service, stalled))
    await service.vote(PLACE, others[0], ballot.game_id, ballot.number, "end")
    ended = await service.vote(PLACE, others[1], ballot.game_id, ballot.number, "end")
    assert ended.results is not None
    rows = await service.store.results(ballot.game_id)
    assert [(r.rank, r.score) for r in rows] == [
        (line.rank, line.score) for line in sorted(ended.results, key=lambda line: line.seat)
    ]

    history = (await service.game_history(PLACE)).render("en")
    assert f"#{ballot.game_id} · " in history and "· ended by the table's vote · 🏆" in history
    mine = (await service.game_history(PLACE, user_id=stalled.user_id, name="x")).render("en")
    assert f"#{ballot.game_id} · " in mine
    stats = (await service.stats(PLACE, stalled.user_id, stalled.name)).render("en")
    assert "**Caravan**: 1 game" in stats and ", ended by the table's vote" in stats
    assert "Not rated yet" in stats
    assert await service.store._all("SELECT * FROM ratings") == []
    assert await service.store._all("SELECT * FROM rating_queue") == []


async def test_games_voted_to_an_end_before_their_standings_were_kept_get_them(
    service: GameService,
) -> None:
    """A game the table ended before results were kept for such games: start-up's
    `record_unrecorded` writes them (unrated); other abandoned games stay out."""
    await three_at_the_table(service)
    stalled = await mover(service, [ADA, BEA, CEM])
    others = [p for p in (ADA, BEA, CEM) if p is not stalled]
    ballot = await open_ballot(service, "clock", await seat_of(service, stalled))
    await service.vote(PLACE, others[0], ballot.game_id, ballot.number, "end")
    await service.vote(PLACE, others[1], ballot.game_id, ballot.number, "end")
    async with service.store.transaction() as tx:
        await tx._db.execute("DELETE FROM results WHERE game_id = ?", (ballot.game_id,))
    await service.create(PLACE, ADA, "caravan")
    await service.abandon(PLACE, ADA)  # an abandoned lobby: nothing to record

    assert await record_unrecorded(service.store) == 1
    assert len(await service.store.results(ballot.game_id)) == 3
    assert await service.store._all("SELECT * FROM rating_queue") == []
    assert await record_unrecorded(service.store) == 0

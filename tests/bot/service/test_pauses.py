"""Pausing a table by agreement through the service: the vote, what a pause stops, how
it ends (resumed, a move, run out), and every request refused with nothing changed."""

from __future__ import annotations

import io
from datetime import timedelta

import pytest
from PIL import Image

from bot.records.entries import user_entry
from bot.service import GameService, Player, Reply, ServiceError
from bot.store import Store
from tests.bot.conftest import FakeClock
from tests.bot.service.conftest import ADA, BEA, CEM, DAN, PLACE, RecordingRenderer


async def three_at_the_table(service: GameService, **table: object) -> int:
    await service.create(PLACE, ADA, "caravan", seed=4, **table)  # type: ignore[arg-type]
    await service.join(PLACE, BEA)
    await service.join(PLACE, CEM)
    reply = await service.start(PLACE, ADA)
    assert reply.game_id is not None
    return reply.game_id


async def refused(call: object, key: str) -> ServiceError:
    with pytest.raises(ServiceError) as error:
        await call  # type: ignore[misc]
    assert error.value.key == key
    return error.value


async def agreed(service: GameService, days: int = 7) -> Reply:
    """Ada asks for a pause and Bea and Cem agree; the deciding vote's reply."""
    asked = await service.pause(PLACE, ADA, days)
    assert asked.vote is not None
    await service.vote(PLACE, BEA, asked.vote.game_id, asked.vote.number, "yes")
    return await service.vote(PLACE, CEM, asked.vote.game_id, asked.vote.number, "yes")


async def test_the_others_vote_and_the_majority_pauses_the_table(
    service: GameService, clock: FakeClock
) -> None:
    game_id = await three_at_the_table(service)
    asked = await service.pause(PLACE, ADA, 3)
    assert asked.vote is not None and asked.vote.kind == "pause" and not asked.ephemeral
    assert set(asked.mentions) == {BEA.user_id, CEM.user_id}
    assert "Ada asks to pause the table for 3 days" in asked.render("en")
    assert "für 3 Tage zu pausieren" in asked.render("de")
    number = asked.vote.number
    await refused(service.vote(PLACE, ADA, game_id, number, "yes"), "bot.err.pause_own_vote")
    await refused(service.vote(PLACE, DAN, game_id, number, "yes"), "bot.err.vote_not_player")
    counted = await service.vote(PLACE, BEA, game_id, number, "yes")
    assert counted.ephemeral and await service.paused_until(game_id) is None
    await refused(service.vote(PLACE, BEA, game_id, number, "no"), "bot.err.already_voted")
    done = await service.vote(PLACE, CEM, game_id, number, "yes")
    until = clock.now + timedelta(days=3)
    assert await service.paused_until(game_id) == until
    assert not done.ephemeral and "The table is paused until 2026-01-04 12:00 UTC" in done.render()
    status = (await service.status(PLACE, BEA)).render("en")
    assert "Paused until 2026-01-04 12:00 UTC." in status
    over = await refused(service.vote(PLACE, BEA, game_id, number, "yes"), "bot.err.vote_over")
    assert "the table paused" in over.text.render("en")


async def test_a_tie_declines_and_at_two_players_the_other_decides_alone(
    service: GameService,
) -> None:
    game_id = await three_at_the_table(service)
    asked = await service.pause(PLACE, ADA)
    assert asked.vote is not None
    await service.vote(PLACE, BEA, game_id, asked.vote.number, "yes")
    declined = await service.vote(PLACE, CEM, game_id, asked.vote.number, "no")
    assert "The table declined Ada's pause" in declined.render("en")
    assert await service.paused_until(game_id) is None
    await service.abandon(PLACE, ADA)

    await service.create(PLACE, ADA, "caravan", seed=4)
    await service.join(PLACE, BEA)
    two = await service.start(PLACE, ADA)
    asked = await service.pause(PLACE, BEA, 2)
    assert asked.vote is not None and asked.mentions == [ADA.user_id]
    await service.vote(PLACE, ADA, asked.vote.game_id, asked.vote.number, "yes")
    assert await service.paused_until(two.game_id) is not None  # type: ignore[arg-type]


async def test_alone_with_the_ai_the_pause_starts_at_once(
    service: GameService, clock: FakeClock
) -> None:
    await service.create(PLACE, ADA, "caravan", seed=4)
    await service.add_ai(PLACE, ADA)
    started = await service.start(PLACE, ADA)
    reply = await service.pause(PLACE, ADA, 1)
    assert reply.vote is None and "paused until" in reply.render("en")
    assert await service.paused_until(started.game_id) == clock.now + timedelta(days=1)  # type: ignore[arg-type]


async def test_every_bad_request_is_refused_and_changes_nothing(
    service: GameService, store: Store
) -> None:
    await refused(service.pause(PLACE, ADA), "bot.err.no_game")
    await service.create(PLACE, ADA, "caravan", seed=4)
    await service.join(PLACE, BEA)
    await refused(service.pause(PLACE, ADA), "bot.err.not_started")
    await service.join(PLACE, CEM)
    game_id = (await service.start(PLACE, ADA)).game_id
    assert game_id is not None
    for days in (0, 31, -2):
        await refused(service.pause(PLACE, ADA, days), "bot.err.pause_days")
    await refused(service.pause(PLACE, DAN), "bot.err.not_seated")
    await refused(service.resume(PLACE, ADA), "bot.err.not_paused")
    await refused(service.resume(PLACE, DAN), "bot.err.not_seated")
    assert await store.asked_pause(game_id) is None
    asked = await service.pause(PLACE, ADA)
    await refused(service.pause(PLACE, BEA), "bot.err.pause_pending")
    assert await store.asked_pause(game_id) == asked.vote.number  # type: ignore[union-attr]
    await agreed_on(service, asked)
    before = await store.pauses(game_id)
    already = await refused(service.pause(PLACE, CEM), "bot.err.already_paused")
    assert "already paused until" in already.text.render("en")
    assert await store.pauses(game_id) == before and await store.asked_pause(game_id) is None
    await service.abandon(PLACE, ADA)
    over = await refused(service.pause(PLACE, ADA), "bot.err.game_over")
    assert over.text.render("en")
    await refused(service.resume(PLACE, ADA), "bot.err.game_over")


async def agreed_on(service: GameService, asked: Reply) -> None:
    assert asked.vote is not None
    for voter in (BEA, CEM):
        await service.vote(PLACE, voter, asked.vote.game_id, asked.vote.number, "yes")


async def test_resume_ends_it_early_and_the_reminder_comes_back(
    service: GameService, store: Store, clock: FakeClock
) -> None:
    game_id = await three_at_the_table(service)
    due_before, _ = await store.reminder(game_id)  # type: ignore[misc]
    clock.advance(hours=2)
    await agreed(service, days=5)
    due_paused, _ = await store.reminder(game_id)  # type: ignore[misc]
    assert due_paused == due_before + timedelta(days=5), "due as much later as the pause lasts"
    clock.advance(days=1)
    reply = await service.resume(PLACE, CEM)
    assert "Cem ended the pause" in reply.render("en") and reply.mentions
    assert "Cem hat die Pause beendet" in reply.render("de")
    assert await service.paused_until(game_id) is None
    due_after, _ = await store.reminder(game_id)  # type: ignore[misc]
    assert due_after == due_before + timedelta(days=1), "later by the time paused"
    assert "Paused" not in (await service.status(PLACE)).render("en")


async def test_a_move_ends_the_pause_and_says_so(service: GameService, clock: FakeClock) -> None:
    game_id = await three_at_the_table(service)
    await agreed(service)
    [waiting] = await service.waiting_for(PLACE)
    mover = {p.user_id: p for p in (ADA, BEA, CEM)}[waiting]
    choices = await service.legal_moves(PLACE, mover, limit=1)
    assert width((await service.board(PLACE, ADA)).images[0].data) >= 720, "the band"
    reply = await service.move(PLACE, mover, choices[0][0])
    assert reply.render("en").startswith(f"{mover.name} moved, which ends the pause")
    assert await service.paused_until(game_id) is None
    assert width(reply.images[0].data) == 8, "the move's board shows no pause"


def width(png: bytes) -> int:
    return Image.open(io.BytesIO(png)).width


async def test_the_pause_runs_out_by_itself(service: GameService, clock: FakeClock) -> None:
    game_id = await three_at_the_table(service)
    await agreed(service, days=2)
    clock.advance(days=2)
    assert await service.paused_until(game_id) is None
    assert "Paused" not in (await service.status(PLACE)).render("en")
    await agreed(service, days=1)  # and the table may pause again
    assert await service.paused_until(game_id) is not None


async def test_a_pause_vote_survives_a_restart(
    service: GameService, store: Store, renderer: RecordingRenderer, clock: FakeClock
) -> None:
    game_id = await three_at_the_table(service)
    asked = await service.pause(PLACE, ADA)
    await service.vote(PLACE, BEA, game_id, asked.vote.number, "yes")  # type: ignore[union-attr]
    again = GameService(store, renderer, clock, reminder_hours=12)
    await refused(
        again.vote(PLACE, BEA, game_id, asked.vote.number, "yes"),  # type: ignore[union-attr]
        "bot.err.already_voted",
    )
    await again.vote(PLACE, CEM, game_id, asked.vote.number, "yes")  # type: ignore[union-attr]
    assert await again.paused_until(game_id) is not None


async def test_the_board_carries_the_pause_band(
    service: GameService, renderer: RecordingRenderer
) -> None:
    await three_at_the_table(service)
    plain = (await service.board(PLACE, ADA)).images[0].data
    await agreed(service)
    banded = (await service.board(PLACE, ADA)).images[0].data
    assert banded != plain and len(banded) > len(plain)


async def test_a_pause_vote_is_in_the_voters_data_and_forgotten_with_them(
    service: GameService, store: Store
) -> None:
    game_id = await three_at_the_table(service)
    await agreed(service)
    data = await store.personal_data(CEM.user_id, user_entry(CEM.user_id))
    assert [(v["game_id"], v["kind"], v["choice"]) for v in data["votes"]] == [
        (game_id, "pause", "yes")
    ]
    await service.leave(PLACE, CEM)  # (forgetting asks to leave the running table first)
    await service.forget(Player(CEM.user_id, "Cem"))
    ballot = await store.ballot(game_id, 1)
    assert ballot is not None and CEM.user_id not in ballot.votes
    assert await service.paused_until(game_id) is not None, "the table stays paused"

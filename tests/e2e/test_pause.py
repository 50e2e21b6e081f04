"""Pausing a table by agreement through the real client and the fake Discord, in English
and German: the vote (with a restart while it is open), what a pause stops, how it ends,
and every bad request answered privately with nothing changed."""

from __future__ import annotations

import asyncio
import io
from pathlib import Path

import pytest
from PIL import Image

import engine
from engine import Rng
from tests.e2e.bot_harness import BotRunner, no_new_messages
from tests.e2e.fake_discord import FakeDiscord, FakeMessage, FakeUser

pytestmark = pytest.mark.e2e

CARAVAN = engine.get("caravan")


async def open_table(
    fake: FakeDiscord, runner: BotRunner, locale: str = "en-US"
) -> tuple[list[FakeUser], int]:
    """Three people at a Caravan table with a 24-hour turn clock; (people, game id)."""
    people = [fake.add_user(name, locale=locale) for name in ("ada", "bea", "cem")]
    ada, bea, cem = people
    await fake.reply(await fake.slash(ada, "game new", game="caravan", turn_hours=24, thread=False))
    await fake.reply(await fake.slash(bea, "game join"))
    await fake.reply(await fake.slash(cem, "game join"))
    await fake.reply(await fake.slash(ada, "game start"))
    assert runner.store is not None
    record = await runner.store.open_game(fake.channel.id)
    assert record is not None
    return people, record.id


async def waiting(runner: BotRunner, people: list[FakeUser], game_id: int) -> FakeUser:
    assert runner.store is not None
    record = await runner.store.game(game_id)
    assert record is not None
    seats = {s.seat: s.user_id for s in await runner.store.seats(game_id)}
    (seat,) = CARAVAN.to_act(CARAVAN.from_json(record.state))
    return next(p for p in people if p.id == seats[seat])


async def move(fake: FakeDiscord, runner: BotRunner, user: FakeUser, game_id: int) -> FakeMessage:
    assert runner.store is not None
    record = await runner.store.game(game_id)
    assert record is not None
    state = CARAVAN.from_json(record.state)
    seat = CARAVAN.to_act(state)[0]
    chosen = CARAVAN.playout_move(
        state, seat, CARAVAN.legal_moves(state, seat), Rng.from_seed(1, "pause")
    )
    return await fake.reply(await fake.slash(user, "move", notation=CARAVAN.format_move(chosen)))


async def no_reminder_while(fake: FakeDiscord, runner: BotRunner, hours: float) -> None:
    """Let `hours` pass with the dispatcher woken: no public message may follow."""
    bot = runner.bot
    assert bot is not None and bot.dispatcher is not None
    with no_new_messages(fake, fake.channel.id):
        runner.clock.advance(hours=hours)
        bot.dispatcher.poke()
        await asyncio.sleep(0.3)
        await fake.settle()


async def test_a_pause_vote_survives_a_restart_and_the_pause_stops_the_reminders(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    dan = fake.add_user("dan")
    runner = BotRunner(fake, tmp_path / "pause.sqlite3")
    await runner.start()
    try:
        people, game_id = await open_table(fake, runner)
        ada, bea, cem = people
        asked = await fake.reply(await fake.slash(ada, "game pause", days=3))
        assert not asked.ephemeral and "Ada asks to pause the table for 3 days" in asked.content
        assert asked.mentioned_user_ids == {bea.id, cem.id}
        assert {b["label"] for b in asked.buttons} == {"Agree", "Decline"}
        with no_new_messages(fake, fake.channel.id):
            for user, expected in (
                (ada, "You asked for this pause"),
                (dan, "Only the players"),
            ):
                refused = await fake.reply(await fake.click(user, asked, label="Agree"))
                assert refused.ephemeral and expected in refused.content
            counted = await fake.reply(await fake.click(bea, asked, label="Agree"))
            assert counted.ephemeral and "1 of 2 have voted" in counted.content
            again = await fake.reply(await fake.click(bea, asked, label="Decline"))
            assert again.ephemeral and "already voted" in again.content
            for user, path, expected in (
                (cem, "game pause", "already voting on a pause"),
                (cem, "game resume", "not paused"),
                (dan, "game pause", "not seated"),
                (dan, "game resume", "not seated"),
            ):
                answer = await fake.reply(await fake.slash(user, path))
                assert answer.ephemeral and expected in answer.content, answer.content
    finally:
        await runner.stop()  # the vote is open: it is kept

    await runner.start(sync=False)
    try:
        decided = await fake.reply(await fake.click(cem, asked, label="Agree"))
        assert not decided.ephemeral and "The table is paused until <t:" in decided.content
        assert ":R>)" in decided.content
        await fake.wait_for(lambda: not fake.messages[asked.id].buttons)
        status = await fake.reply(await fake.slash(bea, "game status"))
        assert "Paused until <t:" in status.content
        board = await fake.reply(await fake.slash(bea, "game board"))
        [(_, first)] = board.images  # the bot's one-pixel test board, under the band
        assert Image.open(io.BytesIO(first)).size[0] >= 720, "the board says it is paused"
        with no_new_messages(fake, fake.channel.id):
            twice = await fake.reply(await fake.slash(bea, "game pause"))
            assert twice.ephemeral and "already paused until <t:" in twice.content

        await no_reminder_while(fake, runner, hours=48)  # 12 h reminder, 24 h clock: silent
        resumed = await fake.reply(await fake.slash(bea, "game resume"))
        assert not resumed.ephemeral and "Bea ended the pause" in resumed.content
        assert resumed.mentioned_user_ids == {(await waiting(runner, people, game_id)).id}
        assert runner.store is not None
        assert await runner.store.paused_until(game_id, runner.clock()) is None
        # The clocks go on from where they stood: the first reminder 12 hours on.
        await no_reminder_while(fake, runner, hours=11)
        assert runner.bot is not None and runner.bot.dispatcher is not None
        runner.clock.advance(hours=1)
        runner.bot.dispatcher.poke()
        reminder = await fake.wait_channel_message(
            fake.channel.id, lambda m: m.content.startswith("⏰"), after=resumed.id
        )
        assert "turn clock" not in reminder.content, "a reminder; the clock has not run out"
    finally:
        await runner.stop()


async def test_in_german_a_move_ends_the_pause_and_a_finished_game_cannot_pause(
    fake: FakeDiscord, runner: BotRunner
) -> None:
    people, game_id = await open_table(fake, runner, locale="de")
    ada, bea, cem = people
    asked = await fake.reply(await fake.slash(bea, "game pause"))
    assert "Bea bittet darum, den Tisch für 7 Tage zu pausieren" in asked.content
    assert {b["label"] for b in asked.buttons} == {"Einverstanden", "Ablehnen"}
    own = await fake.reply(await fake.click(bea, asked, label="Einverstanden"))
    assert own.ephemeral and "Du hast um diese Pause gebeten" in own.content
    await fake.reply(await fake.click(ada, asked, label="Einverstanden"))
    paused = await fake.reply(await fake.click(cem, asked, label="Einverstanden"))
    assert "Der Tisch pausiert bis <t:" in paused.content
    status = await fake.reply(await fake.slash(ada, "game status"))
    assert "Pausiert bis <t:" in status.content

    mover = await waiting(runner, people, game_id)
    moved = await move(fake, runner, mover, game_id)
    assert f"{mover.name.title()} hat gezogen, das beendet die Pause" in moved.content
    assert runner.store is not None
    assert await runner.store.paused_until(game_id, runner.clock()) is None
    again = await fake.reply(await fake.slash(ada, "game resume"))
    assert again.ephemeral and "Der Tisch pausiert nicht." in again.content

    await fake.reply(await fake.slash(ada, "game abandon"))
    with no_new_messages(fake, fake.channel.id):
        over = await fake.reply(await fake.slash(bea, "game pause", days=2))
        assert over.ephemeral and "Caravan" in over.content
    assert len(await runner.store.pauses(game_id)) == 1

"""AI seats through the real client and the fake Discord: a solo table played to the
end by the person's moves alone, the bot answering while an AI thinks, an AI that was
thinking when the bot stopped taking its turn after the restart, and the lobby's
refusals."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

import engine
from bot.store import open_store
from engine import Rng
from tests.e2e.ai_players import Gate, board_version, thread_pool
from tests.e2e.bot_harness import BotRunner, no_new_messages
from tests.e2e.fake_discord import FakeDiscord, FakeMessage, FakeUser
from tests.e2e.table import SHORT_SEED

pytestmark = pytest.mark.e2e

CARAVAN = engine.get("caravan")
AI_FIRST_SEED = 12  # Ada and one AI without options: the AI's seat begins


def ai_posts(fake: FakeDiscord) -> list[FakeMessage]:
    """The messages the bot posted on its own (not answering an interaction): the AI's
    moves (reminders would start with ⏰)."""
    return [
        m
        for m in fake.channel_messages(fake.channel.id)
        if m.interaction_id is None and not m.content.startswith("⏰")
    ]


async def solo_table(fake: FakeDiscord, runner: BotRunner, ada: FakeUser, options: str) -> int:
    """Ada opens a Caravan table, adds an easy AI and starts; returns the game id."""
    await fake.reply(
        await fake.slash(ada, "game new", game="caravan", options=options, thread=False)
    )
    added = await fake.reply(await fake.slash(ada, "game add-ai", level="easy"))
    assert (
        "Ada added Caravanserai AI (easy) to the table for Caravan (2 of 4 seats taken)."
        in added.content
    )
    assert "Seat 2: Caravanserai AI (easy)" in added.content
    start = await fake.click(ada, added, label="Start")
    await fake.wait_messages(start, 1)
    assert runner.store is not None
    record = await runner.store.open_game(fake.channel.id)
    assert record is not None and record.status == "active"
    return record.id


async def test_a_solo_table_plays_to_the_end_with_the_persons_moves_only(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    ada = fake.add_user("ada")
    with thread_pool() as pool:
        runner = BotRunner(fake, tmp_path / "solo.sqlite3")
        runner.seeds.append(SHORT_SEED)
        await runner.start(ai_pool=pool)
        try:
            game_id = await solo_table(fake, runner, ada, "short_game=true")
            assert runner.store is not None
            chooser = Rng.from_seed(1, "ada")
            last = fake.last_message_id()
            moves_by_ada = 0
            for _ in range(400):
                record = await runner.store.game(game_id)
                assert record is not None
                if record.status == "finished":
                    break
                state = CARAVAN.from_json(record.state)
                seat = CARAVAN.to_act(state)[0]
                seats = await runner.store.seats(game_id)
                if next(s for s in seats if s.seat == seat).is_ai:
                    mine = await fake.wait_channel_message(
                        fake.channel.id,
                        lambda m: ada.id in m.mentioned_user_ids or "🏁" in m.content,
                        after=last,
                        timeout=30,
                    )
                    last = mine.id
                    continue
                move = CARAVAN.playout_move(state, seat, CARAVAN.legal_moves(state, seat), chooser)
                reply = await fake.reply(
                    await fake.slash(ada, "move", notation=CARAVAN.format_move(move))
                )
                moves_by_ada += 1
                last = reply.id
            else:
                raise AssertionError("the game did not end")
            moves = await runner.store.moves(game_id)
            posts = ai_posts(fake)
            assert len(moves) - moves_by_ada == len(posts), "one message per AI move"
            for post in posts:
                # like a person's: the board, and with the game's last move the score chart
                names = [name for name, _ in post.images]
                board = names[0]
                wanted = (
                    [board, board.replace(".png", "-chart.png")]
                    if "🏁" in post.content
                    else [board]
                )
                assert names == wanted, "an AI move posts its board like a person's"
                assert post.mentioned_user_ids <= {ada.id}, "only the person is pinged"
            final = fake.channel_messages(fake.channel.id)[-1]
            assert "🏁" in final.content and "Caravanserai AI (easy)" in final.content
        finally:
            await runner.stop()


async def test_the_bot_answers_at_once_while_an_ai_thinks(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    ada = fake.add_user("ada")
    gate = Gate()
    with thread_pool(gate) as pool:
        runner = BotRunner(fake, tmp_path / "busy.sqlite3")
        runner.seeds.append(AI_FIRST_SEED)
        await runner.start(ai_pool=pool)
        try:
            await solo_table(fake, runner, ada, "")
            await asyncio.wait_for(asyncio.to_thread(gate.started.wait, 10), 11)
            for path in ("game status", "game board"):  # answered while the AI is held
                answer = await fake.reply(await fake.slash(ada, path), timeout=5)
                assert "Caravanserai AI (easy)" in answer.content or answer.images
            assert ai_posts(fake) == [], "the AI is still thinking"
            gate.opened.set()
            await fake.wait_channel_message(
                fake.channel.id, lambda m: ada.id in m.mentioned_user_ids, timeout=20
            )
            assert ai_posts(fake)
        finally:
            await runner.stop()


async def test_an_ai_thinking_at_a_restart_takes_its_turn_once_afterwards(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    ada = fake.add_user("ada")
    runner = BotRunner(fake, tmp_path / "restart.sqlite3")
    runner.seeds.append(AI_FIRST_SEED)
    gate = Gate()
    with thread_pool(gate) as pool:
        await runner.start(ai_pool=pool)
        game_id = await solo_table(fake, runner, ada, "")
        await asyncio.wait_for(asyncio.to_thread(gate.started.wait, 10), 11)
        await runner.stop()  # the search in flight is dropped
    assert ai_posts(fake) == []
    async with await open_store(runner.db_path, runner.clock) as store:
        assert await store.count_moves(game_id) == 0, "nothing was half-applied"
    with thread_pool() as pool:
        await runner.start(sync=False, ai_pool=pool)
        try:
            assert runner.store is not None
            await fake.wait_channel_message(
                fake.channel.id, lambda m: ada.id in m.mentioned_user_ids, timeout=20
            )  # resumed by itself: no one clicked anything
            moves = await runner.store.moves(game_id)
            posts = ai_posts(fake)
            assert moves and len(posts) == len(moves), "each AI move posted exactly once"
            versions = [board_version(post) for post in posts]
            assert len(set(versions)) == len(versions)
            assert [m.ply for m in moves] == list(range(len(moves)))
        finally:
            await runner.stop()


async def test_add_ai_and_leave_refusals_are_private_and_change_nothing(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    ada, bea, dan = fake.add_user("ada"), fake.add_user("bea", locale="de"), fake.add_user("dan")
    with thread_pool() as pool:
        runner = BotRunner(fake, tmp_path / "refusals.sqlite3")
        await runner.start(ai_pool=pool)
        try:
            await fake.reply(await fake.slash(ada, "game new", game="caravan", thread=False))
            await fake.reply(await fake.slash(bea, "game join"))
            with no_new_messages(fake, fake.channel.id):
                answer = await fake.reply(await fake.slash(bea, "game add-ai"))
            assert answer.ephemeral and answer.owner_id == bea.id
            assert "nur die Person, die ihn eröffnet hat (Ada)" in answer.content
            for _ in range(2):
                await fake.reply(await fake.slash(ada, "game add-ai", level="hard"))
            with no_new_messages(fake, fake.channel.id):
                full = await fake.reply(await fake.slash(ada, "game add-ai"))
            assert full.ephemeral and "full" in full.content
            started = await fake.reply(await fake.slash(ada, "game start"))
            assert "Caravanserai AI 2 (hard)" in started.content
            with no_new_messages(fake, fake.channel.id):
                late = await fake.reply(await fake.slash(ada, "game add-ai"))
                stranger = await fake.reply(await fake.slash(dan, "game leave"))
            assert late.ephemeral and "already started" in late.content
            assert stranger.ephemeral and "not seated" in stranger.content
            assert runner.store is not None
            record = await runner.store.open_game(fake.channel.id)
            assert record is not None
            assert len(await runner.store.seats(record.id)) == 4
        finally:
            await runner.stop()


async def test_an_ai_at_a_table_in_a_thread_plays_in_the_thread(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    ada = fake.add_user("ada")
    with thread_pool() as pool:
        runner = BotRunner(fake, tmp_path / "thread.sqlite3")
        runner.seeds.append(AI_FIRST_SEED)
        await runner.start(ai_pool=pool)
        try:
            lobby = await fake.reply(await fake.slash(ada, "game new", game="caravan"))
            thread = await fake.wait_for(lambda: fake.channel_by_id(lobby.id))
            added = await fake.reply(
                await fake.slash(ada, "game add-ai", level="easy", channel=thread)
            )
            assert added.channel_id == thread.id and "Caravanserai AI (easy)" in added.content
            await fake.click(ada, lobby, label="Start")  # from the channel's lobby message
            moved = await fake.wait_channel_message(
                thread.id, lambda m: m.interaction_id is None and bool(m.images), timeout=20
            )
            assert "Caravanserai AI (easy)" in moved.content
            assert not [m for m in fake.channel_messages(fake.channel.id) if m.id > lobby.id]
        finally:
            await runner.stop()

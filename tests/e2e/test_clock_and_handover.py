"""The turn clock, the table's vote, the hand-over to the AI and the rejoin, through the
real client and the fake Discord, with a restart while a vote is open."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

import engine
from bot.ai import AiPool
from engine import Rng
from tests.e2e.ai_players import thread_pool
from tests.e2e.bot_harness import BotRunner, no_new_messages, tiny_png
from tests.e2e.fake_discord import FakeDiscord, FakeMessage, FakeUser
from tests.e2e.table import SHORT_SEED

pytestmark = pytest.mark.e2e

CARAVAN = engine.get("caravan")
VOTE_AI = "Let the AI play the seat"


@dataclass
class NamesSeen:
    """A renderer that remembers the seat names every board was drawn with."""

    names: list[list[str]] = field(default_factory=list)

    def __call__(self, game: str, view: Any, locale: str) -> list[bytes]:
        self.names.append(list(view.seat_names))
        return tiny_png(game, view, locale)


@dataclass
class ClockTable:
    fake: FakeDiscord
    runner: BotRunner
    people: list[FakeUser]
    game_id: int = 0
    chooser: Rng = field(default_factory=lambda: Rng.from_seed(2, "people"))

    async def waiting(self) -> FakeUser:
        """The one person the table waits for now."""
        assert self.runner.store is not None
        record = await self.runner.store.game(self.game_id)
        assert record is not None
        state = CARAVAN.from_json(record.state)
        seats = {s.seat: s for s in await self.runner.store.seats(self.game_id)}
        (seat,) = CARAVAN.to_act(state)
        assert seats[seat].is_human, "a person's turn"
        return next(p for p in self.people if p.id == seats[seat].user_id)

    async def move(self, user: FakeUser) -> FakeMessage:
        assert self.runner.store is not None
        record = await self.runner.store.game(self.game_id)
        assert record is not None
        state = CARAVAN.from_json(record.state)
        seat = CARAVAN.to_act(state)[0]
        move = CARAVAN.playout_move(state, seat, CARAVAN.legal_moves(state, seat), self.chooser)
        notation = CARAVAN.format_move(move)
        return await self.fake.reply(await self.fake.slash(user, "move", notation=notation))

    async def clock_reminder(self, hours: float) -> FakeMessage:
        """Let `hours` pass and wait for the reminder the dispatcher then sends."""
        bot = self.runner.bot
        assert bot is not None and bot.dispatcher is not None
        after = self.fake.last_message_id()
        self.runner.clock.advance(hours=hours)
        bot.dispatcher.poke()
        return await self.fake.wait_channel_message(
            self.fake.channel.id, lambda m: m.content.startswith("⏰"), after=after
        )


async def open_table(fake: FakeDiscord, runner: BotRunner) -> ClockTable:
    ada, bea, cem = fake.add_user("ada"), fake.add_user("bea"), fake.add_user("cem")
    runner.seeds.append(SHORT_SEED)
    opened = await fake.reply(
        await fake.slash(
            ada, "game new", game="caravan", options="short_game=true", turn_hours=24, thread=False
        )
    )
    assert "turn clock 24 h" in opened.content
    await fake.reply(await fake.slash(bea, "game join"))
    await fake.reply(await fake.slash(cem, "game join"))
    await fake.reply(await fake.slash(ada, "game start"))
    assert runner.store is not None
    record = await runner.store.open_game(fake.channel.id)
    assert record is not None
    return ClockTable(fake, runner, [ada, bea, cem], record.id)


async def start(runner: BotRunner, pool: AiPool, names: NamesSeen, *, sync: bool = True) -> None:
    await runner.start(sync=sync, ai_pool=pool, renderer=names)


async def vote_until_the_restart(
    table: ClockTable, dan: FakeUser
) -> tuple[FakeUser, list[FakeUser], FakeMessage]:
    """The clock runs out twice: the first vote is made moot by the stalled player's
    move, the second gets its refusals and one vote. Returns (stalled, voters, reminder)."""
    fake = table.fake
    first = await table.waiting()
    old = await table.clock_reminder(24)
    others = [p for p in table.people if p is not first]
    assert old.mentioned_user_ids == {p.id for p in table.people}, "the voters asked once"
    assert f"<@{first.id}>'s turn clock (24 h) has run out" in old.content
    await table.move(first)
    answer = await fake.reply(await fake.click(others[0], old, label=VOTE_AI))
    assert answer.ephemeral and "the table has moved on since" in answer.content

    stalled = await table.waiting()
    voters = [p for p in table.people if p is not stalled]
    reminder = await table.clock_reminder(24)
    assert len(reminder.buttons) == 2
    with no_new_messages(fake, fake.channel.id):
        refusals = ((dan, "Only the players"), (stalled, "your own seat"))
        for user, expected in refusals:
            refused = await fake.reply(await fake.click(user, reminder, label=VOTE_AI))
            assert refused.ephemeral and expected in refused.content
        counted = await fake.reply(await fake.click(voters[0], reminder, label=VOTE_AI))
        assert counted.ephemeral and "1 of 2 have voted" in counted.content
        again = await fake.reply(await fake.click(voters[0], reminder, label=VOTE_AI))
        assert again.ephemeral and "already voted" in again.content
    return stalled, voters, reminder


async def test_the_clock_the_vote_the_hand_over_and_the_rejoin(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    dan = fake.add_user("dan")
    names = NamesSeen()
    runner = BotRunner(fake, tmp_path / "clock.sqlite3")
    with thread_pool() as pool:
        await start(runner, pool, names)
        try:
            table = await open_table(fake, runner)
            stalled, voters, reminder = await vote_until_the_restart(table, dan)
        finally:
            await runner.stop()  # the vote is open: it is kept

    with thread_pool() as pool:
        await start(runner, pool, names, sync=False)
        try:
            decided = await fake.reply(await fake.click(voters[1], reminder, label=VOTE_AI))
            name = stalled.name.title()
            assert f"the AI (normal) plays {name}'s seat, as {name} (AI normal)" in decided.content
            await fake.wait_for(lambda: not fake.messages[reminder.id].buttons)
            # The AI plays the seat on, and the board names it so.
            after_ai = await fake.wait_channel_message(
                fake.channel.id,
                lambda m: bool(m.mentioned_user_ids) and m.interaction_id is None,
                after=decided.id,
                timeout=20,
            )
            assert stalled.id not in after_ai.mentioned_user_ids
            assert any(f"{name} (AI normal)" in seen for seen in names.names)

            # The player asks to come back; both others agree.
            asked = await fake.reply(await fake.slash(stalled, "game rejoin"))
            assert asked.mentioned_user_ids == {p.id for p in voters}
            labels = {b["label"] for b in asked.buttons}
            assert labels == {"Agree", "Decline"}
            agree = "Agree"
            await fake.reply(await fake.click(voters[0], asked, label=agree))
            rejoined = await fake.reply(await fake.click(voters[1], asked, label=agree))
            assert f"{name} plays their seat again" in rejoined.content
            assert runner.store is not None
            assert not any(s.is_ai for s in await runner.store.seats(table.game_id))
            log = await everything_logged(fake, table.people[0])
            ran_out = f"· {name}'s turn clock ran out; by the table's vote the AI (normal)"
            assert log.index(ran_out) < log.index(f"· {name} took the seat back.")
        finally:
            await runner.stop()


async def everything_logged(fake: FakeDiscord, user: FakeUser) -> str:
    """Every page of `/game log`, joined."""
    first = await fake.reply(await fake.slash(user, "game log", page=1))
    pages = int(first.text.split("page 1 of ")[1].split(":")[0])
    texts = [first.text]
    for page in range(2, pages + 1):
        texts.append((await fake.reply(await fake.slash(user, "game log", page=page))).text)
    return "\n".join(texts)


async def test_leave_hands_the_seat_over_and_a_stranger_cannot_leave(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    names = NamesSeen()
    runner = BotRunner(fake, tmp_path / "leave.sqlite3")
    with thread_pool() as pool:
        await start(runner, pool, names)
        try:
            table = await open_table(fake, runner)
            leaver = table.people[2]
            left = await fake.reply(await fake.slash(leaver, "game leave"))
            assert not left.ephemeral
            assert (
                "Cem left the game (Caravan); the AI (normal) plays the seat on as Cem (AI normal)"
                in (left.content)
            )
            assert leaver.id not in left.mentioned_user_ids
            refused = await fake.reply(await fake.slash(leaver, "game leave"))
            assert refused.ephemeral and "rejoin" in refused.content
            for _ in range(20):  # the others play on; the AI plays Cem's seat
                mover = await table.waiting()
                assert mover is not leaver
                reply = await table.move(mover)
                # the AI's turn (the mover playing on is not pinged either): wait for it
                if "Waiting for Cem (AI normal)." in reply.content:
                    await fake.wait_channel_message(
                        fake.channel.id,
                        lambda m: bool(m.mentioned_user_ids),
                        after=reply.id,
                        timeout=20,
                    )
            assert runner.store is not None
            seats = await runner.store.seats(table.game_id)
            cem_seat = next(s.seat for s in seats if s.user_id == leaver.id)
            [change] = await runner.store.seat_changes(table.game_id)
            moves = await runner.store.moves(table.game_id)
            assert any(m.seat == cem_seat and m.ply >= change.ply for m in moves), "AI moved"
            after_leave = [m for m in fake.channel_messages(fake.channel.id) if m.id > left.id]
            assert all(leaver.id not in m.mentioned_user_ids for m in after_leave)
        finally:
            await runner.stop()


async def test_buttons_of_a_game_ended_by_vote_say_it_is_over(
    fake: FakeDiscord, runner: BotRunner
) -> None:
    """Every button of the last board, pressed after the table voted the game to an end:
    a private "is over" with the standings, never "stale" (the vote's own buttons are
    gone with the decision; a late vote is answered alike, see the service's tests)."""
    table = await open_table(fake, runner)
    first = await table.waiting()
    board = await table.move(first)
    assert board.buttons and not board.ephemeral
    reminder = await table.clock_reminder(24)
    stalled = await table.waiting()
    voters = [p for p in table.people if p is not stalled]
    await fake.reply(await fake.click(voters[0], reminder, label="End the game now"))
    ended = await fake.reply(await fake.click(voters[1], reminder, label="End the game now"))
    assert "voted to end the game" in ended.content

    await fake.wait_for(lambda: not fake.messages[reminder.id].buttons)
    with no_new_messages(fake, fake.channel.id):
        for button in board.buttons:
            custom_id = button["custom_id"]
            answer = await fake.reply(await fake.click(first, board, custom_id=custom_id))
            assert answer.ephemeral, custom_id
            assert "Caravan is over (ended by the table's vote): 1. " in answer.content, (
                custom_id,
                answer.content,
            )

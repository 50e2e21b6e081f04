"""The lobby message of a table in a thread as its live status line in the channel,
through the fake Discord, in English and German: edited after moves, bursts folded into
few edits, a deleted line left alone, and how the game ended."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.discord.client import CaravanBot
from bot.discord.status_line import StatusLines
from bot.service import GameService, Place, Player
from tests.e2e.ai_players import thread_pool
from tests.e2e.any_table import lobby_button
from tests.e2e.bot_harness import BotRunner, tiny_png
from tests.e2e.fake_discord import FakeDiscord, FakeMessage, FakeUser
from tests.e2e.table import CARAVAN, SHORT_SEED, Table
from tests.e2e.test_ai_seats import AI_FIRST_SEED

pytestmark = pytest.mark.e2e

WORDS = {
    "en": {"turn": "To move:", "scores": "Scores:", "board": "Latest board:", "over": "Game over"},
    "de": {
        "turn": "Am Zug:",
        "scores": "Punkte:",
        "board": "Neuestes Spielbrett:",
        "over": "Spielende",
    },
}
ENDED = {
    "en": {"abandoned": "(abandoned)", "finished": "(finished)", "winner": "Winner:"},
    "de": {"abandoned": "(abgebrochen)", "finished": "(beendet)", "winner": "Gewonnen hat:"},
}


class Gate:
    """Stands in for the status lines' pause: holds every pause until opened."""

    def __init__(self) -> None:
        self.opened = asyncio.Event()
        self.paused = 0

    async def __call__(self, seconds: float) -> None:
        self.paused += 1
        await self.opened.wait()


async def no_pause(seconds: float) -> None:
    return None


def status_lines(runner: BotRunner) -> StatusLines:
    bot = runner.bot
    assert isinstance(bot, CaravanBot) and bot.status_lines is not None
    return bot.status_lines


def edits_of(fake: FakeDiscord, message: FakeMessage) -> list[str]:
    """The bot's edits of a message in its channel (the status line's way to write)."""
    path = f"/channels/{message.channel_id}/messages/{message.id}"
    return [r.path for r in fake.requests if r.method == "PATCH" and r.path == path]


@dataclass
class Opened:
    table: Table
    lobby: FakeMessage


async def open_table(runner: BotRunner, locale: str) -> Opened:
    """Ada, Bea and Cem at a short Caravan in a thread of a channel that speaks `locale`;
    started from the lobby message in the channel."""
    fake = runner.fake
    if locale != "en":
        await fake.reply(await fake.slash(fake.owner, "game settings", language=locale))
    players = [fake.add_user("ada"), fake.add_user("bea", locale="de"), fake.add_user("cem")]
    table = Table(runner, players, in_thread=True)
    ada, bea, cem = players
    runner.seeds.append(SHORT_SEED)
    lobby = await fake.reply(
        await fake.slash(ada, "game new", game="caravan", options="short_game=true")
    )
    table.lobby = lobby
    table.thread = await fake.wait_for(lambda: fake.channel_by_id(lobby.id))
    for user in (bea, cem):
        edits = fake.messages[lobby.id].edits
        await fake.click(user, lobby, custom_id=lobby_button(fake.messages[lobby.id], "join"))
        await fake.wait_for(lambda edits=edits: fake.messages[lobby.id].edits > edits)
    assert runner.store is not None
    record = await runner.store.open_game(table.where.id)
    assert record is not None
    table.game_id = record.id
    after = fake.last_message_id()
    current = fake.messages[lobby.id]
    await fake.click(ada, current, custom_id=lobby_button(current, "start"))
    table.board_message = await fake.wait_channel_message(
        table.where.id, lambda m: bool(m.images), after=after
    )
    return Opened(table, lobby)


async def line_with(fake: FakeDiscord, lobby: FakeMessage, *words: str) -> str:
    """The status line once it says all of `words`."""
    message = await fake.wait_for(
        lambda: all(w in fake.messages[lobby.id].content for w in words) and fake.messages[lobby.id]
    )
    return message.content


async def move(table: Table) -> FakeMessage:
    user, notation = await table.choose()
    return await table.play(user, notation, by_button=False)


@pytest.mark.parametrize("locale", ["en", "de"])
async def test_the_lobby_becomes_a_status_line_that_follows_the_moves(
    runner: BotRunner, locale: str
) -> None:
    fake = runner.fake
    status_lines(runner).pause = no_pause
    opened = await open_table(runner, locale)
    table, lobby = opened.table, opened.lobby
    words = WORDS[locale]
    first = await line_with(fake, lobby, words["turn"])
    [waiting] = await table.waiting()
    head = first.splitlines()[0]
    assert f"#{table.game_id}**" in head and "Caravan" in head and f"<#{table.where.id}>" in head
    assert waiting.name.title() in first.splitlines()[1] and ":R>" in first
    assert words["scores"] in first and "Bea 0" in first
    assert fake.messages[lobby.id].buttons == [], "the lobby's buttons are gone"

    for _ in range(3):
        board = await move(table)
    link = f"https://discord.com/channels/{fake.guild.id}/{table.where.id}/{board.id}"
    later = await line_with(fake, lobby, link)
    [waiting] = await table.waiting()
    turn = next(line for line in later.splitlines() if line.startswith(words["turn"]))
    assert waiting.name.title() in turn
    assert f"{words['board']} {link}" in later
    assert len(later) <= 2000
    in_channel = [m for m in fake.channel_messages(fake.channel.id) if not m.ephemeral]
    assert [m.id for m in in_channel] == [lobby.id], "edited in place, nothing posted"


@pytest.mark.parametrize("locale", ["en", "de"])
async def test_a_burst_of_moves_is_one_edit_that_shows_the_last(
    runner: BotRunner, locale: str
) -> None:
    fake = runner.fake
    gate = Gate()
    status_lines(runner).pause = gate
    opened = await open_table(runner, locale)
    table, lobby = opened.table, opened.lobby
    turn = WORDS[locale]["turn"]
    await line_with(fake, lobby, turn)
    assert len(edits_of(fake, lobby)) == 1, "the first change is written at once"
    await fake.wait_for(lambda: gate.paused == 1)

    for _ in range(4):
        board = await move(table)
    await asyncio.sleep(0.1)
    assert len(edits_of(fake, lobby)) == 1, "changes within the interval wait"
    gate.opened.set()
    await line_with(fake, lobby, f"/{table.where.id}/{board.id}")
    await fake.wait_for(lambda: status_lines(runner).pending() == 0)
    assert len(edits_of(fake, lobby)) == 2, "four moves, one edit"
    [waiting] = await table.waiting()
    assert f"{turn} {waiting.name.title()}" in fake.messages[lobby.id].content


async def test_a_deleted_status_line_is_left_alone_and_play_goes_on(runner: BotRunner) -> None:
    fake = runner.fake
    status_lines(runner).pause = no_pause
    opened = await open_table(runner, "de")
    table, lobby = opened.table, opened.lobby
    await line_with(fake, lobby, "Am Zug:")
    fake.messages[lobby.id].deleted = True
    tried = len(edits_of(fake, lobby))
    await move(table)
    await fake.wait_for(lambda: len(edits_of(fake, lobby)) > tried)
    await fake.wait_for(lambda: status_lines(runner).pending() == 0)
    for _ in range(2):
        reply = await move(table)
        assert not reply.ephemeral and reply.channel_id == table.where.id
    await asyncio.sleep(0.1)
    assert len(edits_of(fake, lobby)) == tried + 1, "forgotten after the first 404"
    assert [m for m in fake.channel_messages(fake.channel.id) if not m.ephemeral] == []
    assert (await table.state()).move_count == 3


@pytest.mark.parametrize("locale", ["en", "de"])
async def test_an_abandoned_table_says_so(runner: BotRunner, locale: str) -> None:
    fake = runner.fake
    status_lines(runner).pause = no_pause
    opened = await open_table(runner, locale)
    table, lobby = opened.table, opened.lobby
    await move(table)
    ada = table.players[0]
    await fake.reply(await fake.slash(ada, "game abandon", channel=table.where))
    over = await line_with(fake, lobby, WORDS[locale]["over"], ENDED[locale]["abandoned"])
    assert WORDS[locale]["turn"] not in over and WORDS[locale]["scores"] in over
    assert f"<#{table.where.id}>" in over


async def test_a_deleted_thread_leaves_an_abandoned_status_line(runner: BotRunner) -> None:
    fake = runner.fake
    status_lines(runner).pause = no_pause
    opened = await open_table(runner, "en")
    await line_with(fake, opened.lobby, "To move:")
    await fake.delete_channel(opened.table.where)
    await line_with(fake, opened.lobby, "Game over (abandoned)")


@pytest.mark.parametrize("locale", ["en", "de"])
async def test_a_finished_table_names_its_winner(runner: BotRunner, locale: str) -> None:
    """All moves but the last through a second service on the bot's database (fast), the
    last one through Discord: the line then says the game is over and who won."""
    fake = runner.fake
    status_lines(runner).pause = no_pause
    opened = await open_table(runner, locale)
    table, lobby = opened.table, opened.lobby
    plan = await planned_moves(table)
    assert runner.store is not None
    service = GameService(runner.store, tiny_png, runner.clock)
    place = Place(fake.guild.id, table.where.id)
    for user, notation in plan[:-1]:
        await service.move(place, Player(user.id, user.name.title()), notation)
    user, notation = plan[-1]
    await table.play(user, notation, by_button=False)
    over = await line_with(fake, lobby, ENDED[locale]["finished"], ENDED[locale]["winner"])
    assert WORDS[locale]["turn"] not in over
    assert "1)" in over or "Platz 1" in over or "Place 1" in over


async def planned_moves(table: Table) -> list[tuple[FakeUser, str]]:
    """The rest of the game as the engine's playout plays it from the stored state."""
    state = await table.state()
    seats = await table.seat_users()
    plan = []
    while not CARAVAN.is_over(state):
        seat = CARAVAN.to_act(state)[0]
        chosen = CARAVAN.playout_move(state, seat, CARAVAN.legal_moves(state, seat), table.chooser)
        plan.append((seats[seat], CARAVAN.format_move(chosen)))
        state, _ = CARAVAN.apply(state, seat, chosen)
    return plan


async def test_the_ais_moves_and_a_restart_keep_the_line_going(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    """An AI's move, posted by the bot on its own, updates the line like a person's; so
    does the first move after a restart, and before it the line still links the latest
    board."""
    ada = fake.add_user("ada")
    with thread_pool() as pool:
        runner = BotRunner(fake, tmp_path / "ai.sqlite3")
        runner.seeds.append(AI_FIRST_SEED)
        await runner.start(ai_pool=pool)
        try:
            status_lines(runner).pause = no_pause
            lobby = await fake.reply(await fake.slash(ada, "game new", game="caravan"))
            thread = await fake.wait_for(lambda: fake.channel_by_id(lobby.id))
            await fake.reply(await fake.slash(ada, "game add-ai", level="easy", channel=thread))
            current = fake.messages[lobby.id]
            await fake.click(ada, current, custom_id=lobby_button(current, "start"))
            by_ai = await fake.wait_channel_message(
                thread.id, lambda m: ada.id in m.mentioned_user_ids and bool(m.images)
            )
            assert by_ai.interaction_id is None, "posted by the bot on its own"
            await line_with(fake, lobby, "To move: Ada", f"/{thread.id}/{by_ai.id}")

            await runner.stop()
            await runner.start(sync=False, ai_pool=pool)
            status_lines(runner).pause = no_pause
            assert runner.store is not None
            record = await runner.store.open_game(thread.id)
            assert record is not None
            # a change that posts no board: the link is the board recorded before
            edits = fake.messages[lobby.id].edits
            status_lines(runner).touch(record.id)
            await fake.wait_for(lambda: fake.messages[lobby.id].edits > edits)
            assert f"/{thread.id}/{by_ai.id}" in fake.messages[lobby.id].content
            state = CARAVAN.from_json(record.state)
            [seat] = CARAVAN.to_act(state)
            notation = CARAVAN.format_move(CARAVAN.legal_moves(state, seat)[0])
            moved = await fake.reply(
                await fake.slash(ada, "move", notation=notation, channel=thread)
            )
            assert not moved.ephemeral
            await line_with(fake, lobby, f"/{thread.id}/{moved.id}")
        finally:
            await runner.stop()

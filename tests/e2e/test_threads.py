"""A table in a thread of its own, through the fake Discord: opening it (and when the bot
may not), the lobby in the channel, play in the thread, archived threads, and deleted
threads and channels ending their games."""

from __future__ import annotations

import asyncio

import pytest

from tests.e2e.any_table import lobby_button
from tests.e2e.bot_harness import BotRunner
from tests.e2e.fake_discord import FakeDiscord, FakeMessage
from tests.e2e.fake_discord.threads import (
    ALL_PERMISSIONS,
    CREATE_PUBLIC_THREADS,
    MANAGE_THREADS,
)
from tests.e2e.picker import open_picker
from tests.e2e.table import Table

pytestmark = pytest.mark.e2e

NO_THREADS = ALL_PERMISSIONS & ~CREATE_PUBLIC_THREADS


def thread_requests(fake: FakeDiscord) -> list[str]:
    return [r.path for r in fake.requests if r.method == "POST" and r.path.endswith("/threads")]


async def status_of(runner: BotRunner, game_id: int) -> str:
    assert runner.store is not None
    record = await runner.store.game(game_id)
    assert record is not None
    return record.status


async def test_new_opens_the_table_in_a_thread_named_after_it(runner: BotRunner) -> None:
    fake = runner.fake
    bea = fake.add_user("bea", locale="de")
    lobby = await fake.reply(await fake.slash(bea, "game new", game="marco_polo"))

    assert lobby.channel_id == fake.channel.id and not lobby.ephemeral
    thread = await fake.wait_for(lambda: fake.channel_by_id(lobby.id))
    assert thread.is_thread and thread.parent_id == fake.channel.id
    assert runner.store is not None
    record = await runner.store.open_game(thread.id)
    assert record is not None and record.status == "lobby"
    assert await runner.store.open_game(fake.channel.id) is None, "the channel stays free"
    assert thread.name == f"Auf den Spuren von Marco Polo #{record.id}"
    assert thread.auto_archive_duration == 10080
    assert thread_requests(fake) == [f"/channels/{fake.channel.id}/messages/{lobby.id}/threads"]
    assert f"<#{thread.id}>" in lobby.content and "eigenen Thread" in lobby.content
    assert "/game join" not in lobby.content, "the channel's own commands are not the table's"
    assert [b["custom_id"].split(":")[2] for b in lobby.buttons] == ["join", "leave", "start"]


async def test_the_channels_settings_follow_the_table_into_its_thread(runner: BotRunner) -> None:
    fake = runner.fake
    await fake.reply(
        await fake.slash(fake.owner, "game settings", reminder_hours=3.0, language="de")
    )
    ada = fake.add_user("ada")
    lobby = await fake.reply(await fake.slash(ada, "game new", game="caravan"))
    assert "eigenen Thread" in lobby.content, "the channel speaks German"
    thread = await fake.wait_for(lambda: fake.channel_by_id(lobby.id))
    assert runner.store is not None
    settings = await runner.store.channel_settings(thread.id)
    assert (settings.reminder_hours, settings.locale) == (3.0, "de")


async def test_thread_false_keeps_the_table_in_the_channel(runner: BotRunner) -> None:
    fake = runner.fake
    ada = fake.add_user("ada")
    lobby = await fake.reply(await fake.slash(ada, "game new", game="caravan", thread=False))
    assert runner.store is not None
    assert await runner.store.open_game(fake.channel.id) is not None
    assert thread_requests(fake) == [] and "thread" not in lobby.content.lower()


@pytest.mark.parametrize("wanted", [None, True])
async def test_without_the_permission_the_table_is_in_the_channel_with_a_word(
    runner: BotRunner, wanted: bool | None
) -> None:
    fake = runner.fake
    fake.set_bot_permissions(fake.channel, NO_THREADS)
    ada, bea = fake.add_user("ada"), fake.add_user("bea", locale="de")
    options = {} if wanted is None else {"thread": wanted}
    lobby = await fake.reply(await fake.slash(ada, "game new", game="caravan", **options))
    assert not lobby.ephemeral and "Create Public Threads" in lobby.content
    assert "here in the channel" in lobby.content
    assert thread_requests(fake) == []
    assert runner.store is not None
    record = await runner.store.open_game(fake.channel.id)
    assert record is not None
    edits = lobby.edits
    await fake.click(bea, lobby, custom_id=lobby.buttons[0]["custom_id"])
    await fake.wait_for(lambda: fake.messages[lobby.id].edits > edits)
    assert "Bea" in fake.messages[lobby.id].content


async def test_in_a_thread_already_no_new_thread(runner: BotRunner) -> None:
    fake = runner.fake
    ada = fake.add_user("ada")
    here = fake.add_channel("a-thread", thread=True)
    plain = await fake.reply(await fake.slash(ada, "game new", game="caravan", channel=here))
    assert plain.channel_id == here.id and "thread" not in plain.content.lower()
    await fake.reply(await fake.slash(ada, "game abandon", channel=here))
    asked = await fake.reply(
        await fake.slash(ada, "game new", game="caravan", thread=True, channel=here)
    )
    assert "This is a thread already" in asked.content
    assert thread_requests(fake) == []


async def test_a_refused_table_opens_no_thread(runner: BotRunner) -> None:
    fake = runner.fake
    ada = fake.add_user("ada")
    record = await fake.slash(ada, "game new", game="caravan", options="sixth_camel=maybe")
    answer = await fake.reply(record)
    assert answer.ephemeral and thread_requests(fake) == []
    assert [m for m in fake.channel_messages(fake.channel.id) if not m.ephemeral] == []


async def test_when_discord_refuses_the_thread_the_table_is_closed_again(
    runner: BotRunner,
) -> None:
    fake = runner.fake
    fake.max_active_threads = 0
    ada = fake.add_user("ada")
    record = await fake.slash(ada, "game new", game="caravan")
    lobby = await fake.reply(record)
    await fake.wait_for(lambda: "could not open a thread" in fake.messages[lobby.id].content)
    assert fake.messages[lobby.id].buttons == []
    assert runner.store is not None
    [game] = await runner.store.games()
    assert game.status == "abandoned" and game.channel_id == lobby.id


# -- a table playing in its thread ---------------------------------------------------------


@pytest.fixture
async def table(runner: BotRunner) -> Table:
    fake = runner.fake
    players = [fake.add_user("ada"), fake.add_user("bea", locale="de"), fake.add_user("cem")]
    table = Table(runner, players, in_thread=True)
    await table.open_and_start()
    return table


async def test_lobby_buttons_in_the_channel_and_play_in_the_thread(table: Table) -> None:
    fake = table.fake
    thread = table.where
    assert table.lobby is not None and table.board_message is not None
    lobby = fake.messages[table.lobby.id]
    assert lobby.channel_id == fake.channel.id and lobby.buttons == [], "started: no buttons"
    assert f"<#{thread.id}>" in lobby.content, "a join from the channel keeps the link"
    assert table.board_message.channel_id == thread.id and table.board_message.images
    waiting = await table.waiting()
    assert table.board_message.mentioned_user_ids == {w.id for w in waiting}

    for by_button in (True, False, True):
        user, notation = await table.choose()
        reply = await table.play(user, notation, by_button=by_button)
        assert reply.channel_id == thread.id and not reply.ephemeral
    assert (await table.state()).move_count == 3
    in_channel = [m for m in fake.channel_messages(fake.channel.id) if not m.ephemeral]
    assert in_channel == [lobby], "everything after the lobby happens in the thread"


async def test_a_move_in_an_archived_thread_reopens_it(table: Table) -> None:
    fake = table.fake
    thread = table.where
    await fake.archive(thread)
    user, notation = await table.choose()
    reply = await table.play(user, notation, by_button=True)
    assert reply.channel_id == thread.id and not thread.archived

    await fake.archive(thread)
    status = await fake.reply(await fake.slash(table.players[0], "game status", channel=thread))
    assert not status.ephemeral and not thread.archived, "slash commands still work"
    await fake.archive(thread)
    user, notation = await table.choose()
    await table.play(user, notation, by_button=False)
    assert not thread.archived and (await table.state()).move_count == 2


async def test_a_locked_thread_the_bot_may_not_reopen_is_explained_privately(
    table: Table,
) -> None:
    fake = table.fake
    thread, board = table.where, table.board_message
    assert board is not None
    fake.set_bot_permissions(thread, ALL_PERMISSIONS & ~MANAGE_THREADS)
    await fake.archive(thread, locked=True)
    before = (await table.record()).version
    user, notation = await table.choose()

    moved = await fake.reply(await fake.slash(user, "move", notation=notation, channel=thread))
    assert moved.ephemeral and locked_word(moved)
    undo = next(b for b in board.buttons if b["custom_id"].startswith("cvs:u:"))
    undone = await fake.reply(await fake.click(user, board, custom_id=undo["custom_id"]))
    assert undone.ephemeral and locked_word(undone)
    picker = await open_picker(fake, user, board)
    assert picker.selects or picker.buttons, "choosing privately still works"
    status = await fake.reply(await fake.slash(user, "game status", channel=thread))
    assert status.ephemeral and "Caravan" in status.text, "a look is answered privately"

    assert (await table.record()).version == before and thread.archived
    later = [m for m in fake.channel_messages(thread.id) if m.id > board.id]
    assert all(m.ephemeral for m in later), "nothing public in the locked thread"


async def test_lobby_buttons_reopen_an_archived_thread(runner: BotRunner) -> None:
    """A click that edits a message (the lobby) and a start that posts the board into the
    thread from the channel: an archived thread takes neither until it is reopened."""
    fake = runner.fake
    ada, bea = fake.add_user("ada"), fake.add_user("bea")
    here = fake.add_channel("a-thread", thread=True)
    lobby = await fake.reply(await fake.slash(ada, "game new", game="caravan", channel=here))
    await fake.archive(here)
    edits = lobby.edits
    await fake.click(bea, lobby, custom_id=lobby_button(lobby, "join"))
    await fake.wait_for(lambda: fake.messages[lobby.id].edits > edits)
    assert "Bea" in fake.messages[lobby.id].content and not here.archived

    channel_lobby = await fake.reply(await fake.slash(ada, "game new", game="macao"))
    thread = await fake.wait_for(lambda: fake.channel_by_id(channel_lobby.id))
    edits = channel_lobby.edits
    await fake.click(bea, channel_lobby, custom_id=lobby_button(channel_lobby, "join"))
    await fake.wait_for(lambda: fake.messages[channel_lobby.id].edits > edits)
    await fake.archive(thread)
    after = fake.last_message_id()
    current = fake.messages[channel_lobby.id]
    await fake.click(ada, current, custom_id=lobby_button(current, "start"))
    board = await fake.wait_channel_message(thread.id, lambda m: bool(m.images), after=after)
    assert not board.ephemeral and not thread.archived


def locked_word(message: FakeMessage) -> bool:
    """The private explanation, in the player's language."""
    return "archived and locked" in message.text or "archiviert und gesperrt" in message.text


def reminder(message: FakeMessage) -> bool:
    return message.content.startswith("⏰")


@pytest.mark.parametrize("send_unarchives", [False, True])
async def test_a_reminder_reopens_an_archived_thread(table: Table, send_unarchives: bool) -> None:
    fake, runner = table.fake, table.runner
    fake.send_unarchives = send_unarchives
    thread = table.where
    await fake.archive(thread)
    waiting = (await table.waiting())[0]
    runner.clock.advance(hours=12)
    assert runner.bot is not None and runner.bot.dispatcher is not None
    runner.bot.dispatcher.poke()
    notice = await fake.wait_channel_message(thread.id, reminder, after=fake.last_message_id())
    assert notice.mentioned_user_ids == {waiting.id} and not thread.archived
    patches = [
        r for r in fake.requests if r.method == "PATCH" and r.path == f"/channels/{thread.id}"
    ]
    assert bool(patches) is not send_unarchives, "reopened by the bot only where needed"


async def test_a_deleted_thread_ends_its_game_and_its_reminders(table: Table) -> None:
    fake, runner = table.fake, table.runner
    await fake.delete_channel(table.where)
    await _until_status(table, "abandoned")
    assert runner.store is not None
    assert await runner.store.reminder(table.game_id) == (None, 0)
    runner.clock.advance(days=3)
    assert runner.bot is not None and runner.bot.dispatcher is not None
    assert await runner.bot.dispatcher.run_due() == []
    assert len(await runner.store.moves(table.game_id)) == 0, "kept with its (empty) log"


async def test_a_deleted_channel_ends_its_own_game_and_its_threads_games(
    runner: BotRunner,
) -> None:
    fake = runner.fake
    ada = fake.add_user("ada")
    await fake.reply(await fake.slash(ada, "game new", game="caravan", thread=False))
    lobby = await fake.reply(await fake.slash(ada, "game new", game="macao"))
    thread = await fake.wait_for(lambda: fake.channel_by_id(lobby.id))
    assert runner.store is not None
    games = [await runner.store.open_game(c) for c in (fake.channel.id, thread.id)]
    await fake.delete_channel(fake.channel)
    for game in games:
        assert game is not None
        await _until(runner, game.id, "abandoned")


async def test_unknown_channel_on_a_reminder_ends_the_game(table: Table) -> None:
    """The thread went while the bot was down (no event ever reaches it): the reminder's
    send answers Unknown Channel, the game is abandoned and never reminds again."""
    fake, runner = table.fake, table.runner
    await runner.stop()
    seen = len(fake.requests)
    await fake.delete_channel(table.where)
    runner.clock.advance(hours=13)
    await runner.start(sync=False)
    await _until_status(table, "abandoned")
    assert runner.bot is not None and runner.bot.dispatcher is not None
    runner.clock.advance(days=30)
    assert await runner.bot.dispatcher.run_due() == []
    path = f"/channels/{table.where.id}/messages"
    sends = [r for r in fake.requests[seen:] if r.path == path]
    assert len(sends) == 1, "one failed reminder, then silence"


async def _until_status(table: Table, status: str) -> None:
    await _until(table.runner, table.game_id, status)


async def _until(runner: BotRunner, game_id: int, status: str) -> None:
    """Gateway events are handled in the background: wait for the store to show it."""
    for _ in range(200):
        if await status_of(runner, game_id) == status:
            return
        await asyncio.sleep(0.02)
    raise AssertionError(f"game {game_id} is {await status_of(runner, game_id)}, not {status}")


# -- the channel of tables in threads ---------------------------------------------------------


async def test_the_channel_of_a_thread_table_points_to_it(runner: BotRunner) -> None:
    """In the channel, the lobby's advice and the table's commands lead to the thread,
    never to opening another table."""
    fake = runner.fake
    ada, bea, cem = fake.add_user("ada"), fake.add_user("bea"), fake.add_user("cem")
    lobby = await fake.reply(await fake.slash(ada, "game new", game="caravan"))
    thread = await fake.wait_for(lambda: fake.channel_by_id(lobby.id))
    await fake.click(bea, lobby, custom_id=lobby_button(lobby, "join"))
    joined = await fake.wait_for(
        lambda: "Bea" in fake.messages[lobby.id].content and fake.messages[lobby.id]
    )
    assert f"<#{thread.id}>" in joined.content and "in the thread" in joined.content
    assert "Join with" not in joined.content.replace("Join with *Join*", "")
    assert "game new" not in joined.content

    for command, options in (
        ("game join", {}),
        ("game start", {}),
        ("game status", {}),
        ("game add-ai", {}),
        ("move", {"notation": "pass"}),
    ):
        answer = await fake.reply(await fake.slash(cem, command, **options))
        assert answer.ephemeral and answer.channel_id == fake.channel.id, command
        assert f"<#{thread.id}>" in answer.content, (command, answer.content)
        assert "game new" not in answer.content and "Open a table" not in answer.content
    assert await runner.store.open_game(fake.channel.id) is None  # type: ignore[union-attr]


async def test_several_thread_tables_are_listed_with_the_callers_own_first(
    runner: BotRunner,
) -> None:
    fake = runner.fake
    ada, bea = fake.add_user("ada"), fake.add_user("bea")
    threads = []
    for opener in (ada, ada, bea):
        lobby = await fake.reply(await fake.slash(opener, "game new", game="caravan"))
        threads.append(await fake.wait_for(lambda lobby=lobby: fake.channel_by_id(lobby.id)))
    answer = await fake.reply(await fake.slash(bea, "game join"))
    assert answer.ephemeral
    links = [line for line in answer.content.splitlines() if line.startswith("<#")]
    assert links[0].startswith(f"<#{threads[2].id}>") and "you play here" in links[0]
    assert [line.split(">")[0] for line in links[1:]] == [f"<#{t.id}" for t in threads[:2]]

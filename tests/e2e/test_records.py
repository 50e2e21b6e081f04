"""Records through the fake Discord: a replay paged with its buttons (also after a
restart), the chart, the leaderboard's pages, stats, history, and every bad input
answered privately and clearly."""

from __future__ import annotations

import itertools

import pytest

from bot.service import GameService, Place, Player
from bot.service.records import LEADERBOARD_PAGE, MIN_RATED_GAMES
from engine import Rng
from tests.bot.records.helpers import Seat, finished_game
from tests.e2e.bot_harness import BotRunner, tiny_png
from tests.e2e.fake_discord import FakeDiscord, FakeMessage, FakeUser

pytestmark = pytest.mark.e2e


async def finished_here(
    runner: BotRunner, players: list[FakeUser], *, finish: bool = True, moves: int | None = None
) -> int:
    """A short Caravan game of `players` in the fake's channel, played through a service
    on the bot's own database (to its end, or a few moves in, or `moves` moves in); the
    same game every time."""
    fake = runner.fake
    assert runner.store is not None
    service = GameService(runner.store, tiny_png, runner.clock)
    place = Place(fake.guild.id, fake.channel.id)
    people = [Player(p.id, p.name.title()) for p in players]
    await service.create(place, people[0], "caravan", {"short_game": True}, seed=3)
    for person in people[1:]:
        await service.join(place, person)
    reply = await service.start(place, people[0])
    by_id = {p.user_id: p for p in people}
    chooser = Rng.from_seed(3, "e2e")
    for _ in range(moves if moves is not None else 1000 if finish else 6):
        if reply.status != "active":
            break
        mover = by_id[(await service.waiting_for(place))[0]]
        notation = await service.playout_move(place, mover, chooser)
        assert notation is not None
        reply = await service.move(place, mover, notation)
    assert reply.game_id is not None
    return reply.game_id


def button(message: FakeMessage, custom_id_end: str) -> dict:
    return next(b for b in message.buttons if b["custom_id"].endswith(custom_id_end))


async def click_and_wait(
    fake: FakeDiscord, user: FakeUser, message: FakeMessage, custom_id: str
) -> FakeMessage:
    edits = fake.messages[message.id].edits
    record = await fake.click(user, message, custom_id=custom_id)
    await fake.wait_for(lambda: fake.messages[message.id].edits > edits or record.message_ids)
    await fake.settle()
    return fake.messages[message.id]


async def private_answer(fake: FakeDiscord, record, user: FakeUser) -> FakeMessage:  # type: ignore[no-untyped-def]
    answer = await fake.reply(record)
    await fake.settle()
    assert answer.ephemeral and answer.owner_id == user.id, answer.content
    return answer


async def test_a_replay_pages_with_its_buttons_and_survives_a_restart(runner: BotRunner) -> None:
    fake = runner.fake
    ada, bea = fake.add_user("ada"), fake.add_user("bea", locale="de")
    game_id = await finished_here(runner, [ada, bea])
    assert runner.store is not None
    plies = await runner.store.count_moves(game_id)

    replay = await fake.reply(await fake.slash(ada, "game replay", game_id=game_id))
    assert replay.ephemeral and replay.owner_id == ada.id
    assert f"move 0 of {plies}" in replay.content and len(replay.images) == 1
    assert button(replay, ":0:s")["disabled"] and not button(replay, ":0:+1").get("disabled")

    replay = await click_and_wait(fake, ada, replay, f"cvs:r:{game_id}:0:+1")
    assert f"move 1 of {plies}" in replay.content and "1. " in replay.content
    replay = await click_and_wait(fake, ada, replay, f"cvs:r:{game_id}:1:+10")
    assert f"move 11 of {plies}" in replay.content
    replay = await click_and_wait(fake, ada, replay, f"cvs:r:{game_id}:11:e")
    assert f"move {plies} of {plies}" in replay.content
    assert button(replay, f":{plies}:+1")["disabled"] and button(replay, f":{plies}:e")["disabled"]

    await runner.restart()
    replay = await click_and_wait(fake, ada, replay, f"cvs:r:{game_id}:{plies}:-1")
    assert f"move {plies - 1} of {plies}" in replay.content

    chart = await private_answer(
        fake, await fake.click(ada, replay, custom_id=f"cvs:rc:{game_id}"), ada
    )
    assert chart.images and chart.images[0][0].endswith("-chart.png")
    assert "Scores over Caravan" in chart.content

    german = await fake.reply(
        await fake.slash(bea, "game replay", game_id=game_id, move=2, public=True)
    )
    assert not german.ephemeral and f"Zug 2 von {plies}" in german.content


async def test_replay_refusals_are_private_and_clear(runner: BotRunner) -> None:
    fake = runner.fake
    ada, bea = fake.add_user("ada"), fake.add_user("bea")
    game_id = await finished_here(runner, [ada, bea])
    assert runner.store is not None
    plies = await runner.store.count_moves(game_id)
    elsewhere = await finished_game(
        runner.store, runner.clock, [Seat("Zed", 1, 5, 77), Seat("Yan", 2, 1, 78)], guild_id=4242
    )
    for wanted in (game_id + 100, elsewhere):
        answer = await private_answer(
            fake, await fake.slash(ada, "game replay", game_id=wanted), ada
        )
        assert f"There is no game #{wanted} on this server" in answer.content
    answer = await private_answer(
        fake, await fake.slash(ada, "game replay", game_id=game_id, move=plies + 5), ada
    )
    assert f"has {plies} moves: choose a move from 0 (the start) to {plies}" in answer.content

    running = await finished_here(
        runner, [fake.add_user("cem"), fake.add_user("dan")], finish=False
    )
    shown = await fake.reply(await fake.slash(ada, "game replay", game_id=running, move=6))
    assert "still running" in shown.content and "as a spectator sees it" in shown.content
    assert not button(shown, ":6:e").get("disabled"), "a running game's end may move on"
    answer = await private_answer(
        fake, await fake.click(ada, shown, custom_id=f"cvs:r:{running}:6:e"), ada
    )
    assert answer.content == "This is already the last move so far."


async def test_leaderboard_pages_stats_and_history(runner: BotRunner) -> None:
    fake = runner.fake
    assert runner.store is not None
    users = [fake.add_user(f"p{n:02}") for n in range(LEADERBOARD_PAGE + 2)]
    guild = fake.guild.id
    for _ in range(MIN_RATED_GAMES):
        for first, second in itertools.pairwise(users):
            seats = [Seat(first.name, 1, 9, first.id), Seat(second.name, 2, 1, second.id)]
            await finished_game(runner.store, runner.clock, seats, guild_id=guild)
    assert runner.bot is not None
    await runner.bot.deps.service.catch_up_records()

    board = await fake.reply(await fake.slash(users[0], "leaderboard", game="caravan"))
    assert board.ephemeral and "page 1/2" in board.content and "1. p00" in board.content
    assert button(board, ":b")["disabled"]
    board = await click_and_wait(fake, users[0], board, button(board, ":n")["custom_id"])
    assert "page 2/2" in board.content and f"{LEADERBOARD_PAGE + 1}. " in board.content
    await runner.restart()
    board = await click_and_wait(fake, users[0], board, button(board, ":b")["custom_id"])
    assert "page 1/2" in board.content

    everywhere = await fake.reply(
        await fake.slash(users[0], "leaderboard", game="macao", scope="global")
    )
    assert "No one has 3 rated games of Macao on all servers yet" in everywhere.content

    stats = await fake.reply(await fake.slash(users[1], "stats", player=users[0], public=True))
    assert not stats.ephemeral and "**P00**" in stats.content and "3 games, 3 wins" in stats.content
    newcomer = fake.add_user("zoe")
    answer = await private_answer(fake, await fake.slash(newcomer, "stats"), newcomer)
    assert answer.content == "Zoe has not finished a game on this server yet."

    history = await fake.reply(await fake.slash(users[0], "game history", player=users[5]))
    assert "Finished games of P05" in history.content and history.content.count("🏆") == 6
    everything = await fake.reply(await fake.slash(users[0], "game history"))
    assert "page 1/" in everything.content
    page_two = await click_and_wait(
        fake, users[0], everything, button(everything, ":n")["custom_id"]
    )
    assert "page 2/" in page_two.content


async def test_an_animated_summary_is_one_webp_file(runner: BotRunner) -> None:
    fake = runner.fake
    ada, bea = fake.add_user("ada"), fake.add_user("bea")
    game_id = await finished_here(runner, [ada, bea])
    record = await fake.slash(ada, "game replay", game_id=game_id, animated=True)
    animated = await fake.reply(record)
    ((name, data),) = animated.files
    assert (
        name == f"summary-caravan-{game_id}.webp" and data[:4] == b"RIFF" and data[8:12] == b"WEBP"
    )
    assert "after every round of turns" in animated.content and animated.ephemeral
    assert not animated.buttons

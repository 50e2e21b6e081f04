"""What players type and what they are told: options refused by name in their language,
long input capped and never echoed in full, and commands named as the reader's client
shows them (clickable, or in their language)."""

from __future__ import annotations

import pytest

from tests.e2e.bot_harness import BotRunner
from tests.e2e.fake_discord import FakeDiscord, FakeMessage, FakeUser

pytestmark = pytest.mark.e2e


def command_id(fake: FakeDiscord, name: str) -> str:
    command, _ = fake.find_command(name)
    return str(command["id"])


async def private_answer(
    fake: FakeDiscord, user: FakeUser, path: str, **options: str
) -> FakeMessage:
    answer = await fake.reply(await fake.slash(user, path, **options))
    assert answer.ephemeral and answer.owner_id == user.id, answer.content
    return answer


async def test_bad_options_are_answered_by_name_in_the_players_language(runner: BotRunner) -> None:
    fake = runner.fake
    ada, bea = fake.add_user("ada"), fake.add_user("bea", locale="de")
    cases = [
        (ada, "sixth_camel=²", "The option `sixth_camel` (Caravan) takes `true` or `false`."),
        (
            bea,
            "sixth_camel=²",
            "Die Option `sixth_camel` (Caravan) erlaubt nur `true` oder `false`.",
        ),
        (ada, "short_game=" + "9" * 280, "The option `short_game` (Caravan) takes `true` or"),
        (ada, "camels=9", "Caravan has no option `camels`. Its options: `sixth_camel` (`true`"),
        (bea, "kamele=9", "Caravan hat keine Option `kamele`. Seine Optionen: `sixth_camel`"),
        (ada, "x" * 400, "Game options are at most 300 characters long; these have 400."),
    ]
    for user, options, expected in cases:
        answer = await private_answer(fake, user, "game new", game="caravan", options=options)
        assert answer.content.startswith(expected), answer.content
        assert "Input should" not in answer.content and "Extra inputs" not in answer.content
        assert "9" * 70 not in answer.content and "x" * 70 not in answer.content
    assert await runner.store.open_game(fake.channel.id) is None  # type: ignore[union-attr]


async def test_long_moves_are_capped_and_quoted_short(runner: BotRunner) -> None:
    fake = runner.fake
    ada, bea = fake.add_user("ada"), fake.add_user("bea")
    runner.seeds.append(3)
    await fake.reply(await fake.slash(ada, "game new", game="caravan", thread=False))
    await fake.reply(await fake.slash(bea, "game join"))
    await fake.reply(await fake.slash(ada, "game start"))
    record = await runner.store.open_game(fake.channel.id)  # type: ignore[union-attr]
    assert record is not None
    for user in (ada, bea):
        long = await private_answer(fake, user, "move", notation="place c1 " + "d4" * 2500)
        assert long.content.startswith("A move is at most 200 characters long; that one has 5009.")
        garbled = await private_answer(fake, user, "move", notation="zq" * 95)
        if garbled.content.startswith("It is not your turn"):
            continue
        assert garbled.content.startswith("I don't understand `zqzq"), garbled.content
        quoted = garbled.content.split("`")[1]
        assert len(quoted) <= 60 and quoted.endswith("…")
    after = await runner.store.game(record.id)  # type: ignore[union-attr]
    assert after is not None and after.version == record.version


async def test_lobby_texts_name_the_commands_as_each_reader_sees_them(runner: BotRunner) -> None:
    fake = runner.fake
    ada, bea, cem = fake.add_user("ada"), fake.add_user("bea", locale="de"), fake.add_user("cem")
    game = command_id(fake, "game")
    opened = await fake.reply(await fake.slash(bea, "game new", game="caravan", thread=False))
    assert "Bea hat einen Tisch für Caravan eröffnet (2 bis 4 Spieler)." in opened.content
    assert f"Mach mit über </game join:{game}>." in opened.content  # a German client shows /spiel
    assert f"Bea startet das Spiel mit </game start:{game}>." in opened.content
    assert "`/game" not in opened.content

    early = await private_answer(fake, ada, "game start")
    assert early.content.startswith("Only Bea, who opened the table, can start the game.")
    stranger_move = await private_answer(fake, cem, "move", notation="pass")
    assert stranger_move.content.startswith("Caravan has not started yet; it can start")
    assert f"Join with </game join:{game}>." in stranger_move.content


async def test_without_known_ids_commands_are_named_in_the_readers_language(
    runner: BotRunner,
) -> None:
    fake = runner.fake
    bea = fake.add_user("bea", locale="de")
    runner.bot.deps.commands = type(runner.bot.deps.commands)()  # type: ignore[union-attr]
    runner.bot.deps.commands.learn_from = lambda data: None  # type: ignore[method-assign,union-attr]
    refused = await private_answer(fake, bea, "game join")
    assert refused.content == (
        "In diesem Kanal läuft kein Spiel.\nEröffne einen Tisch mit `/spiel neu`."
    )

"""`/game hint` through the real client: the AI's three moves for the caller alone, in
English and German, its **Play the first** button (which plays like `/move` and is
refused once the board has moved on), the table option that allows hints, and every
refusal, privately."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.e2e.ai_players import thread_pool
from tests.e2e.bot_harness import BotRunner
from tests.e2e.fake_discord import FakeDiscord, FakeMessage, FakeUser
from tests.e2e.table import CARAVAN, Table

pytestmark = pytest.mark.e2e

PLAY_FIRST = {"en": "Play the first", "de": "Den ersten spielen"}
TITLE = {"en": "What the AI would play", "de": "Was die KI spielen würde"}


@pytest.fixture
async def table(fake: FakeDiscord, tmp_path: Path) -> AsyncIterator[Table]:
    """Three people at a Caravan table (a rated one: hints off until allowed), with the
    AI's pool thinking in threads at the tiny test level."""
    with thread_pool() as pool:
        runner = BotRunner(fake, tmp_path / "hints.sqlite3")
        await runner.start(ai_pool=pool)
        try:
            players = [
                fake.add_user("ada"),
                fake.add_user("bea", locale="de"),
                fake.add_user("cem"),
            ]
            table = Table(runner, players)
            await table.open_and_start()
            yield table
        finally:
            await fake.settle()
            await runner.stop()


async def private_answer(table: Table, user: FakeUser, locale: str = "en") -> FakeMessage:
    answer = await table.fake.reply(await table.fake.slash(user, "game hint", locale=locale))
    assert answer.ephemeral and answer.owner_id == user.id and not answer.mentioned_user_ids
    return answer


async def allow_hints(table: Table) -> FakeMessage:
    ada = table.players[0]
    return await table.fake.reply(await table.fake.slash(ada, "game settings", hints=True))


async def test_hints_are_off_at_a_rated_table_until_its_creator_allows_them(table: Table) -> None:
    fake = table.fake
    (waiting,) = await table.waiting()
    refused = await private_answer(table, waiting)
    assert "Hints are switched off at this table." in refused.content
    refused_de = await private_answer(table, waiting, "de")
    assert "An diesem Tisch sind Tipps ausgeschaltet." in refused_de.content
    allowed = await allow_hints(table)
    assert allowed.ephemeral and "hints allowed" in allowed.content
    status = await fake.reply(await fake.slash(table.players[2], "game status"))
    assert "hints allowed" in status.content, "everyone sees the table's setting"
    status_de = await fake.reply(await fake.slash(table.players[2], "game status", locale="de"))
    assert "Tipps erlaubt" in status_de.content


@pytest.mark.parametrize("locale", ["en", "de"])
async def test_a_hint_in_turn_offers_three_moves_and_plays_the_first(
    table: Table, locale: str
) -> None:
    fake = table.fake
    await allow_hints(table)
    (waiting,) = await table.waiting()
    version = (await table.record()).version
    answer = await private_answer(table, waiting, locale)
    lines = answer.content.splitlines()
    assert TITLE[locale] in lines[0]
    assert [line[:3] for line in lines[1:4]] == ["1. ", "2. ", "3. "]
    assert all("%" in line for line in lines[1:4])
    first = lines[1].split("`")[1]
    button = fake.find_component(answer, label=PLAY_FIRST[locale])
    assert button["custom_id"] == f"cvs:hp:{table.game_id}:{version}:{first}"
    assert (await table.record()).hints_used
    assert (await table.record()).version == version, "a hint changes nothing at the table"

    click = await fake.click(waiting, answer, label=PLAY_FIRST[locale], locale=locale)
    played = await fake.reply(click)
    assert not played.ephemeral and played.images
    record = await table.record()
    assert record.version == version + 1
    state = CARAVAN.from_json(record.state)
    assert state.last_action is not None
    await fake.wait_for(lambda: not fake.messages[answer.id].buttons)  # the hint has done its work


async def test_an_old_hint_button_is_refused_privately(table: Table) -> None:
    fake = table.fake
    await allow_hints(table)
    (waiting,) = await table.waiting()
    answer = await private_answer(table, waiting, "en")
    user, notation = await table.choose()
    assert user is waiting
    await table.play(user, notation, by_button=False)
    version = (await table.record()).version
    stale = await fake.reply(await fake.click(waiting, answer, label=PLAY_FIRST["en"], locale="en"))
    assert stale.ephemeral and "board has changed" in stale.content
    assert (await table.record()).version == version


async def test_out_of_turn_unseated_and_ended_tables_are_refused(table: Table) -> None:
    fake = table.fake
    await allow_hints(table)
    (waiting,) = await table.waiting()
    other = next(p for p in table.players if p is not waiting)
    assert "It is not your turn" in (await private_answer(table, other)).content
    stranger = fake.add_user("dan")
    assert "You are not seated in this game" in (await private_answer(table, stranger)).content
    await fake.reply(await fake.slash(table.players[0], "game abandon"))
    ended = await private_answer(table, waiting)
    assert "Caravan is over (abandoned)" in ended.content
    elsewhere = fake.add_channel("quiet")
    none = await fake.reply(await fake.slash(waiting, "game hint", channel=elsewhere, locale="en"))
    assert none.ephemeral and "There is no game in this channel." in none.content

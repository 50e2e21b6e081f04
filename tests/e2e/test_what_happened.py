""" "What happened?" through the real client: the button under the turn notice (and
under a reminder), `/game log since:mine`, in English and German, privately, surviving a
restart; and the refusals, answered privately with nothing changed."""

from __future__ import annotations

import pytest

from tests.e2e.bot_harness import BotRunner
from tests.e2e.fake_discord import FakeMessage, FakeUser
from tests.e2e.table import Table

pytestmark = pytest.mark.e2e

PNG = b"\x89PNG"
HEADING = {
    "en": "what happened since your last move",
    "de": "Was seit deinem letzten Zug",
}


@pytest.fixture
async def table(runner: BotRunner) -> Table:
    fake = runner.fake
    players = [fake.add_user("ada"), fake.add_user("bea", locale="de"), fake.add_user("cem")]
    table = Table(runner, players)
    await table.open_and_start()
    return table


def since_button(message: FakeMessage) -> str:
    (custom_id,) = [
        b["custom_id"] for b in message.buttons if str(b.get("custom_id")).startswith("cvs:wh:")
    ]
    return custom_id


async def play_until_a_mover_is_awaited_again(table: Table) -> tuple[FakeUser, set[str]]:
    """Moves by slash until the table waits on someone who has moved before; returns
    them and the names of the others who moved since."""
    moved: list[FakeUser] = []
    while True:
        user, notation = await table.choose()
        await table.play(user, notation, by_button=False)
        moved.append(user)
        (waiting,) = await table.waiting()
        if waiting in moved and moved[-1] is not waiting:
            last = max(i for i, u in enumerate(moved) if u is waiting)
            return waiting, {u.name.capitalize() for u in moved[last + 1 :]}


def public_messages(table: Table) -> int:
    return sum(1 for m in table.fake.channel_messages(table.fake.channel.id) if not m.ephemeral)


def check_answer(answer: FakeMessage, user: FakeUser, locale: str) -> None:
    assert answer.ephemeral and answer.owner_id == user.id
    assert HEADING[locale] in answer.text
    assert answer.images and all(data.startswith(PNG) for _, data in answer.images)
    assert not answer.mentioned_user_ids


async def test_the_turn_notice_button_and_the_log_option(table: Table) -> None:
    fake = table.fake
    waiting, others = await play_until_a_mover_is_awaited_again(table)
    notice = table.board_message
    assert notice is not None and waiting.id in notice.mentioned_user_ids
    custom_id = since_button(notice)
    channel_before = public_messages(table)
    version = (await table.record()).version

    for locale in ("en", "de"):
        click = await fake.click(waiting, notice, custom_id=custom_id, locale=locale)
        check_answer(await fake.reply(click), waiting, locale)
        slash = await fake.slash(waiting, "game log", since="mine", locale=locale)
        answer = await fake.reply(slash)
        check_answer(answer, waiting, locale)
        assert all(f"**{name}**" in answer.text for name in others)

    # anyone seated may ask, also while not awaited; the answer is theirs alone
    bystander = next(p for p in table.players if p is not waiting)
    other = await fake.reply(await fake.click(bystander, notice, custom_id=custom_id))
    assert other.ephemeral and other.owner_id == bystander.id
    assert public_messages(table) == channel_before, "nothing public"
    assert (await table.record()).version == version


async def test_refusals_are_private_and_change_nothing(table: Table) -> None:
    fake = table.fake
    waiting, _ = await play_until_a_mover_is_awaited_again(table)
    notice = table.board_message
    assert notice is not None
    version = (await table.record()).version
    dan = fake.add_user("dan", locale="de")
    refused = await fake.reply(await fake.click(dan, notice, custom_id=since_button(notice)))
    assert refused.ephemeral and "nicht" in refused.text and not refused.images
    refused = await fake.reply(await fake.slash(dan, "game log", since="mine", locale="en-US"))
    assert refused.ephemeral and "not seated" in refused.text
    # a channel without a table: the question is always about the table where it is asked
    slash = await fake.slash(waiting, "game log", since="mine", channel=fake.add_channel("quiet"))
    none = await fake.reply(slash)
    assert none.ephemeral and not none.images and HEADING["en"] not in none.text
    assert (await table.record()).version == version


async def test_a_reminder_carries_the_button_and_it_survives_a_restart(table: Table) -> None:
    fake, clock, runner = table.fake, table.runner.clock, table.runner
    waiting, _ = await play_until_a_mover_is_awaited_again(table)
    clock.advance(hours=13)
    assert runner.bot is not None and runner.bot.dispatcher is not None
    after = fake.last_message_id()
    runner.bot.dispatcher.poke()
    reminder = await fake.wait_channel_message(
        fake.channel.id, lambda m: m.content.startswith("⏰"), after=after
    )
    custom_id = since_button(reminder)
    await runner.restart()
    answer = await fake.reply(await fake.click(waiting, reminder, custom_id=custom_id))
    check_answer(answer, waiting, "en" if waiting.locale.startswith("en") else "de")

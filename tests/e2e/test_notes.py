"""Private notes through the fake Discord, in English and German: every answer about
them is ephemeral to their author; nobody else sees them anywhere (their own notes, the
table's log, the replay of the finished game, their /me data); bad input is refused
privately with nothing kept."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.service import GameService, Place, Player
from engine import Rng
from tests.bot.records.helpers import Seat, finished_game
from tests.bot.test_logs import lines
from tests.e2e.bot_harness import BotRunner, tiny_png
from tests.e2e.fake_discord import FakeDiscord, FakeMessage, FakeUser
from tests.e2e.test_logs import json_log  # noqa: F401 (a fixture)
from tests.e2e.test_records import click_and_wait, finished_here

pytestmark = pytest.mark.e2e

SECRET = "Bea keeps silk for the Samarkand contract"


async def private(fake: FakeDiscord, user: FakeUser, path: str, **options: object) -> FakeMessage:
    answer = await fake.reply(await fake.slash(user, path, **options))
    await fake.settle()
    assert answer.ephemeral and answer.owner_id == user.id, answer.content
    return answer


async def play_on(runner: BotRunner, players: list[FakeUser]) -> None:
    """Play the fake channel's running game to its end (as `finished_here` plays)."""
    assert runner.store is not None
    service = GameService(runner.store, tiny_png, runner.clock)
    place = Place(runner.fake.guild.id, runner.fake.channel.id)
    by_id = {p.id: Player(p.id, p.name.title()) for p in players}
    chooser = Rng.from_seed(5, "e2e")
    status = "active"
    while status == "active":
        mover = by_id[(await service.waiting_for(place))[0]]
        notation = await service.playout_move(place, mover, chooser)
        assert notation is not None
        status = (await service.move(place, mover, notation)).status or ""


def only_ada_reads(fake: FakeDiscord, ada: FakeUser, text: str) -> int:
    """How many messages hold `text`; each of them must be an ephemeral one to Ada."""
    holding = [m for m in fake.messages.values() if text in m.text]
    for message in holding:
        assert message.ephemeral and message.owner_id == ada.id, message.text
    for _, body in (f for m in fake.messages.values() if m.owner_id != ada.id for f in m.files):
        assert text.encode() not in body
    return len(holding)


async def test_notes_are_for_their_author_alone_during_and_after_the_game(
    runner: BotRunner,
) -> None:
    fake = runner.fake
    ada, bea, cem = fake.add_user("ada"), fake.add_user("bea", locale="de"), fake.add_user("cem")
    game_id = await finished_here(runner, [ada, bea], finish=False)

    saved = await private(fake, ada, "game note", text=SECRET)
    assert f"note 1 of at most 20 at Caravan (table {game_id})" in saved.content
    german = await private(fake, bea, "game note", text="Ada will Moskau")
    assert "Notiert, nur für dich: Notiz 1" in german.content
    theirs = await private(fake, bea, "game notes")
    assert "Deine Notizen an Caravan" in theirs.content and "Ada will Moskau" in theirs.content
    assert SECRET not in theirs.content
    mine = await private(fake, ada, "game notes")
    assert f"1. <t:{int(runner.clock().timestamp())}:R>: {SECRET}" in mine.content
    stranger = await private(fake, cem, "game note", text="let me in")
    assert stranger.content == f"Only the players of table #{game_id} keep notes there."
    await private(fake, cem, "game notes")
    log = await fake.reply(await fake.slash(bea, "game log"))
    assert not log.ephemeral and SECRET not in log.text

    await play_on(runner, [ada, bea])
    replay = await private(fake, ada, "game replay", game_id=game_id)
    assert "Your notes at this table" in replay.text and SECRET in replay.text
    stepped = await click_and_wait(fake, ada, replay, f"cvs:r:{game_id}:0:+1")
    assert "move 1 of" in stepped.text and SECRET in stepped.text
    other = await private(fake, bea, "game replay", game_id=game_id)
    assert "Deine Notizen an diesem Tisch" in other.text and SECRET not in other.text
    public = await fake.reply(await fake.slash(ada, "game replay", game_id=game_id, public=True))
    assert not public.ephemeral and SECRET not in public.text
    public = await click_and_wait(fake, ada, public, f"cvs:r:{game_id}:0:+1")
    assert "move 1 of" in public.text and SECRET not in public.text
    after = await private(fake, ada, "game notes", game_id=game_id)
    assert SECRET in after.content  # the finished table's notes stay readable

    bea_data = await private(fake, bea, "me data")
    ((_, body),) = bea_data.files
    assert json.loads(body)["notes"][0]["note"] == "Ada will Moskau"
    ada_data = await private(fake, ada, "me data")
    ((_, body),) = ada_data.files
    assert [n["note"] for n in json.loads(body)["notes"]] == [SECRET]
    assert only_ada_reads(fake, ada, SECRET) == 3  # her notes twice and her replay


async def test_bad_notes_are_refused_privately_and_nothing_is_kept(runner: BotRunner) -> None:
    fake = runner.fake
    assert runner.store is not None
    ada, bea = fake.add_user("ada"), fake.add_user("bea", locale="de")
    game_id = await finished_here(runner, [ada, bea], finish=False)

    too_long = await private(fake, ada, "game note", text="x" * 301)
    assert too_long.content == "A note is at most 300 characters long; that one has 301."
    zu_lang = await private(fake, bea, "game note", text="ü" * 400)
    assert zu_lang.content == "Eine Notiz hat höchstens 300 Zeichen; diese hat 400."
    neither = await private(fake, ada, "game note")
    assert "Give a note's text to keep it" in neither.content
    both = await private(fake, bea, "game note", text="hm", delete=1)
    assert "nicht beides" in both.content
    for number in range(20):
        await private(fake, ada, "game note", text=f"plan {number}")
    full = await private(fake, ada, "game note", text="one more")
    assert f"You already keep 20 notes at Caravan (table {game_id})" in full.content
    voll = await private(fake, bea, "game note", delete=3)
    assert "Du hast keine Notiz 3 an Caravan" in voll.content

    elsewhere = await finished_game(
        runner.store,
        runner.clock,
        [Seat("Ada", 1, 5, ada.id), Seat("Yan", 2, 1, 78)],
        guild_id=4242,
    )
    for table in (elsewhere, game_id + 100):
        answer = await private(fake, ada, "game note", text="here?", game_id=table)
        assert answer.content == f"There is no table #{table} on this server."
        antwort = await private(fake, bea, "game notes", game_id=table)
        assert antwort.content == f"Auf diesem Server gibt es keinen Tisch #{table}."

    deleted = await private(fake, ada, "game note", delete=1)
    assert "Note 1 at Caravan" in deleted.content
    listed = await private(fake, ada, "game notes")
    assert "1. " in listed.content and "plan 1" in listed.content and "plan 0" not in listed.content
    assert len(await runner.store.notes(game_id, ada.id)) == 19
    assert await runner.store.notes(game_id, bea.id) == []
    assert await runner.store.notes(elsewhere, ada.id) == []


async def test_a_note_never_reaches_the_log(json_log: Path, runner: BotRunner) -> None:  # noqa: F811
    fake = runner.fake
    ada, bea = fake.add_user("ada"), fake.add_user("bea", locale="de")
    await finished_here(runner, [ada, bea], finish=False)
    await private(fake, ada, "game note", text=SECRET)
    await private(fake, ada, "game notes")
    await fake.settle()
    handled = [e for e in lines(json_log) if "outcome" in e and "duration" in e]
    assert {"/game note", "/game notes"} <= {str(e["command"]) for e in handled}
    assert SECRET not in json_log.read_text(encoding="utf-8")

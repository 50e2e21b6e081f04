"""Every refusal is a clear ephemeral message to whoever caused it; the game is untouched."""

from __future__ import annotations

import pytest

from tests.e2e.bot_harness import BotRunner
from tests.e2e.fake_discord import FakeMessage, FakeUser, InteractionRecord
from tests.e2e.picker import choose_button
from tests.e2e.table import Table

pytestmark = pytest.mark.e2e


@pytest.fixture
async def table(runner: BotRunner) -> Table:
    fake = runner.fake
    players = [fake.add_user("ada"), fake.add_user("bea", locale="de"), fake.add_user("cem")]
    table = Table(runner, players)
    await table.open_and_start()
    return table


async def refused(table: Table, record: InteractionRecord, actor: FakeUser) -> FakeMessage:
    """The single answer to `record`, checked to be private to `actor` with no public trace."""
    fake = table.fake
    answer = await fake.reply(record)
    await fake.settle()
    visible = [fake.messages[m] for m in record.message_ids if not fake.messages[m].deleted]
    assert visible == [answer], "exactly one answer"
    assert answer.ephemeral and answer.owner_id == actor.id, answer.content
    assert answer.mentioned_user_ids == set()
    return answer


async def snapshot(table: Table) -> tuple[int, str]:
    record = await table.record()
    return record.version, record.state


async def test_wrong_turn_unseated_and_unknown_notation(table: Table) -> None:
    fake = table.fake
    before = await snapshot(table)
    mover = (await table.waiting())[0]
    other = next(p for p in table.players if p is not mover)
    stranger = fake.add_user("dora")

    answer = await refused(table, await fake.slash(other, "move", notation="pass"), other)
    assert "not your turn" in answer.content or "nicht am Zug" in answer.content
    assert mover.name.title() in answer.content, "says whom the table waits for"

    answer = await refused(table, await fake.slash(stranger, "move", notation="pass"), stranger)
    assert "You are not seated" in answer.content, "a stranger's Discord language is English"

    answer = await refused(
        table, await fake.slash(mover, "move", notation="fly to the moon"), mover
    )
    assert "`fly to the moon`" in answer.content
    assert "understand" in answer.content or "verstehe ich nicht" in answer.content
    assert "place A b4" in answer.content, "says what is allowed instead"
    assert await snapshot(table) == before


async def test_refusal_in_the_interactions_language(table: Table) -> None:
    fake = table.fake
    mover = (await table.waiting())[0]
    other = next(p for p in table.players if p is not mover)
    record = await fake.slash(other, "move", notation="pass", locale="de")
    answer = await refused(table, record, other)
    assert answer.content.startswith("Du bist nicht am Zug: Der Tisch wartet auf")
    record = await fake.slash(other, "move", notation="pass", locale="en-GB")
    answer = await refused(table, record, other)
    assert answer.content.startswith("It is not your turn: the table is waiting for")


async def test_someone_else_cannot_open_the_movers_picker(table: Table) -> None:
    fake = table.fake
    before = await snapshot(table)
    board = table.board_message
    assert board is not None
    mover = (await table.waiting())[0]
    other = next(p for p in table.players if p is not mover)
    record = await fake.click(other, board, custom_id=choose_button(board)["custom_id"])
    answer = await refused(table, record, other)
    assert "not your turn" in answer.content or "nicht am Zug" in answer.content
    assert mover.name.title() in answer.content, "says whom the table waits for"
    assert answer.selects == [] and await snapshot(table) == before


async def test_stale_button_shows_the_current_board(table: Table) -> None:
    fake = table.fake
    old_board = table.board_message
    assert old_board is not None
    user, notation = await table.choose()
    await table.play(user, notation, by_button=False)
    before = await snapshot(table)
    user_now = (await table.waiting())[0]
    record = await fake.click(user_now, old_board, custom_id=choose_button(old_board)["custom_id"])
    answer = await refused(table, record, user_now)
    assert "board has changed" in answer.content or "Spielbrett hat sich" in answer.content
    assert len(answer.images) == 1, "the current state comes with it"
    assert await snapshot(table) == before


async def test_second_game_in_the_same_channel(table: Table) -> None:
    fake = table.fake
    before = await snapshot(table)
    cem = table.players[2]
    answer = await refused(
        table, await fake.slash(cem, "game new", game="caravan", thread=False), cem
    )
    assert "already has a game: Caravan" in answer.content
    assert await snapshot(table) == before
    # Another channel (or thread) is free.
    thread = fake.add_channel("second-table", thread=True)
    other = await fake.reply(await fake.slash(cem, "game new", game="caravan", channel=thread))
    assert not other.ephemeral and other.channel_id == thread.id


async def test_abandon_needs_creator_or_manage_channels(table: Table) -> None:
    fake = table.fake
    before = await snapshot(table)
    bea = table.players[1]
    answer = await refused(table, await fake.slash(bea, "game abandon"), bea)
    assert "(Ada)" in answer.content or "Only Ada" in answer.content
    assert await snapshot(table) == before
    moderator = fake.add_user("mod", permissions=(1 << 4) | (1 << 10) | (1 << 11))
    done = await fake.reply(await fake.slash(moderator, "game abandon"))
    assert not done.ephemeral and "abandoned" in done.content
    assert (await table.record()).status == "abandoned"


async def test_a_crash_in_the_middle_of_a_move_loses_nothing(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The engine fails half-way through applying a move: the mover is told privately that
    the game is unchanged, nothing is stored, and the same move works once the fault is gone."""
    from engine.caravan import rules

    fake = table.fake
    before = await snapshot(table)
    mover = (await table.waiting())[0]

    def crash(*args: object) -> None:
        raise RuntimeError("the rules broke half-way")

    with monkeypatch.context() as patch:
        patch.setattr(rules, "_next_turn", crash)
        answer = await refused(table, await fake.slash(mover, "move", notation="pass"), mover)
    assert "the game is unchanged" in answer.content or "unverändert" in answer.content
    assert await snapshot(table) == before

    record = await fake.slash(mover, "move", notation="pass")
    await fake.reply(record)
    await fake.settle()
    version, _ = await snapshot(table)
    assert version == before[0] + 1

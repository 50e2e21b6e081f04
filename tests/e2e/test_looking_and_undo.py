"""Status, board (public and private), log pages, rules help and undo by button."""

from __future__ import annotations

import pytest

import engine
from tests.e2e.bot_harness import BotRunner
from tests.e2e.table import CARAVAN, Table

pytestmark = pytest.mark.e2e


@pytest.fixture
async def table(runner: BotRunner) -> Table:
    fake = runner.fake
    players = [fake.add_user("ada"), fake.add_user("bea", locale="de"), fake.add_user("cem")]
    table = Table(runner, players)
    await table.open_and_start()
    return table


async def test_status_board_log_and_rules(table: Table) -> None:
    fake = table.fake
    ada = table.players[0]
    user, notation = await table.choose()
    await table.play(user, notation, by_button=False)

    status = await fake.reply(await fake.slash(ada, "game status"))
    assert not status.ephemeral and status.mentioned_user_ids == set(), "status pings nobody"
    assert "Caravan" in status.content and "1 move so far" in status.content

    board = await fake.reply(await fake.slash(ada, "game board"))
    assert not board.ephemeral and len(board.images) == 1

    private = await fake.reply(await fake.slash(ada, "game board", private=True))
    assert private.ephemeral and private.owner_id == ada.id and len(private.images) == 1

    log = await fake.reply(await fake.slash(ada, "game log"))
    assert f"(`{notation}`)" in log.content
    missing = await fake.reply(await fake.slash(ada, "game log", page=9))
    assert missing.ephemeral and "no page 9" in missing.content

    rules = await fake.reply(await fake.slash(ada, "game rules", topic="caravan:actions"))
    assert rules.ephemeral and "action" in rules.content
    german = await fake.reply(await fake.slash(ada, "game rules", locale="de"))
    assert german.ephemeral and "Kamele" in german.content
    topics = await fake.wait_choices(await fake.autocomplete(ada, "game rules", "topic", "steal"))
    assert [c["value"] for c in topics] == ["caravan:steal"]


async def test_undo_by_button_takes_back_the_own_move(table: Table) -> None:
    fake = table.fake
    user, notation = await table.choose()
    await table.play(user, notation, by_button=False)  # the first player's single action
    state = await table.state()
    seat = CARAVAN.to_act(state)[0]
    mover = (await table.seat_users())[seat]
    place = next(n for n, _ in CARAVAN.legal_notation(state, seat) if n.startswith("place"))
    board = await table.play(mover, place, by_button=False)
    version = (await table.record()).version
    undo = next(b for b in board.buttons if b["custom_id"].startswith("cvs:u:"))

    other = next(p for p in table.players if p is not mover)
    refused = await fake.reply(await fake.click(other, board, custom_id=undo["custom_id"]))
    assert refused.ephemeral and (await table.record()).version == version

    done = await fake.reply(await fake.click(mover, board, custom_id=undo["custom_id"]))
    assert not done.ephemeral and len(done.images) == 1
    assert (await table.record()).version == version + 1
    assert (await table.state()).move_count == state.move_count
    assert table.runner.store is not None
    assert [m.notation for m in await table.runner.store.moves(table.game_id)] == [notation]


async def test_rules_help_follows_the_channels_game_and_language(runner: BotRunner) -> None:
    fake = runner.fake
    bea = fake.add_user("bea", locale="de")
    await fake.reply(await fake.slash(bea, "game new", game="marco_polo", thread=False))
    topics = await fake.wait_choices(await fake.autocomplete(bea, "game rules", "topic", ""))
    marco_polo = engine.get("marco_polo")
    assert [c["value"] for c in topics] == [f"marco_polo:{x}" for x in marco_polo.help_topics]
    assert {"name": "Reisen und Handelsposten", "value": "marco_polo:travel"} in topics

    travel = await fake.reply(await fake.slash(bea, "game rules", topic="marco_polo:travel"))
    assert travel.ephemeral
    title = marco_polo.title.render("de")
    assert travel.content.startswith(f"**{title}: Reisen und Handelsposten**")
    assert "`travel venezia-oasis-a-moscow`" in travel.content and "Handelsposten" in travel.content
    typed = await fake.reply(await fake.slash(bea, "game rules", topic="charaktere"))
    assert "Charaktere und Zielkarten" in typed.content and "`pick berke`" in typed.content
    unknown = await fake.reply(await fake.slash(bea, "game rules", topic="drachen"))
    assert unknown.ephemeral and f"Themen für {title}:" in unknown.content
    assert "Zusatzaktionen (`bonus`)" in unknown.content

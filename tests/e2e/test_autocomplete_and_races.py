"""Autocomplete over the caller's legal moves, and two clicks racing on one state."""

from __future__ import annotations

import asyncio

import pytest

from tests.e2e.bot_harness import BotRunner
from tests.e2e.picker import confirm, navigate
from tests.e2e.table import CARAVAN, Table

pytestmark = pytest.mark.e2e


@pytest.fixture
async def table(runner: BotRunner) -> Table:
    fake = runner.fake
    players = [fake.add_user("ada"), fake.add_user("bea", locale="de"), fake.add_user("cem")]
    table = Table(runner, players)
    await table.open_and_start()
    return table


async def test_autocomplete_offers_only_the_callers_legal_moves_in_german(table: Table) -> None:
    fake = table.fake
    state = await table.state()
    seat = CARAVAN.to_act(state)[0]
    mover = (await table.seat_users())[seat]
    legal = dict(CARAVAN.legal_notation(state, seat))
    assert len(legal) > 25, "the opening has far more moves than one answer may hold"

    choices = await fake.wait_choices(
        await fake.autocomplete(mover, "move", "notation", "", locale="de")
    )
    assert 0 < len(choices) <= 25
    for choice in choices:
        assert choice["value"] in legal
        assert legal[choice["value"]].render("de") in choice["name"]
    assert any("Setze" in c["name"] or "setze" in c["name"] for c in choices), choices[:3]

    typed = await fake.wait_choices(
        await fake.autocomplete(mover, "move", "notation", "place b", locale="de")
    )
    assert typed and all(c["value"].startswith("place B") for c in typed)

    # Someone not to act is offered nothing, whatever they type.
    other = next(p for p in table.players if p is not mover)
    assert await fake.wait_choices(await fake.autocomplete(other, "move", "notation", "")) == []


async def test_move_narrows_as_typed_and_takes_the_notation_as_players_write_it(
    table: Table,
) -> None:
    """`/move` serves Caravan like every game: autocomplete narrows to what is typed, and
    the engine reads a move however it is written (a camel's former name, any case)."""
    fake = table.fake
    state = await table.state()
    seat = CARAVAN.to_act(state)[0]
    mover = (await table.seat_users())[seat]
    legal = [n for n, _ in CARAVAN.legal_notation(state, seat)]
    cells = await fake.wait_choices(await fake.autocomplete(mover, "move", "notation", "place B b"))
    assert cells and all(c["value"] in legal for c in cells)
    assert all(c["value"].startswith("place B b") for c in cells)

    version = (await table.record()).version
    cell = cells[0]["value"].split()[-1]
    # the camel's former name `c2` still means camel B
    typed = f"place c2 {cell.upper()}"
    reply = await fake.reply(await fake.slash(mover, "move", notation=typed))
    assert not reply.ephemeral and len(reply.images) == 1
    assert (await table.record()).version == version + 1
    assert (await notations(table))[-1] == f"place B {cell}"


async def notations(table: Table) -> list[str]:
    assert table.runner.store is not None
    return [m.notation for m in await table.runner.store.moves(table.game_id)]


async def test_two_confirms_on_the_same_state_one_lands_one_is_told(table: Table) -> None:
    """The mover opens the picker twice and confirms two different moves at once."""
    fake = table.fake
    board = table.board_message
    assert board is not None
    state = await table.state()
    seat = CARAVAN.to_act(state)[0]
    mover = (await table.seat_users())[seat]
    legal = CARAVAN.legal_moves(state, seat)
    first, second = legal[0], legal[-1]
    version = (await table.record()).version
    one = await navigate(fake, mover, board, CARAVAN, state, seat, first)
    two = await navigate(fake, mover, board, CARAVAN, state, seat, second)
    clicks = await asyncio.gather(confirm(fake, mover, one), confirm(fake, mover, two))
    landed, told = await asyncio.gather(*(fake.reply(c) for c in clicks))
    assert not landed.ephemeral and len(landed.images) == 1
    assert told.ephemeral and told.owner_id == mover.id
    assert "board has changed" in told.content or "Spielbrett hat sich" in told.content
    record = await table.record()
    assert record.version == version + 1
    assert await notations(table) == [CARAVAN.format_move(first)]

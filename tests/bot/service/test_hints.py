"""Hints through the service: who may ask, the advice in words for the caller alone, the
table's setting, and the mark a hint leaves in the game's history."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from bot.ai import AiDriver, AiPool
from bot.records.transfer import export_game, parse_export
from bot.service import GameService, Player, Reply, ServiceError
from tests.bot.service.conftest import (
    ADA,
    BEA,
    CEM,
    PLACE,
    TINY_LEVELS,
    mover,
    play_to_end,
    started,
)


async def refused(call: object, key: str) -> ServiceError:
    with pytest.raises(ServiceError) as error:
        await call  # type: ignore[misc]
    assert error.value.key == key
    return error.value


async def hint(service: GameService, player: Player) -> Reply:
    """Ask, think in a thread at the tiny level, and answer (as a front end does)."""
    ask = await service.hint_ask(PLACE, player)
    assert ask.level == "normal", "a hint thinks as an AI seat of level normal does"
    with ThreadPoolExecutor(1) as executor:
        pool = AiPool(levels=TINY_LEVELS, executor=executor)
        advice = await pool.advise(ask)
    return await service.hint_reply(ask, advice)


async def test_a_hint_gives_three_moves_to_the_caller_alone(service: GameService) -> None:
    order = await started(service, ADA, BEA)
    await service.table_settings(PLACE, ADA, hints=True)
    player = await mover(service, order)
    before = await service.store.open_game(PLACE.channel_id)
    reply = await hint(service, player)
    assert reply.ephemeral and not reply.mentions
    text = reply.render("en")
    assert text.startswith("**What the AI would play** (Caravan)")
    assert [line[:3] for line in text.splitlines()[1:]] == ["1. ", "2. ", "3. "]
    assert "% chance to come out ahead, expected lead" in text
    assert "Chance, vorn zu liegen" in reply.render("de")
    assert reply.hint is not None and f"`{reply.hint}`" in text.splitlines()[1]
    after = await service.store.open_game(PLACE.channel_id)
    assert before is not None and after is not None and not before.hints_used
    assert after.hints_used and after.version == before.version == reply.version
    played = await service.move(PLACE, player, reply.hint, expected_version=reply.version)
    assert played.version == reply.version + 1


async def test_hints_are_off_by_default_at_a_rated_table_and_on_against_the_ai(
    service: GameService,
) -> None:
    order = await started(service, ADA, BEA)
    await refused(service.hint_ask(PLACE, await mover(service, order)), "bot.err.hints_off")
    assert "hints" not in (await service.status(PLACE)).render("en")
    shown = await service.table_settings(PLACE, ADA, hints=True)
    assert "hints allowed" in shown.render("en") and "Tipps erlaubt" in shown.render("de")
    assert "hints allowed" in (await service.status(PLACE)).render("en")
    await refused(
        service.table_settings(PLACE, BEA, hints=False), "bot.err.table_settings_not_allowed"
    )


async def test_a_table_against_the_ai_allows_hints(service: GameService) -> None:
    await service.create(PLACE, ADA, "caravan", seed=7)
    await service.add_ai(PLACE, ADA)
    await service.start(PLACE, ADA)
    assert "hints allowed" in (await service.status(PLACE)).render("en")


async def test_out_of_turn_not_seated_and_no_game_are_refused(service: GameService) -> None:
    await refused(service.hint_ask(PLACE, ADA), "bot.err.no_game")
    order = await started(service, ADA, BEA)
    await service.table_settings(PLACE, ADA, hints=True)
    deciding = await mover(service, order)
    other = next(p for p in order if p is not deciding)
    await refused(service.hint_ask(PLACE, other), "bot.err.not_your_turn")
    await refused(service.hint_ask(PLACE, CEM), "bot.err.not_seated")


async def test_a_finished_table_refuses_and_its_history_says_hints_were_used(
    service: GameService,
) -> None:
    order = await started(service, ADA, BEA)
    await service.table_settings(PLACE, ADA, hints=True)
    await hint(service, await mover(service, order))
    await play_to_end(service, order, 3)
    await refused(service.hint_ask(PLACE, ADA), "bot.err.game_over")
    history = await service.game_history(PLACE)
    assert "hints used" in history.render("en")
    assert "mit Tipps gespielt" in history.render("de")
    record = await service.store.latest_game(PLACE.channel_id)
    assert record is not None
    exported = await export_game(service.store, record.id)
    assert exported.hints_used, "the game's record says so too"
    assert parse_export(exported.model_dump_json()).hints_used


async def test_a_driver_and_a_hint_share_the_pool(service: GameService) -> None:
    """The pool that takes AI seats' turns also thinks for hints."""
    with ThreadPoolExecutor(1) as executor:
        pool = AiPool(levels=TINY_LEVELS, executor=executor)
        driver = AiDriver(service, pool)
        await service.create(PLACE, ADA, "caravan", seed=7)
        await service.add_ai(PLACE, ADA)
        start = await service.start(PLACE, ADA)
        assert start.game_id is not None
        await driver.play(start.game_id)
        ask = await service.hint_ask(PLACE, ADA)
        advice = await pool.advise(ask)
        assert 1 <= len(advice) <= 3
        await driver.stop()

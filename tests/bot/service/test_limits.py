"""Typed moves are capped before anything parses them; replies and refusals carry the
next actions."""

from __future__ import annotations

import pytest

import engine
from bot.service import Action, GameService, ServiceError
from bot.service.limits import MOVE_MAX, OPTIONS_MAX, check_options
from engine import IllegalMove
from tests.bot.service.conftest import ADA, BEA, CEM, PLACE, started


def _unread(*_args: object) -> None:
    raise AssertionError("the engine was given a move longer than the limit")


async def test_a_long_move_is_refused_unread_and_names_the_limit(
    service: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    order = await started(service, ADA, BEA)
    mover = order[0] if (await service.waiting_for(PLACE)) == [order[0].user_id] else order[1]
    for name in engine.names():
        for method in ("parse_move", "read_move", "expand"):
            monkeypatch.setattr(engine.get(name), method, _unread)
    for game_text in ("place c1 " + "d4" * 2500, "travel " + "venezia-oasis-" * 800):
        with pytest.raises(ServiceError) as refused:
            await service.move(PLACE, mover, game_text)
        assert refused.value.key == "bot.err.move_too_long"
        assert refused.value.render("en") == (
            f"A move is at most {MOVE_MAX} characters long; that one has {len(game_text)}. "
            "Type a legal move, or choose one from the list."
        )
    monkeypatch.undo()
    with pytest.raises(IllegalMove) as garbled:
        await service.move(PLACE, mover, "q" * MOVE_MAX)  # at the limit: parsed, and refused
    assert "q" * 60 not in garbled.value.render("de")
    assert len(await service.legal_moves(PLACE, mover, "x" * 6000)) == 0
    with pytest.raises(ServiceError, match="at most 300 characters long; these have 301"):
        check_options("a" * (OPTIONS_MAX + 1))


async def test_replies_and_refusals_carry_the_next_actions(service: GameService) -> None:
    opened = await service.create(PLACE, ADA, "caravan")
    assert opened.actions == [Action("join"), Action("start", by="Ada")]
    joined = await service.join(PLACE, BEA)
    assert joined.actions == [Action("join"), Action("start", by="Ada")]
    with pytest.raises(ServiceError) as seated:
        await service.join(PLACE, BEA)
    assert seated.value.actions == (Action("leave"),)
    with pytest.raises(ServiceError) as early:
        await service.move(PLACE, CEM, "pass")
    assert early.value.actions == (Action("join"), Action("start", by="Ada"))
    await service.start(PLACE, ADA)
    with pytest.raises(ServiceError) as watching:
        await service.move(PLACE, CEM, "pass")
    assert watching.value.actions == (Action("board"),)

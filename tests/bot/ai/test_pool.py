"""The AI thinks in worker processes and answers with a legal move's notation."""

from __future__ import annotations

import asyncio

import engine
from bot.ai import AiPool, decide
from bot.service import Place, SeatDecision, ai_seed
from tests.bot.service.conftest import TINY, TINY_LEVELS


def opening_turn(game_name: str, seed: int) -> SeatDecision:
    game = engine.get(game_name)
    state = game.setup(3, None, seed)
    seat = next(s for s in game.to_act(state) if len(game.legal_moves(state, s)) > 1)
    return SeatDecision(1, 4, Place(None, 9), game_name, game.to_json(state), seat, "normal", 77)


async def test_a_worker_process_answers_a_legal_move_repeatably() -> None:
    pool = AiPool(1, levels=TINY_LEVELS)  # a real (spawned) process
    try:
        for name in ("caravan", "macao"):
            turn = opening_turn(name, 3)
            notation = await pool.think(turn)
            game = engine.get(name)
            state = game.from_json(turn.state)
            assert game.parse_move(notation) in game.legal_moves(state, turn.seat)
            assert notation == decide(name, turn.state, turn.seat, TINY, turn.seed), (
                "the same in the worker as here: it depends only on what it is sent"
            )
    finally:
        pool.shutdown()


async def test_an_unknown_level_thinks_at_the_default_one() -> None:
    pool = AiPool(0, levels={"normal": TINY})
    try:
        assert pool.level("grandmaster") is TINY
        turn = opening_turn("caravan", 5)
        assert await pool.think(turn) == decide("caravan", turn.state, turn.seat, TINY, 77)
    finally:
        pool.shutdown()


async def test_a_dead_worker_is_not_alive_until_the_next_decision_replaces_it() -> None:
    pool = AiPool(1, levels=TINY_LEVELS)
    try:
        turn = opening_turn("caravan", 3)
        await pool.think(turn)
        assert pool.alive()
        for process in pool._executor._processes.values():  # type: ignore[attr-defined]
            process.kill()
        for _ in range(200):
            if not pool.alive():
                break
            await asyncio.sleep(0.05)
        assert not pool.alive(), "what /healthz reports"
        await pool.think(turn)
        assert pool.alive()
    finally:
        pool.shutdown()
    assert not pool.alive()


def test_the_seed_differs_by_ply() -> None:
    assert ai_seed(1, 0) != ai_seed(1, 1)

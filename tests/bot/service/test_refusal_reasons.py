"""A typed move the rules refuse comes back to the player with the engine's own reason,
in the player's words, and the stored game stays as it was."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from bot.service import GameService
from engine import IllegalMove
from tests.bot.service.conftest import ADA, BEA, PLACE, mover, play, seeded_script, started


async def _refused(service: GameService, player: Any, notation: str) -> IllegalMove:
    """Send `notation` and return the refusal; the stored game must not change."""
    before = await service.store.open_game(PLACE.channel_id)
    with pytest.raises(IllegalMove) as refusal:
        await service.move(PLACE, player, notation)
    after = await service.store.open_game(PLACE.channel_id)
    assert before is not None and after is not None
    assert (after.version, after.state) == (before.version, before.state)
    return refusal.value


async def test_caravan_names_the_camel_not_yet_on_the_board(service: GameService) -> None:
    order = await started(service, ADA, BEA)
    refusal = await _refused(service, await mover(service, order), "take B")
    assert refusal.reason.key == "caravan.err.not_placed"
    assert refusal.render("en") == "Camel B is not on the board yet: `place` it first."


async def test_macao_names_the_cards_on_display(service: GameService) -> None:
    order = await started(service, ADA, BEA, game="macao")
    refusal = await _refused(service, await mover(service, order), "take card 9")
    assert refusal.reason.key == "macao.err.no_such_card"
    assert "9" in refusal.render("de") and "Auslage" in refusal.render("de")


def _contract_lacking(state: Any) -> bool:
    """The seat to act is in its turn and holds a contract it cannot pay for yet."""
    game = engine.get("marco_polo")
    if state.pending or state.phase == "over":
        return False
    seat = game.to_act(state)[0]
    legal = game.legal_moves(state, seat)
    return any(
        game.parse_move(f"fulfil {c}") not in legal for c in state.players[seat].contracts
    )


async def test_marco_polo_names_the_good_a_contract_lacks(service: GameService) -> None:
    """The players' report: `fulfil` without the goods said only "not a legal move"."""
    order = await started(service, ADA, BEA, game="marco_polo")
    script, state = seeded_script("marco_polo", 2, 7, _contract_lacking)
    await play(service, order, script)
    game = engine.get("marco_polo")
    seat = game.to_act(state)[0]
    legal = game.legal_moves(state, seat)
    player = state.players[seat]
    contract = next(c for c in player.contracts if game.parse_move(f"fulfil {c}") not in legal)
    refusal = await _refused(service, order[seat], f"fulfil {contract}")
    assert refusal.reason.key == "marco_polo.err.contract_lacks"
    english = refusal.render("en")
    assert english.startswith(f"Contract {contract.upper()} needs ") and "; you have " in english
    assert f"Auftrag {contract.upper()} braucht " in refusal.render("de")

"""Several seats deciding at once: Macao's simultaneous dice choice, reached by real
moves from a seed, after the draft's last card has rolled the dice."""

from __future__ import annotations

import asyncio

import pytest

import engine
from bot.service import BoardChanged, GameService, Player, Reply, ServiceError
from tests.bot.service.conftest import (
    ADA,
    BEA,
    CEM,
    PLACE,
    RecordingRenderer,
    Script,
    play,
    seeded_script,
    started,
    stored_state,
)

SEED = 2


@pytest.fixture(scope="module")
def to_dice() -> Script:
    """The moves of a 3-player game up to the dice step (found once per module)."""
    macao = engine.get("macao")
    return seeded_script("macao", 3, SEED, lambda state: len(macao.to_act(state)) > 1)[0]


async def at_dice(service: GameService, script: Script) -> tuple[list[Player], Reply]:
    """Seat Ada, Bea and Cem and play to the dice step; the seat order and last reply."""
    order = await started(service, ADA, BEA, CEM, game="macao", seed=SEED)
    rolled = await play(service, order, script)
    assert rolled is not None
    return order, rolled


async def test_the_dice_step_waits_for_everyone_and_hides_each_choice(
    service: GameService, renderer: RecordingRenderer, to_dice: Script
) -> None:
    order, rolled = await at_dice(service, to_dice)
    assert any(e.kind == "rolled" for e in rolled.events)
    acting = [order[seat] for seat in engine.get("macao").to_act(await stored_state(service))]
    assert sorted(p.user_id for p in acting) == [ADA.user_id, BEA.user_id, CEM.user_id]
    assert rolled.mentions == [p.user_id for p in acting]  # all three, each pinged once
    first, second, third = (p.name for p in acting)
    assert f"Waiting for {first}, {second}, and {third}." in rolled.render("en")
    assert f"Am Zug: {first}, {second} und {third}." in rolled.render("de")
    assert rolled.prompt is not None and rolled.prompt.render("en") == "Choose two dice."
    roller = order[to_dice[-1][0]]
    with pytest.raises(ServiceError) as after_roll:  # the roll is final
        await service.undo(PLACE, roller)
    assert after_roll.value.key == "bot.err.cannot_undo"

    *others, last = acting  # the last one listed may answer first
    still = " and ".join(p.name for p in others)  # two names
    (notation, label), (other, _), *_ = await service.legal_moves(PLACE, last)
    chosen = await service.move(PLACE, last, notation)
    assert chosen.mentions == [p.user_id for p in others]
    assert f"Waiting for {still}." in chosen.render("en")
    for locale in ("en", "de"):  # the public reply and board keep the choice secret
        assert label.render(locale) not in chosen.render(locale)
        assert notation not in chosen.render(locale)
    public = renderer.calls[-1][1]
    assert public.viewer is None and public.players[order.index(last)].dice is None
    assert public.last_move.move is None and public.last_move.secret is None
    own = await service.board(PLACE, last, private=True)
    assert own.ephemeral and renderer.calls[-1][1].players[order.index(last)].dice

    assert await service.legal_moves(PLACE, last) == []
    with pytest.raises(ServiceError) as decided:
        await service.move(PLACE, last, other)
    assert decided.value.key == "bot.err.not_your_turn"
    assert f"waiting for {still}" in decided.value.render("en")
    # The same choice sent again is the one already made: said so, not made twice, and
    # still secret.
    again = await service.move(PLACE, last, notation)
    assert again.already_made and again.version == chosen.version
    assert f"Waiting for {still}." in again.render("en")
    for locale in ("en", "de"):
        assert label.render(locale) not in again.render(locale)
        assert notation not in again.render(locale)
    assert await service.waiting_for_game(chosen.game_id) == chosen.mentions  # type: ignore[arg-type]


async def test_two_players_answering_at_the_same_moment(
    service: GameService, to_dice: Script
) -> None:
    """Both answers are legal, but only one lands on a version; the other player is told
    the board changed, and their answer, sent again, lands on the new version."""
    order, _ = await at_dice(service, to_dice)
    opening = (await service.legal_moves(PLACE, order[0]))[0][0]
    first = await service.move(PLACE, order[0], opening)
    racing = order[1:]
    choices = [(await service.legal_moves(PLACE, p))[-1][0] for p in racing]
    # Each answers the board they saw (as a menu under it does), so the race is decided
    # by the version even where a concurrent read may already see the other's answer.
    results = await asyncio.gather(
        *(
            service.move(PLACE, p, n, expected_version=first.version)
            for p, n in zip(racing, choices, strict=True)
        ),
        return_exceptions=True,
    )
    landed = [r for r in results if not isinstance(r, BaseException)]
    refused = [i for i, r in enumerate(results) if isinstance(r, BoardChanged)]
    assert len(landed) == 1 and len(refused) == 1
    assert landed[0].version == first.version + 1
    late = racing[refused[0]]
    assert await service.waiting_for(PLACE) == [late.user_id]
    done = await service.move(PLACE, late, choices[refused[0]])
    assert any(e.kind == "dice_done" for e in done.events)
    macao = engine.get("macao")
    record = await service.store.open_game(PLACE.channel_id)
    assert record is not None and record.state is not None
    acting = macao.to_act(macao.from_json(record.state))
    assert done.mentions == [order[seat].user_id for seat in acting]
    moves = await service.store.moves(record.id)
    winner = 1 - refused[0]
    assert [(m.seat, m.notation) for m in moves[len(to_dice) :]] == [
        (0, opening),
        (winner + 1, choices[winner]),
        (refused[0] + 1, choices[refused[0]]),
    ]

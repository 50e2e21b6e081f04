"""Advice: the search's best moves for the caller, explained, from the caller's view only."""

from __future__ import annotations

import pytest

import engine
from engine import Rng
from engine.ai import Level, advise
from engine.i18n import translate
from tests.engine.ai.positions import GAMES, decider, midgame, twin_worlds

QUICK = Level("quick", iterations=30, rollout=4, exploration=0.7, seconds=60.0)


@pytest.mark.parametrize("name", GAMES)
def test_three_legal_moves_most_visited_first(name: str) -> None:
    game = engine.get(name)
    state = midgame(game, 3, 11, 25)
    seat = decider(game, state)
    advice = advise(game, state, seat, QUICK, seed=5)
    legal = game.legal_moves(state, seat)
    assert 1 <= len(advice) <= 3 and len(advice) == min(3, len(legal))
    assert all(a.move in legal and a.notation == game.format_move(a.move) for a in advice)
    assert [a.visits for a in advice] == sorted((a.visits for a in advice), reverse=True)
    assert all(0.0 <= a.win_chance <= 1.0 for a in advice)
    assert all(1 <= len(a.reasons) <= 2 for a in advice)
    for reason in (r for a in advice for r in a.reasons):
        assert translate(reason, "en") and translate(reason, "de")


@pytest.mark.parametrize("name", GAMES)
def test_the_same_view_and_seed_give_the_same_advice(name: str) -> None:
    """Deterministic, and honest: a state the seat cannot tell apart (everything hidden
    drawn anew) gives the same advice for the same seed."""
    game = engine.get(name)
    for seed in (3, 4):
        state, seat, other = twin_worlds(game, 2, seed)
        first = advise(game, state, seat, QUICK, seed=9)
        assert advise(game, state, seat, QUICK, seed=9) == first
        assert advise(game, other, seat, QUICK, seed=9) == first


@pytest.mark.parametrize("name", GAMES)
def test_the_evaluation_parts_sum_to_the_evaluation(name: str) -> None:
    game = engine.get(name)
    chooser = Rng.from_seed(1, "parts")
    state = game.setup(3, None, 2)
    for _ in range(400):
        for seat in range(state.num_seats):
            parts = game.evaluation_parts(state, seat)
            assert sum(parts.values()) == pytest.approx(game.evaluate(state, seat), abs=1e-9)
        if game.is_over(state):
            break
        seat = game.to_act(state)[0]
        move = game.playout_move(state, seat, game.legal_moves(state, seat), chooser)
        state, _ = game.apply(state, seat, move)


def first_reason_keys(name: str, wanted: str, plies: int = 300) -> list[str]:
    """The reasons' keys of the first move of a seeded playout after which `wanted`
    shows among them (so each game's words are reached by real moves)."""
    game = engine.get(name)
    chooser = Rng.from_seed(7, "reasons")
    state = game.setup(2, None, 7)
    for _ in range(plies):
        if game.is_over(state):
            break
        seat = game.to_act(state)[0]
        for move in game.legal_moves(state, seat):
            keys = [r.key for r in game.reasons(state, game.advance(state, seat, move), seat)]
            assert len(keys) <= 2
            if wanted in keys:
                return keys
        move = game.playout_move(state, seat, game.legal_moves(state, seat), chooser)
        state, _ = game.apply(state, seat, move)
    return []


@pytest.mark.parametrize(
    ("name", "wanted"),
    [
        ("caravan", "caravan.advice.goods_aboard"),
        ("caravan", "caravan.advice.delivered"),
        ("caravan", "caravan.advice.within_reach"),
        ("marco_polo", "marco_polo.advice.reaches"),
        ("marco_polo", "marco_polo.advice.contract"),
        ("macao", "macao.advice.takes"),
        ("macao", "macao.advice.activates"),
    ],
)
def test_each_game_says_what_a_move_gains_in_its_own_words(name: str, wanted: str) -> None:
    assert wanted in first_reason_keys(name, wanted)

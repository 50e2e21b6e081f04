"""The engine contract's shared checks (tests/engine/contract_checks.py) for Marco Polo:
events name their player, secret moves leak nothing, the move tree is good, and
resampling depends only on what the seat can see."""

from __future__ import annotations

import pytest

from tests.engine.contract_checks import check_game

from .helpers import GAME

CASES = [(n, v, seed) for n in (2, 3, 4) for v in ("pro", "first") for seed in (1, 2)]


@pytest.mark.parametrize(("seats", "variant", "seed"), CASES)
def test_contract_checks_pass_on_whole_games(seats: int, variant: str, seed: int) -> None:
    plies = check_game(GAME, seats, seed, {"variant": variant}, every_tree=1)
    assert plies > 50

"""Every refused move says why: no game ever answers with a generic "not legal now".

Seeded random games of every title are stopped at many points; at each, moves of every
kind are tried that the rules do not allow there: moves that were legal at some other
point of some game (wrong phase or step, repeated, occupied, unaffordable, a card no
longer held), typed moves with values out of range, and the actor's legal moves sent by
a seat that is not to act. Each must be refused with the state unchanged and a reason of
its own, in every language of the catalogue.
"""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine import Game, IllegalMove, Rng
from engine.i18n import locales
from tests.engine.contract_checks import play, rendered

# The only refusals that do not say why; the engines keep them as unreachable safety nets.
GENERIC = {"core.err.not_legal_now", "macao.err.illegal"}

# Well-formed moves of every kind the parsers know, many with values out of range.
TYPED = {
    "caravan": [
        "pass", "place A a1", "place F g7", "place D d4", "move A a1", "move C g7", "take A",
        "take F", "steal A from black", "steal B from white", "carry A to B", "carry B to B",
        "carry F to A",
    ],
    "macao": [
        "take card 1", "take card 9", "pass", "start red red", "start black violet",
        "dice red1 blue1", "dice red6 red6", "dice green3 grey4", "activate Edler 1",
        "activate Kapitän 2 free", "activate Abt 1 pay RRRR", "use Justiz II", "use Kapitän 1",
        "district A1", "district E6", "wall 1", "wall 9", "ship T1", "ship Lisboa", "deliver",
        "tribute", "joker cube black", "joker gold", "pay red", "pay black 4", "gain red",
        "advance 0", "advance 9", "discard Gouverneur",
    ],
    "marco_polo": [
        "pick kubilai", "keep 1,5", "place coins 3", "place khan 1", "place khan 6",
        "place travel 1", "place contracts 2", "place moscow 1", "place beijing 6",
        "bag 6", "bag 1b", "reroll 6", "reroll 2w", "bump 6 up", "bump 1 down", "bump 3 up",
        "buy black", "fulfil c15", "fulfil s1", "fulfil c01", "end", "good gold",
        "contract take 1", "contract take 2,5 camels", "travel beijing-xian",
        "travel venezia-moscow", "drop c15", "decline", "skip", "compensate 0 camels 2 coins",
    ],
}

SEEDS = (1, 2, 3)
STOP_EVERY = 9
POOL_SAMPLE = 30


def _legal_pool(game: Game[Any, Any, Any], seats: int) -> list[Any]:
    """Moves that were legal somewhere in a game from each seed (deduplicated)."""
    pool: dict[str, Any] = {}
    for seed in SEEDS:
        for ply in play(game, seats, seed):
            pool.setdefault(game.format_move(ply.move), ply.move)
    return list(pool.values())


def _typed(game: Game[Any, Any, Any]) -> list[Any]:
    moves = []
    for text in TYPED[game.name]:
        try:
            moves.append(game.parse_move(text))
        except IllegalMove:  # a parser's refusal names what was typed and the notation
            continue
    return moves


def _assert_refused_well(game: Game[Any, Any, Any], state: Any, seat: int, move: Any) -> bool:
    """Apply `move`; if refused, the state is unchanged and the reason specific. Returns
    whether it was refused."""
    before = state.model_dump_json()
    try:
        game.apply(state, seat, move)
    except IllegalMove as refusal:
        reason = refusal.reason
        shown = game.format_move(move)
        assert reason.key not in GENERIC, f"{game.name}: `{shown}` by seat {seat}: {reason}"
        assert state.model_dump_json() == before, f"{game.name}: `{shown}` changed the state"
        texts = rendered(reason)
        assert len(texts) == len(locales())
        assert all(text and "{" not in text for text in texts), texts
        return True
    return False


@pytest.mark.parametrize("name", ["caravan", "macao", "marco_polo"])
def test_every_refusal_names_its_reason(name: str) -> None:
    game = engine.get(name)
    typed = _typed(game)
    refused = 0
    for seats in range(game.min_seats, game.max_seats + 1):
        pool = _legal_pool(game, seats)
        for seed in SEEDS:
            pick = Rng.from_seed(seed, "refusals")
            for number, ply in enumerate(play(game, seats, seed)):
                if number % STOP_EVERY:
                    continue
                state, seat = ply.before, ply.seat
                legal = game.legal_moves(state, seat)
                tried = typed + [pool[pick.below(len(pool))] for _ in range(POOL_SAMPLE)]
                for move in tried:
                    if move not in legal:
                        refused += _assert_refused_well(game, state, seat, move)
                idle = [s for s in range(seats) if s not in game.to_act(state)]
                if idle and legal:
                    refused += _assert_refused_well(game, state, idle[0], legal[0])
    assert refused > 1000


def test_a_missing_good_is_named_with_need_and_holding() -> None:
    """The players' report: fulfilling a contract without its goods names what is lacking."""
    game = engine.get("marco_polo")
    for ply in play(game, 2, 1):
        state, seat = ply.before, ply.seat
        player = state.players[seat]
        if not player.contracts or state.pending:
            continue
        contract = player.contracts[0]
        if game.parse_move(f"fulfil {contract}") in game.legal_moves(state, seat):
            continue
        with pytest.raises(IllegalMove) as refusal:
            game.apply(state, seat, f"fulfil {contract}")
        english = refusal.value.render("en")
        assert contract.upper() in english and "you have" in english, english
        return
    pytest.fail("no position with an unaffordable contract")

"""Whole random games: termination, invariants, notation, JSON, replay, hidden information."""

from __future__ import annotations

import pytest

from engine import IllegalMove
from engine.i18n import has
from engine.marco_polo.data import REGULAR_CONTRACTS
from engine.marco_polo.moves import Place, Travel
from engine.marco_polo.scoring import score
from engine.playout import random_playout
from engine.rng import Rng

from .helpers import GAME

PROBES = [
    "end", "bag 3", "bag 6b", "reroll 2", "reroll 5w", "bump 1 down", "bump 4 up", "buy black",
    "fulfil s1", "fulfil c12", "place coins 2", "place silk 3,4", "place gold 2,2,5",
    "place khan 5", "place travel 1,6", "place contracts 6", "city moscow 3", "city sumatra2 1",
    "good gold", "goods pepper,silk", "contract take 1,2", "contract take 5 coins", "drop c05",
    "decline", "skip", "use 1", "use 2 camels>coins", "bonus a", "compensate 1 camels 0 coins",
    "relocate moscow", "pick raschid", "keep 1,2",
]  # fmt: skip
CASES = [(n, v, seed) for n in (2, 3, 4) for v in ("first", "pro") for seed in (1, 2)]


@pytest.mark.parametrize(("seats", "variant", "seed"), CASES)
def test_random_games_terminate_with_a_result(seats: int, variant: str, seed: int) -> None:
    state, log = random_playout(GAME, seats, seed, {"variant": variant})
    assert GAME.is_over(state) and state.round == 5
    result = GAME.result(state)
    assert sorted(s.seat for s in result.standings) == list(range(seats))
    for standing in result.standings:
        assert standing.score == sum(line.points for line in standing.breakdown)
    replayed = GAME.replay(seats, {"variant": variant}, seed, log)
    assert replayed.model_dump_json() == state.model_dump_json()


def _check_invariants(state) -> None:
    for player in state.players:
        for name in ("coins", "camels", "pepper", "silk", "gold"):
            assert getattr(player, name) >= 0, name
        assert player.posts_placed <= player.posts_total
        assert len(set(player.posts)) == len(player.posts)
        assert "venezia" not in player.posts
    for seat, player in enumerate(state.players):
        dropping = any(p.seat == seat and p.kind == "drop_contract" for p in state.pending)
        assert len(player.contracts) <= (3 if dropping else 2)
        assert all(1 <= d.value <= 6 or d.value == 0 for d in player.dice)
    assert 0 <= state.black_dice <= state.num_seats + 1
    assert len(state.spaces.get("khan", [])) <= 4
    # every regular contract is somewhere exactly once; starting ones at most once
    offered = [c for p in state.pending if p.kind == "new_contract" for c in p.items]
    every = [
        *state.contract_row, *(c for pile in state.round_piles for c in pile), *state.special,
        *(c for p in state.players for c in p.contracts + p.fulfilled), *offered,
    ]  # fmt: skip
    assert sorted(c for c in every if c in REGULAR_CONTRACTS) == sorted(REGULAR_CONTRACTS)
    assert len(every) == len(set(every))
    # black dice: on the board, on tableaus or on action spaces
    if state.phase == "turns":
        dice = [d for p in state.players for d in p.dice] + [
            d for placed in state.spaces.values() for p in placed for d in p.dice
        ]
        assert state.black_dice + sum(d.kind == "b" for d in dice) == state.num_seats + 1
    for seat, player in enumerate(state.players):
        assert len(player.posts) == player.posts_placed  # moving a post keeps the count
        assert ("beijing" in player.posts) == (seat in state.beijing)


@pytest.mark.parametrize(
    ("seats", "variant", "seed"), [(4, "pro", 7), (3, "first", 8), (2, "pro", 9)]
)
def test_every_step_notation_json_illegal_moves_and_view(
    seats: int, variant: str, seed: int
) -> None:
    state = GAME.setup(seats, {"variant": variant}, seed)
    chooser = Rng.from_seed(seed, "test")
    steps = 0
    while not GAME.is_over(state):
        acting = GAME.to_act(state)
        seat = acting[chooser.below(len(acting))]
        moves = GAME.legal_moves(state, seat)
        assert moves
        for move in moves:
            text = GAME.format_move(move)
            assert GAME.parse_move(text) == move, text
            label = GAME.label(move, state)
            assert has(label.key)
            for locale in ("en", "de"):
                assert "{" not in label.render(locale), label
        if steps % 7 == 0:
            # JSON round-trips exactly
            again = GAME.from_json(GAME.to_json(state))
            assert again == state and GAME.to_json(again) == GAME.to_json(state)
            # illegal moves leave the state identical
            before = state.model_dump_json()
            others = [s for s in range(seats) if s not in acting]
            for bad in ("place gold 6,6,6", "fulfil c38", "travel venezia-beijing", "keep 1,2"):
                if GAME.parse_move(bad) not in moves and not isinstance(
                    GAME.parse_move(bad), Travel
                ):
                    with pytest.raises(IllegalMove):
                        GAME.apply(state, seat, bad)
            if others:
                with pytest.raises(IllegalMove):
                    GAME.apply(state, others[0], moves[0])
            with pytest.raises(IllegalMove):
                GAME.apply(state, seat, "fly to the moon")
            # check agrees with legal_moves (journeys aside: any valid path is accepted)
            for text in PROBES:
                probe = GAME.parse_move(text)
                try:
                    GAME.check(state, seat, probe)
                    accepted = True
                except IllegalMove:
                    accepted = False
                assert accepted == (probe in moves), text
            assert state.model_dump_json() == before
            # hidden information
            for viewer in [None, *range(seats)]:
                view = GAME.view(state, viewer)
                for panel in view.players:
                    if panel.seat != viewer:
                        assert panel.goals is None and panel.goal_offer is None
                        assert panel.score == score(state, panel.seat, reveal_goals=False)[0]
                    else:
                        assert [g.id for g in panel.goals or []] == state.players[viewer].goals
                dumped = view.model_dump_json()
                assert 'round_piles":[[' not in dumped and 'special"' not in dumped
        move = moves[chooser.below(len(moves))]
        state, events = GAME.apply(state, seat, move)
        assert events
        _check_invariants(state)
        steps += 1
    assert steps > 50


def test_spectator_view_shows_the_table() -> None:
    state = GAME.setup(4, {"variant": "first"}, 3)
    chooser = Rng.from_seed(3, "test")
    for _ in range(60):
        seat = GAME.to_act(state)[0]
        moves = GAME.legal_moves(state, seat)
        state, _ = GAME.apply(state, seat, moves[chooser.below(len(moves))])
    view = GAME.view(state, None)
    assert len(view.players) == 4 and len(view.city_cards) == 9
    assert view.special_pile == len(state.special)
    assert view.round_piles == [len(p) for p in state.round_piles]
    assert {p.character for p in view.players} == {"raschid", "matteo", "berke", "mercator"}


def test_place_notation_examples() -> None:
    assert GAME.parse_move("place silk 5,4") == Place(space="silk", dice=("4", "5"), row=4)
    assert GAME.format_move(GAME.parse_move("place silk 4,5 row 3")) == "place silk 4,5 row 3"
    assert GAME.format_move(GAME.parse_move("city sumatra2 3")) == "city sumatra2 3"
    assert GAME.parse_move("travel venezia-oasis-a-moscow").paths == (
        ("venezia", "oasis-a", "moscow"),
    )
    assert GAME.parse_move("travel Venezia-Lan-Zhou").paths == (("venezia", "lan-zhou"),)
    for text in ("contract take 2,5 camels", "fulfil c02", "reroll 3", "bump 4 up", "bump 2b down",
                 "buy black", "end", "good gold", "goods gold,silk", "drop s1", "decline", "skip",
                 "use 3 camels>coins", "use 2 gold+silk", "bonus a", "compensate 2 camels 1 coins",
                 "relocate kochi", "pick kubilai", "keep 3,7", "bag 6w"):  # fmt: skip
        assert GAME.format_move(GAME.parse_move(text)) == text
    for bad in ("place", "place silk x", "travel nowhere", "bump 7 up", "keep 1", "compensate 1"):
        with pytest.raises(IllegalMove):
            GAME.parse_move(bad)

"""Games stored before camels were lettered still load, replay and read well.

`data/stored_game_v1.json` was written by engine version 1 while camels were still
called `c1`-`c6`: a 3-player game with the sixth camel, with every kind of move, as the
store kept it (each move as JSON and as notation), plus the state after 100 moves and
the final state. The store now keeps only the notation and replays `parse_move` of it,
so the former camel names must keep parsing to the very same moves; the rules did not
change, so the game's version stays the same.
"""

from __future__ import annotations

import json
from pathlib import Path

from engine.caravan import GAME

STORED = json.loads((Path(__file__).parent / "data" / "stored_game_v1.json").read_text())


def _moves() -> list[tuple[int, object]]:
    return [(seat, GAME.move_from_json(move)) for seat, move, _ in STORED["moves"]]


def test_the_version_is_unchanged_since_nothing_stored_changed() -> None:
    assert STORED["engine_version"] == GAME.version == 1
    kinds = {move.kind for _, move in _moves()}  # type: ignore[attr-defined]
    assert kinds == {"place", "move", "take", "steal", "carry", "pass"}


def test_stored_states_load_and_equal_a_replay_of_the_stored_moves() -> None:
    moves = _moves()
    middle = GAME.from_json(STORED["state_at_100"])
    final = GAME.from_json(STORED["final_state"])
    args = (STORED["seats"], STORED["options"], STORED["seed"])
    assert GAME.to_json(GAME.replay(*args, moves[:100])) == STORED["state_at_100"]
    assert GAME.to_json(GAME.replay(*args, moves)) == STORED["final_state"]
    assert GAME.to_json(middle) == STORED["state_at_100"] and GAME.is_over(final)
    assert GAME.legal_moves(middle, GAME.to_act(middle)[0])  # it plays on


def test_a_replay_of_the_stored_notation_alone_gives_the_stored_states() -> None:
    """What the store does since it keeps only the notation: old names, same game."""
    typed = [(seat, notation) for seat, _, notation in STORED["moves"]]
    args = (STORED["seats"], STORED["options"], STORED["seed"])
    assert GAME.to_json(GAME.replay(*args, typed[:100])) == STORED["state_at_100"]
    assert GAME.to_json(GAME.replay(*args, typed)) == STORED["final_state"]


def test_stored_notation_still_parses_to_the_stored_move() -> None:
    for _seat, stored, notation in STORED["moves"]:
        move = GAME.move_from_json(stored)
        assert GAME.parse_move(notation) == move
        new = GAME.format_move(move)
        assert GAME.parse_move(new) == move
        if move.kind != "pass":  # type: ignore[attr-defined]
            assert new.split()[1] in "ABCDEF"
            assert notation.split()[1] in {f"c{n}" for n in range(1, 7)}


def test_a_stored_log_reads_with_lettered_camels() -> None:
    """The log labels old moves without their state: camels by letter all the same."""
    labels = [GAME.label(move).render("en") for _, move in _moves()[:3]]  # type: ignore[arg-type]
    assert labels == ["Place camel C on f5", "Place camel B on f3", "Camel B takes the good"]

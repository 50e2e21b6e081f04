"""Checks every game's engine must pass, played over seeded random games.

Each game's tests call these (tests/engine/<game>/test_contract.py), so a game is held
to the same rules for secrets, for naming who acted, for its move tree and for
resampling what a seat cannot see.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from engine import Event, Game, GameState, Rng, Text, with_seat_names
from engine.i18n import SEAT_KEY, locales
from engine.move_tree import MAX_CHOICES, MAX_DEPTH

NAMES = ["Ada", "Bea", "Cem", "Dan"]


@dataclass
class Ply:
    """One move of a played game: the state before, who moved, what, and what happened."""

    before: GameState
    seat: int
    move: Any
    after: GameState
    events: list[Event]


def play(
    game: Game[Any, Any, Any],
    seats: int,
    seed: int,
    options: Mapping[str, Any] | None = None,
    max_moves: int = 5_000,
) -> Iterator[Ply]:
    """A random game as the engine's own playouts pick its moves, one ply at a time."""
    state = game.setup(seats, options, seed)
    chooser = Rng.from_seed(seed, "contract")
    for _ in range(max_moves):
        if game.is_over(state):
            return
        acting = game.to_act(state)
        seat = acting[chooser.below(len(acting))]
        move = game.playout_move(state, seat, game.legal_moves(state, seat), chooser)
        after, events = game.apply(state, seat, move)
        yield Ply(state, seat, move, after, events)
        state = after
    raise AssertionError(f"{game.name}: seed {seed} did not end in {max_moves} moves")


def rendered(text: Text, names: list[str] = NAMES) -> list[str]:
    """The text in every locale, with player names in place of seat placeholders."""
    named = with_seat_names(text, names)
    return [named.render(locale) for locale in locales()]


def _mentions_seat(text: Text, seat: int) -> bool:
    if text.key == SEAT_KEY:
        return text.params.get("index") == seat
    for value in text.params.values():
        items = value if isinstance(value, list) else [value]
        if any(isinstance(item, Text) and _mentions_seat(item, seat) for item in items):
            return True
    return False


def events_without_their_mover(ply: Ply) -> list[str]:
    """Events caused by a seat whose text (public and secret) does not name that seat,
    and a move whose first event is not the mover's own: the log line and the board's
    last move say what happened in that first event's words."""
    problems = []
    if not ply.events or ply.events[0].seat != ply.seat:
        problems.append(f"the move's first event is not the mover's: {ply.events[:1]!r}")
    for event in ply.events:
        if event.seat is None:
            continue
        for text in (event.text, event.secret):
            if text is not None and not _mentions_seat(text, event.seat):
                problems.append(f"{event.kind}: {rendered(text)[0]!r} names no player")
    return problems


def secret_leaks(game: Game[Any, Any, Any], ply: Ply) -> list[str]:
    """For a secret move: what of it would reach the table. The redacted text must name
    the mover, and no public event text may contain the move's notation or full label."""
    public = game.redacted(ply.before, ply.seat, ply.move)
    if public is None:
        return []
    problems = []
    if not _mentions_seat(public, ply.seat):
        problems.append(f"redacted text {rendered(public)[0]!r} names no player")
    notation = game.format_move(ply.move)
    secrets = [notation, *rendered(game.label(ply.move, ply.before))]
    secrets = [s for s in secrets if s not in rendered(public)]
    for event in ply.events:
        shown = " | ".join(rendered(event.text))
        for secret in secrets:
            if secret and secret in shown:
                problems.append(f"event {event.kind!r} shows {secret!r}: {shown!r}")
    return problems


def tree_problems(game: Game[Any, Any, Any], state: GameState, seat: int) -> list[str]:
    """The seat's move tree must hold exactly its legal moves, offer at most 25 choices
    anywhere and reach every move in at most 4 selections."""
    legal = game.legal_moves(state, seat)
    tree = game.move_tree(state, seat)
    problems = list(tree.problems())
    in_tree = tree.moves()
    if len(in_tree) != len(legal) or set(map(game.format_move, in_tree)) != set(
        map(game.format_move, legal)
    ):
        problems.append("the tree does not hold exactly the legal moves")
    assert MAX_CHOICES == 25 and MAX_DEPTH == 4
    return problems


def advance_differences(game: Game[Any, Any, Any], ply: Ply) -> list[str]:
    """The AI's unchecked `advance` must reach exactly the state `apply` reached, and leave
    the state before untouched."""
    before = game.to_json(ply.before)
    advanced = game.advance(ply.before, ply.seat, ply.move)
    problems = []
    if game.to_json(advanced) != game.to_json(ply.after):
        problems.append(f"advance({game.format_move(ply.move)!r}) differs from apply")
    if game.to_json(ply.before) != before:
        problems.append(f"advance({game.format_move(ply.move)!r}) changed the state before")
    return problems


def assert_clean(found: list[str], what: str, limit: int = 10) -> None:
    assert not found, f"{len(found)} {what}:\n" + "\n".join(found[:limit])


def check_game(
    game: Game[Any, Any, Any],
    seats: int,
    seed: int,
    options: Mapping[str, Any] | None = None,
    *,
    every_tree: int = 1,
    extra: Callable[[Ply], list[str]] | None = None,
) -> int:
    """Play one game and run every check above on every ply (the move tree on every
    `every_tree`-th ply, for speed). Returns the number of plies played."""
    mover, leaks, trees, advanced, others = [], [], [], [], []
    count = 0
    for count, ply in enumerate(play(game, seats, seed, options), start=1):
        mover += events_without_their_mover(ply)
        leaks += secret_leaks(game, ply)
        advanced += advance_differences(game, ply)
        if count % every_tree == 0:
            trees += [f"ply {count}: {p}" for p in tree_problems(game, ply.before, ply.seat)]
        if extra is not None:
            others += extra(ply)
    assert_clean(mover, "events that do not name their player")
    assert_clean(leaks, "secret leaks")
    assert_clean(trees, "move tree problems")
    assert_clean(advanced, "unchecked advances that differ from apply")
    assert_clean(others, "other problems")
    return count


def resample_differences(
    game: Game[Any, Any, Any], first: GameState, second: GameState, seat: int, seed: int = 7
) -> list[str]:
    """Two states that look the same to `seat` must resample to the same state: what a
    seat cannot see has no influence (the AI's guarantee). Also, the resampled state
    looks the same to `seat` as the original and is a legal, playable state."""
    problems = []
    if game.view(first, seat) != game.view(second, seat):
        problems.append("the two states do not look the same to the seat (bad test input)")
    a = game.resample(first, seat, Rng.from_seed(seed, "resample"))
    b = game.resample(second, seat, Rng.from_seed(seed, "resample"))
    if game.to_json(a) != game.to_json(b):
        problems.append("resampling depends on what the seat cannot see")
    if game.view(a, seat) != game.view(first, seat):
        problems.append("the resampled state looks different to the seat")
    if game.to_json(first) == game.to_json(a) and game.to_json(first) == game.to_json(second):
        problems.append("nothing was resampled (bad test input?)")
    return problems

"""The legal moves of one decision arranged as a tree of small choices.

A player picks a move step by step (kind of move, then the piece, then the place, then
how to pay) instead of scrolling one long list. Each game says how one of its moves
decomposes (`Game.move_steps`); this module only arranges the moves by those steps, so
the Discord picker and the terminal sandbox walk the very same tree.

Rules of a good tree, checked by every game's tests: no node offers more than
`MAX_CHOICES` choices, and no move lies deeper than `MAX_DEPTH` steps. A node with a
single choice is skipped (the picker goes straight on), so it costs no selection.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.i18n import Text

MAX_CHOICES = 25  # one Discord select
MAX_DEPTH = 4  # selections before the move is unique
KEY_PATTERN = re.compile(r"^[a-z0-9_+-]{1,16}$")


@dataclass(frozen=True, slots=True)
class Step:
    """One choice on the way to a move: a short key and what the player reads.

    `key` identifies the choice among its siblings (lower-case letters, digits, `_+-`,
    at most 16 characters, as it travels in a button's custom id); `label` is shown.
    """

    key: str
    label: Text

    def __post_init__(self) -> None:
        if not KEY_PATTERN.match(self.key):
            raise ValueError(f"step key {self.key!r} must match {KEY_PATTERN.pattern}")


@dataclass(slots=True)
class Node:
    """A point in the tree: its children by key (in first-seen order) and the moves
    that end here (a move whose steps are exhausted)."""

    step: Step | None = None
    children: dict[str, Node] = field(default_factory=dict)
    moves: list[Any] = field(default_factory=list)

    def count(self) -> int:
        """How many moves lie at or below this node."""
        return len(self.moves) + sum(child.count() for child in self.children.values())

    def only_move(self) -> Any | None:
        """The single move at or below this node, if there is exactly one."""
        node = self
        while True:
            if node.moves:
                return node.moves[0] if len(node.moves) == 1 and not node.children else None
            if len(node.children) != 1:
                return None
            node = next(iter(node.children.values()))


class MoveTree:
    """Moves arranged by their steps; paths are tuples of step keys from the root."""

    def __init__(self, entries: Iterable[tuple[Sequence[Step], Any]]) -> None:
        self.root = Node()
        for steps, move in entries:
            node = self.root
            for step in steps:
                child = node.children.get(step.key)
                if child is None:
                    child = node.children[step.key] = Node(step)
                node = child
            node.moves.append(move)

    def mapped(
        self, move: Callable[[Any], Any], label: Callable[[Text], Text] | None = None
    ) -> MoveTree:
        """The same tree with every move replaced by `move(m)` (e.g. its notation, which
        is what a front end submits) and every step label by `label(text)` (e.g. with the
        players' names filled in)."""
        entries: list[tuple[tuple[Step, ...], Any]] = []
        stack: list[tuple[Node, tuple[Step, ...]]] = [(self.root, ())]
        while stack:
            node, steps = stack.pop()
            entries.extend((steps, move(m)) for m in node.moves)
            for child in reversed(list(node.children.values())):
                assert child.step is not None
                step = (
                    child.step if label is None else Step(child.step.key, label(child.step.label))
                )
                stack.append((child, (*steps, step)))
        return MoveTree(entries)

    def node(self, path: Sequence[str]) -> Node | None:
        """The node at `path`, or None if no legal move lies that way."""
        node = self.root
        for key in path:
            child = node.children.get(key)
            if child is None:
                return None
            node = child
        return node

    def settle(self, path: Sequence[str]) -> tuple[tuple[str, ...], Node] | None:
        """Follow `path`, then every single-child node after it: where a picker stops.

        Returns the extended path and its node (None if `path` leads nowhere). The node
        either holds exactly one move (ready to confirm) or offers several choices.
        """
        node = self.node(path)
        if node is None:
            return None
        keys = list(path)
        while not node.moves and len(node.children) == 1:
            key, node = next(iter(node.children.items()))
            keys.append(key)
        return tuple(keys), node

    def choices(self, path: Sequence[str]) -> list[Step]:
        """The steps offered at `path` (empty where the path ends in a move)."""
        node = self.node(path)
        if node is None:
            return []
        return [child.step for child in node.children.values() if child.step is not None]

    def moves(self, path: Sequence[str] = ()) -> list[Any]:
        """Every move at or below `path`, in tree order."""
        node = self.node(path)
        if node is None:
            return []
        found: list[Any] = []
        stack = [node]
        while stack:
            current = stack.pop()
            found.extend(current.moves)
            stack.extend(reversed(list(current.children.values())))
        return found

    def selections(self, move: Any) -> int:
        """How many selections a picker needs to reach `move` (single-choice nodes are
        skipped, so they cost nothing); -1 if the move is not in the tree."""
        found = self._path_to(self.root, move, 0)
        return -1 if found is None else found

    def _path_to(self, node: Node, move: Any, clicks: int) -> int | None:
        if move in node.moves and not node.children and len(node.moves) == 1:
            return clicks
        if move in node.moves:
            return clicks + 1  # several moves end here: one more selection among them
        cost = 1 if len(node.children) > 1 or (node.children and node.moves) else 0
        for child in node.children.values():
            found = self._path_to(child, move, clicks + cost)
            if found is not None:
                return found
        return None

    def widest(self) -> int:
        """The largest number of choices any node offers."""
        widest = 0
        stack = [self.root]
        while stack:
            node = stack.pop()
            widest = max(widest, len(node.children) + len(node.moves))
            stack.extend(node.children.values())
        return widest

    def problems(self) -> list[str]:
        """Where the tree breaks the rules above (for tests): wide nodes, deep moves, and
        distinct moves that share one full path. One walk over the tree."""
        found: list[str] = []
        stack: list[tuple[Node, tuple[str, ...], int]] = [(self.root, (), 0)]
        while stack:
            node, path, clicks = stack.pop()
            width = len(node.children) + (len(node.moves) if node.children else 0)
            if width > MAX_CHOICES:
                found.append(f"{'/'.join(path) or '(root)'}: {width} choices")
            if len(node.moves) > 1:
                found.append(f"{'/'.join(path)}: {len(node.moves)} moves share one path")
            if node.moves:
                # a move that ends where other choices go on takes one more selection
                deepest = clicks + (1 if node.children or len(node.moves) > 1 else 0)
                if deepest > MAX_DEPTH:
                    found.append(f"{'/'.join(path)}: {deepest} selections")
            cost = 1 if len(node.children) > 1 or (node.children and node.moves) else 0
            for key, child in node.children.items():
                stack.append((child, (*path, key), clicks + cost))
        return found

"""Choosing a move in the terminal: the engine's move tree walked step by step (the same
tree the Discord picker walks), or every move in one numbered list.

A turn starts with a one-line summary of the first step, the kinds of move with their
counts ("1) place (49 moves) · 2) move (120 moves) · 3) take (3 moves) · 4) pass"). Typing a kind, or its
number, lists the next step's choices, and so on until one move is left, which is then
played. `moves [start]` lists every legal move with its number instead, a page at a
time (`more` lists the next page). A number always
picks from the list shown last; in the full list, a move keeps its number for as long as
the decision lasts. The picker does no I/O: it returns lines to print or a notation.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import engine
from engine import Text
from engine.i18n import clip
from engine.move_tree import MoveTree, Node

SUMMARY_MAX = 12  # choices on the one summary line; `moves` lists the rest
MOVES_PAGE = 40  # moves `moves` lists at once; `more` lists the next ones


@dataclass(frozen=True, slots=True)
class Choice:
    """One entry of a menu: a step further down the tree, or (`notation`) a move."""

    label: Text | str
    key: str | None
    count: int
    notation: str | None


@dataclass(slots=True)
class Pick:
    """What an input led to: a move to play, or lines to print."""

    notation: str | None = None
    lines: list[Text | str] = field(default_factory=list)


def _choices(node: Node) -> list[Choice]:
    """The steps below `node`, then the moves ending at it (a lone move too: the
    decision's only move is shown, and `1` plays it)."""
    found = [
        Choice(child.step.label, key, child.count(), child.only_move())
        for key, child in node.children.items()
        if child.step is not None
    ]
    return found + [Choice(str(m), None, 1, str(m)) for m in node.moves]


class Picker:
    """One decision's legal moves (`tree` leaves are notations, `legal` is the full
    numbered list), and where the player is on their way to one of them."""

    def __init__(self, tree: MoveTree, legal: list[tuple[str, Text]], locale: str) -> None:
        self.tree = tree
        self.legal = legal
        self.locale = locale
        self.path: tuple[str, ...] = ()
        self.labels = {notation: label for notation, label in legal}
        self.numbers_move = False  # True after `moves`: numbers pick from the full list
        self.unlisted: list[tuple[int, tuple[str, Text]]] = []  # what `more` lists next
        self._go(())

    # -- what is shown -----------------------------------------------------------------

    def _render(self, text: Text | str) -> str:
        return text if isinstance(text, str) else text.render(self.locale)

    def choices(self) -> list[Choice]:
        node = self.tree.node(self.path)
        return [] if node is None else _choices(node)

    def where(self) -> str:
        """The steps taken so far, e.g. "place › camel 2" ("" at the start). A last step
        that only repeats the one move it leads to is left out (Macao's lone "Pass (unused
        cubes are lost)" is offered once, not as a step and again as its move)."""
        labels = []
        for depth in range(1, len(self.path) + 1):
            node = self.tree.node(self.path[:depth])
            if node is not None and node.step is not None:
                labels.append(self._render(node.step.label))
        choices = self.choices()
        lone = choices[0] if len(choices) == 1 and choices[0].notation is not None else None
        if labels and lone is not None and labels[-1] == self._label(lone):
            labels.pop()
        return " › ".join(labels)

    def _label(self, choice: Choice) -> str:
        """A step's label; a move ending here by its label in the legal list."""
        if choice.key is None and choice.notation in self.labels:
            return self._render(self.labels[choice.notation])
        return self._render(choice.label)

    def _entry(self, number: int, choice: Choice) -> str:
        label = self._label(choice)
        if choice.notation is not None:
            return (
                f"{number}) {label}"
                if label == choice.notation
                else f"{number}) {label} [{choice.notation}]"
            )
        return f"{number}) " + self._render(engine.t("bot.sandbox.step", label=label, n=choice.count))

    def summary(self) -> list[Text | str]:
        """The turn's first lines: the choices of the first step on one line."""
        choices = self.choices()
        entries = [self._entry(n, c) for n, c in enumerate(choices[:SUMMARY_MAX], start=1)]
        line = " · ".join(entries)
        if len(choices) > SUMMARY_MAX:
            more = engine.t("bot.sandbox.more_kinds", count=len(choices) - SUMMARY_MAX)
            line += " " + self._render(more)
        where = self.where()
        head = f"{where} › {line}" if where else line
        return [engine.t("bot.sandbox.kinds", kinds=head)]

    def hint(self) -> Text:
        example = self.legal[-1][0] if self.legal else "pass"
        return engine.t("bot.sandbox.hint", example=example)

    def menu(self) -> list[Text | str]:
        """The current step's choices, one per line."""
        lines: list[Text | str] = [engine.t("bot.sandbox.menu", path=self.where() or "…")]
        lines += [f"  {self._entry(n, c)}" for n, c in enumerate(self.choices(), start=1)]
        return lines

    def list_moves(self, start: str) -> list[Text | str]:
        """Every legal move matching `start` (by notation start, else anywhere in the
        notation or label) with its number in the full list."""
        typed = " ".join(start.split())
        wanted, quoted = typed.casefold(), clip(typed)
        numbered = list(enumerate(self.legal, start=1))
        found = [e for e in numbered if e[1][0].casefold().startswith(wanted)]
        if not found:
            found = [
                e
                for e in numbered
                if wanted in e[1][0].casefold() or wanted in self._render(e[1][1]).casefold()
            ]
        if not found:
            return [engine.t("bot.sandbox.no_match", start=quoted)]
        self.numbers_move = True
        head = (
            engine.t("bot.sandbox.legal_from", start=quoted)
            if wanted
            else engine.t("bot.sandbox.legal")
        )
        self.unlisted = found
        return [head, *self.more()]

    def more(self) -> list[Text | str]:
        """The next page of the last `moves` list, and how many are left after it."""
        if not self.unlisted:
            return [engine.t("bot.sandbox.no_more")]
        page, self.unlisted = self.unlisted[:MOVES_PAGE], self.unlisted[MOVES_PAGE:]
        width = len(str(len(self.legal)))
        lines: list[Text | str] = [
            f"  {number:>{width}}) {notation:<24} {self._render(label)}"
            for number, (notation, label) in page
        ]
        if self.unlisted:
            left = len(self.unlisted)
            lines.append(engine.t("bot.sandbox.more_moves", count=left, page=min(left, MOVES_PAGE)))
        return lines

    # -- what an input does ------------------------------------------------------------

    def _go(self, path: tuple[str, ...]) -> Pick:
        """Move to `path`, skipping steps with a single choice; play a lone move."""
        settled = self.tree.settle(path)
        if settled is None:
            return Pick()
        self.path, node = settled
        self.numbers_move = False
        only = node.only_move()
        if only is not None and path:
            return Pick(notation=str(only))
        return Pick(lines=self.menu() if path else [])

    def number(self, number: int) -> Pick:
        """A typed number: from the full list after `moves`, else from the menu."""
        if self.numbers_move:
            if not 1 <= number <= len(self.legal):
                return Pick(
                    lines=[engine.t("bot.sandbox.bad_number", number=number, count=len(self.legal))]
                )
            return Pick(notation=self.legal[number - 1][0])
        choices = self.choices()
        if not 1 <= number <= len(choices):
            return Pick(
                lines=[engine.t("bot.sandbox.bad_choice", number=number, count=len(choices))]
            )
        return self.choose(choices[number - 1])

    def choose(self, choice: Choice) -> Pick:
        if choice.notation is not None:
            return Pick(notation=choice.notation)
        assert choice.key is not None
        return self._go((*self.path, choice.key))

    def word(self, typed: str) -> Pick | None:
        """A typed word naming a choice here (by key or label), or else a first step;
        None when it names no choice (it may then be a move's notation)."""
        wanted = typed.casefold().strip()
        for path in dict.fromkeys((self.path, ())):
            node = self.tree.node(path)
            if node is None:
                continue
            for choice in _choices(node):
                names = {self._label(choice), choice.key or "", choice.notation or ""}
                names = {name.casefold() for name in names}
                if wanted in names:
                    self.path = path
                    return self.choose(choice)
        return None

    def back(self) -> Pick:
        """One step up (past steps that offered a single choice)."""
        path = self.path
        while path:
            path = path[:-1]
            node = self.tree.node(path)
            if node is not None and len(_choices(node)) > 1:
                break
        self.path = path
        self.numbers_move = False
        return Pick(lines=self.menu() if path else self.summary())

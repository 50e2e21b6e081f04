"""The pending-decision queue every game's state keeps (`state.pending`).

A multi-step action is a sequence of decisions: the rules queue what they wait for
("choose 2 different goods", "pay 3 cubes") and `legal_moves` lists the answers of the
decision in front. Each game subclasses `Pending` with its own parameters and kinds.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from pydantic import BaseModel


class Pending(BaseModel):
    """A decision `seat` must answer before anything else happens."""

    seat: int
    kind: str


PendingT = TypeVar("PendingT", bound=Pending)


def awaited(queue: Sequence[Pending], simultaneous: bool = False) -> list[int]:
    """The seats the queue waits for, as `to_act` lists them: the seat of the decision in
    front, or, when the seats decide `simultaneous`ly (each answering its own first
    decision), every seat with a decision queued. [] for an empty queue."""
    if simultaneous:
        return sorted({pending.seat for pending in queue})
    return [queue[0].seat] if queue else []


def first_of(queue: Sequence[PendingT], seat: int) -> tuple[int, PendingT] | None:
    """`seat`'s first decision and its place in the queue, if it has any."""
    for index, pending in enumerate(queue):
        if pending.seat == seat:
            return index, pending
    return None


def answered(queue: list[PendingT], index: int = 0) -> PendingT:
    """Take the decision at `index` (the front by default) off the queue."""
    return queue.pop(index)


def insert(queue: list[PendingT], index: int, decisions: Sequence[PendingT]) -> None:
    """Queue `decisions` at `index`, before what follows them: the follow-ups of an answer
    come before the decisions that were already waiting."""
    queue[index:index] = decisions

"""The values callers pass in and get back: platform-neutral, no Discord objects."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal, NamedTuple

from engine import Event, ScoreLine, Text
from engine.move_tree import MoveTree


@dataclass(frozen=True, slots=True)
class Player:
    """Whoever calls the service: a Discord user, a sandbox seat, a test."""

    user_id: int
    name: str
    locale: str = "en"


class Place(NamedTuple):
    """Where a game lives: a channel (a thread is a channel) and its server, if any.
    `parent_id` is the channel a thread hangs off, where the front end knows it."""

    guild_id: int | None
    channel_id: int
    parent_id: int | None = None


def parent_of(place: tuple[int | None, ...]) -> int | None:
    """The parent channel of a place (a plain `(guild, channel)` tuple has none)."""
    return place[2] if len(place) > 2 else None


@dataclass(frozen=True, slots=True)
class ThreadTable:
    """An open table in a thread of the channel asked about: where it plays, and who sits
    there and whom it awaits (user ids), so a front end can list the caller's own first."""

    game_id: int
    channel_id: int
    title: Text
    status: str
    seated: frozenset[int]
    awaited: frozenset[int]

    def rank_for(self, user_id: int) -> int:
        """0: the table awaits the user, 1: the user sits there, 2: someone else's."""
        return 0 if user_id in self.awaited else 1 if user_id in self.seated else 2


ActionName = Literal["new", "join", "leave", "start", "board", "status", "abandon", "rejoin"]


@dataclass(frozen=True, slots=True)
class Action:
    """Something a player can do next. Service texts never name a front end's command:
    a reply or a refusal lists its next actions, and each front end words them in its
    own commands (Discord's in the reader's language, the sandbox's words) or leaves out
    what it does by itself (the sandbox seats and starts its players).

    `by` names the one player who may do it, where only one may (the table's creator).
    """

    name: ActionName
    by: str | None = None


@dataclass(frozen=True, slots=True)
class Image:
    filename: str
    data: bytes


@dataclass(slots=True)
class PrivatePart:
    """Content for one user only (ephemeral reply or DM), e.g. a seat's own view."""

    lines: list[Text] = field(default_factory=list)
    images: list[Image] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class MoveChoices:
    """One player's decision, as a step-by-step picker walks it (see engine.move_tree).

    `notation` and `label` describe a move of the tree: its typable notation (what the
    picker submits) and its full label in the player's own eyes (it may name a secret
    the picker shows only to them).
    """

    game_id: int
    version: int
    tree: MoveTree
    prompt: Text | None
    notation: Callable[[Any], str]
    label: Callable[[Any], Text]


@dataclass(frozen=True, slots=True)
class VoteCall:
    """A question a reply puts to the table (its buttons): ballot `number` of the game,
    `kind` "clock" (the AI plays the seat, or the game ends), "rejoin" or "pause" (yes or
    no)."""

    game_id: int
    number: int
    kind: str


@dataclass(frozen=True, slots=True)
class ResultLine:
    seat: int
    user_id: int
    name: str
    rank: int
    score: int
    breakdown: list[ScoreLine]
    ai_level: str | None = None  # the AI played the seat at the end, at this level


@dataclass(frozen=True, slots=True)
class Paging:
    """Which page of a paged list a reply shows (1-based)."""

    page: int
    pages: int


@dataclass(frozen=True, slots=True)
class ReplayPosition:
    """Where a replay stands: after `ply` of the game's `plies` moves so far."""

    game_id: int
    ply: int
    plies: int
    running: bool


@dataclass(slots=True)
class Reply:
    """What an operation produced; the adapter renders `lines` in the reader's locale.

    `ephemeral` means the whole reply is for the caller only. `private` holds extra parts
    for individual users while the rest is public. `mentions` are exactly the users the
    table now waits for (the winners when the game has just ended).
    `game_id` and `version` identify the state the reply shows (for button custom_ids).
    `actions` are what players can do next, for the front end to word (see `Action`).
    `vote` asks the mentioned players to vote (instead of telling them it is their turn).
    `already_made`: the caller's move had been made before (its answer was lost, or it
    was sent twice); it was not made again, and the reply shows the game as it is now
    (to the caller alone, unless the table was never told of the move).
    `hint`: the notation of the move a hint advises first, for the front end to offer
    playing it (at `version`).
    `acted_by`: the user whose change this reply answers; if the table still waits for
    them (the rest of their turn), they are here and the front end does not ping them.
    """

    lines: list[Text] = field(default_factory=list)
    images: list[Image] = field(default_factory=list)
    mentions: list[int] = field(default_factory=list)
    ephemeral: bool = False
    private: dict[int, PrivatePart] = field(default_factory=dict)
    game_id: int | None = None
    game_name: str | None = None
    version: int | None = None
    status: str | None = None
    prompt: Text | None = None
    events: list[Event] = field(default_factory=list)
    results: list[ResultLine] | None = None
    actions: list[Action] = field(default_factory=list)
    paging: Paging | None = None
    replay: ReplayPosition | None = None
    vote: VoteCall | None = None
    already_made: bool = False
    hint: str | None = None
    acted_by: int | None = None

    def render(self, locale: str | None = "en") -> str:
        """All lines (and the prompt) as plain text, e.g. for the sandbox or a log."""
        texts = [*self.lines, *([self.prompt] if self.prompt else [])]
        return "\n".join(text.render(locale) for text in texts)

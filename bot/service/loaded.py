"""A game as the service holds it between requests: the row, its seats and the parsed
state at one version, plus the legal moves it has already computed for that version.

The service caches one `LoadedGame` per open game; a new version replaces it, so a
cached answer can never describe a different state than its version says.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.service.naming import Name, seat_name
from bot.store import GameRecord, SeatRecord
from engine import (
    Event,
    Game,
    GameState,
    Result,
    Text,
    normalise_locale,
    normalise_notation,
    with_seat_names,
)
from engine.move_tree import MoveTree


@dataclass(slots=True)
class LegalMoves:
    """One seat's legal moves at one version, as `(notation, label)` in each reader's
    language (Macao names its cards in the reader's words), with search text per locale."""

    game: Game[Any, Any, Any]
    moves: list[tuple[Any, Text]]
    entries_by_locale: dict[str, list[tuple[str, Text]]] = field(default_factory=dict)
    search: dict[str, list[str]] = field(default_factory=dict)

    def entries(self, locale: str) -> list[tuple[str, Text]]:
        """Every `(notation, label)`, the notation as a reader of `locale` types it."""
        loc = normalise_locale(locale)
        entries = self.entries_by_locale.get(loc)
        if entries is None:
            entries = [(self.game.notation_for(m, loc), label) for m, label in self.moves]
            self.entries_by_locale[loc] = entries
        return entries

    def matching(self, typed: str, locale: str, limit: int | None) -> list[tuple[str, Text]]:
        """Notation prefix matches first, then substring matches in notation or label."""
        entries = self.entries(locale)
        typed = normalise_notation(typed)
        if not typed:
            return entries[:limit]
        loc = normalise_locale(locale)
        search = self.search.get(loc)
        if search is None:
            search = [f"{n} {label.render(loc)}".lower() for n, label in entries]
            self.search[loc] = search
        first: list[tuple[str, Text]] = []
        then: list[tuple[str, Text]] = []
        for entry, text in zip(entries, search, strict=True):
            if entry[0].lower().startswith(typed):
                first.append(entry)
                if limit is not None and len(first) >= limit:
                    break
            elif typed in text:
                then.append(entry)
        return (first + then)[:limit]


@dataclass(slots=True)
class LoadedGame:
    """A game read at one version (`state` is None in the lobby)."""

    record: GameRecord
    seats: list[SeatRecord]
    game: Game[Any, Any, Any]
    state: GameState | None
    legal: dict[int, LegalMoves] = field(default_factory=dict)
    trees: dict[int, MoveTree] = field(default_factory=dict)
    prompts: dict[int, Text | None] = field(default_factory=dict)
    standings: Result | None = None

    @property
    def version(self) -> int:
        return self.record.version

    def seat_of(self, user_id: int) -> SeatRecord | None:
        return next((s for s in self.seats if s.user_id == user_id), None)

    def by_seat(self, seat: int) -> SeatRecord:
        return next(s for s in self.seats if s.seat == seat)

    def name_of(self, seat: SeatRecord) -> Name:
        """The seat's name as the table reads it, marked while the AI plays it."""
        return seat_name(seat, self.seats)

    def names(self, seats: list[int] | None = None) -> list[Name]:
        """Names of the given seats (all, in seat order, by default)."""
        if seats is None:
            return [self.name_of(s) for s in sorted(self.seats, key=lambda s: s.seat)]
        return [self.name_of(self.by_seat(seat)) for seat in seats]

    def named(self, text: Text) -> Text:
        """An engine message with its `seat(n)` placeholders replaced by player names."""
        return with_seat_names(text, self.names())  # type: ignore[arg-type]  # str or Text

    def named_event(self, event: Event) -> Event:
        """An engine event with player names in its public and its secret text."""
        secret = None if event.secret is None else self.named(event.secret)
        return event.model_copy(update={"text": self.named(event.text), "secret": secret})

    def to_act(self) -> list[int]:
        if self.state is None or self.record.status != "active":
            return []
        return self.game.to_act(self.state)

    def waiting_users(self) -> list[int]:
        """User ids of the people the game waits for, in the order the engine lists
        them, each once; a seat the AI plays is nobody to mention or remind."""
        seats = [self.by_seat(seat) for seat in self.to_act()]
        return list(dict.fromkeys(s.user_id for s in seats if s.is_human))

    def ai_to_act(self) -> list[int]:
        """The seats the AI must play now, in the order the engine lists them."""
        return [seat for seat in self.to_act() if self.by_seat(seat).is_ai]

    def humans(self) -> list[SeatRecord]:
        """The seats people play now, in seat order."""
        return [s for s in sorted(self.seats, key=lambda s: s.seat) if s.is_human]

    def result(self) -> Result:
        """The standings at this version (the engine's `result`), computed once."""
        if self.standings is None:
            assert self.state is not None
            self.standings = self.game.result(self.state)
        return self.standings

    def legal_for(self, seat: int) -> LegalMoves:
        """The seat's legal moves, computed once per version."""
        legal = self.legal.get(seat)
        if legal is None:
            assert self.state is not None
            moves = self.game.legal_moves(self.state, seat)
            labelled = [(m, self.named(self.game.label(m, self.state))) for m in moves]
            legal = LegalMoves(self.game, labelled)
            self.legal[seat] = legal
        return legal

    def tree_for(self, seat: int) -> MoveTree:
        """The seat's legal moves as the engine's step tree, built once per version."""
        tree = self.trees.get(seat)
        if tree is None:
            assert self.state is not None
            tree = self.trees[seat] = self.game.move_tree(self.state, seat)
        return tree

    def private_prompt(self, seat: int) -> Text | None:
        """What the seat is asked, in its own eyes (the view's prompt may name what only
        it may see, e.g. the contract it drew), else the public prompt; once per version."""
        if seat not in self.prompts:
            assert self.state is not None
            own = getattr(self.game.view(self.state, seat), "prompt", None)
            prompt = own or self.game.prompt(self.state, seat)
            self.prompts[seat] = None if prompt is None else self.named(prompt)
        return self.prompts[seat]

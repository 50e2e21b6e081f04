"""A game's move history as the table may read it, rebuilt from its seed and move log.

The log stores moves, not texts: each line is made by replaying the game, and says
what the move's events said when it was made (the engine's one wording of what
happened, in the past tense and naming who: "Ada took Count 2"), then what followed by
itself (a round began, the dice were rolled). Until the game ends, a secret move shows
only its public text ("Ada kept 2 goal cards") and no notation; afterwards everything
may be read, as the final scoring reveals it anyway.

The same replay keeps a state every `CHECKPOINT_EVERY` plies (deflated, as the store
keeps states), so a replay can show any position by replaying a few moves from the
nearest checkpoint instead of the whole game.

Changes of who plays a seat (a player left, came back, or the AI took over by the
table's vote) are not moves: they are stored apart (`seat_changes`) and shown between
the moves they came between, and every line names the seat as it was played then.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from bot.service.loaded import LoadedGame
from bot.service.naming import Name, level_text, person_name, seat_name
from bot.store import GameRecord, MoveRecord, SeatChange, SeatRecord
from bot.store.codec import pack_state, unpack_state
from engine import Event, Game, GameState, Text, t, with_seat_names

CHECKPOINT_EVERY = 8  # plies between kept states: at most 7 moves to replay for a position


@dataclass(frozen=True, slots=True)
class HistoryLine:
    """One live move as the table may read it: what its events said (the move's own
    first, then what followed by itself) and its notation."""

    ply: int
    seat: int
    said: tuple[Text, ...]
    notation: str | None  # None while the move is secret

    @property
    def move(self) -> Text:
        """The statement of the move itself ("Ada took 3 gold")."""
        return self.said[0]

    @property
    def after(self) -> tuple[Text, ...]:
        """What followed the move by itself."""
        return self.said[1:]


def said(events: Sequence[Event], reveal: bool) -> tuple[Text, ...]:
    """What the table may read of a move's events (every secret one in full once the game
    is over); the engine tells the move itself first."""
    return tuple(event.text_for(None, revealed=reveal) for event in events)


def move_of(game: Game[Any, Any, Any], entry: MoveRecord) -> Any:
    """The engine move a log row stores (as its notation, which parses back exactly)."""
    return game.parse_move(entry.notation)


@dataclass(frozen=True, slots=True)
class Replayed:
    """A game replayed once: the line of every move, the moves themselves as
    `(seat, notation)`, and a state every `every` plies from ply 0 (deflated JSON)."""

    lines: list[HistoryLine]
    moves: list[tuple[int, str]]
    checkpoints: list[bytes]
    every: int

    @property
    def plies(self) -> int:
        return len(self.moves)


def replay_game(
    game: Game[Any, Any, Any],
    record: GameRecord,
    num_seats: int,
    moves: Sequence[MoveRecord],
    *,
    reveal: bool,
    every: int = CHECKPOINT_EVERY,
    visit: Callable[[int, GameState], None] | None = None,
) -> Replayed:
    """Replay the game from its seed through `moves`, keeping what each move's events
    said and checkpoints; `visit(ply, state)` sees every state from ply 0 on.

    `reveal` shows secret moves in full (the game is over). Pure and CPU-bound: the
    service runs it in an executor.
    """
    state = game.setup(num_seats, json.loads(record.options), record.seed)
    lines: list[HistoryLine] = []
    checkpoints: list[bytes] = []
    if visit is not None:
        visit(0, state)
    for index, entry in enumerate(moves):
        if index % every == 0:
            checkpoints.append(pack_state(game.to_json(state)))
        move = move_of(game, entry)
        secret = not reveal and game.redacted(state, entry.seat, move) is not None
        state, events = game.apply(state, entry.seat, move)
        notation = None if secret else entry.notation
        lines.append(HistoryLine(entry.ply, entry.seat, said(events, reveal), notation))
        if visit is not None:
            visit(index + 1, state)
    if len(moves) % every == 0:
        checkpoints.append(pack_state(game.to_json(state)))
    return Replayed(lines, [(m.seat, m.notation) for m in moves], checkpoints, every)


def state_at(game: Game[Any, Any, Any], replayed: Replayed, ply: int) -> GameState:
    """The state after `ply` moves (0: the start), from the nearest checkpoint."""
    if not 0 <= ply <= replayed.plies:
        raise ValueError(f"ply {ply} is outside 0..{replayed.plies}")
    base = ply // replayed.every
    packed = unpack_state(replayed.checkpoints[base])
    assert packed is not None
    state = game.from_json(packed)
    for seat, notation in replayed.moves[base * replayed.every : ply]:
        state, _ = game.apply(state, seat, game.parse_move(notation))
    return state


class _Seating:
    """Who played each seat at a point of the log, walked forward from the start
    (people play their own seats then; an added AI seat never changes hands)."""

    def __init__(self, seats: Sequence[SeatRecord]) -> None:
        self.seats = {
            s.seat: replace(s, ai_level=None) if s.has_person or s.is_former else s for s in seats
        }

    def apply(self, change: SeatChange) -> None:
        seat = self.seats[change.seat]
        if change.change in ("left", "voted_ai"):
            self.seats[change.seat] = replace(seat, ai_level=change.ai_level)
        elif change.change == "rejoined":
            self.seats[change.seat] = replace(seat, ai_level=None)

    def names(self) -> list[Name]:
        seats = list(self.seats.values())
        return [seat_name(self.seats[n], seats) for n in sorted(self.seats)]


def typed_for(game: Game[Any, Any, Any], locale: str | None) -> Callable[[str], str]:
    """The stored notation as a reader of `locale` is shown it (Macao names its cards in
    the reader's language); unchanged without a locale."""
    if locale is None:
        return str
    return lambda notation: game.notation_for(game.parse_move(notation), locale)


def move_lines(
    entry: HistoryLine, names: Sequence[Name], typed: Callable[[str], str] = str
) -> list[Text]:
    """A move on a log page: numbered, what it did (with its notation unless it is
    secret, as `typed` gives it for the reader), then what followed by itself, one
    indented line each (short lines for a phone's width)."""
    said = [with_seat_names(text, names) for text in entry.said]  # type: ignore[arg-type]
    number = entry.ply + 1
    if entry.notation is None:
        first = t("bot.msg.log_secret", number=number, move=said[0])
    else:
        notation = typed(entry.notation)
        first = t("bot.msg.log_line", number=number, move=said[0], notation=notation)
    return [first, *(t("bot.msg.log_after", event=text) for text in said[1:])]


def change_line(seat: SeatRecord, change: SeatChange) -> Text:
    """A change of who plays a seat, as the log shows it between the moves."""
    text = t(
        f"bot.log.{change.change}", player=person_name(seat), level=level_text(change.ai_level)
    )
    return t("bot.msg.log_change", change=text)


def log_entries(
    loaded: LoadedGame,
    history: Sequence[HistoryLine],
    changes: Sequence[SeatChange],
    locale: str | None = None,
) -> list[list[Text]]:
    """The log's entries, each a few lines: every move as the table may read it (names
    as the seats were played then, notation as a reader of `locale` types it), and each
    seat change where it happened."""
    seating = _Seating(loaded.seats)
    pending = list(changes)
    entries: list[list[Text]] = []

    def changes_until(ply: int | None) -> None:
        while pending and (ply is None or pending[0].ply <= ply):
            change = pending.pop(0)
            entries.append([change_line(seating.seats[change.seat], change)])
            seating.apply(change)

    for entry in history:
        changes_until(entry.ply)
        entries.append(move_lines(entry, seating.names(), typed_for(loaded.game, locale)))
    changes_until(None)
    return entries

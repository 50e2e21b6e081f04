"""The contract every game implements (see DESIGN.md, "The engine contract").

`Game.apply` is written once here: it checks seat and turn, asks the game whether the
move is legal, applies it to a deep copy (so a rejected or crashing move leaves the
caller's state untouched) and maintains the undo barrier.
"""

from __future__ import annotations

import hashlib
from abc import ABC, abstractmethod
from collections.abc import Hashable, Mapping, Sequence
from typing import Any, ClassVar, Generic, TypeVar

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from engine.errors import IllegalMove
from engine.i18n import Text, and_list, t
from engine.i18n import seat as seat_text
from engine.move_tree import MoveTree, Step
from engine.notation import guard_length
from engine.option_errors import option_problem
from engine.rng import Rng


class Options(BaseModel):
    """Base for a game's options. `for_seats` resolves defaults that depend on the seat count."""

    model_config = ConfigDict(extra="forbid")

    def for_seats(self, num_seats: int) -> Options:
        return self


class Move(BaseModel):
    """Base for a game's moves: small, immutable, comparable values."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class Event(BaseModel):
    """Something that happened, for the log and the message after a move.

    `text` is what everyone may read; an event caused by a seat names that seat (as
    `seat(n)`) in it. `secret`, when set, is the full text that only `seat` may read
    until the game ends (e.g. which goal cards were kept); `text` then says only what
    the table may know ("Ada kept 2 goal cards").
    """

    kind: str
    seat: int | None = None
    text: Text
    secret: Text | None = None
    data: dict[str, Any] = Field(default_factory=dict)  # a literal {} is deep-copied per event

    def text_for(self, viewer: int | None, revealed: bool = False) -> Text:
        """The text `viewer` (None: everyone) may read; `revealed` once the game is over."""
        if self.secret is not None and (revealed or (viewer is not None and viewer == self.seat)):
            return self.secret
        return self.text


class ScoreLine(BaseModel):
    category: str
    label: Text
    points: int


class Standing(BaseModel):
    seat: int
    rank: int
    score: int
    breakdown: list[ScoreLine]
    tiebreak: list[int] = []


class Result(BaseModel):
    """Final standings, best first; equal ranks share a place."""

    standings: list[Standing]

    @property
    def winners(self) -> list[int]:
        return [s.seat for s in self.standings if s.rank == 1]

    def standing(self, seat: int) -> Standing:
        return next(s for s in self.standings if s.seat == seat)


class View(BaseModel):
    """Base for what one seat (or a spectator, `viewer=None`) may see.

    The engine does not know player names; the service fills `seat_names` before rendering.
    """

    game: str
    viewer: int | None = None
    seat_names: list[str] = []
    to_act: list[int] = []
    is_over: bool = False
    result: Result | None = None  # the final standings, once the game is over

    def seat_name(self, seat: int) -> str:
        if 0 <= seat < len(self.seat_names) and self.seat_names[seat]:
            return self.seat_names[seat]
        return f"P{seat + 1}"


def rank_standings(entries: Sequence[tuple[int, int, list[ScoreLine], list[int]]]) -> Result:
    """Rank `(seat, score, breakdown, tiebreak)` by score, then tiebreak values (higher wins).

    Players equal in score and every tiebreak share the rank (a shared win).
    """
    ordered = sorted(entries, key=lambda e: (-e[1], [-v for v in e[3]], e[0]))
    standings: list[Standing] = []
    for index, (seat, score, breakdown, tiebreak) in enumerate(ordered):
        if index and (score, tiebreak) == (ordered[index - 1][1], ordered[index - 1][3]):
            rank = standings[-1].rank
        else:
            rank = index + 1
        standings.append(
            Standing(seat=seat, rank=rank, score=score, breakdown=breakdown, tiebreak=tiebreak)
        )
    return Result(standings=standings)


UNDO_BARRIER = -1


class GameState(BaseModel):
    """Fields every game's state carries. Games subclass it."""

    game: str
    num_seats: int
    seed: int
    rng: Rng
    move_count: int = 0
    undo_floor: int = 0
    last_seat: int | None = None


StateT = TypeVar("StateT", bound=GameState)
MoveT = TypeVar("MoveT", bound=Move)
OptionsT = TypeVar("OptionsT", bound=Options)


def _step_key(text: str) -> str:
    """A text as a step key: lower case, spaces and other signs folded to `_`, at most 16
    characters (a hash keeps longer texts apart)."""
    key = "".join(c if c.isascii() and (c.isalnum() or c in "+-") else "_" for c in text.lower())
    if len(key) <= 16:
        return key or "_"
    return key[:9] + "-" + hashlib.sha1(text.encode()).hexdigest()[:6]


class Game(ABC, Generic[StateT, MoveT, OptionsT]):
    """One board game's rules. Instances are stateless; all state is in `StateT`."""

    name: ClassVar[str]
    version: ClassVar[int] = 1
    min_seats: ClassVar[int]
    max_seats: ClassVar[int]
    options_model: ClassVar[type[Options]]
    state_model: ClassVar[type[GameState]]
    move_model: ClassVar[Any]  # a Move subclass or an annotated union of them
    # Topics of the game's short rules help, in the order players are offered them. Each
    # topic has two catalogue messages: `<name>.help.title.<topic>` (its name) and
    # `<name>.help.text.<topic>` (the summary, with typable notation examples). The help
    # lives with the game so every front end (Discord, the terminal sandbox) shows the same.
    # Tests check that every topic has both texts in every language, and parse every
    # notation example (in backticks), so the help never shows a move the engine refuses.
    help_topics: ClassVar[tuple[str, ...]] = ()
    # The catalogue key of the hint a refusal of unreadable notation shows.
    notation_hint: ClassVar[str]
    # Points of lead that make a position clearly better: a typical winning margin
    # between fair players of the game (the strength bench's blunders are moves worse
    # than the best by half of it, one move ahead).
    score_scale: ClassVar[float] = 10.0
    # The most moves an AI search plays on with `playout_move` before it judges a
    # position (None: as many as the AI's level says). A game whose picker misleads the
    # judgement more than it informs it sets a small number (measured with the strength
    # bench).
    search_rollout: ClassVar[int | None] = None
    # Whether a turn is several moves of one seat that only make sense together, so the
    # AI plans whole turns (`engine.ai.plan`) where its level has a plan width.
    plans_turns: ClassVar[bool] = False

    @property
    def title(self) -> Text:
        return t(f"{self.name}.title")

    @property
    def move_adapter(self) -> TypeAdapter[Any]:
        adapter = self.__dict__.get("_move_adapter")
        if adapter is None:
            adapter = TypeAdapter(self.move_model)
            self.__dict__["_move_adapter"] = adapter
        return adapter

    # -- set-up -----------------------------------------------------------------------

    def make_options(
        self, num_seats: int, raw: Mapping[str, Any] | Options | None = None
    ) -> OptionsT:
        """Validate options and resolve seat defaults. A refused option raises IllegalMove
        naming the option and the values it takes, in both languages."""
        try:
            if isinstance(raw, Options):
                options = self.options_model.model_validate(raw.model_dump())
            else:
                options = self.options_model.model_validate(dict(raw or {}))
        except ValidationError as error:
            raise IllegalMove(option_problem(self.options_model, self.name, error)) from None
        return options.for_seats(num_seats)  # type: ignore[return-value]

    def setup(
        self, num_seats: int, options: Mapping[str, Any] | Options | None = None, seed: int = 0
    ) -> StateT:
        if not self.min_seats <= num_seats <= self.max_seats:
            raise IllegalMove(
                "core.err.seat_count", low=self.min_seats, high=self.max_seats, got=num_seats
            )
        resolved = self.make_options(num_seats, options)
        return self._setup(num_seats, resolved, seed, Rng.from_seed(seed))

    @abstractmethod
    def _setup(self, num_seats: int, options: OptionsT, seed: int, rng: Rng) -> StateT: ...

    # -- whose turn, what is legal ----------------------------------------------------

    @abstractmethod
    def to_act(self, state: StateT) -> list[int]:
        """Seats whose decision is awaited (several in simultaneous steps); [] when over."""

    @abstractmethod
    def legal_moves(self, state: StateT, seat: int) -> list[MoveT]:
        """Every legal move for `seat` now ([] if the seat is not to act)."""

    def check(self, state: StateT, seat: int, move: MoveT) -> None:
        """Raise IllegalMove if `move` is not legal. Games override it for precise reasons."""
        if move not in self.legal_moves(state, seat):
            raise IllegalMove("core.err.not_legal_now", move=self.format_move(move))

    def prompt(self, state: StateT, seat: int) -> Text | None:
        """What `seat` is being asked to decide, if anything (for the bot's message)."""
        return None

    def opening(self, state: StateT) -> list[Text]:
        """What the table is told as the game starts that neither the board nor the seat
        order says: who begins and why (a start player drawn by lot, characters chosen in
        reverse order). Public: read from what every seat sees."""
        return []

    # -- applying ---------------------------------------------------------------------

    def apply(self, state: StateT, seat: int, move: MoveT | str) -> tuple[StateT, list[Event]]:
        """Apply a move by `seat`; the given state is never modified. Typed text is
        guarded, expanded (`expand`) and parsed first."""
        if isinstance(move, str):
            move = self.read_move(state, seat, move)
        if self.is_over(state):
            raise IllegalMove("core.err.game_over")
        if not 0 <= seat < state.num_seats:
            raise IllegalMove("core.err.no_such_seat", seat=seat)
        acting = self.to_act(state)
        if seat not in acting:
            raise IllegalMove(
                "core.err.not_your_turn", players=and_list([seat_text(n) for n in acting])
            )
        self.check(state, seat, move)
        return self._successor(state, seat, move, acting)

    def advance(self, state: StateT, seat: int, move: MoveT) -> StateT:
        """The state after `move`, which the caller took from `legal_moves(state, seat)`
        itself: nothing is checked again and the events are dropped. For AI search, which
        applies hundreds of thousands of its own legal moves; anything a player or the
        bot submits goes through `apply`."""
        return self._successor(state, seat, move, self.to_act(state))[0]

    def _successor(
        self, state: StateT, seat: int, move: MoveT, acting: list[int]
    ) -> tuple[StateT, list[Event]]:
        new_state = self.copy_state(state)
        events = self._apply(new_state, seat, move)
        new_state.move_count += 1
        new_state.last_seat = seat
        if (
            new_state.undo_floor == UNDO_BARRIER
            or new_state.rng.state != state.rng.state
            or self.to_act(new_state) != acting
        ):
            new_state.undo_floor = new_state.move_count
        return new_state, events

    def copy_state(self, state: StateT) -> StateT:
        """A deep, independent copy (a dump/validate round trip is 4x faster than deepcopy)."""
        return type(state).model_validate(state.model_dump())

    def playout_move(self, state: StateT, seat: int, moves: list[MoveT], rng: Rng) -> MoveT:
        """The move a random playout picks; games where uniform play never ends override it."""
        return moves[rng.below(len(moves))]

    @abstractmethod
    def _apply(self, state: StateT, seat: int, move: MoveT) -> list[Event]:
        """Change `state` (a private copy) in place; only called with a legal move."""

    @staticmethod
    def mark_irreversible(state: GameState) -> None:
        """Call from `_apply` when a move reveals something, so it cannot be undone."""
        state.undo_floor = UNDO_BARRIER

    def can_undo(self, state: StateT, seat: int) -> bool:
        """BGA policy: your own moves of this turn, never past a roll, a draw or a hand-over."""
        return state.last_seat == seat and state.move_count > state.undo_floor

    # -- end --------------------------------------------------------------------------

    @abstractmethod
    def is_over(self, state: StateT) -> bool: ...

    @abstractmethod
    def result(self, state: StateT) -> Result:
        """Scores (with breakdown) and ranks; for a running game, the current standings."""

    def score_now(self, state: StateT, seat: int) -> int | None:
        """The points `seat` holds now where a running game's standings (`result`) are a
        projection of the final scoring (points still to come or go at the end); None
        where the standings are the score itself. Whoever shows a running score shows
        both, the standings marked as the projection."""
        return None

    # -- what a seat may see ----------------------------------------------------------

    @abstractmethod
    def view(self, state: StateT, seat: int | None) -> View:
        """What `seat` (or a spectator, for None) may see; hidden information stays out."""

    # -- notation ---------------------------------------------------------------------

    @property
    def hint(self) -> Text:
        """The notation hint a refusal of unreadable text shows."""
        return t(self.notation_hint)

    def parse_move(self, text: str) -> MoveT:
        """Notation to move; raises IllegalMove("core.err.bad_notation") on garbage. Text
        longer than any move is refused before the game's parser sees it."""
        return self._parse(guard_length(text, self.hint))

    @abstractmethod
    def _parse(self, text: str) -> MoveT:
        """The game's notation parser (`engine.notation` holds what parsers share)."""

    def read_move(self, state: StateT, seat: int, text: str) -> MoveT:
        """What `seat` typed in `state` as a move: guarded, expanded, parsed. Legality is
        checked by `apply`."""
        return self.parse_move(self.expand(guard_length(text, self.hint), state, seat))

    def expand(self, text: str, state: StateT, seat: int) -> str:
        """Typed text as full notation, given whose move in which state it is: a game that
        accepts abbreviations (`activate kapitän` for the one legal `activate Kapitän 2
        pay RG`) returns the notation they stand for. The default takes text as typed."""
        return text

    @abstractmethod
    def format_move(self, move: MoveT) -> str:
        """Move to its compact, typable notation (parse_move(format_move(m)) == m)."""

    def notation_for(self, move: MoveT, locale: str | None) -> str:
        """The notation a reader of `locale` is shown and may type: the stored notation,
        unless the game's notation names things in words of a language (Macao's cards),
        which are then given in the reader's language. It parses back to the same move."""
        return self.format_move(move)

    @abstractmethod
    def label(self, move: MoveT, state: StateT | None = None) -> Text:
        """The move in words for choosing it (menus, the picker, autocomplete): an
        imperative label, richer when `state` is given. What happened is the events'."""

    def legal_notation(self, state: StateT, seat: int) -> list[tuple[str, Text]]:
        return [(self.format_move(m), self.label(m, state)) for m in self.legal_moves(state, seat)]

    # -- secrets ----------------------------------------------------------------------

    def redacted(self, state: StateT, seat: int, move: MoveT) -> Text | None:
        """What everyone but `seat` reads of `move` (made by `seat` in `state`) when the
        move is secret, e.g. "Ada kept 2 goal cards"; None when the move may be shown.

        The text names the player (as `seat(n)`) but neither the move's notation nor
        its content. Until the game ends, the log and anything shown to others tell
        the move by its public event text, which says the same.
        """
        return None

    # -- choosing a move step by step -------------------------------------------------

    def move_steps(self, state: StateT, seat: int, move: MoveT) -> tuple[Step, ...]:
        """How a legal move decomposes for a picker: kind, then piece, then place, then
        payment (see `engine.move_tree`). The default is two steps, the notation's first
        word and then the move itself; games with many moves split them further."""
        notation = self.format_move(move)
        kind = notation.split(" ", 1)[0].lower() or "move"
        return (
            Step(_step_key(kind), t("core.step.kind", kind=kind)),
            Step(_step_key(notation), self.label(move, state)),
        )

    def move_tree(self, state: StateT, seat: int) -> MoveTree:
        """The seat's legal moves arranged by `move_steps`."""
        return MoveTree(
            (self.move_steps(state, seat, move), move) for move in self.legal_moves(state, seat)
        )

    # -- for AI players ---------------------------------------------------------------

    def distinct_moves(self, state: StateT, seat: int) -> list[MoveT]:
        """The legal moves without those that do exactly what an earlier one does (in
        Caravan, placing any of the camels still in the supply on a cell is one move): what
        the AI and hints choose among, so a search does not split its visits between
        twins and advice never lists one move twice. Every move kept is legal."""
        return self.legal_moves(state, seat)

    def representative(self, state: StateT, seat: int, move: MoveT) -> MoveT:
        """The move among `distinct_moves` that does what the legal `move` does."""
        return move

    def position_key(self, state: StateT) -> Hashable:
        """A key equal for two states exactly when they are the same position (what is
        on the table and whose move it is), so a turn planner merges the orders of moves
        that lead to one place. The default is the whole state as JSON, which merges only
        orders of moves that leave no trace of their order."""
        return self.to_json(state)

    def resample(self, state: StateT, seat: int, rng: Rng) -> StateT:
        """A state `seat` cannot tell apart from `state`: everything the seat cannot see
        (pile and bag order, other players' secret cards, the future dice) drawn anew
        from `rng`. It must depend only on what `view(state, seat)` shows, so a search
        over resampled states never reads the real hidden state (OpenSpiel's
        `ResampleFromInfostate`). The default suits games whose only secret is the
        future: it replaces the random number state. Games with hidden cards override it.
        """
        sampled = self.copy_state(state)
        sampled.rng = Rng(state=rng.next_u64())
        return sampled

    def evaluate(self, state: StateT, seat: int) -> float:
        """How good `state` looks for `seat`, in points: its score minus the best other
        seat's (AI search cut-offs). Games may add what the score does not yet count."""
        scores = {s.seat: s.score for s in self.result(state).standings}
        others = [score for other, score in scores.items() if other != seat]
        return scores.get(seat, 0) - (max(others) if others else 0)

    def evaluation_parts(self, state: StateT, seat: int) -> dict[str, float]:
        """`evaluate` split into named parts that sum to it, so advice can say what a
        move improves. The default is a single part."""
        return {"lead": float(self.evaluate(state, seat))}

    def reasons(self, before: StateT, after: StateT, seat: int) -> list[Text]:
        """Up to two reasons in the player's words why `after` (a move later) is
        better for `seat` than `before`, from what `evaluation_parts` values; none by
        default. Both states are the seat's own resampled world, never the real one."""
        return []

    # -- persistence ------------------------------------------------------------------

    def to_json(self, state: StateT) -> str:
        return state.model_dump_json()

    def from_json(self, data: str | bytes) -> StateT:
        return self.state_model.model_validate_json(data)  # type: ignore[return-value]

    def move_to_json(self, move: MoveT) -> str:
        return self.move_adapter.dump_json(move).decode()

    def move_from_json(self, data: str | bytes) -> MoveT:
        return self.move_adapter.validate_json(data)

    def replay(
        self,
        num_seats: int,
        options: Mapping[str, Any] | Options | None,
        seed: int,
        moves: Sequence[tuple[int, MoveT | str]],
    ) -> StateT:
        """Rebuild a state from its seed and move log (undo, repairs, tests)."""
        state = self.setup(num_seats, options, seed)
        for seat, move in moves:
            state, _ = self.apply(state, seat, move)
        return state

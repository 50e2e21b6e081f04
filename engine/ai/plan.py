"""Turn planning: a seat's whole turn chosen as one decision, answered by the next seat's.

Where a turn is several moves of one seat that only make sense together (Caravan's four
actions: place a camel, take the good under it, carry it along the chain), a tree search
opening one move at a time among a few hundred spreads its visits too thinly to find a
sequence. A game that says so (`Game.plans_turns`) is played by this planner instead:

- it searches the turn's sequences in a beam: after each move the `plan_width` best
  positions by the seat's evaluated lead are kept, transpositions merged
  (`Game.position_key`);
- it takes the best positions at the turn's end (`plan_answers`, at most two per first
  move, so advice has several moves to offer) and lets the next seat answer each with
  its own best turn, found the same way with a narrower beam (`plan_answer_width`);
- where the seat then moves again (2 players), it plans its own next turn after that
  answer too (`plan_follow_width`), so a turn that prepares the next one (a chain built
  towards a city, a good left where the rival cannot take it) is worth what it prepares;
- it plays the first move of the sequence whose answered position it likes best.

A position is judged by the seat's evaluated lead, and where the game is over by the
final lead plus `OUTCOME` points for first place alone (minus for any other place), so a
won game is worth more than any margin: the planner does not end a game it is losing by
a little when it could play on, nor play on for a bigger margin when it can end a game
it has won. An outcome that comes only after the planned turn counts `LATER` points
less, so a seat that can win now does not put the win off to a next turn that would look
just as good at every turn (two planning seats would otherwise never end a game).

It plans in `plan_worlds` worlds resampled from the seat's view (`Game.resample`), so it
never reads what the seat cannot see, and it plans afresh at every move, so a draw that
changes the table (a refill) changes the rest of the plan.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

from engine.ai.levels import Level
from engine.game import Game, GameState
from engine.rng import Rng

PER_FIRST_MOVE = 2  # turn ends answered per first move at most
OUTCOME = 20.0  # points a finished game is judged better for first place alone (and
# worse for any other place) than its final lead says; a shared first place adds none
LATER = 2.0  # points the outcome counts less when the game ends only after the turn
# planned (in the answer or the seat's next turn): a game the seat can win now is won
# now, not put off to a next turn that would look just as good at every turn


@dataclass(slots=True)
class Line:
    """A sequence of one seat's moves within its turn, and where it leads."""

    state: GameState
    first: str  # the notation of the sequence's first move
    value: float  # how the seat judges `state` (`judge`)


@dataclass(frozen=True, slots=True)
class Ranked:
    """A first move, the mean over the worlds planned of how the seat judges its best
    answered plan (`value`, what the moves are ranked by) and of its evaluated lead
    there (`lead`, in the game's points), and in how many worlds a kept plan began
    with it."""

    move: Any
    value: float
    lead: float
    worlds: int


@dataclass(frozen=True, slots=True)
class Ranking:
    """A decision's plans: the first moves best first, the worlds planned in, the
    positions evaluated and whether the time cap cut the planning short (for logs and
    the benchmark)."""

    moves: list[Ranked]
    worlds: int
    evaluated: int
    capped: bool = False


class Planner:
    """One decision's planning: the game, the planning seat and the level's beam sizes."""

    def __init__(
        self,
        game: Game[Any, Any, Any],
        seat: int,
        level: Level,
        out: Callable[[], bool] | None = None,
    ) -> None:
        self.game = game
        self.seat = seat
        self.level = level
        self._time_up = out or _never
        self.evaluated = 0  # positions evaluated (for logs and the benchmark)
        self.capped = False  # whether the time cap cut the planning short

    def out(self) -> bool:
        """Whether the level's time is up; asked only where the answer cuts the planning
        short, so a yes is remembered as the decision's cap (`capped`)."""
        if self._time_up():
            self.capped = True
        return self.capped

    def turn_ends(self, start: GameState, actor: int, width: int, first: str = "") -> list[Line]:
        """The best distinct positions at the end of `actor`'s turn from `start`, by the
        actor's own evaluated lead, best first (`first` names the move that led to
        `start`, if the planning began before it). When the time is up, the positions
        found so far count as ends, where the turn stands (the time is asked before each
        position is grown, so the cap is overrun by one position's moves at most)."""
        game = self.game
        frontier = [Line(start, first, 0.0)]
        ended: dict[Hashable, Line] = {}
        while frontier:
            grown: dict[Hashable, Line] = {}
            hurried = False
            for line in frontier:
                if (grown or ended) and self.out():
                    hurried = True
                    break
                for move in game.distinct_moves(line.state, actor):
                    after = game.advance(line.state, actor, move)
                    first_move = line.first or game.format_move(move)
                    found = Line(after, first_move, judge(game, after, actor))
                    self.evaluated += 1
                    done = game.is_over(after) or game.to_act(after) != [actor]
                    into = ended if done else grown
                    key = game.position_key(after)
                    known = into.get(key)
                    if known is None or known.value < found.value:
                        into[key] = found
            kept = sorted(grown.items(), key=lambda item: -item[1].value)[:width]
            if kept and (hurried or self.out()):
                ended.update(kept)
                break
            frontier = [line for _, line in kept]
        return sorted(ended.values(), key=lambda line: -line.value)

    def answered(self, line: Line) -> GameState:
        """The position after `line`'s end, the next seat's best turn, and the planning
        seat's own best next turn if the level plans one and the seat acts next."""
        game = self.game
        rival = None if game.is_over(line.state) else game.to_act(line.state)[0]
        if rival is None or rival == self.seat:  # over, or cut short by the time cap
            return line.state
        replies = self.turn_ends(line.state, rival, self.level.plan_answer_width)
        state = replies[0].state if replies else line.state
        width = self.level.plan_follow_width
        follows = (
            self.turn_ends(state, self.seat, width)
            if width and not game.is_over(state) and game.to_act(state) == [self.seat]
            and not self.out()
            else []
        )  # fmt: skip
        return follows[0].state if follows else state

    def values(
        self, world: GameState, must: Any | None = None
    ) -> dict[str, tuple[float, float]]:
        """In one world, each kept first move's best answered position (by notation), as
        the seat judges it and its evaluated lead there; `must` (a legal move) is valued
        even when no kept plan begins with it."""
        ends = self.turn_ends(world, self.seat, self.level.plan_width)
        chosen: list[Line] = []
        per_first: dict[str, int] = {}
        for line in ends:
            taken = per_first.get(line.first, 0)
            if taken < PER_FIRST_MOVE:
                per_first[line.first] = taken + 1
                chosen.append(line)
                if len(chosen) == self.level.plan_answers:
                    break
        needed = "" if must is None else self.game.format_move(must)
        if needed and needed not in per_first:
            chosen.extend(self.after(world, must)[:PER_FIRST_MOVE])
        values: dict[str, tuple[float, float]] = {}
        for line in chosen:
            if values and line.first != needed and self.out():
                continue
            end = self.answered(line)
            value = judge(self.game, end, self.seat, later=end is not line.state)
            if line.first not in values or value > values[line.first][0]:
                values[line.first] = (value, self.game.evaluate(end, self.seat))
        return values

    def after(self, world: GameState, move: Any) -> list[Line]:
        """The best turn ends of the plans that begin with `move`."""
        game = self.game
        notation = game.format_move(move)
        state = game.advance(world, self.seat, move)
        if game.is_over(state) or game.to_act(state) != [self.seat]:
            return [Line(state, notation, judge(game, state, self.seat))]
        return self.turn_ends(state, self.seat, self.level.plan_width, notation)


def rank(
    game: Game[Any, Any, Any],
    state: GameState,
    seat: int,
    level: Level,
    rng: Rng,
    must: Any | None = None,
    out: Callable[[], bool] | None = None,
) -> Ranking:
    """The seat's first moves of the best plans, best first, each with how the seat
    judges its answered plan and its lead there, averaged over `level.plan_worlds`
    worlds resampled from the seat's view (in a world where no kept plan began with it,
    a move counts that world's lowest value and lowest lead). `must`
    is ranked too, kept plan or not (a review's played move). `out` says when the
    level's time is up: the planning then ends as soon as it has a plan (no further
    world, no further answer, the turn judged where it stands)."""
    moves = {game.format_move(move): move for move in game.distinct_moves(state, seat)}
    if must is not None:
        moves.setdefault(game.format_move(must), must)
    planner = Planner(game, seat, level, out)
    per_world: list[dict[str, tuple[float, float]]] = []
    while len(per_world) < max(1, level.plan_worlds) and not (per_world and planner.out()):
        per_world.append(planner.values(game.resample(state, seat, rng), must))
    named = {notation for values in per_world for notation in values if notation in moves}
    ranked = []
    for notation in named:
        pairs = [values.get(notation) or _lowest(values) for values in per_world]
        found = sum(notation in values for values in per_world)
        value = sum(pair[0] for pair in pairs) / len(pairs)
        lead = sum(pair[1] for pair in pairs) / len(pairs)
        ranked.append(Ranked(moves[notation], value, lead, found))
    ranked.sort(key=lambda r: (-r.value, -r.worlds, game.format_move(r.move)))
    return Ranking(ranked, len(per_world), planner.evaluated, planner.capped)


def judge(game: Game[Any, Any, Any], state: GameState, seat: int, later: bool = False) -> float:
    """How the planning seat judges a position: its evaluated lead, and once the game
    is over that lead plus `OUTCOME` for first place alone, minus it for any other
    place (a lead decides games, so past the end only winning counts); `LATER` less of
    either where the game ends `later` than the turn planned."""
    lead = game.evaluate(state, seat)
    if not game.is_over(state):
        return lead
    winners = game.result(state).winners
    outcome = OUTCOME - LATER if later else OUTCOME
    if winners == [seat]:
        return lead + outcome
    return lead if seat in winners else lead - outcome


def _lowest(values: dict[str, tuple[float, float]]) -> tuple[float, float]:
    """A world's lowest value and lowest lead: what a move no kept plan began with counts."""
    return min(value for value, _ in values.values()), min(lead for _, lead in values.values())


def _never() -> bool:
    return False

"""A finished game reviewed by the AI: the moves that cost each seat the most, and every
seat's chance of winning over the game.

The review replays the game from its start and its moves and judges decisions with the
search an AI seat runs (`search.Search`), each from what its deciding seat could know
then: the search resamples every world from that seat's view at that point, so another
seat's secrets never judge a move. A move's cost is the search's mean reward of the move
it prefers (the most visited) minus that of the move played, both from the one search
(the played move is opened at the root from the start, so it always gets its share).

The budget is bounded, whatever the game's length:
- only a seat's decisions at the start of its turns are judged (the turn's main choice;
  a turn's follow-up steps are left out), and of those at most `PER_SEAT`, evenly
  spread over the game; a decision with a single legal move costs nothing and is not
  searched;
- each judged decision gets `LEVEL.iterations` resampled worlds (a small count, with a
  CPU cap per decision as the AI levels have), or, where the AI plans whole turns, the
  `normal` level's planning (`plan.rank`), which prices the move played by the best
  plan through it;
- the chance of winning is read at most at `CHART_POINTS` turn starts, evenly spread,
  from `ROLLOUTS` short playouts of worlds resampled from the spectator's view (what the
  table saw then): each seat's mean reward as the search judges a position (by rank
  where the game ended, else by its evaluated lead), shared out to sum to one; once the
  game is over, its result.
`bench/review_cost.py` measures the CPU time of a seeded full game of each title.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.ai import plan
from engine.ai.levels import Level
from engine.ai.search import Clock, Node, Search, best_move, lead_reward, plans, run
from engine.game import Game, GameState
from engine.rng import Rng

# Unstretched: a review wants fair estimates of the move played and the best one, not
# a search that settles on the best quickly and leaves the played move few visits. Games
# whose AI plans whole turns are judged by the `normal` level's plans.
LEVEL = Level(
    "review", iterations=96, rollout=8, exploration=0.7, seconds=2.0, stretch=False,
    plan_width=8, plan_answers=6, plan_answer_width=2,
)  # fmt: skip
PER_SEAT = 15  # decisions judged per seat at most
COUNT = 3  # costliest moves kept per seat
CHART_POINTS = 40  # turn starts at which the chances are read, at most
ROLLOUTS = 16  # spectator playouts per chance reading


@dataclass(frozen=True, slots=True)
class Mistake:
    """A judged move: the seat, the ply it was played at (0-based, the board before it is
    the state after `ply` moves), the move played and the one the search preferred, in
    notation, and their mean rewards in [0, 1] (a chance of coming out ahead)."""

    ply: int
    seat: int
    played: str
    better: str
    played_value: float
    better_value: float

    @property
    def cost(self) -> float:
        return max(0.0, self.better_value - self.played_value)


@dataclass(frozen=True, slots=True)
class Review:
    """The costliest moves of each seat (at most `COUNT`, costliest first, seat by seat),
    how many decisions were judged, and the chance readings: `(ply, chance per seat)`."""

    mistakes: tuple[Mistake, ...]
    judged: int
    chances: tuple[tuple[int, tuple[float, ...]], ...]

    def to_data(self) -> dict[str, Any]:
        """Plain data for storing (JSON)."""
        return {
            "mistakes": [
                [m.ply, m.seat, m.played, m.better, m.played_value, m.better_value]
                for m in self.mistakes
            ],
            "judged": self.judged,
            "chances": [[ply, list(chances)] for ply, chances in self.chances],
        }

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Review:
        return cls(
            mistakes=tuple(Mistake(*row) for row in data["mistakes"]),
            judged=data["judged"],
            chances=tuple((ply, tuple(chances)) for ply, chances in data["chances"]),
        )


def mistake_at(
    game: Game[Any, Any, Any],
    state: GameState,
    seat: int,
    played: Any,
    seed: int,
    level: Level | None = None,
) -> Mistake | None:
    """The search's judgement of `played` at `seat`'s decision in `state`, from the seat's
    view only (equal views give equal judgements); None where there was no choice."""
    moves = game.distinct_moves(state, seat)
    if len(moves) < 2:
        return None
    level = level or LEVEL
    rng = Rng.from_seed(seed, f"review:{state.move_count}:{seat}")
    if plans(game, level):
        return _judge_by_plans(game, state, seat, played, level, rng)
    search = Search(game, seat, level, rng, state.num_seats)
    root = Node(value=[0.0] * state.num_seats)
    played_key = search.key(seat, game.representative(state, seat, played))  # its twin in the tree
    root.children[played_key] = Node(value=[0.0] * state.num_seats)
    run(search, root, state, Clock(level.seconds), settle=False)
    better = best_move(search, root, seat, moves)
    best_node = root.children[search.key(seat, better)]
    played_node = root.children[played_key]
    return Mistake(
        ply=state.move_count,
        seat=seat,
        played=game.format_move(played),
        better=game.format_move(better),
        played_value=_mean(played_node, seat),
        better_value=_mean(best_node, seat),
    )


def _judge_by_plans(
    game: Game[Any, Any, Any], state: GameState, seat: int, played: Any, level: Level, rng: Rng
) -> Mistake:
    """`mistake_at` where the level plans whole turns: the best plan's first move against the
    best plan through the move played, each as the planner judges it after the next
    seat's answer (as the search's reward, so costs read alike in every game)."""
    twin = game.representative(state, seat, played)
    ranked = plan.rank(game, state, seat, level, rng, must=twin).moves
    notation = game.format_move(twin)
    mine = next(found for found in ranked if game.format_move(found.move) == notation)
    return Mistake(
        ply=state.move_count,
        seat=seat,
        played=game.format_move(played),
        better=game.format_move(ranked[0].move),
        played_value=lead_reward(mine.value),
        better_value=lead_reward(ranked[0].value),
    )


def _mean(node: Node, seat: int) -> float:
    return node.value[seat] / node.visits if node.visits else 0.0


def chances(game: Game[Any, Any, Any], state: GameState, seed: int) -> tuple[float, ...]:
    """Each seat's chance of winning as the table sees `state` (the spectator's view):
    the result once the game is over, else the search's reward of each seat (by rank
    where a playout ended the game, else by its evaluated lead) averaged over `ROLLOUTS`
    short playouts of spectator-resampled worlds, and shared out to sum to one."""
    seats = state.num_seats
    if game.is_over(state):
        return _shares([game.result(state).winners], seats)
    rng = Rng.from_seed(seed, f"review-chances:{state.move_count}")
    search = Search(game, 0, LEVEL, rng, seats)
    summed = [0.0] * seats
    for _ in range(ROLLOUTS):
        ended = search.play_on(game.resample(state, None, rng))  # type: ignore[arg-type]
        for seat, reward in enumerate(search.judge(ended)):
            summed[seat] += reward
    total = sum(summed)
    if total <= 0:
        return _shares([list(range(seats))], seats)
    return tuple(round(value / total, 4) for value in summed)


def _shares(leaders: list[list[int]], seats: int) -> tuple[float, ...]:
    share = [0.0] * seats
    for group in leaders:
        for s in group:
            share[s] += 1 / (len(group) * len(leaders))
    return tuple(round(value, 4) for value in share)


def review(
    game: Game[Any, Any, Any],
    start: GameState,
    moves: Sequence[tuple[int, Any]],
    seed: int,
    level: Level | None = None,
) -> Review:
    """Review the game played from `start` by `moves` (seat and move, or its notation;
    a game ended early by its table reviews the moves made so far). `seed` is the
    review's own, apart from the game's, so hidden cards cannot steer it."""
    states: list[GameState] = []
    played: list[tuple[int, Any]] = []
    state = start
    for seat, move in moves:
        if isinstance(move, str):
            move = game.parse_move(move)
        states.append(state)
        played.append((seat, move))
        state = game.advance(state, seat, move)
    states.append(state)
    starts = _turn_starts(game, states)
    found: list[Mistake] = []
    judged = 0
    for seat in range(start.num_seats):
        own = [ply for ply in starts if ply < len(played) and played[ply][0] == seat]
        mine: list[Mistake] = []
        for ply in _spread(own, PER_SEAT):
            mistake = mistake_at(game, states[ply], seat, played[ply][1], seed, level)
            if mistake is not None:
                judged += 1
                if mistake.cost > 0:
                    mine.append(mistake)
        mine.sort(key=lambda m: (-m.cost, m.ply))
        found.extend(mine[:COUNT])
    points = _spread([ply for ply in starts if ply < len(played)], CHART_POINTS - 1)
    readings = [(ply, chances(game, states[ply], seed)) for ply in points]
    readings.append((len(played), chances(game, states[-1], seed)))
    return Review(tuple(found), judged, tuple(readings))


def _turn_starts(game: Game[Any, Any, Any], states: list[GameState]) -> list[int]:
    """The plies at which the seats the game waits for change: a turn starts."""
    starts: list[int] = []
    previous: list[int] | None = None
    for ply, state in enumerate(states):
        acting = game.to_act(state)
        if acting != previous:
            starts.append(ply)
        previous = acting
    return starts


def _spread(items: list[int], most: int) -> list[int]:
    """At most `most` of `items`, evenly spread, first and last included."""
    if len(items) <= most:
        return items
    if most <= 1:
        return items[:most]
    step = (len(items) - 1) / (most - 1)
    return sorted({items[round(i * step)] for i in range(most)})

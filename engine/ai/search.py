"""Information-set Monte Carlo tree search (single observer, as in OpenSpiel's ISMCTS).

The AI decides from what its seat may know: every iteration draws a world the seat
cannot tell apart from the real one (`Game.resample`: other players' secret cards, the
order of piles and bags, future dice), walks one shared tree of moves in that world,
plays a few moves on with the game's own playout picker and judges the position with
`Game.evaluate`. Every seat in the tree picks what is best for itself (max-n), so
opponents are expected to play well, not to cooperate.

The tree holds moves by notation, so one node stands for the same decision in every
world; a move that is not legal in the current world is simply not offered there
(availability counts keep the exploration fair). Wide decisions (Caravan's ~250 camel
placements) are opened gradually: below the root best first by the playout picker's
judgement; at the root, when the level asks for it, best first by each move's evaluated
position one move ahead (`look_ahead`, the greedy player's judgement), which also
counts as a few simulated games, so rollout noise alone cannot make the search prefer a
move that is plainly worse right away.

Games whose turn is several moves that only make sense together (`Game.plans_turns`)
are planned a turn at a time instead (`plan`), at levels that give a plan width.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Any

from engine.ai import plan
from engine.ai.greedy import move_values
from engine.ai.levels import Level
from engine.game import Game, GameState
from engine.rng import Rng

SCORE_SCALE = 10.0  # points of lead that make a position "clearly better"
WALL_SAFETY = 3.0  # a search also stops after this many times its CPU seconds in wall time
WIDENING = 2.0  # children a node may open: WIDENING * sqrt(visits), at least 1
ID_CACHE = 20_000  # moves remembered by identity before that cache starts afresh
TURN_LIMIT = 40  # moves a rollout may add to finish the turn under way
EVEN_SPREAD = 1.5  # a top move with fewer visits than this times the mean was not preferred
SAME_REWARD = 1e-6  # mean rewards closer than this are not told apart
PRIOR_VISITS = 4.0  # simulated games a root move's one-move-ahead value counts as


@dataclass(slots=True)
class Node:
    visits: int = 0
    available: int = 0  # how often this move was legal when its parent was visited
    value: list[float] = field(default_factory=list)  # summed rewards, one per seat
    children: dict[str, Node] = field(default_factory=dict)
    lead: float = 0.0  # summed `evaluate` for the searching seat at the rollouts' ends
    # (kept on the root's children only, and only when the search is asked to: advice)


@dataclass(frozen=True, slots=True)
class Decision:
    """What a search chose, and what it cost (for logs and the strength benchmark)."""

    move: Any
    iterations: int
    simulated: int  # moves applied in the search
    seconds: float  # wall-clock time
    cpu_seconds: float = 0.0  # CPU time of the thinking thread
    capped: bool = False  # the time cap ended the search before its budget
    even: bool = False  # the visits were spread evenly: the search told no move apart


@dataclass
class Search:
    """One decision's search: the game, the seat deciding and its budget."""

    game: Game[Any, Any, Any]
    seat: int
    level: Level
    rng: Rng
    seats: int
    notations: dict[Any, str] = field(default_factory=dict)
    # by object identity first (games that reuse move objects save hashing them); each
    # entry holds its move, so its id cannot be reused while it is cached
    by_id: dict[int, tuple[Any, str]] = field(default_factory=dict)
    simulated: int = 0
    leads: bool = False  # also sum the seat's evaluated lead on the root's children
    priors: dict[str, float] = field(default_factory=dict)  # root moves' one-move-ahead
    # reward, by tree key (empty: the level does not look ahead before searching)
    rollout: int = field(init=False)  # moves played on before judging: the level's,
    # within the game's cap (`Game.search_rollout`)

    def __post_init__(self) -> None:
        cap = self.game.search_rollout
        self.rollout = self.level.rollout if cap is None else min(cap, self.level.rollout)

    def key(self, actor: int, move: Any) -> str:
        """The tree's key of a move: who makes it and its notation."""
        known = self.by_id.get(id(move))
        if known is not None and known[0] is move:
            return f"{actor}:{known[1]}"
        notation = self.notations.get(move)
        if notation is None:
            notation = self.notations[move] = self.game.format_move(move)
        if len(self.by_id) >= ID_CACHE:
            self.by_id.clear()
        self.by_id[id(move)] = (move, notation)
        return f"{actor}:{notation}"

    # -- one iteration ------------------------------------------------------------------

    def iterate(self, root: Node, world: GameState) -> None:
        path = [root]
        node, state = root, world
        while not self.game.is_over(state):
            actor = self.seat if node is root else self.actor(state)
            moves = self.game.distinct_moves(state, actor)
            keyed = [(self.key(actor, move), move) for move in moves]
            for key, _ in keyed:
                child = node.children.get(key)
                if child is not None:
                    child.available += 1
            opened = [(k, m) for k, m in keyed if k in node.children]
            if len(opened) < self.allowed(node) and len(opened) < len(keyed):
                key, move = self.widen(node, node is root, state, actor, keyed)
                child = node.children[key] = Node(available=1, value=[0.0] * self.seats)
                state = self.game.advance(state, actor, move)
                self.simulated += 1
                path.append(child)
                break
            key, move = self.select(node, actor, opened, node is root)
            node = node.children[key]
            state = self.game.advance(state, actor, move)
            self.simulated += 1
            path.append(node)
        ended = self.play_on(state)
        reward = self.judge(ended)
        if self.leads and len(path) > 1:
            path[1].lead += self.game.evaluate(ended, self.seat)
        for visited in path:
            visited.visits += 1
            if visited.value:
                for seat in range(self.seats):
                    visited.value[seat] += reward[seat]

    def actor(self, state: GameState) -> int:
        """Whose decision the tree follows when several seats decide at once: the first."""
        return self.game.to_act(state)[0]

    def allowed(self, node: Node) -> int:
        return max(1, math.ceil(WIDENING * math.sqrt(node.visits + 1)))

    def widen(
        self,
        node: Node,
        at_root: bool,
        state: GameState,
        actor: int,
        keyed: list[tuple[str, Any]],
    ) -> tuple[str, Any]:
        """The next move to open: at the root the unopened one with the best prior, below
        it (or without priors) the playout picker's choice among the unopened."""
        unopened = [(k, m) for k, m in keyed if k not in node.children]
        if at_root and self.priors:
            return max(unopened, key=lambda item: self.priors.get(item[0], -math.inf))
        move = self.game.playout_move(state, actor, [m for _, m in unopened], self.rng)
        return self.key(actor, move), move

    def select(
        self, node: Node, actor: int, opened: list[tuple[str, Any]], at_root: bool = False
    ) -> tuple[str, Any]:
        """UCB over the opened moves. If the level says so, their mean rewards are
        stretched to [0, 1] between the worst and the best of them (as MuZero does), so
        the exploration term weighs the same against a difference of a few points at any
        lead and the search keeps preferring the better move. At the root a move's prior
        counts as PRIOR_VISITS simulated games with that reward."""
        means: list[tuple[float, float]] = []  # (mean reward, visits counted)
        for key, move in opened:
            child = node.children[key]
            prior = self.priors.get(key) if at_root else None
            if prior is None:
                if child.visits == 0:
                    return key, move
                means.append((child.value[actor] / child.visits, float(child.visits)))
            else:
                visits = child.visits + PRIOR_VISITS
                means.append(((child.value[actor] + PRIOR_VISITS * prior) / visits, visits))
        low = min(mean for mean, _ in means)
        spread = max(mean for mean, _ in means) - low
        best, best_score = opened[0], -math.inf
        for (key, move), (mean, visits) in zip(opened, means, strict=True):
            if self.level.stretch:
                mean = (mean - low) / spread if spread > SAME_REWARD else 0.5
            available = node.children[key].available
            score = mean + self.level.exploration * math.sqrt(math.log(available) / visits)
            if score > best_score:
                best, best_score = (key, move), score
        return best

    def play_on(self, state: GameState) -> GameState:
        """Play on with the game's playout picker for `rollout` moves and then, if
        the level says so, to the end of the turn under way (whoever acts then has
        finished), so positions are judged where a turn ends rather than half-way."""
        boundary: list[int] | None = None
        for played in range(self.rollout + TURN_LIMIT):
            if self.game.is_over(state):
                break
            acting = self.game.to_act(state)
            if played >= self.rollout:
                if not self.level.turn_end or (boundary is not None and acting != boundary):
                    break
                boundary = boundary or acting
            actor = acting[self.rng.below(len(acting))]
            moves = self.game.legal_moves(state, actor)
            move = self.game.playout_move(state, actor, moves, self.rng)
            state = self.game.advance(state, actor, move)
            self.simulated += 1
        return state

    def judge(self, state: GameState) -> list[float]:
        """Each seat's reward in [0, 1]: by final rank when the game is over, else by its
        evaluated lead."""
        if self.game.is_over(state):
            result = self.game.result(state)
            top = max(self.seats - 1, 1)
            return [(self.seats - result.standing(s).rank) / top for s in range(self.seats)]
        return [lead_reward(self.game.evaluate(state, s)) for s in range(self.seats)]

    def look_ahead(self, state: GameState, moves: list[Any]) -> None:
        """Set the root's priors: each of the seat's moves judged one move ahead (its
        mean evaluated lead over `level.prior_worlds` worlds resampled from the seat's
        view, as the greedy player judges it), as a reward."""
        if self.level.prior_worlds <= 0:
            return
        worlds = [
            self.game.resample(state, self.seat, self.rng) for _ in range(self.level.prior_worlds)
        ]
        values = move_values(self.game, worlds, self.seat, moves)
        self.priors = {
            self.key(self.seat, move): lead_reward(value)
            for move, value in zip(moves, values, strict=True)
            if value > -math.inf
        }


def lead_reward(lead: float) -> float:
    """A position's reward in [0, 1] from the evaluated lead of the seat it is judged for."""
    return 0.5 + 0.5 * math.tanh(lead / SCORE_SCALE)


def choose_move(
    game: Game[Any, Any, Any], state: GameState, seat: int, level: Level, seed: int
) -> Any:
    """The AI's move for `seat` (see `think`)."""
    return think(game, state, seat, level, seed).move


def think(
    game: Game[Any, Any, Any], state: GameState, seat: int, level: Level, seed: int
) -> Decision:
    """Search for `seat`'s move, deciding only from what `seat` may see: `state`'s hidden
    parts are resampled in every iteration, never read. Deterministic for a given seed
    and view unless the level's time cap cuts the search short."""
    clock = Clock(level.seconds)
    moves = game.distinct_moves(state, seat)
    if not moves:
        raise ValueError(f"seat {seat} has no decision to make")
    rng = Rng.from_seed(seed, f"ai:{state.move_count}:{seat}")
    if len(moves) == 1:
        return clock.decision(moves[0], 0, 0)
    if level.blunder and rng.below(1000) < level.blunder * 1000:
        move = game.playout_move(game.resample(state, seat, rng), seat, moves, rng)
        return clock.decision(move, 0, 0)
    if plans(game, level):
        plans_found = plan.rank(game, state, seat, level, rng, out=clock.out)
        best = plans_found.moves[0].move
        return clock.decision(
            best, plans_found.worlds, plans_found.evaluated, plans_found.capped
        )
    search = Search(game, seat, level, rng, state.num_seats)
    search.look_ahead(state, moves)
    root = Node(value=[0.0] * state.num_seats)
    iterations, capped = run(search, root, state, clock)
    move = best_move(search, root, seat, moves)
    return clock.decision(move, iterations, search.simulated, capped, evenly_spread(root))


def plans(game: Game[Any, Any, Any], level: Level) -> bool:
    """Whether `level` plays `game` by planning whole turns rather than by tree search."""
    return game.plans_turns and level.plan_width > 0


def run(
    search: Search, root: Node, state: GameState, clock: Clock, *, settle: bool = True
) -> tuple[int, bool]:
    """Iterate the search over resampled worlds until its budget or the time cap is
    spent (or, with `settle`, the choice cannot change any more); the iterations run
    and whether the cap ended them."""
    budget = search.level.iterations
    iterations, capped = 0, False
    while iterations < budget:
        search.iterate(root, search.game.resample(state, search.seat, search.rng))
        iterations += 1
        capped = clock.out()
        if capped or (settle and settled(root, budget - iterations)):
            break
    return iterations, capped


class Clock:
    """The safety cap on one search: `seconds` of CPU time of the thinking thread (what
    a level promises on one core, unaffected by other work on the machine), or
    WALL_SAFETY times that in wall-clock time on a saturated machine."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.wall = time.perf_counter()
        self.cpu = time.thread_time()

    def out(self) -> bool:
        return (
            time.thread_time() - self.cpu > self.seconds
            or time.perf_counter() - self.wall > WALL_SAFETY * self.seconds
        )

    def decision(
        self, move: Any, iterations: int, simulated: int, capped: bool = False, even: bool = False
    ) -> Decision:
        wall, cpu = time.perf_counter() - self.wall, time.thread_time() - self.cpu
        return Decision(move, iterations, simulated, wall, cpu, capped, even)


def settled(root: Node, remaining: int) -> bool:
    """Whether the most visited move can no longer be overtaken in the `remaining`
    iterations: the rest of the budget could not change the choice, so it is saved."""
    top = second = 0
    for child in root.children.values():
        if child.visits > top:
            top, second = child.visits, top
        elif child.visits > second:
            second = child.visits
    return top - second > remaining


def evenly_spread(root: Node) -> bool:
    """Whether the most visited move got less than EVEN_SPREAD times the mean visits of
    the moves tried: the search spent its budget without preferring any (a reward that
    no longer tells better from worse does that)."""
    visits = [child.visits for child in root.children.values() if child.visits]
    return len(visits) > 1 and max(visits) < EVEN_SPREAD * sum(visits) / len(visits)


def best_move(search: Search, root: Node, seat: int, moves: list[Any]) -> Any:
    """The most visited of the seat's real legal moves (ties: the better mean)."""
    best, best_rank = moves[0], (-1, -math.inf)
    for move in moves:
        child = root.children.get(search.key(seat, move))
        if child is None or child.visits == 0:
            continue
        rank = (child.visits, child.value[seat] / child.visits)
        if rank > best_rank:
            best, best_rank = move, rank
    return best

"""How strong the AI levels are: seeded headless games, win rates with 95 % intervals.

Matchups (the AI under test sits in a different seat each game):
- normal vs 3 players choosing uniformly among legal moves (4 players): goal >= 95 %
- normal vs the game's random-playout picker (2 players): goal >= 60 %
- hard vs normal (2 players): goal >= 60 %
A win is a strictly highest score. Also prints the thinking time per decision
(median, p95) and the search's throughput (moves simulated per second).

Run: .venv/bin/python bench/ai_strength.py [--games N] [--only caravan] [--matchup ...]
Uses every core (one game per process); several hours for the full set at N=100.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

import engine
from engine.ai import level, think
from engine.rng import Rng

GAMES = ("caravan", "marco_polo", "macao")
MAX_MOVES = 4000


@dataclass(frozen=True)
class Matchup:
    name: str
    seats: int
    hero: str  # the level under test
    others: str  # "uniform", "picker" or a level
    goal: float


MATCHUPS = {
    "normal-vs-uniform": Matchup("normal-vs-uniform", 4, "normal", "uniform", 0.95),
    "normal-vs-picker": Matchup("normal-vs-picker", 2, "normal", "picker", 0.60),
    "hard-vs-normal": Matchup("hard-vs-normal", 2, "hard", "normal", 0.60),
}


@dataclass
class Outcome:
    won: bool
    finished: bool
    think_seconds: list[float]
    simulated: int
    search_seconds: float


Chooser = Callable[[Any, int], Any]


def play(game_name: str, matchup: Matchup, index: int) -> Outcome:
    game = engine.get(game_name)
    seed = 1000 + index
    state = game.setup(matchup.seats, None, seed)
    hero_seat = index % matchup.seats
    rng = Rng.from_seed(seed, "bench-opponents")
    times: list[float] = []
    simulated = 0
    search_seconds = 0.0

    def decide(seat: int) -> Any:
        nonlocal simulated, search_seconds
        name = matchup.hero if seat == hero_seat else matchup.others
        moves = game.legal_moves(state, seat)
        if name == "uniform":
            return moves[rng.below(len(moves))]
        if name == "picker":
            return game.playout_move(state, seat, moves, rng)
        decision = think(game, state, seat, level(name), seed * 10 + seat)
        if seat == hero_seat:
            times.append(decision.seconds)
            simulated += decision.simulated
            search_seconds += decision.seconds
        return decision.move

    for _ in range(MAX_MOVES):
        if game.is_over(state):
            break
        acting = game.to_act(state)
        seat = acting[rng.below(len(acting))]
        state, _ = game.apply(state, seat, decide(seat))
    finished = game.is_over(state)
    scores = {s.seat: s.score for s in game.result(state).standings}
    best_other = max(v for s, v in scores.items() if s != hero_seat)
    won = finished and scores[hero_seat] > best_other
    return Outcome(won, finished, times, simulated, search_seconds)


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 0.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=40, help="games per game and matchup")
    parser.add_argument("--only", choices=GAMES, action="append", help="limit to these games")
    parser.add_argument("--matchup", choices=list(MATCHUPS), action="append")
    parser.add_argument("--workers", type=int, default=None)
    args = parser.parse_args()
    games = args.only or list(GAMES)
    matchups = [MATCHUPS[m] for m in (args.matchup or list(MATCHUPS))]
    with ProcessPoolExecutor(args.workers) as pool:
        for matchup in matchups:
            for game_name in games:
                started = time.perf_counter()
                jobs = [pool.submit(play, game_name, matchup, i) for i in range(args.games)]
                outcomes = [job.result() for job in jobs]
                report(game_name, matchup, outcomes, time.perf_counter() - started)


def report(game_name: str, matchup: Matchup, outcomes: list[Outcome], wall: float) -> None:
    n = len(outcomes)
    wins = sum(o.won for o in outcomes)
    low, high = wilson(wins, n)
    times = sorted(t for o in outcomes for t in o.think_seconds)
    median = statistics.median(times) if times else 0.0
    p95 = times[int(0.95 * (len(times) - 1))] if times else 0.0
    simulated = sum(o.simulated for o in outcomes)
    searching = sum(o.search_seconds for o in outcomes) or 1e-9
    unfinished = sum(not o.finished for o in outcomes)
    verdict = "ok" if low >= matchup.goal or wins / max(n, 1) >= matchup.goal else "BELOW GOAL"
    print(
        f"{game_name:10s} {matchup.name:18s} wins {wins}/{n} = {wins / max(n, 1):5.1%} "
        f"(95% CI {low:5.1%}–{high:5.1%}, goal {matchup.goal:.0%}: {verdict}); "
        f"think median {median:.2f}s p95 {p95:.2f}s; "
        f"{simulated / searching:,.0f} moves/s simulated; "
        f"{unfinished} unfinished; {wall:.0f}s",
        flush=True,
    )


if __name__ == "__main__":
    main()

"""How strong the AI levels are: seeded headless games, win rates with 95 % intervals.

Matchups (each deal is played once from every seat, so the AI under test meets the same
luck in every place):
- normal vs 3 players choosing uniformly among legal moves (4 players): goal >= 95 %
- normal vs the game's random-playout picker (2 players): goal >= 60 %
- normal vs the greedy player (`engine.ai.greedy`: the best evaluated position one move
  ahead, averaged over 4 resampled worlds, no search; 2 players): goal >= 85 %
- hard vs normal (2 players): goal >= 65 %
A win is first place alone by the rules (the score, then the game's tie-break; a shared
win is not counted); a game that has not ended after --max-moves counts as lost. Per
game and matchup it prints the win rate with its Wilson 95 % interval, the mean lead
over the best other player, the thinking time per decision of the AI under test (CPU
time of the thinking thread, which is what "on one core" means and what a busy machine
does not inflate: mean, median, p95 and max; and wall time), how often the level's time
cap cut a search short, the share of searches whose visits were spread evenly (the most
visited move under 1.5 times the mean: no move preferred), and the engine throughput the
search achieved (moves simulated per CPU second). Where the AI plans whole turns
(Caravan at `normal` and `hard`), the throughput counts the positions the plans
evaluated, and no plan is ever "evenly spread".

Run: .venv/bin/python bench/ai_strength.py [--games N] [--only caravan] [--matchup ...]
One game per process on --workers processes; several hours for the full set at N=100.
On a shared machine: nice -n 19 ... --workers 1 --games 10 (fewer for hard).
Levels can be varied for experiments: --set normal.rollout=4 --set hard.iterations=2000.
--blunders N lists, per row, the searched moves whose position one move ahead looked
worst against the best move's (leads for reading the records, not verdicts); --records DIR
keeps each game's moves and scores as JSON, to replay the games the AI under test lost.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import os
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

import engine
from engine.ai import LEVELS, Level, think
from engine.ai.greedy import greedy_move, move_values
from engine.rng import Rng

GAMES = ("caravan", "marco_polo", "macao")
MAX_MOVES = 6000


@dataclass(frozen=True)
class Matchup:
    name: str
    seats: int
    hero: str  # the level under test
    others: str  # "uniform", "picker", "greedy" or a level
    goal: float


MATCHUPS = {
    "normal-vs-uniform": Matchup("normal-vs-uniform", 4, "normal", "uniform", 0.95),
    "normal-vs-picker": Matchup("normal-vs-picker", 2, "normal", "picker", 0.60),
    "normal-vs-greedy": Matchup("normal-vs-greedy", 2, "normal", "greedy", 0.85),
    "hard-vs-normal": Matchup("hard-vs-normal", 2, "hard", "normal", 0.65),
}


@dataclass
class Outcome:
    """One game from the view of the AI under test (the hero)."""

    won: bool
    finished: bool
    lead: int  # the hero's score minus the best other score
    cpu: list[float] = field(default_factory=list)  # per searched decision
    wall: list[float] = field(default_factory=list)
    capped: int = 0  # searches the time cap cut short
    even: int = 0  # searches whose visits were spread evenly (no move preferred)
    simulated: int = 0
    misplays: list[Misplay] = field(default_factory=list)  # with --blunders
    moves: list[tuple[int, str]] = field(default_factory=list)  # (seat, notation), in order
    scores: dict[int, int] = field(default_factory=dict)  # by seat, at the end


@dataclass(frozen=True)
class Misplay:
    """A searched move whose position one move ahead looked clearly worse than the best
    one's (`engine.ai.greedy.move_values`): a lead for the records, not a verdict, since
    a move that pays now for points later looks worse one move ahead."""

    game: int  # the game's index in the row
    ply: int
    played: str
    played_value: float
    best: str
    best_value: float

    @property
    def gap(self) -> float:
        return self.best_value - self.played_value


def misplay(
    game: Any, state: Any, seat: int, moves: list[Any], played: Any, index: int
) -> Misplay | None:
    """The played move against the best one move ahead, if it was at least half the
    game's score scale worse (judged in 4 worlds resampled from the seat's view)."""
    rng = Rng.from_seed(index, f"bench-misplays:{state.move_count}")
    samples = [game.resample(state, seat, rng) for _ in range(4)]
    values = move_values(game, samples, seat, moves)
    mine = values[moves.index(played)]
    best = max(range(len(moves)), key=values.__getitem__)
    if values[best] - mine < game.score_scale / 2:
        return None
    return Misplay(
        index, state.move_count, game.format_move(played), mine,
        game.format_move(moves[best]), values[best],
    )  # fmt: skip


def deal(matchup: Matchup, index: int) -> tuple[int, int]:
    """Game `index`'s seed and the seat of the AI under test."""
    return 1000 + index // matchup.seats, index % matchup.seats


def play(
    game_name: str,
    matchup: Matchup,
    index: int,
    levels: dict[str, Level],
    max_moves: int,
    blunders: bool = False,
) -> Outcome:
    """Game `index` of a matchup: the hero in seat index % seats of the game seeded
    1000 + index // seats, so each seed is played from every seat (duplicate format:
    the luck of a deal favours no side)."""
    game = engine.get(game_name)
    seed, hero_seat = deal(matchup, index)
    state = game.setup(matchup.seats, None, seed)
    rng = Rng.from_seed(seed, "bench-opponents")
    outcome = Outcome(won=False, finished=False, lead=0)

    def decide(seat: int) -> Any:
        name = matchup.hero if seat == hero_seat else matchup.others
        moves = game.legal_moves(state, seat)
        if name == "uniform":
            return moves[rng.below(len(moves))]
        if name == "picker":
            return game.playout_move(state, seat, moves, rng)
        if name == "greedy":
            return greedy_move(game, state, seat, seed * 10 + seat)
        started = time.thread_time()
        decision = think(game, state, seat, levels[name], seed * 10 + seat)
        if seat == hero_seat and decision.iterations:
            outcome.cpu.append(time.thread_time() - started)
            outcome.wall.append(decision.seconds)
            outcome.capped += decision.capped
            outcome.even += decision.even
            outcome.simulated += decision.simulated
            if blunders:
                found = misplay(game, state, seat, moves, decision.move, index)
                outcome.misplays += [found] if found else []
        return decision.move

    for _ in range(max_moves):
        if game.is_over(state):
            break
        acting = game.to_act(state)
        seat = acting[rng.below(len(acting))]
        move = decide(seat)
        outcome.moves.append((seat, game.format_move(move)))
        state, _ = game.apply(state, seat, move)
    outcome.finished = game.is_over(state)
    standings = game.result(state).standings
    scores = {s.seat: s.score for s in standings}
    outcome.scores = scores
    best_other = max(v for s, v in scores.items() if s != hero_seat)
    outcome.lead = scores[hero_seat] - best_other
    first = [s.seat for s in standings if s.rank == 1]
    outcome.won = outcome.finished and first == [hero_seat]
    return outcome


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 0.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def with_overrides(settings: list[str]) -> dict[str, Level]:
    """The levels, with `name.field=value` settings applied; `new=base` makes a level
    `new` from `base` (for experiments: --set try=normal --set try.rollout=4)."""
    levels = dict(LEVELS)
    for setting in settings:
        target, value = setting.split("=", 1)
        if "." not in target:
            levels[target] = dataclasses.replace(levels[value], name=target)
            continue
        name, attribute = target.split(".", 1)
        kind = type(getattr(levels[name], attribute))
        parsed = value.lower() in ("1", "true", "yes") if kind is bool else kind(value)
        levels[name] = dataclasses.replace(levels[name], **{attribute: parsed})
    return levels


def parse_matchup(name: str) -> Matchup:
    """A listed matchup, or `LEVEL-vs-OTHERS` (2 players; `@4` for 4) for experiments."""
    if name in MATCHUPS:
        return MATCHUPS[name]
    pairing, _, seats = name.partition("@")
    hero, _, others = pairing.partition("-vs-")
    if not hero or not others:
        raise argparse.ArgumentTypeError(f"not a matchup: {name!r}")
    return Matchup(name, int(seats or 2), hero, others, 0.60)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=40, help="games per game and matchup")
    parser.add_argument("--first", type=int, default=0, help="index of the first game")
    parser.add_argument("--only", choices=GAMES, action="append", help="limit to these games")
    parser.add_argument(
        "--matchup",
        type=parse_matchup,
        action="append",
        help=f"{', '.join(MATCHUPS)} or A-vs-B[@4]",
    )
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--max-moves", type=int, default=MAX_MOVES)
    parser.add_argument("--set", action="append", default=[], metavar="LEVEL.FIELD=VALUE")
    parser.add_argument(
        "--blunders",
        type=int,
        default=0,
        metavar="N",
        help="list the N searched moves of each row that looked worst one move ahead",
    )
    parser.add_argument(
        "--records",
        metavar="DIR",
        help="write each game's record (seed, the hero's seat, the moves, the scores, the "
        "levels and the thinking times) to DIR",
    )
    parser.add_argument(
        "--summarise",
        action="append",
        metavar="DIR",
        help="play nothing: print the rows of the records in DIR (and its folders), so a "
        "row measured in chunks is reported as one",
    )
    args = parser.parse_args()
    if args.summarise:
        summarise(args.summarise)
        return
    games = args.only or list(GAMES)
    matchups = args.matchup or list(MATCHUPS.values())
    levels = with_overrides(args.set)
    for name in sorted(({m.hero for m in matchups} | {m.others for m in matchups}) & set(levels)):
        print(f"# {levels[name]}", flush=True)
    indices = range(args.first, args.first + args.games)
    with ProcessPoolExecutor(args.workers) as pool:
        for matchup in matchups:
            for game_name in games:
                started = time.perf_counter()
                jobs = [
                    pool.submit(
                        play, game_name, matchup, i, levels, args.max_moves, args.blunders > 0
                    )
                    for i in indices
                ]
                outcomes = [job.result() for job in jobs]
                if args.records:
                    write_records(args.records, game_name, matchup, indices, outcomes, levels)
                report(game_name, matchup, outcomes, time.perf_counter() - started)
                if args.blunders:
                    report_misplays(outcomes, args.blunders)


def write_records(
    folder: str,
    game_name: str,
    matchup: Matchup,
    indices: range,
    outcomes: list[Outcome],
    levels: dict[str, Level],
) -> None:
    """One JSON file per game, to replay and read where the AI under test lost, and to
    report a row played in chunks as one (`--summarise`)."""
    os.makedirs(folder, exist_ok=True)
    used = {name: dataclasses.asdict(levels[name]) for name in (matchup.hero, matchup.others)
            if name in levels}  # fmt: skip
    for index, outcome in zip(indices, outcomes, strict=True):
        seed, hero = deal(matchup, index)
        record = {
            "game": game_name,
            "matchup": matchup.name,
            "index": index,
            "seed": seed,
            "seats": matchup.seats,
            "hero": hero,
            "won": outcome.won,
            "finished": outcome.finished,
            "lead": outcome.lead,
            "scores": outcome.scores,
            "levels": used,
            "cpu": [round(seconds, 4) for seconds in outcome.cpu],
            "wall": [round(seconds, 4) for seconds in outcome.wall],
            "capped": outcome.capped,
            "even": outcome.even,
            "simulated": outcome.simulated,
            "moves": outcome.moves,
        }
        path = os.path.join(folder, f"{game_name}-{matchup.name}-{index}.json")
        with open(path, "w", encoding="utf-8") as file:
            json.dump(record, file)


def summarise(folders: list[str]) -> None:
    """Print one row per game and matchup of the records found under `folders`. Records
    of one row must agree on the levels they were played with (a row is one measurement)
    and name each game once; records written before the thinking times were kept count
    in the wins and leads only."""
    rows: dict[tuple[str, str], dict[int, dict[str, Any]]] = {}
    for folder in folders:
        for root, _, files in sorted(os.walk(folder)):
            for file in sorted(files):
                if not file.endswith(".json"):
                    continue
                with open(os.path.join(root, file), encoding="utf-8") as opened:
                    record = json.load(opened)
                games = rows.setdefault((record["game"], record["matchup"]), {})
                if record["index"] in games:
                    raise SystemExit(f"{record['game']} {record['matchup']}: game "
                                     f"{record['index']} is recorded twice")  # fmt: skip
                games[record["index"]] = record
    for (game_name, matchup_name), games in sorted(rows.items()):
        settings = {
            json.dumps(r["levels"], sort_keys=True) for r in games.values() if "levels" in r
        }
        if len(settings) > 1:
            raise SystemExit(f"{game_name} {matchup_name}: records of different levels")
        unlevelled = sum("levels" not in r for r in games.values())
        outcomes = [
            Outcome(
                won=r["won"], finished=r["finished"], lead=r.get("lead", _lead(r)),
                cpu=r.get("cpu", []), wall=r.get("wall", []), capped=r.get("capped", 0),
                even=r.get("even", 0), simulated=r.get("simulated", 0),
            )
            for _, r in sorted(games.items())
        ]  # fmt: skip
        indices = sorted(games)
        print(
            f"# games {indices[0]}-{indices[-1]} ({len(indices)} recorded"
            + (f"; {unlevelled} without levels or thinking times)" if unlevelled else ")")
        )
        report(game_name, parse_matchup(matchup_name), outcomes, None)


def _lead(record: dict[str, Any]) -> int:
    """The hero's score minus the best other's, from a record's scores."""
    scores = {int(seat): score for seat, score in record["scores"].items()}
    hero = record["hero"]
    return scores[hero] - max(score for seat, score in scores.items() if seat != hero)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))] if values else 0.0


def report(game_name: str, matchup: Matchup, outcomes: list[Outcome], wall: float | None) -> None:
    """One row: wins with their Wilson interval, mean lead, thinking time, and (when the
    games were played just now) the row's elapsed seconds."""
    n = len(outcomes)
    wins = sum(o.won for o in outcomes)
    low, high = wilson(wins, n)
    cpu = [t for o in outcomes for t in o.cpu]
    walls = [t for o in outcomes for t in o.wall]
    searches = len(cpu)
    capped = sum(o.capped for o in outcomes)
    even = sum(o.even for o in outcomes)
    simulated = sum(o.simulated for o in outcomes)
    unfinished = sum(not o.finished for o in outcomes)
    verdict = "ok" if wins / max(n, 1) >= matchup.goal else "BELOW GOAL"
    lead = statistics.mean(o.lead for o in outcomes) if outcomes else 0.0
    print(
        f"{game_name:10s} {matchup.name:17s} wins {wins}/{n} = {wins / max(n, 1):6.1%} "
        f"(95% CI {low:5.1%}-{high:5.1%}; goal {matchup.goal:.0%}: {verdict}); "
        f"mean lead {lead:+.1f}; "
        f"think CPU mean {statistics.mean(cpu) if cpu else 0:.2f}s "
        f"median {statistics.median(cpu) if cpu else 0:.2f}s "
        f"p95 {percentile(cpu, 0.95):.2f}s max {max(cpu, default=0):.2f}s, "
        f"wall median {statistics.median(walls) if walls else 0:.2f}s "
        f"p95 {percentile(walls, 0.95):.2f}s; "
        f"capped {capped}/{searches}; evenly spread {even / max(searches, 1):.0%}; "
        f"{simulated / (sum(cpu) or 1e-9):,.0f} moves/CPU s; "
        f"{unfinished} unfinished" + ("" if wall is None else f"; {wall:.0f}s"),
        flush=True,
    )


def report_misplays(outcomes: list[Outcome], shown: int) -> None:
    found = sorted((m for o in outcomes for m in o.misplays), key=lambda m: -m.gap)
    searched = sum(len(o.cpu) for o in outcomes)
    print(f"  {len(found)}/{searched} searched moves looked clearly worse one move ahead")
    for m in found[:shown]:
        print(
            f"  game {m.game} ply {m.ply}: played {m.played} ({m.played_value:+.1f}), "
            f"best one move ahead {m.best} ({m.best_value:+.1f})"
        )


if __name__ == "__main__":
    main()

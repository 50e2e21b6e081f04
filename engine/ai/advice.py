"""Advice for a player: the moves the AI would consider best for the seat's current
decision, with what it expects of each and why.

It decides as an AI seat does, at the `normal` level by default: by the search over
resampled worlds (`search.Search`), or by planning whole turns where the game and level
plan (`plan.rank`). So it decides from the seat's own view only: two states the seat
cannot tell apart give the same advice for the same seed. The search does not stop
early once its choice is settled (`think` does), so the runners-up get their share too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.ai import plan
from engine.ai.levels import DEFAULT_LEVEL, LEVELS, Level
from engine.ai.search import Clock, Node, Search, lead_reward, plans, run
from engine.game import Game, GameState
from engine.i18n import Text, t
from engine.rng import Rng

COUNT = 3  # moves a hint offers


@dataclass(frozen=True, slots=True)
class Advice:
    """One advised move and what the search expects of it.

    `win_chance` is the mean reward of the simulated games through the move, in [0, 1]:
    rollouts stop a few moves on, so it estimates the chance of coming out ahead from the
    position reached (by final rank where a rollout ended the game, else by the
    evaluated lead), not a count of games won. `lead` is the mean of
    `Game.evaluate(state, seat)` at those rollouts' ends, in the game's points.
    Where the AI plans turns, `lead` is the best plan's evaluated lead after the next
    seat's answer (mean over the worlds planned), `win_chance` the search's reward for
    how the planner judges that plan (the lead, and whether it ends the game won), and
    `visits` the worlds in which a kept plan began with the move."""

    move: Any
    notation: str
    visits: int
    win_chance: float
    lead: float
    reasons: tuple[Text, ...]


def advise(
    game: Game[Any, Any, Any],
    state: GameState,
    seat: int,
    level: Level | None = None,
    seed: int = 0,
    count: int = COUNT,
) -> list[Advice]:
    """The `count` best moves of `seat`'s current decision, most visited first (ties:
    the better mean reward). Deterministic for a given seed and view unless the level's
    time cap cuts the search short."""
    level = level or LEVELS[DEFAULT_LEVEL]
    moves = game.distinct_moves(state, seat)
    if not moves:
        raise ValueError(f"seat {seat} has no decision to make")
    rng = Rng.from_seed(seed, f"advice:{state.move_count}:{seat}")
    world = game.resample(state, seat, Rng.from_seed(seed, f"advice-reasons:{state.move_count}"))
    if plans(game, level):
        ranked = plan.rank(game, state, seat, level, rng).moves
        return [
            Advice(
                move=found.move,
                notation=game.format_move(found.move),
                visits=found.worlds,
                win_chance=lead_reward(found.value),
                lead=found.lead,
                reasons=tuple(reasons(game, world, seat, found.move)),
            )
            for found in ranked[:count]
        ]
    search = Search(game, seat, level, rng, state.num_seats, leads=True)
    search.look_ahead(state, moves)
    root = Node(value=[0.0] * state.num_seats)
    run(search, root, state, Clock(level.seconds), settle=False)
    ranked: list[tuple[tuple[int, float], int, Any, Node]] = []
    for index, move in enumerate(moves):
        child = root.children.get(search.key(seat, move))
        if child is not None and child.visits:
            ranked.append(((child.visits, child.value[seat] / child.visits), index, move, child))
    ranked.sort(key=lambda item: (-item[0][0], -item[0][1], item[1]))
    return [
        Advice(
            move=move,
            notation=game.format_move(move),
            visits=child.visits,
            win_chance=child.value[seat] / child.visits,
            lead=child.lead / child.visits,
            reasons=tuple(reasons(game, world, seat, move)),
        )
        for _, _, move, child in ranked[:count]
    ]


def reasons(game: Game[Any, Any, Any], world: GameState, seat: int, move: Any) -> list[Text]:
    """The game's reasons for `move` in one resampled world (never the real state);
    where the move changes nothing the evaluation names yet, that it did best in the
    simulated turns."""
    found = game.reasons(world, game.advance(world, seat, move), seat)
    return found or [t("core.advice.search")]

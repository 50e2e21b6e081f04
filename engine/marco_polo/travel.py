"""Where a figure can go: a bounded breadth-first search over (place, costs) outcomes.

Back-and-forth moves make the number of paths grow exponentially with the steps, but
what matters for the rules is only where the journey ends and what it costs (and, for
Wilhelm von Rubruk, which new cities it passes). The search keeps the first path that
reaches each outcome, with the fewest steps, which is never worse: the base cost only
grows with the steps.
"""

from __future__ import annotations

import itertools
from typing import NamedTuple

from engine.marco_polo.data import ADJACENT, LOCATIONS, OASES, TRAVEL_COST

POST_KINDS = ("large", "small", "beijing")


class Option(NamedTuple):
    path: tuple[str, ...]
    steps: int
    camels: int
    coins: int  # route extra costs only
    passed: frozenset[str]  # new cities passed (only tracked for Wilhelm)


def _with_jumps(node: str) -> tuple[tuple[str, int, int], ...]:
    if LOCATIONS[node] != "oasis":
        return ADJACENT[node]
    jumps = {oasis: (oasis, 0, 0) for oasis in OASES if oasis != node}
    return tuple(jumps.get(n, (n, ca, co)) for n, ca, co in ADJACENT[node]) + tuple(
        jump for oasis, jump in jumps.items() if all(n != oasis for n, _, _ in ADJACENT[node])
    )


_JUMPS = {node: _with_jumps(node) for node in LOCATIONS}


def neighbours(node: str, johannes: bool) -> tuple[tuple[str, int, int], ...]:
    """Adjacent places with their extra costs; Johannes Caprini jumps between oases for free."""
    return _JUMPS[node] if johannes else ADJACENT[node]


def options(
    start: str,
    max_steps: int,
    camels: int,
    coins: int,
    base: bool,
    johannes: bool = False,
    track_passed: frozenset[str] | None = None,
) -> list[Option]:
    """Every distinct affordable outcome of moving one figure 1..max_steps steps.

    `track_passed` is the set of cities that already hold the player's post; when given,
    outcomes also differ by the set of other cities passed (Wilhelm von Rubruk).
    """
    seen: set[tuple[object, ...]] = set()
    empty: frozenset[str] = frozenset()
    frontier = [Option((start,), 0, 0, 0, empty)]
    found: list[Option] = []
    for step in range(1, max_steps + 1):
        base_cost = TRAVEL_COST[step] if base else 0
        nxt: list[Option] = []
        for opt in frontier:
            here = opt.path[-1]
            for node, ca, co in neighbours(here, johannes):
                total_ca, total_co = opt.camels + ca, opt.coins + co
                if total_ca > camels or total_co + base_cost > coins:
                    continue
                passed = opt.passed
                if (
                    track_passed is not None
                    and LOCATIONS[node] in POST_KINDS
                    and node not in track_passed
                ):
                    passed = passed | {node}
                key = (node, total_ca, total_co, passed)
                if key in seen:
                    continue
                seen.add(key)
                new = Option((*opt.path, node), step, total_ca, total_co, passed)
                nxt.append(new)
                found.append(new)
        frontier = nxt
    return found


def path_cost(path: tuple[str, ...], johannes: bool) -> tuple[int, int] | None:
    """Route extra costs (camels, coins) of a typed path, or None if it is not a path."""
    camels = coins = 0
    for here, there in itertools.pairwise(path):
        costs = [(ca, co) for node, ca, co in neighbours(here, johannes) if node == there]
        if not costs:
            return None
        ca, co = min(costs)
        camels += ca
        coins += co
    return camels, coins

"""Payment enumeration and sea routes against brute force on their definitions."""

from __future__ import annotations

import heapq
import itertools

from engine.macao.payments import payments
from engine.rng import Rng
from tests.engine.macao.support import DATA


def _sub_vectors(vec: list[int]) -> itertools.product:
    return itertools.product(*[range(n + 1) for n in vec])


def _brute_payments(cost: list[int], supply: list[int], reduce: int, wild: int) -> set:
    """Leave out `reduce` printed cubes of choice, then pay the rest from the supply, at
    most `wild` of them in another colour (Zimmermann, Bau offices, reducers, Nachtwächter)."""
    out = set()
    for omitted in _sub_vectors(cost):
        if sum(omitted) != min(reduce, sum(cost)):
            continue
        base = [c - o for c, o in zip(cost, omitted, strict=True)]
        for pay in _sub_vectors(supply):
            if sum(pay) != sum(base):
                continue
            if sum(max(0, b - x) for b, x in zip(base, pay, strict=True)) <= wild:
                out.add(tuple(pay))
    return out


def _random_cubes(rng: Rng, low: int, high: int) -> list[int]:
    vec = [0] * 6
    for _ in range(low + rng.below(high - low + 1)):
        vec[rng.below(6)] += 1
    return vec


def test_payments_are_exactly_the_allowed_cube_vectors() -> None:
    rng = Rng.from_seed(5, "payments")
    for _ in range(400):
        cost = _random_cubes(rng, 1, 4)
        supply = _random_cubes(rng, 0, 7)
        reduce = rng.choice([0, 0, 1, 2, 3])
        wild = rng.choice([0, 0, 2])
        got = payments(cost, supply, reduce=reduce, wildcards=wild)
        assert len(got) == len(set(got))
        assert set(got) == _brute_payments(cost, supply, reduce, wild), (cost, supply)


def _dijkstra(source: str, free_ports: bool) -> dict[str, tuple[int, int]]:
    best = {source: (0, 0)}
    heap = [(0, 0, source)]
    while heap:
        steps, spaces, node = heapq.heappop(heap)
        if best[node] < (steps, spaces):
            continue
        for nxt in DATA.sea_adj[node]:
            paid = 0 if free_ports and DATA.sea_nodes[nxt].kind == "port" else 1
            cand = (steps + paid, spaces + 1)
            if nxt not in best or cand < best[nxt]:
                best[nxt] = cand
                heapq.heappush(heap, (*cand, nxt))
    return best


def test_sea_routes_are_cheapest_then_shortest() -> None:
    for free_ports in (False, True):
        for source in DATA.sea_nodes:
            assert DATA.sea_paths[free_ports][source] == _dijkstra(source, free_ports)
    # without a Leuchtturm every space costs one cube: the cheapest route is the shortest
    for source, routes in DATA.sea_paths[False].items():
        assert all(steps == spaces for steps, spaces in routes.values()), source

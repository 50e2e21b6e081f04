"""A random but purposeful move picker for Caravan playouts.

Uniformly random play almost never forms a chain from a good to its city, so a game
would not end; random playouts (tests, benchmarks, the sandbox's `--auto`) instead score
legal moves with a cheap heuristic and pick at random among the best, with some
exploration. Only moves near chains or goods are scored; the rest count as neutral.
"""

from __future__ import annotations

from engine.caravan.board import CITY_OF, NEIGHBOURS, SIZE
from engine.caravan.moves import CaravanMove
from engine.caravan.state import CaravanState
from engine.rng import Rng

EXPLORE_IN_TWENTY = 2
MAX_HELD = 2


def _distance(a: int, b: int) -> int:
    return abs(a // SIZE - b // SIZE) + abs(a % SIZE - b % SIZE)


def _chains(state: CaravanState, seat: int) -> list[tuple[set[int], int]]:
    """For each laden camel: (its chain's cells from the good onwards, its city's cell).

    Chain members behind the good are left out: they are free to leapfrog forward.
    """
    camels = state.players[seat].camels
    own = {c.cell for c in camels if c.cell is not None}
    result = []
    for camel in camels:
        if camel.good is None or camel.cell is None:
            continue
        seen = {camel.cell}
        frontier = [camel.cell]
        while frontier:
            here = frontier.pop()
            for nxt in NEIGHBOURS[here]:
                if nxt in own and nxt not in seen:
                    seen.add(nxt)
                    frontier.append(nxt)
        city = CITY_OF[camel.good]
        start = _distance(camel.cell, city)
        result.append(({c for c in seen if _distance(c, city) <= start}, city))
    return result


def _cell_values(
    state: CaravanState, chains: list[tuple[set[int], int]], held: int
) -> dict[int, int]:
    """How much a free camel arriving on each interesting cell helps."""
    values: dict[int, int] = {}
    for cells, city in chains:
        closest = min(_distance(c, city) for c in cells)
        for here in cells:
            for nxt in NEIGHBOURS[here]:
                gain = (closest - _distance(nxt, city)) * 5
                if gain > values.get(nxt, 0):
                    values[nxt] = gain
    if held < MAX_HELD:
        for space in state.spaces:
            if space.good is not None and values.get(space.cell, 0) < 6:
                values[space.cell] = 6
    return values


def purposeful_move(
    state: CaravanState, seat: int, moves: list[CaravanMove], rng: Rng
) -> CaravanMove:
    if rng.below(20) < EXPLORE_IN_TWENTY:
        return moves[rng.below(len(moves))]
    player = state.players[seat]
    held = sum(1 for c in player.camels if c.good is not None)
    chains = _chains(state, seat)
    chain_cells = set().union(*(cells for cells, _ in chains)) if chains else set()
    values = _cell_values(state, chains, held)
    camels = player.camels
    best: list[CaravanMove] = []
    top = -(10**9)
    index = 0
    # `legal_moves` lists decisive moves first; score them one by one.
    for index, move in enumerate(moves):  # noqa: B007  (index is used after the loop)
        kind = move.kind
        if kind == "move" or kind == "place":
            break
        if kind == "carry":
            source = camels[move.source - 1]  # type: ignore[union-attr]
            target = camels[move.target - 1]  # type: ignore[union-attr]
            city = CITY_OF[source.good]  # type: ignore[index]
            if target.cell == city:
                return move
            score = (_distance(source.cell, city) - _distance(target.cell, city)) * 6 - 1  # type: ignore[arg-type]
        elif kind == "take":
            score = 10 if held < MAX_HELD else -5
        elif kind == "steal":
            score = 4 if held < MAX_HELD else -5
        else:
            score = -3  # passing wastes the turn's remaining actions
        if score > top:
            top, best = score, [move]
        elif score == top:
            best.append(move)
    else:
        return best[rng.below(len(best))]
    # The rest are placements: score them in one sweep.
    placements = moves[index:]
    penalty = [8 if c.cell in chain_cells else 0 for c in camels]
    get = values.get
    scores = [get(m.cell, 0) - penalty[m.camel - 1] for m in placements]  # type: ignore[union-attr]
    placement_top = max(scores)
    if placement_top > top:
        top, best = placement_top, []
    if placement_top == top:
        best.extend(m for m, s in zip(placements, scores, strict=True) if s == top)
    return best[rng.below(len(best))]

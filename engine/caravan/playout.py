"""A random but purposeful move picker for Caravan playouts.

Uniformly random play almost never forms a chain from a good to its city, so a game
would not end; random playouts (tests, benchmarks, the sandbox's `--auto`) instead score
legal moves with a cheap heuristic and pick at random among the best, with some
exploration. Only moves near chains or goods are scored; the rest count as neutral.
"""

from __future__ import annotations

from engine.caravan.board import CELLS, CITY_OF, NEIGHBOURS, SIZE
from engine.caravan.moves import MOVES, PLACES, CaravanMove
from engine.caravan.state import Camel, CaravanState
from engine.rng import Rng

EXPLORE_IN_TWENTY = 2
MAX_HELD = 2
ALL_CELLS = list(range(CELLS))


def _distance(a: int, b: int) -> int:
    return abs(a // SIZE - b // SIZE) + abs(a % SIZE - b % SIZE)


# DISTANCE[a][b]: steps between two cells; the picker asks this thousands of times a game.
DISTANCE = tuple(tuple(_distance(a, b) for b in range(CELLS)) for a in range(CELLS))


# Cells as bits of an int, so a chain is found by a few shifts instead of a search.
_BIT = tuple(1 << c for c in range(CELLS))
_NOT_LEFT = sum(_BIT[c] for c in range(CELLS) if c % SIZE != 0)
_NOT_RIGHT = sum(_BIT[c] for c in range(CELLS) if c % SIZE != SIZE - 1)


def _chain_mask(start: int, own: int) -> int:
    """The bits of the own cells orthogonally connected to `start` (itself one of them)."""
    region = start
    while True:
        grown = (
            region
            | (region << SIZE)
            | (region >> SIZE)
            | ((region & _NOT_RIGHT) << 1)
            | ((region & _NOT_LEFT) >> 1)
        ) & own
        if grown == region:
            return region
        region = grown


def _chains(state: CaravanState, seat: int) -> list[tuple[list[int], int]]:
    """For each laden camel: (its chain's cells from the good onwards, its city's cell).

    Chain members behind the good are left out: they are free to leapfrog forward.
    """
    camels = state.players[seat].camels
    cells = [c.cell for c in camels if c.cell is not None]
    own = sum(_BIT[c] for c in set(cells))
    result = []
    for camel in camels:
        if camel.good is None or camel.cell is None:
            continue
        chain = _chain_mask(_BIT[camel.cell], own)
        to_city = DISTANCE[CITY_OF[camel.good]]
        start = to_city[camel.cell]
        ahead = {c for c in cells if chain & _BIT[c] and to_city[c] <= start}
        result.append((list(ahead), CITY_OF[camel.good]))
    return result


def _cell_values(
    state: CaravanState, chains: list[tuple[list[int], int]], held: int
) -> dict[int, int]:
    """How much a free camel arriving on each interesting cell helps."""
    values: dict[int, int] = {}
    for cells, city in chains:
        to_city = DISTANCE[city]
        closest = min([to_city[c] for c in cells])
        for here in cells:
            for nxt in NEIGHBOURS[here]:
                gain = (closest - to_city[nxt]) * 5
                if gain > 0 and gain > values.get(nxt, 0):
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
            score = (DISTANCE[city][source.cell] - DISTANCE[city][target.cell]) * 6 - 1  # type: ignore[index]
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
    # The rest are placements (every unladen camel to every affordable cell): score them by
    # cell instead of one by one, since only the few cells in `values` score above zero.
    placements = moves[index:]
    penalty = [8 if c.cell in chain_cells else 0 for c in camels]
    chosen = _pick_placement(state, camels, values, penalty, len(placements), best, top, rng)
    if chosen is not None:
        return chosen
    return _sweep_placements(placements, values, penalty, best, top, rng)


def _sweep_placements(
    placements: list[CaravanMove],
    values: dict[int, int],
    penalty: list[int],
    best: list[CaravanMove],
    top: int,
    rng: Rng,
) -> CaravanMove:
    """Score every placement, join the ties with the best decisive moves and pick one."""
    get = values.get
    scores = [get(m.cell, 0) - penalty[m.camel - 1] for m in placements]  # type: ignore[union-attr]
    placement_top = max(scores)
    if placement_top > top:
        top, best = placement_top, []
    if placement_top == top:
        best = best + [m for m, s in zip(placements, scores, strict=True) if s == top]
    return best[rng.below(len(best))]


def _pick_placement(
    state: CaravanState,
    camels: list[Camel],
    values: dict[int, int],
    penalty: list[int],
    listed: int,
    best: list[CaravanMove],
    top: int,
    rng: Rng,
) -> CaravanMove | None:
    """Pick as the one-by-one sweep would, from counts per camel and score.

    The placements are, camel by camel, every affordable cell but the camel's own, in cell
    order (`legal_moves`); each scores `values.get(cell, 0) - penalty`. Returns None when
    `listed` placements do not match that shape, so the caller sweeps after all.
    """
    if state.actions_left >= 2:
        affordable = ALL_CELLS
    else:
        occupied = {c.cell for p in state.players for c in p.camels}
        affordable = [x for x in range(CELLS) if x not in occupied]
    affordable_set = set(affordable) if affordable is not ALL_CELLS else None
    # Per unladen camel: the interesting cells it can reach and how many plain ones.
    groups = []
    total = 0
    for camel in camels:
        if camel.good is not None:
            continue
        origin = camel.cell
        reach = [
            (cell, value)
            for cell, value in values.items()
            if cell != origin and (affordable_set is None or cell in affordable_set)
        ]
        size = len(affordable) - (
            origin is not None and (affordable_set is None or origin in affordable_set)
        )
        if size:
            groups.append((camel, reach, size - len(reach), size))
            total += size
    if total != listed:
        return None
    scored = []
    for camel, reach, plain, _size in groups:
        pen = penalty[camel.number - 1]
        scored.append(max([v for _, v in reach] + ([0] if plain else [])) - pen)
    placement_top = max(scored)
    if placement_top > top:
        top, best = placement_top, []
    ties = []  # (camel, value needed, count)
    count = len(best)
    if placement_top == top:
        for (camel, reach, plain, _size), score in zip(groups, scored, strict=True):
            if score != top:
                continue
            needed = top + penalty[camel.number - 1]
            here = plain if needed == 0 else sum(1 for _, v in reach if v == needed)
            ties.append((camel, needed, here))
            count += here
    pick = rng.below(count)
    if pick < len(best):
        return best[pick]
    pick -= len(best)
    for camel, needed, here in ties:
        if pick >= here:
            pick -= here
            continue
        for cell in affordable:
            if cell == camel.cell or values.get(cell, 0) != needed:
                continue
            if pick == 0:
                table = PLACES if camel.cell is None else MOVES
                return table[camel.number][cell]
            pick -= 1
    raise AssertionError("placement counts out of step")  # pragma: no cover

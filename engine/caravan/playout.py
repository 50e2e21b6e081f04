"""A random but purposeful move picker for Caravan playouts.

Uniformly random play almost never forms a chain from a good to its city, so a game
would not end; random playouts (tests, benchmarks, the sandbox's `--auto`) instead score
legal moves with a cheap heuristic and pick at random among the best, with some
exploration. Only moves near chains or goods are scored; the rest count as neutral.
"""

from __future__ import annotations

from engine.caravan.data import BIT, CELLS, CITY_OF, NEIGHBOURS, SIZE, chain_mask
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


def _chains(state: CaravanState, seat: int) -> list[tuple[list[int], int]]:
    """For each laden camel: (its chain's cells from the good onwards, its city's cell).

    Chain members behind the good are left out: they are free to leapfrog forward.
    """
    camels = state.players[seat].camels
    cells = [c.cell for c in camels if c.cell is not None]
    own = 0
    for here in cells:
        own |= BIT[here]
    result = []
    for camel in camels:
        good, start_cell = camel.good, camel.cell
        if good is None or start_cell is None:
            continue
        city = CITY_OF[good]
        to_city = DISTANCE[city]
        start = to_city[start_cell]
        chain = chain_mask(BIT[start_cell], own)
        result.append(([c for c in cells if chain & BIT[c] and to_city[c] <= start], city))
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
    penalty = [8 if c.cell in chain_cells else 0 for c in camels]
    chosen = _pick_placement(state, camels, values, penalty, len(moves) - index, best, top, rng)
    if chosen is not None:
        return chosen
    return _sweep_placements(moves[index:], values, penalty, best, top, rng)


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
        affordable, reachable = ALL_CELLS, values
    else:  # one action left: only free cells (a camel's own cell is never free)
        occupied = {c.cell for p in state.players for c in p.camels}
        affordable = [x for x in ALL_CELLS if x not in occupied]
        reachable = {c: v for c, v in values.items() if c not in occupied}
    cells_by_value: dict[int, list[int]] = {}
    for cell, value in reachable.items():
        cells_by_value.setdefault(value, []).append(cell)
    ranked = sorted(cells_by_value, reverse=True)
    # Per unladen camel: (camel, its penalty, the value of its own cell, plain cells, best score)
    groups = []
    total = 0
    for camel in camels:
        if camel.good is not None:
            continue
        origin = camel.cell
        own = reachable.get(origin) if origin is not None else None  # type: ignore[arg-type]
        size = len(affordable) - (origin is not None and affordable is ALL_CELLS)
        if not size:
            continue
        total += size
        plain = size - len(reachable) + (own is not None)
        value = ranked[0] if ranked else 0
        if value and own == value and len(cells_by_value[value]) == 1:
            value = ranked[1] if len(ranked) > 1 else 0  # its own cell is the only best one
        pen = penalty[camel.number - 1]
        groups.append((camel, pen, own, plain, value - pen))  # no good near: plain > 0
    if total != listed:
        return None
    placement_top = max(g[4] for g in groups)
    if placement_top > top:
        top, best = placement_top, []
    ties = []  # (camel, value needed, how many placements have it)
    count = len(best)
    if placement_top == top:
        for camel, pen, own, plain, score in groups:
            if score == top:
                needed = top + pen
                here = plain if needed == 0 else len(cells_by_value[needed]) - (own == needed)
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
        origin = camel.cell
        if needed:
            cell = sorted(c for c in cells_by_value[needed] if c != origin)[pick]
        elif affordable is ALL_CELLS:
            # the pick-th cell that is neither the camel's own nor interesting
            cell = pick
            for skipped in sorted({*reachable, origin} - {None}):
                if skipped > cell:
                    break
                cell += 1
        else:
            cell = [c for c in affordable if c != origin and c not in reachable][pick]
        table = PLACES if origin is None else MOVES
        return table[camel.number][cell]
    raise AssertionError("placement counts out of step")  # pragma: no cover

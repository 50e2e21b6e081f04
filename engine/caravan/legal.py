"""Caravan's legality: which moves a seat may make now, and why another is refused.

One validator (`reason`) decides legality; `check` reports its reason and the tests check
`legal_moves` against it, so the two can never disagree.
"""

from __future__ import annotations

from engine.caravan.data import (
    BIT,
    CELLS,
    SPACE_AT_CELL,
    camel_name,
    cell_name,
    chain_mask,
)
from engine.caravan.moves import (
    CARRIES,
    MOVES,
    MOVES_FROM,
    PASS,
    PLACES,
    TAKES,
    CaravanMove,
    Carry,
    MoveCamel,
    Pass,
    Place,
    Steal,
    Take,
)
from engine.caravan.state import (
    Camel,
    CaravanState,
    PlayerBoard,
    is_occupied,
    occupied_cells,
    stealable,
)
from engine.caravan.words import seat_text
from engine.errors import IllegalMove
from engine.i18n import Text, t


class _Board:
    """What one legality question may need from the board; the chains only on first use.

    Most questions need no chains: a placement only asks whether its cell is occupied, and
    only a carry compares chains.
    """

    __slots__ = ("_component", "_seat", "_state")

    def __init__(self, state: CaravanState, seat: int) -> None:
        self._state = state
        self._seat = seat
        self._component: dict[int, int] | None = None

    def is_occupied(self, cell: int) -> bool:
        return is_occupied(self._state, cell)

    @property
    def component(self) -> dict[int, int]:
        """Own camel number -> its chain (orthogonally adjacent own camels) as a cell mask."""
        if self._component is None:
            self._component = _components(self._state.players[self._seat].camels)
        return self._component


def _components(camels: list[Camel]) -> dict[int, int]:
    placed = [(c.number, BIT[c.cell]) for c in camels if c.cell is not None]
    own = 0
    for _, bit in placed:
        own |= bit
    chains: list[int] = []
    component = {}
    for number, bit in placed:
        for chain in chains:
            if chain & bit:
                break
        else:
            chain = chain_mask(bit, own)
            chains.append(chain)
        component[number] = chain
    return component


def derive(state: CaravanState, seat: int) -> _Board:
    return _Board(state, seat)


def _camel(player: PlayerBoard, number: int) -> Camel | None:
    if 1 <= number <= len(player.camels):
        return player.camels[number - 1]
    return None


def _no_such_camel(player: PlayerBoard, number: int) -> Text:
    last = camel_name(len(player.camels))
    return t("caravan.err.no_such_camel", camel=camel_name(number), last=last)


def _laden_count(player: PlayerBoard) -> int:
    return sum(1 for c in player.camels if c.laden)


def _stealable_by_cell(state: CaravanState, seat: int) -> dict[int, list[tuple[int, list[int]]]]:
    """Cell -> [(victim, their camels there with a good on top)], victims in seat order.

    One sweep over the other players' camels instead of one per own camel and victim.
    """
    found: dict[int, list[tuple[int, list[int]]]] = {}
    for victim, other in enumerate(state.players):
        if victim == seat:
            continue
        for camel in other.camels:
            if camel.cell is None or camel.good is None or camel.under:
                continue
            entries = found.setdefault(camel.cell, [])
            if entries and entries[-1][0] == victim:
                entries[-1][1].append(camel.number)
            else:
                entries.append((victim, [camel.number]))
    return found


def reason(state: CaravanState, seat: int, move: CaravanMove, board: _Board) -> Text | None:
    """Why `move` is illegal for `seat` now, or None if it is legal."""
    player = state.players[seat]
    if isinstance(move, Pass):
        return None
    if isinstance(move, (Place, MoveCamel)):
        return _walk_reason(state, player, move, board)
    if isinstance(move, Take):
        return _take_reason(state, player, move)
    if isinstance(move, Steal):
        return _steal_reason(state, seat, player, move)
    if isinstance(move, Carry):
        return _carry_reason(player, move, board)
    return t("core.err.not_legal_now", move=str(move))


def _walk_reason(
    state: CaravanState, player: PlayerBoard, move: Place | MoveCamel, board: _Board
) -> Text | None:
    """Why a camel may not be placed or moved there."""
    camel = _camel(player, move.camel)
    if camel is None:
        return _no_such_camel(player, move.camel)
    if not 0 <= move.cell < 49:
        return t("caravan.err.no_such_cell")
    if isinstance(move, Place) and camel.cell is not None:
        return t(
            "caravan.err.already_placed",
            camel=camel_name(move.camel),
            cell=cell_name(camel.cell),
        )
    if isinstance(move, MoveCamel) and camel.cell is None:
        return t("caravan.err.not_placed", camel=camel_name(move.camel))
    if camel.laden:
        return t("caravan.err.laden_cannot_move", camel=camel_name(move.camel))
    if camel.cell == move.cell:
        return t("caravan.err.same_cell", camel=camel_name(move.camel), cell=cell_name(move.cell))
    cost = 2 if board.is_occupied(move.cell) else 1
    if cost > state.actions_left:
        return t("caravan.err.not_enough_actions", cost=cost, left=state.actions_left)
    return None


def _loading_reason(player: PlayerBoard, number: int) -> Text | None:
    """Why camel `number` may not load a good (take or steal), whatever lies there."""
    camel = _camel(player, number)
    if camel is None:
        return _no_such_camel(player, number)
    if camel.cell is None:
        return t("caravan.err.not_placed", camel=camel_name(number))
    if camel.laden:
        return t("caravan.err.camel_laden", camel=camel_name(number))
    return None


def _take_reason(state: CaravanState, player: PlayerBoard, move: Take) -> Text | None:
    why = _loading_reason(player, move.camel)
    if why is not None:
        return why
    cell = player.camels[move.camel - 1].cell
    assert cell is not None
    number = SPACE_AT_CELL.get(cell)
    if number is None or state.spaces[number - 1].good is None:
        return t("caravan.err.no_good_here", camel=camel_name(move.camel), cell=cell_name(cell))
    if _laden_count(player) + 1 >= len(player.camels):
        return t("caravan.err.last_unladen")
    return None


def _steal_reason(state: CaravanState, seat: int, player: PlayerBoard, move: Steal) -> Text | None:
    if _camel(player, move.camel) is None:
        return _no_such_camel(player, move.camel)
    if player.theft_markers < 1:
        return t("caravan.err.no_theft_marker")
    if move.victim == seat or not 0 <= move.victim < state.num_seats:
        return t("caravan.err.bad_victim")
    why = _loading_reason(player, move.camel)
    if why is not None:
        return why
    if _laden_count(player) + 1 >= len(player.camels):
        return t("caravan.err.last_unladen")
    cell = player.camels[move.camel - 1].cell
    assert cell is not None
    targets = stealable(state, cell, move.victim)
    if not targets or (move.victim_camel is not None and move.victim_camel not in targets):
        return t(
            "caravan.err.nothing_to_steal",
            camel=camel_name(move.camel),
            cell=cell_name(cell),
            victim=seat_text(move.victim),
        )
    if move.victim_camel is None and len(targets) > 1:
        choices = ", ".join(camel_name(n) for n in targets)
        return t("caravan.err.ambiguous_steal", choices=choices)
    return None


def _carry_reason(player: PlayerBoard, move: Carry, board: _Board) -> Text | None:
    source = _camel(player, move.source)
    target = _camel(player, move.target)
    if source is None or target is None:
        return _no_such_camel(player, move.source if source is None else move.target)
    if source.good is None:
        return t("caravan.err.nothing_to_carry", camel=camel_name(move.source))
    if move.source == move.target:
        return t("caravan.err.same_camel")
    if target.cell is None:
        return t("caravan.err.not_placed", camel=camel_name(move.target))
    if target.laden:
        return t("caravan.err.camel_laden", camel=camel_name(move.target))
    if board.component.get(move.source) != board.component.get(move.target):
        return t(
            "caravan.err.not_connected",
            source=camel_name(move.source),
            target=camel_name(move.target),
        )
    return None


def check(state: CaravanState, seat: int, move: CaravanMove) -> None:
    why = reason(state, seat, move, derive(state, seat))
    if why is not None:
        raise IllegalMove(why)


def first_in_supply(player: PlayerBoard) -> int | None:
    """The number of the player's first camel not yet on the board, if any."""
    return next((c.number for c in player.camels if c.cell is None), None)


def legal_moves(state: CaravanState, seat: int) -> list[CaravanMove]:
    """Decisive moves first (carry, take, steal, pass), then camel placements.

    Built directly for speed; tests check every candidate against `reason`.
    """
    if state.finished or seat != state.current:
        return []
    player = state.players[seat]
    camels = player.camels
    laden = [c.good is not None for c in camels]
    can_load = sum(laden) + 1 < len(camels)
    left = state.actions_left
    # With two actions left every cell is affordable; with one, only the free cells.
    free: list[int] | None = None
    if left < 2:
        occupied = occupied_cells(state)
        free = [x for x in range(CELLS) if x not in occupied] if left >= 1 else []
    steal_map = _stealable_by_cell(state, seat) if can_load and player.theft_markers >= 1 else {}
    moves: list[CaravanMove] = []
    component: dict[int, int] | None = None
    movable = []
    for camel in camels:
        number = camel.number
        if laden[number - 1]:
            if component is None:
                component = _Board(state, seat).component
            chain = component.get(number)
            moves.extend(
                CARRIES[number, other.number]
                for other in camels
                if other.cell is not None
                and not laden[other.number - 1]
                and component[other.number] == chain
            )
            continue
        movable.append(camel)
        origin = camel.cell
        if origin is None or not can_load:
            continue
        space = SPACE_AT_CELL.get(origin)
        if space is not None and state.spaces[space - 1].good is not None:
            moves.append(TAKES[number])
        for victim, targets in steal_map.get(origin, ()):
            if len(targets) == 1:
                moves.append(Steal(camel=number, victim=victim))
            else:
                moves.extend(Steal(camel=number, victim=victim, victim_camel=n) for n in targets)
    moves.append(PASS)
    for camel in movable:
        number, origin = camel.number, camel.cell
        if origin is None:
            row = PLACES[number]
            moves.extend(row if free is None else [row[x] for x in free])
        elif free is None:
            moves.extend(MOVES_FROM[number][origin])
        else:
            row = MOVES[number]
            moves.extend([row[x] for x in free if x != origin])
    return moves

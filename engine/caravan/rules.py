"""Caravan's rules on the engine contract.

One validator (`_reason`) decides legality; `legal_moves` filters candidate moves through
it and `check` reports its reason, so the two can never disagree.
"""

from __future__ import annotations

from engine.caravan import ai, labels, scoring, steps
from engine.caravan import events as ev
from engine.caravan.board import (
    BIT,
    CELLS,
    CITY_OF,
    DEMAND_MARKERS,
    FULL_COUNTS,
    GOODS,
    GOODS_SPACES,
    REFILL_THRESHOLD,
    SHORT_COUNTS,
    SPACE_AT_CELL,
    START_DEMAND_SPACES,
    Good,
    camel_name,
    cell_name,
    chain_mask,
)
from engine.caravan.help import TOPICS as HELP_TOPICS
from engine.caravan.moves import (
    CARRIES,
    HINT_KEY,
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
    format_move,
    parse,
)
from engine.caravan.playout import purposeful_move
from engine.caravan.state import (
    Camel,
    CaravanOptions,
    CaravanState,
    GoodsSpace,
    LastAction,
    PlayerBoard,
    clone,
    is_occupied,
    occupied_cells,
    stealable,
)
from engine.caravan.texts import seat_text
from engine.caravan.view import CaravanView, build_view
from engine.errors import IllegalMove
from engine.game import Event, Game, Result
from engine.i18n import Text, t
from engine.move_tree import MoveTree, Step
from engine.rng import Rng

MAX_ACTIONS = 4


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


def _derive(state: CaravanState, seat: int) -> _Board:
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


def _own_player(state: CaravanState, seat: int) -> PlayerBoard:
    """Give `state` its own copy of `seat`'s board (shared with the previous state until now)."""
    players = list(state.players)
    player = players[seat] = clone(players[seat])
    state.players = players
    return player


def _own_camel(player: PlayerBoard, number: int) -> Camel:
    """Give an already owned `player` its own copy of camel `number`."""
    camels = list(player.camels)
    camel = camels[number - 1] = clone(camels[number - 1])
    player.camels = camels
    return camel


def _own_space(state: CaravanState, number: int) -> GoodsSpace:
    """Give `state` its own copy of goods space `number`."""
    spaces = list(state.spaces)
    space = spaces[number - 1] = clone(spaces[number - 1])
    state.spaces = spaces
    return space


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


class CaravanGame(Game[CaravanState, CaravanMove, CaravanOptions]):
    name = "caravan"
    version = 1
    min_seats = 2
    max_seats = 4
    help_topics = HELP_TOPICS
    options_model = CaravanOptions
    state_model = CaravanState
    move_model = CaravanMove
    notation_hint = HINT_KEY

    # -- set-up -----------------------------------------------------------------------

    def _setup(self, num_seats: int, options: CaravanOptions, seed: int, rng: Rng) -> CaravanState:
        counts = SHORT_COUNTS if options.short_game else FULL_COUNTS
        bag = [good for good in GOODS for _ in range(counts[good])]
        spaces = []
        for number, cell in sorted(GOODS_SPACES.items()):
            good = bag.pop(rng.below(len(bag)))
            demand = 1 if number in START_DEMAND_SPACES else 0
            spaces.append(GoodsSpace(number=number, cell=cell, good=good, demand=demand))
        camels_each = 6 if options.sixth_camel else 5
        players = [
            PlayerBoard(camels=[Camel(number=n) for n in range(1, camels_each + 1)])
            for _ in range(num_seats)
        ]
        return CaravanState(
            game=self.name,
            num_seats=num_seats,
            seed=seed,
            rng=rng,
            options=options,
            players=players,
            spaces=spaces,
            bag=bag,
            demand_supply=DEMAND_MARKERS - len(START_DEMAND_SPACES),
            current=rng.below(num_seats),
        )

    # -- turn and legality --------------------------------------------------------------

    def to_act(self, state: CaravanState) -> list[int]:
        return [] if state.finished else [state.current]

    def is_over(self, state: CaravanState) -> bool:
        return state.finished

    def prompt(self, state: CaravanState, seat: int) -> Text | None:
        if state.finished or seat != state.current:
            return None
        return t("caravan.prompt.actions", count=state.actions_left)

    def _reason(
        self, state: CaravanState, seat: int, move: CaravanMove, board: _Board
    ) -> Text | None:
        """Why `move` is illegal for `seat` now, or None if it is legal."""
        player = state.players[seat]
        if isinstance(move, Pass):
            return None
        if isinstance(move, (Place, MoveCamel)):
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
                return t(
                    "caravan.err.same_cell", camel=camel_name(move.camel), cell=cell_name(move.cell)
                )
            cost = 2 if board.is_occupied(move.cell) else 1
            if cost > state.actions_left:
                return t("caravan.err.not_enough_actions", cost=cost, left=state.actions_left)
            return None
        if isinstance(move, Take):
            camel = _camel(player, move.camel)
            if camel is None:
                return _no_such_camel(player, move.camel)
            if camel.cell is None:
                return t("caravan.err.not_placed", camel=camel_name(move.camel))
            if camel.laden:
                return t("caravan.err.camel_laden", camel=camel_name(move.camel))
            number = SPACE_AT_CELL.get(camel.cell)
            if number is None or state.spaces[number - 1].good is None:
                return t(
                    "caravan.err.no_good_here",
                    camel=camel_name(move.camel),
                    cell=cell_name(camel.cell),
                )
            if _laden_count(player) + 1 >= len(player.camels):
                return t("caravan.err.last_unladen")
            return None
        if isinstance(move, Steal):
            camel = _camel(player, move.camel)
            if camel is None:
                return _no_such_camel(player, move.camel)
            if player.theft_markers < 1:
                return t("caravan.err.no_theft_marker")
            if move.victim == seat or not 0 <= move.victim < state.num_seats:
                return t("caravan.err.bad_victim")
            if camel.cell is None:
                return t("caravan.err.not_placed", camel=camel_name(move.camel))
            if camel.laden:
                return t("caravan.err.camel_laden", camel=camel_name(move.camel))
            if _laden_count(player) + 1 >= len(player.camels):
                return t("caravan.err.last_unladen")
            targets = stealable(state, camel.cell, move.victim)
            if not targets or (move.victim_camel is not None and move.victim_camel not in targets):
                return t(
                    "caravan.err.nothing_to_steal",
                    camel=camel_name(move.camel),
                    cell=cell_name(camel.cell),
                    victim=seat_text(move.victim),
                )
            if move.victim_camel is None and len(targets) > 1:
                choices = ", ".join(camel_name(n) for n in targets)
                return t("caravan.err.ambiguous_steal", choices=choices)
            return None
        if isinstance(move, Carry):
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
        return t("core.err.not_legal_now", move=str(move))

    def check(self, state: CaravanState, seat: int, move: CaravanMove) -> None:
        reason = self._reason(state, seat, move, _derive(state, seat))
        if reason is not None:
            raise IllegalMove(reason)

    def legal_moves(self, state: CaravanState, seat: int) -> list[CaravanMove]:
        """Decisive moves first (carry, take, steal, pass), then camel placements.

        Built directly for speed; tests check every candidate against `_reason`.
        """
        if seat not in self.to_act(state):
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
        steal_map = (
            _stealable_by_cell(state, seat) if can_load and player.theft_markers >= 1 else {}
        )
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
                    moves.extend(
                        Steal(camel=number, victim=victim, victim_camel=n) for n in targets
                    )
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

    # -- applying -----------------------------------------------------------------------

    def copy_state(self, state: CaravanState) -> CaravanState:
        """A shallow copy; `_apply` copies whatever else it changes, the RNG included.

        States are never changed after `apply` returns them, so untouched players, camels,
        spaces, the bag and the RNG can be shared between a state and its successor.
        """
        return clone(state)

    def _apply(self, state: CaravanState, seat: int, move: CaravanMove) -> list[Event]:
        player = _own_player(state, seat)
        events: list[Event] = []
        if isinstance(move, (Place, MoveCamel)):
            camel = _own_camel(player, move.camel)
            cost = 2 if is_occupied(state, move.cell) else 1
            origin = camel.cell
            camel.cell = move.cell
            state.actions_left -= cost
            state.last_action = LastAction(
                seat=seat, kind=move.kind, from_cell=origin, to_cell=move.cell
            )
            events.append(ev.placed(move.kind, seat, move.camel, move.cell, cost))
        elif isinstance(move, Take):
            camel = _own_camel(player, move.camel)
            space = _own_space(state, SPACE_AT_CELL[camel.cell])  # type: ignore[index]
            good, demand = space.good, space.demand
            assert good is not None and camel.cell is not None
            camel.good, camel.under = good, False
            player.demand += demand
            space.good, space.demand = None, 0
            state.actions_left -= 1
            state.last_action = LastAction(seat=seat, kind="take", to_cell=camel.cell, good=good)
            events.append(ev.taken(seat, move.camel, camel.cell, good, demand))
            events.extend(self._refill_if_needed(state))
        elif isinstance(move, Steal):
            camel = _own_camel(player, move.camel)
            assert camel.cell is not None
            victim_number = move.victim_camel or stealable(state, camel.cell, move.victim)[0]
            victim = _own_player(state, move.victim)
            victim_camel = _own_camel(victim, victim_number)
            good = victim_camel.good
            assert good is not None
            camel.good, camel.under = good, True
            victim_camel.good, victim_camel.under = None, False
            player.theft_markers -= 1
            victim.theft_markers += 1
            state.actions_left -= 1
            state.last_action = LastAction(seat=seat, kind="steal", to_cell=camel.cell, good=good)
            events.append(ev.stolen(seat, move.camel, camel.cell, move.victim, victim_number, good))
        elif isinstance(move, Carry):
            source = _own_camel(player, move.source)
            target = _own_camel(player, move.target)
            good = source.good
            assert good is not None and source.cell is not None and target.cell is not None
            source.good, source.under = None, False
            state.actions_left -= 1
            delivered = target.cell == CITY_OF[good]
            state.last_action = LastAction(
                seat=seat,
                kind="carry",
                from_cell=source.cell,
                to_cell=target.cell,
                good=good,
                delivered=delivered,
            )
            cells = (source.cell, target.cell)
            events.append(ev.carried(seat, move.source, move.target, cells, good, delivered))
            if delivered:
                player.delivered = [*player.delivered, good]
                if state.end_triggered:
                    state.finished = True
                    events.append(ev.game_over(seat))
                    return events
            else:
                target.good, target.under = good, False
        elif isinstance(move, Pass):
            state.last_action = LastAction(seat=seat, kind="pass")
            events.append(ev.passed(seat, state.actions_left))
            state.actions_left = 0
        if state.actions_left <= 0:
            events.append(self._next_turn(state))
        return events

    def _refill_if_needed(self, state: CaravanState) -> list[Event]:
        """When only 4 goods lie on the spaces: demand marker on each, then draw in number
        order. The draw reveals goods from the bag, so the move can never be undone."""
        on_spaces = [s for s in state.spaces if s.good is not None]
        if len(on_spaces) != REFILL_THRESHOLD or not state.bag:
            return []
        self.mark_irreversible(state)
        spaces = state.spaces = [clone(s) for s in state.spaces]
        bag = state.bag = list(state.bag)
        state.rng = state.rng.model_copy()  # the draw advances this state's RNG only
        for space in spaces:
            if space.good is not None and state.demand_supply > 0:
                space.demand += 1
                state.demand_supply -= 1
        drawn: list[Good] = []
        for space in spaces:
            if space.good is None and bag:
                space.good = bag.pop(state.rng.below(len(bag)))
                drawn.append(space.good)
        events = [ev.refilled(drawn)]
        if not state.bag:
            state.end_triggered = True
            events.append(ev.end_triggered())
        return events

    def _next_turn(self, state: CaravanState) -> Event:
        state.current = (state.current + 1) % state.num_seats
        state.turn_number += 1
        state.actions_left = min(state.turn_number + 1, MAX_ACTIONS)
        return ev.next_turn(state.current, state.actions_left)

    # -- end, view, notation ------------------------------------------------------------

    def playout_move(
        self, state: CaravanState, seat: int, moves: list[CaravanMove], rng: Rng
    ) -> CaravanMove:
        return purposeful_move(state, seat, moves, rng)

    def result(self, state: CaravanState) -> Result:
        return scoring.result(state)

    def view(self, state: CaravanState, seat: int | None) -> CaravanView:
        return build_view(state, seat, self.to_act(state))

    def _parse(self, text: str) -> CaravanMove:
        return parse(text)

    def format_move(self, move: CaravanMove) -> str:
        return format_move(move)

    def label(self, move: CaravanMove, state: CaravanState | None = None) -> Text:
        return labels.label(move, state)

    # -- step-by-step picking, AI players -----------------------------------------------

    def move_steps(self, state: CaravanState, seat: int, move: CaravanMove) -> tuple[Step, ...]:
        return steps.move_steps(state, seat, move)

    def move_tree(self, state: CaravanState, seat: int) -> MoveTree:
        """The tree offers the kinds in the order of the rules' action list, not in
        `legal_moves`' order (decisive moves first, for playouts)."""
        moves = sorted(self.legal_moves(state, seat), key=steps.kind_order)
        return MoveTree((steps.move_steps(state, seat, move), move) for move in moves)

    def resample(self, state: CaravanState, seat: int, rng: Rng) -> CaravanState:
        return ai.resample(state, seat, rng)

    def evaluate(self, state: CaravanState, seat: int) -> float:
        return ai.evaluate(state, seat)


__all__ = ["CaravanGame", "format_move"]

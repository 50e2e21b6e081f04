"""`CaravanGame`: Caravan on the engine contract; the rules themselves are in `rules.py`."""

from __future__ import annotations

from engine.caravan import advice, labels, legal, resample, rules, scoring, steps
from engine.caravan.help import TOPICS as HELP_TOPICS
from engine.caravan.moves import PLACES, CaravanMove
from engine.caravan.notation import HINT_KEY, format_move, parse
from engine.caravan.playout import purposeful_move
from engine.caravan.state import Camel, CaravanOptions, CaravanState, PlayerBoard, clone
from engine.caravan.view import CaravanView, build_view
from engine.caravan.words import seat_text
from engine.game import Event, Game, Result
from engine.i18n import Text, t
from engine.memo import IdentityMemo
from engine.move_tree import MoveTree, Step
from engine.rng import Rng


class CaravanGame(Game[CaravanState, CaravanMove, CaravanOptions]):
    name = rules.NAME
    version = 1
    min_seats = 2
    max_seats = 4
    help_topics = HELP_TOPICS
    options_model = CaravanOptions
    state_model = CaravanState
    move_model = CaravanMove
    notation_hint = HINT_KEY
    # winners score ~50-70 and lead by 2-20 in 2-player games of the greedy baseline
    score_scale = 10.0
    # Judge a search's positions where its tree ends: after the purposeful picker's
    # moves `normal` won 3 of 8 games against the greedy baseline, without them 5 of 8.
    search_rollout = 0
    # A turn's actions (place a camel, take the good under it, carry it on) only make
    # sense together: the AI plans whole turns (`engine.ai.plan`).
    plans_turns = True

    # -- set-up, turn and legality ------------------------------------------------------

    def _setup(self, num_seats: int, options: CaravanOptions, seed: int, rng: Rng) -> CaravanState:
        return rules.new_state(num_seats, options, seed, rng)

    def to_act(self, state: CaravanState) -> list[int]:
        return [] if state.finished else [state.current]

    def is_over(self, state: CaravanState) -> bool:
        return state.finished

    def opening(self, state: CaravanState) -> list[Text]:
        """The start player is drawn by lot (the rules leave the choice open), and the
        first turns grow by an action each: both surprise a table that expects seat 1."""
        return [t("caravan.opening", player=seat_text(state.current))]

    def prompt(self, state: CaravanState, seat: int) -> Text | None:
        if state.finished or seat != state.current:
            return None
        return t("caravan.prompt.actions", count=state.actions_left)

    def check(self, state: CaravanState, seat: int, move: CaravanMove) -> None:
        legal.check(state, seat, move)

    def legal_moves(self, state: CaravanState, seat: int) -> list[CaravanMove]:
        """Decisive moves first (carry, take, steal, pass), then camel placements."""
        return legal.legal_moves(state, seat)

    # -- applying -----------------------------------------------------------------------

    def copy_state(self, state: CaravanState) -> CaravanState:
        """A shallow copy; `_apply` copies whatever else it changes, the RNG included.

        States are never changed after `apply` returns them, so untouched players, camels,
        spaces, the bag and the RNG can be shared between a state and its successor.
        """
        return clone(state)

    def _apply(self, state: CaravanState, seat: int, move: CaravanMove) -> list[Event]:
        return rules.perform(state, seat, move)

    def playout_move(
        self, state: CaravanState, seat: int, moves: list[CaravanMove], rng: Rng
    ) -> CaravanMove:
        return purposeful_move(state, seat, moves, rng)

    # -- end, view, notation ------------------------------------------------------------

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

    def distinct_moves(self, state: CaravanState, seat: int) -> list[CaravanMove]:
        """Camels in the supply are alike: only the first of them is offered to place."""
        moves = legal.legal_moves(state, seat)
        first = legal.first_in_supply(state.players[seat])
        if first is None:
            return moves
        return [m for m in moves if m.kind != "place" or m.camel == first]  # type: ignore[union-attr]

    def representative(self, state: CaravanState, seat: int, move: CaravanMove) -> CaravanMove:
        if move.kind != "place":
            return move
        first = legal.first_in_supply(state.players[seat])
        return PLACES[first][move.cell] if first is not None else move  # type: ignore[union-attr]

    def position_key(self, state: CaravanState) -> tuple[object, ...]:
        """Camels, goods and markers on the table, and whose actions remain. A player's
        camels are alike, so which of them stands where is not part of the position: two
        camels placed in either order are one position. (The bag's order is left out: it
        is the same for every order of a turn's moves.)"""
        return (
            state.current,
            state.actions_left,
            state.finished,
            tuple(_board_key(player) for player in state.players),
            tuple((s.good, s.demand) for s in state.spaces),
        )

    def resample(self, state: CaravanState, seat: int, rng: Rng) -> CaravanState:
        return resample.resample(state, seat, rng)

    def evaluate(self, state: CaravanState, seat: int) -> float:
        return resample.evaluate(state, seat)

    def evaluation_parts(self, state: CaravanState, seat: int) -> dict[str, float]:
        return resample.evaluation_parts(state, seat)

    def reasons(self, before: CaravanState, after: CaravanState, seat: int) -> list[Text]:
        return advice.reasons(before, after, seat)


# A board's part of a position key, by the board (`IdentityMemo`): a plan keys thousands
# of positions in which most boards are the previous position's.
_BOARD_KEYS: IdentityMemo[tuple[object, ...]] = IdentityMemo()


def _board_key(player: PlayerBoard) -> tuple[object, ...]:
    key = _BOARD_KEYS.get(player)
    if key is None:
        camels = tuple(sorted(_camel_key(c) for c in player.camels))
        key = (camels, tuple(sorted(player.delivered)), player.demand, player.theft_markers)
        _BOARD_KEYS.keep(key, player)
    return key


def _camel_key(camel: Camel) -> tuple[int, str, bool]:
    """A camel's place in a position key (sortable: off the board is -1, no good "")."""
    return (-1 if camel.cell is None else camel.cell, camel.good or "", camel.under)


__all__ = ["CaravanGame", "format_move"]

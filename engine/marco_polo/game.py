"""The Voyages of Marco Polo on the engine contract."""

from __future__ import annotations

from typing import Any, ClassVar

from engine.errors import IllegalMove
from engine.game import Event, Game, Result, rank_standings
from engine.i18n import Text, t
from engine.i18n import seat as seat_text
from engine.marco_polo.actions import (
    bonus_or_end_allowed,
    fee,
    match_dice,
    place_problem,
    turn_moves,
    turn_problem,
)
from engine.marco_polo.advice import reasons
from engine.marco_polo.data import (
    BAZAAR,
    BAZAARS,
    CHARACTERS,
    CITY_BONUSES,
    CITY_CARD_SLOTS,
    CITY_CARDS,
    CITY_CARDS_DEALT,
    CONTRACT_SLOT_BONUS,
    CONTRACTS,
    FIRST_GAME_CHARACTERS,
    GOAL_CARDS,
    LARGE_CITIES,
    OFFICE_BONUSES,
    REGULAR_CONTRACTS,
    ROUND_PILE,
    SMALL_CITIES,
    STANDARD_CITY_BONUS,
    START_CAMELS,
    START_COINS,
    STARTING_CONTRACTS,
)
from engine.marco_polo.decisions import (
    answer,
    decision_moves,
    decision_problem,
    setup_character,
    travel_ok,
)
from engine.marco_polo.events import Events
from engine.marco_polo.help import TOPICS as HELP_TOPICS
from engine.marco_polo.labels import describe, label, narrated
from engine.marco_polo.moves import (
    Bag,
    Bump,
    BuyBlack,
    Decline,
    End,
    Fulfil,
    Keep,
    MarcoPoloMove,
    Move,
    Place,
    Reroll,
    TakeContracts,
    Travel,
    held_contract,
)
from engine.marco_polo.notation import HINT_KEY, die_value, format_move, parse_move
from engine.marco_polo.playout import purposeful_move
from engine.marco_polo.resample import evaluate, evaluation_parts, resample
from engine.marco_polo.rules import (
    add_placed,
    after_decisions,
    end_turn,
    grant,
    mercator_share,
    pay,
    start_round,
    take_black_die,
)
from engine.marco_polo.scoring import score
from engine.marco_polo.state import (
    Die,
    MarcoPoloLastMove,
    MarcoPoloOptions,
    MarcoPoloState,
    Pending,
    Placed,
    Player,
)
from engine.marco_polo.steps import move_steps, move_tree
from engine.marco_polo.view import MarcoPoloView, build_view
from engine.marco_polo.words import card_in, contract_text, die_text, place_name
from engine.move_tree import MoveTree, Step
from engine.notation import quote
from engine.pending import awaited, first_of
from engine.rng import Rng


class MarcoPoloGame(Game[MarcoPoloState, MarcoPoloMove, MarcoPoloOptions]):
    name: ClassVar[str] = "marco_polo"
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 4
    help_topics: ClassVar[tuple[str, ...]] = HELP_TOPICS
    options_model: ClassVar[type[MarcoPoloOptions]] = MarcoPoloOptions
    state_model: ClassVar[type[MarcoPoloState]] = MarcoPoloState
    move_model: ClassVar[Any] = MarcoPoloMove
    notation_hint: ClassVar[str] = HINT_KEY
    # winners score ~20-30 and lead by 3-20 in 2-player games of the greedy baseline (a
    # contract is worth 1-9 points)
    score_scale: ClassVar[float] = 10.0

    # -- set-up ---------------------------------------------------------------------------

    def _setup(
        self, num_seats: int, options: MarcoPoloOptions, seed: int, rng: Rng
    ) -> MarcoPoloState:
        state = MarcoPoloState(game=self.name, num_seats=num_seats, seed=seed, rng=rng)
        state.variant = options.variant
        starting = rng.shuffled(STARTING_CONTRACTS)
        regular = rng.shuffled(REGULAR_CONTRACTS)
        piles = [regular[i * ROUND_PILE : (i + 1) * ROUND_PILE] for i in range(5)]
        state.contract_row = piles[0]
        state.round_piles = piles[1:]
        state.special = regular[5 * ROUND_PILE :]
        state.special_known = [0] * len(state.special)  # dealt face down
        cards = rng.shuffled(sorted(CITY_CARDS))[:CITY_CARDS_DEALT]
        state.city_cards = dict(zip(CITY_CARD_SLOTS, cards, strict=True))
        offices = rng.shuffled(sorted(OFFICE_BONUSES))
        state.office = dict(zip(LARGE_CITIES, offices, strict=False))
        if options.variant == "pro":
            letters = rng.shuffled(sorted(CITY_BONUSES))
            state.city_bonus = dict(zip(SMALL_CITIES, letters, strict=True))
        else:
            state.city_bonus = dict(STANDARD_CITY_BONUS)
        state.goal_deck = rng.shuffled(sorted(GOAL_CARDS))
        state.players = [
            Player(coins=START_COINS[i], camels=START_CAMELS, contracts=[starting[i]])
            for i in range(num_seats)
        ]
        neutral = [Placed(seat=-1, dice=[Die(kind="p", value=1)])]
        state.spaces = {"khan": neutral * (4 - num_seats) if num_seats < 4 else []}
        if num_seats == 2:
            state.spaces["coins"] = list(neutral)
        if options.variant == "first":
            for seat in range(num_seats):
                setup_character(state, seat, FIRST_GAME_CHARACTERS[seat])
                state.players[seat].goals = sorted(state.goal_deck[:2])
                del state.goal_deck[:2]
            start_round(state, [])
        else:
            state.phase = "draft"
            state.draft_offer = sorted(rng.shuffled(CHARACTERS)[: num_seats + 1])
            state.draft_order = list(range(num_seats - 1, -1, -1))
            state.pending = [Pending(seat=num_seats - 1, kind="draft")]
        state.undo_floor = 0  # nothing before the first move can be undone anyway
        return state

    # -- whose turn, what is legal ----------------------------------------------------------

    def to_act(self, state: MarcoPoloState) -> list[int]:
        if state.phase == "over":
            return []
        return awaited(state.pending, simultaneous=True) or [state.current]

    def legal_moves(self, state: MarcoPoloState, seat: int) -> list[MarcoPoloMove]:
        if seat not in self.to_act(state):
            return []
        found = first_of(state.pending, seat)
        if found is not None:
            return decision_moves(state, found[1])
        return turn_moves(state, seat)

    def check(self, state: MarcoPoloState, seat: int, move: MarcoPoloMove) -> None:
        move = held_contract(state, seat, move)
        found = first_of(state.pending, seat)
        if found is not None:
            pending = found[1]
            if pending.kind == "take_contracts" and _bonus_missing(move):
                raise IllegalMove("marco_polo.err.slot_bonus", move=quote(format_move(move)))
            if isinstance(move, Travel) and pending.kind == "travel":
                if travel_ok(state.players[seat], pending, move):
                    return
            elif move in decision_moves(state, pending):
                return
            problem = decision_problem(state, pending, move)
            if problem is not None:
                raise IllegalMove(problem)
            raise IllegalMove(
                "marco_polo.err.decision",
                move=quote(format_move(move)),
                prompt=self._ask(state, seat),
            )
        if isinstance(move, Place):
            if state.main_done:
                raise IllegalMove("marco_polo.err.main_done")
            problem = place_problem(state, seat, move)
            if problem is not None:
                raise IllegalMove(problem)
            return
        problem = turn_problem(state, seat, move)
        if problem is not None:
            raise IllegalMove(problem)
        if not bonus_or_end_allowed(state, seat, move):  # a safety net the tests never reach
            raise IllegalMove("core.err.not_legal_now", move=quote(format_move(move)))

    def opening(self, state: MarcoPoloState) -> list[Text]:
        """With characters to choose, the last seat chooses first and the start player
        last: the table should know why the first player is not asked first."""
        if state.phase != "draft" or not state.draft_order:
            return []
        return [
            t(
                "marco_polo.opening.draft",
                first=seat_text(state.draft_order[0]),
                start=seat_text(state.start_player),
            )
        ]

    def prompt(self, state: MarcoPoloState, seat: int) -> Text | None:
        """The public prompt (the bot posts it to the channel): a contract drawn from the
        special pile is named only in the seat's own view, as a declined one stays unseen."""
        if seat not in self.to_act(state):
            return None
        return self._ask(state, seat, private=False)

    def _ask(self, state: MarcoPoloState, seat: int, private: bool = True) -> Text:
        found = first_of(state.pending, seat)
        if found is None:
            key = "after" if state.main_done else "turn"
            return t(f"marco_polo.ask.{key}")
        pending = found[1]
        item: Text | str = ""
        if pending.kind == "new_contract":
            if not private:
                return t("marco_polo.ask.new_contract_hidden")
            item = contract_text(pending.items[0])
        elif pending.kind == "city":
            card = pending.items[0]
            slot = next(s for s, c in state.city_cards.items() if c == card)
            item = card_in(slot, card)
        elif pending.kind == "relocate":
            item = place_name(pending.items[0])
        return t(f"marco_polo.ask.{pending.kind}", n=pending.n, item=item)

    # -- applying ---------------------------------------------------------------------------

    def _apply(self, state: MarcoPoloState, seat: int, move: MarcoPoloMove) -> list[Event]:
        move = held_contract(state, seat, move)
        described = describe(move, state)
        said = narrated(described, seat)
        hidden = self.redacted(state, seat, move)
        events: Events = [
            Event(kind="move", seat=seat, text=hidden or said, secret=said if hidden else None)
        ]
        if first_of(state.pending, seat) is not None:
            answer(state, seat, move, events)
        else:
            self._turn_move(state, seat, move, events)
        state.last_move = MarcoPoloLastMove.of(seat, move, events[0])  # a reroll's tells the result
        after_decisions(state, events)
        return events

    def _turn_move(self, state: MarcoPoloState, seat: int, move: Move, events: Events) -> None:
        player = state.players[seat]
        decisions: list[Pending] = []
        match move:
            case Place():
                decisions = self._place(state, seat, move, events)
            case Bag(die=die):
                index = (match_dice(player, (die,)) or [0])[0]
                placed = player.dice.pop(index)
                if placed.value == 0:
                    placed.value = die_value(die)
                add_placed(state, "bag", seat, [placed])
                player.coins += 3
            case Reroll(die=die):
                index = (match_dice(player, (die,)) or [0])[0]
                player.camels -= 1
                self.mark_irreversible(state)
                player.dice[index].value = state.rng.roll()
                events[0] = Event(
                    kind="move",
                    seat=seat,
                    text=t(
                        "marco_polo.did.reroll_result",
                        player=seat_text(seat),
                        die=die_text(die),
                        value=player.dice[index].value,
                    ),
                )
            case Bump(die=die, up=up):
                index = (match_dice(player, (die,)) or [0])[0]
                player.camels -= 2
                player.dice[index].value += 1 if up else -1
            case BuyBlack():
                player.camels -= 3
                player.black_bought = True
                take_black_die(state, seat, events)
            case Fulfil(contract=c):
                contract = CONTRACTS[c]
                pay(player, [f"{k}:{v}" for k, v in contract.cost().items() if v])
                player.vp += contract.vp
                player.contracts.remove(c)
                player.fulfilled.append(c)
                decisions = grant(state, seat, contract.reward, events)
            case End():
                end_turn(state, events)
        state.pending[0:0] = decisions

    def _place(
        self, state: MarcoPoloState, seat: int, move: Place, events: Events
    ) -> list[Pending]:
        player = state.players[seat]
        indices = match_dice(player, move.dice) or []
        dice = [player.dice[i] for i in indices]
        for die, tok in zip(dice, move.dice, strict=True):
            if die.value == 0:
                die.value = die_value(tok)
        player.dice = [d for i, d in enumerate(player.dice) if i not in indices]
        low = min(d.value for d in dice)
        player.coins -= fee(state, seat, move.space, low)
        add_placed(state, move.space, seat, dice)
        state.main_done = True
        space = move.space
        if space == "coins":
            player.coins += 5
            if state.num_seats == 2:
                mercator_share(state, seat, space, ("coins:2",), events)
            return []
        if space in BAZAARS:
            mercator_share(state, seat, space, (f"{space}:1",), events)
            return grant(state, seat, BAZAAR[space][move.row - 1], events)
        if space == "khan":
            if state.num_seats <= 3:
                mercator_share(state, seat, space, ("camels:1",), events)
            return grant(state, seat, ("camels:2", "good"), events)
        if space == "contracts":
            return [Pending(seat=seat, kind="take_contracts", n=low)]
        if space == "travel":
            state.last_traveller = seat
            return [Pending(seat=seat, kind="travel", n=low, base=True)]
        card = CITY_CARDS[state.city_cards[space]]
        if card.kind == "multiply":
            return grant(state, seat, card.reward * low, events)
        if card.kind == "by_die":
            return grant(state, seat, card.table[low - 1], events)
        if card.kind == "count_posts":
            return grant(state, seat, card.reward * min(low, len(player.posts)), events)
        if card.kind == "count_contracts":
            return grant(state, seat, card.reward * min(low, len(player.fulfilled)), events)
        return [Pending(seat=seat, kind="city", n=low, items=[card.id])]

    def playout_move(
        self, state: MarcoPoloState, seat: int, moves: list[MarcoPoloMove], rng: Rng
    ) -> MarcoPoloMove:
        return purposeful_move(moves, rng)

    # -- end --------------------------------------------------------------------------------

    def is_over(self, state: MarcoPoloState) -> bool:
        return state.phase == "over"

    def score_now(self, state: MarcoPoloState, seat: int) -> int | None:
        """Points on the track: the standings add coins, Beijing, the most contracts and
        (once over) the goal cards."""
        return state.players[seat].vp

    def result(self, state: MarcoPoloState) -> Result:
        entries = []
        over = self.is_over(state)  # goal cards stay secret until the final scoring
        for seat in range(state.num_seats):
            total, lines = score(state, seat, reveal_goals=over)
            entries.append((seat, total, lines, [state.players[seat].camels]))
        return rank_standings(entries)

    # -- view and notation ------------------------------------------------------------------

    def view(self, state: MarcoPoloState, seat: int | None) -> MarcoPoloView:
        view = build_view(state, seat, self.to_act(state))
        if self.is_over(state):
            view.result = self.result(state)
        if seat is not None and seat in view.to_act:
            view.prompt = self._ask(state, seat)
        return view

    def _parse(self, text: str) -> MarcoPoloMove:
        return parse_move(text)

    def format_move(self, move: MarcoPoloMove) -> str:
        return format_move(move)

    def label(self, move: MarcoPoloMove, state: MarcoPoloState | None = None) -> Text:
        return label(move, state)

    # -- secrets, the move picker, AI players -------------------------------------------------

    def redacted(self, state: MarcoPoloState, seat: int, move: MarcoPoloMove) -> Text | None:
        """Goal cards kept, and a drawn contract put back unseen, are the seat's secret."""
        if isinstance(move, Keep):
            return t("marco_polo.secret.keep", player=seat_text(seat))
        if isinstance(move, Decline):
            return t("marco_polo.did.decline_hidden", player=seat_text(seat))
        return None

    def move_steps(self, state: MarcoPoloState, seat: int, move: MarcoPoloMove) -> tuple[Step, ...]:
        return move_steps(state, seat, move)

    def move_tree(self, state: MarcoPoloState, seat: int) -> MoveTree:
        return move_tree(state, seat, self.legal_moves(state, seat))

    def resample(self, state: MarcoPoloState, seat: int, rng: Rng) -> MarcoPoloState:
        return resample(self.copy_state(state), self.view(state, seat), rng)

    def evaluate(self, state: MarcoPoloState, seat: int) -> float:
        return evaluate(state, seat)

    def evaluation_parts(self, state: MarcoPoloState, seat: int) -> dict[str, float]:
        return evaluation_parts(state, seat)

    def reasons(self, before: MarcoPoloState, after: MarcoPoloState, seat: int) -> list[Text]:
        return reasons(before, after, seat)


def _bonus_missing(move: MarcoPoloMove) -> bool:
    """Contracts taken from space 5 or 6 without saying camels or coins for the bonus."""
    return (
        isinstance(move, TakeContracts)
        and not move.bonus
        and any(slot in CONTRACT_SLOT_BONUS for slot in move.slots)
    )

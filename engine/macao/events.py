"""What happens by itself after a move, told to the table.

A move may end a step, and the game then moves on without anyone choosing: the cards
left over are discarded, a round begins with its cards and tribute, the roller rolls the
dice, the simultaneous dice choices are revealed, an empty action supply costs a penalty
marker, the Professor pays, and after round 12 the jokers are cashed and tableau cards
fined. `Snapshot` keeps the little of the state before the move these events compare.
"""

from __future__ import annotations

from engine.game import Event
from engine.i18n import Text, t
from engine.i18n import seat as seat_text
from engine.macao import actions
from engine.macao.data import COLOURS, load
from engine.macao.moves import ChooseDice, MacaoMove
from engine.macao.state import MacaoState
from engine.macao.words import card_text, cards_text, colour_text, cubes_text, die_text


class Snapshot:
    """The little of the state before a move that the events compare: the step, and
    (only where the next step may need them) each seat's penalties, gold and jokers.
    `moved` then records the open cards and the discard pile as the move left them,
    before the game went on by itself."""

    __slots__ = ("discarded", "display", "gold", "jokers", "penalties", "phase", "round")

    def __init__(self, state: MacaoState) -> None:
        self.round = state.round
        self.phase = state.phase
        self.display: tuple[str, ...] = ()
        self.discarded = 0
        # Placing dice (penalty, Professor) and the game end (jokers) compare these.
        late = state.phase == "actions" and state.round >= load().rounds
        if state.phase == "dice" or late:
            players = state.players
            self.penalties = [p.penalties for p in players]
            self.gold = [p.gold for p in players]
            self.jokers = [p.jokers for p in players]
        else:
            self.penalties = self.gold = self.jokers = []

    def moved(self, state: MacaoState) -> Snapshot:
        """Note the open cards and the discard pile as the move left them."""
        self.display = tuple(state.display)
        self.discarded = len(state.discard)
        return self


def snapshot(state: MacaoState) -> Snapshot:
    return Snapshot(state)


def consequences(before: Snapshot, state: MacaoState, seat: int, move: MacaoMove) -> list[Event]:
    """The events of the steps the game took by itself after `move` (in their order)."""
    events: list[Event] = []
    if before.phase in ("start_pick", "draft") and state.phase != before.phase and before.display:
        events.append(
            Event(kind="leftover", text=t("macao.ev.leftover", cards=cards_text(before.display)))
        )
    if state.round != before.round and state.phase in ("draft", "dice"):
        events.extend(_round_started(state, before))
    if state.phase == "dice" and before.phase != "dice":
        events.append(_rolled(state))
    placed = _placed(before, state, seat, move)
    if before.phase == "dice" and state.options.dice_order == "simultaneous" and placed:
        events.append(_revealed(state))
    events.extend(_placements(before, state, placed))
    if state.phase == "actions" and before.phase == "dice":
        first = state.queue[0]
        events.append(
            Event(kind="dice_done", text=t("macao.ev.dice_done", player=seat_text(first)))
        )
    if state.phase == "over" and before.phase != "over":
        events.extend(_game_end(before, state))
    return events


def _round_started(state: MacaoState, before: Snapshot) -> list[Event]:
    removed = state.discard[before.discarded :]
    offered = cards_text(state.display)
    events = [
        Event(
            kind="round",
            text=t(
                "macao.ev.round",
                round=state.round,
                cards=offered,
                gold=state.tribute_gold,
                pp=state.tribute_pp,
            ),
        )
    ]
    if removed:
        events.append(
            Event(
                kind="removed",
                text=t("macao.ev.removed", seats=state.num_seats, cards=cards_text(removed)),
            )
        )
    return events


def _rolled(state: MacaoState) -> Event:
    order = sorted(range(len(state.dice)), key=lambda i: (state.dice[i], i))
    dice: list[str | int | Text] = [die_text(i, state.dice[i]) for i in order]
    roller = seat_text(state.roller)
    if state.round in load().turn_down:
        limit = 13 - state.round
        text = t("macao.ev.rolled_down", player=roller, dice=dice, limit=limit)
    else:
        text = t("macao.ev.rolled", player=roller, dice=dice)
    return Event(kind="rolled", text=text)


def _placed(before: Snapshot, state: MacaoState, seat: int, move: MacaoMove) -> list[int]:
    """Seats whose chosen dice went onto their rose with this move."""
    if before.phase != "dice" or not isinstance(move, ChooseDice):
        return []
    if state.options.dice_order == "wall_order":
        return [seat]
    return list(state.order) if state.phase != "dice" else []


def _revealed(state: MacaoState) -> Event:
    choices: list[str | int | Text] = []
    for s in state.order:
        a, b = state.players[s].dice
        choices.append(
            t(
                "macao.ev.choice",
                player=seat_text(s),
                a=colour_text(COLOURS[a]),
                av=state.dice[a],
                b=colour_text(COLOURS[b]),
                bv=state.dice[b],
            )
        )
    return Event(kind="revealed", text=t("macao.ev.revealed", choices=choices))


def _placements(before: Snapshot, state: MacaoState, placed: list[int]) -> list[Event]:
    """The cubes the turned rose gave, or a penalty for an empty action supply, and the
    gold of phase-2 cards (Professor)."""
    events = []
    cards = load().cards
    for s in placed:
        p = state.players[s]
        if any(p.supply):
            text = t("macao.ev.supply", player=seat_text(s), cubes=cubes_text(p.supply))
            events.append(Event(kind="supply", seat=s, text=text))
        if p.penalties > before.penalties[s]:
            events.append(
                Event(kind="penalty", seat=s, text=t("macao.ev.empty_supply", player=seat_text(s)))
            )
        gold = p.gold - before.gold[s]
        professor = next((c for c in p.used if cards[c].phase == "2"), None)
        if gold > 0 and professor is not None:
            text = t(
                "macao.ev.phase_two", player=seat_text(s), gold=gold, card=card_text(professor)
            )
            events.append(Event(kind="phase_two", seat=s, text=text))
    return events


def _game_end(before: Snapshot, state: MacaoState) -> list[Event]:
    events = []
    for s, p in enumerate(state.players):
        jokers = before.jokers[s]
        if jokers:
            gold = 3 * actions.joker_units(p) * jokers
            text = t("macao.ev.jokers_cashed", player=seat_text(s), n=jokers, gold=gold)
            events.append(Event(kind="jokers", seat=s, text=text))
        if p.tableau_penalties:
            text = t("macao.ev.tableau_penalty", player=seat_text(s), n=p.tableau_penalties)
            events.append(Event(kind="tableau_penalty", seat=s, text=text))
    events.append(Event(kind="over", text=t("macao.ev.over")))
    return events

"""The flow of a Macao game: set-up, the three phases of each round, and the game end.

Functions here mutate a private copy of the state (see `Game.apply`). `settle` runs after
every move: it resolves forced payments and moves the game on to the next step once the
current one is complete, so the state always waits on a real decision.

Judgement calls, where the rules text (and the rulings of macao.md §12) leave a choice:

* The Professor (a phase-2 card) pays automatically when its owner places the dice: it
  only ever gains, so nobody would decline. Activated later in the round it can still be
  used in phase 3, as the rules' note on forgotten phase-2 cards allows.
* The rules let the dice lie before any player, who rolls them all game: here it is the
  player whose disc lies on top of the start stack (`MacaoState.roller`).
* Every reveal is an undo barrier (`reveal`): the cards of a round, the dice rolled, and
  the dice chosen simultaneously once the last player has chosen.
* The Turm keeps its owner on top of its stack even against a disc that went beyond the
  last wall space (`board.reorder_wall`); the card changes the wall rules, the overshoot
  note included, so the Turm's owner never lies under another disc (macao.md §8.16).

The actions of phase 3 are in `engine.macao.actions`.
"""

from __future__ import annotations

from engine.game import Game
from engine.macao.actions import apply_bundle, start_turn, use_joker_gold
from engine.macao.board import modifier
from engine.macao.data import load
from engine.macao.scoring import counter
from engine.macao.state import MacaoOptions, MacaoState, Pending, PlayerState
from engine.pending import answered, awaited
from engine.rng import Rng

# -- set-up -----------------------------------------------------------------------------


def new_state(num_seats: int, options: MacaoOptions, seed: int, rng: Rng) -> MacaoState:
    data = load()
    deck = rng.shuffled(data.deck_ids())
    offices = rng.shuffled(data.office_ids())
    goods = [g.id for g in data.goods.values() for _ in range(g.tiles)]
    rng.shuffle(goods)
    tiles: dict[str, str] = {}
    for district in data.districts.values():
        tiles[district.id] = "joker" if district.tile == "joker" else goods.pop()
    order = rng.shuffled(list(range(num_seats)))
    state = MacaoState(
        num_seats=num_seats,
        seed=seed,
        rng=rng,
        options=options,
        deck=deck,
        offices=[offices[i : i + 2] for i in range(0, len(offices), 2)],
        players=[PlayerState(gold=data.gold_per_player) for _ in range(num_seats)],
        order=order,
        roller=order[0],
        tiles=tiles,
        ports={port: [] for port in data.ports},
    )
    # Start pick: players + 2 cards, chosen from the bottom of the start stack upwards.
    state.display = [state.deck.pop(0) for _ in range(num_seats + 2)]
    state.phase = "start_pick"
    state.queue = list(reversed(order))
    return state


def reveal(state: MacaoState) -> None:
    """Something hidden (a card, the dice, a secret choice) is now known: no undo past it."""
    Game.mark_irreversible(state)


# -- whose decision ---------------------------------------------------------------------


def to_act(state: MacaoState) -> list[int]:
    if state.phase == "over":
        return []
    if state.pending:
        return awaited(state.pending)
    if state.phase == "dice" and state.options.dice_order == "simultaneous":
        return [s for s in state.order if not state.players[s].dice]
    return state.queue[:1]


# -- pending decisions ------------------------------------------------------------------


def _forced_payment(p: PlayerState, pend: Pending) -> list[int] | None:
    """The only possible way to pay a `pay` decision, or None if there is a choice."""
    supply = p.supply
    if pend.distinct:
        usable = [i for i in range(6) if supply[i] > 0 and pend.paid[i] == 0]
        if len(usable) == pend.count:
            return [1 if i in usable else 0 for i in range(6)]
        return None
    colours = [i for i in range(6) if supply[i] > 0]
    if sum(supply) == pend.count:
        return list(supply)
    if len(colours) == 1:
        out = [0] * 6
        out[colours[0]] = pend.count
        return out
    return None


def settle(state: MacaoState) -> None:
    """Resolve forced decisions and advance through completed steps."""
    while True:
        if state.pending:
            pend = state.pending[0]
            if pend.kind == "pay":
                p = state.players[pend.seat]
                if pend.count <= 0:
                    answered(state.pending)
                    continue
                forced = _forced_payment(p, pend)
                if forced is not None:
                    for i in range(6):
                        p.supply[i] -= forced[i]
                    answered(state.pending)
                    continue
            return
        if not _step_complete(state):
            return
        _next_step(state)
        if state.phase == "over":
            return


def _step_complete(state: MacaoState) -> bool:
    if state.phase == "dice" and state.options.dice_order == "simultaneous":
        return all(p.dice for p in state.players)
    return not state.queue


def _next_step(state: MacaoState) -> None:
    data = load()
    if state.phase == "start_pick":
        state.discard.extend(state.display)
        state.display = []
        state.phase = "start_cubes"
        state.queue = list(state.order)
    elif state.phase == "start_cubes":
        begin_round(state, 1)
    elif state.phase == "draft":
        state.discard.extend(state.display)
        state.display = []
        roll_dice(state)
    elif state.phase == "dice":
        resolve_dice(state)
    elif state.phase == "actions":
        if state.round >= data.rounds:
            finish(state)
        else:
            begin_round(state, state.round + 1)


# -- phase 1: cards ---------------------------------------------------------------------


def begin_round(state: MacaoState, number: int) -> None:
    data = load()
    state.round = number
    for p in state.players:
        p.used = []
        p.offices_used = 0
        p.gold_received = 0
        p.ship_moved = 0
        p.dice_ones = 0
        p.wall_moved = False
        p.handwerker_used = False
        p.dice = []
    revealed = [state.deck.pop(0) for _ in range(min(data.deck_cards_per_round, len(state.deck)))]
    reveal(state)
    offices = state.offices[number - 1]
    six = offices + revealed
    cards = data.cards
    state.tribute_gold = min(data.tribute_max, sum(cards[c].tribute[0] for c in six))
    state.tribute_pp = min(data.tribute_max, sum(cards[c].tribute[1] for c in six))
    remove = data.removed_per_round.get(state.num_seats, 0)
    if remove:
        state.discard.extend(revealed[-remove:])
        revealed = revealed[:-remove]
    state.display = offices + revealed
    state.dice = [0] * 6
    state.phase = "draft"
    state.queue = list(state.order)


def take_card(state: MacaoState, seat: int, index: int) -> str:
    card = state.display.pop(index - 1)
    p = state.players[seat]
    p.tableau.append(card)
    if len(p.tableau) > load().tableau_slots:
        p.penalties += 1
        state.pending.append(Pending(kind="discard", seat=seat))
    state.queue.pop(0)
    return card


# -- phase 2: dice ----------------------------------------------------------------------


def roll_dice(state: MacaoState) -> None:
    data = load()
    down = data.turn_down.get(state.round, set())
    values = [state.rng.roll(6) for _ in range(6)]
    state.dice = [1 if v in down else v for v in values]
    reveal(state)
    state.phase = "dice"
    state.queue = [] if state.options.dice_order == "simultaneous" else list(state.order)


def choose_dice(state: MacaoState, seat: int, colours: list[int]) -> None:
    state.players[seat].dice = colours
    if state.options.dice_order == "wall_order":
        _place_dice(state, seat)
        state.queue.pop(0)


def _place_dice(state: MacaoState, seat: int) -> None:
    """Cubes onto the rose, turn it, fine an empty supply, pay the Professor."""
    p = state.players[seat]
    for colour in p.dice:
        value = state.dice[colour]
        p.rose[value - 1][colour] += value
    p.dice_ones = sum(1 for colour in p.dice if state.dice[colour] == 1)
    p.supply = p.rose[0]
    p.rose = [*p.rose[1:], [0] * 6]
    if sum(p.supply) == 0:
        p.penalties += 1
    _phase_two_cards(state, seat)


def _phase_two_cards(state: MacaoState, seat: int) -> None:
    """Phase-2 cards (Professor) pay out at once: they only ever gain, so nobody declines."""
    p = state.players[seat]
    cards = load().cards
    for card_id in list(p.active):
        effect = cards[card_id].effect
        if cards[card_id].phase != "2" or effect.kind != "PER" or card_id in p.used:
            continue
        times = counter(state, seat, effect.counter) // effect.step
        if times:
            apply_bundle(state, seat, effect.gain, times)
            p.used.append(card_id)


def resolve_dice(state: MacaoState) -> None:
    if state.options.dice_order == "simultaneous":
        reveal(state)  # everyone's secret choice is shown now
        for seat in state.order:
            _place_dice(state, seat)
    state.phase = "actions"
    state.queue = list(state.order)
    start_turn(state.players[state.queue[0]])


# -- game end ---------------------------------------------------------------------------


def finish(state: MacaoState) -> None:
    """Cash leftover jokers as gold (never worse), then fine tableau cards (Abt exempt)."""
    for p in state.players:
        while p.jokers:
            use_joker_gold(p)
        if modifier(p, "endgame_tableau_penalty") is None:
            p.tableau_penalties = len(p.tableau)
            p.penalties += p.tableau_penalties
        p.supply = [0] * 6
    state.phase = "over"
    state.queue = []
    state.display = []

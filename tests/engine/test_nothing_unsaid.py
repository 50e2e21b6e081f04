"""Nothing happens unsaid: every seat whose public state a move changes is named by an
event of that move, in every game.

What a seat's public state is: what the spectator's `view` shows of that seat, its
panel (money, goods, cards in hand, points, pieces left, and so on) and its pieces on the
board. Figures the view derives from the rest (projected scores, a disc's place in a
stack) and counters that only pace a round or turn (what was used this round, the budget
of the action under way) are left out: they change with what they derive from or with
the clock, and nobody reads them as a gain or a loss.

What naming is: an event names a seat when it is about that seat, as the table reads
it: the seat is the event's actor (`Event.seat`, whose public text names it: the
contract checks hold every game to that), or the seat's placeholder (`seat(n)`) is a
parameter of the event's public text itself ("Bea received 1 pepper as Mercator: Ada
used the pepper bazaar" names both). A placeholder buried deeper, in a list of
everyone's choices ("All dice are chosen: Ada red 4 and blue 2, Bea ..."), only lists
the seat and does not tell what happened to it. Events that only announce the clock
(whose turn it is, who starts the round: `ANNOUNCEMENTS`) do not count either, or the
start player's round income could go unsaid behind "Ada is start player". A secret text
does not count: only its seat reads it.

A failure names the game, options, seed, ply, the move, the seat and what changed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from engine import Event, Game, Text, get
from engine.i18n import SEAT_KEY
from tests.engine.contract_checks import Ply, play

SeatState = dict[str, Any]


def _panel(view: Any, seat: int, leave_out: set[str]) -> SeatState:
    panel = view.players[seat].model_dump()
    return {k: v for k, v in panel.items() if k not in leave_out}


def marco_polo_seats(view: Any) -> list[SeatState]:
    """Each seat's panel and its places in Beijing. Dice placed leave the panel, so the
    action spaces add nothing; they are cleared by the round's clock."""
    seats = []
    for seat in range(len(view.players)):
        state = _panel(view, seat, {"seat", "score", "goals", "goal_offer", "goals_returned"})
        state["beijing"] = [points for points, s in view.beijing if s == seat]
        seats.append(state)
    return seats


MACAO_PACE = {
    "seat",
    "projected",
    "discs_above",
    "turn_position",
    "dice",
    "wall_moved",
    "offices_used",
    "gold_received",
    "ship_moved",
    "dice_ones",
    "districts_taken",
    "tribute_bought",
    "ship_budget",
    "district_discount",
    "handwerker_used",
}


def macao_seats(view: Any) -> list[SeatState]:
    """Each seat's panel (cards without this round's use marks) and its ports."""
    seats = []
    for seat in range(len(view.players)):
        state = _panel(view, seat, MACAO_PACE)
        state["active"] = [card["id"] for card in state["active"]]
        state["tableau"] = [card["id"] for card in state["tableau"]]
        state["ports"] = [p.id for p in view.ports if seat in p.covered_by]
        seats.append(state)
    return seats


def caravan_seats(view: Any) -> list[SeatState]:
    """Each seat's board: camels and their goods, deliveries, demand and theft markers."""
    return [
        {**view.players[seat].model_dump(), "score": view.scores[seat].model_dump()}
        for seat in range(len(view.players))
    ]


SEATS: dict[str, Callable[[Any], list[SeatState]]] = {
    "marco_polo": marco_polo_seats,
    "macao": macao_seats,
    "caravan": caravan_seats,
}


ANNOUNCEMENTS: dict[str, set[str]] = {
    "marco_polo": {"round"},
    "macao": {"dice_done"},
    "caravan": {"turn"},
}


def names(event: Event, seat: int) -> bool:
    """Whether the event is about `seat`: its actor, or a seat its text names directly."""
    if event.seat == seat:
        return True
    return any(
        isinstance(value, Text) and value.key == SEAT_KEY and value.params.get("index") == seat
        for value in event.text.params.values()
    )


def changes(before: SeatState, after: SeatState) -> list[str]:
    return [
        f"{key}: {before.get(key)!r} -> {after.get(key)!r}"
        for key in sorted(before.keys() | after.keys())
        if before.get(key) != after.get(key)
    ]


def unsaid(
    game: Game[Any, Any, Any],
    ply: Ply,
    seats: tuple[list[SeatState], list[SeatState]],
    where: str,
) -> list[str]:
    """Seats whose public state the ply changed (`seats`: each seat's state before and
    after) that no event of the ply names."""
    telling = [e for e in ply.events if e.kind not in ANNOUNCEMENTS[game.name]]
    found = []
    for seat, (old, new) in enumerate(zip(*seats, strict=True)):
        changed = changes(old, new)
        if changed and not any(names(e, seat) for e in telling):
            found.append(
                f"{where}: seat {ply.seat} played {game.format_move(ply.move)!r}, events "
                f"{[e.kind for e in ply.events]}; seat {seat} changed unsaid: {'; '.join(changed)}"
            )
    return found


def unsaid_in_game(name: str, seats: int, options: dict[str, Any], seed: int) -> list[str]:
    """Play one seeded game; every ply's unsaid changes."""
    game = get(name)
    seats_of = SEATS[name]
    found: list[str] = []
    before: list[SeatState] | None = None
    for number, ply in enumerate(play(game, seats, seed, options), start=1):
        if before is None:
            before = seats_of(game.view(ply.before, None))
        after = seats_of(game.view(ply.after, None))
        where = f"{name} {seats} seats {options} seed {seed} ply {number}"
        found += unsaid(game, ply, (before, after), where)
        before = after
    return found


# Seeds whose drafts deal the characters that change who gains what: Mercator ex Tabriz
# at every table size (his share differs with it), Raschid ad-Din Sinan, and the round
# income of Johannes Caprini, Niccolò and Marco Polo, and Matteo Polo. The first-game
# characters are fixed (Mercator only at 4). Macao's and Caravan's games are long enough
# to meet their rare cases in one seed per table size and option (Macao's views are
# slow to build, so its two dice orders share the table sizes).
MARCO_POLO_SEEDS = {
    (2, "pro"): (1, 4, 10, 13),
    (3, "pro"): (1, 4, 5),
    (4, "pro"): (1, 3, 4),
    (2, "first"): (1, 2),
    (3, "first"): (1, 2),
    (4, "first"): (1, 2),
}
CASES: list[tuple[str, int, dict[str, Any], tuple[int, ...]]] = [
    *[("marco_polo", n, {"variant": v}, seeds) for (n, v), seeds in MARCO_POLO_SEEDS.items()],
    *[
        ("macao", n, {"dice_order": o}, (1,))
        for n, o in ((2, "simultaneous"), (3, "wall_order"), (4, "simultaneous"), (4, "wall_order"))
    ],
    *[
        ("caravan", n, {"sixth_camel": c, "short_game": s}, (1,))
        for n in (2, 3, 4)
        for c in (False, True)
        for s in (False, True)
    ],
]


@pytest.mark.parametrize(
    ("name", "seats", "options", "seeds"),
    CASES,
    ids=[f"{n}-{s}-{'-'.join(str(v) for v in o.values())}" for n, s, o, _ in CASES],
)
def test_every_changed_seat_is_named_by_an_event(
    name: str, seats: int, options: dict[str, Any], seeds: tuple[int, ...]
) -> None:
    found = [line for seed in seeds for line in unsaid_in_game(name, seats, options, seed)]
    assert not found, f"{len(found)} changes no event names:\n" + "\n".join(found[:15])

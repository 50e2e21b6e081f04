"""The simultaneous dice choice stays secret until everyone has chosen; in wall order it
is public at once. Nothing else Macao keeps hidden (the deck order) reaches a view."""

from __future__ import annotations

import pytest

from engine.i18n import locales, with_seat_names
from engine.macao.moves import ChooseDice
from engine.macao.state import MacaoState
from engine.playout import random_playout
from tests.engine.macao.support import GAME, advance_until

NAMES = ["Ada", "Bea", "Cem", "Dan"]


def named(text, locale: str = "en") -> str:
    return with_seat_names(text, NAMES).render(locale)


def dice_state(seats: int = 3, seed: int = 5, order: str = "simultaneous") -> MacaoState:
    state = GAME.setup(seats, {"dice_order": order}, seed)
    return advance_until(state, lambda s: s.phase == "dice")


def choice(state: MacaoState, seat: int, index: int = 0) -> ChooseDice:
    return GAME.legal_moves(state, seat)[index]


def test_a_choice_before_the_last_is_told_without_its_dice() -> None:
    state = dice_state()
    seat = state.order[0]
    move = choice(state, seat, 4)
    public = GAME.redacted(state, seat, move)
    assert public is not None
    name = NAMES[seat]
    assert named(public).startswith(f"{name} chose 2 dice")
    assert named(public, "de").startswith(f"{name} wählte 2 Würfel")
    _after, events = GAME.apply(state, seat, move)
    (event,) = events
    assert event.seat == seat and event.text == public
    full = named(event.secret)
    assert full.startswith(f"{name} chose the dice {move.first} {move.first_value} and ")
    # only the chooser reads the full text; everyone else, spectators included, the public
    assert event.text_for(seat) == event.secret
    for viewer in (None, *[s for s in range(3) if s != seat]):
        assert event.text_for(viewer) == public
    assert event.text_for(None, revealed=True) == event.secret
    for locale in locales():
        for secret in (move.first, move.second, GAME.format_move(move)):
            assert secret not in named(public, locale)
    # the chooser's own label says everything
    assert move.first in named(GAME.label(move, state)) and move.second in named(
        GAME.label(move, state)
    )


def test_the_spectator_and_the_others_never_see_an_undecided_choice() -> None:
    state = dice_state(seats=4, seed=2)
    chosen: list[int] = []
    while state.phase == "dice":
        seat = GAME.to_act(state)[-1]
        state = GAME.apply(state, seat, choice(state, seat, len(chosen) + 3))[0]
        chosen.append(seat)
        if state.phase != "dice":
            break
        spectator = GAME.view(state, None)
        assert all(p.dice is None for p in spectator.players)
        assert spectator.last_move is not None and spectator.last_move.move is None
        for viewer in range(4):
            view = GAME.view(state, viewer)
            for p in view.players:
                if p.seat == viewer:
                    assert bool(p.dice) == (viewer in chosen)  # one's own choice
                else:
                    assert p.dice is None
            if viewer != seat:
                assert view.last_move is not None and view.last_move.move is None
    # the last choice reveals everyone's: now all views show every pair
    spectator = GAME.view(state, None)
    assert all(p.dice and len(p.dice) == 2 for p in spectator.players)


def test_the_last_choice_reveals_every_choice_publicly() -> None:
    state = dice_state(seats=3, seed=7)
    picks: dict[int, ChooseDice] = {}
    events = []
    for n, seat in enumerate(list(state.order)):
        move = choice(state, seat, n * 5)
        picks[seat] = move
        last = len(GAME.to_act(state)) == 1
        assert (GAME.redacted(state, seat, move) is None) == last
        state, events = GAME.apply(state, seat, move)
    own, *rest = events
    assert own.secret is None and named(own.text).startswith(f"{NAMES[seat]} chose the dice ")
    (revealed,) = [e for e in rest if e.kind == "revealed"]
    text = named(revealed.text)
    assert text.startswith("Everyone had chosen their dice: ")
    for chooser, move in picks.items():
        pair = f"{NAMES[chooser]} {move.first} {move.first_value} and {move.second} "
        assert pair + f"{move.second_value}" in text
    assert "Alle hatten ihre Würfel gewählt: " in named(revealed.text, "de")
    assert state.phase == "actions"


def test_in_wall_order_a_choice_is_public_at_once() -> None:
    state = dice_state(order="wall_order")
    seat = GAME.to_act(state)[0]
    move = choice(state, seat, 2)
    assert GAME.redacted(state, seat, move) is None
    after, events = GAME.apply(state, seat, move)
    assert events[0].secret is None
    assert move.first in named(events[0].text) and move.second in named(events[0].text)
    spectator = GAME.view(after, None)
    assert spectator.players[seat].dice == [move.first, move.second]
    assert spectator.last_move is not None and spectator.last_move.move == move
    assert spectator.last_move.text == events[0].text


@pytest.mark.parametrize("order", ["simultaneous", "wall_order"])
def test_no_public_event_of_a_full_game_names_a_secret_choice(order: str) -> None:
    _, log = random_playout(GAME, 4, 3, {"dice_order": order})
    state = GAME.setup(4, {"dice_order": order}, 3)
    secrets = 0
    for seat, move in log:
        hidden = GAME.redacted(state, seat, move)
        state, events = GAME.apply(state, seat, move)
        if hidden is None:
            continue
        secrets += 1
        shown = " ".join(named(e.text, loc) for e in events for loc in locales())
        assert f"{move.first} {move.first_value} " not in shown
        assert f"{move.second} {move.second_value}" not in shown
    assert (secrets > 0) == (order == "simultaneous")
    if order == "simultaneous":
        assert secrets == 12 * 3  # every round, all but the last chooser


def test_views_never_show_the_deck_or_the_future_dice() -> None:
    state = dice_state()
    dump = GAME.view(state, None).model_dump_json()
    assert "deck" not in dump.replace("deck_size", "")
    assert str(state.rng.state) not in dump
    # the next round's cards are not in any view
    upcoming = state.deck[:4]
    for viewer in (None, 0, 1, 2):
        view = GAME.view(state, viewer)
        shown = {c.id for c in view.display} | {c.id for c in view.discard}
        for p in view.players:
            shown |= {c.id for c in p.tableau} | {c.id for c in p.active}
        assert shown.isdisjoint(upcoming)

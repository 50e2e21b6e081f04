"""The view: everything public is there and typed; nothing hidden leaks."""

import json

from engine.i18n import has, with_seat_names
from engine.macao.state import MacaoState, Pending
from engine.macao.view import MacaoView
from engine.playout import random_playout
from tests.engine.macao.support import GAME, actions_state, advance_until, cubes, play


def test_view_shows_the_whole_table() -> None:
    state, seat = actions_state(num_seats=3)
    p = state.players[seat]
    p.active = ["kapitaen_1"]
    p.tableau = ["tor"]
    p.supply = cubes("RRB")
    p.goods = ["silk"]
    p.jokers = 1
    state.districts["A1"] = seat
    del state.tiles["A1"]
    p.districts = ["A1"]
    view = GAME.view(state, seat)
    assert isinstance(view, MacaoView)
    assert view.game == "macao" and view.viewer == seat and view.to_act == [seat]
    assert len(view.city) == 30 and len(view.ports) == 8 and len(view.offices) == 12
    a1 = next(d for d in view.city if d.id == "A1")
    assert a1.owner == seat and a1.tile is None and a1.cost == "BG"
    me = view.players[seat]
    assert me.supply == {"red": 2, "blue": 1}
    assert me.tableau[0].handle == "Tor" and me.tableau[0].cost == "RRV"
    assert me.active[0].effect.key == "macao.cardtext.kapitaen_1" and has(me.active[0].effect.key)
    assert me.active[0].used_this_round is False
    assert me.goods == ["silk"] and me.jokers == 1 and me.projected == me.prestige - 3 + 2
    assert len(me.rose) == 6
    assert sum(len(stack.seats) for stack in view.wall) == 3
    assert {n.id for n in view.sea if n.ships} == {"macao"}
    assert view.tribute_gold == state.tribute_gold and view.tribute_pp == state.tribute_pp
    assert view.pending is None
    # the view is plain JSON
    assert MacaoView.model_validate_json(view.model_dump_json()) == view


def test_view_hides_the_deck_and_open_dice_choices() -> None:
    state = GAME.setup(2, None, 3)
    state = advance_until(state, lambda s: s.phase == "dice")
    a = state.order[0]
    seat_move = GAME.format_move(GAME.legal_moves(state, a)[0])
    state = play(state, a, seat_move)
    spectator = GAME.view(state, None)
    assert spectator.players[a].dice is None
    assert spectator.last_move is not None and spectator.last_move.move is None
    assert GAME.view(state, a).players[a].dice is not None
    assert "deck" not in MacaoView.model_fields and spectator.deck_size == len(state.deck)
    assert "rng" not in spectator.model_dump_json()


def test_views_along_a_game_and_events_are_registered() -> None:
    state = GAME.setup(4, None, 12)
    _, log = random_playout(GAME, 4, 12)
    for i, (seat, move) in enumerate(log):
        state, events = GAME.apply(state, seat, move)
        for event in events:
            assert has(event.text.key), event.text.key
        if i % 40 == 0:
            for viewer in (None, 0, 3):
                GAME.view(state, viewer).model_dump_json()
            prompt_seat = (GAME.to_act(state) or [None])[0]
            if prompt_seat is not None:
                assert has(GAME.prompt(state, prompt_seat).key)


def test_round_and_roll_events() -> None:
    state = GAME.setup(2, None, 4)
    state = advance_until(state, lambda s: s.phase == "start_cubes")
    events = []
    while state.phase != "dice":
        seat = GAME.to_act(state)[0]
        state, new = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0])
        events.extend(new)
    kinds = [e.kind for e in events]
    assert "round" in kinds and "rolled" in kinds
    rolled = with_seat_names(next(e for e in events if e.kind == "rolled").text, ["Ada", "Bea"])
    roller = ["Ada", "Bea"][state.roller]
    assert rolled.render("de").startswith(f"{roller} würfelte: ") and "rot" in rolled.render("de")
    assert rolled.render("en").startswith(f"{roller} rolled the dice: ")
    assert not GAME.can_undo(state, state.last_seat)


def test_every_view_shows_whether_the_craftsmans_free_activation_is_spent() -> None:
    state, seat = actions_state()
    p = state.players[seat]
    p.active = ["handwerker_1"]
    p.tableau = ["office_justice_2"]
    p.supply = cubes("GGB")
    for viewer in (None, 0, 1):
        assert GAME.view(state, viewer).players[seat].handwerker_used is False
    state = play(state, seat, "activate Justiz II free")
    assert state.players[seat].handwerker_used
    for viewer in (None, 0, 1):
        assert GAME.view(state, viewer).players[seat].handwerker_used is True


def test_the_view_carries_every_public_counter_and_decision() -> None:
    """What the rules let everyone see is in every view: what a seat can tell apart is
    exactly what its view shows (AI resampling relies on it)."""
    state, seat = actions_state()
    p = state.players[seat]
    p.active = ["kathedrale_1"]
    p.supply = cubes("RRBG")
    p.wall, p.gold_received, p.ship_moved, p.wall_moved = 19, 2, 3, True
    state = play(state, seat, "use Kathedrale 1 x2")
    state.pending.append(Pending(kind="gain", seat=seat, count=1))
    for viewer in (None, 0, 1):
        view = GAME.view(state, viewer)
        me = view.players[seat]
        assert (me.wall_position, me.wall_space) == (19, 15)
        assert (me.gold_received, me.ship_moved, me.wall_moved) == (2, 3, True)
        assert [d.kind for d in view.decisions] == ["pay", "gain"]
        assert view.decisions[0].distinct and view.pending == view.decisions[0]
        assert view.roller == state.roller and view.dice_order == "simultaneous"
        assert view.still_to_act == state.queue


def test_a_state_saved_with_the_last_move_as_notation_still_loads() -> None:
    state = GAME.setup(2, None, 3)
    state = advance_until(state, lambda s: s.phase == "dice")
    a = state.order[0]
    move = GAME.legal_moves(state, a)[0]
    state = play(state, a, GAME.format_move(move))
    old = state.model_dump(mode="json")
    old["last_move"] = GAME.format_move(move)  # as states were saved before
    loaded = GAME.from_json(json.dumps(old))  # as the store reads it
    assert loaded.last_move is not None and loaded.last_move.move == move
    assert loaded.last_move.seat == a and loaded.last_move.is_secret
    words = with_seat_names(loaded.last_move.text, ["Ada", "Bea"]).render("en")
    assert words.startswith(["Ada", "Bea"][a])
    # the dice choice stays hidden from the others, as it was
    hidden = GAME.view(loaded, None).last_move
    assert hidden is not None and hidden.move is None
    own = GAME.view(loaded, a).last_move
    assert own is not None and own.move == move
    old["last_move"], old["last_seat"] = None, None
    assert MacaoState.model_validate(old).last_move is None

"""What the table reads after each move: the mover by name, in both languages, with
names as the board prints them; and what the game does by itself, told plainly."""

from __future__ import annotations

from engine.game import Event
from engine.i18n import translate, with_seat_names
from engine.macao.state import MacaoState
from tests.engine.macao.support import GAME, actions_state, advance_until, cubes

NAMES = ["Ada", "Bea", "Cem", "Dan"]


def said(events: list[Event], locale: str = "en", kind: str | None = None) -> list[str]:
    return [
        with_seat_names(e.text, NAMES).render(locale)
        for e in events
        if kind is None or e.kind == kind
    ]


def move(state: MacaoState, seat: int, notation: str) -> tuple[MacaoState, list[Event]]:
    return GAME.apply(state, seat, notation)


def test_action_moves_name_the_player_and_what_it_cost() -> None:
    state, seat = actions_state()
    name = NAMES[seat]
    p = state.players[seat]
    p.tableau = ["festung", "kapitaen_2"]
    p.supply = cubes("RBBBY")
    state, events = move(state, seat, "activate Festung")
    assert said(events) == [f"{name} activated Fortress, paying 2 cubes: 1 red, 1 blue."]
    assert said(events, "de") == [f"{name} aktivierte Festung und zahlte 2 AS: 1 rot, 1 blau."]
    tile = state.tiles["E3"]
    good = "Joker" if tile == "joker" else translate(f"macao.good.{tile}", "en")
    state, events = move(state, seat, "district E3")
    assert said(events) == [f"{name} took district E3 ({good}), paying 3 cubes: 2 blue, 1 grey."]
    state.players[seat].supply = cubes("GGG")  # one colour: the payment is forced
    state, events = move(state, seat, "wall 2")
    assert said(events)[0] == f"{name} advanced 2 spaces on the wall for 3 cubes."
    assert said(events, "de")[0] == f"{name} rückte für 3 AS 2 Felder auf der Mauer vor."
    state.players[seat].supply = cubes("KVV")
    state, events = move(state, seat, "ship T1")
    assert said(events) == [f"{name} sailed to sea space T1 for 1 cube."]
    assert said(events, "de") == [f"{name} segelte für 1 AS nach Seefeld T1."]
    state, events = move(state, seat, "pay black")
    assert said(events) == [f"{name} paid 1 cube: black."]
    state, events = move(state, seat, "pass")
    assert said(events)[0] == f"{name} passed; 2 unused cubes were lost."
    assert said(events, "de")[0] == f"{name} passte; 2 übrige AS verfielen."


def test_one_cube_is_one_cube() -> None:
    state, seat = actions_state()
    name = NAMES[seat]
    state.players[seat].supply = cubes("R")
    _, events = move(state, seat, "pass")
    assert said(events)[0] == f"{name} passed; 1 unused cube was lost."
    assert said(events, "de")[0] == f"{name} passte; 1 übrige AS verfiel."
    state.players[seat].supply = cubes("")
    _, events = move(state, seat, "pass")
    assert said(events)[0] == f"{name} passed."


def test_card_uses_say_what_they_brought() -> None:
    state, seat = actions_state()
    name = NAMES[seat]
    p = state.players[seat]
    p.active = ["office_finance_3", "edler_2", "office_military_2"]
    p.gold = 10
    state, events = move(state, seat, "use Finanzen III")
    assert said(events) == [f"{name} used Finance III: +1 PP, +2 gold."]
    state, events = move(state, seat, "use Edler 2 x2")
    assert said(events) == [f"{name} used Nobleman 2 ×2: -4 gold, 2 cubes to choose."]
    assert said(events, "de") == [f"{name} nutzte Edler 2 ×2: -4 GM, 2 AS nach Wahl."]
    state, events = move(state, seat, "gain blue")
    assert said(events) == [f"{name} took 1 cube: blue."]
    state, events = move(state, seat, "gain red")
    state, events = move(state, seat, "use Militärwesen II")
    assert said(events, "de") == [
        f"{name} nutzte Militärwesen II: +1 PP, bis zu 1 freies Mauerfeld."
    ]
    state, events = move(state, seat, "advance 0")
    assert said(events) == [f"{name} did not use the free wall move."]


def test_delivery_tribute_and_joker_are_told_with_numbers() -> None:
    state, seat = actions_state()
    name = NAMES[seat]
    p = state.players[seat]
    p.goods = ["silk", "silk"]
    p.ship = "lisboa"
    p.jokers = 1
    p.gold = 9
    state, events = move(state, seat, "deliver")
    assert said(events) == [f"{name} delivered 2 × Silk to Lisboa for 7 PP."]
    assert said(events, "de") == [f"{name} lieferte 2 × Seide in Lisboa ab: 7 PP."]
    pp, gold = state.tribute_pp, state.tribute_gold
    state, events = move(state, seat, "tribute")
    assert said(events) == [f"{name} bought {pp} PP for {gold} gold."]
    state, events = move(state, seat, "joker cube violet")
    assert said(events) == [f"{name} used a joker: 1 violet cube."]
    assert said(events, "de") == [f"{name} nutzte einen Joker: 1 AS (violett)."]


def test_cards_are_named_with_their_copy_numeral() -> None:
    state = advance_until(GAME.setup(2, None, 8), lambda s: s.phase == "draft")
    seat = GAME.to_act(state)[0]
    state.display[0] = "kapitaen_3"
    _, events = move(state, seat, "take card 1")
    assert said(events) == [f"{NAMES[seat]} took Captain 3."]
    assert said(events, "de") == [f"{NAMES[seat]} nahm Kapitän 3."]


def test_a_new_round_names_its_cards_and_tribute_and_the_roller_rolls() -> None:
    state, _first = actions_state(num_seats=3, seed=2)
    for _ in range(3):
        seat = GAME.to_act(state)[0]
        state, events = move(state, seat, "pass")
    (round_text,) = said(events, kind="round")
    offered = [with_seat_names(c, NAMES).render("en") for c in events[1].text.params["cards"]]
    assert len(offered) == 5  # 2 offices + 4 deck cards - 1 removed with 3 players
    assert round_text == (
        f"Round 2 began. On offer: {', '.join(offered)}. "
        f"Tribute: {state.tribute_pp} PP for {state.tribute_gold} gold."
    )
    (removed,) = said(events, kind="removed")
    assert removed.startswith("With 3 players, removed to the discard pile: ")
    while state.phase == "draft":
        seat = GAME.to_act(state)[0]
        state, events = move(state, seat, "take card 1")
    (leftover,) = said(events, kind="leftover")
    assert leftover.startswith("Not taken, to the discard pile: ")
    (rolled,) = said(events, kind="rolled")
    values = sorted(state.dice)
    assert rolled.startswith(f"{NAMES[state.roller]} rolled the dice: ")
    assert [int(part.split()[-1]) for part in rolled[:-1].split(": ")[1].split(", ")] == values


def test_late_rolls_say_which_dice_are_turned_to_one() -> None:
    state = advance_until(
        GAME.setup(2, None, 3),
        lambda s: s.round == 9 and s.phase == "draft" and len(s.queue) == 1 and not s.pending,
    )
    seat = state.queue[0]
    state, events = move(state, seat, "take card 1")
    if state.pending:  # a sixth card: the roll follows the discard
        state, events = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0])
    (rolled,) = said(events, kind="rolled")
    assert rolled.endswith("(from round 8, dice above 4 are turned to 1).")
    assert said(events, "de", kind="rolled")[0].endswith(
        "(ab Runde 8 werden Würfel über 4 auf 1 gedreht)."
    )
    assert max(state.dice) <= 4


def test_an_empty_action_supply_and_the_professor_are_told() -> None:
    state = advance_until(
        GAME.setup(2, {"dice_order": "wall_order"}, 3), lambda s: s.phase == "dice"
    )
    seat = GAME.to_act(state)[0]
    p = state.players[seat]
    p.rose[0] = [0] * 6
    p.active = ["professor_1"]
    state.dice = [1, 2, 3, 4, 5, 6]
    state, events = move(state, seat, "dice red1 blue2")
    name = NAMES[seat]
    assert said(events, kind="phase_two") == [f"{name} received 1 gold from Professor 1."]
    # red 1 reached the supply at once: not empty, no penalty
    assert said(events, kind="penalty") == []
    state = advance_until(
        GAME.setup(2, {"dice_order": "wall_order"}, 3), lambda s: s.phase == "dice"
    )
    seat = GAME.to_act(state)[0]
    state.players[seat].rose[0] = [0] * 6
    state.dice = [2, 2, 3, 4, 5, 6]
    state, events = move(state, seat, "dice red2 blue2")
    assert said(events, kind="penalty") == [
        f"{NAMES[seat]} had no cube in the action supply: one penalty marker."
    ]


def test_every_player_is_told_the_cubes_the_turned_rose_gave() -> None:
    state = advance_until(GAME.setup(3, None, 3), lambda s: s.phase == "dice")
    state.dice = [1, 2, 3, 4, 5, 6]
    for seat in range(3):
        state.players[seat].rose[0] = [0] * 6
    state.players[state.order[1]].rose[0] = cubes("BBK")
    for seat in list(state.order):
        state, events = move(
            state, seat, "dice red1 black6" if seat == state.order[0] else "dice blue2 black6"
        )
    first, second, third = (NAMES[s] for s in state.order)
    assert said(events, kind="supply") == [
        f"From the wind rose, {first} took 1 cube: 1 red.",
        f"From the wind rose, {second} took 3 cubes: 2 blue, 1 black.",
    ]
    assert said(events, "de", kind="supply")[1] == (
        f"Von der Windrose nahm {second} 3 AS: 2 blau, 1 schwarz."
    )
    assert said(events, kind="penalty") == [
        f"{third} had no cube in the action supply: one penalty marker."
    ]


def test_the_game_end_tells_jokers_cashed_and_tableau_penalties() -> None:
    state = advance_until(GAME.setup(2, None, 5), lambda s: s.round == 12 and s.phase == "actions")
    state = advance_until(state, lambda s: len(s.queue) == 1 and not s.pending)
    seat = state.queue[0]
    p = state.players[seat]
    p.jokers, p.tableau = 2, ["festung"]
    other = state.players[1 - seat]
    other.tableau, other.active = ["kapitaen_1", "tor"], ["abt_1"]
    _, events = move(state, seat, "pass")
    name = NAMES[seat]
    assert said(events, kind="jokers") == [f"{name} cashed 2 jokers for 6 gold."]
    assert said(events, kind="tableau_penalty") == [
        f"{name} took 1 penalty marker for the card left on the tableau."
    ]
    assert said(events, "de", kind="tableau_penalty") == [
        f"{name} erhielt 1 Strafmarker für die Karte auf dem Tableau."
    ]
    assert said(events)[-1] == "Round 12 ended, and with it the game."

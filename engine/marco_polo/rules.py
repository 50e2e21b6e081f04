"""The mechanics: paying, gaining, trading posts, contracts, rounds. No move generation here.

Rewards are tokens (`coins:5`, `good`, `goods2`, `move`, `black_die`, `contract`, `other`):
resources are paid out at once, everything that needs a choice becomes a `Pending`
decision of the player concerned.
"""

from __future__ import annotations

from engine.game import Game
from engine.i18n import seat as seat_text
from engine.marco_polo.data import (
    CITY_BONUSES,
    CONTRACT_SLOT_BONUS,
    GOODS,
    LOCATION_NAMES,
    LOCATIONS,
    LOW_ROLL,
    OFFICE_BONUSES,
    POST_POINTS,
    ROUND_INCOME,
    ROUNDS,
    TRAVEL_COST,
)
from engine.marco_polo.events import Events, note
from engine.marco_polo.pile import discard_contract, pop_special, push_special
from engine.marco_polo.state import Die, MarcoPoloState, Pending, Placed, Player
from engine.marco_polo.travel import POST_KINDS, path_cost
from engine.marco_polo.words import amounts, character_name, contract_text, place_name, t

# -- resources ----------------------------------------------------------------------------


def split(token: str) -> tuple[str, int]:
    name, _, amount = token.partition(":")
    return name, int(amount) if amount else 1


def can_pay(player: Player, tokens: tuple[str, ...] | list[str], times: int = 1) -> bool:
    need: dict[str, int] = {}
    for token in tokens:
        name, amount = split(token)
        if name == "vp":
            continue  # points may go negative
        need[name] = need.get(name, 0) + amount * times
    return all(getattr(player, name) >= amount for name, amount in need.items())


def pay(player: Player, tokens: tuple[str, ...] | list[str], times: int = 1) -> None:
    for token in tokens:
        name, amount = split(token)
        setattr(player, name, getattr(player, name) - amount * times)


def grant(
    state: MarcoPoloState, seat: int, tokens: tuple[str, ...] | list[str], events: Events
) -> list[Pending]:
    """Pay out reward tokens; return the decisions they need, in order."""
    player = state.players[seat]
    decisions: list[Pending] = []
    for token in tokens:
        name, amount = split(token)
        if name in ("coins", "camels", "vp", *GOODS):
            setattr(player, name, getattr(player, name) + amount)
        elif name == "good":
            decisions.append(Pending(seat=seat, kind="good", n=amount))
        elif name == "goods2":
            decisions.append(Pending(seat=seat, kind="goods2"))
        elif name == "move":
            decisions.append(Pending(seat=seat, kind="travel", n=amount, base=False))
        elif name == "black_die":
            take_black_die(state, seat, events)
        elif name == "contract":
            decisions.extend(draw_special(state, seat, events))
        elif name == "other":
            decisions.append(Pending(seat=seat, kind="other_bonus"))
        else:  # pragma: no cover - data error
            raise ValueError(token)
    return decisions


def mercator_share(
    state: MarcoPoloState, mover: int, space: str, tokens: tuple[str, ...], events: Events
) -> None:
    """Mercator ex Tabriz's share when another player uses a market, Khan's favour or
    (two players) the 5-coins space: paid out, and told, since it changes his panel."""
    for seat, player in enumerate(state.players):
        if seat != mover and player.character == "mercator":
            grant(state, seat, tokens, events)
            note(
                events,
                seat,
                "marco_polo.ev.mercator",
                reward=amounts(tokens),
                mover=seat_text(mover),
                space=t(f"marco_polo.space.{space}"),
            )


def roll_die(state: MarcoPoloState, player: Player, kind: str) -> Die:
    """A new die: rolled (an undo barrier), or unset for Raschid, who sets it when placing."""
    if player.character == "raschid":
        return Die(kind=kind, value=0)  # type: ignore[arg-type]
    Game.mark_irreversible(state)
    return Die(kind=kind, value=state.rng.roll())  # type: ignore[arg-type]


def take_black_die(state: MarcoPoloState, seat: int, events: Events) -> None:
    if state.black_dice <= 0:
        note(events, seat, "marco_polo.ev.no_black_die")
        return
    state.black_dice -= 1
    player = state.players[seat]
    die = roll_die(state, player, "b")
    player.dice.append(die)
    if die.value:
        note(events, seat, "marco_polo.ev.black_die", value=die.value)
    else:
        note(events, seat, "marco_polo.ev.black_die_unset")


# -- contracts ----------------------------------------------------------------------------


def draw_special(state: MarcoPoloState, seat: int, events: Events) -> list[Pending]:
    """The top contract of the special pile: onto a free tableau space in the open, or
    (tableau full) seen only by the player, who keeps it instead of one or declines it."""
    if not state.special:
        note(events, seat, "marco_polo.ev.special_empty")
        return []
    contract, known = pop_special(state)
    player = state.players[seat]
    if len(player.contracts) < 2:
        player.contracts.append(contract)
        note(events, seat, "marco_polo.ev.drawn", contract=contract_text(contract))
        return []
    secret = t(
        "marco_polo.ev.drawn_secret", player=seat_text(seat), contract=contract_text(contract)
    )
    note(events, seat, "marco_polo.ev.drawn_hidden", secret=secret)
    return [Pending(seat=seat, kind="new_contract", items=[contract], known=known | 1 << seat)]


def take_contracts(
    state: MarcoPoloState, seat: int, slots: tuple[int, ...], bonus: str, events: Events
) -> list[Pending]:
    player = state.players[seat]
    old = list(player.contracts)
    taken = [state.contract_row[s - 1] for s in slots]
    paid = [slot for slot in slots if slot in CONTRACT_SLOT_BONUS]
    kinds = bonus.split(",") if "," in bonus else [bonus] * len(paid)
    for slot, kind in zip(paid, kinds, strict=True):
        setattr(player, kind, getattr(player, kind) + CONTRACT_SLOT_BONUS[slot])
    state.contract_row = [c for i, c in enumerate(state.contract_row) if i + 1 not in slots]
    if not state.contract_row and state.special:
        state.contract_row = [pop_special(state)[0] for _ in range(min(2, len(state.special)))]
        note(
            events, None, "marco_polo.ev.refill", contracts=[c.upper() for c in state.contract_row]
        )
    player.contracts = old + taken
    excess = len(player.contracts) - 2
    if excess <= 0:
        return []
    if excess == len(old):
        for contract in old:
            discard_contract(state, contract)
        player.contracts = taken
        return []
    return [Pending(seat=seat, kind="drop_contract", n=excess, items=old)]


# -- trading posts ------------------------------------------------------------------------


def post_bonus(state: MarcoPoloState, seat: int, city: str, events: Events) -> list[Pending]:
    kind = LOCATIONS[city]
    if kind == "small":
        return grant(state, seat, CITY_BONUSES[state.city_bonus[city]], events)
    if kind == "large" and city in state.office:
        bonus = state.office.pop(city)
        note(
            events, seat, "marco_polo.ev.office", city=LOCATION_NAMES[city],
            reward=amounts(OFFICE_BONUSES[bonus]),
        )  # fmt: skip
        return grant(state, seat, OFFICE_BONUSES[bonus], events)
    return []


def put_post(state: MarcoPoloState, seat: int, city: str, events: Events) -> bool:
    """Place a post from the tableau without its city bonus; False if none is left."""
    player = state.players[seat]
    if player.posts_placed >= player.posts_total:
        return False
    player.posts.append(city)
    player.fresh_posts.append(city)
    player.posts_placed += 1
    player.vp += POST_POINTS.get(player.posts_placed, 0)
    if city == "beijing":
        state.beijing[state.beijing.index(-1)] = seat
    note(events, seat, "marco_polo.ev.post", city=LOCATION_NAMES[city])
    return True


def wants_post(state: MarcoPoloState, seat: int, city: str) -> bool:
    return LOCATIONS[city] in POST_KINDS and city not in state.players[seat].posts


def arrive(state: MarcoPoloState, seat: int, city: str, events: Events) -> list[Pending]:
    """A journey ends in `city`: place a post (or move one if none is left) and take bonuses."""
    if not wants_post(state, seat, city):
        return []
    if put_post(state, seat, city, events):
        return post_bonus(state, seat, city, events)
    return [Pending(seat=seat, kind="relocate", items=[city])]


def relocate(
    state: MarcoPoloState, seat: int, source: str, city: str, events: Events
) -> list[Pending]:
    player = state.players[seat]
    player.posts[player.posts.index(source)] = city
    player.fresh_posts.append(city)
    if source == "beijing":
        state.beijing[state.beijing.index(seat)] = -1
    if city == "beijing":
        state.beijing[state.beijing.index(-1)] = seat
    return post_bonus(state, seat, city, events)


def travel(
    state: MarcoPoloState, seat: int, paths: tuple[tuple[str, ...], ...], base: bool, events: Events
) -> list[Pending]:
    """Pay for and carry out a journey (already checked); posts and bonuses follow."""
    player = state.players[seat]
    johannes = player.character == "johannes"
    steps = sum(len(p) - 1 for p in paths)
    camels = coins = 0
    for path in paths:
        ca, co = path_cost(path, johannes) or (0, 0)
        camels += ca
        coins += co
    player.camels -= camels
    player.coins -= coins + (TRAVEL_COST[steps] if base else 0)
    decisions: list[Pending] = []
    for index, path in enumerate(paths):
        if len(path) < 2:
            continue
        player.figures[index] = path[-1]
        if player.character == "wilhelm":
            # a post in every city passed; with the tableau empty, each such city asks to
            # move a post there, like any other placement; bonuses only after the move
            placed: list[str] = []
            for city in path[1:]:
                if not wants_post(state, seat, city):
                    continue
                if put_post(state, seat, city, events):
                    placed.append(city)
                elif not any(d.kind == "relocate" and d.items == [city] for d in decisions):
                    decisions.append(Pending(seat=seat, kind="relocate", items=[city]))
            for city in placed:
                decisions.extend(post_bonus(state, seat, city, events))
        else:
            decisions.extend(arrive(state, seat, path[-1], events))
    return decisions


# -- rounds -------------------------------------------------------------------------------


def has_dice(player: Player) -> bool:
    return bool(player.dice)


def next_player(state: MarcoPoloState) -> int | None:
    """The next seat clockwise (after the current one) that still holds dice."""
    n = state.num_seats
    for offset in range(1, n + 1):
        seat = (state.current + offset) % n
        if has_dice(state.players[seat]):
            return seat
    return None


def start_round(state: MarcoPoloState, events: Events) -> None:
    """New start player, dice back, small-city and character income (may wait on choices)."""
    if state.last_traveller is not None:
        state.start_player = state.last_traveller
    state.last_traveller = None
    for key in list(state.spaces):
        state.spaces[key] = [placed for placed in state.spaces[key] if placed.seat < 0]
    state.black_dice = state.num_seats + 1
    for player in state.players:
        player.dice = []
        player.black_bought = False
        player.fresh_posts = []
    note(
        events, None, "marco_polo.ev.round", round=state.round, start=seat_text(state.start_player)
    )
    state.phase = "income"
    order = [(state.start_player + i) % state.num_seats for i in range(state.num_seats)]
    for seat in order:
        player = state.players[seat]
        incomes = [
            (place_name(city), CITY_BONUSES[state.city_bonus[city]])
            for city in player.posts
            if LOCATIONS[city] == "small"
        ]
        if player.character in ROUND_INCOME:
            incomes.append((character_name(player.character), ROUND_INCOME[player.character]))
        if incomes:
            sources = [
                t("marco_polo.city_bonus", city=name, reward=amounts(tokens))
                for name, tokens in incomes
            ]
            note(events, seat, "marco_polo.ev.income", sources=sources)
        decisions: list[Pending] = []
        for _, tokens in incomes:
            decisions.extend(grant(state, seat, tokens, events))
        state.pending.extend(decisions)
    if not state.pending:
        roll_all(state, events)


def roll_all(state: MarcoPoloState, events: Events) -> None:
    """Everyone rolls at once; a total under 15 earns camels and/or coins (not Raschid)."""
    state.phase = "compensation"
    for seat, player in enumerate(state.players):
        player.dice = [roll_die(state, player, "p") for _ in range(5)]
        if player.character == "matteo":
            player.dice.append(roll_die(state, player, "w"))
        total = sum(d.value for d in player.dice)
        if player.character == "raschid":
            note(events, seat, "marco_polo.ev.dice_unset", n=len(player.dice))
        else:
            note(
                events,
                seat,
                "marco_polo.ev.rolled",
                dice=" ".join(str(d.value) for d in player.dice),
            )
            if total < LOW_ROLL:
                state.pending.append(Pending(seat=seat, kind="compensate", n=LOW_ROLL - total))
    if not state.pending:
        begin_turns(state)


def begin_turns(state: MarcoPoloState) -> None:
    state.phase = "turns"
    state.current = state.start_player
    state.main_done = False


def end_turn(state: MarcoPoloState, events: Events) -> None:
    state.players[state.current].black_bought = False
    state.players[state.current].fresh_posts = []
    state.main_done = False
    nxt = next_player(state)
    if nxt is not None:
        state.current = nxt
        return
    end_round(state, events)


def end_round(state: MarcoPoloState, events: Events) -> None:
    """The row's contracts go under the special pile in the open; the next round's six
    are turned up (an undo barrier, whoever acts next)."""
    for contract in state.contract_row:
        push_special(state, contract, state.everyone)
    state.contract_row = []
    if state.round >= ROUNDS:
        state.phase = "over"
        note(events, None, "marco_polo.ev.game_over")
        return
    Game.mark_irreversible(state)
    state.contract_row = state.round_piles.pop(0)
    state.round += 1
    start_round(state, events)


def after_decisions(state: MarcoPoloState, events: Events) -> None:
    """Move the round on once nobody owes a decision any more."""
    if state.pending:
        return
    if state.phase == "income":
        roll_all(state, events)
    elif state.phase == "compensation":
        begin_turns(state)


def occupied(state: MarcoPoloState, space: str) -> bool:
    return bool(state.spaces.get(space))


def used_colour(state: MarcoPoloState, space: str, seat: int) -> bool:
    return any(
        placed.seat == seat and any(d.kind == "p" for d in placed.dice)
        for placed in state.spaces.get(space, [])
    )


def add_placed(state: MarcoPoloState, space: str, seat: int, dice: list[Die]) -> None:
    state.spaces.setdefault(space, []).append(Placed(seat=seat, dice=dice))

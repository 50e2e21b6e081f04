"""What is committed is reported as committed, on both backends.

A failure is injected at every await between a change's commit and its answer (each
store call, the drawing, the rating), one per run on a fresh copy of the same table, and
during the COMMIT itself; each time, what the caller is told must match what is stored.
A move sent again whose answer was lost is answered "already made" and stored once, while
the same move made anew (legal again later) is made.
"""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from itertools import count
from typing import Any

import pytest

import engine
from bot.service import BoardChanged, GameService, Place, Player, Reply, ServiceError
from bot.service.errors import NotSaved, OutcomeUnknown
from bot.store import NewSeat, Store, Tx
from engine import Rng
from tests.bot.conftest import FakeClock
from tests.bot.service.conftest import (
    ADA,
    BEA,
    RecordingRenderer,
    Script,
    mover,
    play,
    seeded_script,
    started,
)
from tests.bot.store.test_commit_outcomes import failing_commit

GUILD = 1
BASE = Place(GUILD, 100)


class Gone(ConnectionError):
    """The injected failure: the connection to the database is gone."""


class FaultyStore:
    """The service's store, and its renderer, with a failure injected at the n-th await
    after the first commit once armed: every store call (a transaction too) and every
    drawing counts. `down` fails every call, as while the database does not answer."""

    def __init__(self, store: Store, renderer: RecordingRenderer) -> None:
        self.inner = store
        self.renderer = renderer
        self.armed = False
        self.committed = False
        self.fail_at: int | None = None
        self.seen: list[str] = []  # what was awaited after the commit, in order
        self.failed: str | None = None
        self.down = False

    def arm(self, fail_at: int | None) -> None:
        self.armed, self.committed, self.fail_at = True, False, fail_at
        self.seen, self.failed = [], None

    def disarm(self) -> None:
        self.armed = False

    def tick(self, what: str) -> None:
        if self.down:
            raise Gone(f"the database does not answer ({what})")
        if not (self.armed and self.committed):
            return
        self.seen.append(what)
        if len(self.seen) == self.fail_at:
            self.failed = what
            raise Gone(f"injected after the commit, at {what}")

    def __getattr__(self, name: str) -> Any:
        value = getattr(self.inner, name)
        if not inspect.iscoroutinefunction(value):
            return value

        async def call(*args: Any, **kwargs: Any) -> Any:
            self.tick(name)
            return await value(*args, **kwargs)

        return call

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Tx]:
        self.tick("transaction")
        async with self.inner.transaction() as tx:
            yield tx
        if self.armed:
            self.committed = True

    def render(self, game_name: str, view: Any, locale: str) -> list[bytes]:
        self.tick("render")
        return self.renderer(game_name, view, locale)


@pytest.fixture
def faulty(store: Store, renderer: RecordingRenderer) -> FaultyStore:
    return FaultyStore(store, renderer)


@pytest.fixture
def service(faulty: FaultyStore, clock: FakeClock) -> GameService:  # type: ignore[override]
    return GameService(faulty, faulty.render, clock, reminder_hours=12)  # type: ignore[arg-type]


async def game_at(store: Store, place: Place) -> Any:
    record = await store.open_game(place.channel_id) or await store.latest_game(place.channel_id)
    assert record is not None
    return record


async def clone(store: Store, game_id: int, place: Place) -> int:
    """A copy of game `game_id` in another channel, with its seats, log and reminder."""
    record = await store.game(game_id)
    assert record is not None
    new_id = 10_000 + place.channel_id
    async with store.transaction() as tx:
        await tx.put_game_row(dataclasses.replace(record, id=new_id, channel_id=place.channel_id))
        for s in await store.seats(game_id):
            await tx.add_seat(
                new_id, NewSeat(s.seat, s.user_id, s.display_name, s.locale, s.ai_level)
            )
        for move in await store.moves(game_id, include_undone=True):
            await tx.put_move_row(dataclasses.replace(move, game_id=new_id))
        for c in await store.seat_changes(game_id):
            await tx.add_seat_change(new_id, c.ply, c.seat, c.change, c.ai_level, c.created_at)
        reminder = await store.reminder(game_id)
        if reminder is not None:
            await tx.set_reminder(new_id, *reminder)
    return new_id


# -- the cases: a table before a change, the change, and whether it is stored ------------


@dataclass
class Case:
    """`prepare` builds the table at `BASE` (returns what `act` needs); `ready` runs on
    each copy before the fault is armed; `act` makes the change; `stored` says whether
    the store holds it, `told` whether the reply says it was made."""

    prepare: Callable[[GameService], Awaitable[Any]]
    act: Callable[[GameService, Place, Any], Awaitable[Reply]]
    stored: Callable[[Store, Place, Any], Awaitable[bool]]
    told: Callable[[Reply, Any], bool]
    ready: Callable[[GameService, Place, Any], Awaitable[Any]] | None = None
    copy: bool = True


async def started_pair(service: GameService) -> list[Player]:
    await service.create(BASE, ADA, "caravan", seed=7)
    await service.join(BASE, BEA)
    await service.start(BASE, ADA)
    record = await game_at(service.store, BASE)
    by_id = {p.user_id: p for p in (ADA, BEA)}
    return [by_id[s.user_id] for s in await service.store.seats(record.id)]


async def first_move(service: GameService) -> tuple[Player, int]:
    order = await started_pair(service)
    return await mover(service, order), (await game_at(service.store, BASE)).version


async def move_stored(store: Store, place: Place, ctx: Any) -> bool:
    record = await game_at(store, place)
    made = await store.move_made_at(record.id, ctx[1] + 1)
    return made is not None and made.notation == "place A d4"


SCRIPT: dict[str, Script] = {}


def finishing_script() -> Script:
    if not SCRIPT:
        SCRIPT["caravan"] = seeded_script("caravan", 2, 7, engine.get("caravan").is_over)[0]
    return SCRIPT["caravan"]


async def before_the_end(service: GameService) -> tuple[Player, str]:
    order = await started_pair(service)
    *moves, (seat, last) = finishing_script()
    for number, (s, notation) in enumerate(moves):
        await service.move(BASE, order[s], notation)
        assert number < len(moves)
    return order[seat], last


async def finished(store: Store, place: Place, ctx: Any) -> bool:
    record = await game_at(store, place)
    return record.status == "finished" and len(await store.results(record.id)) == 2


def repeatable(seed: int = 0) -> tuple[Script, int, str]:
    """A Macao position from a seeded playout where the seat to act may make the same move
    twice in a row (gain a cube, pay a cube): the moves there, the seat and that move."""
    if "macao" not in SCRIPT:
        game = engine.get("macao")
        state = game.setup(2, None, seed)
        chooser = Rng.from_seed(seed, "playout")
        script: Script = []
        while True:
            seat = game.to_act(state)[0]
            move = game.playout_move(state, seat, game.legal_moves(state, seat), chooser)
            after, _ = game.apply(state, seat, move)
            notation = game.format_move(move)
            again = {game.format_move(m) for m in game.legal_moves(after, seat)}
            if seat in game.to_act(after) and notation in again:
                break
            script.append((seat, notation))
            state = after
        SCRIPT["macao"] = script
        SCRIPT["macao-move"] = [(seat, notation)]
    [(seat, notation)] = SCRIPT["macao-move"]
    return SCRIPT["macao"], seat, notation


async def at_a_repeatable_move(service: GameService) -> tuple[Player, str, int]:
    """The Macao table at `repeatable()`: who moves, the move, the game's id."""
    script, seat, notation = repeatable()
    order = await started(service, ADA, BEA, game="macao", seed=0)
    await play(service, order, script)
    return order[seat], notation, (await game_at(service.store, BASE)).id


async def undoable(service: GameService) -> Player:
    order = await started_pair(service)
    await service.move(BASE, await mover(service, order), "pass")
    player = await mover(service, order)
    await service.move(BASE, player, "place A d4")
    return player


async def undone(store: Store, place: Place, ctx: Any) -> bool:
    record = await game_at(store, place)
    return [m.notation for m in await store.moves(record.id)] == ["pass"]


async def seat_is_ai(store: Store, place: Place, player: Player, ai: bool) -> bool:
    record = await game_at(store, place)
    seat = next(s for s in await store.seats(record.id) if s.user_id == player.user_id)
    return seat.is_ai is ai


async def left(service: GameService) -> Player:
    order = await started_pair(service)
    await service.leave(BASE, order[1])
    return order[1]


async def ask_to_rejoin(service: GameService, place: Place, player: Player) -> int:
    asked = await service.rejoin(place, player)
    assert asked.vote is not None
    return asked.vote.number


async def vote_back(service: GameService, place: Place, player: Player) -> Reply:
    record = await game_at(service.store, place)
    other = ADA if player is BEA else BEA
    ballot = await service.store.current_ballot(record.id, "rejoin", 1)
    assert ballot is not None
    return await service.vote(place, other, record.id, ballot.number, "yes")


async def status_is(store: Store, place: Place, status: str) -> bool:
    return (await game_at(store, place)).status == status


async def lobby_of_two(service: GameService) -> None:
    await service.create(BASE, ADA, "caravan", seed=7)
    await service.join(BASE, BEA)


async def lobby_of_one(service: GameService) -> None:
    await service.create(BASE, ADA, "caravan", seed=7)


async def nothing(service: GameService) -> None:
    return None


async def seated(store: Store, place: Place, player: Player) -> bool:
    record = await store.open_game(place.channel_id)
    return record is not None and player.user_id in {
        s.user_id for s in await store.seats(record.id)
    }


def says(reply: Reply, text: str) -> bool:
    return text in reply.render("en") and not reply.already_made


CASES: dict[str, Case] = {
    "move": Case(
        first_move,
        lambda service, place, ctx: service.move(place, ctx[0], "place A d4"),
        move_stored,
        lambda reply, ctx: says(reply, f"{ctx[0].name} placed camel A on d4"),
    ),
    "finishing move": Case(
        before_the_end,
        lambda service, place, ctx: service.move(place, ctx[0], ctx[1]),
        finished,
        lambda reply, ctx: reply.status == "finished" and not reply.already_made,
    ),
    "undo": Case(
        undoable,
        lambda service, place, player: service.undo(place, player),
        undone,
        lambda reply, player: says(reply, f"{player.name} took back"),
    ),
    "leave": Case(
        started_pair,
        lambda service, place, order: service.leave(place, order[1]),
        lambda store, place, order: seat_is_ai(store, place, order[1], True),
        lambda reply, order: says(reply, f"{order[1].name} left the game (Caravan)"),
    ),
    "vote": Case(
        left,
        vote_back,
        lambda store, place, player: seat_is_ai(store, place, player, False),
        lambda reply, player: says(reply, player.name) and reply.status == "active",
        ready=ask_to_rejoin,
    ),
    "abandon": Case(
        first_move,
        lambda service, place, ctx: service.abandon(place, ADA),
        lambda store, place, ctx: status_is(store, place, "abandoned"),
        lambda reply, ctx: says(reply, "Ada abandoned the game (Caravan)"),
    ),
    "start": Case(
        lobby_of_two,
        lambda service, place, ctx: service.start(place, ADA),
        lambda store, place, ctx: status_is(store, place, "active"),
        lambda reply, ctx: reply.status == "active" and reply.game_id is not None,
    ),
    "join": Case(
        lobby_of_one,
        lambda service, place, ctx: service.join(place, BEA),
        lambda store, place, ctx: seated(store, place, BEA),
        lambda reply, ctx: says(reply, "Bea joined the table for Caravan"),
    ),
    "open a table": Case(
        nothing,
        lambda service, place, ctx: service.create(place, ADA, "caravan", seed=7),
        lambda store, place, ctx: seated(store, place, ADA),
        lambda reply, ctx: reply.status == "lobby",
        copy=False,
    ),
}


async def run_case(
    service: GameService, faulty: FaultyStore, case: Case, ctx: Any, place: Place, fail_at: int
) -> Reply:
    store = faulty.inner
    if case.copy:
        await clone(store, (await game_at(store, BASE)).id, place)
    if case.ready is not None:
        await case.ready(service, place, ctx)
    faulty.arm(fail_at)
    try:
        return await case.act(service, place, ctx)
    finally:
        faulty.disarm()


@pytest.mark.parametrize("name", list(CASES))
async def test_a_failure_after_the_commit_never_turns_a_change_into_a_failure(
    service: GameService, faulty: FaultyStore, name: str, caplog: pytest.LogCaptureFixture
) -> None:
    """One run per await after the commit, each failing that await; until a run where
    nothing failed because there was no await left."""
    case = CASES[name]
    ctx = await case.prepare(service)
    failed_at: list[str] = []
    for number in count(1):
        place = Place(GUILD, 1000 + number)
        caplog.clear()
        reply = await run_case(service, faulty, case, ctx, place, number)
        assert await case.stored(faulty.inner, place, ctx), (name, number, faulty.failed)
        assert case.told(reply, ctx), (name, number, faulty.failed, reply.render("en"))
        record = await game_at(faulty.inner, place)
        assert reply.version in (None, record.version), "the answer shows what is stored"
        if faulty.failed is None:
            assert len(faulty.seen) == number - 1
            break
        failed_at.append(faulty.failed)
        assert "failed" in caplog.text, "what degraded is logged"
        assert number < 50
    if name in ("move", "finishing move", "undo", "leave", "vote", "start"):
        # the caller's language (the channel's setting) and the board, at least
        assert {"channel_settings", "render"} <= set(failed_at), failed_at
    if name == "finishing move":
        assert "transaction" in failed_at, "the rating runs after the commit too"


async def test_a_reply_that_cannot_be_drawn_or_localised_still_says_the_move_was_made(
    service: GameService, faulty: FaultyStore
) -> None:
    """The issue's case: the channel's settings cannot be read once the commit returned."""
    player, version = await first_move(service)
    await service.store.set_channel_settings(BASE.channel_id, locale="de")
    faulty.arm(1)  # the first await after the commit: reading the channel's language
    reply = await service.move(BASE, player, "place A d4")
    faulty.disarm()
    assert faulty.failed == "channel_settings"
    assert reply.version == version + 1 and reply.images  # in the caller's language
    assert f"{player.name} placed camel A on d4" in reply.render("en")
    assert await faulty.inner.count_moves(reply.game_id) == 1  # type: ignore[arg-type]


# -- a COMMIT without an answer --------------------------------------------------------


@pytest.mark.parametrize("landed", [True, False], ids=["stored", "not-stored"])
async def test_a_commit_without_an_answer_is_read_back_and_answered_truly(
    service: GameService, faulty: FaultyStore, monkeypatch: pytest.MonkeyPatch, landed: bool
) -> None:
    player, version = await first_move(service)
    game_id = (await game_at(faulty.inner, BASE)).id
    with failing_commit(faulty.inner, monkeypatch, stored=landed) as fired:
        try:
            told: Reply | Exception = await service.move(BASE, player, "place A d4")
        except ServiceError as error:
            told = error
    assert fired == ["COMMIT"]
    stored = await faulty.inner.count_moves(game_id)
    if landed:
        assert isinstance(told, Reply) and told.version == version + 1
        assert f"{player.name} placed camel A on d4" in told.render("en")
        assert stored == 1
    else:
        assert isinstance(told, NotSaved) and "not saved" in told.render("en")
        assert stored == 0 and await faulty.inner.game_version(game_id) == version
        again = await service.move(BASE, player, "place A d4")  # the player tries again
        assert not again.already_made and await faulty.inner.count_moves(game_id) == 1


@pytest.mark.parametrize("landed", [True, False], ids=["stored", "not-stored"])
async def test_a_database_that_stays_silent_is_not_known_and_the_retry_tells(
    service: GameService, faulty: FaultyStore, monkeypatch: pytest.MonkeyPatch, landed: bool
) -> None:
    """The database does not answer again in time: the player is told that it is not
    known; the move sent again is recognised if it was made, and made if it was not. The
    move is legal twice in a row here: only the log tells a retry from a new move."""
    player, notation, game_id = await at_a_repeatable_move(service)
    before = await faulty.inner.count_moves(game_id)
    service.settle_seconds = 0.3

    def silent() -> None:  # from the failed COMMIT on, the database is silent
        faulty.down = True

    with (
        failing_commit(faulty.inner, monkeypatch, stored=landed, then=silent),
        pytest.raises(OutcomeUnknown) as unknown,
    ):
        await service.move(BASE, player, notation)
    faulty.down = False
    assert "cannot tell yet" in unknown.value.render("en")
    assert await faulty.inner.count_moves(game_id) == before + landed
    retry = await service.move(BASE, player, notation)
    assert retry.already_made is landed
    assert await faulty.inner.count_moves(game_id) == before + 1, "made once either way"
    if landed:  # the table never heard of it: now it does
        assert f"{player.name} had already made this move" in retry.render("en")
        assert not retry.ephemeral and retry.mentions
    second = await service.move(BASE, player, notation)  # sent once more: a new move
    assert not second.already_made and await faulty.inner.count_moves(game_id) == before + 2


# -- a move sent again -------------------------------------------------------------------


async def test_a_button_sent_again_is_already_made_and_a_new_identical_move_is_made(
    service: GameService, faulty: FaultyStore
) -> None:
    player, notation, game_id = await at_a_repeatable_move(service)
    before = await faulty.inner.count_moves(game_id)
    version = (await game_at(faulty.inner, BASE)).version
    made = await service.move(BASE, player, notation, expected_version=version)
    again = await service.move(BASE, player, notation, expected_version=version)
    assert not made.already_made and again.already_made
    assert again.version == made.version
    assert await faulty.inner.count_moves(game_id) == before + 1
    assert again.ephemeral and again.mentions == [], "to the caller alone: nobody pinged"
    assert made.render("en").splitlines()[-1] in again.render("en"), "whom the table waits for"
    assert f"{player.name} hatte diesen Zug schon gemacht" in again.render("de")
    other = next(n for n, _ in await service.legal_moves(BASE, player) if n != notation)
    with pytest.raises(BoardChanged):  # another move from that old board
        await service.move(BASE, player, other, expected_version=version)
    fresh = await service.move(BASE, player, notation, expected_version=made.version)
    assert not fresh.already_made and await faulty.inner.count_moves(game_id) == before + 2


async def test_a_typed_move_sent_again_after_its_turn_is_already_made(
    service: GameService, faulty: FaultyStore
) -> None:
    order = await started_pair(service)
    first = await mover(service, order)  # a one-action first turn: then it is not theirs
    made = await service.move(BASE, first, "pass")
    again = await service.move(BASE, first, "pass")
    assert again.already_made and again.version == made.version
    assert await faulty.inner.count_moves(made.game_id) == 1  # type: ignore[arg-type]
    with pytest.raises(ServiceError) as refused:  # another move is refused as before
        await service.move(BASE, first, "place A d4")
    assert refused.value.key == "bot.err.not_your_turn"
    other = await mover(service, order)
    await service.move(BASE, other, "place A d4")
    with pytest.raises(ServiceError) as later:  # no longer the game's last change
        await service.move(BASE, first, "pass")
    assert later.value.key == "bot.err.not_your_turn"


async def test_the_move_that_ended_the_game_sent_again_is_already_made(
    service: GameService, faulty: FaultyStore
) -> None:
    player, last = await before_the_end(service)
    ended = await service.move(BASE, player, last)
    assert ended.status == "finished"
    again = await service.move(BASE, player, last)
    assert again.already_made and again.status == "finished" and again.results
    record = await game_at(faulty.inner, BASE)
    assert await faulty.inner.count_moves(record.id) == len(finishing_script())


async def test_an_undone_move_sent_again_finds_the_board_changed(
    service: GameService, faulty: FaultyStore
) -> None:
    order = await started_pair(service)
    await service.move(BASE, await mover(service, order), "pass")
    player = await mover(service, order)
    version = (await game_at(faulty.inner, BASE)).version
    await service.move(BASE, player, "place A d4", expected_version=version)
    await service.undo(BASE, player)
    with pytest.raises(BoardChanged):
        await service.move(BASE, player, "place A d4", expected_version=version)

"""A player's running tables (`/games`): which are listed, in which order, with what,
and the board message each table posted last."""

from __future__ import annotations

from bot.service import GameService, Place, Player
from bot.service.table_list import next_table
from bot.store.table_list import BoardMessage
from tests.bot.conftest import FakeClock
from tests.bot.service.conftest import ADA, BEA, CEM

AWAITS_CREATOR, AWAITS_JOINER = 3, 1
"""Seeds whose two-player Caravan starts with the creator's seat, or the other's."""


async def table(service: GameService, place: Place, players: list[Player], seed: int) -> int:
    await service.create(place, players[0], "caravan", {"short_game": True}, seed=seed)
    for player in players[1:]:
        await service.join(place, player)
    reply = await service.start(place, players[0])
    assert reply.game_id is not None
    return reply.game_id


async def test_the_tables_waiting_on_the_player_come_first_longest_waiting_first(
    service: GameService, clock: FakeClock
) -> None:
    other_server = 2
    mine_later = await table(service, Place(1, 10), [ADA, BEA], AWAITS_CREATOR)
    clock.advance(hours=-3)  # tables opened earlier wait longer
    theirs = await table(service, Place(1, 11), [ADA, BEA], AWAITS_JOINER)
    clock.advance(hours=1)
    mine_first = await table(service, Place(1, 12), [BEA, ADA], AWAITS_JOINER)
    elsewhere = await table(service, Place(other_server, 13), [ADA, CEM], AWAITS_CREATOR)
    lobby = await service.create(Place(1, 14), ADA, "caravan")
    not_hers = await table(service, Place(1, 15), [BEA, CEM], AWAITS_CREATOR)

    here = await service.my_tables(ADA, 1)
    assert [s.game_id for s in here] == [mine_first, mine_later, theirs]
    assert [s.awaited for s in here] == [True, True, False]
    assert lobby.game_id not in [s.game_id for s in here] and not_hers not in [
        s.game_id for s in here
    ]
    assert here[2].waiting_for == ["Bea"] and here[0].waiting_for == ["Ada"]
    assert here[0].since < here[1].since and here[0].players == 2
    assert {s.rank for s in here} <= {1, 2} and all(s.board is None for s in here)
    assert here[0].guild_id == 1 and here[0].channel_id == 12

    everywhere = await service.my_tables(ADA, None)
    assert [s.game_id for s in everywhere] == [mine_first, elsewhere, mine_later, theirs]
    assert next_table(everywhere) == everywhere[0]
    assert next_table(await service.my_tables(BEA, other_server)) is None
    assert await service.my_tables(CEM, 1) != [] and await service.my_tables(CEM, 3) == []


async def test_finished_tables_and_seats_the_ai_plays_are_not_listed(
    service: GameService,
) -> None:
    place = Place(1, 10)
    game_id = await table(service, place, [ADA, BEA], AWAITS_CREATOR)
    await service.leave(place, BEA)  # the AI plays Bea's seat on
    assert [s.game_id for s in await service.my_tables(ADA, 1)] == [game_id]
    assert await service.my_tables(BEA, 1) == []
    await service.abandon(place, ADA)
    assert await service.my_tables(ADA, 1) == []


async def test_the_latest_board_message_is_kept(service: GameService) -> None:
    game_id = await table(service, Place(1, 10), [ADA, BEA], AWAITS_CREATOR)
    await service.remember_board(game_id, 10, 500)
    await service.remember_board(game_id, 10, 700)
    await service.remember_board(game_id, 10, 600)  # an older post that arrived late
    assert await service.store.board_message(game_id) == BoardMessage(10, 700)
    (listed,) = await service.my_tables(ADA, 1)
    assert listed.board == BoardMessage(10, 700)
    await service.remember_board(game_id + 99, 10, 800)  # no such game: logged, no harm
    assert await service.store.board_message(game_id + 99) is None

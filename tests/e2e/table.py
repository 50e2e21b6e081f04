"""A Caravan table driven through the fake Discord: players, the referee's view of the
stored state, and the two ways to move (slash command and the guided picker). The table
plays in the channel, or (`in_thread`) in a thread of its own opened by `/game new`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import engine
from engine import GameState, Rng
from tests.e2e.any_table import lobby_button
from tests.e2e.bot_harness import BotRunner
from tests.e2e.fake_discord import (
    FakeChannel,
    FakeDiscord,
    FakeMessage,
    FakeUser,
    InteractionRecord,
)
from tests.e2e.picker import pick

CARAVAN = engine.get("caravan")
SHORT_SEED = 32  # with short_game, seed 32's random playout ends after 146 moves


@dataclass
class Table:
    runner: BotRunner
    players: list[FakeUser]
    game_id: int = 0
    chooser: Rng = field(default_factory=lambda: Rng.from_seed(SHORT_SEED, "playout"))
    board_message: FakeMessage | None = None
    in_thread: bool = False
    lobby: FakeMessage | None = None  # in the channel, also for a table in a thread
    thread: FakeChannel | None = None

    @property
    def fake(self) -> FakeDiscord:
        return self.runner.fake

    @property
    def where(self) -> FakeChannel:
        """Where the game plays: its thread, or the channel."""
        return self.thread or self.fake.channel

    async def record(self) -> Any:
        assert self.runner.store is not None
        record = await self.runner.store.game(self.game_id)
        assert record is not None
        return record

    async def state(self) -> GameState:
        return CARAVAN.from_json((await self.record()).state)

    async def seat_users(self) -> dict[int, FakeUser]:
        assert self.runner.store is not None
        by_id = {p.id: p for p in self.players}
        return {s.seat: by_id[s.user_id] for s in await self.runner.store.seats(self.game_id)}

    async def waiting(self) -> list[FakeUser]:
        seats = await self.seat_users()
        return [seats[s] for s in CARAVAN.to_act(await self.state())]

    async def open_and_start(self) -> FakeMessage:
        """Ada opens (slash), Bea joins by button, Cem by slash, Ada starts by button (in
        a thread: Cem joins in the thread, Ada starts from the lobby in the channel)."""
        fake = self.fake
        ada, bea, cem = self.players
        self.runner.seeds.append(SHORT_SEED)
        lobby = await fake.reply(
            await fake.slash(
                ada, "game new", game="caravan", options="short_game=true", thread=self.in_thread
            )
        )
        assert lobby.channel_id == fake.channel.id
        self.lobby = lobby
        if self.in_thread:
            self.thread = await fake.wait_for(lambda: fake.channel_by_id(lobby.id))
        edits = lobby.edits
        click = await fake.click(bea, lobby, label="Join")
        await fake.wait_for(lambda: fake.messages[lobby.id].edits > edits)
        assert click.ack_type == 6, "a lobby button updates its own message"
        assert "Bea" in fake.messages[lobby.id].content
        joined = await fake.reply(await fake.slash(cem, "game join", channel=self.where))
        assert "Cem" in joined.content and joined.channel_id == self.where.id
        assert self.runner.store is not None
        record = await self.runner.store.open_game(self.where.id)
        assert record is not None and record.status == "lobby"
        self.game_id = record.id
        if self.in_thread:
            after = fake.last_message_id()
            lobby = fake.messages[lobby.id]
            await fake.click(ada, lobby, custom_id=lobby_button(lobby, "start"))
            self.board_message = await fake.wait_channel_message(
                self.where.id, lambda m: bool(m.images), after=after
            )
            await fake.wait_for(lambda: not fake.messages[lobby.id].buttons)
        else:
            start = await fake.click(ada, joined, label="Start")
            self.board_message = (await fake.wait_messages(start, 1))[0]
        return self.board_message

    async def choose(self) -> tuple[FakeUser, str]:
        """The next move of the engine's own random playout: who and which notation."""
        state = await self.state()
        acting = CARAVAN.to_act(state)
        seat = acting[self.chooser.below(len(acting))]
        moves = CARAVAN.legal_moves(state, seat)
        move = CARAVAN.playout_move(state, seat, moves, self.chooser)
        return (await self.seat_users())[seat], CARAVAN.format_move(move)

    async def move_by_slash(self, user: FakeUser, notation: str) -> FakeMessage:
        record = await self.fake.slash(user, "move", notation=notation, channel=self.where)
        return await self.fake.reply(record)

    async def move_by_picker(self, user: FakeUser, notation: str) -> FakeMessage:
        """Choose `notation` step by step in the picker opened from the board message."""
        assert self.board_message is not None
        state = await self.state()
        seat = next(s for s, u in (await self.seat_users()).items() if u is user)
        move = CARAVAN.parse_move(notation)
        picked = await pick(self.fake, user, self.board_message, CARAVAN, state, seat, move)
        assert picked.reply is not None
        return picked.reply

    async def play(self, user: FakeUser, notation: str, *, by_button: bool) -> FakeMessage:
        if by_button:
            reply = await self.move_by_picker(user, notation)
        else:
            reply = await self.move_by_slash(user, notation)
        self.board_message = reply
        return reply


def record_count(fake: FakeDiscord, record: InteractionRecord) -> int:
    return len(record.message_ids)

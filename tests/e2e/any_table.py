"""A table of any game driven through the fake Discord, and a watch over everything the
table posts publicly: no secret of a seat may appear there before the game ends.

The referee (the test) reads the stored state and picks each move as the engine's own
playouts would; players make their moves through the guided picker only.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass, field
from typing import Any

import engine
from engine import Game, GameState, Rng, with_seat_names
from engine.i18n import locales
from tests.e2e.bot_harness import BotRunner, tiny_png
from tests.e2e.fake_discord import FakeDiscord, FakeMessage, FakeUser
from tests.e2e.picker import Picked, pick


@dataclass
class ImageLedger:
    """Which view each rendered image came from (the renderer records it)."""

    viewers: dict[int, int | None] = field(default_factory=dict)

    def renderer(self, game: str, view: Any, locale: str) -> list[bytes]:
        images = tiny_png(game, view, locale)
        for data in images:
            self.viewers[zlib.crc32(data)] = view.viewer
        return images

    def viewer_of(self, data: bytes) -> int | None:
        return self.viewers[zlib.crc32(data)]


def public_text(message: FakeMessage) -> str:
    """Everything a public message shows: content, embeds, components, file names."""
    parts = [message.text]
    for component in message.components:
        parts += [str(component.get("label") or ""), str(component.get("placeholder") or "")]
        for option in component.get("options") or []:
            parts += [str(option.get("label")), str(option.get("description") or "")]
    parts += [name for name, _ in message.files]
    return "\n".join(parts)


@dataclass
class AnyTable:
    runner: BotRunner
    game: Game[Any, Any, Any]
    players: list[FakeUser]
    ledger: ImageLedger
    game_id: int = 0
    board: FakeMessage | None = None
    chooser: Rng = field(default_factory=lambda: Rng.from_seed(1, "table"))
    secrets: list[tuple[int, list[str]]] = field(default_factory=list)
    checked_up_to: int = 0
    picks: list[Picked] = field(default_factory=list)

    @property
    def fake(self) -> FakeDiscord:
        return self.runner.fake

    async def state(self) -> GameState:
        assert self.runner.store is not None
        record = await self.runner.store.game(self.game_id)
        assert record is not None and record.state is not None
        return self.game.from_json(record.state)

    async def seat_users(self) -> dict[int, FakeUser]:
        assert self.runner.store is not None
        by_id = {p.id: p for p in self.players}
        return {s.seat: by_id[s.user_id] for s in await self.runner.store.seats(self.game_id)}

    async def names(self) -> list[str]:
        seats = await self.seat_users()
        return [seats[s].name.title() for s in sorted(seats)]

    async def open_and_start(self, seed: int, options: str | None = None) -> FakeMessage:
        fake = self.fake
        self.runner.seeds.append(seed)
        self.chooser = Rng.from_seed(seed, "table")
        kwargs: dict[str, Any] = {"game": self.game.name, "thread": False}
        if options:
            kwargs["options"] = options
        lobby = await fake.reply(await fake.slash(self.players[0], "game new", **kwargs))
        for player in self.players[1:]:
            edits = fake.messages[lobby.id].edits
            await fake.click(player, lobby, custom_id=lobby_button(lobby, "join"))
            await fake.wait_for(lambda e=edits: fake.messages[lobby.id].edits > e)
        assert self.runner.store is not None
        record = await self.runner.store.open_game(fake.channel.id)
        assert record is not None
        self.game_id = record.id
        lobby = fake.messages[lobby.id]
        start = lobby_button(lobby, "start")
        self.board = await fake.reply(await fake.click(self.players[0], lobby, custom_id=start))
        return self.board

    async def play_one(self) -> tuple[FakeUser, Any, Picked]:
        """The referee picks the next move; its player makes it through the picker."""
        state = await self.state()
        acting = self.game.to_act(state)
        seat = acting[self.chooser.below(len(acting))]
        move = self.game.playout_move(state, seat, self.game.legal_moves(state, seat), self.chooser)
        user = (await self.seat_users())[seat]
        self.note_move(state, seat, move, await self.names())
        assert self.board is not None
        picked = await pick(self.fake, user, self.board, self.game, state, seat, move)
        assert picked.reply is not None and not picked.reply.ephemeral, picked.reply
        self.picks.append(picked)
        self.board = picked.reply
        return user, move, picked

    def note_move(self, state: GameState, seat: int, move: Any, names: list[str]) -> None:
        """Remember what of a secret move must never reach a public place, and let what
        the engine itself announces publicly (a reveal) end a secret's protection."""
        _, events = self.game.apply(state, seat, move)
        announced = [with_seat_names(e.text, names).render(loc) for e in events for loc in locales()]
        public = self.game.redacted(state, seat, move)
        if public is not None:
            shown = {with_seat_names(public, names).render(loc) for loc in locales()}
            texts = [self.game.label(move, state)] + [e.secret for e in events if e.secret]
            hidden = [with_seat_names(x, names).render(loc) for x in texts for loc in locales()]
            found = [self.game.format_move(move), *(h for h in hidden if h not in shown)]
            self.secrets.append((state.move_count, found))
        self.secrets = [
            (ply, [x for x in found if not any(x in text for text in announced)])
            for ply, found in self.secrets
        ]

    def leaks(self, messages: list[FakeMessage]) -> list[str]:
        problems = []
        for message in messages:
            if message.ephemeral:
                continue
            text = public_text(message)
            for ply, found in self.secrets:
                problems += [f"ply {ply}: {s!r} in {text[:200]!r}" for s in found if s in text]
            for _, data in message.images:
                if self.ledger.viewer_of(data) is not None:
                    problems.append(f"message {message.id} shows a seat's own view")
        return problems

    def new_public_messages(self) -> list[FakeMessage]:
        found = [
            m
            for m in self.fake.channel_messages(self.fake.channel.id)
            if m.id > self.checked_up_to and not m.ephemeral
        ]
        if found:
            self.checked_up_to = max(m.id for m in found)
        return found


def lobby_button(message: FakeMessage, action: str) -> str:
    """A lobby button's custom id (its label follows the language of the last click)."""
    return next(b["custom_id"] for b in message.buttons if f":l:{action}:" in b["custom_id"])


def game_of(name: str) -> Game[Any, Any, Any]:
    return engine.get(name)

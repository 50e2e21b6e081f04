"""Full-game transcripts of every line a player reads, for the snapshot tests.

One seeded game per title is chosen by the engine alone (the first seat to act plays
the seeded playout's move), then sent through a front end: the terminal sandbox, typed
alternately step by step (the numbers of its menus) and as notation, or the service as
Discord shows it (the public message after each move, then the log). Images are not
drawn: a constant tiny PNG stands in, so only the words are compared.
"""

from __future__ import annotations

import io
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PIL import Image as PILImage

import engine
from bot.config import Settings
from bot.discord.messages import build
from bot.sandbox import run
from bot.sandbox.picker import Picker
from bot.service import GameService, Place, Player, Reply
from bot.store import open_store
from engine import Rng
from tests.bot.conftest import FakeClock

SNAPSHOTS = Path(__file__).parent


@dataclass(frozen=True, slots=True)
class Seeded:
    """One seeded game of a title: `moves` caps a long game (None plays it to its end)."""

    game: str
    players: int
    seed: int
    moves: int | None


GAMES = [
    Seeded("caravan", 2, 6, None),
    Seeded("marco_polo", 2, 6, None),
    Seeded("macao", 2, 2, None),
]
LOCALES = ["en", "de"]


def _png() -> bytes:
    buffer = io.BytesIO()
    PILImage.new("RGB", (1, 1)).save(buffer, "PNG")
    return buffer.getvalue()


PNG = _png()


def blank_renderer(game_name: str, view: Any, locale: str) -> list[bytes]:
    return [PNG]


@dataclass(frozen=True, slots=True)
class Turn:
    """One move of the script: the notation, and the menu numbers that reach it."""

    notation: str
    numbers: list[str] | None


def _numbers(picker: Picker, notation: str) -> list[str] | None:
    """The menu numbers a person types to reach `notation` step by step (None if the
    menus cannot reach it)."""
    typed: list[str] = []
    for _ in range(10):
        choices = picker.choices()
        for number, choice in enumerate(choices, start=1):
            below = (
                [choice.notation]
                if choice.key is None
                else picker.tree.moves((*picker.path, choice.key))
            )
            if notation in below:
                typed.append(str(number))
                pick = picker.number(number)
                if pick.notation is not None:
                    return typed if pick.notation == notation else None
                break
        else:
            return None
    return None


def script(seeded: Seeded) -> tuple[list[Turn], bool]:
    """The game's moves (the first acting seat plays the seeded playout's move), and
    whether the game ends within them."""
    game = engine.get(seeded.game)
    state = game.setup(seeded.players, {}, seeded.seed)
    chooser = Rng.from_seed(seeded.seed, "playout")
    turns: list[Turn] = []
    while not game.is_over(state) and (seeded.moves is None or len(turns) < seeded.moves):
        seat = game.to_act(state)[0]
        move = game.playout_move(state, seat, game.legal_moves(state, seat), chooser)
        notation = game.format_move(move)
        numbers = None
        if len(turns) % 2 == 0:
            tree = game.move_tree(state, seat).mapped(game.format_move)
            numbers = _numbers(Picker(tree, game.legal_notation(state, seat), "en"), notation)
        turns.append(Turn(notation, numbers))
        state, _ = game.apply(state, seat, move)
    return turns, game.is_over(state)


def sandbox_input(turns: list[Turn], over: bool) -> list[str]:
    """What is typed into the sandbox: a few commands, then every move."""
    lines = ["help", "status"]
    for index, turn in enumerate(turns):
        if index == 7:  # typed as notation: a number after `moves` picks from its list
            lines += ["moves", "log", "board"]
        lines += turn.numbers or [turn.notation]
    if not over:
        lines += ["log", "quit"]
    return lines


async def sandbox_transcript(seeded: Seeded, locale: str, folder: Path) -> str:
    turns, over = script(seeded)
    typed = iter(sandbox_input(turns, over))
    out = io.StringIO()
    db = folder / f"{seeded.game}-{locale}.sqlite3"
    argv = [seeded.game, "--players", str(seeded.players), "--seed", str(seeded.seed)]
    argv += ["--locale", locale, "--db", str(db), "--out", str(folder / "boards")]
    code = await run(
        argv,
        renderer=blank_renderer,
        read_line=lambda: next(typed, None),
        out=out,
        settings=Settings(),
    )
    text = out.getvalue() + f"(exit code {code})\n"
    for local, shown in [(sys.executable, "python"), (str(folder.resolve()), "<tmp>")]:
        text = text.replace(local, shown)
    return text.replace(str(folder), "<tmp>")


def _message(reply: Reply, locale: str) -> list[str]:
    outgoing = build(reply, locale)
    lines = [outgoing.content]
    lines += [embed.description or "" for embed in outgoing.embeds]
    lines += [f"[file {file.filename}]" for file in outgoing.files]
    return lines


async def discord_transcript(seeded: Seeded, locale: str, folder: Path) -> str:
    """The public messages of the seeded game, as the Discord adapter builds them."""
    turns, _ = script(seeded)
    clock = FakeClock()
    place = Place(1, 100)
    players = [Player(n, f"Player {n}", locale) for n in range(1, seeded.players + 1)]
    by_id = {p.user_id: p for p in players}
    lines: list[str] = []

    def post(reply: Reply) -> None:
        lines.extend(_message(reply, locale))
        lines.append("")

    store = await open_store(folder / f"discord-{seeded.game}-{locale}.sqlite3", clock)
    try:
        service = GameService(store, blank_renderer, clock, default_locale=locale)
        post(await service.create(place, players[0], seeded.game, {}, seeded.seed))
        for player in players[1:]:
            post(await service.join(place, player))
        post(await service.start(place, players[0]))
        for turn in turns:
            waiting = await service.waiting_for(place)
            lines.append(f"> /move {turn.notation}")
            post(await service.move(place, by_id[waiting[0]], turn.notation))
            clock.advance(minutes=1)
        page, pages = 1, 1
        while page <= pages:
            lines.append(f"> /log {page}")
            reply = await service.log(place, page)
            post(reply)
            pages = reply.paging.pages if reply.paging else 1
            page += 1
    finally:
        await store.close()
    return "\n".join(lines)


def snapshot_path(front: str, seeded: Seeded, locale: str) -> Path:
    return SNAPSHOTS / front / f"{seeded.game}-{locale}.txt"

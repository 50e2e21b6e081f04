"""A full game of every game through the fake Discord, every move chosen with the guided
picker only: each public move message names its mover, no secret reaches a public
message, log page, image or another player's autocomplete before the game ends, and no
move takes more than 4 selections or a menu of more than 25 entries."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.move_tree import MAX_CHOICES, MAX_DEPTH
from tests.e2e.any_table import AnyTable, ImageLedger, game_of
from tests.e2e.bot_harness import BotRunner
from tests.e2e.fake_discord import FakeDiscord

pytestmark = pytest.mark.e2e

# (game, players, seed, options): seeds whose playouts end reasonably soon
CASES = [
    ("caravan", 3, 32, "short_game=true"),
    ("marco_polo", 3, 5, None),
    ("macao", 2, 3, None),
]
CHECK_LOG_EVERY = 40


@pytest.mark.parametrize(("name", "seats", "seed", "options"), CASES)
async def test_a_full_game_by_picker_names_every_mover_and_keeps_every_secret(
    fake: FakeDiscord, tmp_path: Path, name: str, seats: int, seed: int, options: str | None
) -> None:
    ledger = ImageLedger()
    runner = BotRunner(fake, tmp_path / f"{name}.sqlite3")
    await runner.start(renderer=ledger.renderer)
    try:
        players = [
            fake.add_user(n, locale=loc)
            for n, loc in zip(
                ["ada", "bea", "cem", "dan"], ["en-US", "de", "en-GB", "de"], strict=False
            )
        ][:seats]
        stranger = fake.add_user("zoe")
        game = game_of(name)
        table = AnyTable(runner, game, players, ledger)
        await table.open_and_start(seed, options)
        leaks = table.leaks(table.new_public_messages())
        unnamed: list[str] = []
        plies = 0
        while not game.is_over(await table.state()):
            user, move, picked = await table.play_one()
            plies += 1
            assert picked.reply is not None
            if user.name.title() not in picked.reply.content:
                unnamed.append(f"ply {plies} {game.format_move(move)}: {picked.reply.content!r}")
            if not game.is_over(await table.state()):
                leaks += table.leaks(table.new_public_messages())
                if plies % CHECK_LOG_EVERY == 0:
                    leaks += await looked_at_by(table, stranger)
        assert not unnamed, f"{len(unnamed)} public move messages name nobody:\n" + "\n".join(
            unnamed[:8]
        )
        assert not leaks, f"{len(leaks)} secrets in public:\n" + "\n".join(leaks[:8])
        assert max(p.selections for p in table.picks) <= MAX_DEPTH
        assert max(p.widest for p in table.picks) <= MAX_CHOICES
    finally:
        await fake.settle()
        await runner.stop()


async def looked_at_by(table: AnyTable, stranger: object) -> list[str]:
    """What someone else may look at mid-game: every log page, and autocomplete for a
    seated player who is not deciding (none) — checked for secrets."""
    fake = table.fake
    first = await fake.reply(await fake.slash(stranger, "game log"))  # type: ignore[arg-type]
    found = table.leaks([first])
    pages = (
        int(first.content.split(" of ", 1)[1].split(":", 1)[0]) if " of " in first.content else 1
    )
    for page in range(2, pages + 1):
        found += table.leaks(
            [await fake.reply(await fake.slash(stranger, "game log", page=page))]  # type: ignore[arg-type]
        )
    state = await table.state()
    seats = await table.seat_users()
    for seat, user in seats.items():
        if seat in table.game.to_act(state):
            continue
        choices = await fake.wait_choices(await fake.autocomplete(user, "move", "notation", ""))
        found += [f"autocomplete for a waiting player: {choices!r}"] if choices else []
    table.new_public_messages()  # the log pages are checked; move past them
    return found

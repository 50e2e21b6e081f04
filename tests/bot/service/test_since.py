"""What happened since a player's own last move (`GameService.since_mine`): every move
since, grouped by the player who made it, as the table read it; the board with what
changed framed; and the refusals."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

import engine
from bot.service import GameService, Place, Player, ServiceError
from bot.service import since as since_module
from bot.service.history import HistoryLine
from bot.service.since import by_player, grouped_lines, in_order
from bot.store import SeatChange, SeatRecord
from engine import Rng, t
from tests.bot.service.conftest import ADA, BEA, CEM, DAN, PLACE, Script, mover, play, started

PNG = b"\x89PNG"


def script_of(game_name: str, seats: int, seed: int, plies: int) -> Script:
    """The first `plies` moves of a seeded random game, as the engine plays it."""
    game = engine.get(game_name)
    state = game.setup(seats, None, seed)
    chooser = Rng.from_seed(seed, "since")
    script: Script = []
    for _ in range(plies):
        seat = game.to_act(state)[0]
        move = game.playout_move(state, seat, game.legal_moves(state, seat), chooser)
        script.append((seat, game.format_move(move)))
        state, _ = game.apply(state, seat, move)
    return script


def rendered(lines: list[engine.Text], locale: str = "en") -> list[str]:
    return [line.render(locale) for line in lines]


def test_moves_are_grouped_by_player_in_the_order_they_first_moved() -> None:
    lines = [
        HistoryLine(ply, seat, (t("bot.msg.log_empty"),), "pass")
        for ply, seat in enumerate([2, 0, 2, 1, 0])
    ]
    groups = by_player(lines)
    assert [(seat, [line.ply for line in moves]) for seat, moves in groups] == [
        (2, [0, 2]),
        (0, [1, 4]),
        (1, [3]),
    ]


def test_a_seat_change_shows_under_its_player_where_it_happened() -> None:
    when = datetime(2026, 1, 1, tzinfo=UTC)
    moves = [
        HistoryLine(ply, seat, (t("bot.msg.log_empty"),), None)
        for ply, seat in ((3, 1), (4, 0), (5, 1))
    ]
    left = SeatChange(1, 1, 5, 1, "left", "normal", when)  # after 5 moves: before move 6
    happened = in_order(moves, [left])
    assert [h.ply for h in happened] == [3, 4, 5, 5] and happened[2] is left
    seats = [SeatRecord(1, n, 10 + n, name, "en") for n, name in enumerate(("Ada", "Bea"))]
    text = rendered(grouped_lines(happened, seats, ["Ada", "Bea"]))
    assert text == [
        "**Bea**",
        "4. No moves yet.",
        "· Bea left; from then on the AI (normal) played the seat.",
        "6. No moves yet.",
        "**Ada**",
        "5. No moves yet.",
    ]


async def whole_turn(service: GameService, order: list[Player], move: str) -> tuple[Player, int]:
    """The player to act makes `move`, then passes until the turn ends; returns them and
    the number of moves made."""
    player, made = await mover(service, order), 1
    await service.move(PLACE, player, move)
    while await mover(service, order) == player:
        await service.move(PLACE, player, "pass")
        made += 1
    return player, made


async def test_caravan_since_my_last_move_grouped_by_player(service: GameService) -> None:
    order = await started(service, ADA, BEA, CEM)
    first, ply = await whole_turn(service, order, "place A d4")
    second, _ = await whole_turn(service, order, "place A b2")
    third, _ = await whole_turn(service, order, "pass")
    assert await mover(service, order) == first

    reply = await service.since_mine(PLACE, first, "en")
    assert reply.ephemeral and list(reply.private) == [first.user_id]
    text = rendered(reply.lines)
    assert text[0] == f"Caravan: what happened since your last move (move {ply}):"
    assert text[1] == f"**{second.name}**"
    assert text[2] == f"{ply + 1}. {second.name} placed camel A on b2 (1 action). (`place A b2`)"
    assert f"**{third.name}**" in text and f"**{first.name}**" not in text
    assert text[-1] == "On the board, everything that changed since then is framed."
    (image,) = reply.images  # Caravan draws one image; no status card
    assert image.data.startswith(PNG) and image.filename.endswith(".png")

    german = rendered(reply.lines, "de")
    assert german[0] == f"Caravan: Was seit deinem letzten Zug (Zug {ply}) geschah:"


async def test_before_the_first_move_and_when_nothing_happened(service: GameService) -> None:
    order = await started(service, ADA, BEA)
    first = await mover(service, order)
    second = next(p for p in order if p is not first)
    nothing = await service.since_mine(PLACE, second)
    assert rendered(nothing.lines) == [
        "Caravan: what happened since the game began (you have not moved yet):",
        "Nothing has happened since then.",
    ]
    assert nothing.images == [] and nothing.ephemeral
    await service.move(PLACE, first, "place A d4")
    since_start = await service.since_mine(PLACE, second)
    assert rendered(since_start.lines)[1:3] == [
        f"**{first.name}**",
        f"1. {first.name} placed camel A on d4 (1 action). (`place A d4`)",
    ]
    mine = await service.since_mine(PLACE, first)
    assert rendered(mine.lines)[1] == "Nothing has happened since then."


async def test_refusals_change_nothing(service: GameService) -> None:
    with pytest.raises(ServiceError) as no_game:
        await service.since_mine(PLACE, ADA)
    assert no_game.value.key == "bot.err.no_game"
    await service.create(PLACE, ADA, "caravan")
    await service.join(PLACE, BEA)
    with pytest.raises(ServiceError) as lobby:
        await service.since_mine(PLACE, ADA)
    assert lobby.value.key == "bot.err.not_started"
    await service.start(PLACE, ADA)
    version = (await service.status(PLACE)).version
    with pytest.raises(ServiceError) as watcher:
        await service.since_mine(PLACE, DAN)
    assert watcher.value.key == "bot.err.not_seated"
    assert (await service.status(PLACE)).version == version
    with pytest.raises(ServiceError):
        await service.since_mine(Place(1, 999), ADA)


async def test_a_long_history_is_capped(
    service: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(since_module, "SINCE_LIMIT", 2)
    order = await started(service, ADA, BEA, CEM, DAN)
    first = await mover(service, order)
    await service.move(PLACE, first, "pass")
    for _ in range(3):
        await service.move(PLACE, await mover(service, order), "pass")
    text = rendered((await service.since_mine(PLACE, first)).lines)
    assert text[1] == "One earlier move is left out here; the move log has them all."
    numbered = [line.split(".")[0] for line in text if line[:1].isdigit()]
    assert numbered == ["3", "4"]  # the latest two; move 2 is only in the log


async def test_macao_lists_every_player_and_frames_both_images(service: GameService) -> None:
    script = script_of("macao", 3, 5, 14)
    order = await started(service, ADA, BEA, CEM, game="macao", seed=5)
    await play(service, order, script)
    caller = order[script[0][0]]
    last = max(i for i, (seat, _) in enumerate(script) if seat == script[0][0])
    reply = await service.since_mine(PLACE, caller, "de")
    movers = [seat for seat, _ in script[last + 1 :]]
    heads = [line for line in rendered(reply.lines, "de") if line.startswith("**")]
    expected = [f"**{order[seat].name}**" for seat in dict.fromkeys(movers)]
    assert heads == expected
    numbers = [line.split(".")[0] for line in rendered(reply.lines, "de") if line[:1].isdigit()]
    assert sorted(map(int, numbers)) == list(range(last + 2, len(script) + 1))
    assert len(reply.images) == 2 and all(i.data.startswith(PNG) for i in reply.images)


async def test_marco_polo_secret_moves_read_as_the_table_saw_them(service: GameService) -> None:
    """Kept goal cards are secret: the other player reads that they were kept, not which
    (the log's public line, and no notation)."""
    game = engine.get("marco_polo")
    state = game.setup(2, None, 4)
    chooser = Rng.from_seed(4, "since")
    script: Script = []
    secret = None
    while secret is None:  # up to and including the first secret move
        seat = game.to_act(state)[0]
        move = game.playout_move(state, seat, game.legal_moves(state, seat), chooser)
        if game.redacted(state, seat, move) is not None:
            secret = (seat, game.format_move(move), game.label(move, state).render("en"))
        script.append((seat, game.format_move(move)))
        state, _ = game.apply(state, seat, move)
    order = await started(service, ADA, BEA, game="marco_polo", seed=4)
    await play(service, order, script)
    seat, notation, label = secret
    reply = await service.since_mine(PLACE, order[1 - seat], "en")
    text = "\n".join(rendered(reply.lines))
    assert f"{order[seat].name} kept 2 goal cards" in text
    assert notation not in text and label not in text
    assert len(reply.images) == 2 and all(i.data.startswith(PNG) for i in reply.images)


async def test_the_board_compares_spectator_views_only(
    service: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Even the player who kept secret goal cards gets frames computed from what the
    table sees: both views are the spectator's, without anyone's goal cards."""
    drawn: list[tuple[object, object]] = []

    def recording(game_name: str, before: object, after: object, locale: str) -> list[bytes]:
        drawn.append((before, after))
        return [PNG]

    monkeypatch.setattr(since_module, "render_changes", recording)
    script = script_of("marco_polo", 2, 4, 8)
    order = await started(service, ADA, BEA, game="marco_polo", seed=4)
    await play(service, order, script)
    for player in order:
        await service.since_mine(PLACE, player)
    assert drawn
    for before, after in drawn:
        for view in (before, after):
            assert view.viewer is None  # type: ignore[attr-defined]
            assert all(p.goals is None for p in view.players)  # type: ignore[attr-defined]

"""The status lines' coalescing (`bot.discord.status_line.StatusLines`) with a fake
client and service: bursts fold into one edit showing the last state, a deleted line is
forgotten, other errors wait for the next change, shutdown cancels, memory stays small."""

from __future__ import annotations

import asyncio
import logging
from datetime import UTC, datetime
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from bot.discord import status_line
from bot.discord.status_line import StatusLines, status_texts
from bot.service import Place
from bot.service.status_line import SeatScore, TableStatus
from engine import t

GUILD, PARENT, THREAD = 1, 2, 3


def table(game_id: int, info: str, ended: bool = False) -> TableStatus:
    return TableStatus(
        game_id=game_id,
        channel_id=PARENT,
        thread_id=THREAD + game_id,
        title=t("caravan.title"),
        info=info,
        to_act=[] if ended else ["Ada"],
        since=datetime(2026, 1, 1, tzinfo=UTC),
        scores=[SeatScore("Ada", "3", "≈5 at the end"), SeatScore("Bea", "1", None)],
        ended=t("bot.status.finished") if ended else None,
        winners=["Ada"] if ended else [],
    )


def http_error(status: int, code: int) -> discord.HTTPException:
    response: Any = SimpleNamespace(status=status, reason="")
    kind = discord.NotFound if status == 404 else discord.HTTPException
    return kind(response, {"code": code, "message": "no"})


class FakeService:
    """Each read says how many reads there were, so an edit shows which state it read."""

    def __init__(self) -> None:
        self.reads = 0
        self.boards: dict[int, int] = {}  # game id -> board message recorded in the store

    async def place_of_game(self, game_id: int) -> Place:
        return Place(GUILD, THREAD + game_id)

    async def table_status(self, game_id: int, locale: str) -> TableStatus:
        self.reads += 1
        return table(game_id, f"read {self.reads}")

    async def latest_board(self, game_id: int) -> int | None:
        return self.boards.get(game_id)


class FakeClient:
    """Records each edit as (channel, message, content); `fail` raises instead, once each."""

    def __init__(self) -> None:
        self.edits: list[tuple[int, int, str]] = []
        self.fail: list[discord.HTTPException] = []

    def get_partial_messageable(self, channel_id: int, guild_id: int | None = None) -> Any:
        client = self

        class Message:
            def __init__(self, message_id: int) -> None:
                self.message_id = message_id

            async def edit(self, **kwargs: Any) -> None:
                if client.fail:
                    raise client.fail.pop(0)
                assert kwargs["view"] is None and kwargs["embeds"] == []
                client.edits.append((channel_id, self.message_id, kwargs["content"]))

        return SimpleNamespace(get_partial_message=Message)


class Gate:
    def __init__(self) -> None:
        self.opened = asyncio.Event()

    async def __call__(self, seconds: float) -> None:
        await self.opened.wait()


async def idle(lines: StatusLines) -> None:
    for _ in range(200):
        if lines.pending() == 0:
            return
        await asyncio.sleep(0.005)
    raise AssertionError("status lines still busy")


def made(client: FakeClient, service: FakeService, gate: Gate) -> StatusLines:
    async def no_override(channel_id: int) -> str | None:
        return None

    return StatusLines(client, service, no_override, pause=gate)  # type: ignore[arg-type]


async def test_a_burst_is_one_edit_at_the_end_that_shows_the_last_state() -> None:
    client, service, gate = FakeClient(), FakeService(), Gate()
    lines = made(client, service, gate)
    lines.touch(1)
    await asyncio.sleep(0.01)
    assert [c for _, _, c in client.edits] == [client.edits[0][2]] and "read 1" in client.edits[0][
        2
    ]
    for _ in range(5):
        lines.touch(1, board=77)
    await asyncio.sleep(0.01)
    assert len(client.edits) == 1 and service.reads == 1, "held until the interval ends"
    gate.opened.set()
    await idle(lines)
    assert len(client.edits) == 2
    channel, message, content = client.edits[1]
    assert (channel, message) == (PARENT, THREAD + 1)
    assert "read 2" in content and f"/{GUILD}/{THREAD + 1}/77" in content


async def test_a_board_not_posted_since_start_is_the_one_recorded() -> None:
    client, service, gate = FakeClient(), FakeService(), Gate()
    service.boards[1] = 55
    lines = made(client, service, gate)
    lines.touch(1)
    await asyncio.sleep(0.01)
    assert f"/{GUILD}/{THREAD + 1}/55" in client.edits[0][2]
    lines.touch(1, board=77)  # a board posted now wins over the recorded one
    gate.opened.set()
    await idle(lines)
    assert f"/{GUILD}/{THREAD + 1}/77" in client.edits[-1][2]


async def test_each_table_has_its_own_interval() -> None:
    client, service, gate = FakeClient(), FakeService(), Gate()
    lines = made(client, service, gate)
    lines.touch(1)
    lines.touch(2)
    await asyncio.sleep(0.01)
    assert sorted(m for _, m, _ in client.edits) == [THREAD + 1, THREAD + 2]
    await lines.stop()


async def test_a_deleted_line_is_forgotten(caplog: pytest.LogCaptureFixture) -> None:
    client, service, gate = FakeClient(), FakeService(), Gate()
    gate.opened.set()
    lines = made(client, service, gate)
    client.fail = [http_error(404, status_line.UNKNOWN_MESSAGE)]
    with caplog.at_level(logging.INFO):
        lines.touch(1)
        await idle(lines)
    lines.touch(1)
    await idle(lines)
    assert client.edits == [] and service.reads == 1, "never tried again"
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


async def test_another_error_is_logged_and_the_next_change_tries_again(
    caplog: pytest.LogCaptureFixture,
) -> None:
    client, service, gate = FakeClient(), FakeService(), Gate()
    gate.opened.set()
    lines = made(client, service, gate)
    client.fail = [http_error(500, 0)]
    with caplog.at_level(logging.WARNING):
        lines.touch(1)
        await idle(lines)
    assert client.edits == [] and "could not edit the status line" in caplog.text
    lines.touch(1)
    await idle(lines)
    assert len(client.edits) == 1 and "read 2" in client.edits[0][2]


async def test_stop_cancels_the_waiting_edits_and_ignores_later_changes() -> None:
    client, service, gate = FakeClient(), FakeService(), Gate()
    lines = made(client, service, gate)
    lines.touch(1)
    await asyncio.sleep(0.01)
    lines.touch(1)
    await lines.stop()
    assert lines.pending() == 0
    lines.touch(1)
    lines.touch(3)
    await asyncio.sleep(0.01)
    assert len(client.edits) == 1 and lines.pending() == 0


async def test_memory_stays_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(status_line, "REMEMBERED", 3)
    client, service, gate = FakeClient(), FakeService(), Gate()
    gate.opened.set()
    lines = made(client, service, gate)
    client.fail = [http_error(404, status_line.UNKNOWN_MESSAGE) for _ in range(10)]
    for game_id in range(10):
        lines.touch(game_id, board=game_id)
    await idle(lines)
    for game_id in range(10, 20):
        lines.touch(game_id, board=game_id)
    await idle(lines)
    assert len(lines._boards) <= 3 and len(lines._gone) <= 3


def test_the_text_of_a_running_and_a_finished_table() -> None:
    running = "\n".join(x.render("en") for x in status_texts(table(4, "Turn 3"), None))
    assert running.splitlines() == [
        f"**Caravan #4** · Turn 3 · <#{THREAD + 4}>",
        "To move: Ada · turn began <t:1767225600:R>",
        "Scores: Ada 3 (≈5 at the end), Bea 1",
    ]
    over = "\n".join(x.render("de") for x in status_texts(table(4, "Zug 9", True), "https://x"))
    assert over.splitlines()[1:] == [
        "🏁 Spielende (beendet), <t:1767225600:R>",
        "Gewonnen hat: Ada",
        "Punkte: Ada 3 (≈5 at the end), Bea 1",
        "Neuestes Spielbrett: https://x",
    ]

"""systemd's notify protocol against a real Unix datagram socket: a path and an
abstract name (`@...`), READY/STOPPING from the bot, WATCHDOG pings at half the
interval from the event loop, and nothing at all without `NOTIFY_SOCKET`."""

from __future__ import annotations

import asyncio
import os
import socket
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot import sd_notify
from bot.sd_notify import Watchdog, notify, watchdog_interval


@pytest.fixture
def listener(tmp_path: Path) -> Iterator[tuple[socket.socket, str]]:
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    path = str(tmp_path / "notify")
    sock.bind(path)
    sock.settimeout(5)
    yield sock, path
    sock.close()


def test_a_datagram_reaches_a_socket_path(listener: tuple[socket.socket, str]) -> None:
    sock, path = listener
    assert notify("READY=1\nSTATUS=connected", {"NOTIFY_SOCKET": path})
    assert sock.recv(4096) == b"READY=1\nSTATUS=connected"


def test_a_datagram_reaches_an_abstract_socket() -> None:
    name = f"caravanserai-test-{uuid.uuid4().hex}"
    with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as sock:
        sock.bind("\0" + name)
        sock.settimeout(5)
        assert notify("STOPPING=1", {"NOTIFY_SOCKET": "@" + name})
        assert sock.recv(4096) == b"STOPPING=1"


def test_without_systemd_nothing_is_sent(tmp_path: Path) -> None:
    assert not notify("READY=1", {})
    assert not notify("READY=1", {"NOTIFY_SOCKET": "vsock:2:1234"})
    assert not notify("READY=1", {"NOTIFY_SOCKET": str(tmp_path / "nobody")})  # logged only


def test_the_watchdog_interval_is_half_of_watchdog_sec() -> None:
    assert watchdog_interval({"WATCHDOG_USEC": "60000000"}) == 30
    mine = str(os.getpid())
    assert watchdog_interval({"WATCHDOG_USEC": "2000000", "WATCHDOG_PID": mine}) == 1
    assert watchdog_interval({"WATCHDOG_USEC": "2000000", "WATCHDOG_PID": "1"}) is None
    assert watchdog_interval({}) is None and watchdog_interval({"WATCHDOG_USEC": "x"}) is None


async def test_the_watchdog_pings_from_the_event_loop(
    listener: tuple[socket.socket, str],
) -> None:
    sock, path = listener
    sock.setblocking(False)
    watchdog = Watchdog(0.05, {"NOTIFY_SOCKET": path})
    watchdog.start()
    await asyncio.sleep(0.3)
    await watchdog.stop()
    pings = []
    while True:
        try:
            pings.append(sock.recv(4096))
        except BlockingIOError:
            break
    assert 3 <= len(pings) <= 8 and set(pings) == {b"WATCHDOG=1"}


async def test_the_bot_says_ready_when_connected_and_stopping_when_closed(
    listener: tuple[socket.socket, str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from tests.e2e.bot_harness import BotRunner
    from tests.e2e.fake_discord.harness import running_fake

    sock, path = listener
    monkeypatch.setenv("NOTIFY_SOCKET", path)
    async with running_fake() as fake:
        runner = BotRunner(fake, tmp_path / "db.sqlite3")
        await runner.start()
        ready = await asyncio.to_thread(sock.recv, 4096)
        assert ready.startswith(b"READY=1\nSTATUS=connected to 1 server")
        await runner.stop()
        assert await asyncio.to_thread(sock.recv, 4096) == b"STOPPING=1"
    assert sd_notify.socket_address("@x") == "\0x"

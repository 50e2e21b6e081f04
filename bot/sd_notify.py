"""Telling systemd how the bot is doing (`Type=notify`, `WatchdogSec=`): a datagram to
the Unix socket `NOTIFY_SOCKET` names, written by hand (the protocol is one `sendto`).

`READY=1` once the bot is connected, `WATCHDOG=1` from the event loop at half the
watchdog interval (a loop that hangs stops them, and systemd restarts the bot),
`STOPPING=1` when it begins to shut down. Without `NOTIFY_SOCKET` (not under systemd,
the tests) every call does nothing.
"""

from __future__ import annotations

import asyncio
import logging
import os
import socket
from collections.abc import Mapping

from bot.background import BackgroundTask

log = logging.getLogger(__name__)


def socket_address(path: str) -> str | None:
    """The address to send to: a path, or an abstract socket (`@name`, sent with a
    leading NUL byte); None for what this does not speak (e.g. `vsock:`)."""
    if path.startswith("@"):
        return "\0" + path[1:]
    if path.startswith("/"):
        return path
    return None


def notify(message: str, environ: Mapping[str, str] | None = None) -> bool:
    """Send `message` (e.g. "READY=1") to systemd; whether it was sent."""
    env = os.environ if environ is None else environ
    address = socket_address(env.get("NOTIFY_SOCKET", ""))
    if address is None:
        return False
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM | socket.SOCK_CLOEXEC) as sock:
            sock.sendto(message.encode(), address)
    except OSError as error:
        log.warning("could not notify systemd (%s): %s", message.split("=")[0], error)
        return False
    return True


def watchdog_interval(environ: Mapping[str, str] | None = None) -> float | None:
    """Seconds between watchdog pings (half of `WatchdogSec=`), or None when systemd
    asks for none, or asks another process (`WATCHDOG_PID`)."""
    env = os.environ if environ is None else environ
    pid = env.get("WATCHDOG_PID", "")
    if pid and pid != str(os.getpid()):
        return None
    try:
        usec = int(env.get("WATCHDOG_USEC", "0"))
    except ValueError:
        return None
    return usec / 2 / 1_000_000 if usec > 0 else None


class Watchdog(BackgroundTask):
    """Pings systemd's watchdog from the event loop while it runs."""

    task_name = "systemd-watchdog"

    def __init__(self, interval: float, environ: Mapping[str, str] | None = None) -> None:
        self.interval = interval
        self.environ = environ

    @classmethod
    def from_environment(cls) -> Watchdog | None:
        interval = watchdog_interval()
        return None if interval is None else cls(interval)

    async def run(self) -> None:
        while True:
            notify("WATCHDOG=1", self.environ)
            await asyncio.sleep(self.interval)

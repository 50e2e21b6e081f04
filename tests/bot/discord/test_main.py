"""`python -m bot`: a clear message without a token, and no token in any log line."""

from __future__ import annotations

import contextlib
import logging
import os
import pty
import select
import subprocess
import sys
import time
from pathlib import Path

from bot.__main__ import RedactToken


def test_no_token_without_a_terminal_points_to_the_sandbox(tmp_path: Path) -> None:
    env = {"PATH": "/usr/bin:/bin", "DISCORD_TOKEN": ""}
    done = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2
    assert "No DISCORD_TOKEN" in done.stderr and "python -m bot.sandbox" in done.stderr


def test_no_token_in_a_terminal_starts_the_caravan_sandbox(tmp_path: Path) -> None:
    """The README's run command on a fresh machine: a newcomer lands in a playable game."""
    controller, terminal = pty.openpty()
    env = {"PATH": "/usr/bin:/bin", "DISCORD_TOKEN": "", "CARAVANSERAI_BOARD_DIR": "boards"}
    process = subprocess.Popen(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=env,
        stdin=terminal,
        stdout=terminal,
        stderr=terminal,
    )
    os.close(terminal)
    seen = b""
    deadline = time.monotonic() + 60
    while b"your move" not in seen.lower() and time.monotonic() < deadline:
        ready, _, _ = select.select([controller], [], [], 1)
        if ready:
            try:
                seen += os.read(controller, 65536)
            except OSError:
                break
    os.write(controller, b"pass\nquit\n")
    process.wait(timeout=60)
    with contextlib.suppress(OSError):
        seen += os.read(controller, 65536)
    os.close(controller)
    text = seen.decode(errors="replace")
    assert "No DISCORD_TOKEN" in text and "sandbox" in text
    assert "place A" in text  # Caravan's legal moves are listed
    assert list((tmp_path / "boards").glob("sandbox-*/*.png"))
    assert (tmp_path / "data" / "sandbox.sqlite3").exists()


def test_the_token_never_reaches_a_log_line() -> None:
    record = logging.LogRecord("x", logging.INFO, __file__, 1, "auth %s ok", ("s3cret.tok",), None)
    assert RedactToken("s3cret.tok").filter(record)
    assert record.getMessage() == "auth [token] ok"

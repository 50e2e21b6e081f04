"""`python -m bot`: a clear message without a token, and no token in any log line."""

from __future__ import annotations

import logging
import subprocess
import sys
from pathlib import Path

from bot.__main__ import RedactToken


def test_no_token_points_to_the_sandbox(tmp_path: Path) -> None:
    env = {"PATH": "/usr/bin:/bin", "DISCORD_TOKEN": ""}
    done = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2
    assert "No DISCORD_TOKEN" in done.stderr and "python -m bot.sandbox" in done.stderr


def test_the_token_never_reaches_a_log_line() -> None:
    record = logging.LogRecord("x", logging.INFO, __file__, 1, "auth %s ok", ("s3cret.tok",), None)
    assert RedactToken("s3cret.tok").filter(record)
    assert record.getMessage() == "auth [token] ok"

"""`deploy/caravanserai.service`: what the README promises of it, and `systemd-analyze
verify` finds nothing wrong (where the machine has it)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from bot.discord.inflight import COMMIT_GRACE_SECONDS, GRACE_SECONDS

UNIT = Path(__file__).resolve().parents[1] / "deploy" / "caravanserai.service"
INSTALLED_PYTHON = "/opt/caravanserai/.venv/bin/python"


def settings() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for line in UNIT.read_text(encoding="utf-8").splitlines():
        if "=" in line and not line.startswith(("#", "[")):
            key, value = line.split("=", 1)
            found.setdefault(key, []).append(value)
    return found


def test_the_unit_runs_hardened_as_its_own_user_with_readiness_and_a_watchdog() -> None:
    unit = settings()
    assert unit["Type"] == ["notify"] and unit["WatchdogSec"] and unit["Restart"] == ["on-failure"]
    assert unit["User"] == ["caravanserai"] and unit["StateDirectory"] == ["caravanserai"]
    assert int(unit["TimeoutStopSec"][0]) > GRACE_SECONDS + COMMIT_GRACE_SECONDS
    for key in ("NoNewPrivileges", "ProtectHome", "PrivateTmp", "PrivateDevices"):
        assert unit[key] == ["yes"], key
    assert unit["ProtectSystem"] == ["strict"]
    assert unit["ExecStart"] == [f"{INSTALLED_PYTHON} -m bot"]


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="no systemd-analyze here")
def test_systemd_analyze_verifies_the_unit(tmp_path: Path) -> None:
    """Verified with this interpreter in place of the installed one (verify checks that
    the program exists)."""
    copy = tmp_path / UNIT.name
    copy.write_text(UNIT.read_text(encoding="utf-8").replace(INSTALLED_PYTHON, sys.executable))
    done = subprocess.run(
        ["systemd-analyze", "verify", str(copy)], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0 and done.stderr.strip() == "", done.stderr

"""A newcomer's first run: the README's first command in a fresh copy of the repository,
with a fresh virtual environment, no token and no terminal, then the sandbox command it
suggests. pip installs the dependencies from the package registry (through pip's cache)."""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import time
from pathlib import Path

from tests.processes import run

ROOT = Path(__file__).resolve().parents[1]
INSTALL_S = 300  # a fresh virtual environment and `pip install -e .`, at most
PROMPT_S = 60
# The settings a developer's shell may carry that a newcomer's would not.
UNSET = ("DISCORD_TOKEN", "DISCORD_GUILD_ID", "VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME")


def readme_command(heading: str) -> str:
    """The first shell block after `heading` in the README."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    found = re.search(re.escape(heading) + r".*?```sh\n(.*?)\n```", text, re.DOTALL)
    assert found, f"no command after {heading!r} in README.md"
    return found.group(1).strip()


def repository_copy(target: Path) -> Path:
    """The files a clone would have: tracked ones, or (outside git) all but local state."""
    listed = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"],
        cwd=ROOT,
        capture_output=True,
        timeout=60,
        check=False,
    )
    if listed.returncode == 0:
        for name in filter(None, listed.stdout.decode().split("\0")):
            source = ROOT / name
            if source.is_file():
                (target / name).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(source, target / name)
    else:
        local = shutil.ignore_patterns(
            ".git", ".venv", "data", "boards", "*.egg-info", "__pycache__"
        )
        shutil.copytree(ROOT, target, ignore=local, dirs_exist_ok=True)
    return target


def test_the_readme_first_command_in_a_fresh_clone_says_what_to_do_and_it_works(
    tmp_path: Path,
) -> None:
    clone = repository_copy(tmp_path / "clone")
    env = {
        k: v for k, v in os.environ.items() if k not in UNSET and not k.startswith("CARAVANSERAI_")
    }
    env.setdefault("PIP_DEFAULT_TIMEOUT", "60")
    command = readme_command("**Set up and play.**")
    assert command.endswith(".venv/bin/python -m bot"), command

    done = run(["sh", "-c", command], cwd=clone, env=env, timeout=INSTALL_S)
    assert done.returncode == 2, done.stdout[-2000:] + done.stderr[-3000:]
    interpreter = clone / ".venv" / "bin" / "python"
    suggested = f"{interpreter} -m bot.sandbox caravan --players 3"
    assert "No DISCORD_TOKEN is set" in done.stderr
    assert f"\n    {suggested}\n" in done.stderr, done.stderr
    assert "Traceback" not in done.stderr

    begun = time.monotonic()  # installed now: the bot alone answers at once
    again = run([str(interpreter), "-m", "bot"], cwd=clone, env=env, timeout=PROMPT_S)
    assert again.returncode == 2 and suggested in again.stderr
    assert time.monotonic() - begun < PROMPT_S

    elsewhere = tmp_path / "elsewhere"  # the suggested command works from any folder
    elsewhere.mkdir()
    played = run(
        shlex.split(suggested), cwd=elsewhere, env=env, timeout=PROMPT_S, stdin="status\nquit\n"
    )
    assert played.returncode == 0, played.stderr[-3000:]
    assert "Caravan (in progress), 0 moves so far." in played.stdout
    assert "Stopped; the game is saved in data/sandbox.sqlite3 (game 1)." in played.stdout
    assert (elsewhere / "boards").is_dir() and (elsewhere / "data" / "sandbox.sqlite3").is_file()

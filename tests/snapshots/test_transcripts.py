"""Snapshot tests: every line a player reads in one seeded game of each title, in each
language, through the terminal sandbox and as Discord shows the service's messages.

A change of wording shows in review as a change of these files. After a deliberate
change, rewrite them with `UPDATE_SNAPSHOTS=1 python -m pytest tests/snapshots` and
commit them with the change.
"""

from __future__ import annotations

import difflib
import os
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

from tests.snapshots.transcripts import (
    GAMES,
    LOCALES,
    Seeded,
    discord_transcript,
    sandbox_transcript,
    snapshot_path,
)

FRONTS: dict[str, Callable[[Seeded, str, Path], Awaitable[str]]] = {
    "sandbox": sandbox_transcript,
    "discord": discord_transcript,
}
UPDATE = os.environ.get("UPDATE_SNAPSHOTS") == "1"


def compare(path: Path, text: str) -> None:
    """Fail with a diff where `text` differs from the snapshot (or rewrite it)."""
    text = text if text.endswith("\n") else text + "\n"
    if UPDATE:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        return
    assert path.exists(), f"no snapshot {path}; write it with UPDATE_SNAPSHOTS=1"
    expected = path.read_text(encoding="utf-8")
    if text != expected:
        diff = difflib.unified_diff(
            expected.splitlines(), text.splitlines(), str(path), "now", lineterm="", n=2
        )
        shown = "\n".join(list(diff)[:80])
        pytest.fail(f"the transcript changed (UPDATE_SNAPSHOTS=1 rewrites it):\n{shown}")


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("seeded", GAMES, ids=lambda s: s.game)
@pytest.mark.parametrize("front", list(FRONTS))
async def test_transcript(front: str, seeded: Seeded, locale: str, tmp_path: Path) -> None:
    text = await FRONTS[front](seeded, locale, tmp_path)
    compare(snapshot_path(front, seeded, locale), text)


@pytest.mark.parametrize("seeded", GAMES, ids=lambda s: s.game)
def test_the_sandbox_transcript_plays_every_move(seeded: Seeded) -> None:
    """The snapshot shows real play: each scripted input is accepted (no refusal)."""
    for locale in LOCALES:
        text = snapshot_path("sandbox", seeded, locale).read_text(encoding="utf-8")
        refusals = [line for line in text.splitlines() if line.startswith("! ")]
        assert refusals == [], refusals[:3]

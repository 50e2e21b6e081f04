"""The README and docs/ point only at files that exist in the repository."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
REPO_PATH = re.compile(r"`((?:bot|engine|render|tests|docs|bench|shared)/[^`\s<>*]*)`")


def test_the_documentation_exists() -> None:
    names = {p.relative_to(ROOT).as_posix() for p in DOCUMENTS}
    assert {"docs/DESIGN.md", "docs/DISCORD.md", "docs/games/caravan.md"} <= names
    assert {"docs/games/macao.md", "docs/games/marco_polo.md"} <= names


def test_every_relative_link_and_named_path_resolves() -> None:
    broken = []
    for document in DOCUMENTS:
        text = document.read_text(encoding="utf-8")
        for target in LINK.findall(text):
            if re.match(r"[a-z]+:", target) or target.startswith("#"):
                continue  # a web address or an anchor in the same file
            if not (document.parent / target.split("#")[0]).exists():
                broken.append(f"{document.relative_to(ROOT)}: link {target}")
        if document.name == "README.md" or document.parent.name == "docs":
            for path in REPO_PATH.findall(text):
                if not (ROOT / path).exists():
                    broken.append(f"{document.relative_to(ROOT)}: names {path}")
    assert broken == []

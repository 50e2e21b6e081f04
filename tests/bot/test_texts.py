"""The service's messages: bilingual, free of any front end's commands, with plurals and
no internal numbers; and the service stays free of Discord."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import bot.discord.mentions
import bot.service.limits
import engine
from engine import i18n

ROOT = Path(__file__).resolve().parents[2]
COMMAND_NAMES = re.compile(r"/(game|spiel|move|zug|caravan|karawane)\b")
COUNTED = re.compile(
    r"\{ \$(\w+) \} (moves|points|pages|actions|Züge|Zügen|Punkte|Seiten|Aktionen)\b"
    r"|\((s|n|en)\)"
)


def texts(*prefixes: str) -> dict[str, tuple[str, str]]:
    for name in engine.names():
        engine.get(name)  # registers each game's texts
    return {
        key: (i18n.template(key, "en"), i18n.template(key, "de"))
        for key in i18n.message_keys()
        if key.startswith(prefixes)
    }


def test_every_error_message_has_its_own_german_text() -> None:
    keys = [k for k in i18n.message_keys() if k.startswith("bot.err.")]
    assert len(keys) >= 10
    for key in keys:
        english, german = i18n.translate(key, "en"), i18n.translate(key, "de")
        assert english != german, key
        assert english.strip() and german.strip(), key


def test_service_store_and_sandbox_import_no_discord() -> None:
    code = (
        "import sys, bot.service, bot.store, bot.sandbox, bot.config;"
        "bad = [m for m in sys.modules if m == 'discord' or m.startswith('discord.')];"
        "print(bad); raise SystemExit(1 if bad else 0)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_service_sandbox_and_rules_texts_name_no_front_ends_command() -> None:
    """Each front end words the next actions in its own commands (Discord's in the
    reader's language); the service, the sandbox and the rules help name none."""
    found = texts("bot.", "core.", "caravan.", "macao.", "marco_polo.", "dc.rules.")
    assert len(found) > 200
    for key, pair in found.items():
        for text in pair:
            assert not COMMAND_NAMES.search(text), (key, text)
    assert bot.discord.mentions.command("game.join").render("de") == "`/spiel beitreten`"


def test_counts_choose_their_plural_and_refusals_show_no_internal_version() -> None:
    for key, pair in texts("bot.", "dc.").items():
        for text in pair:
            assert not COUNTED.search(text), (key, text)
            assert "version" not in text.lower(), (key, text)
    status = i18n.t("bot.msg.status", game="Caravan", status="läuft", moves=1)
    assert status.render("en") == "Caravan (läuft), 1 move so far."
    assert status.render("de") == "Caravan (läuft), bisher 1 Zug."
    changed = i18n.t("bot.err.board_changed")
    assert changed.render("en") == "The board has changed; here it is now."

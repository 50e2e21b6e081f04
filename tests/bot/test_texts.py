"""The service's messages: bilingual, and the service stays free of Discord."""

from __future__ import annotations

import subprocess
import sys

import bot.texts  # noqa: F401
from engine import i18n


def test_every_error_message_has_its_own_german_text() -> None:
    keys = [k for k in i18n.keys() if k.startswith("bot.err.")]  # noqa: SIM118
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
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr

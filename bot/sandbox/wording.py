"""The sandbox's words: the service's texts as a terminal program says them.

The service words its texts for any front end, but a few speak of Discord's places
("in this channel", "open a game in another channel or thread") or of a table setting
the sandbox has no use for (the turn clock). The sandbox says those in its own words
(`bot.sandbox.*`) or leaves them out. Every line it prints then goes through `plain`:
Discord's Markdown (`**bold**`, `*italic*`, `__underline__`, `~~strike~~`, `||spoiler||`)
would print its marks literally in a terminal. Backticks stay: around what to type they
read as quotes.
"""

from __future__ import annotations

import re

from engine import Text, t

# A Discord text's key -> the sandbox's own message (with the same placeholders), or
# None where the sandbox says nothing.
REWORDED: dict[str, str | None] = {
    "bot.msg.table_settings": None,  # no turn clock here; `--ai-level` sets the AI
    "bot.msg.private_view": "bot.sandbox.private_view",
    "bot.err.no_game": "bot.sandbox.no_game",
    "bot.err.table_full": "bot.sandbox.table_full",
    "bot.hint.title": "bot.sandbox.hint_title",  # nobody else reads the terminal's hint
}

_PAIRED = re.compile(r"(\*\*|__|~~|\|\|)(?=\S)(.+?)(?<=\S)\1")
_ITALIC = re.compile(r"(?<![\w*\\])\*(?=[^\s*])(.+?)(?<=[^\s*\\])\*(?![\w*])")
_ESCAPED = re.compile(r"\\([*_~|`])")


def reworded(text: Text) -> Text | None:
    """`text` in the sandbox's words (None: not said in the sandbox)."""
    if text.key not in REWORDED:
        return text
    key = REWORDED[text.key]
    return None if key is None else t(key, **text.params)


def plain(line: str) -> str:
    """`line` without Markdown marks: what they mark stays, as plain text."""
    previous = None
    while previous != line:  # marks may nest: **Macao: *the* wall**
        previous = line
        line = _PAIRED.sub(r"\2", line)
        line = _ITALIC.sub(r"\1", line)
    return _ESCAPED.sub(r"\1", line.replace("**", ""))

"""Game options as players type them (`short_game=true sixth_camel`), read the same way
by Discord's `/game new` and the sandbox's `--option`.

Reading never fails, whatever was typed: a value is a yes/no word, a whole number, or
else the text itself, and the game's options model then refuses what it does not take,
naming the option and the values it takes (`Game.make_options`). The front ends cap the
length first (`bot.service.limits.OPTIONS_MAX`).
"""

from __future__ import annotations

import re

OptionValue = bool | int | str

TRUE = frozenset({"true", "yes", "on", "1", "ja", "an"})
FALSE = frozenset({"false", "no", "off", "0", "nein", "aus"})
# ASCII digits only ("²".isdigit() is true, int("²") is not), and short enough that
# int() never meets Python's limit on digits.
_INTEGER = re.compile(r"[+-]?[0-9]{1,18}")


def option_value(raw: str) -> OptionValue:
    """`true`/`ja` -> True, `off`/`nein` -> False, `3` -> 3, anything else as typed."""
    word = raw.strip()
    if word.lower() in TRUE:
        return True
    if word.lower() in FALSE:
        return False
    if _INTEGER.fullmatch(word):
        return int(word)
    return word


def option_pair(text: str) -> tuple[str, OptionValue]:
    """`key=value` -> (key, value); a bare `key` switches the option on."""
    key, sep, value = text.partition("=")
    return key.strip(), option_value(value) if sep else True


def parse_options(raw: str | None) -> dict[str, OptionValue]:
    """`short_game=true sixth_camel, seats=3` -> {"short_game": True, "sixth_camel": True,
    "seats": 3}: words split at blanks and commas."""
    options: dict[str, OptionValue] = {}
    for word in (raw or "").replace(",", " ").split():
        key, value = option_pair(word)
        options[key] = value
    return options

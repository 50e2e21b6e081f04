"""Bilingual player-facing text.

The engine never formats sentences for one language: it returns `Text` (a message key
plus parameters) and whoever shows it picks the locale. Every game registers its own
messages here, and so does the bot, so there is exactly one catalogue.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Literal, Union

from pydantic import BaseModel, ConfigDict

Locale = Literal["en", "de"]
LOCALES: tuple[Locale, ...] = ("en", "de")

_CATALOGUE: dict[str, dict[str, str]] = {}


def register(messages: Mapping[str, tuple[str, str]]) -> None:
    """Add messages as `key -> (english, german)`; redefining a key differently is an error."""
    for key, (english, german) in messages.items():
        entry = {"en": english, "de": german}
        existing = _CATALOGUE.get(key)
        if existing is not None and existing != entry:
            raise ValueError(f"message key {key!r} registered twice with different text")
        _CATALOGUE[key] = entry


def has(key: str) -> bool:
    return key in _CATALOGUE


def keys() -> list[str]:
    return sorted(_CATALOGUE)


def template(key: str, locale: str) -> str:
    """A message as registered, before plurals and parameters are filled in."""
    return _CATALOGUE[key][normalise_locale(locale)]


def normalise_locale(locale: str | None) -> Locale:
    """Discord locales look like `de`, `en-US`, `en-GB`; everything not German is English."""
    if locale and str(locale).lower().startswith("de"):
        return "de"
    return "en"


ParamValue = Union[int, str, "Text", list[Union[int, str, "Text"]]]


class Text(BaseModel):
    """A message key with parameters; parameters may themselves be `Text`."""

    model_config = ConfigDict(frozen=True)

    key: str
    params: dict[str, ParamValue] = {}

    def render(self, locale: str | None = "en") -> str:
        return translate(self, locale)

    def __str__(self) -> str:
        return translate(self, "en")


def t(key: str, **params: ParamValue) -> Text:
    """Shorthand for building a `Text`."""
    return Text(key=key, params=params)


QUOTE_MAX = 60
"""The most characters of anything a user typed that an answer quotes back."""


def clip(text: str, limit: int = QUOTE_MAX) -> str:
    """`text` cut to `limit` characters, with "…" where it was cut: an answer quotes a
    short part of what was typed, never a 5,000-character paste."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def clip_params(text: Text, limit: int = QUOTE_MAX) -> Text:
    """`text` with every plain-string parameter (at any depth) clipped to `limit`."""

    def clipped(value: ParamValue) -> ParamValue:
        if isinstance(value, str):
            return clip(value, limit)
        if isinstance(value, Text):
            return clip_params(value, limit)
        if isinstance(value, list):
            return [clipped(item) for item in value]  # type: ignore[misc]
        return value

    if not text.params:
        return text
    return Text(key=text.key, params={k: clipped(v) for k, v in text.params.items()})


SEAT_KEY = "core.seat"


def seat(index: int) -> Text:
    """A placeholder for a seat's player in a message; the engine knows no names.

    Renders as "Player 2" unless `with_seat_names` has put the real name in its place.
    """
    return Text(key=SEAT_KEY, params={"index": index, "number": index + 1})


def with_seat_names(text: Text, names: list[str]) -> Text:
    """`text` with every `seat(n)` placeholder (at any depth) replaced by `names[n]`."""

    def resolve(value: ParamValue) -> ParamValue:
        if isinstance(value, Text):
            if value.key == SEAT_KEY:
                index = value.params.get("index")
                if isinstance(index, int) and 0 <= index < len(names) and names[index]:
                    return names[index]
                return value
            return with_seat_names(value, names)
        if isinstance(value, list):
            return [resolve(item) for item in value]  # type: ignore[misc]
        return value

    if not text.params:
        return text
    return Text(key=text.key, params={k: resolve(v) for k, v in text.params.items()})


def _render_param(value: object, locale: Locale) -> object:
    if isinstance(value, Text):
        return translate(value, locale)
    if isinstance(value, list):
        return ", ".join(str(_render_param(item, locale)) for item in value)
    return value


# `{n|point|points}` in a message picks the singular when parameter `n` is 1 (or -1),
# else the plural: English and German share this rule for whole numbers.
_PLURAL = re.compile(r"\{(\w+)\|([^|{}]*)\|([^|{}]*)\}")


def _plurals(template: str, params: Mapping[str, object]) -> str:
    def choose(match: re.Match[str]) -> str:
        value = params.get(match[1])
        one = isinstance(value, int) and abs(value) == 1
        return (match[2] if one else match[3]).replace("{", "{{").replace("}", "}}")

    return _PLURAL.sub(choose, template)


def translate(text: Text | str, locale: str | None = "en") -> str:
    """Render a `Text` (or a bare key) in the given locale; unknown keys render as the key."""
    if isinstance(text, str):
        text = Text(key=text)
    loc = normalise_locale(locale)
    entry = _CATALOGUE.get(text.key)
    if entry is None:
        return text.key
    template = entry[loc]
    if "|" in template:
        template = _plurals(template, text.params)
    params = {name: _render_param(value, loc) for name, value in text.params.items()}
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return template


Text.model_rebuild()

"""Player-facing text in every language, from one Fluent catalogue file per language.

The engine never formats sentences for one language: it returns `Text` (a message id
plus parameters) and whoever shows it picks the locale. The words themselves live in
`engine/locales/<language>.ftl` (Project Fluent), one file per language, which
translators' tools open; a file added to that folder is a new language everywhere. Fluent
picks plural forms by CLDR's rules (through Babel) and lets one sentence choose words by
several numbers, which keyed gettext catalogues cannot.

A message id is the dotted key the code uses (`caravan.event.take`), written with
hyphens in the file (`caravan-event-take`), since Fluent ids may not contain dots.
"""

from __future__ import annotations

from collections.abc import Hashable
from pathlib import Path
from threading import Lock
from typing import Any, Union

from babel.core import UnknownLocaleError
from babel.lists import format_list
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import fluent_number
from fluent.syntax import ast as fluent_ast
from fluent.syntax import parse as parse_fluent
from fluent.syntax.serializer import serialize_pattern
from fluent.syntax.visitor import Visitor
from pydantic import BaseModel, ConfigDict

Locale = str
"""A language of the catalogue: the stem of its file (`en`, `de`, `pt-BR`)."""

SOURCE_LOCALE: Locale = "en"
"""The language every message is written in first; the fallback for all others."""

LOCALE_DIR = Path(__file__).with_name("locales")


def _signed(number: Any) -> str:
    """`SIGNED($n)`: a number with its sign always shown (+2, -1, +0)."""
    return f"{int(getattr(number, 'value', number)):+d}"


FUNCTIONS = {"SIGNED": _signed}


def message_id(key: str) -> str:
    return key.replace(".", "-")


RENDERED_KEPT = 4_000
"""How many rendered texts the catalogue keeps: about 3 MB. The repeated ones are a
board's labels and numbers (a few hundred per game and language); in the bot's process
most texts name a table's players and are never asked for again, so a larger cache only
filled up (20,000 kept grew the bot by 17 MB over a 20-minute soak)."""


class Catalogue:
    """Every message in every language of one folder of `.ftl` files."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.bundles: dict[Locale, FluentBundle] = {}
        self.messages: dict[Locale, dict[str, fluent_ast.Message]] = {}
        for path in sorted(folder.glob("*.ftl")):
            locale = path.stem
            source = path.read_text(encoding="utf-8")
            bundle = FluentBundle([locale], use_isolating=False, functions=FUNCTIONS)
            bundle.add_resource(FluentResource(source))
            self.bundles[locale] = bundle
            self.messages[locale] = {
                entry.id.name: entry
                for entry in parse_fluent(source).body
                if isinstance(entry, fluent_ast.Message)
            }
        if SOURCE_LOCALE not in self.bundles:
            raise ValueError(f"{folder} has no {SOURCE_LOCALE}.ftl, the source language")
        # The source language first, then the others by name.
        self.locales: tuple[Locale, ...] = (SOURCE_LOCALE, *tuple(sorted(locale for locale in self.bundles if locale != SOURCE_LOCALE)))
        self.keys = sorted(name.replace("-", ".") for name in self.messages[SOURCE_LOCALE])
        # Rendered texts by (locale, frozen text): a board draws the same labels and
        # numbers every time, and Fluent formats each number through Babel (~30 us).
        self.rendered: dict[tuple[Locale, Hashable], str] = {}
        self._rendered_lock = Lock()

    def remember(self, key: tuple[Locale, Hashable], rendered: str) -> None:
        """Keep a rendered text, dropping the oldest once `RENDERED_KEPT` are kept."""
        with self._rendered_lock:
            if len(self.rendered) >= RENDERED_KEPT:
                del self.rendered[next(iter(self.rendered))]
            self.rendered[key] = rendered


_catalogue = Catalogue(LOCALE_DIR)
_generation = 0


def use_catalogue(folder: Path) -> Path:
    """Read the catalogue from another folder (a translator's preview, the tests);
    returns the folder used before, so it can be put back."""
    global _catalogue, _generation
    previous = _catalogue.folder
    _catalogue = Catalogue(folder)
    _generation += 1
    return previous


def catalogue_generation() -> int:
    """Changes whenever another catalogue is read: what is built from the catalogue's
    texts (a parser's table of names in every language) is rebuilt when it changes."""
    return _generation


def locales() -> tuple[Locale, ...]:
    """Every language the catalogue has, the source language first."""
    return _catalogue.locales


def language_name(locale: str) -> str:
    """A language's name in that language ("Deutsch"), as language menus show it."""
    return translate("core.language", locale)


def has(key: str) -> bool:
    return message_id(key) in _catalogue.messages[SOURCE_LOCALE]


def message_keys() -> list[str]:
    """Every message key, as the code writes it (dotted; keys never hold a hyphen)."""
    return list(_catalogue.keys)


def template(key: str, locale: str) -> str:
    """A message as written in the catalogue (Fluent syntax), before parameters."""
    entry = _catalogue.messages[normalise_locale(locale)].get(message_id(key))
    if entry is None or entry.value is None:
        return ""
    return serialize_pattern(entry.value).strip()


def variables(key: str, locale: str) -> set[str]:
    """The parameters a message reads, in one language."""
    entry = _catalogue.messages[normalise_locale(locale)].get(message_id(key))
    found: set[str] = set()

    class Collect(Visitor):
        def visit_VariableReference(self, node: fluent_ast.VariableReference) -> None:
            found.add(node.id.name)

    if entry is not None:
        Collect().visit(entry)
    return found


def normalise_locale(locale: str | None) -> Locale:
    """The catalogue's best language for a Discord locale (`de`, `en-US`, `pt-BR`) or a
    setting: the same language, else the same language of another region, else English."""
    if not locale:
        return SOURCE_LOCALE
    wanted = str(locale).replace("_", "-").lower()
    available = _catalogue.locales
    for candidate in available:
        if candidate.lower() == wanted:
            return candidate
    language = wanted.split("-")[0]
    for candidate in available:
        if candidate.lower().split("-")[0] == language:
            return candidate
    return SOURCE_LOCALE


ParamValue = Union[int, str, "Text", list[Union[int, str, "Text"]]]


class Text(BaseModel):
    """A message key with parameters; parameters may themselves be `Text`."""

    model_config = ConfigDict(frozen=True)

    key: str
    params: dict[str, ParamValue] = {}

    def render(self, locale: str | None = SOURCE_LOCALE) -> str:
        return translate(self, locale)

    def __str__(self) -> str:
        return translate(self, SOURCE_LOCALE)


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


AND_KEY = "core.and"


def and_list(items: list[ParamValue]) -> Text:
    """Items as one phrase the language's way ("Ada and Bea", "Ada, Bea und Cem": CLDR's
    list patterns, through Babel), for names read in a sentence; a list given as a
    parameter as it is stays a comma list (standings, cards on offer)."""
    return Text(key=AND_KEY, params={"items": items})


def _and_phrase(text: Text, loc: Locale) -> str:
    items = text.params.get("items")
    words = [str(_argument(item, loc)) for item in (items if isinstance(items, list) else [])]
    try:
        return format_list(words, style="standard", locale=loc)
    except (UnknownLocaleError, ValueError):  # a language CLDR lacks (the pseudo-locale)
        return ", ".join(words)


def _argument(value: object, locale: Locale) -> object:
    """A parameter as Fluent takes it: texts rendered, lists joined, numbers as numbers."""
    if isinstance(value, Text):
        return translate(value, locale)
    if isinstance(value, list):
        return ", ".join(str(_argument(item, locale)) for item in value)
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int | float):
        # Whole numbers read as typed (table numbers, scores: no thousands separator);
        # CLDR, through Babel, still writes them for the language and picks plurals.
        return fluent_number(value, useGrouping=False)
    return value


def _frozen(value: ParamValue) -> Hashable:
    """A hashable stand-in for a text or parameter; types are kept apart (True is not 1,
    1.0 is not 1), as they render differently."""
    if isinstance(value, Text):
        return ("text", value.key, tuple((name, _frozen(v)) for name, v in value.params.items()))
    if isinstance(value, list):
        return ("list", tuple(_frozen(item) for item in value))
    return (type(value).__name__, value)


def translate(text: Text | str, locale: str | None = SOURCE_LOCALE) -> str:
    """Render a `Text` (or a bare key) in the given locale: a message the language lacks
    falls back to the source language; an unknown key renders as the key."""
    if isinstance(text, str):
        text = Text(key=text)
    loc = normalise_locale(locale)
    catalogue = _catalogue
    key = (loc, _frozen(text))
    rendered = catalogue.rendered.get(key)
    if rendered is None:
        rendered = _formatted(catalogue, text, loc)
        catalogue.remember(key, rendered)
    return rendered


def _formatted(catalogue: Catalogue, text: Text, loc: Locale) -> str:
    """`text` formatted by Fluent, without the cache."""
    if text.key == AND_KEY:
        return _and_phrase(text, loc)
    ident = message_id(text.key)
    bundle = catalogue.bundles[loc]
    if not bundle.has_message(ident):
        loc, bundle = SOURCE_LOCALE, catalogue.bundles[SOURCE_LOCALE]
        if not bundle.has_message(ident):
            return text.key
    pattern = bundle.get_message(ident).value
    if pattern is None:
        return text.key
    arguments = {name: _argument(value, loc) for name, value in text.params.items()}
    rendered, _errors = bundle.format_pattern(pattern, arguments)
    return rendered


Text.model_rebuild()

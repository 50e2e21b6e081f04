"""A pseudo-language for tests only: every catalogue message with accented letters, about
35 % longer and bracketed, so that any text that still reads as plain English on a
message or an image was not taken from the catalogue, and any text that no longer fits
shows where the layout cannot take a longer language.

`with pseudo_catalogue() as locale:` installs it next to the real languages (as a
translator's file would be) and yields its name.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager

from fluent.syntax import ast as fluent_ast
from fluent.syntax import parse, serialize
from fluent.syntax.visitor import Transformer

from engine import i18n
from tests.engine.catalogue_support import catalogue_with

PSEUDO = "qps"  # a private-use language code, as pseudo-locales usually take
OPEN, CLOSE = "⟦", "⟧"
_ACCENTED = str.maketrans(
    "aeiouyAEIOUYcdghklnrstwzCDGHKLNRSTWZ",
    "áéíóúýÁÉÍÓÚÝçďĝĥķĺñŕšţŵžÇĎĜĤĶĹÑŔŠŢŴŽ",
)
_VOWEL = re.compile(r"([aeiouAEIOU])")
_CODE = re.compile(r"(`[^`]*`)")


def pseudo_text(text: str) -> str:
    """Letters accented, vowels doubled (about 35 % longer); code spans in backticks are
    notation a player types, so they stay as they are."""
    parts = _CODE.split(text)
    return "".join(
        part if part.startswith("`") else _VOWEL.sub(r"\1\1", part).translate(_ACCENTED)
        for part in parts
    )


class _Pseudo(Transformer):
    def visit_TextElement(self, node: fluent_ast.TextElement) -> fluent_ast.TextElement:
        node.value = pseudo_text(node.value)
        return node

    def visit_Message(self, node: fluent_ast.Message) -> fluent_ast.Message:
        self.generic_visit(node)
        if node.value is not None:
            elements = node.value.elements
            elements.insert(0, fluent_ast.TextElement(OPEN))
            elements.append(fluent_ast.TextElement(CLOSE))
        return node


def pseudo_ftl() -> str:
    """The source language's file, turned into the pseudo-language."""
    source = (i18n.LOCALE_DIR / f"{i18n.SOURCE_LOCALE}.ftl").read_text(encoding="utf-8")
    resource = parse(source)
    keep = {"core-language"}  # a language menu names each language in itself
    for entry in resource.body:
        if isinstance(entry, fluent_ast.Message) and entry.id.name not in keep:
            _Pseudo().visit(entry)
        if isinstance(entry, fluent_ast.Message) and entry.id.name in keep:
            entry.value = fluent_ast.Pattern([fluent_ast.TextElement("Pseudo")])
        if isinstance(entry, fluent_ast.Message) and entry.id.name.startswith("cmd-") and (
            entry.id.name.endswith("-name")
        ):
            # Discord command names: lowercase letters, digits, `-` and `_` only.
            text = "".join(e.value for e in entry.value.elements if hasattr(e, "value"))
            name = re.sub(r"[^\w-]", "", text.lower())[:32]
            entry.value = fluent_ast.Pattern([fluent_ast.TextElement(name)])
    return serialize(resource)


@contextmanager
def pseudo_catalogue() -> Iterator[str]:
    with catalogue_with({PSEUDO: pseudo_ftl()}, append=False):
        yield PSEUDO


_WORD = re.compile(r"[A-Za-z]{3,}")


def plain_english_words(shown: str, allowed: set[str] = frozenset()) -> list[str]:
    """Words of three or more plain ASCII letters outside code spans and outside
    `allowed` (player names, notation): in the pseudo-language, text that never passed
    through the catalogue."""
    outside_code = _CODE.sub(" ", shown)
    return [word for word in _WORD.findall(outside_code) if word not in allowed]

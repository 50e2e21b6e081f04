"""The message catalogue: every file parses, defines each message once, every language has
every message with the same placeholders, every message is used by the code (or by another
message), and the code gives every message the placeholders it shows."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from fluent.syntax import ast as fluent_ast
from fluent.syntax import parse
from fluent.syntax.visitor import Visitor

import engine
from engine import i18n

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted(i18n.LOCALE_DIR.glob("*.ftl"))
FILES_EN = i18n.LOCALE_DIR / f"{i18n.SOURCE_LOCALE}.ftl"


def _entries(path: Path) -> list[fluent_ast.Entry]:
    return parse(path.read_text(encoding="utf-8")).body


class _References(Visitor):
    def __init__(self) -> None:
        self.variables: set[str] = set()
        self.messages: set[str] = set()

    def visit_VariableReference(self, node: fluent_ast.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_MessageReference(self, node: fluent_ast.MessageReference) -> None:
        self.messages.add(node.id.name)


def _messages(path: Path) -> dict[str, _References]:
    found = {}
    for entry in _entries(path):
        if isinstance(entry, fluent_ast.Message):
            references = _References()
            references.visit(entry)
            found[entry.id.name] = references
    return found


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_file_parses_without_errors(path: Path) -> None:
    junk = [entry.content[:80] for entry in _entries(path) if isinstance(entry, fluent_ast.Junk)]
    assert junk == []


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_message_is_defined_once(path: Path) -> None:
    """Fluent keeps the first of two messages with one id: the second never shows, and
    code written for it gets the first one's sentence with its placeholders unfilled."""
    names = [entry.id.name for entry in _entries(path) if isinstance(entry, fluent_ast.Message)]
    assert sorted({name for name in names if names.count(name) > 1}) == []


def test_english_and_german_are_shipped() -> None:
    assert {"en", "de"} <= set(i18n.locales())


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_language_has_every_message_with_the_same_placeholders(path: Path) -> None:
    source = _messages(i18n.LOCALE_DIR / f"{i18n.SOURCE_LOCALE}.ftl")
    translated = _messages(path)
    assert sorted(set(source) - set(translated)) == [], "missing"
    assert sorted(set(translated) - set(source)) == [], "not in the source language"
    differ = {
        ident: (sorted(source[ident].variables), sorted(refs.variables))
        for ident, refs in translated.items()
        if refs.variables != source[ident].variables
    }
    assert differ == {}
    unknown = {
        ident: sorted(refs.messages - set(source))
        for ident, refs in translated.items()
        if refs.messages - set(source)
    }
    assert unknown == {}


def _code_strings() -> tuple[set[str], set[str]]:
    """Every string constant in the code, and the constant heads of its f-strings
    (`f"caravan.good.{good}"` gives `caravan.good.`)."""
    constants: set[str] = set()
    heads: set[str] = set()
    for package in ("engine", "render", "bot"):
        for path in (ROOT / package).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Constant) and isinstance(node.value, str):
                    constants.add(node.value)
                elif isinstance(node, ast.JoinedStr) and node.values:
                    first = node.values[0]
                    if isinstance(first, ast.Constant) and isinstance(first.value, str):
                        heads.add(first.value)
    return constants, heads


def _help_keys() -> set[str]:
    """`<game>.help.title.<topic>` and `.text.` for every game's help topics."""
    keys = set()
    for name in engine.names():
        for topic in engine.get(name).help_topics:
            keys |= {f"{name}.help.title.{topic}", f"{name}.help.text.{topic}"}
    return keys


def test_every_help_topic_has_its_title_and_text() -> None:
    assert all(i18n.has(key) for key in _help_keys())


def test_every_message_is_used() -> None:
    constants, heads = _code_strings()
    constants |= _help_keys()
    heads = {head for head in heads if len(head) >= 5 and head.endswith((".", "_"))}
    referenced = {
        name.replace("-", ".")
        for refs in _messages(i18n.LOCALE_DIR / "en.ftl").values()
        for name in refs.messages
    }
    unused = [
        key
        for key in i18n.message_keys()
        if key not in constants
        and key not in referenced
        and not any(key.startswith(head) for head in heads)
        and not any(c.endswith(".") and key.startswith(c) for c in constants)
    ]
    assert unused == []


BUILDERS = {"t", "label", "IllegalMove"}
"""The calls that take a message key first and its placeholders as keywords."""


def test_the_code_gives_every_message_its_placeholders() -> None:
    """A placeholder left out renders as its own name ("game is over (how)"): wherever the
    code names a message and spells out its keywords, they cover the message's variables."""
    needed = {name.replace("-", "."): refs.variables for name, refs in _messages(FILES_EN).items()}
    missing = []
    for package in ("engine", "render", "bot"):
        for path in (ROOT / package).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not (isinstance(node, ast.Call) and node.args and _called(node) in BUILDERS):
                    continue
                key = node.args[0]
                if not (isinstance(key, ast.Constant) and key.value in needed):
                    continue
                if any(keyword.arg is None for keyword in node.keywords):  # **params
                    continue
                given = {keyword.arg for keyword in node.keywords}
                if needed[key.value] - given:
                    where = f"{path.relative_to(ROOT)}:{node.lineno}"
                    missing.append((where, key.value, sorted(needed[key.value] - given)))
    assert missing == []


def _called(call: ast.Call) -> str | None:
    if isinstance(call.func, ast.Name):
        return call.func.id
    return call.func.attr if isinstance(call.func, ast.Attribute) else None

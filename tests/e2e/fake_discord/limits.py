"""Discord's hard limits (DISCORD.md, "Hard limits"), as checks returning violations.

Each function returns human-readable breach descriptions; the server records them and
the test fixture fails the test if any were recorded. Real Discord would reject such a
request with a 400, and so does the fake.
"""

from __future__ import annotations

import re
from typing import Any

CONTENT_MAX = 2000
EMBEDS_MAX = 10
EMBED_TOTAL_MAX = 6000
EMBED_TITLE_MAX = 256
EMBED_DESCRIPTION_MAX = 4096
EMBED_FIELDS_MAX = 25
EMBED_FIELD_NAME_MAX = 256
EMBED_FIELD_VALUE_MAX = 1024
EMBED_FOOTER_MAX = 2048
EMBED_AUTHOR_MAX = 256
ROWS_MAX = 5
BUTTONS_PER_ROW_MAX = 5
SELECT_OPTIONS_MAX = 25
CUSTOM_ID_MAX = 100
BUTTON_LABEL_MAX = 80
SELECT_PLACEHOLDER_MAX = 150
OPTION_TEXT_MAX = 100
CHOICES_MAX = 25
CHOICE_NAME_MAX = 100
FILE_MAX = 10 * 1024 * 1024
REQUEST_FILES_MAX = 25 * 1024 * 1024
FILES_PER_MESSAGE_MAX = 10
CALLBACK_DEADLINE_S = 3.0
TOKEN_LIFETIME_S = 15 * 60

COMMAND_NAME = re.compile(r"^[-_\w]{1,32}$")
COMMAND_DESCRIPTION_MAX = 100
COMMAND_OPTIONS_MAX = 25
COMMAND_TOTAL_CHARS_MAX = 8000
GLOBAL_COMMANDS_MAX = 100

BUTTON, SELECT_TYPES = 2, {3, 5, 6, 7, 8}


def check_message(body: dict[str, Any], files: list[tuple[str, bytes]]) -> list[str]:
    """Everything a message create or edit must respect."""
    problems: list[str] = []
    content = body.get("content")
    if content is not None and len(content) > CONTENT_MAX:
        problems.append(f"content has {len(content)} characters (max {CONTENT_MAX})")
    problems += check_embeds(body.get("embeds") or [])
    problems += check_components(body.get("components") or [])
    problems += check_files(files)
    return problems


def check_embeds(embeds: list[dict[str, Any]]) -> list[str]:
    problems: list[str] = []
    if len(embeds) > EMBEDS_MAX:
        problems.append(f"{len(embeds)} embeds (max {EMBEDS_MAX})")
    total = 0
    for embed in embeds:
        pieces = {
            "title": (embed.get("title") or "", EMBED_TITLE_MAX),
            "description": (embed.get("description") or "", EMBED_DESCRIPTION_MAX),
            "footer": ((embed.get("footer") or {}).get("text") or "", EMBED_FOOTER_MAX),
            "author": ((embed.get("author") or {}).get("name") or "", EMBED_AUTHOR_MAX),
        }
        for name, (text, limit) in pieces.items():
            total += len(text)
            if len(text) > limit:
                problems.append(f"embed {name} has {len(text)} characters (max {limit})")
        fields = embed.get("fields") or []
        if len(fields) > EMBED_FIELDS_MAX:
            problems.append(f"embed has {len(fields)} fields (max {EMBED_FIELDS_MAX})")
        for item in fields:
            name, value = item.get("name") or "", item.get("value") or ""
            total += len(name) + len(value)
            if len(name) > EMBED_FIELD_NAME_MAX:
                problems.append(f"embed field name has {len(name)} characters")
            if len(value) > EMBED_FIELD_VALUE_MAX:
                problems.append(f"embed field value has {len(value)} characters")
    if total > EMBED_TOTAL_MAX:
        problems.append(f"embeds hold {total} characters in total (max {EMBED_TOTAL_MAX})")
    return problems


def _option_problems(options: list[dict[str, Any]]) -> list[str]:
    """What is wrong with a string select's options."""
    problems: list[str] = []
    if not 1 <= len(options) <= SELECT_OPTIONS_MAX:
        problems.append(f"select has {len(options)} options (1 to 25)")
    for option in options:
        for key in ("label", "value", "description"):
            if len(option.get(key) or "") > OPTION_TEXT_MAX:
                problems.append(f"select option {key} over 100 characters")
    values = [o.get("value") for o in options]
    if len(set(values)) != len(values):
        problems.append("select options with duplicate values")
    return problems


def check_components(rows: list[dict[str, Any]]) -> list[str]:
    problems: list[str] = []
    if len(rows) > ROWS_MAX:
        problems.append(f"{len(rows)} action rows (max {ROWS_MAX})")
    custom_ids: list[str] = []
    for row in rows:
        if row.get("type") != 1:
            problems.append(f"top-level component of type {row.get('type')} is not an action row")
            continue
        children = row.get("components") or []
        selects = [c for c in children if c.get("type") in SELECT_TYPES]
        buttons = [c for c in children if c.get("type") == BUTTON]
        if selects and len(children) > 1:
            problems.append("a select menu must be alone in its row")
        if len(buttons) > BUTTONS_PER_ROW_MAX:
            problems.append(f"{len(buttons)} buttons in one row (max {BUTTONS_PER_ROW_MAX})")
        if not children:
            problems.append("empty action row")
        for child in children:
            custom_id = child.get("custom_id")
            if custom_id is not None:
                custom_ids.append(custom_id)
                if len(custom_id) > CUSTOM_ID_MAX:
                    problems.append(f"custom_id has {len(custom_id)} characters (max 100)")
            elif child.get("style") != 5 and child.get("type") == BUTTON:
                problems.append("button without custom_id or url")
            label = child.get("label") or ""
            if len(label) > BUTTON_LABEL_MAX:
                problems.append(f"button label has {len(label)} characters (max 80)")
            if len(child.get("placeholder") or "") > SELECT_PLACEHOLDER_MAX:
                problems.append("select placeholder over 150 characters")
            if child.get("type") == 3:
                problems.extend(_option_problems(child.get("options") or []))
            if int(child.get("max_values") or 1) > SELECT_OPTIONS_MAX:
                problems.append("select max_values over 25")
    if len(set(custom_ids)) != len(custom_ids):
        problems.append("duplicate custom_id in one message")
    return problems


def check_files(files: list[tuple[str, bytes]]) -> list[str]:
    problems: list[str] = []
    if len(files) > FILES_PER_MESSAGE_MAX:
        problems.append(f"{len(files)} files in one message (max {FILES_PER_MESSAGE_MAX})")
    for name, data in files:
        if len(data) > FILE_MAX:
            problems.append(f"file {name} has {len(data)} bytes (max {FILE_MAX})")
    if sum(len(data) for _, data in files) > REQUEST_FILES_MAX:
        problems.append("files over 25 MiB in one request")
    return problems


def check_choices(choices: list[dict[str, Any]]) -> list[str]:
    problems: list[str] = []
    if len(choices) > CHOICES_MAX:
        problems.append(f"{len(choices)} autocomplete choices (max {CHOICES_MAX})")
    for choice in choices:
        if not 1 <= len(choice.get("name") or "") <= CHOICE_NAME_MAX:
            problems.append(f"choice name {choice.get('name')!r} not 1 to 100 characters")
        value = choice.get("value")
        if isinstance(value, str) and len(value) > CHOICE_NAME_MAX:
            problems.append(f"choice value {value!r} over 100 characters")
    return problems


def _locales(node: dict[str, Any]) -> set[str]:
    found = set(node.get("name_localizations") or {}) | set(
        node.get("description_localizations") or {}
    )
    for option in node.get("options") or []:
        found |= _locales(option)
    return found


def _command_chars(node: dict[str, Any], locale: str | None) -> int:
    """Characters of names, descriptions and choices as one locale's users see them."""
    names = node.get("name_localizations") or {}
    descriptions = node.get("description_localizations") or {}
    total = len(names.get(locale, node.get("name", "")) if locale else node.get("name", ""))
    total += len(
        descriptions.get(locale, node.get("description", ""))
        if locale
        else node.get("description", "")
    )
    for choice in node.get("choices") or []:
        total += len(choice.get("name", "")) + len(str(choice.get("value", "")))
    return total + sum(_command_chars(o, locale) for o in node.get("options") or [])


def _check_command_node(node: dict[str, Any], path: str, top: bool) -> list[str]:
    problems: list[str] = []
    name = node.get("name", "")
    chat_input = node.get("type", 1) == 1 if top else True
    if chat_input and (not COMMAND_NAME.match(name) or name != name.lower()):
        problems.append(f"{path}: name {name!r} is not 1 to 32 lowercase characters")
    for locale, value in (node.get("name_localizations") or {}).items():
        if chat_input and (not COMMAND_NAME.match(value) or value != value.lower()):
            problems.append(f"{path}: {locale} name {value!r} is invalid")
    description = node.get("description", "")
    if chat_input and not 1 <= len(description) <= COMMAND_DESCRIPTION_MAX:
        problems.append(f"{path}: description must have 1 to 100 characters")
    for locale, value in (node.get("description_localizations") or {}).items():
        if not 1 <= len(value) <= COMMAND_DESCRIPTION_MAX:
            problems.append(f"{path}: {locale} description must have 1 to 100 characters")
    options = node.get("options") or []
    if len(options) > COMMAND_OPTIONS_MAX:
        problems.append(f"{path}: {len(options)} options (max 25)")
    if len(node.get("choices") or []) > CHOICES_MAX:
        problems.append(f"{path}: more than 25 choices")
    seen_optional = False
    for option in options:
        if option.get("type") not in (1, 2):
            if option.get("required") and seen_optional:
                problems.append(f"{path}: required option after an optional one")
            seen_optional = seen_optional or not option.get("required")
        problems += _check_command_node(option, f"{path} {option.get('name')}", False)
    return problems


def check_commands(commands: list[dict[str, Any]], *, global_scope: bool) -> list[str]:
    """A bulk command registration (PUT .../commands)."""
    problems: list[str] = []
    if global_scope and len(commands) > GLOBAL_COMMANDS_MAX:
        problems.append(f"{len(commands)} global commands (max {GLOBAL_COMMANDS_MAX})")
    names = [(c.get("type", 1), c.get("name")) for c in commands]
    if len(set(names)) != len(names):
        problems.append("two commands with the same name and type")
    for command in commands:
        path = f"/{command.get('name')}"
        problems += _check_command_node(command, path, True)
        chars = max(_command_chars(command, loc) for loc in [None, *_locales(command)])
        if chars > COMMAND_TOTAL_CHARS_MAX:
            problems.append(f"{path}: {chars} characters in total (max {COMMAND_TOTAL_CHARS_MAX})")
    return problems

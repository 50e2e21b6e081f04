"""A catalogue folder of the tests' own: the real files plus extra messages or languages,
used for the duration of a `with` block (what a translator does by adding a file)."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

from engine import i18n


@contextmanager
def catalogue_with(files: Mapping[str, str], *, append: bool = True) -> Iterator[Path]:
    """The real catalogue, with `files` (`{"fr": "<ftl text>"}`) appended to the language's
    file, or written as a new language's file; the real one is back afterwards."""
    with tempfile.TemporaryDirectory() as folder:
        target = Path(folder)
        for path in i18n.LOCALE_DIR.glob("*.ftl"):
            shutil.copy(path, target / path.name)
        for locale, text in files.items():
            path = target / f"{locale}.ftl"
            before = path.read_text(encoding="utf-8") if append and path.exists() else ""
            path.write_text(before + "\n" + text, encoding="utf-8")
        previous = i18n.use_catalogue(target)
        try:
            yield target
        finally:
            i18n.use_catalogue(previous)

"""One spec per button or select for its custom id: the template a component is made
with and the pattern a click is matched by, both from the same text.

`CustomId("cvs:u:{game}:{version}", game=NUMBER, version=NUMBER)` formats
`cvs:u:12:40` and matches it with `cvs:u:(?P<game>\\d+):(?P<version>\\d+)`. The ids of
buttons already posted must keep matching, so a spec's template never changes.
"""

from __future__ import annotations

import re
import string

NUMBER = r"\d+"
PATH = r"-|\d+(?:\.\d+)*"  # a picker path: child indices joined by dots, "-" for none


class CustomId:
    """A custom id template whose `{field}`s each match the regular expression given."""

    def __init__(self, template: str, **fields: str) -> None:
        self.template = template
        parts = []
        for literal, field, _, _ in string.Formatter().parse(template):
            parts.append(re.escape(literal))
            if field is not None:
                parts.append(f"(?P<{field}>{fields.pop(field)})")
        if fields:
            raise ValueError(f"{template}: no place for {', '.join(fields)}")
        self.pattern = "".join(parts)

    def format(self, **values: object) -> str:
        return self.template.format(**values)

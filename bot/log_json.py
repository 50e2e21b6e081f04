"""`LOG_FORMAT=json`: one JSON object per line, for a log collector (Loki, Elastic,
journald's JSON export): time (UTC, ISO 8601), level, logger, message, the context
fields where known (see `bot.log_context`), and an error's traceback as `error`."""

from __future__ import annotations

import json
import logging
from datetime import UTC, datetime

from bot.log_context import FIELDS


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, object] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        for name in FIELDS:
            value = getattr(record, name, None)
            if value is not None:
                entry[name] = value
        if record.exc_text:  # already formatted (and redacted, see `RedactToken`)
            entry["error"] = record.exc_text
        elif record.exc_info:
            entry["error"] = self.formatException(record.exc_info)
        return json.dumps(entry, ensure_ascii=False, default=str)

"""The bot's Prometheus metrics, on a registry of their own (not the library's global
one, so only these are exposed and tests may read them without a server).

Each metric is updated where the thing happens (an interaction ends, a board is drawn,
the AI has thought, a reminder is sent, the database fails); the gauges that describe
the present (active tables, gateway latency, event-loop lag) are set when `/metrics` is
scraped (`bot.metrics_server`). Labels hold only command names, outcomes, game names
and shard numbers: never an id, a name, a move or a secret.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram
from prometheus_client.exposition import choose_encoder

REGISTRY = CollectorRegistry(auto_describe=True)

LATENCY_BUCKETS = (0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0, 10.0, 30.0)
"""Seconds; Discord allows 3 s to acknowledge and 15 minutes to answer."""
THINKING_BUCKETS = (0.1, 0.25, 0.5, 1.0, 2.0, 5.0, 10.0, 20.0, 60.0)

INTERACTIONS = Counter(
    "caravanserai_interactions",
    "Interactions handled, by command (or button prefix) and outcome.",
    ["command", "outcome"],
    registry=REGISTRY,
)
MOVE_TO_BOARD = Histogram(
    "caravanserai_move_to_board_seconds",
    "From a player's change of a game (a move, a start) arriving to its board posted.",
    buckets=LATENCY_BUCKETS,
    registry=REGISTRY,
)
RENDER = Histogram(
    "caravanserai_render_seconds",
    "Drawing one view's images, by game.",
    ["game"],
    buckets=LATENCY_BUCKETS,
    registry=REGISTRY,
)
AI_THINKING = Histogram(
    "caravanserai_ai_thinking_seconds",
    "An AI player's decision, by game.",
    ["game"],
    buckets=THINKING_BUCKETS,
    registry=REGISTRY,
)
REMINDERS = Counter(
    "caravanserai_reminders_sent",
    "Reminders delivered to a table.",
    registry=REGISTRY,
)
DATABASE_ERRORS = Counter(
    "caravanserai_database_errors",
    "Database calls that failed (not the store's own refusals such as a taken channel).",
    ["backend"],
    registry=REGISTRY,
)
ACTIVE_TABLES = Gauge(
    "caravanserai_active_tables",
    "Games being played, by game (read from the database when scraped).",
    ["game"],
    registry=REGISTRY,
)
LOOP_LAG = Gauge(
    "caravanserai_event_loop_lag_seconds",
    "The longest delay of the event loop since the previous scrape.",
    registry=REGISTRY,
)
GATEWAY_LATENCY = Gauge(
    "caravanserai_gateway_latency_seconds",
    "Heartbeat round trip to Discord's gateway, by shard of this process.",
    ["shard"],
    registry=REGISTRY,
)


def exposition(accept: str | None) -> tuple[bytes, str]:
    """Every metric, and its content type: in the format the scraper's `Accept` header
    asks for (OpenMetrics or Prometheus's text format, the default)."""
    encode, content_type = choose_encoder(accept or "")
    return encode(REGISTRY), content_type


@contextlib.contextmanager
def database_call(backend: str, expected: Callable[[BaseException], bool]) -> Iterator[None]:
    """Count a failing database call, unless `expected(error)` says it is one the store
    turns into an answer (a unique key taken by another writer)."""
    try:
        yield
    except Exception as error:
        if not expected(error):
            DATABASE_ERRORS.labels(backend).inc()
        raise

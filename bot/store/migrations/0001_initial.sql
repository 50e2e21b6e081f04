-- Games, seats, the append-only move log, settings and reminder state.
-- Timestamps are UTC ISO-8601 strings with microseconds, so they sort as text.

CREATE TABLE games (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id       INTEGER,
    channel_id     INTEGER NOT NULL,
    game           TEXT    NOT NULL,
    engine_version INTEGER NOT NULL,
    status         TEXT    NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'abandoned')),
    options        TEXT    NOT NULL DEFAULT '{}',
    seed           INTEGER NOT NULL,
    creator_id     INTEGER NOT NULL,
    state          TEXT,
    version        INTEGER NOT NULL DEFAULT 0,
    created_at     TEXT    NOT NULL,
    updated_at     TEXT    NOT NULL,
    finished_at    TEXT
);

-- At most one open (lobby or active) game per channel; a thread is its own channel.
CREATE UNIQUE INDEX games_one_open_per_channel
    ON games (channel_id) WHERE status IN ('lobby', 'active');
CREATE INDEX games_by_status ON games (status);

CREATE TABLE seats (
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat         INTEGER NOT NULL,
    user_id      INTEGER NOT NULL,
    display_name TEXT    NOT NULL,
    locale       TEXT    NOT NULL DEFAULT 'en',
    PRIMARY KEY (game_id, seat),
    UNIQUE (game_id, user_id)
);
CREATE INDEX seats_by_user ON seats (user_id);

-- Append-only: an undone move is marked (undone_at), never deleted, so the history of a
-- table stays readable; the live line is the rows with undone_at IS NULL, ordered by ply.
CREATE TABLE moves (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply        INTEGER NOT NULL,
    seat       INTEGER NOT NULL,
    notation   TEXT    NOT NULL,
    move       TEXT    NOT NULL,
    created_at TEXT    NOT NULL,
    undone_at  TEXT
);
CREATE UNIQUE INDEX moves_live_ply ON moves (game_id, ply) WHERE undone_at IS NULL;

CREATE TABLE channel_settings (
    channel_id     INTEGER PRIMARY KEY,
    reminder_hours REAL,
    locale         TEXT
);

CREATE TABLE user_settings (
    user_id        INTEGER PRIMARY KEY,
    dm_opt_in      INTEGER NOT NULL DEFAULT 0,
    vacation_until TEXT
);

-- One row per game that is waiting on someone; due_at NULL means nothing is due.
-- A dispatcher claims a reminder with UPDATE ... WHERE due_at = ? AND level = ?.
CREATE TABLE reminders (
    game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    due_at  TEXT,
    level   INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX reminders_by_due ON reminders (due_at) WHERE due_at IS NOT NULL;

-- Private notes, and when each game started (for how quickly its players moved).
-- Plain types and statements both SQLite and PostgreSQL accept.

-- A player's private notes about one table, for them alone: never part of the game's
-- state, its log, its replay or anyone else's data. `seq` counts one player's notes at
-- a table from 0 (a deleted note leaves a gap; they are shown numbered 1, 2, ... in seq
-- order); created_at is microseconds since 1970 UTC, as in the move log.
CREATE TABLE notes (
    game_id    BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id    BIGINT  NOT NULL,  -- a Discord user id (64 bits)
    seq        INTEGER NOT NULL,
    body       TEXT    NOT NULL,
    created_at BIGINT  NOT NULL,
    PRIMARY KEY (game_id, user_id, seq)
);

-- `/me data` and `/me forget` find a player's notes on every table.
CREATE INDEX notes_by_user ON notes (user_id);

-- When a game left its lobby (microseconds since 1970 UTC): the first move's player has
-- been awaited since then. Games started before this migration have no row.
CREATE TABLE game_starts (
    game_id    BIGINT NOT NULL PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    started_at BIGINT NOT NULL
);

-- Migration 0003 for PostgreSQL: the same SQL as SQLite's 0003, which keeps to what both accept.

-- Records of finished games: each seat's place and score, the order in which games were
-- rated, and the ratings that order produced. The ratings are a cache of the results:
-- `python -m bot --rerate` rebuilds them, so a new rating model needs no migration.
-- The SQL keeps to what SQLite and PostgreSQL both accept.

-- One row per seat of a finished game. `entry` is whom the seat counts for in records and
-- ratings: 'user:<discord id>' for a person, 'ai:<level>' for a seat the bot plays.
CREATE TABLE results (
    game_id   BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL,
    entry     TEXT    NOT NULL,
    rank      INTEGER NOT NULL,
    score     INTEGER NOT NULL,
    character TEXT,
    PRIMARY KEY (game_id, seat)
);
-- A player's games (stats, a player's history).
CREATE INDEX results_by_entry ON results (entry, game_id);

-- Finished games whose ratings are still to be applied, written with the results.
CREATE TABLE rating_queue (
    game_id BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE
);

-- The order in which finished games were rated (rerating follows it exactly); `counted`
-- is 0 for a game that changed no rating (fewer than two people at the table).
CREATE TABLE rated_games (
    seq     BIGINT  PRIMARY KEY,
    game_id BIGINT  NOT NULL UNIQUE REFERENCES games (id) ON DELETE CASCADE,
    counted INTEGER NOT NULL
);

-- A rating per scope (0: every server; else a server's id), game and entry. `ordinal` is
-- the conservative rating mu - 3 sigma the leaderboard sorts by; `version` guards
-- concurrent raters (an update matches only the version it read).
CREATE TABLE ratings (
    scope   BIGINT           NOT NULL,
    game    TEXT             NOT NULL,
    entry   TEXT             NOT NULL,
    name    TEXT             NOT NULL,
    mu      DOUBLE PRECISION NOT NULL,
    sigma   DOUBLE PRECISION NOT NULL,
    ordinal DOUBLE PRECISION NOT NULL,
    games   INTEGER          NOT NULL,
    version INTEGER          NOT NULL DEFAULT 0,
    PRIMARY KEY (scope, game, entry)
);
CREATE INDEX ratings_board ON ratings (scope, game, ordinal, entry);

-- A server's finished games, newest first (`/game history`).
CREATE INDEX games_finished_by_guild ON games (guild_id, finished_at, id)
    WHERE status = 'finished';

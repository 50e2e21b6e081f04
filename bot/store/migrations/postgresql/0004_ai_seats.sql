-- Migration 0004 for PostgreSQL: the same SQL as SQLite's 0004, which keeps to what both accept.

-- AI seats, the table's turn clock, seat hand-overs and the votes about them.
-- Plain types and statements both SQLite and PostgreSQL accept (ids of games and Discord
-- users are BIGINT: 64 bits in both).

-- A seat whose ai_level is set is played by the bot at that level ('easy', 'normal',
-- 'hard'). A seat the AI took over from a person keeps that person's user_id (so they
-- can rejoin and nobody else can take it); a seat added as an AI has no person behind
-- it and a negative user_id (-1, -2, ... per game): Discord ids are positive, so it is
-- never a real user, never mentioned and never reminded, and (game_id, user_id) stays unique.
ALTER TABLE seats ADD COLUMN ai_level TEXT;

-- The table's own settings (the engine's options stay in `options`): the turn clock in
-- hours (NULL: no clock) and the level of the AI that takes over a seat (NULL: normal).
ALTER TABLE games ADD COLUMN turn_hours INTEGER;
ALTER TABLE games ADD COLUMN ai_level TEXT;

-- Every change of who plays a seat while the game runs, in the order it happened:
-- 'left' (the person left, the AI plays on), 'voted_ai' (the table handed a seat whose
-- clock ran out to the AI), 'rejoined' (the person plays again), 'voted_end' (the table
-- ended the game with the standings as they were). `ply` is the number of live moves
-- before it, so the log shows it between the right moves; created_at is microseconds
-- since 1970 UTC, as in the move log.
CREATE TABLE seat_changes (
    game_id    BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL,
    ply        INTEGER NOT NULL,
    seat       INTEGER NOT NULL,
    change     TEXT    NOT NULL,
    ai_level   TEXT,
    created_at BIGINT  NOT NULL,
    PRIMARY KEY (game_id, seq)
);

-- A question put to the table: 'clock' (the seat's turn clock ran out: hand the seat to
-- the AI, or end the game?) or 'rejoin' (may the person play their seat again?).
-- `number` counts a game's ballots from 1; closed_at is set once it is decided or moot,
-- with the outcome ('ai', 'end', 'yes', 'no', or 'moot'). Times are ISO-8601 text.
CREATE TABLE ballots (
    game_id   BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    number    INTEGER NOT NULL,
    kind      TEXT    NOT NULL,
    seat      INTEGER NOT NULL,
    opened_at TEXT    NOT NULL,
    closed_at TEXT,
    outcome   TEXT,
    PRIMARY KEY (game_id, number)
);

-- One vote per person and ballot (the primary key refuses a second one).
CREATE TABLE ballot_votes (
    game_id  BIGINT  NOT NULL,
    number   INTEGER NOT NULL,
    voter_id BIGINT  NOT NULL,  -- a Discord user id (64 bits)
    choice   TEXT    NOT NULL,
    voted_at TEXT    NOT NULL,
    PRIMARY KEY (game_id, number, voter_id),
    FOREIGN KEY (game_id, number) REFERENCES ballots (game_id, number) ON DELETE CASCADE
);

-- Start-up finds the running games with an AI seat without reading every game.
CREATE INDEX seats_with_ai ON seats (game_id) WHERE ai_level IS NOT NULL;

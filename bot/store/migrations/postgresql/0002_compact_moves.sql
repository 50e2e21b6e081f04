-- Migration 0002 for PostgreSQL: the same change as SQLite's 0002. The move log keyed by
-- (game_id, seq) with the notation only and integer-microsecond times, and the index
-- `latest_game` needs. Existing rows are carried over; nothing is lost.

CREATE TABLE moves_compact (
    game_id    BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL,
    ply        INTEGER NOT NULL,
    seat       INTEGER NOT NULL,
    notation   TEXT    NOT NULL,
    created_at BIGINT  NOT NULL,
    undone_at  BIGINT,
    PRIMARY KEY (game_id, seq)
);

INSERT INTO moves_compact (game_id, seq, ply, seat, notation, created_at, undone_at)
SELECT
    game_id,
    ROW_NUMBER() OVER (PARTITION BY game_id ORDER BY id) - 1,
    ply,
    seat,
    notation,
    (EXTRACT(EPOCH FROM created_at::timestamptz) * 1000000)::BIGINT,
    (EXTRACT(EPOCH FROM undone_at::timestamptz) * 1000000)::BIGINT
FROM moves
ORDER BY game_id, id;

DROP TABLE moves;

ALTER TABLE moves_compact RENAME TO moves;
ALTER TABLE moves RENAME CONSTRAINT moves_compact_pkey TO moves_pkey;
ALTER TABLE moves RENAME CONSTRAINT moves_compact_game_id_fkey TO moves_game_id_fkey;

-- At most one live move per ply; also the live line in order, and the undo range.
CREATE UNIQUE INDEX moves_live_ply ON moves (game_id, ply) WHERE undone_at IS NULL;

-- A channel's games newest first.
CREATE INDEX games_by_channel ON games (channel_id, id);

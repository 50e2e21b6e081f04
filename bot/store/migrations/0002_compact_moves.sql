-- The move log clustered by game and slimmed to about a third of its bytes, and the
-- index `latest_game` needs. Existing rows are carried over; nothing is lost.
--
-- moves keeps one row per move ever written, stored in primary-key order (game_id, seq),
-- so one game's history sits on a few adjacent pages instead of being spread among
-- every other table's moves:
--   seq                    0, 1, 2, ... in the order the game's rows were written
--                          (undone rows included), replacing the global id
--   notation               the engine's notation; the move itself is
--                          `parse_move(notation)` (engines guarantee that
--                          parse_move(format_move(m)) == m), so the JSON copy is gone
--   created_at, undone_at  microseconds since 1970-01-01 UTC as integers (8 bytes, where
--                          the ISO-8601 text took 32); undone_at NULL means live

CREATE TABLE moves_compact (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL,
    ply        INTEGER NOT NULL,
    seat       INTEGER NOT NULL,
    notation   TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    undone_at  INTEGER,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

-- The old timestamps are fixed-width UTC text, 'YYYY-MM-DDTHH:MM:SS.ffffff+00:00'.
INSERT INTO moves_compact (game_id, seq, ply, seat, notation, created_at, undone_at)
SELECT
    game_id,
    ROW_NUMBER() OVER (PARTITION BY game_id ORDER BY id) - 1,
    ply,
    seat,
    notation,
    CAST(strftime('%s', substr(created_at, 1, 19)) AS INTEGER) * 1000000
        + CAST(substr(created_at, 21, 6) AS INTEGER),
    CAST(strftime('%s', substr(undone_at, 1, 19)) AS INTEGER) * 1000000
        + CAST(substr(undone_at, 21, 6) AS INTEGER)
FROM moves
ORDER BY game_id, id;

DROP TABLE moves;

ALTER TABLE moves_compact RENAME TO moves;

-- At most one live move per ply; also the live line in order, and the undo range.
CREATE UNIQUE INDEX moves_live_ply ON moves (game_id, ply) WHERE undone_at IS NULL;

-- A channel's games newest first (the index ends in the rowid, i.e. the game id).
CREATE INDEX games_by_channel ON games (channel_id);

-- Pauses by agreement (`/game pause`). A pause is asked for by a ballot of kind 'pause'
-- (migration 0004; its `seat` is the seat that asked), and this row, keyed like that
-- ballot, holds what was asked and what became of it: `days` asked for; once agreed,
-- started_at and until_at (started_at + days); ended_at once it ended before until_at
-- (resumed, or a move was made). A pause runs while started_at is set, ended_at is not
-- and until_at is still ahead. Nothing here names a person. Times are ISO-8601 text,
-- like the ballots'.
CREATE TABLE pauses (
    game_id    BIGINT  NOT NULL,
    number     INTEGER NOT NULL,
    days       INTEGER NOT NULL,
    started_at TEXT,
    until_at   TEXT,
    ended_at   TEXT,
    PRIMARY KEY (game_id, number),
    FOREIGN KEY (game_id, number) REFERENCES ballots (game_id, number) ON DELETE CASCADE
);

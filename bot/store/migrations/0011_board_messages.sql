-- The latest board message each table posted (the channel or thread it is in, and its
-- id), so that `/games` can link a player to the board of every table they sit at. One
-- row per game, replaced by each newer board; a game without one (its boards were
-- posted before this migration) is listed without a link until its next board.
CREATE TABLE board_messages (
    game_id    BIGINT NOT NULL PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    channel_id BIGINT NOT NULL,
    message_id BIGINT NOT NULL
);

-- A player's tables (`/games`): the games of the seats a person plays themselves, in game
-- order, without reading the seats table itself.
CREATE INDEX seats_played_by_user ON seats (user_id, game_id) WHERE ai_level IS NULL;

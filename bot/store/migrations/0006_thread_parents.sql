-- The channel a table's thread hangs off, so that `/game join` and the like in that
-- channel can point to the tables playing in its threads. NULL for a table in a channel
-- of its own, and for thread tables opened before this migration until their thread is
-- next used (the bot learns the parent from the interaction then).
ALTER TABLE games ADD COLUMN parent_channel_id BIGINT;
CREATE INDEX games_by_parent ON games (parent_channel_id) WHERE parent_channel_id IS NOT NULL;

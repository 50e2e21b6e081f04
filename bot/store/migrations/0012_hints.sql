-- Hints (`/game hint`: the AI's advice for a player's own decision). `hints` is the
-- table's setting: 1 allowed, 0 not, NULL the default (allowed unless the game is rated,
-- that is while fewer than two people sit at it). `hints_used` is 1 once anyone at the
-- table was given a hint, for the game's history.
ALTER TABLE games ADD COLUMN hints INTEGER;
ALTER TABLE games ADD COLUMN hints_used INTEGER NOT NULL DEFAULT 0;

-- What a move made: the game's version it produced, so that a move whose answer was
-- lost (the connection broke during its COMMIT, the process stopped before replying) and
-- that the player sends again is recognised as already made and never made twice: the
-- retry acted on version - 1. Rows written before this migration keep NULL.
ALTER TABLE moves ADD COLUMN version INTEGER;

-- Every way a table ends closes its open ballots as moot. Abandoning a table (or deleting
-- its thread) used to leave them open: close those, at the time the game ended.
UPDATE ballots
SET outcome = 'moot',
    closed_at = (
        SELECT COALESCE(g.finished_at, g.updated_at) FROM games AS g WHERE g.id = ballots.game_id
    )
WHERE closed_at IS NULL
  AND game_id IN (SELECT id FROM games WHERE status IN ('finished', 'abandoned'));

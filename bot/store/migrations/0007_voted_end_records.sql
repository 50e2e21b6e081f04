-- A game the table ended by vote (its turn clock ran out) keeps its standings as results,
-- so that it shows in the history and counts in the stats (not in the ratings, which
-- only games played to their end move). It stays 'abandoned': the history finds it
-- through this index beside the finished games, and its results set it apart from the
-- other abandoned games (those have none). Games voted to an end before this migration
-- get their results at the next start-up (`record_unrecorded`).
CREATE INDEX games_recorded_by_guild ON games (guild_id, finished_at, id)
    WHERE status IN ('finished', 'abandoned');
DROP INDEX games_finished_by_guild;

"""Read models over finished games: results, ratings, score charts, replays, exports.

Nothing here changes a game: it reads what the store keeps (the move log, the results
written when a game ends) and what the engine rebuilds from a seed and a log.
"""

"""Applying ratings in the store: game by game as games finish, and all anew (rerate).

A finishing move writes the game's results and puts it on the rating queue in its own
transaction; `rate_queued` then rates the queue in another, in the order the games
finished, and records that order. `rerate` recomputes every rating from the stored
results in exactly that order, so it equals what the game-by-game rating produced (or,
after a change of model, what it would have produced).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

import engine
from bot.records.entries import is_former
from bot.records.ratings import Match, Placing, Rating, rate, rate_all
from bot.records.results import result_rows
from bot.store import RatingConflict, RatingRow, Store, Tx
from bot.store.record_reads import Match as MatchRows

log = logging.getLogger(__name__)

TRIES = 5  # a rating transaction lost to another process is tried again this often


def to_match(rows: MatchRows) -> Match:
    game_id, game, guild_id, seats = rows
    placings = tuple(Placing(entry, rank, name) for _, entry, rank, name in seats)
    return Match(game_id, game, guild_id, placings)


def rating_row(scope: int, game: str, entry: str, rating: Rating, version: int) -> RatingRow:
    return RatingRow(
        scope,
        game,
        entry,
        rating.name,
        rating.mu,
        rating.sigma,
        rating.ordinal,
        rating.games,
        version,
    )


async def _rate_one(tx: Tx, match: Match) -> None:
    if match.counted:
        entries = sorted({p.entry for p in match.placings})
        for scope in match.scopes:
            stored = {r.entry: r for r in await tx.ratings_of(scope, match.game, entries)}
            current = {e: Rating(r.mu, r.sigma, r.games, r.name) for e, r in stored.items()}
            for entry, rating in rate(current, match.placings).items():
                if is_former(entry):  # a forgotten player keeps no rating
                    continue
                old = stored.get(entry)
                version = 0 if old is None else old.version + 1
                row = rating_row(scope, match.game, entry, rating, version)
                await tx.put_rating(row, is_new=old is None)
    await tx.mark_rated(match.game_id, match.counted)


async def rate_queued(store: Store) -> int:
    """Rate every queued game, oldest finish first; returns how many were rated."""
    for attempt in range(TRIES):
        try:
            async with store.transaction() as tx:
                matches = [to_match(m) for m in await tx.queued_matches()]
                for match in matches:
                    await _rate_one(tx, match)
            return len(matches)
        except RatingConflict:
            log.info("ratings changed meanwhile (try %d); rating again", attempt + 1)
    raise RatingConflict(0, "", "")


async def record_unrecorded(store: Store) -> int:
    """Write the results of finished games that have none (they finished before results
    were kept) from their stored final state, and queue them for rating; likewise, unrated,
    for games the table voted to an end before their standings were kept."""
    done = 0
    for game_id in await store.unrecorded_games():
        record = await store.game(game_id)
        if record is None or record.state is None:
            continue
        try:
            game = engine.get(record.game)
            rows = result_rows(game, game.from_json(record.state), await store.seats(game_id))
        except Exception:  # an unreadable old game stays out of the records, not fatal
            log.exception("game %s: its results cannot be read; left out of the records", game_id)
            continue
        async with store.transaction() as tx:
            if await tx.results(game_id):
                continue
            await tx.insert_results(game_id, rows)
            if record.status == "finished":  # a game voted to an end is not rated
                await tx.queue_rating(game_id)
        done += 1
    return done


async def catch_up(store: Store) -> int:
    """At start-up: record and rate whatever finished while the bot could not (or before
    records existed). Returns how many games were rated now."""
    await record_unrecorded(store)
    return await rate_queued(store)


@dataclass(frozen=True, slots=True)
class Rerated:
    games: int  # games in the rating order
    counted: int  # of them, those that changed ratings
    ratings: int  # ratings written (entries per scope and game)


async def rerate(store: Store) -> Rerated:
    """Every rating recomputed from the stored results, in the order games were rated
    (games still queued follow, in the order they finished)."""
    await record_unrecorded(store)
    async with store.transaction() as tx:
        rated = [to_match(m) for m in await tx.rated_matches()]
        queued = [to_match(m) for m in await tx.queued_matches()]
        table = rate_all([*rated, *queued])
        rows = [
            rating_row(scope, game, entry, rating, 0)
            for (scope, game, entry), rating in sorted(table.items())
            if not is_former(entry)  # forgotten players keep no rating
        ]
        await tx.replace_ratings(rows)
        for match in queued:
            await tx.mark_rated(match.game_id, match.counted)
    matches = [*rated, *queued]
    return Rerated(len(matches), sum(m.counted for m in matches), len(rows))

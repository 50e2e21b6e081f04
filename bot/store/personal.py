"""What the store keeps about one player, read out for them (`/me data`) or wiped at their
request (`/me forget`), in the SQL both backends accept.

`PERSONAL_COLUMNS` names every column that holds a Discord user id or a person's name,
with what forgetting does to it; the tests compare it with the live schema, so a new
column about a player cannot slip past the export and the forgetting.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.store.reads import Reads
from bot.store.records import (
    FORMER_PLAYER,
    OPEN_STATUSES,
    former_user_id,
    from_db_micros,
    from_db_time,
)
from bot.store.sql import Connection

PERSONAL_COLUMNS = {
    ("games", "creator_id"): "set to 0 (nobody)",
    ("seats", "user_id"): "replaced by an id no person has",
    ("seats", "display_name"): "replaced by the former-player mark",
    ("seats", "locale"): "kept: a language, used only to word that seat's messages",
    ("user_settings", "user_id"): "row deleted",
    ("results", "entry"): "replaced by a pseudonym shared by that player's results",
    ("ratings", "entry"): "rows deleted",
    ("ratings", "name"): "rows deleted",
    ("ballot_votes", "voter_id"): "rows deleted",
    ("user_schedules", "user_id"): "row deleted",
    ("notes", "user_id"): "rows deleted",
    ("notes", "body"): "rows deleted",
}
"""Every column holding a user id or a person's name, and what `/me forget` does to it."""

_OPEN = "(" + ", ".join(f"'{status}'" for status in OPEN_STATUSES) + ")"


def _iso(value: Any) -> str | None:
    """A stored time as ISO-8601 text for the export (text or microseconds in the store)."""
    if value is None:
        return None
    moment = from_db_micros(value) if isinstance(value, int) else from_db_time(value)
    return None if moment is None else moment.isoformat()


_TO_AI = ("left", "voted_ai")


def own_move(made_at: int, changes: Sequence[Sequence[Any]]) -> bool:
    """Whether the person played their seat when a move was made (the AI moves for them
    between leaving or a vote and rejoining: those moves, and what they chose, are not
    theirs). `changes` are the seat's `(ply, change, ai_level, created_at)` in order."""
    person = True
    for change in changes:
        if change[3] > made_at:
            break
        if change[1] in _TO_AI:
            person = False
        elif change[1] == "rejoined":
            person = True
    return person


@dataclass(frozen=True, slots=True)
class OpenSeat:
    """A table still open where the player plays a seat themselves."""

    game_id: int
    channel_id: int
    game: str


class PersonalReads(Reads):
    """Everything stored about one user, as plain JSON-ready values."""

    async def personal_data(self, user_id: int, entry: str) -> dict[str, Any]:
        """Settings, seats (with results, own moves and seat changes), ratings and votes of
        `user_id`, whose results and ratings count for `entry`. Nothing about another
        seat's hidden information: only the seat's own moves are listed."""
        settings = await self._one(
            "SELECT dm_opt_in, vacation_until FROM user_settings WHERE user_id = ?", (user_id,)
        )
        seats = await self._all(
            "SELECT g.id, g.game, g.status, g.guild_id, g.channel_id, g.created_at,"
            " g.finished_at, s.seat, s.display_name, s.locale, s.ai_level,"
            " r.rank, r.score, r.character"
            " FROM seats AS s JOIN games AS g ON g.id = s.game_id"
            " LEFT JOIN results AS r ON r.game_id = s.game_id AND r.seat = s.seat"
            " WHERE s.user_id = ? ORDER BY g.id",
            (user_id,),
        )
        games = [await self._seat_data(row) for row in seats]
        schedule = await self._one(
            "SELECT digest_at, time_zone, quiet_from, quiet_until, locale, due_at"
            " FROM user_schedules WHERE user_id = ?",
            (user_id,),
        )
        created = await self._all(
            "SELECT id FROM games WHERE creator_id = ? ORDER BY id", (user_id,)
        )
        ratings = await self._all(
            "SELECT scope, game, name, mu, sigma, ordinal, games FROM ratings"
            " WHERE entry = ? ORDER BY scope, game",
            (entry,),
        )
        votes = await self._all(
            "SELECT v.game_id, v.number, b.kind, b.seat, v.choice, v.voted_at"
            " FROM ballot_votes AS v JOIN ballots AS b"
            " ON b.game_id = v.game_id AND b.number = v.number"
            " WHERE v.voter_id = ? ORDER BY v.game_id, v.number",
            (user_id,),
        )
        notes = await self._all(
            "SELECT game_id, body, created_at FROM notes WHERE user_id = ? ORDER BY game_id, seq",
            (user_id,),
        )
        return {
            "user_id": user_id,
            "settings": None
            if settings is None
            else {"dm_reminders": bool(settings[0]), "vacation_until": _iso(settings[1])},
            "schedule": None
            if schedule is None
            else {
                "digest_at": schedule[0],
                "time_zone": schedule[1],
                "quiet_hours": None if schedule[2] is None else [schedule[2], schedule[3]],
                "language": schedule[4],
                "next_digest": _iso(schedule[5]),
            },
            "games": games,
            "games_created": [r[0] for r in created],
            "ratings": [
                dict(
                    zip(
                        ("scope", "game", "name", "mu", "sigma", "ordinal", "games"), r, strict=True
                    )
                )
                for r in ratings
            ],
            "votes": [
                {
                    "game_id": r[0],
                    "ballot": r[1],
                    "kind": r[2],
                    "about_seat": r[3],
                    "choice": r[4],
                    "voted_at": _iso(r[5]),
                }
                for r in votes
            ],
            "notes": [{"game_id": r[0], "note": r[1], "written_at": _iso(r[2])} for r in notes],
        }

    async def _seat_data(self, row: Sequence[Any]) -> dict[str, Any]:
        game_id, seat = row[0], row[7]
        moves = await self._all(
            "SELECT ply, notation, created_at, undone_at FROM moves"
            " WHERE game_id = ? AND seat = ? ORDER BY seq",
            (game_id, seat),
        )
        changes = await self._all(
            "SELECT ply, change, ai_level, created_at FROM seat_changes"
            " WHERE game_id = ? AND seat = ? ORDER BY seq",
            (game_id, seat),
        )
        return {
            "game_id": game_id,
            "game": row[1],
            "status": row[2],
            "server_id": row[3],
            "channel_id": row[4],
            "created_at": _iso(row[5]),
            "finished_at": _iso(row[6]),
            "seat": seat,
            "name": row[8],
            "language": row[9],
            "ai_plays_it": row[10],
            "result": None
            if row[11] is None
            else {"rank": row[11], "score": row[12], "character": row[13]},
            "moves": [
                {"ply": m[0], "notation": m[1], "at": _iso(m[2]), "undone_at": _iso(m[3])}
                for m in moves
                if own_move(m[2], changes)
            ],
            "seat_changes": [
                {"ply": c[0], "change": c[1], "ai_level": c[2], "at": _iso(c[3])} for c in changes
            ],
        }

    async def open_seats(self, user_id: int) -> list[OpenSeat]:
        """The open tables where the user plays a seat themselves (not the AI for them)."""
        rows = await self._all(
            "SELECT g.id, g.channel_id, g.game FROM seats AS s JOIN games AS g"
            " ON g.id = s.game_id"
            f" WHERE s.user_id = ? AND s.ai_level IS NULL AND g.status IN {_OPEN}"
            " ORDER BY g.id",
            (user_id,),
        )
        return [OpenSeat(*r) for r in rows]


@dataclass(frozen=True, slots=True)
class Forgotten:
    """What forgetting a player changed: the games whose seats it renamed."""

    game_ids: tuple[int, ...]


class PersonalWrites:
    """Forgetting a player; mixed into `Tx`."""

    _db: Connection

    async def forget_player(self, user_id: int, entry: str, pseudonym: str) -> Forgotten:
        """Delete the user's settings (the digest and quiet hours too), ratings and votes;
        name their seats the former-player mark under an id no person has, their results
        (`entry`) `pseudonym`, their tables nobody's. The games and everyone else's results stay as they are."""
        db = self._db
        seats = await db.all(
            "SELECT game_id, seat FROM seats WHERE user_id = ? ORDER BY game_id", (user_id,)
        )
        for game_id, seat in seats:
            await db.execute(
                "UPDATE seats SET user_id = ?, display_name = ? WHERE game_id = ? AND seat = ?",
                (former_user_id(seat), FORMER_PLAYER, game_id, seat),
            )
        await db.execute("UPDATE results SET entry = ? WHERE entry = ?", (pseudonym, entry))
        await db.execute("DELETE FROM ratings WHERE entry = ?", (entry,))
        await db.execute("DELETE FROM user_settings WHERE user_id = ?", (user_id,))
        await db.execute("DELETE FROM user_schedules WHERE user_id = ?", (user_id,))
        await db.execute("DELETE FROM ballot_votes WHERE voter_id = ?", (user_id,))
        await db.execute("DELETE FROM notes WHERE user_id = ?", (user_id,))
        await db.execute("UPDATE games SET creator_id = 0 WHERE creator_id = ?", (user_id,))
        return Forgotten(tuple(sorted({g for g, _ in seats})))

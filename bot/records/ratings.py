"""Ratings: openskill's Weng-Lin Bayesian model with Plackett-Luce ranking, which rates
2-4 players at once and lets players share a place (a shared rank stays shared).

A rating is a mean `mu` and an uncertainty `sigma`; the leaderboard ranks by the
conservative rating mu - 3 sigma (openskill's ordinal), which is low until a player has
played enough games for the rating to be sure. Each game is rated in two scopes: the
server it was played on, and every server together (scope 0).

Everything here is pure: the same matches in the same order give the same ratings, so
rerating from the stored results equals the ratings applied game by game.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from openskill.models import PlackettLuce

from bot.records.entries import is_ai

MODEL = PlackettLuce()
Z = 3.0  # the conservative rating is mu - Z sigma
GLOBAL = 0  # the scope of every server together
MIN_PEOPLE = 2  # games with fewer people (the rest AI seats) are not rated

Key = tuple[int, str, str]
"""`(scope, game, entry)`."""


@dataclass(frozen=True, slots=True)
class Placing:
    """One seat's place in a finished game: whom it counts for, its rank (1 best, shared
    places share a rank) and the name it played under."""

    entry: str
    rank: int
    name: str


@dataclass(frozen=True, slots=True)
class Match:
    game_id: int
    game: str
    guild_id: int | None
    placings: tuple[Placing, ...]

    @property
    def counted(self) -> bool:
        """Rated only with at least two people at the table."""
        return sum(not is_ai(p.entry) for p in self.placings) >= MIN_PEOPLE

    @property
    def scopes(self) -> tuple[int, ...]:
        return (GLOBAL,) if not self.guild_id else (GLOBAL, self.guild_id)


@dataclass(frozen=True, slots=True)
class Rating:
    mu: float
    sigma: float
    games: int  # rated games played
    name: str

    @property
    def ordinal(self) -> float:
        return self.mu - Z * self.sigma


def fresh(name: str) -> Rating:
    """Where every entry starts: openskill's prior (25 ± 8.33, conservative 0)."""
    return Rating(MODEL.mu, MODEL.sigma, 0, name)


def rate(current: Mapping[str, Rating], placings: Iterable[Placing]) -> dict[str, Rating]:
    """The entries' new ratings after one game (`current` lacks those never rated).

    Each seat is its own team. Two seats of one entry (two AI seats of one level) both
    start from its rating, and its new rating is the mean of theirs.
    """
    placings = list(placings)
    teams = []
    for placing in placings:
        before = current.get(placing.entry) or fresh(placing.name)
        teams.append([MODEL.rating(mu=before.mu, sigma=before.sigma)])
    after = MODEL.rate(teams, ranks=[p.rank for p in placings])
    grouped: dict[str, list[tuple[float, float]]] = defaultdict(list)
    names: dict[str, str] = {}
    for placing, (rating,) in zip(placings, after, strict=True):
        grouped[placing.entry].append((rating.mu, rating.sigma))
        names[placing.entry] = placing.name
    updated = {}
    for entry, values in grouped.items():
        games = (current[entry].games if entry in current else 0) + 1
        mu = sum(v[0] for v in values) / len(values)
        sigma = sum(v[1] for v in values) / len(values)
        updated[entry] = Rating(mu, sigma, games, names[entry])
    return updated


def apply(table: Mapping[Key, Rating], match: Match) -> dict[Key, Rating]:
    """The ratings one game changes, in every scope it counts in (none if not counted)."""
    if not match.counted:
        return {}
    changed: dict[Key, Rating] = {}
    for scope in match.scopes:
        current = {
            p.entry: table[(scope, match.game, p.entry)]
            for p in match.placings
            if (scope, match.game, p.entry) in table
        }
        for entry, rating in rate(current, match.placings).items():
            changed[(scope, match.game, entry)] = rating
    return changed


def rate_all(matches: Iterable[Match]) -> dict[Key, Rating]:
    """Every rating, from nothing, by the games in the order given."""
    table: dict[Key, Rating] = {}
    for match in matches:
        table.update(apply(table, match))
    return table

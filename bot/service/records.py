"""Player records: stats, the leaderboard and a server's finished games.

All of them read the results written when a game ends and the ratings applied from them
(`bot.records`); none of them replays a game or changes anything.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict

from bot.records.entries import ai_level, is_former, user_entry
from bot.records.rater import catch_up
from bot.records.ratings import GLOBAL
from bot.service.base import ServiceBase
from bot.service.errors import ServiceError
from bot.service.reliability import reliability, reliability_lines
from bot.service.types import Paging, Place, Reply
from bot.store import PlayerResult, RatingRow
from engine import Text, t

MIN_RATED_GAMES = 3  # on the leaderboard only with at least this many rated games
LEADERBOARD_PAGE = 10
HISTORY_PAGE = 8
RECENT_RESULTS = 5
STATS_GAMES = 3  # stats show the games played most, at most this many


def entry_name(entry: str, name: str) -> Text | str:
    """How an entry is named: an AI seat by its level, a person by their name (a
    forgotten one as a former player)."""
    level = ai_level(entry)
    if level:
        return t("rec.ai_name", level=level)
    return t("bot.former_player") if is_former(entry) else name


def one_decimal(value: float) -> str:
    return f"{value:.1f}"


def scope_text(scope: int) -> Text:
    return t("rec.scope.global" if scope == GLOBAL else "rec.scope.server")


def page_count(total: int, size: int) -> int:
    return max(1, math.ceil(total / size))


def check_page(page: int, pages: int) -> None:
    if not 1 <= page <= pages:
        raise ServiceError(t("rec.err.no_page", page=page, pages=pages))


class RecordOps(ServiceBase):
    """Stats, leaderboard and history; `catch_up_records` at start-up."""

    async def catch_up_records(self) -> int:
        """Record and rate what finished while nothing rated it; how many were rated."""
        return await catch_up(self.store)

    def _game_name(self, game: str | None) -> str | None:
        if game is None:
            return None
        try:
            return self._game_for(game).name
        except ServiceError:
            raise ServiceError(t("rec.err.no_game_name", game=game)) from None

    # -- stats --------------------------------------------------------------------------

    async def stats(self, place: Place, user_id: int, name: str, game: str | None = None) -> Reply:
        """A player's results on this server: per game played, games, wins, scores, the
        rating here and everywhere, the favourite character; how quickly they usually move
        and how many games they played to the end; then the latest results."""
        game_name = self._game_name(game)
        entry = user_entry(user_id)
        results = await self.store.player_results(entry, place.guild_id, game_name)
        if not results:
            if game_name is None:
                raise ServiceError(t("rec.err.never_played", player=name))
            title = self._game_for(game_name).title
            raise ServiceError(t("rec.err.never_played_game", player=name, game=title))
        scope = place.guild_id or GLOBAL
        lines: list[Text] = [t("rec.stats.title", player=name, scope=scope_text(scope))]
        by_game: dict[str, list[PlayerResult]] = defaultdict(list)
        for result in results:
            by_game[result.game].append(result)
        played = sorted(by_game.items(), key=lambda item: (-len(item[1]), item[0]))
        for name_of_game, games in played[:STATS_GAMES]:
            lines += await self._game_stats(entry, name_of_game, games, scope)
        seats = await self.store.played_seats(user_id, place.guild_id, game_name)
        lines += reliability_lines(reliability(seats))
        lines.append(t("rec.stats.recent"))
        for result in results[:RECENT_RESULTS]:
            lines.append(
                t(
                    "rec.stats.recent_voted" if result.by_vote else "rec.stats.recent_line",
                    id=result.game_id,
                    date=result.finished_at.date().isoformat(),
                    game=self._game_for(result.game).title,
                    rank=result.rank,
                    players=result.players,
                    score=result.score,
                )
            )
        return Reply(lines=lines)

    async def _game_stats(
        self, entry: str, game_name: str, games: list[PlayerResult], scope: int
    ) -> list[Text]:
        wins = sum(1 for g in games if g.rank == 1)
        lines = [
            t(
                "rec.stats.game",
                game=self._game_for(game_name).title,
                n=len(games),
                wins=wins,
                rate=round(100 * wins / len(games)),
                average=one_decimal(sum(g.score for g in games) / len(games)),
                best=max(g.score for g in games),
            )
        ]
        scopes = [scope] if scope == GLOBAL else [scope, GLOBAL]
        ratings: list[RatingRow] = []
        for each in scopes:
            ratings += await self.store.ratings_of(each, game_name, [entry])
        if not ratings:
            lines.append(t("rec.stats.unrated"))
        for rating in ratings:
            lines.append(
                t(
                    "rec.stats.rating",
                    ordinal=one_decimal(rating.ordinal),
                    mu=one_decimal(rating.mu),
                    sigma=one_decimal(rating.sigma),
                    n=rating.games,
                    scope=scope_text(rating.scope),
                )
            )
        characters = Counter(g.character for g in games if g.character)
        if characters:
            character, count = min(characters.items(), key=lambda item: (-item[1], item[0]))
            lines.append(
                t(
                    "rec.stats.character",
                    character=t(f"{game_name}.character.{character}"),
                    n=count,
                )
            )
        return lines

    # -- leaderboard --------------------------------------------------------------------

    async def leaderboard(
        self, place: Place, game: str | None = None, scope: str = "server", page: int = 1
    ) -> Reply:
        """The best conservative ratings of a game (this server's or everyone's), paged;
        without a game, the channel's game, else the game rated most in that scope."""
        scope_id = place.guild_id if scope == "server" and place.guild_id else GLOBAL
        game_name = self._game_name(game) or await self._board_game(place, scope_id)
        title = self._game_for(game_name).title
        offset = (max(page, 1) - 1) * LEADERBOARD_PAGE
        total, rows = await self.store.leaderboard(
            scope_id, game_name, MIN_RATED_GAMES, offset, LEADERBOARD_PAGE
        )
        if total == 0:
            raise ServiceError(
                t("rec.err.no_ratings", min=MIN_RATED_GAMES, game=title, scope=scope_text(scope_id))
            )
        pages = page_count(total, LEADERBOARD_PAGE)
        check_page(page, pages)
        lines = [
            t("rec.board.title", game=title, scope=scope_text(scope_id), page=page, pages=pages)
        ]
        for place_number, row in enumerate(rows, start=offset + 1):
            lines.append(
                t(
                    "rec.board.line",
                    place=place_number,
                    player=entry_name(row.entry, row.name),
                    ordinal=one_decimal(row.ordinal),
                    n=row.games,
                )
            )
        lines.append(t("rec.board.explain", min=MIN_RATED_GAMES))
        return Reply(lines=lines, game_name=game_name, paging=Paging(page, pages))

    async def _board_game(self, place: Place, scope: int) -> str:
        record = await self.store.open_game(place.channel_id) or await self.store.latest_game(
            place.channel_id
        )
        if record is not None:
            return record.game
        counts = await self.store.rated_games_by_game(scope)
        if counts:
            return min(counts, key=lambda game: (-counts[game], game))
        return "caravan"

    # -- history ------------------------------------------------------------------------

    async def game_history(
        self,
        place: Place,
        page: int = 1,
        *,
        user_id: int | None = None,
        name: str | None = None,
        game: str | None = None,
    ) -> Reply:
        """The server's finished games, newest first (one player's, one game's), paged."""
        game_name = self._game_name(game)
        entry = None if user_id is None else user_entry(user_id)
        offset = (max(page, 1) - 1) * HISTORY_PAGE
        total, games = 0, []
        if place.guild_id is not None:
            total, games = await self.store.finished_games(
                place.guild_id, offset, HISTORY_PAGE, entry=entry, game=game_name
            )
        if total == 0:
            if entry is None:
                raise ServiceError(t("rec.err.no_history"))
            raise ServiceError(t("rec.err.no_history_player", player=name or ""))
        pages = page_count(total, HISTORY_PAGE)
        check_page(page, pages)
        if entry is not None and name is None:  # a page button: the name they played under
            name = next(s.name for g in games for s in g.seats if s.entry == entry)
        scope = scope_text(place.guild_id or GLOBAL)
        if entry is None:
            title = t("rec.history.title", scope=scope, page=page, pages=pages)
        else:
            title = t(
                "rec.history.title_player", player=name or "", scope=scope, page=page, pages=pages
            )
        lines = [title]
        for finished in games:
            names = {s.seat: entry_name(s.entry, s.name) for s in finished.seats}
            line = t(
                "rec.history.line_voted" if finished.by_vote else "rec.history.line",
                id=finished.id,
                date=finished.finished_at.date().isoformat(),
                game=self._game_for(finished.game).title,
                winners=[names[s.seat] for s in finished.seats if s.rank == 1],
                scores=[
                    t("rec.history.score", player=names[s.seat], score=s.score)
                    for s in finished.seats
                ],
            )
            lines.append(t("rec.history.with_hints", line=line) if finished.hints_used else line)
        lines.append(t("rec.history.hint"))
        return Reply(lines=lines, paging=Paging(page, pages))

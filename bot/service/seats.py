"""Who plays a seat of a running game: leaving hands it to the AI, rejoining (with the
table's consent) gives it back, and a seat whose turn clock ran out goes to the AI, or
the game ends, as the other players vote.

Every hand-over is one versioned change of the game (`_commit`), logged as a seat change
(shown by `/game log` between the moves) and announced publicly. Votes are stored: a
ballot per question, a row per vote, so they survive restarts. The people at the table
other than the seat's own decide by majority; one other person decides alone (at two
players, the creator, unless the creator is the one asked about). A tie once everyone
has voted hands a stalled seat to the AI (the game goes on) and declines a return.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from datetime import datetime

from bot.service.core import ChangeProof
from bot.service.errors import ServiceError
from bot.service.loaded import LoadedGame
from bot.service.lobby import LobbyOps
from bot.service.naming import level_text
from bot.service.types import Action, Place, Player, Reply, VoteCall
from bot.store import Ballot, StaleVersion, Tx
from engine import Text, t
from engine.ai import DEFAULT_LEVEL

CHOICES: dict[str, tuple[str, str]] = {
    "clock": ("ai", "end"),
    "rejoin": ("yes", "no"),
    "pause": ("yes", "no"),  # a pause of the table (`bot.service.pauses`); a tie declines
}
ATTEMPTS = 3  # a vote that met a concurrent change is counted again on the new version


def decide(kind: str, voters: set[int], votes: Mapping[int, str]) -> str | None:
    """The ballot's outcome once more than half of `voters` chose alike, or everyone
    voted (a tie: the stalled seat goes to the AI, a return is declined); else None."""
    counted = [choice for voter, choice in votes.items() if voter in voters]
    need = len(voters) // 2 + 1
    for choice in CHOICES[kind]:
        if counted.count(choice) >= need:
            return choice
    if voters and len(counted) >= len(voters):
        return "ai" if kind == "clock" else "no"
    return None


def voters_of(loaded: LoadedGame, seat: int) -> set[int]:
    """The people who decide about `seat`: everyone playing at the table but its own."""
    return {s.user_id for s in loaded.humans() if s.seat != seat}


class SeatOps(LobbyOps):
    """Leaving and rejoining a running game, and the table's votes."""

    async def leave(self, place: Place, player: Player) -> Reply:
        """Leave the lobby; in a running game, the AI plays the seat on at the table's
        level, and the player may ask to come back (`rejoin`)."""
        loaded = await self._load(place)
        if loaded.record.status != "active":
            return await super().leave(place, player)
        seat = self._seated(loaded, player)
        if seat.is_ai:
            raise ServiceError(t("bot.err.already_ai"), [Action("rejoin")])
        level = loaded.record.ai_level or DEFAULT_LEVEL
        updated = await self._commit(
            loaded,
            loaded.state,
            self._handing(loaded, seat.seat, "left", level),
            proof=self._handed(loaded, seat.seat, "left"),
            reseat=True,
        )
        line = t(
            "bot.msg.left_to_ai",
            player=seat.display_name,
            game=loaded.game.title,
            level=level_text(level),
            ai=updated.name_of(updated.by_seat(seat.seat)),
        )
        reply = await self._after_change(place, None, updated, [line], [])
        reply.actions = [Action("rejoin", by=seat.display_name)]
        return reply

    def _handing(
        self, loaded: LoadedGame, seat: int, change: str, level: str | None
    ) -> Callable[[Tx, datetime], Awaitable[None]]:
        """The log entry of a hand-over: the seat's new player and the seat change."""
        assert loaded.state is not None
        ply, game_id = loaded.state.move_count, loaded.record.id

        async def write(tx: Tx, now: datetime) -> None:
            if change != "voted_end":
                await tx.set_seat_ai(game_id, seat, level)
            await tx.add_seat_change(game_id, ply, seat, change, level, now)
            await tx.close_ballots(game_id, "moot", now, seat=seat, kind="clock")

        return write

    @staticmethod
    def _handed(loaded: LoadedGame, seat: int, change: str) -> ChangeProof:
        """Whether the hand-over `_handing` writes is stored: its seat change is logged."""
        assert loaded.state is not None
        ply, game_id = loaded.state.move_count, loaded.record.id

        async def stored(tx: Tx, now: datetime) -> bool:
            return any(
                (c.ply, c.seat, c.change, c.created_at) == (ply, seat, change, now)
                for c in await tx.seat_changes(game_id)
            )

        return stored

    async def rejoin(self, place: Place, player: Player) -> Reply:
        """Ask to play one's seat again: at once if nobody else plays at the table, else
        the others vote (buttons on the public answer)."""
        loaded = await self._load(place)
        if loaded.record.status != "active":
            raise ServiceError(t("bot.err.rejoin_not_running"), [Action("new")])
        seat = self._seated(loaded, player)
        if not seat.is_ai:
            raise ServiceError(t("bot.err.nothing_to_rejoin"))
        voters = voters_of(loaded, seat.seat)
        if not voters:
            updated = await self._commit(
                loaded,
                loaded.state,
                self._handing(loaded, seat.seat, "rejoined", None),
                proof=self._handed(loaded, seat.seat, "rejoined"),
                reseat=True,
            )
            line = t("bot.msg.rejoined", player=seat.display_name)
            return await self._after_change(place, player, updated, [line], [])
        game_id = loaded.record.id
        now = self._clock()

        async def ask(tx: Tx) -> int:
            if await tx.current_ballot(game_id, "rejoin", seat.seat) is not None:
                raise ServiceError(t("bot.err.rejoin_pending"))
            return await tx.open_ballot(game_id, "rejoin", seat.seat, now)

        async def asked(tx: Tx) -> bool:
            ballot = await tx.current_ballot(game_id, "rejoin", seat.seat)
            return ballot is not None and ballot.opened_at == now

        number = await self._transact(ask, game_id=game_id, proof=asked)
        asking = sorted((s for s in loaded.humans() if s.user_id in voters), key=lambda s: s.seat)
        line = t(
            "bot.msg.rejoin_asked",
            player=seat.display_name,
            voters=[loaded.name_of(s) for s in asking],
        )
        return self._reply(
            loaded,
            [line],
            mentions=[s.user_id for s in asking],
            vote=VoteCall(game_id, number, "rejoin"),
        )

    async def vote(
        self, place: Place, player: Player, game_id: int, number: int, choice: str
    ) -> Reply:
        """Count `player`'s vote on ballot `number`; once it decides, carry it out. A
        vote that cannot count (not a player, their own seat, a second vote, a ballot
        that is over) is refused with the reason and changes nothing."""
        for _ in range(ATTEMPTS):
            loaded, ballot = await self._ballot_for(game_id, number, choice)
            voters = self._check_voter(loaded, ballot, player)
            try:
                return await self._count(loaded, ballot, voters, player, choice)
            except StaleVersion:
                continue  # the game moved on while counting: check everything again
        raise await self._board_changed(game_id)

    async def _ballot_for(
        self, game_id: int, number: int, choice: str
    ) -> tuple[LoadedGame, Ballot]:
        ballot = await self.store.ballot(game_id, number)
        if ballot is None or choice not in CHOICES.get(ballot.kind, ()):
            raise ServiceError(t("bot.err.no_such_vote"), [Action("status")])
        record = await self.store.game(game_id)
        if record is not None and not record.is_open:
            raise await self._game_over(record)
        if not ballot.is_open or record is None or record.status != "active":
            outcome = ballot.outcome or "moot"
            raise ServiceError(
                t("bot.err.vote_over", outcome=t(f"bot.vote.outcome.{outcome}")), [Action("status")]
            )
        return await self._from_record(record), ballot

    @staticmethod
    def _check_voter(loaded: LoadedGame, ballot: Ballot, player: Player) -> set[int]:
        seat = loaded.seat_of(player.user_id)
        if seat is not None and seat.seat == ballot.seat:
            raise ServiceError(t("bot.err.vote_own_seat"))
        voters = voters_of(loaded, ballot.seat)
        if player.user_id not in voters:
            raise ServiceError(t("bot.err.vote_not_player"), [Action("board")])
        if player.user_id in ballot.votes:
            raise ServiceError(t("bot.err.already_voted"))
        return voters

    async def _count(
        self,
        loaded: LoadedGame,
        ballot: Ballot,
        voters: set[int],
        player: Player,
        choice: str,
    ) -> Reply:
        """One transaction: the vote, and (if it decides) the outcome with the game's
        version check. Concurrent voters on one ballot are serialised by its row."""
        game_id, number = ballot.game_id, ballot.number
        now = self._clock()

        async def count(tx: Tx) -> tuple[Ballot, str | None, LoadedGame | None]:
            if not await tx.hold_ballot(game_id, number):
                raise ServiceError(t("bot.err.vote_over", outcome=t("bot.vote.outcome.moot")))
            if not await tx.add_vote(game_id, number, player.user_id, choice, now):
                raise ServiceError(t("bot.err.already_voted"))
            current = await tx.ballot(game_id, number)
            assert current is not None
            outcome = decide(ballot.kind, voters, current.votes)
            updated = None
            if outcome is not None:
                await tx.close_ballots(game_id, outcome, now, number=number)
                updated = await self._carry_out(tx, loaded, ballot, outcome, now)
            return current, outcome, updated

        async def voted(tx: Tx) -> bool:  # the vote and what it decided are one write
            stored = await tx.ballot(game_id, number)
            return stored is not None and stored.votes.get(player.user_id) == choice

        current, outcome, updated = await self._transact(count, game_id=game_id, proof=voted)
        if outcome is None:
            counted = len([v for v in current.votes if v in voters])
            line = t(
                "bot.msg.vote_counted",
                votes=counted,
                voters=len(voters),
                need=len(voters) // 2 + 1,
            )
            return self._reply(loaded, [line], ephemeral=True)
        if updated is not None:
            await self._committed(updated)
        return await self._announce(loaded, updated, ballot, outcome)

    async def _carry_out(
        self, tx: Tx, loaded: LoadedGame, ballot: Ballot, outcome: str, now: datetime
    ) -> LoadedGame | None:
        """Write what the table decided, inside the vote's transaction (None: nothing
        about the game changes, a return was declined)."""
        if outcome == "no":
            return None
        if outcome == "ai":
            level = loaded.record.ai_level or DEFAULT_LEVEL
            write = self._handing(loaded, ballot.seat, "voted_ai", level)
            return await self._write_change(tx, loaded, loaded.state, write, now=now, reseat=True)
        if outcome == "yes":
            write = self._handing(loaded, ballot.seat, "rejoined", None)
            return await self._write_change(tx, loaded, loaded.state, write, now=now, reseat=True)
        write = self._handing(loaded, ballot.seat, "voted_end", None)
        return await self._write_change(
            tx, loaded, loaded.state, write, now=now, status="abandoned", standings=True
        )

    async def _announce(
        self, loaded: LoadedGame, updated: LoadedGame | None, ballot: Ballot, outcome: str
    ) -> Reply:
        record = loaded.record
        place = Place(record.guild_id, record.channel_id)
        person = loaded.by_seat(ballot.seat).display_name
        if updated is None:
            return self._reply(loaded, [t("bot.msg.rejoin_refused", player=person)])
        line: Text
        if outcome == "ai":
            level = updated.by_seat(ballot.seat).ai_level
            line = t(
                "bot.msg.voted_ai",
                player=person,
                level=level_text(level),
                ai=updated.name_of(updated.by_seat(ballot.seat)),
            )
        elif outcome == "yes":
            line = t("bot.msg.rejoined", player=person)
        else:
            line = t("bot.msg.voted_end", game=loaded.game.title)
        reply = await self._after_change(place, None, updated, [line], [])
        if outcome == "ai":
            reply.actions = [Action("rejoin", by=person)]
        return reply

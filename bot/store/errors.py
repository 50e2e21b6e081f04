"""Store failures the service turns into player-facing answers."""

from __future__ import annotations


class StoreError(Exception):
    """Base for store failures."""


class StaleVersion(StoreError):
    """The game changed since the caller read it (the version check matched no row)."""

    def __init__(self, game_id: int, expected: int) -> None:
        super().__init__(f"game {game_id} is no longer at version {expected}")
        self.game_id = game_id
        self.expected = expected


class CommitUnknown(StoreError):
    """The COMMIT of a transaction got no answer (the connection broke while it ran): the
    change may or may not be stored. Whoever wrote it must read it back before telling
    anyone either way; the service does (`ServiceBase._transact`)."""


class ChannelBusy(StoreError):
    """The channel already has an open (lobby or active) game."""

    def __init__(self, channel_id: int) -> None:
        super().__init__(f"channel {channel_id} already has an open game")
        self.channel_id = channel_id


class StoreUnavailable(StoreError):
    """The database cannot be opened or written: a missing folder, a file that is not a
    database or is damaged, no permission to write. The message is one plain sentence
    naming the file and what is wrong with it, for an operator to read at start-up."""


class RatingConflict(StoreError):
    """Another rater changed a rating since it was read (several processes over one
    database); the rating transaction is rolled back and tried again."""

    def __init__(self, scope: int, game: str, entry: str) -> None:
        super().__init__(f"rating {entry} of {game} in scope {scope} changed meanwhile")
        self.scope, self.game, self.entry = scope, game, entry

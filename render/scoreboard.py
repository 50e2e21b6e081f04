"""What a board message's status card says: the game, whose turn it is and every
player's score (`render.status_card` draws it). Each game's drawing module builds it
(`scoreboard`) from the view it is given, so a public card shows what a spectator sees."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from render import chrome
from render.palette import SeatStyle
from render.texts import label, signed


@dataclass(frozen=True)
class ScoreEntry:
    """One seat on the card: its style, name, score now and, while the score shown is
    not yet what the game's end will count, the score projected at the end; once the
    game is over, its place (equal places shared, by the rulebook's tie-breaks)."""

    style: SeatStyle
    name: str
    now: int
    at_end: int | None = None
    place: int | None = None

    @property
    def projected(self) -> bool:
        return self.at_end is not None and self.at_end != self.now


@dataclass(frozen=True)
class Scoreboard:
    """The card's content: the game's title and where it stands (round, phase), "To
    move:" (or "Game over") with the seats the table waits for, and every seat's score."""

    title: str
    info: str
    heading: str
    turn: Sequence[chrome.SeatLabel]
    entries: Sequence[ScoreEntry]


def score_text(entry: ScoreEntry) -> str:
    """The score now, with a real minus sign."""
    return signed(entry.now)


def note_text(entry: ScoreEntry, locale: str) -> str | None:
    """What the card says under a score: `≈13 at the end` (the players' panels say it
    alike) or, once the game is over, `Place 1`; None where there is nothing to add."""
    if entry.place is not None:
        return label("render.place", locale, n=entry.place)
    if not entry.projected or entry.at_end is None:
        return None
    return label("render.score.at_end", locale, n=signed(entry.at_end))


def in_order(entries: Sequence[ScoreEntry]) -> list[ScoreEntry]:
    """The seats in seat order while the game runs, best place first once it is over."""
    return sorted(entries, key=lambda entry: 0 if entry.place is None else entry.place)

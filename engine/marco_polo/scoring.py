"""Final scoring, by category; for a running game it gives the standings so far."""

from __future__ import annotations

from engine.game import ScoreLine
from engine.i18n import t
from engine.marco_polo.data import BEIJING_POINTS, GOAL_CARDS, GOAL_CITY_POINTS, MOST_CONTRACTS_VP
from engine.marco_polo.state import MarcoPoloState


def goal_points(posts: list[str], goals: list[int]) -> tuple[int, int]:
    """(points for goal cards with both cities, points for distinct goal cities reached)."""
    cards = [GOAL_CARDS[g] for g in goals]
    complete = sum(c.vp for c in cards if c.large in posts and c.small in posts)
    cities = {city for c in cards for city in (c.large, c.small) if city in posts}
    return complete, GOAL_CITY_POINTS[len(cities)]


def score(
    state: MarcoPoloState, seat: int, reveal_goals: bool = True
) -> tuple[int, list[ScoreLine]]:
    """Total and breakdown; `reveal_goals=False` leaves out the secret goal cards, so a
    running game's standings shown to others do not give them away."""
    player = state.players[seat]
    cards, cities = goal_points(player.posts, player.goals) if reveal_goals else (0, 0)
    in_beijing = seat in state.beijing
    beijing = BEIJING_POINTS[state.beijing.index(seat)] if in_beijing else 0
    most = max(len(p.fulfilled) for p in state.players)
    parts = {
        "track": player.vp,
        "goal_cards": cards,
        "goal_cities": cities,
        "coins": player.coins // 10,
        "beijing": beijing,
        "goods": player.goods() // 2 if in_beijing else 0,
        "contracts": MOST_CONTRACTS_VP if most and len(player.fulfilled) == most else 0,
    }
    lines = [
        ScoreLine(category=name, label=t(f"marco_polo.score.{name}"), points=points)
        for name, points in parts.items()
    ]
    return sum(parts.values()), lines

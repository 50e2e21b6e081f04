"""Caravan scoring: 6 per rare good, 3 per common good, 1 per demand marker, minus the
holding penalty for goods still on or under your camels; ties go to most goods delivered."""

from __future__ import annotations

from pydantic import BaseModel

from engine.caravan.data import (
    COMMON_POINTS,
    DEMAND_POINTS,
    RARE_POINTS,
    good_points,
    holding_penalty,
    is_rare,
)
from engine.caravan.state import CaravanState, PlayerBoard
from engine.game import Result, ScoreLine, rank_standings
from engine.i18n import t


class SeatScore(BaseModel):
    rare: int
    common: int
    demand: int
    held: int
    penalty: int
    total: int


def seat_score(player: PlayerBoard) -> SeatScore:
    rare = sum(1 for g in player.delivered if is_rare(g)) * RARE_POINTS
    common = sum(1 for g in player.delivered if not is_rare(g)) * COMMON_POINTS
    demand = player.demand * DEMAND_POINTS
    held = sum(1 for c in player.camels if c.good is not None)
    penalty = holding_penalty(held)
    return SeatScore(
        rare=rare,
        common=common,
        demand=demand,
        held=held,
        penalty=penalty,
        total=score_total(player, held),
    )


def score_total(player: PlayerBoard, held: int) -> int:
    """The seat's score as it stands, for a caller that has counted its `held` goods:
    delivered goods and demand markers less the holding penalty (`seat_score`'s total,
    without its parts: the AI's evaluation asks this at every position it judges)."""
    delivered = sum(good_points(good) for good in player.delivered)
    return delivered + player.demand * DEMAND_POINTS - holding_penalty(held)


def result(state: CaravanState) -> Result:
    entries = []
    for seat, player in enumerate(state.players):
        score = seat_score(player)
        breakdown = [
            ScoreLine(category="rare", label=t("caravan.score.rare"), points=score.rare),
            ScoreLine(category="common", label=t("caravan.score.common"), points=score.common),
            ScoreLine(category="demand", label=t("caravan.score.demand"), points=score.demand),
            ScoreLine(
                category="penalty",
                label=t("caravan.score.penalty", held=score.held),
                points=-score.penalty,
            ),
        ]
        entries.append((seat, score.total, breakdown, [len(player.delivered)]))
    return rank_standings(entries)

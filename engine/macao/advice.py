"""Why a move helps, in Macao's words: what grew among the parts of the position's value
(`scoring.evaluation_parts`) between before and after the move."""

from __future__ import annotations

from engine.gains import gains, points, strongest
from engine.i18n import Text, t
from engine.macao.scoring import CUBE_PP, evaluation_parts, score_lines
from engine.macao.state import MacaoState
from engine.macao.words import card_text


def reasons(before: MacaoState, after: MacaoState, seat: int) -> list[Text]:
    """Up to two reasons, the largest gains first."""
    gained = gains(evaluation_parts(before, seat), evaluation_parts(after, seat))
    old, new = before.players[seat], after.players[seat]
    candidates: list[tuple[float, Text]] = []
    for line in score_lines(after, seat):
        gain = gained.get(f"score.{line.category}", 0.0)
        candidates.append((gain, t("macao.advice.score", points=points(gain), part=line.label)))
    cubes = round(gained.get("cubes", 0.0) / CUBE_PP)
    candidates.append((gained.get("cubes", 0.0), t("macao.advice.cubes", n=cubes)))
    candidates.append((gained.get("gold", 0.0), t("macao.advice.gold", n=new.gold - old.gold)))
    jokers = new.jokers - old.jokers
    candidates.append((gained.get("jokers", 0.0), t("macao.advice.jokers", n=jokers)))
    goods = len(new.goods) - len(old.goods)
    goods_text = (
        t("macao.advice.goods_aboard", n=goods)
        if goods > 0
        else t("macao.advice.goods", points=points(gained.get("goods", 0.0)))
    )
    candidates.append((gained.get("goods", 0.0), goods_text))
    activated = [c for c in new.active if c not in old.active]
    taken = [c for c in new.tableau if c not in old.tableau]
    if activated:
        cards = t("macao.advice.activates", card=card_text(activated[0]))
    elif taken:
        cards = t("macao.advice.takes", card=card_text(taken[0]))
    else:
        cards = t("macao.advice.cards", points=points(gained.get("cards", 0.0)))
    candidates.append((gained.get("cards", 0.0), cards))
    candidates.append((gained["rivals"], t("core.advice.rivals", points=points(gained["rivals"]))))
    return strongest(candidates)

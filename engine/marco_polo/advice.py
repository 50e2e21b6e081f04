"""Why a move helps, in Marco Polo's words: what grew among the parts of the position's
value (`resample.evaluation_parts`) between before and after the move."""

from __future__ import annotations

from engine.gains import MIN_GAIN, gains, points, strongest
from engine.i18n import Text, t
from engine.marco_polo.resample import evaluation_parts
from engine.marco_polo.state import MarcoPoloState
from engine.marco_polo.words import place_name

BEIJING = "beijing"


def reasons(before: MarcoPoloState, after: MarcoPoloState, seat: int) -> list[Text]:
    """Up to two reasons, the largest gains first."""
    gained = gains(evaluation_parts(before, seat), evaluation_parts(after, seat))
    old, new = before.players[seat], after.players[seat]
    score = sum(gain for name, gain in gained.items() if name.startswith("score."))
    places = gained["income"] + gained["goals"] + score
    candidates: list[tuple[float, Text]] = []
    fulfilled = [c for c in new.fulfilled if c not in old.fulfilled]
    if fulfilled:
        vp = sum(gained.get(name, 0.0) for name in ("score.track", "contracts"))
        contract = t("marco_polo.advice.contract", points=points(vp), contract=fulfilled[0].upper())
        candidates.append((max(vp, MIN_GAIN), contract))
    if seat in after.beijing and seat not in before.beijing:
        candidates.append((places, t("marco_polo.advice.reaches", city=place_name(BEIJING))))
    posts = [city for city in new.posts if city not in old.posts]
    if posts:
        candidates.append((places, t("marco_polo.advice.reaches", city=place_name(posts[0]))))
    taken = len(new.contracts) - len(old.contracts) + len(fulfilled)
    if taken > 0:
        candidates.append((gained["contracts"], t("marco_polo.advice.contracts", n=taken)))
    for name, count in (
        ("coins", new.coins - old.coins),
        ("goods", new.goods() - old.goods()),
        ("camels", new.camels - old.camels),
    ):
        if count > 0:
            gain = gained[name] + (gained["score.coins"] if name == "coins" else 0.0)
            candidates.append((max(gain, MIN_GAIN), t(f"marco_polo.advice.{name}", n=count)))
    if not candidates:
        candidates.append((score, t("marco_polo.advice.points", points=points(score))))
    candidates.append((gained["rivals"], t("core.advice.rivals", points=points(gained["rivals"]))))
    return strongest(candidates)

"""The lines a reply shows about a game: whose turn, the seats and scores, final results.

All of them are `Text` with player names already in place of the engine's seat numbers.
"""

from __future__ import annotations

from bot.service.loaded import LoadedGame
from bot.service.types import ResultLine
from engine import Text, t
from engine.i18n import ParamValue, and_list


def turn_lines(loaded: LoadedGame) -> tuple[list[Text], Text | None]:
    """ "Waiting for ..." and the engine's prompt for the first seat to act."""
    acting = loaded.to_act()
    if not acting:
        return [], None
    assert loaded.state is not None
    lines = [t("bot.msg.waiting_for", players=and_list(loaded.names(acting)))]
    prompt = loaded.game.prompt(loaded.state, acting[0])
    return lines, None if prompt is None else loaded.named(prompt)


def status_lines(loaded: LoadedGame) -> list[Text]:
    """Title, status and move count, then one line per seat (score and turn once started)."""
    record = loaded.record
    moves = loaded.state.move_count if loaded.state is not None else 0
    lines = [
        t(
            "bot.msg.status",
            game=loaded.game.title,
            status=t(f"bot.status.{record.status}"),
            moves=moves,
        )
    ]
    if loaded.state is None:
        lines += [
            t("bot.msg.seat", number=seat.seat + 1, player=loaded.name_of(seat))
            for seat in loaded.seats
        ]
        return lines
    acting = loaded.to_act()
    scores = {st.seat: st.score for st in loaded.game.result(loaded.state).standings}
    for seat in loaded.seats:
        to_act = seat.seat in acting
        key = "bot.msg.seat_score_to_act" if to_act else "bot.msg.seat_score"
        score = scores.get(seat.seat, 0)
        now = score_now(loaded, seat.seat)
        params: dict[str, ParamValue] = {"score": score}
        if now is not None and now != score:  # the standings are the projected end
            key = (
                "bot.msg.seat_score_to_act_projected" if to_act else "bot.msg.seat_score_projected"
            )
            params = {"score": now, "end": score}
        lines.append(t(key, number=seat.seat + 1, player=loaded.name_of(seat), **params))
    return lines


def over_line(loaded: LoadedGame, by_vote: bool) -> Text:
    """A game that has ended, in one short line: how it ended, and the standings as
    they stood then (`by_vote`: the table voted to end it when a turn clock ran out)."""
    if loaded.state is None:
        return t("bot.err.game_closed", game=loaded.game.title)
    how = t("bot.msg.ended_by_vote") if by_vote else t(f"bot.status.{loaded.record.status}")
    standings: list[str | int | Text] = [
        t(
            "bot.msg.placed",
            rank=standing.rank,
            player=loaded.name_of(loaded.by_seat(standing.seat)),
            score=standing.score,
        )
        for standing in loaded.game.result(loaded.state).standings
    ]
    return t("bot.err.game_over", game=loaded.game.title, how=how, standings=standings)


def score_now(loaded: LoadedGame, seat: int) -> int | None:
    """The seat's points now while the standings are a projection (see `Game.score_now`);
    None once the game is over or where the standings are the score."""
    state = loaded.state
    if state is None or loaded.game.is_over(state):
        return None
    return loaded.game.score_now(state, seat)


def result_lines(loaded: LoadedGame) -> tuple[list[Text], list[ResultLine]]:
    """The winner(s), then each seat's rank, score and per-category breakdown."""
    assert loaded.state is not None
    result = loaded.game.result(loaded.state)
    winners = loaded.names(result.winners)
    key = "bot.msg.winner" if len(winners) == 1 else "bot.msg.winners"
    lines: list[Text] = [t(key, players=and_list(winners))]
    results: list[ResultLine] = []
    for standing in result.standings:
        seat = loaded.by_seat(standing.seat)
        breakdown = [
            line.model_copy(update={"label": loaded.named(line.label)})
            for line in standing.breakdown
        ]
        results.append(
            ResultLine(
                standing.seat,
                seat.user_id,
                seat.display_name,
                standing.rank,
                standing.score,
                breakdown,
                seat.ai_level,
            )
        )
        lines.append(
            t(
                "bot.msg.standing",
                rank=standing.rank,
                player=loaded.name_of(seat),
                score=standing.score,
            )
        )
        lines.extend(
            t("bot.msg.score_line", label=line.label, points=line.points) for line in breakdown
        )
    return lines, results

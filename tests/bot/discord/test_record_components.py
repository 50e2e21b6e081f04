"""The paging buttons of the records: a button that leads nowhere shows its arrow only."""

from __future__ import annotations

import pytest

from bot.discord.record_components import LEADERBOARD_ID, _page_buttons


@pytest.mark.parametrize("locale", ["en", "de"])
def test_page_buttons_never_name_a_page_that_does_not_exist(locale: str) -> None:
    fields = {"game": "caravan", "scope": "s"}
    first = [b.label for b in _page_buttons(LEADERBOARD_ID, fields, 1, 3, locale)]
    middle = [b.label for b in _page_buttons(LEADERBOARD_ID, fields, 2, 3, locale)]
    last = [b.label for b in _page_buttons(LEADERBOARD_ID, fields, 3, 3, locale)]
    assert first[0] == "◀" and "2" in first[1]
    assert "1" in middle[0] and "3" in middle[1]
    assert "2" in last[0] and last[1] == "▶"
    assert not any("0" in label or "4" in label for label in first + middle + last)

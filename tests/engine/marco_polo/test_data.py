"""Every component table checked against docs/games/marco_polo.md."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from engine import i18n
from engine.marco_polo import data
from engine.marco_polo.travel import options

SPEC = Path(__file__).resolve().parents[3] / "docs" / "games" / "marco_polo.md"
TEXT = SPEC.read_text(encoding="utf-8")


def rows(prefix: str) -> list[list[str]]:
    """Table rows whose first cell matches `prefix` (a regex)."""
    found = []
    for line in TEXT.splitlines():
        if line.startswith("|"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if re.fullmatch(prefix, cells[0]):
                found.append(cells)
    return found


def slug(name: str) -> str:
    return name.lower().replace("bejing", "beijing")


def tokens(text: str) -> tuple[str, ...]:
    """Reward/cost wording of the component file -> our tokens."""
    result: list[str] = []
    text = re.sub(r"\(.*?\)", "", text).replace("*", "")
    for part in re.split(r",| \+ ", text):
        part = part.strip()
        if not part or part in ("–", "-"):
            continue
        if part == "Move 1":
            result.append("move")
        elif "black die" in part:
            result.append("black_die")
        elif "contract" in part:
            result.append("contract")
        elif "different goods" in part or part == "2 goods":
            result.append("goods2")
        elif "good of choice" in part:
            result.append("good")
        elif "small-city bonus" in part:
            result.append("bonus")
        else:
            amount, name = part.split(" ", 1)
            name = {"camel": "camels", "coin": "coins", "VP": "vp"}.get(name, name)
            result.append(f"{name}:{amount}")
    return tuple(result)


def test_locations_match_the_table() -> None:
    table = rows(r"\d+")
    nodes = json.loads(re.search(r'```json\n(\{"nodes".*?)\n```', TEXT, re.S).group(1))["nodes"]
    assert [slug(v) for v in nodes.values()] == list(data.LOCATIONS)
    assert len(data.LOCATIONS) == 25
    assert len(data.LARGE_CITIES) == 7 and len(data.SMALL_CITIES) == 6 and len(data.OASES) == 10
    kinds = {
        slug(r[1]).replace(" ", ""): r[2]
        for r in table
        if len(r) == 7 and r[2] in ("large city", "small city")
    }
    assert {k for k, v in kinds.items() if v == "large city"} == set(data.LARGE_CITIES)
    assert {k for k, v in kinds.items() if v == "small city"} == set(data.SMALL_CITIES)


def test_every_route_and_its_cost() -> None:
    blob = json.loads(re.search(r'```json\n(\{"nodes".*?)\n```', TEXT, re.S).group(1))
    names = {int(k): slug(v) for k, v in blob["nodes"].items()}
    expected = {
        frozenset((names[a], names[b])): (cost.get("ca", 0), cost.get("co", 0))
        for a, b, cost in blob["edges"]
    }
    ours = {frozenset((r.a, r.b)): (r.camels, r.coins) for r in data.ROUTES}
    assert len(data.ROUTES) == 30
    assert ours == expected
    # and the prose table 1b
    prose = {
        frozenset((slug(r[1]), slug(r[2]))): r[3] for r in rows(r"\d+") if len(r) == 4 and not r[3].isdigit()
        and slug(r[1]) in data.LOCATIONS
    }  # fmt: skip
    assert len(prose) == 30
    for edge, cost in prose.items():
        camels, coins = ours[edge]
        assert cost == (
            "–" if not camels and not coins else f"{camels} camels" if camels else f"{coins} coins"
        )


def test_derived_minimum_steps_from_venezia() -> None:
    """Table 1c: fewest steps to each city and the extra costs on those shortest paths."""
    table = rows(r"[A-Z][a-z-]+Z?[a-z]*")
    checked = 0
    for row in table:
        if len(row) != 3 or not row[1].isdigit() or slug(row[0]) not in data.LOCATIONS:
            continue
        city, steps = slug(row[0]), int(row[1])
        found = options("venezia", steps, 99, 999, base=False)
        costs = {(o.camels, o.coins) for o in found if o.path[-1] == city and o.steps == steps}
        assert costs, city
        assert not any(o.path[-1] == city and o.steps < steps for o in found)
        listed = {tuple(int(x) for x in pair) for pair in re.findall(r"\((\d+),(\d+)\)", row[2])}
        assert listed <= costs, city
        checked += 1
    assert checked == 14


def test_travel_costs_and_beijing_spaces() -> None:
    coins = rows("Coins")[0][1:]
    assert tuple(int(c) for c in coins) == data.TRAVEL_COST[1:]
    assert data.BEIJING_POINTS == (10, 7, 4, 1)


def test_bazaar_table() -> None:
    table = [r for r in rows(r"[1-6]") if len(r) == 5 and "camel" in r[1]]
    assert len(table) == 6
    for value, row in enumerate(table, start=1):
        for space, cell in zip(data.BAZAARS, row[1:], strict=True):
            assert data.BAZAAR[space][value - 1] == tokens(cell.replace("**", "")), (space, value)


def test_contracts() -> None:
    table = rows(r"[SC]\d+")
    assert len(table) == 44 == len(data.CONTRACTS)
    for row in table:
        contract = data.CONTRACTS[row[0].lower()]
        silk = 1 if "BGA" in row[4] else int(row[4])  # C22: project ruling, 1 silk
        assert contract.starting == (row[1] == "starting")
        assert (contract.camels, contract.pepper, contract.silk, contract.gold, contract.vp) == (
            int(row[2]), int(row[3]), silk, int(row[5]), int(row[6]),
        )  # fmt: skip
        assert contract.reward == tokens(row[7]), row[0]
    assert len(data.STARTING_CONTRACTS) == 6


def test_city_cards() -> None:
    table = rows(r"CC\d+")
    assert len(table) == 31 == len(data.CITY_CARDS)
    for row in table:
        card = data.CITY_CARDS[row[0].lower()]
        if row[2] == "repeat":
            assert card.kind == "repeat"
            assert card.cost == tokens(row[3]), row[0]
            assert card.reward == tokens(row[4]), row[0]
        elif row[2] == "count":
            assert card.kind in ("count_posts", "count_contracts")
            assert ("post" in row[4]) == (card.kind == "count_posts")
            assert card.reward == tokens(row[4].split(" per ")[0])
        elif row[2] == "by die value" and row[0] != "CC05":
            for value in range(1, 7):
                low, high = re.findall(r"die (\d)(?:–(\d))? → (\d) (\w+)", row[4])
                for start, end, amount, good in (low, high):
                    if int(start) <= value <= int(end or start):
                        assert card.table[value - 1] == (f"{good}:{amount}",), (row[0], value)
        elif row[0] == "CC05":
            assert [t[0] for t in card.table] == ["bonus:1"] * 4 + ["bonus:2"] * 2
        elif row[0] == "CC01":
            assert card.kind == "multiply" and card.reward == ("coins:2",)
        else:
            assert card.kind == "exchange" and len(card.ways) == 2
    assert {w[0] for w in data.CITY_CARDS["cc29"].ways} == {"camels>coins", "coins>camels"}
    assert data.CITY_CARDS["cc29"].ways[0][1:] == (("camels:1",), ("coins:3",))
    assert data.CITY_CARDS["cc30"].ways[0][1:] == (("vp:1",), ("coins:3",))
    assert data.CITY_CARDS["cc30"].ways[1][1:] == (("coins:3",), ("vp:1",))
    assert data.CITY_CARDS["cc31"].ways[0][1:] == (("good",), ("camels:2",))
    assert data.CITY_CARDS["cc31"].ways[1][1:] == (("camels:2",), ("good",))


def test_goal_cards() -> None:
    table = [
        r
        for r in rows(r"\d+")
        if len(r) == 4 and r[3].isdigit() and slug(r[1]) in data.LARGE_CITIES
    ]
    assert len(table) == 18 == len(data.GOAL_CARDS)
    for row in table:
        card = data.GOAL_CARDS[int(row[0])]
        assert (card.large, card.small, card.vp) == (slug(row[1]), slug(row[2]), int(row[3]))
    assert data.GOAL_CITY_POINTS == (0, 1, 3, 6, 10)


def test_office_and_city_bonuses() -> None:
    table = [r for r in rows(r"\d+") if len(r) == 2]
    assert len(table) == 10
    for row in table:
        assert data.OFFICE_BONUSES[int(row[0])] == tokens(
            row[1].replace("(top of special pile)", "")
        ), row
    letters = [r for r in rows(r"[A-F]") if len(r) == 3]
    assert len(letters) == 6
    for letter, text, city in letters:
        assert data.STANDARD_CITY_BONUS[slug(city)] == letter.lower()
        if letter in "ABEF":
            assert data.CITY_BONUSES[letter.lower()] == tuple(
                sorted(tokens(text.replace("VP", "vp")))
            )
    assert data.CITY_BONUSES == {
        "a": ("coins:5",), "b": ("camels:3",), "c": ("goods2",), "d": ("other",),
        "e": ("camels:1", "coins:3"), "f": ("vp:3",),
    }  # fmt: skip


@pytest.mark.parametrize("character", data.CHARACTERS)
def test_eight_base_characters_have_names_and_ability_reminders(character: str) -> None:
    assert len(data.CHARACTERS) == 8
    for key in (f"marco_polo.character.{character}", f"marco_polo.ability.{character}"):
        assert i18n.has(key), key
        assert all(i18n.translate(key, locale) for locale in i18n.locales())

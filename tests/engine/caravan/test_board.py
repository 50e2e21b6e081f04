"""The board data table against docs/games/caravan.md."""

from engine.caravan.data import (
    BIT,
    CELLS,
    CITY_OF,
    DEMAND_MARKERS,
    FULL_COUNTS,
    GOODS,
    GOODS_SPACES,
    NEIGHBOURS,
    RARE_GOODS,
    SHORT_COUNTS,
    cell_name,
    chain_mask,
    holding_penalty,
    parse_cell,
)


def test_goods_counts_full_and_short() -> None:
    assert sum(FULL_COUNTS.values()) == 48
    assert sum(SHORT_COUNTS.values()) == 32
    assert all(FULL_COUNTS[g] == 3 for g in RARE_GOODS)
    assert all(FULL_COUNTS[g] == 9 for g in GOODS if g not in RARE_GOODS)
    # the short game removes 1 of each rare and 3 of each common good
    assert all(FULL_COUNTS[g] - SHORT_COUNTS[g] == (1 if g in RARE_GOODS else 3) for g in GOODS)


def test_demand_markers_suffice_exactly_for_the_full_game() -> None:
    refills = (48 - 8) // 4
    assert 4 + 4 * refills == DEMAND_MARKERS


def test_goods_spaces_corners_are_1_2_7_8() -> None:
    corners = {cell_name(GOODS_SPACES[n]) for n in (1, 2, 7, 8)}
    assert corners == {"a1", "g1", "a7", "g7"}
    assert [cell_name(GOODS_SPACES[n]) for n in (3, 4, 5, 6)] == ["b3", "f3", "b5", "f5"]


def test_eight_distinct_cities_none_on_a_goods_space() -> None:
    assert len(set(CITY_OF.values())) == 8
    assert not set(CITY_OF.values()) & set(GOODS_SPACES.values())
    assert cell_name(CITY_OF["ivory"]) == "d1"  # Marrakesh on the north edge


def test_neighbours_are_orthogonal_only() -> None:
    d4 = parse_cell("d4")
    assert sorted(cell_name(n) for n in NEIGHBOURS[d4]) == ["c4", "d3", "d5", "e4"]
    assert sorted(cell_name(n) for n in NEIGHBOURS[parse_cell("a1")]) == ["a2", "b1"]


def test_cell_names_round_trip() -> None:
    assert all(parse_cell(cell_name(i)) == i for i in range(49))
    assert parse_cell("h1") is None and parse_cell("a8") is None and parse_cell("zz") is None


def test_holding_penalties() -> None:
    assert [holding_penalty(n) for n in range(6)] == [0, 0, 1, 3, 6, 10]


def _mask(*names: str) -> int:
    return sum(BIT[parse_cell(n)] for n in names)  # type: ignore[index]


def test_chain_mask_follows_orthogonal_links_only() -> None:
    cells = _mask("a1", "b1", "b2", "b3", "d3", "c4", "g1", "a2")
    assert chain_mask(_mask("b3"), cells) == _mask("a1", "b1", "b2", "b3", "a2")
    assert chain_mask(_mask("d3"), cells) == _mask("d3")  # c4 is only diagonal to it
    # g1 (end of row 1) and a2 (start of row 2) are neighbours in bit order, not on the board
    assert chain_mask(_mask("g1"), cells) == _mask("g1")
    assert chain_mask(_mask("g7"), _mask("g7", "a1")) == _mask("g7")


def test_chain_mask_agrees_with_a_search_over_neighbours() -> None:
    cells = {c for c in range(CELLS) if (c * 7 + c // 3) % 3 != 0}
    mask = sum(BIT[c] for c in cells)
    for start in cells:
        seen, frontier = {start}, [start]
        while frontier:
            for nxt in NEIGHBOURS[frontier.pop()]:
                if nxt in cells and nxt not in seen:
                    seen.add(nxt)
                    frontier.append(nxt)
        assert chain_mask(BIT[start], mask) == sum(BIT[c] for c in seen)

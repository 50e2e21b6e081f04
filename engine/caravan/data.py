"""The Caravan board and goods as one data table.

The printed board could not be found; this is the 7x7 reconstruction of
`docs/games/caravan.md` §3b. Everything positional lives here so the printed layout can
replace it without touching the rules.
"""

from __future__ import annotations

from typing import Literal

SIZE = 7
CELLS = SIZE * SIZE
COLUMNS = "abcdefg"
# Camels are lettered as in the rulebook (A-E, F with the sixth camel): a capital letter
# alone can never be read as a cell (`a1`-`g7`).
CAMEL_LETTERS = "ABCDEF"

Good = Literal["ivory", "cloth", "gems", "paper", "meat", "swords", "salt", "hides"]
RARE_GOODS: tuple[Good, ...] = ("ivory", "cloth", "gems", "paper")
COMMON_GOODS: tuple[Good, ...] = ("meat", "swords", "salt", "hides")
GOODS: tuple[Good, ...] = RARE_GOODS + COMMON_GOODS

RARE_POINTS = 6
COMMON_POINTS = 3
DEMAND_POINTS = 1

# Cube colour of each good (rules text: ivory grey, cloth purple, gems green, paper pink;
# meat red, swords blue, salt white, hides brown).
GOOD_COLOUR: dict[Good, str] = {
    "ivory": "grey",
    "cloth": "purple",
    "gems": "green",
    "paper": "pink",
    "meat": "red",
    "swords": "blue",
    "salt": "white",
    "hides": "brown",
}

FULL_COUNTS: dict[Good, int] = {g: 3 for g in RARE_GOODS} | {g: 9 for g in COMMON_GOODS}
# Short game (2-3 players or a shorter game): remove 1 of each rare and 3 of each common.
SHORT_COUNTS: dict[Good, int] = {g: 2 for g in RARE_GOODS} | {g: 6 for g in COMMON_GOODS}

DEMAND_MARKERS = 44
START_DEMAND_SPACES = (1, 2, 7, 8)
REFILL_THRESHOLD = 4


def cell(row: int, col: int) -> int:
    return row * SIZE + col


# Numbered goods spaces 1-8 (row-major, so 1, 2, 7, 8 are the corners).
GOODS_SPACES: dict[int, int] = {
    1: cell(0, 0),
    2: cell(0, 6),
    3: cell(2, 1),
    4: cell(2, 5),
    5: cell(4, 1),
    6: cell(4, 5),
    7: cell(6, 0),
    8: cell(6, 6),
}
SPACE_AT_CELL: dict[int, int] = {c: n for n, c in GOODS_SPACES.items()}

# The city that wants each good (rare cities on the edge midpoints, common ones round
# the centre).
CITY_OF: dict[Good, int] = {
    "ivory": cell(0, 3),
    "cloth": cell(3, 0),
    "gems": cell(3, 6),
    "paper": cell(6, 3),
    "meat": cell(2, 3),
    "salt": cell(3, 2),
    "hides": cell(3, 4),
    "swords": cell(4, 3),
}
CITY_AT_CELL: dict[int, Good] = {c: g for g, c in CITY_OF.items()}


def neighbours(index: int) -> list[int]:
    """Orthogonal neighbours only: diagonal links never connect a chain."""
    row, col = divmod(index, SIZE)
    result = []
    if row > 0:
        result.append(index - SIZE)
    if row < SIZE - 1:
        result.append(index + SIZE)
    if col > 0:
        result.append(index - 1)
    if col < SIZE - 1:
        result.append(index + 1)
    return result


NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(tuple(neighbours(i)) for i in range(CELLS))

# Cells as bits of an int, so a chain is found by a few shifts instead of a search.
BIT: tuple[int, ...] = tuple(1 << c for c in range(CELLS))
_NOT_LEFT = sum(BIT[c] for c in range(CELLS) if c % SIZE != 0)
_NOT_RIGHT = sum(BIT[c] for c in range(CELLS) if c % SIZE != SIZE - 1)


def chain_mask(start: int, cells: int) -> int:
    """The bits of `cells` orthogonally connected to the bits of `start` (part of `cells`)."""
    region = start
    while True:
        grown = (
            region
            | (region << SIZE)
            | (region >> SIZE)
            | ((region & _NOT_RIGHT) << 1)
            | ((region & _NOT_LEFT) >> 1)
        ) & cells
        if grown == region:
            return region
        region = grown


def cell_name(index: int) -> str:
    """`a1` is the top-left cell; columns a-g left to right, rows 1-7 top to bottom."""
    row, col = divmod(index, SIZE)
    return f"{COLUMNS[col]}{row + 1}"


def parse_cell(text: str) -> int | None:
    text = text.strip().lower()
    if len(text) != 2 or text[0] not in COLUMNS or not text[1].isdigit():
        return None
    row = int(text[1]) - 1
    if not 0 <= row < SIZE:
        return None
    return cell(row, COLUMNS.index(text[0]))


def camel_name(number: int) -> str:
    """Camel 1 is `A`, camel 6 is `F`: the one name every text and image uses."""
    if 1 <= number <= len(CAMEL_LETTERS):
        return CAMEL_LETTERS[number - 1]
    return f"#{number}"


def parse_camel(token: str) -> int | None:
    """A camel's number from its letter (`A`-`F`, any case) or its former name (`c1`-`c6`,
    also `k1`-`k6`), which is still accepted wherever only a camel can stand."""
    token = token.strip().upper()
    if len(token) == 1:
        index = CAMEL_LETTERS.find(token)
        return index + 1 if index >= 0 else None
    if len(token) == 2 and token[0] in "CK" and token[1] in "123456":
        return int(token[1])
    return None


# Every name once, for the texts built on every move.
CELL_NAMES: tuple[str, ...] = tuple(cell_name(index) for index in range(CELLS))
CAMEL_NAMES: tuple[str, ...] = ("#0", *CAMEL_LETTERS)  # CAMEL_NAMES[number]


def is_rare(good: Good) -> bool:
    return good in RARE_GOODS


def good_points(good: Good) -> int:
    return RARE_POINTS if is_rare(good) else COMMON_POINTS


def holding_penalty(held: int) -> int:
    """0/1 goods cost nothing, 2 -> 1, 3 -> 3, 4 -> 6, 5 -> 10 (triangular, per the rulings)."""
    return 0 if held <= 1 else (held - 1) * held // 2


SEAT_COLOURS: tuple[str, ...] = ("yellow", "orange", "black", "teal")

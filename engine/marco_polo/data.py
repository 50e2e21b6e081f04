"""Printed components of The Voyages of Marco Polo, transcribed from docs/games/marco_polo.md.

Everything is plain Python data so the rules modules can index it without parsing; the
tests compare every table with the component file.
"""

from __future__ import annotations

from typing import Final, Literal

from pydantic import BaseModel, ConfigDict

from engine.i18n import Text

Kind = Literal["start", "beijing", "large", "small", "oasis"]
GOODS: Final = ("pepper", "silk", "gold")
RESOURCES: Final = ("coins", "camels", "pepper", "silk", "gold", "vp")

# -- map (BGA node order) --------------------------------------------------------------

LOCATIONS: Final[dict[str, Kind]] = {
    "venezia": "start",
    "oasis-a": "oasis",
    "moscow": "large",
    "anxi": "small",
    "karakorum": "large",
    "oasis-b": "oasis",
    "oasis-c": "oasis",
    "oasis-d": "oasis",
    "beijing": "beijing",
    "oasis-e": "oasis",
    "samarcanda": "large",
    "oasis-f": "oasis",
    "kashgar": "small",
    "lan-zhou": "large",
    "xian": "small",
    "oasis-j": "oasis",
    "alexandria": "large",
    "oasis-g": "oasis",
    "ormuz": "small",
    "karachi": "large",
    "oasis-h": "oasis",
    "sumatra": "large",
    "oasis-i": "oasis",
    "adana": "small",
    "kochi": "small",
}
LOCATION_NAMES: Final[dict[str, Text]] = {
    loc: Text(key=f"marco_polo.place.{loc.replace('-', '_')}") for loc in LOCATIONS
}
"""Each place's name, from the catalogue: the cities as printed on the map, the oases by
their letter ("Oasis A", German "Oase A")."""
LARGE_CITIES: Final = tuple(k for k, v in LOCATIONS.items() if v == "large")
SMALL_CITIES: Final = tuple(k for k, v in LOCATIONS.items() if v == "small")
OASES: Final = tuple(k for k, v in LOCATIONS.items() if v == "oasis")
POST_CITIES: Final = (*LARGE_CITIES, *SMALL_CITIES, "beijing")


class Route(BaseModel):
    """An undirected connection with at most one extra cost (camels or coins)."""

    model_config = ConfigDict(frozen=True)

    a: str
    b: str
    camels: int = 0
    coins: int = 0


_IDS = list(LOCATIONS)
_EDGES: Final = [
    (0, 1, 0, 0), (0, 9, 3, 0), (0, 16, 0, 0), (1, 2, 0, 0), (2, 3, 3, 0), (3, 4, 2, 0),
    (4, 5, 0, 0), (5, 6, 0, 5), (5, 7, 0, 0), (6, 8, 0, 0), (7, 8, 3, 0), (7, 13, 0, 0),
    (8, 14, 0, 0), (8, 15, 0, 0), (9, 10, 0, 0), (9, 17, 0, 0), (10, 11, 2, 0),
    (11, 12, 4, 0), (12, 13, 2, 0), (14, 20, 0, 0), (15, 21, 4, 0), (16, 17, 0, 7),
    (16, 22, 0, 0), (17, 18, 3, 0), (18, 19, 3, 0), (19, 20, 0, 0), (20, 24, 4, 0),
    (21, 24, 0, 10), (22, 23, 2, 0), (23, 24, 0, 15),
]  # fmt: skip
ROUTES: Final = tuple(Route(a=_IDS[a], b=_IDS[b], camels=ca, coins=co) for a, b, ca, co in _EDGES)
ADJACENT: Final[dict[str, tuple[tuple[str, int, int], ...]]] = {
    loc: tuple(
        [(r.b, r.camels, r.coins) for r in ROUTES if r.a == loc]
        + [(r.a, r.camels, r.coins) for r in ROUTES if r.b == loc]
    )
    for loc in LOCATIONS
}

TRAVEL_COST: Final = (0, 3, 7, 12, 12, 18, 18)  # base coins by number of steps moved
BEIJING_POINTS: Final = (10, 7, 4, 1)
CITY_CARD_SLOTS: Final = (
    "moscow", "karakorum", "samarcanda", "lan-zhou", "alexandria", "karachi",
    "sumatra1", "sumatra2", "sumatra3",
)  # fmt: skip


def slot_city(slot: str) -> str:
    """The large city a city-card slot lies in (Sumatra holds three)."""
    return "sumatra" if slot.startswith("sumatra") else slot


# -- action board ------------------------------------------------------------------------

BAZAARS: Final = ("camels", "pepper", "silk", "gold")
BAZAAR_DICE: Final = {"camels": 1, "pepper": 1, "silk": 2, "gold": 3}
# row (die value) -> reward tokens
BAZAAR: Final[dict[str, tuple[tuple[str, ...], ...]]] = {
    "camels": tuple((f"camels:{v}",) for v in range(1, 7)),
    "pepper": (
        ("pepper:1",), ("pepper:2",), ("pepper:2", "coins:1"), ("pepper:3",),
        ("pepper:3", "coins:2"), ("pepper:4",),
    ),
    "silk": (
        ("silk:1",), ("silk:2",), ("silk:2", "camels:1"), ("silk:3",),
        ("silk:3", "camels:1", "coins:1"), ("silk:4",),
    ),
    "gold": (
        ("gold:1",), ("gold:2",), ("gold:2", "camels:2"), ("gold:3",), ("gold:3", "move"),
        ("gold:4",),
    ),
}  # fmt: skip
SPACE_DICE: Final = {
    "coins": 1, **BAZAAR_DICE, "khan": 1, "contracts": 1, "travel": 2,
}  # fmt: skip
MAIN_SPACES: Final = tuple(SPACE_DICE)
KHAN_SLOTS: Final = 4


# -- contracts ---------------------------------------------------------------------------


class Contract(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: str
    starting: bool
    camels: int
    pepper: int
    silk: int
    gold: int
    vp: int
    reward: tuple[str, ...]

    def cost(self) -> dict[str, int]:
        return {"camels": self.camels, "pepper": self.pepper, "silk": self.silk, "gold": self.gold}


_CONTRACT_ROWS: Final = [
    ("s1", 1, 3, 0, 0, 1, ("move",)),
    ("s2", 1, 0, 0, 1, 2, ("camels:3",)),
    ("s3", 1, 0, 2, 0, 3, ("coins:5",)),
    ("s4", 2, 1, 0, 1, 4, ("black_die",)),
    ("s5", 2, 0, 1, 1, 4, ("goods2",)),
    ("s6", 2, 1, 1, 0, 5, ("contract",)),
    ("c01", 1, 3, 0, 0, 2, ("black_die",)),
    ("c02", 1, 4, 0, 0, 3, ("contract",)),
    ("c03", 1, 0, 3, 0, 3, ("good",)),
    ("c04", 2, 2, 1, 0, 3, ("coins:4",)),
    ("c05", 2, 2, 1, 0, 3, ("goods2",)),
    ("c06", 2, 1, 2, 0, 4, ("coins:3",)),
    ("c07", 2, 2, 0, 1, 4, ("move",)),
    ("c08", 2, 2, 0, 1, 4, ("contract",)),
    ("c09", 2, 0, 2, 1, 4, ("camels:4",)),
    ("c10", 2, 2, 2, 0, 5, ("black_die",)),
    ("c11", 2, 3, 2, 0, 5, ("move",)),
    ("c12", 2, 2, 3, 0, 5, ("good", "black_die")),
    ("c13", 2, 2, 3, 0, 5, ("coins:6",)),
    ("c14", 2, 1, 0, 2, 5, ("black_die",)),
    ("c15", 3, 1, 1, 1, 5, ("move",)),
    ("c16", 3, 1, 1, 1, 5, ("goods2",)),
    ("c17", 3, 1, 1, 1, 5, ("black_die",)),
    ("c18", 3, 1, 2, 1, 5, ("camels:3", "contract")),
    ("c19", 3, 1, 2, 1, 5, ("coins:4", "camels:3")),
    ("c20", 1, 0, 0, 3, 6, ("good",)),
    ("c21", 2, 3, 0, 2, 6, ("coins:7",)),
    ("c22", 2, 0, 1, 2, 6, ("camels:4",)),
    ("c23", 2, 0, 1, 2, 6, ("black_die",)),
    ("c24", 2, 0, 1, 2, 6, ("coins:4",)),
    ("c25", 3, 1, 1, 1, 6, ("contract",)),
    ("c26", 3, 1, 1, 1, 6, ("good",)),
    ("c27", 1, 0, 0, 4, 7, ("camels:3",)),
    ("c28", 1, 0, 0, 4, 7, ("move",)),
    ("c29", 2, 3, 0, 2, 7, ("camels:5",)),
    ("c30", 2, 0, 2, 2, 7, ("move",)),
    ("c31", 2, 0, 2, 2, 7, ("contract",)),
    ("c32", 3, 1, 1, 2, 7, ("coins:5",)),
    ("c33", 2, 0, 3, 2, 8, ("camels:4",)),
    ("c34", 2, 0, 3, 2, 8, ("contract",)),
    ("c35", 2, 2, 0, 3, 8, ("coins:7",)),
    ("c36", 2, 2, 0, 3, 9, ("goods2",)),
    ("c37", 2, 0, 2, 3, 9, ("coins:7",)),
    ("c38", 2, 0, 2, 3, 9, ("move",)),
]
CONTRACTS: Final[dict[str, Contract]] = {
    row[0]: Contract(
        id=row[0], starting=row[0].startswith("s"), camels=row[1], pepper=row[2], silk=row[3],
        gold=row[4], vp=row[5], reward=row[6],
    )
    for row in _CONTRACT_ROWS
}  # fmt: skip
STARTING_CONTRACTS: Final = tuple(c for c in CONTRACTS if CONTRACTS[c].starting)
REGULAR_CONTRACTS: Final = tuple(c for c in CONTRACTS if not CONTRACTS[c].starting)
CONTRACT_SLOT_BONUS: Final = {5: 1, 6: 2}  # slot -> coins or camels on top


# -- city cards --------------------------------------------------------------------------

CityKind = Literal[
    "multiply", "by_die", "bonus", "count_posts", "count_contracts", "repeat", "exchange"
]


class CityCard(BaseModel):
    """A city card. `cost`/`reward` are per use; `table` maps a die value to its reward."""

    model_config = ConfigDict(frozen=True)

    id: str
    kind: CityKind
    cost: tuple[str, ...] = ()
    reward: tuple[str, ...] = ()
    table: tuple[tuple[str, ...], ...] = ()
    # exchange cards: two directions, each (name, cost tokens, reward tokens)
    ways: tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...] = ()


def _tab(low: tuple[str, ...], high: tuple[str, ...], split: int) -> tuple[tuple[str, ...], ...]:
    return tuple(low if v < split else high for v in range(1, 7))


_CITY_CARDS: Final = [
    CityCard(id="cc01", kind="multiply", reward=("coins:2",)),
    CityCard(id="cc02", kind="by_die", table=_tab(("gold:1",), ("gold:3",), 6)),
    CityCard(id="cc03", kind="by_die", table=_tab(("pepper:1",), ("pepper:3",), 2)),
    CityCard(id="cc04", kind="by_die", table=_tab(("silk:1",), ("silk:3",), 4)),
    CityCard(id="cc05", kind="bonus", table=_tab(("bonus:1",), ("bonus:2",), 5)),
    CityCard(id="cc06", kind="count_posts", reward=("vp:1",)),
    CityCard(id="cc07", kind="count_posts", reward=("coins:2",)),
    CityCard(id="cc08", kind="count_contracts", reward=("vp:1",)),
    CityCard(id="cc09", kind="count_contracts", reward=("coins:2",)),
    CityCard(id="cc10", kind="repeat", cost=("gold:2",), reward=("vp:4",)),
    CityCard(id="cc11", kind="repeat", cost=("camels:1", "pepper:1"), reward=("coins:2", "vp:2")),
    CityCard(id="cc12", kind="repeat", cost=("silk:2",), reward=("vp:3",)),
    CityCard(id="cc13", kind="repeat", cost=("camels:3",), reward=("pepper:1", "silk:1", "gold:1")),
    CityCard(id="cc14", kind="repeat", cost=("camels:1", "silk:1"), reward=("coins:8",)),
    CityCard(id="cc15", kind="repeat", cost=("camels:1", "gold:1"), reward=("coins:9",)),
    CityCard(id="cc16", kind="repeat", cost=("camels:1", "silk:1"), reward=("coins:4", "vp:2")),
    CityCard(id="cc17", kind="repeat", cost=("camels:2", "silk:1"), reward=("vp:4",)),
    CityCard(id="cc18", kind="repeat", cost=("camels:1", "pepper:1"), reward=("coins:7",)),
    CityCard(id="cc19", kind="repeat", cost=("coins:2",), reward=("good",)),
    CityCard(id="cc20", kind="repeat", cost=("camels:2",), reward=("move",)),
    CityCard(id="cc21", kind="repeat", cost=("camels:2",), reward=("coins:2", "vp:1")),
    CityCard(id="cc22", kind="repeat", cost=("camels:1",), reward=("vp:1",)),
    CityCard(id="cc23", kind="repeat", cost=("camels:1", "gold:1"), reward=("coins:6", "vp:2")),
    CityCard(id="cc24", kind="repeat", cost=("camels:1", "gold:1"), reward=("vp:4",)),
    CityCard(id="cc25", kind="repeat", cost=("coins:1",), reward=("bonus",)),
    CityCard(id="cc26", kind="repeat", cost=("pepper:2",), reward=("vp:2",)),
    CityCard(id="cc27", kind="repeat", cost=("camels:3", "pepper:1"), reward=("vp:4",)),
    CityCard(id="cc28", kind="repeat", cost=("goods2",), reward=("move",)),
    CityCard(
        id="cc29",
        kind="exchange",
        ways=(
            ("camels>coins", ("camels:1",), ("coins:3",)),
            ("coins>camels", ("coins:1",), ("camels:1",)),
        ),
    ),
    CityCard(
        id="cc30",
        kind="exchange",
        ways=(("vp>coins", ("vp:1",), ("coins:3",)), ("coins>vp", ("coins:3",), ("vp:1",))),
    ),
    CityCard(
        id="cc31",
        kind="exchange",
        ways=(
            ("goods>camels", ("good",), ("camels:2",)),
            ("camels>goods", ("camels:2",), ("good",)),
        ),
    ),
]
CITY_CARDS: Final[dict[str, CityCard]] = {c.id: c for c in _CITY_CARDS}


# -- goal cards, bonuses, characters -------------------------------------------------------


class GoalCard(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: int
    large: str
    small: str
    vp: int


_GOALS: Final = [
    ("moscow", "xian", 4), ("moscow", "ormuz", 5), ("moscow", "kashgar", 7),
    ("karakorum", "xian", 4), ("karakorum", "kochi", 5), ("karakorum", "adana", 7),
    ("lan-zhou", "kochi", 4), ("lan-zhou", "adana", 5), ("lan-zhou", "ormuz", 6),
    ("samarcanda", "xian", 4), ("samarcanda", "adana", 5), ("samarcanda", "kochi", 7),
    ("alexandria", "anxi", 4), ("alexandria", "kashgar", 5), ("sumatra", "ormuz", 6),
    ("sumatra", "anxi", 8), ("karachi", "kashgar", 5), ("karachi", "anxi", 7),
]  # fmt: skip
GOAL_CARDS: Final[dict[int, GoalCard]] = {
    i + 1: GoalCard(id=i + 1, large=large, small=small, vp=vp)
    for i, (large, small, vp) in enumerate(_GOALS)
}
GOAL_CITY_POINTS: Final = (0, 1, 3, 6, 10)

OFFICE_BONUSES: Final[dict[int, tuple[str, ...]]] = {
    1: ("coins:3",), 2: ("coins:5",), 3: ("camels:2",), 4: ("camels:3",), 5: ("good",),
    6: ("gold:2",), 7: ("silk:2",), 8: ("move",), 9: ("contract",), 10: ("black_die",),
}  # fmt: skip

CITY_BONUSES: Final[dict[str, tuple[str, ...]]] = {
    "a": ("coins:5",), "b": ("camels:3",), "c": ("goods2",), "d": ("other",),
    "e": ("camels:1", "coins:3"), "f": ("vp:3",),
}  # fmt: skip
STANDARD_CITY_BONUS: Final = {
    "anxi": "a", "ormuz": "b", "kashgar": "c", "xian": "d", "adana": "e", "kochi": "f",
}  # fmt: skip

CHARACTERS: Final = (
    "raschid", "matteo", "berke", "mercator", "kubilai", "niccolo", "wilhelm", "johannes",
)  # fmt: skip
FIRST_GAME_CHARACTERS: Final = ("raschid", "matteo", "berke", "mercator")
ROUND_INCOME: Final[dict[str, tuple[str, ...]]] = {
    "matteo": ("contract",), "niccolo": ("camels:1",), "johannes": ("coins:3",),
}  # fmt: skip

START_COINS: Final = (7, 8, 9, 10)
START_CAMELS: Final = 2
POSTS: Final = 9
WILHELM_POSTS: Final = 11
POST_POINTS: Final = {8: 5, 9: 10, 11: 10}  # n-th post placed -> VP at once
ROUNDS: Final = 5
ROUND_PILE: Final = 6
SPECIAL_PILE: Final = 8
CITY_CARDS_DEALT: Final = 9
LOW_ROLL: Final = 15
MOST_CONTRACTS_VP: Final = 7

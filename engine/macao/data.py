"""Typed access to the Macao component data (`data/macao.json`).

Every printed value (card costs, tributes, effects, districts, sea, ports) lives in the
JSON so a printed edition can replace the reconstructed one without code changes. This
module turns it into frozen lookup tables once per process.
"""

from __future__ import annotations

import json
import unicodedata
from collections import deque
from functools import cache
from importlib import resources
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

COLOURS: tuple[str, ...] = ("red", "blue", "green", "grey", "violet", "black")
# The cube letters of payments and images. None is the initial of another colour of the
# game in English or German (cubes, player colours), so none can be misread: grey is N
# (neutral grey, as G is green and grau alike), black is K (as in print, B being blue).
LETTERS: tuple[str, ...] = ("R", "B", "G", "N", "V", "K")
COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)}
# Y was grey's letter once: games stored with it still read.
LETTER_INDEX = {**{letter: i for i, letter in enumerate(LETTERS)}, "Y": 3}

CardType = Literal["office", "building", "person"]
Cubes = tuple[int, int, int, int, int, int]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore")


class Effect(_Frozen):
    """One card effect in the closed vocabulary of macao.md §3."""

    kind: Literal["GAIN", "IF", "PER", "EXCHANGE", "TRIGGER", "MODIFY", "ENDGAME"]
    gain: dict[str, int] = {}
    cond: dict[str, Any] = {}
    counter: str = ""
    step: int = 1
    pay: dict[str, int] = {}
    get: dict[str, int] = {}
    max_times: int | None = None
    constraint: str | None = None
    event: str = ""
    filter: dict[str, str] = {}
    rule: str = ""
    params: dict[str, Any] = {}
    pp: int = 0
    doubled_by_warehouse: bool = True


class Card(_Frozen):
    id: str
    name_de: str
    name_en: str
    family: str
    type: CardType
    office_category: str | None = None
    cost: dict[str, int]
    tribute: tuple[int, int]
    phase: str
    effect: Effect
    text_en: str
    text_de: str
    scores_at_end: bool
    uses: str

    @property
    def cost_vector(self) -> Cubes:
        return cubes_from_dict(self.cost)


class District(_Frozen):
    id: str
    row: int
    col: int
    pos: tuple[float, float]
    dark: bool
    tile: Literal["goods", "joker"]
    cost: dict[str, int]
    neighbors: tuple[str, ...]

    @property
    def cost_vector(self) -> Cubes:
        return cubes_from_dict(self.cost)


class Good(_Frozen):
    id: str
    name_de: str
    name_en: str
    tiles: int
    port: str


class Port(_Frozen):
    id: str
    name: str
    good: str
    distance: int
    slots: tuple[int, ...]


class SeaNode(_Frozen):
    id: str
    kind: Literal["start", "sea", "port"]
    name: str = ""
    pos: tuple[float, float]


class OfficeCategory(_Frozen):
    id: str
    name_de: str
    name_en: str


def cubes_from_dict(cost: dict[str, int]) -> Cubes:
    vec = [0] * 6
    for colour, n in cost.items():
        vec[COLOUR_INDEX[colour]] += n
    return tuple(vec)  # type: ignore[return-value]


def fold(text: str) -> str:
    """Lower case ASCII form for matching typed names (Kapitän -> kapitaen)."""
    text = text.lower().replace("ä", "ae").replace("ö", "oe").replace("ü", "ue")
    text = text.replace("ß", "ss")
    text = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in text if not unicodedata.combining(ch))


class MacaoData:
    """All components, indexed for the rules. Built once (see `load`)."""

    def __init__(self, raw: dict[str, Any]) -> None:
        self.raw = raw
        self.rounds: int = raw["rounds"]
        setup = raw["setup"]
        self.gold_per_player: int = setup["gold_per_player"]
        self.markers_per_player: int = setup["markers_per_player"]
        self.tableau_slots: int = setup["tableau_slots"]
        self.deck_cards_per_round: int = setup["deck_cards_per_round"]
        self.removed_per_round = {
            int(k): v for k, v in setup["deck_cards_removed_per_round"].items()
        }
        self.tribute_max: int = raw["tribute_track"]["max"]
        self.turn_down = {int(k): set(v) for k, v in raw["dice"]["turn_down_to_1"].items()}
        self.penalty_pp: int = raw["penalty_pp"]
        self.city_pp: int = raw["city_scoring"]["pp_per_marker_in_largest_area"]
        wall = raw["wall"]
        self.wall_last: int = wall["last"]
        self.categories = [OfficeCategory.model_validate(c) for c in raw["office_categories"]]
        self.cards = {c["id"]: Card.model_validate(c) for c in raw["cards"]}
        self.card_list = list(self.cards.values())
        self.districts = {d["id"]: District.model_validate(d) for d in raw["districts"]}
        self.goods = {g["id"]: Good.model_validate(g) for g in raw["goods"]}
        self.ports = {p["id"]: Port.model_validate(p) for p in raw["ports"]}
        sea = raw["sea"]
        self.sea_start: str = sea["start"]
        self.sea_nodes = {n["id"]: SeaNode.model_validate(n) for n in sea["nodes"]}
        self.sea_edges = [tuple(e) for e in sea["edges"]]
        self.sea_adj: dict[str, list[str]] = {n: [] for n in self.sea_nodes}
        for a, b in self.sea_edges:
            self.sea_adj[a].append(b)
            self.sea_adj[b].append(a)
        self.card_costs = {c.id: c.cost_vector for c in self.card_list}
        self.district_costs = {d.id: d.cost_vector for d in self.districts.values()}
        self.good_port = {g.id: g.port for g in self.goods.values()}
        self.port_good = {p.id: p.good for p in self.ports.values()}
        self._build_handles()
        self.sea_paths = {free: self._all_paths(free) for free in (False, True)}

    # -- cards ------------------------------------------------------------------------

    def _build_handles(self) -> None:
        """Short, typable card names: the German name, plus the copy number if repeated."""
        base = {c.id: c.name_de.replace("(", "").replace(")", "") for c in self.card_list}
        counts: dict[str, int] = {}
        for name in base.values():
            counts[name] = counts.get(name, 0) + 1
        self.handles: dict[str, str] = {}
        # The copy numeral a card's name carries where the deck has several copies ("2"),
        # else "": every text a player reads names the copy, as the notation does.
        self.copy_numerals: dict[str, str] = {}
        for card in self.card_list:
            name = base[card.id]
            numeral = card.id.rsplit("_", 1)[1] if counts[name] > 1 else ""
            self.copy_numerals[card.id] = numeral
            self.handles[card.id] = f"{name} {numeral}" if numeral else name
        self.handle_lookup: dict[str, str] = {}
        for card in self.card_list:
            en = card.name_en.replace("(", "").replace(")", "")
            suffix = self.handles[card.id][len(base[card.id]) :]
            for name in (self.handles[card.id], en + suffix, card.id):
                self.handle_lookup[fold(name)] = card.id

    def deck_ids(self) -> list[str]:
        return [c.id for c in self.card_list if c.type != "office"]

    def office_ids(self) -> list[str]:
        return [c.id for c in self.card_list if c.type == "office"]

    # -- sea --------------------------------------------------------------------------

    def _all_paths(self, free_ports: bool) -> dict[str, dict[str, tuple[int, int]]]:
        """(paying steps, spaces) of the cheapest route between all nodes.

        With a Leuchtturm, steps into a port cost nothing; cheapest first, then shortest.
        0-1 BFS over (steps, spaces) keeps this exact on any sea graph.
        """
        result: dict[str, dict[str, tuple[int, int]]] = {}
        for source in self.sea_nodes:
            best: dict[str, tuple[int, int]] = {source: (0, 0)}
            queue: deque[str] = deque([source])
            while queue:
                node = queue.popleft()
                steps, spaces = best[node]
                for nxt in self.sea_adj[node]:
                    paid = 0 if free_ports and self.sea_nodes[nxt].kind == "port" else 1
                    cand = (steps + paid, spaces + 1)
                    if nxt not in best or cand < best[nxt]:
                        best[nxt] = cand
                        queue.append(nxt)
            result[source] = best
        return result


@cache
def load() -> MacaoData:
    """The component data shipped in the package (parsed once per process)."""
    text = resources.files("engine.macao").joinpath("data/macao.json").read_text("utf-8")
    return MacaoData(json.loads(text))

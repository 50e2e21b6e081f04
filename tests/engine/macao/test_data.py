"""The shipped component data against macao.md and the rules' counts."""

from collections import Counter

from engine.macao.data import COLOURS, load

DATA = load()


def test_card_counts_by_type() -> None:
    assert len(DATA.cards) == 120
    counts = Counter(c.type for c in DATA.card_list)
    assert counts == {"office": 24, "building": 44, "person": 52}


def test_tribute_pair_counts() -> None:
    pairs = Counter(tuple(c.tribute) for c in DATA.card_list)
    assert pairs == {(0, 0): 20, (1, 1): 20, (2, 2): 20, (0, 1): 30, (1, 2): 30}


def test_offices_one_per_colour_and_cost() -> None:
    offices = [c for c in DATA.card_list if c.type == "office"]
    for colour in COLOURS:
        costs = sorted(sum(c.cost.values()) for c in offices if set(c.cost) == {colour})
        assert costs == [1, 2, 3, 4]
    by_category = Counter(c.office_category for c in offices)
    assert set(by_category.values()) == {4} and len(by_category) == 6


def test_city_and_sea() -> None:
    assert len(DATA.districts) == 30
    assert sum(1 for d in DATA.districts.values() if d.dark) == 6
    for d in DATA.districts.values():
        for n in d.neighbors:
            assert d.id in DATA.districts[n].neighbors
    assert len(DATA.ports) == 8
    assert sum(g.tiles for g in DATA.goods.values()) == 24
    assert {p.good for p in DATA.ports.values()} == set(DATA.goods)
    distance = {p: DATA.sea_paths[False]["macao"][p][1] for p in DATA.ports}
    assert distance == {p.id: p.distance for p in DATA.ports.values()}
    for port in DATA.ports.values():
        assert port.slots[0] == port.distance + 1


def test_effect_vocabulary_is_closed() -> None:
    kinds = Counter(c.effect.kind for c in DATA.card_list)
    assert set(kinds) == {"GAIN", "IF", "PER", "EXCHANGE", "TRIGGER", "MODIFY", "ENDGAME"}
    hooks = {c.effect.rule for c in DATA.card_list if c.effect.kind == "MODIFY"}
    assert len(hooks) == 14
    assert sum(1 for c in DATA.card_list if c.scores_at_end) == 13


def test_handles_are_unique_and_typable() -> None:
    assert len(set(DATA.handles.values())) == 120
    assert DATA.handles["kapitaen_2"] == "Kapitän 2"
    assert DATA.handles["tor"] == "Tor"
    assert DATA.handle_lookup["kapitaen 2"] == "kapitaen_2"
    assert DATA.handle_lookup["captain 2"] == "kapitaen_2"
    assert DATA.handle_lookup["lager reis"] == "lager_rice"

"""Which exact cube payments are possible for a card or a district.

Cards and districts demand exact colours; reducers (Archiv, Kran, Heiler, Zimmermann,
Bau offices) let the owner leave out printed cubes of their choice and the Nachtwächter
lets up to two printed cubes be paid in any colour. Each distinct resulting payment is one
legal move, so a player always states exactly which cubes leave the supply.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import cache


def submultisets(vec: Sequence[int], k: int) -> Iterator[tuple[int, ...]]:
    """All sub-multisets of `vec` (cube counts per colour) with exactly `k` cubes."""
    yield from _sub(tuple(vec), k)


@cache
def _sub(vec: tuple[int, ...], k: int) -> tuple[tuple[int, ...], ...]:
    out: list[tuple[int, ...]] = []

    def rec(i: int, left: int, acc: list[int]) -> None:
        if i == len(vec):
            if left == 0:
                out.append(tuple(acc))
            return
        rest = sum(vec[i + 1 :])
        for n in range(max(0, left - rest), min(vec[i], left) + 1):
            acc.append(n)
            rec(i + 1, left - n, acc)
            acc.pop()

    rec(0, k, [])
    return tuple(out)


def covers(supply: Sequence[int], pay: Sequence[int]) -> bool:
    return (
        supply[0] >= pay[0]
        and supply[1] >= pay[1]
        and supply[2] >= pay[2]
        and supply[3] >= pay[3]
        and supply[4] >= pay[4]
        and supply[5] >= pay[5]
    )


def minus(a: Sequence[int], b: Sequence[int]) -> tuple[int, ...]:
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2], a[3] - b[3], a[4] - b[4], a[5] - b[5])


def plus(a: Sequence[int], b: Sequence[int]) -> tuple[int, ...]:
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3], a[4] + b[4], a[5] + b[5])


def reduced_costs(cost: Sequence[int], reduce: int) -> list[tuple[int, ...]]:
    """Costs after leaving out `reduce` printed cubes of the owner's choice (never below 0)."""
    k = min(reduce, sum(cost))
    return [minus(cost, omit) for omit in submultisets(cost, k)]


def payments(
    cost: Sequence[int], supply: Sequence[int], reduce: int = 0, wildcards: int = 0
) -> list[tuple[int, ...]]:
    """Every distinct cube vector that pays `cost` from `supply` under the modifiers.

    `reduce`: printed cubes left out (owner's choice); `wildcards`: of the remaining printed
    cubes, up to this many may be paid with cubes of any colour.
    """
    if sum(supply) < sum(cost) - reduce:
        return []
    found: set[tuple[int, ...]] = set()
    for base in reduced_costs(cost, reduce):
        if wildcards == 0:
            if covers(supply, base):
                found.add(base)
            continue
        # How many printed cubes the supply lacks decides whether wildcards can help.
        short = sum(max(0, b - s) for b, s in zip(base, supply, strict=True))
        if short > wildcards:
            continue
        for k in range(0, min(wildcards, sum(base)) + 1):
            for swapped in submultisets(base, k):
                kept = minus(base, swapped)
                if not covers(supply, kept):
                    continue
                for extra in submultisets(minus(supply, kept), k):
                    found.add(plus(kept, extra))
    return sorted(found, reverse=True)

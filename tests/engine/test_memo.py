"""Values remembered by the identity of the parts they were computed from."""

from __future__ import annotations

import gc

from engine.memo import IdentityMemo


def test_a_value_is_found_by_the_very_parts_not_by_equal_ones() -> None:
    memo: IdentityMemo[str] = IdentityMemo()
    board, spaces = [1, 2], [3]
    memo.keep("counted", board, spaces, extra=True)
    assert memo.get(board, spaces, True) == "counted"
    assert memo.get([1, 2], spaces, True) is None  # equal, but another board
    assert memo.get(board, spaces, False) is None  # another extra
    assert memo.get(board) is None  # one part is another key than two


def test_a_kept_entry_keeps_its_parts_alive_so_their_ids_stay_theirs() -> None:
    memo: IdentityMemo[int] = IdentityMemo()
    board = [7]
    memo.keep(7, board)
    ident = id(board)
    del board
    gc.collect()
    found = [part for part in gc.get_objects() if id(part) == ident]
    assert found == [[7]]  # still alive, held by the entry


def test_a_full_memo_is_emptied_before_it_grows() -> None:
    memo: IdentityMemo[int] = IdentityMemo(most=3)
    parts = [[n] for n in range(4)]
    for n, part in enumerate(parts[:3]):
        memo.keep(n, part)
    assert [memo.get(part) for part in parts[:3]] == [0, 1, 2]
    memo.keep(3, parts[3])
    assert [memo.get(part) for part in parts] == [None, None, None, 3]

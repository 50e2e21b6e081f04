"""Terminal sandbox: hot-seat play through the same `GameService` and a real SQLite file.

    python -m bot.sandbox caravan --players 3 [--seed N] [--option KEY=VALUE] [--auto]
    python -m bot.sandbox --resume [ID]

Every player sits at this one terminal; the sandbox always acts for the (first) seat the
table is waiting for. Each turn shows the kinds of move with their counts; type a kind or
its number to choose step by step, `moves [start]` for every move with its number, or a
move's notation (`more` pages on through a long list); also `undo`, `log [page]`,
`status`, `board`, `rules [topic]`, `help`, `quit` (or Ctrl-C). Players are named by
their seats, and each prompt gives the seat's colour. The sandbox prints plain text in
its own words (see `bot.sandbox.wording`). The latest board image is written to the
output folder (`--keep-boards` keeps all). Reading stdin line by line, it also plays from
a pipe (the tests do).
"""

from bot.sandbox.cli import main, run

__all__ = ["main", "run"]

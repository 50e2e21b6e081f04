"""Terminal sandbox: hot-seat play through the same `GameService` and a real SQLite file.

    python -m bot.sandbox caravan --players 3 [--seed N] [--option KEY=VALUE] [--auto]
    python -m bot.sandbox --resume [ID]

Every player sits at this one terminal; the sandbox always acts for the (first) seat the
table is waiting for. Each turn shows the kinds of move with their counts; type a kind or
its number to choose step by step, `moves [start]` for every move with its number, or a
move's notation; also `undo`, `log [page]`, `status`, `board`, `rules [topic]`, `help`,
`quit`. The latest board image is written to the output folder (`--keep-boards` keeps
all). Reading stdin line by line, it also plays from a pipe (the tests do).
"""

from bot.sandbox.cli import main, run

__all__ = ["main", "run"]

"""`python -m bot.sandbox`: see `bot.sandbox`."""

from bot.sandbox.cli import main

raise SystemExit(main())

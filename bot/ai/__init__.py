"""AI seats at the bot's tables: thinking in worker processes (`pool`) and taking the
turns the AI owes, one game after another, as they come (`driver`)."""

from bot.ai.driver import AiDriver, Publish
from bot.ai.pool import AiPool, decide

__all__ = ["AiDriver", "AiPool", "Publish", "decide"]

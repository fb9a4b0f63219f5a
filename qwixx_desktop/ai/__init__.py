"""Computer opponents. A bot is a pure function (state, player) -> move."""

from .base import bot_names, make_bot
from .kit import LEVELS, Bot

__all__ = ["LEVELS", "Bot", "bot_names", "make_bot"]

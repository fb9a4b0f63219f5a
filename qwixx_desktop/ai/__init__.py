"""Computer opponents. A bot is a pure function (state, player) -> move."""

from .base import Bot, bot_names, make_bot

__all__ = ["Bot", "bot_names", "make_bot"]

"""What a game's computer players are: `GameAI`, the one table of a game's bots and coach.

(Filled in by the AI layer's move to one explicit table per game.)
"""

from __future__ import annotations

from typing import Protocol


class GameAI(Protocol):
    """A game's bots by level name, and the ranker the coach uses."""

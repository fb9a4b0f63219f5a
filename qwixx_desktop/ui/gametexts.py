"""What the window says about a game: `GameTexts`, each game's prompts, labels and rules page.

(Filled in by the move of each game's wording into its own texts module.)
"""

from __future__ import annotations

from typing import Protocol


class GameTexts(Protocol):
    """A game's words in the window."""

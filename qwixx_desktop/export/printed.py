"""What a game prints: `PrintedSheet`, its pad layout, filled sheet and footer.

(Filled in by the move of each game's printed sheet into its own module.)
"""

from __future__ import annotations

from typing import Protocol


class PrintedSheet(Protocol):
    """A game's printed sheet."""

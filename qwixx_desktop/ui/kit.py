"""What a game puts on the table: `TableKit` (its dice, sheets, board) and how one is built.

(Filled in by the move of the crossing games' widgets out of table.py.)
"""

from __future__ import annotations

from typing import Any, Protocol


class TableKit(Protocol):
    """A game's widgets on the table."""


KitFactory = Any

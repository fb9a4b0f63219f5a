"""Printable score pads and boards as PDF (ReportLab, vector drawing, embedded fonts).

Entry points for the GUI and the CLI:
  * write_blank_pads(path, options)       blank sheets of any game (Longo: seeded lucky numbers)
  * write_game_sheets(path, game, options) each player's filled sheet of a Game
  * write_board(path, board_data, options) the On Board track as a printable board
  * check_fit(options, game=None)           whether those sheets fit the page as chosen
Each raises ExportError with a message for the user and never leaves a partial file.

The names are loaded on first use, so that the command line's parser and the window can
import export.options and export.cli without loading ReportLab.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .document import (
        ExportResult,
        blank_pads_pdf,
        board_pdf,
        check_fit,
        game_sheets_pdf,
        read_game,
        write_atomic,
        write_blank_pads,
        write_board,
        write_game_sheets,
    )
    from .lucky import lucky_pairs
    from .options import (
        LANGUAGES,
        PAPER_SIZES,
        PER_PAGE_CHOICES,
        ExportError,
        PrintOptions,
    )

_HOMES = {
    "ExportResult": "document",
    "blank_pads_pdf": "document",
    "board_pdf": "document",
    "check_fit": "document",
    "game_sheets_pdf": "document",
    "read_game": "document",
    "write_atomic": "document",
    "write_blank_pads": "document",
    "write_board": "document",
    "write_game_sheets": "document",
    "lucky_pairs": "lucky",
    "LANGUAGES": "options",
    "PAPER_SIZES": "options",
    "PER_PAGE_CHOICES": "options",
    "ExportError": "options",
    "PrintOptions": "options",
}

__all__ = [
    "LANGUAGES",
    "PAPER_SIZES",
    "PER_PAGE_CHOICES",
    "ExportError",
    "ExportResult",
    "PrintOptions",
    "blank_pads_pdf",
    "board_pdf",
    "check_fit",
    "game_sheets_pdf",
    "lucky_pairs",
    "read_game",
    "write_atomic",
    "write_blank_pads",
    "write_board",
    "write_game_sheets",
]


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f".{home}", __name__), name)

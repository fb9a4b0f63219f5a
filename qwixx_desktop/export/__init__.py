"""Printable score pads and boards as PDF (ReportLab, vector drawing, embedded fonts).

Entry points for the GUI and the CLI:
  * write_blank_pads(path, options)       blank sheets of any game (Longo: seeded lucky numbers)
  * write_game_sheets(path, game, options) each player's filled sheet of a Game
  * write_board(path, board_data, options) the On Board track as a printable board
Each raises ExportError with a message for the user and never leaves a partial file.
"""

from .document import (
    ExportResult,
    blank_pads_pdf,
    board_pdf,
    game_sheets_pdf,
    read_game,
    write_atomic,
    write_blank_pads,
    write_board,
    write_game_sheets,
)
from .lucky import lucky_pairs
from .options import GAMES, LANGUAGES, PAPER_SIZES, PER_PAGE_CHOICES, ExportError, PrintOptions

__all__ = [
    "GAMES",
    "LANGUAGES",
    "PAPER_SIZES",
    "PER_PAGE_CHOICES",
    "ExportError",
    "ExportResult",
    "PrintOptions",
    "blank_pads_pdf",
    "board_pdf",
    "game_sheets_pdf",
    "lucky_pairs",
    "read_game",
    "write_atomic",
    "write_blank_pads",
    "write_board",
    "write_game_sheets",
]

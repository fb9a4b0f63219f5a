"""Argument types shared by the subcommands: each rejects bad text with a clear message,
which argparse turns into a usage error (exit code 2)."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .engine.chance import SEED_MAX

if TYPE_CHECKING:
    from .games import GameSpec


def whole_number(minimum: int | None = None, maximum: int | None = None) -> Callable[[str], int]:
    """An argparse type: a whole number within `minimum`..`maximum` (either may be open)."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:  # also a number too long to convert (over 4300 digits)
            shown = text if len(text) <= 30 else f"{text[:27]}..."
            raise argparse.ArgumentTypeError(f"{shown!r} is not a whole number") from None
        if (minimum is not None and value < minimum) or (maximum is not None and value > maximum):
            raise argparse.ArgumentTypeError(f"must be {_range_text(minimum, maximum)}")
        return value

    return parse


def _range_text(minimum: int | None, maximum: int | None) -> str:
    if minimum is not None and maximum is not None:
        return f"{minimum} to {maximum}"
    if minimum is not None:
        return "0 or more" if minimum == 0 else f"at least {minimum}"
    return f"at most {maximum}"


# The one type of a game seed on every command: engine.SEED_MAX bounds it everywhere.
seed = whole_number(0, SEED_MAX)


def name_list(text: str) -> list[str]:
    """An argparse type: comma-separated names, none of them empty ("a,,b" is a typo)."""
    names = [name.strip() for name in text.split(",")]
    if "" in names:
        raise argparse.ArgumentTypeError(
            f"{text!r} has an empty name; separate the names with single commas"
        )
    return names


def file_to_write(text: str) -> Path:
    """An argparse type: a file written at the end (a game's final save). A folder in its
    place or a missing folder is said now, not once the game has been played."""
    path = Path(text)
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{text!r} is a folder")
    if not path.parent.is_dir():
        raise argparse.ArgumentTypeError(f"the folder {str(path.parent)!r} does not exist")
    return path


def folder_to_write(text: str) -> Path:
    """An argparse type: a folder files are written in, made when missing. A file in its
    place (or no name at all) is said now: it was "File exists", or the working folder."""
    path = Path(text)
    if not text or (path.exists() and not path.is_dir()):
        raise argparse.ArgumentTypeError(f"{text!r} is not a folder")
    return path


GAME_HELP = "the game (default: %(default)s)"
BOARD_HELP = "the board, for games with one: side a or b, or a board file (default: a)"


def game_options(
    spec: GameSpec, board: str | None, parser: argparse.ArgumentParser
) -> dict[str, Any]:
    """What a new game of `spec` reads from its data files, on `board` (None: the game's
    first). --board for a game without boards is a usage error rather than ignored."""
    if board is None:
        return spec.read_data(spec.boards[0] if spec.boards else "")
    if not spec.boards:
        parser.error(f"{spec.title} has no board; leave out --board")
    return spec.read_data(board)

"""Game data that lives in files under resources/ (boards, dice faces), read for the engine.

The engine is pure, so unverified facts reach it as game options: the caller reads the data
file here and passes its content, and save files embed it, so an old save still replays
after a user corrects a data file.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from .engine.jsontext import JsonTextError, not_json_text, parse_json
from .storage import FileTooBigError, decode_text, read_bytes_limited

BOARD_SIDES = ("a", "b")
# A board file is about 3 KB, the dice file 2 KB.
MAX_DATA_BYTES = 256 * 1024
MAX_DATA_DEPTH = 8


def resources_dir() -> Path:
    """The resources folder: next to the package, or inside a PyInstaller bundle."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"


class DataFileError(Exception):
    """A data file that is missing, too big or not JSON; the message names the file.

    `reason` names its kind, so the window can say it in the person's language (the message
    is English): "missing", "too_big", "unreadable" or "not_json"; `cause`, the system's error
    of a file missing or unreadable; "not_usable": JSON whose content the game cannot use
    (`detail`, the engine's English words on where, for the person correcting the file)."""

    def __init__(
        self,
        message: str,
        reason: str = "unreadable",
        cause: OSError | None = None,
        detail: str = "",
        path: Path | None = None,
    ) -> None:
        super().__init__(message)
        self.path = path  # the file at fault
        self.reason = reason
        self.cause = cause
        self.detail = detail


def read_json(path: Path) -> Any:
    try:
        return parse_json(decode_text(read_bytes_limited(path, MAX_DATA_BYTES)), MAX_DATA_DEPTH)
    except FileNotFoundError as error:
        raise DataFileError(f"{path}: file not found", "missing", error, path=path) from None
    except FileTooBigError:
        raise DataFileError(
            f"{path}: too big for a data file (more than {MAX_DATA_BYTES} bytes)",
            "too_big",
            path=path,
        ) from None
    except OSError as error:
        raise DataFileError(
            f"{path}: cannot read it ({error})", "unreadable", error, path=path
        ) from None
    except UnicodeDecodeError as error:
        raise DataFileError(f"{path}: cannot read it ({error})", "not_json", path=path) from None
    except json.JSONDecodeError as error:
        raise DataFileError(f"{path}: {not_json_text(error)}", "not_json", path=path) from None
    except JsonTextError as error:
        raise DataFileError(f"{path}: not usable JSON ({error})", "not_json", path=path) from None


def load_board(side_or_path: str) -> Any:
    """Raw board data: a shipped side ("a" or "b") or a user's board file."""
    if side_or_path.lower() in BOARD_SIDES:
        return read_json(resources_dir() / "boards" / f"side-{side_or_path.lower()}.json")
    return read_json(Path(side_or_path))


def load_qwantum_dice() -> Any:
    """Raw Qwantum dice faces (unverified fan transcription; see the file's note).

    People who own the game are asked to correct the file (docs/qwantum-dice-format.md), so
    faces it cannot use are a DataFileError naming the file, as unreadable JSON is."""
    from .engine.qwantum import DiceFileError, parse_dice

    path = resources_dir() / "dice" / "qwantum.json"
    data = read_json(path)
    try:
        parse_dice(data)
    except DiceFileError as error:
        raise DataFileError(
            f"{path}: {error}", "not_usable", detail=str(error), path=path
        ) from None
    return data

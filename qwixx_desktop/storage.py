"""Files on disk: atomic writes and save-file loading with clear errors."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from .engine import Game, SaveError
from .engine.save import dumps, loads


def write_bytes_atomic(path: Path, produce: Callable[[], bytes]) -> None:
    """Write a file so that readers see the old content or the new, never a half.

    `produce` runs before anything touches `path`; the data goes to a temporary file in the
    same folder, is flushed to disk, then renamed over the target.
    """
    data = produce()
    folder = path.parent
    handle, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(handle, "wb") as temp:
            temp.write(data)
            temp.flush()
            os.fsync(temp.fileno())
        # mkstemp makes the file private (0600): keep the old file's mode, else a usual 0644.
        mode = path.stat().st_mode & 0o777 if path.exists() else 0o644
        os.chmod(temp_name, mode)
        os.replace(temp_name, path)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise


def write_text_atomic(path: Path, produce: Callable[[], str]) -> None:
    write_bytes_atomic(path, lambda: produce().encode("utf-8"))


def save_game(path: Path, game: Game) -> None:
    try:
        write_text_atomic(path, lambda: dumps(game))
    except OSError as error:
        raise SaveError(f"cannot write {path}: {error.strerror or error}", "unwritable") from None


def load_game(path: Path) -> Game:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"{path}: no such file", "unreadable") from None
    except UnicodeDecodeError:
        raise SaveError(f"{path}: not a save file (not UTF-8 text)", "not_a_save") from None
    except OSError as error:
        raise SaveError(f"cannot read {path}: {error.strerror or error}", "unreadable") from None
    try:
        return loads(text)
    except SaveError as error:
        raise SaveError(f"{path}: {error}", error.reason) from None

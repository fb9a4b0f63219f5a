"""Autosave after every applied move, written on a background thread.

The text is made on the main thread (a snapshot of the log: cheap), the atomic write and
its fsync run on one worker thread in order, so a slow disk never stalls the window. Only
the latest game matters: a write still waiting when a newer one is asked for is skipped, so
the file is never more than one write behind however fast moves come. A failure of any kind
is reported once (`failed`), and again only after a save succeeded.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ..engine import Game
from ..engine.save import MAX_NOTES, encode
from ..storage import write_bytes_atomic

# Why an autosave failed: the disk refused the file, or the game cannot be written as a save.
UNWRITABLE = "unwritable"
UNSAVABLE = "unsavable"
# The autosave's note of the file the game was opened from or saved to: resumed after a
# restart, Save writes there again instead of asking where.
FILE_NOTE = "autosaved_from"


class Autosaver(QObject):
    # Emitted on the main thread (queued) with the kind (UNWRITABLE, UNSAVABLE) and the error.
    failed = Signal(str, object)

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
        self._last: Future[None] | None = None
        self._next: Callable[[], None] | None = None  # the latest job, not started yet
        self._lock = threading.Lock()
        self._failing = False  # set by the worker thread; read on the main thread after flush

    def save(self, game: Game, file: Path | None = None) -> None:
        """Keep `game` as the game to resume (removed instead once it is over), with the
        file it was opened from or saved to, if any (`file_of` reads it back)."""
        if game.is_over:
            self._submit(self._remove)
            return
        notes = _file_note(file, game)
        try:
            data = encode(game, notes)
        except Exception as error:  # the game goes on; the person is told
            problem = error
            self._submit(lambda: _raise(problem))
            return
        self._submit(lambda: write_bytes_atomic(self.path, lambda: data))

    def _remove(self) -> None:
        self.path.unlink(missing_ok=True)

    def _submit(self, job: Callable[[], None]) -> None:
        with self._lock:
            self._next = job  # replaces a job still waiting: its game is out of date

        def run() -> None:
            with self._lock:
                latest, self._next = self._next, None
            if latest is None:
                return  # an earlier run did the latest job
            try:
                latest()
            except Exception as error:  # reported, never lost in the thread
                if not self._failing:
                    kind = UNWRITABLE if isinstance(error, OSError) else UNSAVABLE
                    self.failed.emit(kind, error)
                self._failing = True
            else:
                self._failing = False

        self._last = self._executor.submit(run)

    def flush(self) -> None:
        """Wait until every write asked for so far is on disk (tests, quitting)."""
        if self._last is not None:
            self._last.result()

    def save_if_failed(self, game: Game, file: Path | None = None) -> None:
        """Write `game` again if the last write failed (on quitting: the disk may have room
        again, and the next start must resume this game, not an older one)."""
        self.flush()
        if self._failing:
            self.save(game, file)

    def close(self) -> None:
        self._executor.shutdown(wait=True)


def _raise(error: Exception) -> None:
    raise error


def _file_note(file: Path | None, game: Game) -> dict[str, str]:
    """The note of the game's file, where the save can hold it: not past the notes' limit (a
    file that already has as many would make the autosave unreadable), and not a name
    that is not Unicode (it would make the game unsavable)."""
    if file is None or len(game.notes) >= MAX_NOTES:
        return {}
    name = str(file)
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return {}
    return {FILE_NOTE: name}


def file_of(game: Game) -> Path | None:
    """The file an autosaved `game` was opened from or saved to, taken out of its notes
    (they must not carry it into the files the game is saved to)."""
    name = game.notes.pop(FILE_NOTE, None)
    return Path(name) if isinstance(name, str) and name else None

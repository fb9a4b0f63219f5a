"""Autosave after every applied move, written on a background thread.

The text is made on the main thread (a snapshot of the log: cheap), the atomic write and
its fsync run on one worker thread in order, so a slow disk never stalls the window. Only
the latest game matters: at most one write waits behind the one under way, and a newer game
takes its place, so the file is never more than one write behind however fast moves come.
A failure of any kind is reported once (`failed`), and again only after a save succeeded.
While held (the window's start, until its first paint) only the last game asked for is kept,
to be written on release.
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
        self._lock = threading.Lock()  # guards _next
        self._failing = False  # set by the worker thread; read on the main thread after flush
        self._holding = False
        self._held: tuple[Game, Path | None] | None = None

    def hold(self) -> None:
        """Write nothing until `release`, keeping only the last game asked for."""
        self._holding = True

    def release(self) -> None:
        """Write the game kept while held, and each game asked for from now on."""
        self._holding = False
        held, self._held = self._held, None
        if held is not None:
            self.save(*held)

    def save(self, game: Game, file: Path | None = None) -> None:
        """Keep `game` as the game to resume (removed instead once it is over), with the
        file it was opened from or saved to, if any (`file_of` reads it back)."""
        if self._holding:
            self._held = (game, file)
            return
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
        self._submit(lambda: self._write(data))

    def _write(self, data: bytes) -> None:
        # The data folder removed while the app runs (a clean-up): made again, else every
        # autosave failed and quitting lost the game.
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_bytes_atomic(self.path, lambda: data)

    def _remove(self) -> None:
        self.path.unlink(missing_ok=True)

    def _submit(self, job: Callable[[], None]) -> None:
        with self._lock:
            waiting = self._next is not None
            self._next = job  # replaces a job still waiting: its game is out of date
        if waiting:
            return  # the run submitted for it takes this job instead: one run per burst

        def run() -> None:
            with self._lock:
                latest, self._next = self._next, None
            if latest is None:
                return
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
        """Wait until every write asked for so far is on disk, a held one too (tests,
        quitting)."""
        self.release()
        if self._last is not None:
            self._last.result()

    def save_if_failed(self, game: Game, file: Path | None = None) -> None:
        """Write `game` again if the last write failed (on quitting: the disk may have room
        again, and the next start must resume this game, not an older one)."""
        self.flush()
        if self._failing:
            self.save(game, file)

    def close(self) -> None:
        self.release()  # a game held, never written: the next start resumes it
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

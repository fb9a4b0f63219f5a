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
from ..engine.save import encode
from ..storage import write_bytes_atomic

# Why an autosave failed: the disk refused the file, or the game cannot be written as a save.
UNWRITABLE = "unwritable"
UNSAVABLE = "unsavable"


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

    def save(self, game: Game) -> None:
        """Keep `game` as the game to resume (removed instead once it is over)."""
        if game.is_over:
            self._submit(self._remove)
            return
        try:
            data = encode(game)
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

    def save_if_failed(self, game: Game) -> None:
        """Write `game` again if the last write failed (on quitting: the disk may have room
        again, and the next start must resume this game, not an older one)."""
        self.flush()
        if self._failing:
            self.save(game)

    def close(self) -> None:
        self._executor.shutdown(wait=True)


def _raise(error: Exception) -> None:
    raise error

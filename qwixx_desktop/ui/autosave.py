"""Autosave after every applied move, written on a background thread.

The text is made on the main thread (a snapshot of the log: cheap), the atomic write and
its fsync run on one worker thread in order, so a slow disk never stalls the window.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ..engine import Game
from ..engine.save import dumps
from ..storage import write_text_atomic


class Autosaver(QObject):
    failed = Signal(str)  # emitted on the main thread (queued) with the reason

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
        self._last: Future[None] | None = None

    def save(self, game: Game) -> None:
        """Keep `game` as the game to resume (removed instead once it is over)."""
        if game.is_over:
            self._submit(self._remove)
            return
        text = dumps(game)
        self._submit(lambda: write_text_atomic(self.path, lambda: text))

    def _remove(self) -> None:
        self.path.unlink(missing_ok=True)

    def _submit(self, job: Callable[[], None]) -> None:
        def run() -> None:
            try:
                job()
            except OSError as error:
                self.failed.emit(error.strerror or str(error))

        self._last = self._executor.submit(run)

    def flush(self) -> None:
        """Wait until every write asked for so far is on disk (tests, quitting)."""
        if self._last is not None:
            self._last.result()

    def close(self) -> None:
        self._executor.shutdown(wait=True)

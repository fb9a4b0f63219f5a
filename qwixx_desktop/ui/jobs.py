"""Work off the main thread: the coach's hints and reviews.

`BackgroundJobs` runs a function on one worker thread and hands its result (or the
exception it raised) to a callback on the main thread. Each job gets a `JobContext` to
report progress and to notice that it was cancelled; a cancelled job's result is dropped.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, QThreadPool, Signal


@dataclass
class JobContext:
    ticket: int
    report: Callable[[int, int, int], None]
    _cancel: threading.Event = field(default_factory=threading.Event)

    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def progress(self, done: int, total: int) -> None:
        self.report(self.ticket, done, total)


Job = Callable[[JobContext], object]


class _Signals(QObject):
    finished = Signal(int, object)  # ticket, result or exception
    progressed = Signal(int, int, int)  # ticket, done, total


class _Runnable:
    """A job as the pool runs it. Handed to the pool as a plain callable, not as a QRunnable:
    PySide makes the pool the Python parent of a QRunnable after `start` returns, and one
    that has already run and been deleted by then stays in the pool's list of children, with
    its job and everything the job holds, for as long as the pool lives (a third of quick
    jobs, such as a cancelled outlook, when the pool's thread is idle)."""

    def __init__(self, job: Job, context: JobContext, signals: _Signals) -> None:
        self._job, self._context, self._signals = job, context, signals

    def run(self) -> None:
        result: object
        try:
            result = self._job(self._context)
        except Exception as error:  # handed to the main thread, never lost in the pool
            result = error
        self._signals.finished.emit(self._context.ticket, result)


class BackgroundJobs(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # The pool first: Qt deletes children in order, and a pool being deleted waits for
        # its running jobs, which must still find their signals to report to.
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _Signals(self)
        self._signals.finished.connect(self._on_finished)
        self._signals.progressed.connect(self._on_progress)
        self._next = 0
        self._waiting: dict[
            int, tuple[JobContext, Callable[[object], None], Callable[[int, int], None] | None]
        ] = {}

    def submit(
        self,
        job: Job,
        done: Callable[[object], None],
        progress: Callable[[int, int], None] | None = None,
    ) -> int:
        """Run `job` off the main thread; `done(result or exception)` on the main thread."""
        ticket = self._next
        self._next += 1
        context = JobContext(ticket, self._signals.progressed.emit)
        self._waiting[ticket] = (context, done, progress)
        self._pool.start(_Runnable(job, context, self._signals).run)
        return ticket

    def cancel(self, ticket: int | None) -> None:
        """Drop a job's result; a job that checks `cancelled()` stops early."""
        entry = self._waiting.pop(ticket, None) if ticket is not None else None
        if entry is not None:
            entry[0]._cancel.set()

    def busy(self, ticket: int | None) -> bool:
        return ticket is not None and ticket in self._waiting

    def shutdown(self) -> None:
        for ticket in list(self._waiting):
            self.cancel(ticket)
        self._pool.waitForDone(5000)

    def _on_finished(self, ticket: int, result: object) -> None:
        entry = self._waiting.pop(ticket, None)
        if entry is not None:
            entry[1](result)

    def _on_progress(self, ticket: int, done: int, total: int) -> None:
        entry = self._waiting.get(ticket)
        if entry is not None and entry[2] is not None:
            entry[2](done, total)

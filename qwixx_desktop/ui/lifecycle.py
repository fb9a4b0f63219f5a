"""The app among other processes: one app per data folder, and a clean quit when the system
asks.

Two apps on one data folder would overwrite each other's autosave, so a second start only
asks the running app to show its window and exits. A lock file in the data folder says who
runs; a lock left by a crashed app (its process is gone) is taken over. The request is a file
in the same folder, which the running app watches and removes (no sockets: the bundle leaves
out QtNetwork and the system libraries it needs).

SIGTERM (log-out, `kill`), SIGHUP (a closed terminal) and SIGINT (Ctrl+C) close the window as
the Quit menu does: the autosave is written and the computer players' process stopped.
"""

from __future__ import annotations

import contextlib
import signal
import socket
import sys
import time
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QLockFile, QObject, QSocketNotifier, QTimer, Signal
from PySide6.QtWidgets import QWidget

from ..cli import EXIT_FAILED
from ..storage import remove_stale_temp_files, set_aside

LOCK_NAME = "instance.lock"
SHOW_REQUEST_NAME = "show-window.request"
# The running app may be busy (starting up, saving): how long a second start waits for it.
ANSWER_TIMEOUT_S = 5.0
# Where the folder cannot be watched (too many watches, some network file systems).
POLL_MS = 500
SHOW_LOG_LINE = "qwixx-desktop: another start asked for this window"


class SingleInstance(QObject):
    """This process's claim on the data folder, and the requests of later starts."""

    show_requested = Signal()

    def __init__(self, folder: Path | None, parent: QObject | None = None) -> None:
        """`folder`: the data folder; None when it cannot be used (then nothing is locked)."""
        super().__init__(parent)
        self._request = folder / SHOW_REQUEST_NAME if folder is not None else None
        self._lock = QLockFile(str(folder / LOCK_NAME)) if folder is not None else None
        self._watcher: QFileSystemWatcher | None = None
        self._poll: QTimer | None = None

    def claim(self) -> bool:
        """True if this process may run the app: it holds the lock now (or the folder cannot
        hold one, and then it runs as before). False: another app runs on this folder."""
        if self._lock is None or self._request is None:
            return True
        _set_aside_if_not_a_file(self._request.parent / LOCK_NAME)
        # Only a dead owner makes a lock stale: a long game is no reason to take it over.
        self._lock.setStaleLockTime(0)
        locked = self._lock.tryLock(0)
        if not locked and self._lock.error() == QLockFile.LockError.LockFailedError:
            # Qt judges a lock by the process id and host name in it, so a lock left by a
            # crash on another computer (a data folder on a USB stick, a synced home) or one
            # left empty would turn every start away for good. A running app also holds the
            # system's lock on the file; removeStaleLockFile takes that and removes the file
            # only when no process holds it.
            locked = self._lock.removeStaleLockFile() and self._lock.tryLock(0)
        if locked:
            # The folder is ours alone now: what a killed app left half written can go.
            remove_stale_temp_files(self._request.parent)
            self._watch(self._request)
            return True
        if self._lock.error() == QLockFile.LockError.LockFailedError:
            return False
        print(
            f"qwixx-desktop: cannot lock the data folder ({self._lock.error().name}); "
            "a second start will not be noticed",
            file=sys.stderr,
        )
        return True

    def _watch(self, request: Path) -> None:
        _set_aside_if_not_a_file(request)
        with contextlib.suppress(OSError):
            request.unlink(missing_ok=True)  # left by a start that gave up waiting
        self._watcher = QFileSystemWatcher(self)
        if self._watcher.addPath(str(request.parent)):
            self._watcher.directoryChanged.connect(self._answer)
        else:
            self._poll = QTimer(self)
            self._poll.timeout.connect(self._answer)
            self._poll.start(POLL_MS)

    def _answer(self) -> None:
        if self._request is None:
            return
        try:
            self._request.unlink()  # the asking start waits for this
        except OSError:  # none: another change in the folder (an autosave)
            return
        print(SHOW_LOG_LINE, file=sys.stderr, flush=True)
        self.show_requested.emit()

    def ask_running_app_to_show(self) -> int:
        """Ask the app that holds the folder to show its window; the exit code of this start
        (0: it did; 1: it did not answer in time, with a line on stderr)."""
        if self._request is None:
            return 0
        try:
            self._request.touch()
        except OSError as error:
            print(
                f"qwixx-desktop: Qwixx Desktop is already running with this data folder; "
                f"cannot ask it to show its window: {error}",
                file=sys.stderr,
            )
            return EXIT_FAILED
        deadline = time.monotonic() + ANSWER_TIMEOUT_S
        while self._request.exists():
            if time.monotonic() > deadline:
                # Busy, or (rarely) the lock's dead owner's process id now belongs to
                # another program of the same name: say how to get out of that.
                print(
                    "qwixx-desktop: Qwixx Desktop is already running with this data folder "
                    "but does not answer; its window comes up when it can. If it is not "
                    f"running, remove {self._request.parent / LOCK_NAME}",
                    file=sys.stderr,
                )
                return EXIT_FAILED
            time.sleep(0.05)
        return 0

    def release(self) -> None:
        self._watcher = None
        if self._poll is not None:
            self._poll.stop()
        if self._lock is not None:
            self._lock.unlock()


def _set_aside_if_not_a_file(path: Path) -> None:
    """The lock (Qt makes a regular file) and a start's request are files: anything else in
    their place is set aside. A named pipe would block Qt reading the lock for good, a folder
    as the lock would turn every start away, and one as the request could not be answered,
    yet raised the window at every change in the folder."""
    if path.is_symlink() or (path.exists() and not path.is_file()):
        set_aside(path)


def bring_to_front(window: QWidget) -> None:
    """Show `window` on top, as it was before it was minimised."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()


QUIT_SIGNALS = tuple(
    getattr(signal, name) for name in ("SIGTERM", "SIGHUP", "SIGINT") if hasattr(signal, name)
)


class QuitSignals(QObject):
    """`received` on the main thread when the system asks the app to quit.

    A Python signal handler runs only when the interpreter gets control, which Qt's event
    loop does not give it; the signal number written to a wake-up socket does wake the loop.
    """

    received = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._reading, self._writing = socket.socketpair()
        for end in (self._reading, self._writing):
            end.setblocking(False)
        signal.set_wakeup_fd(self._writing.fileno(), warn_on_full_buffer=False)
        for number in QUIT_SIGNALS:
            # Any Python handler makes the interpreter catch the signal and write it to the
            # wake-up socket; the work happens in _wake, on the event loop.
            signal.signal(number, _noted)
        self._notifier = QSocketNotifier(self._reading.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._wake)

    def _wake(self) -> None:
        try:
            numbers = self._reading.recv(64)
        except OSError:  # nothing left to read
            return
        for number in numbers:
            if number in QUIT_SIGNALS:
                self.received.emit(number)


def _noted(number: int, frame: object) -> None:
    """The signal is handled by QuitSignals._wake."""

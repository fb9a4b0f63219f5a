"""The app among other processes: one app per user and data folder, and a clean quit when
the system asks.

Two apps on one data folder would overwrite each other's autosave, so a second start only
asks the running app to show its window and exits. A lock file in the data folder says who
runs; a lock left by a crashed app (its process is gone) is taken over. A local socket named
after the folder carries the request to show the window.

SIGTERM (log-out, `kill`), SIGHUP (a closed terminal) and SIGINT (Ctrl+C) close the window as
the Quit menu does: the autosave is written and the computer players' process stopped.
"""

from __future__ import annotations

import getpass
import hashlib
import signal
import socket
import sys
import time
from functools import partial
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, QSocketNotifier, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QWidget

LOCK_NAME = "instance.lock"
SHOW_REQUEST = b"show\n"
# The running app may be busy starting up: how long a second start keeps knocking.
REACH_TIMEOUT_S = 5.0
SHOW_LOG_LINE = "qwixx-desktop: another start asked for this window"


def server_name(folder: Path) -> str:
    """The local socket's name: one per user and data folder, short enough for any OS."""
    try:
        user = getpass.getuser()
    except (OSError, KeyError):  # no user name in the environment or the user database
        user = ""
    key = f"{user}\0{folder.resolve()}".encode()
    return "qwixx-desktop-" + hashlib.sha256(key).hexdigest()[:24]


class SingleInstance(QObject):
    """This process's claim on the data folder, and the requests of later starts."""

    show_requested = Signal()

    def __init__(self, folder: Path | None, parent: QObject | None = None) -> None:
        """`folder`: the data folder; None when it cannot be used (then nothing is locked)."""
        super().__init__(parent)
        self._name = server_name(folder) if folder is not None else ""
        self._lock = QLockFile(str(folder / LOCK_NAME)) if folder is not None else None
        self._server: QLocalServer | None = None

    def claim(self) -> bool:
        """True if this process may run the app: it holds the lock now (or the folder cannot
        hold one, and then it runs as before). False: another app runs on this folder."""
        if self._lock is None:
            return True
        # Only a dead owner makes a lock stale: a long game is no reason to take it over.
        self._lock.setStaleLockTime(0)
        if self._lock.tryLock(0):
            self._listen()
            return True
        if self._lock.error() == QLockFile.LockError.LockFailedError:
            return False
        print(f"qwixx-desktop: cannot lock the data folder ({self._lock.error().name}); "
              "a second start will not be noticed", file=sys.stderr)
        return True

    def _listen(self) -> None:
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        # A crashed app may have left its socket behind; holding the lock, it is ours.
        QLocalServer.removeServer(self._name)
        if not server.listen(self._name):
            print(f"qwixx-desktop: cannot listen for later starts: {server.errorString()}",
                  file=sys.stderr)
            return
        server.newConnection.connect(partial(self._accept, server))
        self._server = server

    def _accept(self, server: QLocalServer) -> None:
        while (connection := server.nextPendingConnection()) is not None:
            connection.readyRead.connect(partial(self._read, connection))
            connection.disconnected.connect(connection.deleteLater)
            self._read(connection)  # what arrived before this slot ran

    def _read(self, connection: QLocalSocket) -> None:
        while connection.canReadLine():
            if bytes(connection.readLine().data()) == SHOW_REQUEST:
                print(SHOW_LOG_LINE, file=sys.stderr, flush=True)
                self.show_requested.emit()

    def ask_running_app_to_show(self) -> int:
        """Tell the app that holds the folder to show its window; the exit code of this
        start (0: told; 1: it did not answer, with a line on stderr)."""
        deadline = time.monotonic() + REACH_TIMEOUT_S
        while True:
            connection = QLocalSocket()
            connection.connectToServer(self._name)
            if connection.waitForConnected(500):
                connection.write(SHOW_REQUEST)
                delivered = connection.waitForBytesWritten(2000)
                connection.disconnectFromServer()
                if delivered:
                    return 0
            if time.monotonic() > deadline:
                print("qwixx-desktop: Qwixx Desktop is already running with this data folder "
                      "but does not answer", file=sys.stderr)
                return 1
            time.sleep(0.1)

    def release(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
        if self._lock is not None:
            self._lock.unlock()


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
        self._notifier = QSocketNotifier(
            self._reading.fileno(), QSocketNotifier.Type.Read, self
        )
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

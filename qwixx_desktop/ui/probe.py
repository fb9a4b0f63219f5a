"""The hidden `--startup-probe` flag: start as `qwixx-desktop` does, say when the window has
been painted, then quit. bench/bench_window.py and bench/bench_bundle.py time it from the
outside; packaging/linux/check-deb.sh uses it to prove the window opens on X11.

It imports no more than a normal start does, so that what it measures is the real start-up.
"""

from __future__ import annotations

STARTUP_MARKER = "qwixx-desktop: window painted"


def startup_probe() -> int:
    """Start as `qwixx-desktop` does; print STARTUP_MARKER after the first paint, then quit."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    from .app import create_window, make_application

    app = make_application()
    window = create_window(app)

    class FirstPaint(QObject):
        seen = False

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if not self.seen and event.type() == QEvent.Type.Paint:
                self.seen = True
                QTimer.singleShot(0, report)  # after this paint has run
            return False

    def report() -> None:
        print(STARTUP_MARKER, flush=True)
        window.autosave_enabled = False
        window.close()
        app.quit()

    watcher = FirstPaint()
    window.table.main_sheet.installEventFilter(watcher)
    window.show()
    return app.exec()

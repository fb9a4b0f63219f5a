"""Start the desktop app (a placeholder window until the game window lands)."""

from __future__ import annotations

import sys


def run_gui() -> int:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication, QLabel

    from .. import __version__

    app = QApplication.instance() or QApplication(sys.argv)
    window = QLabel(f"Qwixx Desktop {__version__}\n\nThe game window is on its way.")
    window.setAlignment(Qt.AlignmentFlag.AlignCenter)
    window.setWindowTitle("Qwixx Desktop")
    window.resize(640, 400)
    window.show()
    return app.exec()

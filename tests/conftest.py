"""Fixtures shared by the tests; the window tests' helpers are in tests/qt_helpers.py."""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

# Tests run headless; set before any Qt import.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings

    from qwixx_desktop.ui.i18n import Translations
    from qwixx_desktop.ui.preferences import Preferences
    from qwixx_desktop.ui.window import MainWindow


@pytest.fixture(autouse=True)
def collector_on_the_gui_thread() -> Iterator[None]:
    """The garbage collector on the GUI thread, as in the app, once a test made the
    QApplication: run by itself on a worker thread (the autosave's, a computer player's), it
    destroyed windows of earlier tests there, and the suite died of a segmentation fault."""
    yield
    if "PySide6.QtWidgets" not in sys.modules:
        return  # a test without Qt
    from PySide6.QtWidgets import QApplication

    from qwixx_desktop.ui.pyside_start import collect_on_gui_thread

    app = QApplication.instance()
    if app is not None:
        collect_on_gui_thread(app)


@pytest.fixture(autouse=True)
def no_failed_computer_players(
    request: pytest.FixtureRequest, caplog: pytest.LogCaptureFixture
) -> Iterator[None]:
    """A local computer player whose move failed plays safe and the game goes on
    (ui/controller.py), one logged line: a test that did not set out to break one fails, so
    that a fault on the way (its move, the log, the animation) is not played over."""
    yield
    if request.node.get_closest_marker("failing_computer_players") is not None:
        return
    failures = [
        record.getMessage()
        for record in caplog.get_records("call")
        if record.name == "qwixx_desktop.ui.controller" and record.levelno >= logging.ERROR
    ]
    assert not failures, failures


@pytest.fixture
def system_fonts(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[str, int]]]:
    """The fonts fontconfig "finds" for a character the bundled ones lack: none unless a test
    adds some (the machine's own fonts would make the test depend on them)."""
    from qwixx_desktop.export import fonts, printable  # ReportLab only for the tests using it

    found: list[tuple[str, int]] = []
    monkeypatch.setattr(fonts, "_system_fonts", lambda char: list(found))
    monkeypatch.setattr(fonts, "_fallbacks", [])

    def forget() -> None:
        fonts.fallback_font.cache_clear()
        printable._cleaned.cache_clear()

    forget()
    yield found
    forget()


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """App data and settings in a temporary folder, never the user's."""
    from PySide6.QtCore import QStandardPaths

    from qwixx_desktop.ui.paths import HOME_VARIABLE

    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "home"))
    QStandardPaths.setTestModeEnabled(True)
    return tmp_path / "home"


@pytest.fixture
def window_size(request: pytest.FixtureRequest) -> tuple[int, int]:
    """The size of the windows `make_window` opens: a test module's WINDOW_SIZE, if any."""
    size: tuple[int, int] = getattr(request.module, "WINDOW_SIZE", (1024, 700))
    return size


@pytest.fixture
def make_window(
    qtbot: Any, home: Path, window_size: tuple[int, int]
) -> Iterator[Callable[..., MainWindow]]:
    """Opens game windows (animations off by default); shuts them down afterwards."""
    from qwixx_desktop.ui.i18n import Translations
    from qwixx_desktop.ui.paths import open_settings
    from qwixx_desktop.ui.window import MainWindow

    from .qt_helpers import QUICK

    windows: list[MainWindow] = []

    def make(preferences: Preferences = QUICK, bots_in_process: bool = False) -> MainWindow:
        window = MainWindow(open_settings(), Translations(), preferences, bots_in_process)
        qtbot.addWidget(window)
        window.resize(*window_size)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return window

    yield make
    shut_down(windows)


@pytest.fixture
def start_app(
    qtbot: Any, home: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Callable[[], MainWindow]]:
    """Starts the app as `qwixx-desktop` does (create_window: settings, autosave and
    statistics from `home`), with the computer players on threads."""
    from PySide6.QtWidgets import QApplication

    from qwixx_desktop.ui import app as app_module
    from qwixx_desktop.ui.window import MainWindow

    def window_with_thread_bots(
        settings: QSettings,
        translations: Translations | None = None,
        preferences: Preferences | None = None,
    ) -> MainWindow:
        return MainWindow(settings, translations, preferences, bots_in_process=False)

    monkeypatch.setattr(app_module, "MainWindow", window_with_thread_bots)
    windows: list[MainWindow] = []

    def start() -> MainWindow:
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        window = app_module.create_window(app)
        qtbot.addWidget(window)
        windows.append(window)
        return window

    yield start
    shut_down(windows)


@pytest.fixture
def spanish(qapp: Any) -> Iterator[None]:
    """The app's texts in Spanish while the test runs."""
    from qwixx_desktop.ui.i18n import Translations

    translations = Translations()
    assert translations.use("es")
    yield
    translations.use("en")


@pytest.fixture
def large_font(qapp: Any) -> Iterator[None]:
    """The desktop's font at 16 pt (a person's larger default font) while the test runs."""
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QApplication

    before = QApplication.font()
    font = QFont(before)
    font.setPointSizeF(16)
    QApplication.setFont(font)
    yield
    QApplication.setFont(before)


def shut_down(windows: list[MainWindow]) -> None:
    from PySide6.QtCore import QCoreApplication, QEvent

    for window in windows:
        window.shutdown()
        window.autosaver.close()
        window.translations.use("en")
    # pytest-qt closed them and asked for their deletion, which only an event loop does: gone
    # now, they take no later test's events (a language switched there reached a window of a
    # game that test file had registered and unregistered). These windows only: another
    # fixture's are shut down after this one.
    for window in windows:
        QCoreApplication.sendPostedEvents(window, QEvent.Type.DeferredDelete)

"""Start the desktop app: the game window, straight into a game (or the offer to resume)."""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

from PySide6.QtCore import (
    QMessageLogContext,
    QtMsgType,
    qFormatLogMessage,
    qInstallMessageHandler,
)
from PySide6.QtWidgets import QApplication

from .. import APP_ID
from ..cli import EXIT_FAILED
from .bots import AfterFirstPaint
from .i18n import Translations
from .icons import app_icon
from .lifecycle import QuitSignals, SingleInstance, bring_to_front
from .paths import (
    APPLICATION,
    ORGANISATION,
    NoFolderError,
    data_dir,
    data_dir_stand_in,
    open_checked_settings,
    remove_stand_ins,
    settle_home,
)
from .preferences import load_new_game_choice, load_preferences
from .pyside_start import collect_on_gui_thread
from .style import apply_theme, chosen_look
from .window import MainWindow


def create_window(app: QApplication) -> MainWindow:
    """The main window with settings, language and theme applied, and a game on the table:
    the unfinished game of the last session behind a resume offer, else the last new-game
    choice (first start: you against two medium computer players, classic).

    Damaged files (settings, autosave, statistics) are moved aside and reported once; the
    statistics are checked once the window has been painted."""
    settings, damaged_settings = open_checked_settings()
    preferences = load_preferences(settings)
    translations = Translations()
    translations.use(preferences.language)
    look = chosen_look(preferences.theme, preferences.colour_blind, preferences.high_contrast)
    apply_theme(app, look.dark, look.high_contrast)
    window = MainWindow(settings, translations, preferences)
    saved = window.saved_game_to_resume()
    if saved is not None:
        window.offer_resume(saved)
    else:
        window.new_game(load_new_game_choice(settings))
    if damaged_settings is not None:
        window.file_damaged("settings", damaged_settings)
    window.report_damaged_files()
    window.report_data_dir_stand_in()
    # The garbage collector (paused by the start: cli; then on the GUI thread only), the
    # statistics (a long history takes a while to read), sound and the tutor wait until the
    # window shows.
    AfterFirstPaint(window.table.main_sheet, lambda: collect_on_gui_thread(app), 0)
    AfterFirstPaint(window.table.main_sheet, window.check_statistics, 0)
    AfterFirstPaint(window.table.main_sheet, window.after_first_paint, 0)
    return window


def make_application(argv: list[str] | None = None) -> QApplication:
    settle_home()  # before Qt looks for the data and settings folders
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    QApplication.setOrganizationName(ORGANISATION)
    QApplication.setApplicationName(APPLICATION)
    # Fusion by name until apply_theme sets the app's style (Fusion outlined): anything that
    # asks for the style before gets Fusion, never the platform's own style.
    arguments = list(argv if argv is not None else sys.argv) or [APPLICATION]  # [0]: the program
    app = _start_qt([arguments[0], "-style", "Fusion", *arguments[1:]])
    app.setApplicationDisplayName(APPLICATION)
    app.setWindowIcon(app_icon())
    # Lets Wayland and the dock match the window to the installed .desktop file and its icon.
    app.setDesktopFileName(APP_ID)
    return app


def _start_qt(arguments: list[str]) -> QApplication:
    """QApplication(arguments). When no window system can be reached (a display that does not
    answer or refuses this user: sudo, ssh with broken X forwarding), Qt aborts the process
    (a core dump) after four lines that blame a library and advise a reinstall: instead, one
    line with the first thing Qt said, and exit code 1. Qt's other messages meanwhile are
    printed as Qt prints them (QT_MESSAGE_PATTERN too), once it has started."""
    said: list[tuple[str, str]] = []  # (message, as Qt prints it)

    def note(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if kind == QtMsgType.QtFatalMsg:
            reason = said[0][0] if said else message.strip().splitlines()[0]
            print(f"qwixx-desktop: cannot open the window: {reason}", file=sys.stderr, flush=True)
            os._exit(EXIT_FAILED)  # nothing to clean up yet; returning would let Qt abort
        said.append((message, qFormatLogMessage(kind, context, message)))

    previous = qInstallMessageHandler(note)
    try:
        return QApplication(arguments)
    finally:
        qInstallMessageHandler(previous)
        for _message, printed in said:
            print(printed, file=sys.stderr)


def no_display() -> str | None:
    """Why the window cannot open, when it is plain before Qt tries: on Linux and the BSDs
    with no display at all (over ssh without X forwarding, a text console, cron). Qt would
    abort the process there, blaming a library (libxcb-cursor0) that is installed."""
    if sys.platform in ("win32", "darwin") or os.environ.get("QT_QPA_PLATFORM"):
        return None
    if any(os.environ.get(name) for name in ("DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET")):
        return None
    return "no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set)"


def run_gui() -> int:
    problem = no_display()
    if problem is not None:
        print(f"qwixx-desktop: {problem}", file=sys.stderr)
        return EXIT_FAILED
    app = make_application()
    # What the window's parts log (a failed computer player, a network table it hosts) is one
    # line on stderr named as the command's own messages are.
    logging.basicConfig(level=logging.WARNING, format="qwixx-desktop: %(message)s")
    try:
        folder: Path | None = data_dir()
    except NoFolderError as error:
        # Not even a temporary folder takes a file (a read-only or full disk): no game,
        # setting or statistic of the session could be kept, so it does not start.
        print(f"qwixx-desktop: {error}", file=sys.stderr)
        return EXIT_FAILED
    if data_dir_stand_in() is not None:
        folder = None  # a session's own temporary folder: no other start shares it
    instance = SingleInstance(folder, app)  # destroyed on the GUI thread, with the app
    if not instance.claim():
        return instance.ask_running_app_to_show()
    # Caught from here on; handled once the event loop runs, when the window exists.
    quit_signals = QuitSignals(app)
    window = create_window(app)
    quit_signals.received.connect(lambda _number: _quit(app, window))
    instance.show_requested.connect(lambda: bring_to_front(window))
    window.show()
    try:
        return app.exec()
    finally:
        instance.release()
        remove_stand_ins()  # the window is closed: nothing writes there any more


def _quit(app: QApplication, window: MainWindow) -> None:
    """As the Quit menu: the window closes (autosave written, workers stopped), then any
    dialog's event loop and the app's end too."""
    window.close()
    app.quit()

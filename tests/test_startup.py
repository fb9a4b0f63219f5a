"""What the start imports before the window's first paint (the speed itself is measured by
`python -m bench startup`), and the quicker PySide6 module check it relies on."""

from __future__ import annotations

import gc
import inspect
import sys
import threading
import weakref
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication

from qwixx_desktop.ui.pyside_start import (
    collect_on_gui_thread,
    gui_thread_collecting,
    pause_collector,
    uses_pyside,
)
from qwixx_desktop.ui.window import MainWindow

from .test_cli import modules_loaded_by

# The real start (`--startup-probe`), ended right after its first paint with the modules
# loaded by then as its last line of output, and the dataclasses defined by then (as
# "dataclass:module.Class").
AT_FIRST_PAINT = """
import os, sys
from qwixx_desktop.cli import main
from qwixx_desktop.ui.probe import STARTUP_MARKER

def dataclasses():
    for module in list(sys.modules.values()):
        for value in list(vars(module).values()):
            if isinstance(value, type) and "__dataclass_fields__" in value.__dict__:
                yield "dataclass:" + value.__module__ + "." + value.__qualname__

class Watch:
    def write(self, text):
        if STARTUP_MARKER in text:
            names = sorted(sys.modules) + sorted(set(dataclasses()))
            sys.__stdout__.write(" ".join(names) + "\\n")
            sys.__stdout__.flush()
            os._exit(0)
        return len(text)
    def flush(self):
        pass

sys.stdout = Watch()
main(["--startup-probe"])
"""

# Needed later, if at all: none of them may slow the first paint.
LATER = {
    "qwixx_desktop.stats",  # read once the window shows
    "qwixx_desktop.daily",
    "qwixx_desktop.ui.dialogs",
    "qwixx_desktop.ui.stats_dialog",
    "qwixx_desktop.ui.daily_dialog",
    "qwixx_desktop.ui.coach_review",
    "qwixx_desktop.ai.outlook",  # the outlook's AI loads on its worker thread
    "qwixx_desktop.export",
    "qwixx_desktop.net",
    "multiprocessing",  # the computer players' process starts after the paint
    # Made right after the first paint, or when first used: sound, the tutor and its offer,
    # network play, a board file's errors.
    "qwixx_desktop.ui.sound",
    "PySide6.QtMultimedia",
    "qwixx_desktop.ui.tutorial",
    "qwixx_desktop.ui.crossing_tutorial",
    "qwixx_desktop.ui.longo_tutorial",
    "qwixx_desktop.ui.onboard_tutorial",
    "qwixx_desktop.ui.qwantum_tutorial",
    "qwixx_desktop.ui.netgame",
    "qwixx_desktop.ui.net_dialogs",
    "qwixx_desktop.ui.chat_panel",
    "qwixx_desktop.engine.boards",
    "qwixx_desktop.ui.overlays",  # the results, the offer to resume, the review bar
    "qwixx_desktop.ui.coach_panel",  # made at the first hint
    "qwixx_desktop.ui.jobs",  # the coach's worker, made at the first hint
    "datetime",  # a damaged file's new name, the daily challenge
    "numpy",
    "reportlab",
}


# Each dataclass compiles its methods when defined (~1 ms): the classes made before the first
# paint are Records (engine/record.py) or plain classes, except these (they are copied with
# dataclasses.replace, or keep a cached_property).
DATACLASSES_AT_FIRST_PAINT = {
    "qwixx_desktop.ai.coach.Advice",
    "qwixx_desktop.ai.kit.GameAI",
    "qwixx_desktop.ai.kit.Outlook",
    "qwixx_desktop.engine.game.GameSetup",
    "qwixx_desktop.engine.variants.CrossVariant",
    "qwixx_desktop.engine.variants.RowSpec",
    "qwixx_desktop.games.spec.GameSpec",
    "qwixx_desktop.ui.controller.TableSnapshot",
    "qwixx_desktop.ui.preferences.NewGameChoice",
    "qwixx_desktop.ui.preferences.Preferences",
    "qwixx_desktop.ui.sheet.SheetModel",
}


def test_the_first_paint_waits_for_nothing_it_does_not_show(tmp_path: Path) -> None:
    listed = modules_loaded_by(AT_FIRST_PAINT, tmp_path, packages_only=False)
    made = {name.removeprefix("dataclass:") for name in listed if name.startswith("dataclass:")}
    loaded = {name for name in listed if not name.startswith("dataclass:")}
    assert "qwixx_desktop.ui.table" in loaded and "qwixx_desktop.ui.sheet" in loaded
    assert loaded.isdisjoint(LATER), sorted(loaded & LATER)
    assert "qwixx_desktop.ui.preferences.Preferences" in made
    assert made <= DATACLASSES_AT_FIRST_PAINT, sorted(made - DATACLASSES_AT_FIRST_PAINT)


def _pyside_answer(module: ModuleType) -> bool:
    """shibokensupport's own check (PySide6 6.10): the module's source mentions PySide6."""
    try:
        return "PySide6" in inspect.getsource(module)
    except (TypeError, OSError, SyntaxError):
        return False


def test_the_quicker_check_answers_as_pyside_does() -> None:
    import PySide6.QtWidgets  # noqa: F401  (and the modules it brings)

    import qwixx_desktop.ui.window  # noqa: F401

    modules = [m for m in list(sys.modules.values()) if isinstance(m, ModuleType)]
    assert len(modules) > 200
    answers = {m.__name__: uses_pyside(m) for m in modules}
    assert answers == {m.__name__: _pyside_answer(m) for m in modules}
    assert answers["qwixx_desktop.ui.window"] and not answers["qwixx_desktop.engine.game"]


def test_the_collector_paused_for_the_start_runs_again_once_the_window_shows(
    qtbot: Any, start_app: Callable[[], MainWindow]
) -> None:
    pause_collector()
    window = start_app()
    garbage = _garbage_cycle()
    assert not gc.isenabled()
    window.show()
    # A collection falls due once more objects are made than the collector's threshold: an
    # idle window may make too few within the wait (the test failed so in a loaded suite).
    made = [[] for _ in range(gc.get_threshold()[0] + 1)]
    qtbot.waitUntil(lambda: garbage() is None)
    assert gui_thread_collecting() and not gc.isenabled() and made


class _Cycle:
    def __init__(self) -> None:
        self.itself = self


def _garbage_cycle() -> weakref.ref[_Cycle]:
    return weakref.ref(_Cycle())


def test_garbage_is_collected_on_the_gui_thread_never_on_a_worker_thread(
    qtbot: Any, qapp: QApplication
) -> None:
    collect_on_gui_thread(qapp)
    gc.collect()
    collected_on: list[int] = []
    # A QObject left in a reference cycle, as a window's QSettings was.
    cycle = _Cycle()
    vars(cycle)["settings"] = QObject()
    weakref.finalize(cycle, lambda: collected_on.append(threading.get_ident()))
    del cycle

    def allocate() -> None:  # far past the collector's threshold, as a worker's job may
        for _ in range(20 * gc.get_threshold()[0]):
            _Cycle()

    collecting_threads: set[str] = set()

    def note_thread(phase: str, _info: dict[str, int]) -> None:
        if phase == "start":
            collecting_threads.add(threading.current_thread().name)

    gc.callbacks.append(note_thread)
    try:
        worker = threading.Thread(target=allocate, name="busy-worker")
        worker.start()
        worker.join()
        qtbot.waitUntil(lambda: bool(collected_on))
    finally:
        gc.callbacks.remove(note_thread)
    assert collected_on == [threading.get_ident()]
    assert collecting_threads == {threading.current_thread().name}


def test_the_other_players_sheets_share_one_blank_picture(
    qtbot: Any, start_app: Callable[[], MainWindow]
) -> None:
    window = start_app()  # the first start: you against two computer players
    window.show()
    qtbot.waitExposed(window)
    first, second = window.table.opponent_sheets
    assert first.size() == second.size()
    blanks = []
    for sheet in (first, second):
        sheet.grab()  # paints it
        blank = sheet._blank  # type: ignore[attr-defined]
        assert blank is not None
        blanks.append(blank.cacheKey())
    assert blanks[0] == blanks[1]


def test_a_sheet_keeps_its_fonts_only_until_its_font_changes(
    qtbot: Any, start_app: Callable[[], MainWindow]
) -> None:
    from PySide6.QtGui import QFont

    sheet = start_app().table.main_sheet
    before = sheet._font(0.46, bold=True)
    italic = QFont(sheet.font())
    italic.setItalic(True)
    sheet.setFont(italic)
    after = sheet._font(0.46, bold=True)
    assert not before.italic() and after.italic()
    assert after.bold() and after.pixelSize() == before.pixelSize()
    after.setBold(False)  # a copy: the next caller still gets a bold font
    assert sheet._font(0.46, bold=True).bold()


def test_the_starts_autosave_waits_for_the_first_paint(
    qtbot: Any, start_app: Callable[[], MainWindow], home: Path, monkeypatch: Any
) -> None:
    """The new game's autosave was made (its text, the thread that writes it) before the
    window's first paint."""
    from qwixx_desktop.storage import load_game
    from qwixx_desktop.ui import autosave
    from qwixx_desktop.ui.paths import AUTOSAVE_NAME

    encoded: list[str] = []
    encode = autosave.encode

    def watched(game: Any, *notes: Any) -> bytes:
        encoded.append(game.setup.variant)
        return encode(game, *notes)

    monkeypatch.setattr(autosave, "encode", watched)
    window = start_app()
    game = window.controller.game
    assert game is not None and encoded == []
    window.show()
    qtbot.waitUntil(lambda: (home / AUTOSAVE_NAME).exists())
    window.autosaver.flush()
    assert encoded == [game.setup.variant]
    assert load_game(home / AUTOSAVE_NAME).players == game.players


def test_a_window_not_painted_still_autosaves(
    qtbot: Any, start_app: Callable[[], MainWindow], home: Path, monkeypatch: Any
) -> None:
    """The start's autosave waits for the first paint, but not for ever: a window started
    minimised (never painted) kept its games only in memory."""
    from qwixx_desktop.ui import window as window_module
    from qwixx_desktop.ui.paths import AUTOSAVE_NAME

    monkeypatch.setattr(window_module, "AUTOSAVE_HOLD_MS", 10)
    window = start_app()
    assert not window.isVisible()
    qtbot.waitUntil(lambda: (home / AUTOSAVE_NAME).exists())


# The real start's window, ended once its work after the first paint (sound, the tutor, the
# offer to rejoin a network game, the statistics' check) has run on the GUI thread.
AFTER_THE_FIRST_PAINT = """
from qwixx_desktop.ui.app import create_window, make_application
from qwixx_desktop.ui.window import MainWindow

app = make_application()
after_first_paint = MainWindow.after_first_paint

def then_quit(window):
    after_first_paint(window)
    window.autosave_enabled = False
    app.quit()

MainWindow.after_first_paint = then_quit
window = create_window(app)
window.show()
app.exec()
"""

NETWORK_PLAY = {"qwixx_desktop.ui.netgame", "qwixx_desktop.net", "websockets", "asyncio"}


@pytest.mark.parametrize("resume", [False, True], ids=["first-start", "game-to-resume"])
def test_the_work_after_the_first_paint_loads_no_network_play_without_a_kept_seat(
    tmp_path: Path, resume: bool
) -> None:
    """With no network table or seat kept, the offer to rejoin one has nothing to offer: it
    imported network play (asyncio, websockets) on the GUI thread, ~100 ms as the window had
    just shown, even behind the offer to resume a local game."""
    from qwixx_desktop.engine import Game, Player
    from qwixx_desktop.engine.save import encode
    from qwixx_desktop.ui.paths import AUTOSAVE_NAME

    if resume:
        game = Game("classic", [Player("You"), Player("Ada", "medium")], seed=5)
        game.roll()
        (tmp_path / AUTOSAVE_NAME).write_bytes(encode(game))
    loaded = modules_loaded_by(AFTER_THE_FIRST_PAINT, tmp_path, packages_only=False)
    assert "qwixx_desktop.ui.tutorial" in loaded  # the work after the first paint has run
    assert loaded.isdisjoint(NETWORK_PLAY), sorted(loaded & NETWORK_PLAY)


# The real start's window, its work after the first paint done (and the PDF worker's), then
# Print blank pads accepted as it opens (the file dialog cancelled). It fails if the GUI thread
# imported any of ReportLab, or if the fit check did not run.
PRINT_DIALOG_ACCEPTED = """
import sys, threading
from qwixx_desktop.ui.app import create_window, make_application
from qwixx_desktop.ui.window import MainWindow
from qwixx_desktop.ui import dialogs

on_gui_thread = []
fit_checks = []

class Watch:
    def find_spec(self, name, path=None, target=None):
        gui = threading.current_thread() is threading.main_thread()
        if gui and name.split(".")[0] == "reportlab":
            on_gui_thread.append(name)
        return None

sys.meta_path.insert(0, Watch())
app = make_application()
after_first_paint = MainWindow.after_first_paint

def then_print(window):
    after_first_paint(window)
    window.autosave_enabled = False
    try:
        assert window._pdf_jobs is None  # nothing of the PDF code at the start
        from qwixx_desktop import export

        def read_then_accept(dialog):
            window._pdf_jobs._pool.waitForDone(60000)  # the person reads the dialog a moment
            check_fit = export.check_fit
            export.check_fit = lambda *args: fit_checks.append(check_fit(*args))
            return dialogs.QDialog.DialogCode.Accepted

        dialogs.PrintPadsDialog.exec = read_then_accept
        window._ask_pdf_path = lambda title, stem: None
        window.print_pads_dialog()
    finally:
        window.shutdown()
        app.quit()

MainWindow.after_first_paint = then_print
window = create_window(app)
window.show()
app.exec()
assert not on_gui_thread, on_gui_thread
assert fit_checks == [None], fit_checks
"""


def test_the_print_dialogs_fit_check_finds_reportlab_loaded_off_the_gui_thread(
    tmp_path: Path,
) -> None:
    """The fit check of Print blank pads and Export imported ReportLab and read the fonts on
    the GUI thread when first accepted (0.1-0.5 s frozen): the PDF worker loads them as the
    dialog opens."""
    loaded = modules_loaded_by(PRINT_DIALOG_ACCEPTED, tmp_path, packages_only=False)
    assert "reportlab.pdfgen.canvas" in loaded

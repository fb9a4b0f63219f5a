"""`qwixx-desktop --self-test`: prove that this installation works, offscreen, in seconds.

It runs what a frozen build can get wrong: every data file is read by the code that uses it;
the real main window opens (offscreen); every game the window offers is played to the end by
computer players thinking in the real worker process (ProcessBots: in a bundle that process is
the bundle's executable again); the games are exported as filled sheets and each game as a
blank pad, and the files must be PDFs. One line per check; exit code 0, or 1 with a message
naming what failed.

The user's settings and autosave are never touched: the test runs in a temporary
QWIXX_DESKTOP_HOME. Without a console (a windowed build on Windows has no stdout), the lines
go to `qwixx-desktop-self-test.log` in the temporary folder instead.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TextIO

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication
from reportlab.pdfbase.ttfonts import TTFError, TTFont

from . import __version__
from .ai import classic_cycle
from .ai.classic_phase import read_models
from .ai.expert_longo import JOINT_CONTINUATIONS
from .ai.pairs_model import read_model
from .ai.sheet_shape import LONGO_SHAPE
from .ai.solo_table import (
    SoloTableError,
    default_path,
    hazard_path,
    read_table,
)
from .cli import EXIT_FAILED
from .engine import EngineError, Game
from .export import ExportError, PrintOptions, fonts, write_blank_pads, write_game_sheets
from .gamedata import DataFileError, resources_dir
from .games import all_games, game_keys
from .ui.app import make_application
from .ui.bots import BotSignals
from .ui.i18n import LANGUAGES, Translations, translate, translations_dir
from .ui.icons import IconError, app_icon_files
from .ui.paths import HOME_VARIABLE, open_settings
from .ui.preferences import NewGameChoice, Preferences, Seat
from .ui.sound import check_sounds
from .ui.window import MainWindow

GAME_TIMEOUT_S = 60.0
SEED = 20260101
# Computer seats for every game; expert and hard load classic's value tables in the worker.
SEATS = (("Ada", "expert"), ("Ben", "hard"), ("Cy", "medium"))
LOG_NAME = "qwixx-desktop-self-test.log"


class SelfTestFailure(Exception):
    """One check failed; the message says which and why."""


def run_self_test(out: TextIO | None = None) -> int:
    """Run every check, print one line each to `out`; 0 if all pass, else 1."""
    stream, log_file = _output(out)
    started = time.perf_counter()

    def say(text: str) -> None:
        print(text, file=stream, flush=True)

    say(f"qwixx-desktop {__version__} self-test ({_where()})")
    try:
        with _temporary_home():
            _run_checks(say)
    except SelfTestFailure as failure:
        say(f"FAIL {failure}")
        say("self-test FAILED")
        code = EXIT_FAILED
    except Exception as error:  # anything unexpected is a failure too, never a crash
        where = traceback.extract_tb(error.__traceback__)[-1]
        say(
            f"FAIL unexpected error: {type(error).__name__}: {error} "
            f"(at {Path(where.filename).name}:{where.lineno})"
        )
        say("self-test FAILED")
        code = EXIT_FAILED
    else:
        say(f"self-test passed in {time.perf_counter() - started:.1f} s")
        code = 0
    if log_file is not None:
        log_file.close()
    return code


def _output(out: TextIO | None) -> tuple[TextIO, TextIO | None]:
    if out is not None:
        return out, None
    if sys.stdout is not None:
        return sys.stdout, None
    # A windowed build has no console: keep the report where the user can find it.
    log = open(Path(tempfile.gettempdir()) / LOG_NAME, "w", encoding="utf-8")  # noqa: SIM115
    return log, log


def _where() -> str:
    if getattr(sys, "frozen", False):
        return f"bundle at {Path(sys.executable).parent}"
    return f"Python {sys.version.split()[0]} at {sys.executable}"


@contextmanager
def _temporary_home() -> Iterator[Path]:
    """App data and settings in a fresh temporary folder, removed afterwards."""
    previous = os.environ.get(HOME_VARIABLE)
    with tempfile.TemporaryDirectory(prefix="qwixx-self-test-") as folder:
        os.environ[HOME_VARIABLE] = folder
        try:
            yield Path(folder)
        finally:
            if previous is None:
                os.environ.pop(HOME_VARIABLE, None)
            else:
                os.environ[HOME_VARIABLE] = previous


def _run_checks(say: Callable[[str], None]) -> None:
    if QApplication.instance() is None:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # never a window on the user's screen
    make_application([sys.argv[0] if sys.argv else "qwixx-desktop"])
    say(f"ok   data files: {check_data_files()}")
    try:
        say(f"ok   sound: {check_sounds()}")
    except OSError as error:
        raise SelfTestFailure(f"sound: {error}") from None
    window = _open_window()
    try:
        say(f"ok   main window: {window.windowTitle()!r}, {window.width()}x{window.height()}")
        played: list[Game] = []
        for game in game_keys():
            result, summary = _play(window, game)
            played.append(result)
            say(f"ok   game {game}: {summary}")
        say(f"ok   computer players thought in a separate process ({_worker_pids()})")
        with tempfile.TemporaryDirectory(prefix="qwixx-self-test-pdf-") as folder:
            say(f"ok   PDF export: {_check_exports(Path(folder), played)}")
    finally:
        window.autosave_enabled = False
        window.close()
        window.deleteLater()


# ------------------------------------------------------------------------------ data files


def check_data_files() -> str:
    """Read every shipped data file with the code that uses it; a summary, or a failure."""
    checked = 0
    try:
        for spec in all_games():  # each game's own data: On Board's boards, Qwantum's dice
            for board in spec.boards or ("a",):
                checked += len(spec.read_data(board))
        for table in (default_path(), hazard_path()):
            read_table(table)
            checked += 1
        for continuation in JOINT_CONTINUATIONS:
            read_model(LONGO_SHAPE, continuation)
            checked += 1
        read_models()
        checked += 1
        for players in classic_cycle.PLAYER_COUNTS:
            classic_cycle.read_models(players)
            checked += 1
        for name, filename in fonts.FONT_FILES.items():
            path = fonts.fonts_dir() / filename
            try:
                TTFont(f"SelfTest{name}", str(path))
            except (OSError, TTFError) as error:
                raise SelfTestFailure(f"font {path}: {error}") from None
            checked += 1
        translations = Translations()
        for language in LANGUAGES:
            if language == "en":
                continue
            if not translations.use(language) or translate("Window", "&Game") == "&Game":
                raise SelfTestFailure(
                    f"translation catalogue for {language!r} is missing or empty in "
                    f"{translations_dir()}"
                )
            checked += 1
        translations.use("en")
        checked += len(app_icon_files())
    except (DataFileError, SoloTableError, IconError) as error:
        raise SelfTestFailure(f"data file: {error}") from None
    return f"{checked} files read from {resources_dir()}"


# ------------------------------------------------------------------------------ the window


def _open_window() -> MainWindow:
    preferences = Preferences(animation="off", pace="instant", language="en", theme="light")
    window = MainWindow(open_settings(), Translations(), preferences, bots_in_process=True)
    window.resize(1280, 820)
    window.show()
    if not window.isVisible():
        raise SelfTestFailure("the main window did not open")
    return window


def _play(window: MainWindow, game: str) -> tuple[Game, str]:
    """Play one all-computer game of `game` in the window; (the Game, a summary line)."""
    failures: list[str] = []

    def decided(_ticket: int, seat: int, result: object) -> None:
        if isinstance(result, BaseException):
            failures.append(f"seat {seat}: {type(result).__name__}: {result}")

    signals = window.findChild(BotSignals)
    if signals is None:
        raise SelfTestFailure("the window has no computer-player runner")
    signals.decided.connect(decided)
    loop = QEventLoop()
    window.controller.game_finished.connect(loop.quit)
    timer = QTimer()
    timer.setSingleShot(True)
    timer.timeout.connect(loop.quit)
    started = time.perf_counter()
    try:
        choice = NewGameChoice(game, tuple(Seat(name, level) for name, level in SEATS), SEED)
        try:
            played = window.new_game(choice)
        except EngineError as error:
            raise SelfTestFailure(f"game {game}: cannot be set up: {error}") from None
        timer.start(int(GAME_TIMEOUT_S * 1000))
        if not played.is_over and not failures:
            with _ctrl_c_quits(loop):
                loop.exec()
    finally:
        timer.stop()
        signals.decided.disconnect(decided)
        window.controller.game_finished.disconnect(loop.quit)
    seconds = time.perf_counter() - started
    rolls = played.state.rolls
    if failures:
        raise SelfTestFailure(f"game {game}: a computer player failed: {failures[0]}")
    if not played.is_over:
        raise SelfTestFailure(
            f"game {game}: not finished after {GAME_TIMEOUT_S:.0f} s ({rolls} rolls played)"
        )
    scores = "/".join(str(card.total) for card in played.scores())
    summary = f"{len(SEATS)} computer players, {rolls} rolls, scores {scores}, {seconds:.1f} s"
    return played, summary


@contextmanager
def _ctrl_c_quits(loop: QEventLoop) -> Iterator[None]:
    """Ctrl-C while a game's event loop runs: Python would raise KeyboardInterrupt inside a
    slot, where PySide prints it and goes on, and the game stalled until its time-out. The
    signal quits the loop instead; KeyboardInterrupt follows (cli: "interrupted", code 130)."""
    received: list[int] = []

    def note(number: int, _frame: object) -> None:
        received.append(number)
        loop.quit()

    previous = signal.signal(signal.SIGINT, note)
    # Python runs the handler only when it runs code again: a slot every 100 ms.
    tick = QTimer()
    tick.timeout.connect(lambda: None)
    tick.start(100)
    try:
        yield
    finally:
        tick.stop()
        signal.signal(signal.SIGINT, signal.SIG_DFL if previous is None else previous)
    if received:
        raise KeyboardInterrupt


def _worker_pids() -> str:
    workers = [child.pid for child in multiprocessing.active_children()]
    if not workers:
        raise SelfTestFailure("no computer-player worker process was running")
    return "pid " + ", ".join(str(pid) for pid in workers)


# ------------------------------------------------------------------------------ PDF export


def _check_exports(folder: Path, games: list[Game]) -> str:
    files: list[Path] = []
    try:
        for game in games:
            path = folder / f"sheets-{game.setup.variant}.pdf"
            write_game_sheets(path, game, PrintOptions(lang="en"))
            files.append(path)
            pad = folder / f"pad-{game.setup.variant}.pdf"
            write_blank_pads(pad, PrintOptions(game=game.setup.variant, count=2, seed=SEED))
            files.append(pad)
    except ExportError as error:
        raise SelfTestFailure(f"PDF export: {error}") from None
    for path in files:
        problem = pdf_problem(path)
        if problem:
            raise SelfTestFailure(f"PDF export: {path.name} {problem}")
    size = sum(path.stat().st_size for path in files) // 1024
    return f"{len(files)} files ({size} KB): filled sheets and a blank pad of each game"


def pdf_problem(path: Path) -> str:
    """Why `path` is not a complete PDF file, or "" if it looks like one."""
    if not path.is_file():
        return "was not written"
    data = path.read_bytes()
    if not data.startswith(b"%PDF-"):
        return "does not start like a PDF"
    if b"%%EOF" not in data[-1024:]:
        return "is cut short (no end-of-file marker)"
    if len(data) < 1024:
        return f"is suspiciously small ({len(data)} bytes)"
    return ""

"""The app among processes: its children die with it and keep off its terminal, the worker
starts after the first paint, a quit signal closes it cleanly, and a second start on the same
data folder only brings the running window to the front.

The tests that start the real app (`python -m qwixx_desktop`, offscreen) read the process
table in /proc: Linux only. Every wait is bounded; leftovers are killed in a `finally`.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

import pytest
from PySide6.QtCore import QFileSystemWatcher
from PySide6.QtWidgets import QApplication

from qwixx_desktop.engine import Game, Player, SaveError
from qwixx_desktop.storage import load_game
from qwixx_desktop.ui import lifecycle
from qwixx_desktop.ui.bots import WORKER_LOG_NAME, Bot, ProcessBots
from qwixx_desktop.ui.i18n import Translations
from qwixx_desktop.ui.lifecycle import (
    LOCK_NAME,
    SHOW_LOG_LINE,
    SHOW_REQUEST_NAME,
    SingleInstance,
    bring_to_front,
)
from qwixx_desktop.ui.paths import AUTOSAVE_NAME, HOME_VARIABLE, open_settings
from qwixx_desktop.ui.preferences import (
    NewGameChoice,
    Seat,
    default_choice,
    save_new_game_choice,
)
from qwixx_desktop.ui.probe import STARTUP_MARKER
from qwixx_desktop.ui.window import MainWindow

from .qt_helpers import QUICK
from .qt_messages import assert_no_qt_warnings, qt_environment

needs_proc = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="reads the process table in /proc"
)

START_TIMEOUT_S = 60.0  # a loaded machine; it is ~3 s alone


def _stat_fields(pid: int) -> list[str] | None:
    """/proc/<pid>/stat after the command name (which may hold spaces): state, ppid, ..."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return stat[stat.rindex(")") + 2 :].split()


def alive(pid: int) -> bool:
    fields = _stat_fields(pid)
    return fields is not None and fields[0] != "Z"  # a zombie has exited already


def children_of(pid: int) -> set[int]:
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            fields = _stat_fields(int(entry.name))
            if fields is not None and int(fields[1]) == pid and fields[0] != "Z":
                found.add(int(entry.name))
    return found


def is_bot_worker(pid: int) -> bool:
    try:
        return b"spawn_main" in Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return False


def wait_until(condition: Callable[[], bool], seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


class Output:
    """A child's output stream, read on a thread: its lines, and whether it reached EOF."""

    def __init__(self, stream: IO[bytes]) -> None:
        self.lines: list[str] = []
        self.closed = threading.Event()
        threading.Thread(target=self._read, args=(stream,), daemon=True).start()

    def _read(self, stream: IO[bytes]) -> None:
        for line in stream:
            self.lines.append(line.decode(errors="replace").rstrip("\n"))
        self.closed.set()


class RunningApp:
    def __init__(self, home: Path) -> None:
        env = qt_environment(
            dict(os.environ, QT_QPA_PLATFORM="offscreen", **{HOME_VARIABLE: str(home)})
        )
        self.process = subprocess.Popen(
            [sys.executable, "-m", "qwixx_desktop"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
            start_new_session=True,  # its own process group, as under a terminal
        )
        assert self.process.stdout is not None and self.process.stderr is not None
        self.stdout = Output(self.process.stdout)
        self.stderr = Output(self.process.stderr)
        self.children: set[int] = set()

    def wait_for_worker(self) -> set[int]:
        """The app's children once its computer players' process runs (window painted)."""

        def worker_runs() -> bool:
            self.children |= children_of(self.process.pid)
            return any(is_bot_worker(child) for child in self.children)

        assert wait_until(worker_runs, START_TIMEOUT_S), self.stderr.lines
        return set(self.children)

    def children_gone(self, seconds: float) -> bool:
        return wait_until(lambda: not any(alive(child) for child in self.children), seconds)


@contextmanager
def running_app(home: Path) -> Iterator[RunningApp]:
    """The app, killed at the end if it still runs; a Qt warning it printed fails the test."""
    app = RunningApp(home)
    try:
        yield app
    finally:
        for pid in (app.process.pid, *app.children):
            if alive(pid):
                os.kill(pid, signal.SIGKILL)
        app.process.wait(10)
    app.stderr.closed.wait(3)
    assert_no_qt_warnings("\n".join(app.stderr.lines))


def autosaved_moves(home: Path) -> int:
    try:
        return len(load_game(home / AUTOSAVE_NAME).log)
    except (OSError, SaveError):
        return 0


@needs_proc
def test_a_killed_app_leaves_no_process_behind(home: Path) -> None:
    with running_app(home) as app:
        children = app.wait_for_worker()
        assert len(children) >= 2, "the worker and multiprocessing's resource tracker"
        app.process.kill()
        app.process.wait(10)
        assert app.children_gone(3), [pid for pid in children if alive(pid)]
        # No child holds the pipes the app was started with.
        assert app.stdout.closed.wait(3) and app.stderr.closed.wait(3)


@needs_proc
@pytest.mark.parametrize(
    ("quit_signal", "to_the_group"),
    [
        (signal.SIGTERM, False),  # `kill`, a log-out
        (signal.SIGHUP, True),  # the terminal closes: the app and its children get it
    ],
)
def test_a_quit_signal_closes_the_app_and_keeps_its_game(
    home: Path, quit_signal: signal.Signals, to_the_group: bool
) -> None:
    # Computer players only: the game goes on by itself and is autosaved move by move.
    settings = open_settings()
    save_new_game_choice(
        settings, NewGameChoice("classic", (Seat("Ada", "medium"), Seat("Ben", "medium")), 11)
    )
    settings.sync()
    with running_app(home) as app:
        app.wait_for_worker()
        assert wait_until(lambda: autosaved_moves(home) > 0, START_TIMEOUT_S)
        seen = autosaved_moves(home)
        if to_the_group:
            os.killpg(app.process.pid, quit_signal)
        else:
            app.process.send_signal(quit_signal)
        assert app.process.wait(30) == 0, app.stderr.lines
        assert app.children_gone(3)
        assert app.stdout.closed.wait(3) and app.stderr.closed.wait(3)
        assert not any("Traceback" in line for line in app.stderr.lines), app.stderr.lines
        saved = load_game(home / AUTOSAVE_NAME)
        assert not saved.is_over and len(saved.log) >= seen
        assert not (home / LOCK_NAME).exists(), "the data folder is free for the next start"


@needs_proc
def test_a_session_in_a_temporary_folder_removes_it_as_it_ends(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A data folder that cannot be made (here a file has its name) gives the session a
    temporary folder; every such start left one behind in /tmp."""
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    monkeypatch.setenv("TMPDIR", str(temporary))
    unusable = tmp_path / "a-file"
    unusable.write_bytes(b"")
    with running_app(unusable) as app:
        app.wait_for_worker()
        [folder] = temporary.glob("qwixx-desktop-*")
        assert (folder / AUTOSAVE_NAME).is_file()
        app.process.send_signal(signal.SIGTERM)
        assert app.process.wait(30) == 0, app.stderr.lines
    assert not folder.exists()


def test_the_startup_probe_removes_its_temporary_folder(tmp_path: Path) -> None:
    """The start-up probe (benchmarks, check-deb.sh) of a session in a temporary folder left
    that folder behind."""
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    unusable = tmp_path / "a-file"
    unusable.write_bytes(b"")
    env = qt_environment(dict(os.environ, QT_QPA_PLATFORM="offscreen", TMPDIR=str(temporary)))
    env[HOME_VARIABLE] = str(unusable)
    probe = subprocess.run(
        [sys.executable, "-m", "qwixx_desktop", "--startup-probe"],
        env=env,
        capture_output=True,
        text=True,
        timeout=START_TIMEOUT_S,
    )
    assert probe.returncode == 0, probe.stderr
    assert STARTUP_MARKER in probe.stdout
    assert f"keeps its files in {temporary}" in probe.stderr  # the session was there
    assert list(temporary.iterdir()) == []
    assert_no_qt_warnings(probe.stderr)


@needs_proc
def test_a_second_start_brings_the_running_window_to_the_front(home: Path) -> None:
    with running_app(home) as first:
        first.wait_for_worker()
        env = qt_environment(
            dict(os.environ, QT_QPA_PLATFORM="offscreen", **{HOME_VARIABLE: str(home)})
        )
        second = subprocess.run(
            [sys.executable, "-m", "qwixx_desktop"],
            env=env,
            capture_output=True,
            timeout=START_TIMEOUT_S,
        )
        assert second.returncode == 0, second.stderr
        assert_no_qt_warnings(second.stderr)
        assert wait_until(lambda: SHOW_LOG_LINE in first.stderr.lines, 10)
        assert first.process.poll() is None, "the first app plays on"


def test_a_crashed_apps_lock_does_not_block_the_next_start(qtbot: Any, home: Path) -> None:
    home.mkdir(parents=True, exist_ok=True)
    # Takes the lock as the app does and dies without giving it back.
    crash = (
        "import os, sys; from PySide6.QtCore import QLockFile; "
        "lock = QLockFile(sys.argv[1]); assert lock.tryLock(0); os._exit(0)"
    )
    subprocess.run([sys.executable, "-c", crash, str(home / LOCK_NAME)], check=True, timeout=60)
    assert (home / LOCK_NAME).exists()
    instance = SingleInstance(home)
    try:
        assert instance.claim()
        later = SingleInstance(home)
        assert not later.claim(), "now the folder is taken"
        # The asking start waits for the answer, which this event loop gives.
        answers: list[int] = []
        asking = threading.Thread(target=lambda: answers.append(later.ask_running_app_to_show()))
        with qtbot.waitSignal(instance.show_requested, timeout=5000):
            asking.start()
        asking.join(10)
        assert answers == [0]
    finally:
        instance.release()


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(b"", id="empty"),  # cut off as it was written
        pytest.param(b"\x00\xff garbage\n", id="garbage"),
        # A crash there, then the folder moved here.
        pytest.param(b"99999999\nqwixx-desktop\nanother-computer\n", id="another-computer"),
    ],
)
def test_a_lock_no_process_holds_does_not_block_the_next_start(home: Path, content: bytes) -> None:
    home.mkdir(parents=True, exist_ok=True)
    (home / LOCK_NAME).write_bytes(content)
    instance = SingleInstance(home)
    try:
        assert instance.claim(), "the app starts"
        assert not SingleInstance(home).claim(), "and holds the folder"
    finally:
        instance.release()


@pytest.mark.parametrize("kind", ["pipe", "folder"])
def test_a_lock_that_is_not_a_file_does_not_block_the_next_start(home: Path, kind: str) -> None:
    """A named pipe as the lock blocked the start for good (Qt waited to read it); a folder
    turned every start away."""
    home.mkdir(parents=True, exist_ok=True)
    if kind == "pipe":
        os.mkfifo(home / LOCK_NAME)
    else:
        (home / LOCK_NAME).mkdir()
    code = (
        "import sys; from pathlib import Path; from qwixx_desktop.ui.lifecycle import "
        "SingleInstance; instance = SingleInstance(Path(sys.argv[1])); print(instance.claim()); "
        "print(SingleInstance(Path(sys.argv[1])).claim()); instance.release()"
    )
    try:
        done = subprocess.run(
            [sys.executable, "-c", code, str(home)], capture_output=True, timeout=20
        )
    except subprocess.TimeoutExpired:
        pytest.fail("the start waited for the pipe")
    assert done.stdout.split() == [b"True", b"False"], done.stderr
    assert len(list(home.glob("instance.damaged-*.lock"))) == 1


def test_a_request_that_is_not_a_file_neither_blocks_starts_nor_raises_the_window(
    qtbot: Any, qapp: QApplication, home: Path
) -> None:
    """A folder named as the request: a second start waited for it to go and gave up, and the
    running app raised its window at every change in the data folder (each autosave)."""
    home.mkdir(parents=True, exist_ok=True)
    (home / SHOW_REQUEST_NAME).mkdir()
    running = SingleInstance(home)
    shown: list[int] = []
    running.show_requested.connect(lambda: shown.append(1))
    try:
        assert running.claim()
        later = SingleInstance(home)
        assert not later.claim()
        answers: list[int] = []
        asking = threading.Thread(target=lambda: answers.append(later.ask_running_app_to_show()))
        with qtbot.waitSignal(running.show_requested, timeout=5000):
            asking.start()
        asking.join(10)
        assert answers == [0] and shown == [1]
        # A change in the folder, as every autosave makes, is no request.
        folder = QFileSystemWatcher([str(home)])
        with qtbot.waitSignal(folder.directoryChanged, timeout=5000):
            (home / AUTOSAVE_NAME).write_text("{}", encoding="utf-8")
        qapp.processEvents()
        assert shown == [1]
    finally:
        running.release()


def test_a_write_cut_off_by_a_kill_leaves_nothing_behind_at_the_next_start(home: Path) -> None:
    """A kill between the temporary file and its rename keeps the old file and leaves the
    temporary one; the start that takes the folder removes it, a start turned away does not
    (the running app may be writing it)."""
    home.mkdir(parents=True, exist_ok=True)
    target = home / "autosave.json"
    target.write_text("old", encoding="utf-8")
    killed = (
        "import os, sys, pathlib; from qwixx_desktop import storage; "
        "os.replace = lambda *a: os._exit(9); "
        "storage.write_bytes_atomic(pathlib.Path(sys.argv[1]), lambda: b'new')"
    )
    for _ in range(2):
        done = subprocess.run([sys.executable, "-c", killed, str(target)], timeout=60)
        assert done.returncode == 9
    left = sorted(home.glob(".autosave.json.*.tmp"))
    assert len(left) == 2 and target.read_text(encoding="utf-8") == "old"
    others = [home / "notes.tmp", home / ".hidden"]
    for path in others:
        path.write_text("mine", encoding="utf-8")
    instance = SingleInstance(home)
    try:
        assert instance.claim()
        assert not any(path.exists() for path in left)
        assert target.read_text(encoding="utf-8") == "old"
        assert all(path.exists() for path in others)
        writing = home / ".statistics.jsonl.abc123.tmp"  # the running app's write
        writing.write_text("half", encoding="utf-8")
        assert not SingleInstance(home).claim()
        assert writing.exists()
    finally:
        instance.release()


def test_a_second_start_gives_up_when_the_running_app_does_not_answer(
    qtbot: Any, home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    home.mkdir(parents=True, exist_ok=True)
    monkeypatch.setattr(lifecycle, "ANSWER_TIMEOUT_S", 0.2)
    running = SingleInstance(home)
    try:
        assert running.claim()
        later = SingleInstance(home)
        assert not later.claim()
        # The running app's event loop is not turning (busy): no answer.
        assert later.ask_running_app_to_show() == 1
        assert str(home / LOCK_NAME) in capsys.readouterr().err
        # The request stays: the window comes up once the app gets to it.
        with qtbot.waitSignal(running.show_requested, timeout=5000):
            pass
    finally:
        running.release()


def test_a_show_request_restores_a_minimised_window(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    window.showMinimized()
    qtbot.waitUntil(window.isMinimized)
    bring_to_front(window)
    assert window.isVisible() and not window.isMinimized()


@needs_proc
def test_the_worker_starts_after_the_first_paint(
    qtbot: Any, qapp: QApplication, home: Path
) -> None:
    before = children_of(os.getpid())  # e.g. the resource tracker of an earlier test
    # As create_window at a first start (without touching the app's theme and language):
    # the window with its computer players' process, and you against two computers.
    window = MainWindow(open_settings(), Translations(), QUICK, bots_in_process=True)
    qtbot.addWidget(window)
    try:
        window.new_game(default_choice())
        qapp.processEvents()
        assert children_of(os.getpid()) == before, "a process started before the window showed"
        window.show()
        qtbot.waitUntil(
            lambda: any(is_bot_worker(pid) for pid in children_of(os.getpid()) - before),
            timeout=int(START_TIMEOUT_S * 1000),
        )
    finally:
        window.autosave_enabled = False
        window.close()


def noisy_failing_bot(level: str, rules: Any, seed: int) -> Bot:
    def decide(state: Any, player: int) -> Any:
        print("bot output on stdout", flush=True)
        print("bot output on stderr", file=sys.stderr, flush=True)
        raise ValueError("this bot always fails")

    return decide


def test_the_workers_output_goes_to_its_log_and_failures_to_the_apps_stderr(
    qtbot: Any, home: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    bots = ProcessBots(factory=f"{__name__}:noisy_failing_bot")
    game = Game("classic", [Player("You"), Player("Ada", "medium")], 3)
    game.roll()
    try:
        bots.start_game(game)
        with qtbot.waitSignal(bots.signals.decided, timeout=int(START_TIMEOUT_S * 1000)) as got:
            bots.request(1, 1, game.state)
    finally:
        bots.shutdown()
    assert isinstance(got.args[2], ValueError)
    out, err = capfd.readouterr()
    assert "bot output" not in out + err, "the worker writes to the app's terminal"
    assert "this bot always fails" in err and "test_processes.py" in err, err
    assert "bot output on stderr" in (home / WORKER_LOG_NAME).read_text()


def test_a_pipe_in_place_of_the_workers_log_does_not_stop_the_computer_players(
    qtbot: Any, home: Path
) -> None:
    """Opening the log, a named pipe no one reads, waited for good: the window froze right
    after it first showed."""
    home.mkdir(parents=True)
    os.mkfifo(home / WORKER_LOG_NAME)
    bots = ProcessBots()
    game = Game("classic", [Player("You"), Player("Ada", "medium")], 3)
    game.roll()
    starting = threading.Thread(target=bots.start_game, args=(game,), daemon=True)
    try:
        starting.start()
        starting.join(10)
        if starting.is_alive():
            os.close(os.open(home / WORKER_LOG_NAME, os.O_RDONLY | os.O_NONBLOCK))  # free it
            starting.join(10)
            pytest.fail("starting the worker waited for the pipe")
        with qtbot.waitSignal(bots.signals.decided, timeout=int(START_TIMEOUT_S * 1000)) as got:
            bots.request(1, 1, game.state)
        assert got.args[2] in game.legal_moves(1)
    finally:
        bots.shutdown()
    assert (home / WORKER_LOG_NAME).is_fifo()


def _kill_idle_worker(bots: ProcessBots) -> None:
    """The worker process dies while it thinks about nothing (a crash, the out-of-memory
    killer, a task manager), and the pool has noticed."""
    executor = bots._executor
    assert executor is not None
    for pid in list(executor._processes):  # type: ignore[attr-defined]
        os.kill(pid, signal.SIGKILL)
    assert wait_until(lambda: bool(executor._broken), START_TIMEOUT_S)  # type: ignore[attr-defined]


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="kills the worker with SIGKILL")
def test_a_worker_that_died_while_idle_is_replaced_for_the_next_game_and_decision(
    qtbot: Any, home: Path
) -> None:
    """New game (or Play again, Resume, Open) raised BrokenProcessPool out of start_game and
    left the table frozen on the old game; a decision asked then made the computer pass."""
    bots = ProcessBots()
    game = Game("classic", [Player("You"), Player("Ada", "medium")], 3)
    game.roll()
    timeout = int(START_TIMEOUT_S * 1000)
    try:
        bots.start_game(game)
        bots.wait_ready()
        _kill_idle_worker(bots)
        with qtbot.waitSignal(bots.signals.decided, timeout=timeout) as decided:
            bots.request(1, 1, game.state)
        assert decided.args[2] in game.legal_moves(1)
        _kill_idle_worker(bots)
        again = Game("classic", [Player("You"), Player("Ada", "medium")], 4)
        again.roll()
        bots.start_game(again)
        with qtbot.waitSignal(bots.signals.decided, timeout=timeout) as decided:
            bots.request(2, 1, again.state)
        assert decided.args[2] in again.legal_moves(1)
    finally:
        bots.shutdown()

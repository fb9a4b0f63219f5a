"""The command line as a whole: no traceback ever, one seed range, Ctrl-C, progress, and
start-up imports (what `--version`, the parser and the first window must not load)."""

from __future__ import annotations

import argparse
import contextlib
import errno
import io
import os
import pty
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from qwixx_desktop import __version__, cliargs
from qwixx_desktop.cli import EXIT_BROKEN_PIPE, EXIT_INTERRUPTED, build_parser, main
from qwixx_desktop.engine import SEED_MAX, SaveError
from qwixx_desktop.engine.boards import BoardError
from qwixx_desktop.gamedata import DataFileError
from qwixx_desktop.simulate import MAX_GAMES, Progress

from .qt_messages import assert_no_qt_warnings, qt_environment, qt_warnings

HEAVY_MODULES = ("reportlab", "numpy")


def run_main(argv: list[str]) -> int:
    """main's exit code, whether it returns it or argparse exits with it."""
    try:
        return main(argv)
    except SystemExit as exit_:
        return int(exit_.code or 0)


def one_line_error(capsys: pytest.CaptureFixture[str]) -> str:
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and "Traceback" not in captured.err, captured.err
    return captured.err


# ------------------------------------------------------------------------------ --version


def test_version_alone(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out == f"qwixx-desktop {__version__}\n"


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
@pytest.mark.parametrize("argv", [["--version"], ["daily", "--date", "2026-01-01"]])
def test_output_to_a_full_disk_is_one_line_and_code_2(
    argv: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Output waiting in stdout's buffer (the bundle's stdout, redirected to a file) failed
    only at exit: Python's "Exception ignored in <stdout> ... No space left on device" and
    exit code 120."""
    full = os.open("/dev/full", os.O_WRONLY)  # every write: ENOSPC
    stdout = io.TextIOWrapper(io.BufferedWriter(io.FileIO(full, "w")), encoding="utf-8")
    monkeypatch.setattr(sys, "stdout", stdout)
    try:
        assert run_main(argv) == 2
    finally:
        stdout.close()  # stdout's descriptor was pointed at nothing: this flush succeeds
    error = one_line_error(capsys)
    assert error.endswith("cannot write the output: No space left on device\n"), error


class FullDisk(io.FileIO):
    """A file on a full disk: every write fails with ENOSPC."""

    def write(self, data: Any) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


@pytest.mark.parametrize("buffered", [True, False], ids=["buffered", "unbuffered"])
@pytest.mark.parametrize("argv", [["--help"], ["daily", "--help"]])
def test_help_to_a_full_disk_is_one_line_and_code_2(
    argv: list[str],
    buffered: bool,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Unbuffered (PYTHONUNBUFFERED, or help longer than the buffer) argparse dropped the
    failed write: nothing said, exit code 0."""
    raw = FullDisk(tmp_path / "out.txt", "w")
    binary: Any = io.BufferedWriter(raw) if buffered else raw
    stdout = io.TextIOWrapper(binary, encoding="utf-8", write_through=not buffered)
    monkeypatch.setattr(sys, "stdout", stdout)
    assert run_main(argv) == 2
    with contextlib.suppress(OSError):
        stdout.close()
    error = one_line_error(capsys)
    assert error.endswith("No space left on device\n"), error


@pytest.mark.parametrize(
    "argv",
    [
        ["--version"],
        ["--help"],
        ["print", "--help"],
        ["simulate", "--bots", "random,random", "--games", "2", "--seed", "1"],
    ],
)
def test_a_reader_gone_ends_a_command_quietly_as_unix_tools_do(argv: list[str]) -> None:
    """`qwixx-desktop ... | head -0`: the reader closes its end before the output comes. It
    ended with exit code 2, which says the input was wrong; a Unix tool there ends quietly,
    and the shell reports 128 + SIGPIPE."""
    reader, writer = os.pipe()
    os.close(reader)  # gone before the command writes: every write fails with EPIPE
    try:
        process = subprocess.run(
            [sys.executable, "-m", "qwixx_desktop", *argv],
            stdout=writer,
            stderr=subprocess.PIPE,
            text=True,
            timeout=60,
        )
    finally:
        os.close(writer)
    assert process.stderr == ""
    assert process.returncode == EXIT_BROKEN_PIPE == 128 + signal.SIGPIPE


@pytest.mark.parametrize("argv", [["--help"], ["--version"]])
def test_no_stdout_at_all_is_no_error(argv: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Without stdout (closed: `>&-`; a windowed bundle has none) output goes nowhere, as
    print does: --help failed with a traceback."""
    monkeypatch.setattr(sys, "stdout", None)
    assert run_main(argv) == 0


def every_parser(parser: argparse.ArgumentParser) -> list[argparse.ArgumentParser]:
    """`parser` and each of its commands' parsers (print's blank, game and board too)."""
    found = [parser]
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for command in action.choices.values():
                found += every_parser(command)
    return found


def test_every_help_text_reads_as_written() -> None:
    """`simulate --help` said "with 95 %% intervals": argparse %-formats help strings, whose
    percent signs are written doubled, but not descriptions, which show as they are."""
    parsers = every_parser(build_parser())
    assert len(parsers) == 9  # the launcher, five commands and print's three
    for parser in parsers:
        text = parser.format_help()
        assert "%%" not in text and "%(" not in text, parser.prog


@pytest.mark.parametrize(
    "argv",
    [
        ["--version", "extra"],
        ["--version", "simulate", "--bots", "random"],
        ["--version", "--self-test"],
        ["--self-test", "--startup-probe"],
    ],
)
def test_version_and_flags_take_nothing_else(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert run_main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "error:" in captured.err


# ------------------------------------------------------------------------------ seeds


@pytest.mark.parametrize("seed", ["-1", str(SEED_MAX + 1), "9" * 200, "1" * 5000, "seven"])
@pytest.mark.parametrize(
    "command", [["simulate", "--bots", "random"], ["print", "blank", "-o", "unused.pdf"]]
)
def test_every_command_refuses_a_seed_out_of_range(
    command: list[str], seed: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run_main([*command, "--seed", seed]) == 2
    error = capsys.readouterr().err
    assert "argument --seed" in error and "Traceback" not in error
    assert len(error) < 1000  # a huge number is not echoed back in full


@given(st.integers(min_value=-(2**70), max_value=2**70))
def test_seed_type_accepts_exactly_the_engine_range(value: int) -> None:
    if 0 <= value <= SEED_MAX:
        assert cliargs.seed(str(value)) == value
    else:
        with pytest.raises(argparse.ArgumentTypeError, match=f"must be 0 to {SEED_MAX}"):
            cliargs.seed(str(value))


def test_the_largest_seed_works_on_every_command(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["simulate", "--bots", "random", "--games", "1", "--seed", str(SEED_MAX)]) == 0
    out = tmp_path / "pad.pdf"
    assert (
        main(
            [
                "print",
                "blank",
                "--game",
                "longo",
                "--count",
                "1",
                "--seed",
                str(SEED_MAX),
                "-o",
                str(out),
            ]
        )
        == 0
    )
    assert f"seed {SEED_MAX}" in capsys.readouterr().out and out.is_file()


# ------------------------------------------------------------------------------ simulate flags


@pytest.mark.parametrize("bots", ["skip2,,random", "skip2,random,", ",skip2", " , "])
def test_an_empty_bot_name_is_an_error(bots: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert run_main(["simulate", "--bots", bots, "--games", "1"]) == 2
    captured = capsys.readouterr()
    assert "empty name" in captured.err and captured.out == ""


NAMES = st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789", min_size=1, max_size=8)


@given(st.lists(NAMES, min_size=1, max_size=6), st.data())
def test_bot_lists_keep_every_name_and_refuse_an_empty_one(
    names: list[str], data: st.DataObject
) -> None:
    assert cliargs.name_list(" , ".join(names)) == names
    gap = data.draw(st.integers(min_value=0, max_value=len(names)))
    with pytest.raises(argparse.ArgumentTypeError, match="empty name"):
        cliargs.name_list(",".join([*names[:gap], " ", *names[gap:]]))


def test_games_have_an_upper_limit(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_main(["simulate", "--bots", "random", "--games", str(MAX_GAMES + 1)]) == 2
    assert f"must be 1 to {MAX_GAMES}" in capsys.readouterr().err


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


@pytest.mark.parametrize("is_tty", [True, False])
def test_progress_only_on_a_terminal_and_only_for_long_runs(is_tty: bool) -> None:
    stream, clock = io.StringIO(), FakeClock()
    progress = Progress(stream, 200, is_tty, clock=clock, delay=1.0, interval=0.2)
    progress(10)
    clock.now = 0.5
    progress(20)
    assert stream.getvalue() == ""  # a short run shows nothing
    clock.now = 1.5
    progress(50)
    clock.now = 1.6
    progress(60)  # within the redraw interval: not written
    progress.finish()
    if is_tty:
        assert stream.getvalue() == "\rsimulate: 50/200 games (25 %)\r\033[K"
    else:
        assert stream.getvalue() == ""


# Runs `python -m qwixx_desktop` as a terminal's foreground job would: with Ctrl-C handled. A
# child inherits an ignored SIGINT, and the tests may run with it ignored (a shell without job
# control ignores it in its background jobs); the program rightly keeps it ignored then.
AS_FOREGROUND_PROGRAM = (
    "import runpy, signal; signal.signal(signal.SIGINT, signal.default_int_handler); "
    "runpy.run_module('qwixx_desktop', run_name='__main__', alter_sys=True)"
)


def test_ctrl_c_stops_a_simulation_with_one_line_and_code_130() -> None:
    """A real `simulate` with its stderr on a terminal: the progress line shows, then SIGINT."""
    leader, follower = pty.openpty()
    process = subprocess.Popen(
        [
            sys.executable,
            "-c",
            AS_FOREGROUND_PROGRAM,
            "simulate",
            "--bots",
            "random,random",
            "--games",
            str(MAX_GAMES),
        ],
        stdout=subprocess.PIPE,
        stderr=follower,
        text=True,
    )
    os.close(follower)
    seen = read_until(leader, lambda text: "games (" in text)
    process.send_signal(signal.SIGINT)
    assert process.wait(timeout=30) == EXIT_INTERRUPTED
    seen += read_until(leader, lambda text: False)
    os.close(leader)
    assert process.stdout is not None and process.stdout.read() == ""
    assert "Traceback" not in seen
    last_line = seen.replace("\r\033[K", "\n").strip().splitlines()[-1]
    assert last_line == "qwixx-desktop simulate: interrupted"


def read_until(fd: int, done: Callable[[str], bool], timeout: float = 30.0) -> str:
    """What a pty's other end shows until `done(text)` or the writer has gone."""
    text = ""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and not done(text):
        try:
            chunk = os.read(fd, 1024)
        except OSError:  # EIO: every writer has closed the terminal
            break
        if not chunk:
            break
        text += chunk.decode(errors="replace")
    return text


# ------------------------------------------------------------------------------ files and disks


LOADER_ERRORS = [
    SaveError("not a Qwixx Desktop save (nesting too deep)"),
    BoardError("square 3: expected an object with colour, number and bonus"),
    DataFileError("board.json: not valid JSON (line 1, column 1: nesting too deep)"),
    OSError(36, "File name too long", "/some/very/long/name"),
]


@pytest.mark.parametrize("error", LOADER_ERRORS, ids=lambda error: type(error).__name__)
@pytest.mark.parametrize("command", ["simulate", "print game", "print board"])
def test_every_command_reports_a_loader_error_in_one_line(
    command: str,
    error: Exception,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    def failing(*args: object) -> object:
        raise error

    save = tmp_path / "game.json"
    out = str(tmp_path / "out.pdf")
    argv = {
        "simulate": [
            "simulate",
            "--game",
            "onboard",
            "--bots",
            "greedy,greedy",
            "--board",
            str(save),
        ],
        "print game": ["print", "game", str(save), "-o", out],
        "print board": ["print", "board", "--board", str(save), "-o", out],
    }[command]
    monkeypatch.setattr("qwixx_desktop.gamedata.load_board", failing)
    monkeypatch.setattr("qwixx_desktop.export.document.read_game", failing)
    monkeypatch.setattr("qwixx_desktop.export.cli.read_json", failing)
    assert run_main(argv) == 2
    line = one_line_error(capsys)
    assert line.startswith(f"qwixx-desktop {command}: error: ")
    assert (error.strerror if isinstance(error, OSError) else str(error)) in line
    assert list(tmp_path.iterdir()) == []


def test_a_file_name_too_long_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    long_name = str(tmp_path / ("x" * 300 + ".pdf"))
    assert run_main(["print", "blank", "-o", long_name]) == 2
    assert "File name too long" in one_line_error(capsys)
    assert run_main(["print", "game", long_name, "-o", str(tmp_path / "out.pdf")]) == 2
    assert "File name too long" in one_line_error(capsys)
    assert list(tmp_path.iterdir()) == []


# ------------------------------------------------------------------------------ start-up imports


def modules_loaded_by(code: str, home: Path, packages_only: bool = True) -> set[str]:
    """Top-level packages (or all modules) in sys.modules after running `code` in a fresh
    interpreter."""
    name = "name.split('.')[0]" if packages_only else "name"
    listing = f"print(' '.join({{{name} for name in sys.modules}}))"
    script = f"{code}\nimport sys\n{listing}"
    env = qt_environment(
        dict(os.environ, QWIXX_DESKTOP_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    )
    completed = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert completed.returncode == 0, completed.stderr
    assert_no_qt_warnings(completed.stderr)
    return set(completed.stdout.split("\n")[-2].split())


def test_the_parser_loads_neither_reportlab_nor_numpy(tmp_path: Path) -> None:
    loaded = modules_loaded_by(
        "from qwixx_desktop.cli import build_parser\nbuild_parser()", tmp_path
    )
    assert "qwixx_desktop" in loaded
    assert loaded.isdisjoint(HEAVY_MODULES)


def test_the_first_painted_window_loads_no_reportlab_or_numpy(tmp_path: Path) -> None:
    """The real start (the hidden --startup-probe flag opens the window as a normal start does
    and returns after its first paint)."""
    loaded = modules_loaded_by(
        "from qwixx_desktop.cli import main\nassert main(['--startup-probe']) == 0", tmp_path
    )
    assert "PySide6" in loaded
    assert loaded.isdisjoint(HEAVY_MODULES)
    # The computer players' process starts after the window is painted, not before.
    assert "multiprocessing" not in loaded


def test_a_classic_first_window_builds_no_board_and_no_qwantum_kit(tmp_path: Path) -> None:
    """The first start shows a classic game: the On Board board and the Qwantum widgets are
    imported (and built) when a game first needs them."""
    loaded = modules_loaded_by(
        "from qwixx_desktop.cli import main\nassert main(['--startup-probe']) == 0",
        tmp_path,
        packages_only=False,
    )
    assert "qwixx_desktop.ui.table" in loaded
    later = {
        "qwixx_desktop.ui.board",
        "qwixx_desktop.ui.qwantum_table",
        "qwixx_desktop.ui.qwantum_sheet",
        "qwixx_desktop.ui.qwantum_dice",
        "qwixx_desktop.ui.dialogs",
    }
    assert loaded.isdisjoint(later)


def start_the_window(tmp_path: Path, display: str | None) -> subprocess.CompletedProcess[str]:
    """The app started as from a terminal with only an X11 display, `display` (None: none), on a
    real window system (no QT_QPA_PLATFORM), its data in `tmp_path`."""
    hidden = ("DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET", "QT_QPA_PLATFORM")
    env = {name: value for name, value in os.environ.items() if name not in hidden}
    env["QWIXX_DESKTOP_HOME"] = str(tmp_path / "home")
    if display is not None:
        env["DISPLAY"] = display
    return subprocess.run(
        [sys.executable, "-m", "qwixx_desktop"], env=env, capture_output=True, text=True, timeout=60
    )


def test_what_qt_says_as_it_starts_is_printed_as_qt_prints_it(tmp_path: Path) -> None:
    """Qt's messages while the app starts Qt are held back and printed after (see _start_qt);
    they were printed in a form of their own, so QT_MESSAGE_PATTERN was lost on them and a
    test could not tell them for Qt's."""
    code = (
        "from qwixx_desktop.ui.app import make_application; make_application(['x', *sys.argv[1:]])"
    )
    env = qt_environment(
        dict(os.environ, QWIXX_DESKTOP_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    )
    done = subprocess.run(
        [sys.executable, "-c", f"import sys; {code}", "-style", "no-such-style"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert qt_warnings(done.stderr) == [
        "qt warning [default] QApplication: invalid style override 'no-such-style' passed, "
        "ignoring it."
    ]


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="X11 and Wayland only")
def test_no_display_is_one_line_not_an_abort(tmp_path: Path) -> None:
    """Over ssh without X forwarding or on a text console, Qt aborted the start (a core
    dump), blaming a missing libxcb-cursor0 that is installed."""
    done = start_the_window(tmp_path, display=None)
    assert done.returncode == 1, done.stderr
    assert done.stderr.splitlines() == [
        "qwixx-desktop: no display to open the window on "
        "(neither DISPLAY nor WAYLAND_DISPLAY is set)"
    ]


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="X11 only")
def test_a_display_that_does_not_answer_is_one_line_not_an_abort(tmp_path: Path) -> None:
    """`sudo qwixx-desktop`, ssh with broken X forwarding: Qt aborted (a core dump) after
    four lines blaming a missing libxcb-cursor0 and advising a reinstall."""
    done = start_the_window(tmp_path, display=":59999")
    assert done.returncode == 1, done.stderr
    assert done.stderr.splitlines() == [
        "qwixx-desktop: cannot open the window: could not connect to display :59999"
    ]

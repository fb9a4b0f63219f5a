"""Start-up, from source (`python -m bench startup`; bench_bundle times the bundle with the
same functions): a command is timed against a baseline started the same way in the same run,
interleaved (baseline, command, command, baseline, ...) so that a busy machine slows both alike, and
reported as medians and their ratio with the goal next to it.

1. The window: `qwixx-desktop --startup-probe` opens the window as a normal start does
   (settings, theme, the default game) and prints a marker right after the sheet's first
   paint; timed from launching the process, against a minimal PySide6 window.
2. `qwixx-desktop --version` to its exit, against a bare `python -c pass`.

Every child gets a fresh app-data folder (never the user's), runs offscreen unless a platform
is set, and may write compiled bytecode to a private cache (even where PYTHONDONTWRITEBYTECODE
is set), so that after one unmeasured warm-up run it starts as an installed app does.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

RUNS = 15  # a 7-run median of the minimal window alone moved by ±10 % between runs
TIMEOUT_S = 60
WINDOW_GOAL = 2.0  # app window painted <= 2x a minimal PySide6 window
VERSION_GOAL = 2.0  # `--version` <= 2x a bare `python -c pass`
PAINTED = "painted"
BYTECODE_CACHE = Path(tempfile.gettempdir()) / "qwixx-desktop-bench-bytecode"

# The command line exactly as the installed `qwixx-desktop` script runs it.
SOURCE_APP = [
    sys.executable,
    "-c",
    "import sys; from qwixx_desktop.cli import main; sys.exit(main())",
]
BARE_PYTHON = [sys.executable, "-c", "pass"]
# The least a PySide6 program does to show a window: the baseline of the window's start-up.
MINIMAL_WINDOW = [
    sys.executable,
    "-c",
    f"""
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication([])
window = QWidget()
window.resize(1024, 700)
class FirstPaint(QObject):
    seen = False
    def eventFilter(self, watched, event):
        if not self.seen and event.type() == QEvent.Type.Paint:
            self.seen = True
            QTimer.singleShot(0, lambda: (print({PAINTED!r}, flush=True), app.quit()))
        return False
watcher = FirstPaint()
window.installEventFilter(watcher)
window.show()
app.exec()
""",
]


def _environment(home: str) -> dict[str, str]:
    env = dict(os.environ, QWIXX_DESKTOP_HOME=home, PYTHONPYCACHEPREFIX=str(BYTECODE_CACHE))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    return env


def seconds_to(command: Sequence[str], marker: str | None = None) -> float:
    """Seconds from launching `command` to the stdout line containing `marker`, or to its exit
    (marker None). Raises RuntimeError if it fails."""
    with tempfile.TemporaryDirectory() as home:
        started = time.perf_counter()
        process = subprocess.Popen(
            list(command),
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            env=_environment(home),
        )
        assert process.stdout is not None
        elapsed = None
        for line in process.stdout:
            if marker is not None and marker in line:
                elapsed = time.perf_counter() - started
                break
        code = process.wait(timeout=TIMEOUT_S)
        if marker is None and code == 0:
            elapsed = time.perf_counter() - started
        if elapsed is None:
            wanted = f"printing {marker!r}" if marker else "exit code 0"
            raise RuntimeError(f"{' '.join(command)[:80]} exited ({code}) without {wanted}")
        return elapsed


@dataclass(frozen=True)
class Comparison:
    command: float  # median seconds
    baseline: float
    runs: int

    @property
    def ratio(self) -> float:
        return self.command / self.baseline


def compare(
    command: Sequence[str],
    command_marker: str | None,
    baseline: Sequence[str],
    baseline_marker: str | None,
    runs: int = RUNS,
) -> Comparison:
    """Median start-up of `command` and of `baseline`, timed alternately after a warm-up."""
    seconds_to(baseline, baseline_marker)
    seconds_to(command, command_marker)
    command_times: list[float] = []
    baseline_times: list[float] = []
    for run in range(runs):
        # Each goes first every other run, so that neither always follows the other.
        pair = [
            (baseline, baseline_marker, baseline_times),
            (command, command_marker, command_times),
        ]
        for what, marker, times in pair if run % 2 == 0 else reversed(pair):
            times.append(seconds_to(what, marker))
    return Comparison(statistics.median(command_times), statistics.median(baseline_times), runs)


def window_comparison(app: Sequence[str]) -> Comparison:
    """`app --startup-probe` painted, against the minimal PySide6 window."""
    from qwixx_desktop.ui.probe import STARTUP_MARKER

    return compare([*app, "--startup-probe"], STARTUP_MARKER, MINIMAL_WINDOW, PAINTED)


def version_comparison(app: Sequence[str]) -> Comparison:
    """`app --version` to its exit, against a bare `python -c pass`."""
    return compare([*app, "--version"], None, BARE_PYTHON, None)


def report(label: str, what: str, baseline: str, figures: Comparison, goal: float) -> str:
    return (
        f"{label}: {what} {figures.command:.3f} s, {baseline} {figures.baseline:.3f} s "
        f"(medians of {figures.runs} interleaved runs): {figures.ratio:.2f}x "
        f"(goal <= {goal:.0f}x)"
    )


def main() -> None:
    print(
        report(
            "start-up",
            "first painted window",
            "minimal PySide6 window",
            window_comparison(SOURCE_APP),
            WINDOW_GOAL,
        )
    )
    print(
        report("start-up", "--version", "bare python", version_comparison(SOURCE_APP), VERSION_GOAL)
    )


if __name__ == "__main__":
    main()

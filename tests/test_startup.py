"""What the start imports before the window's first paint (the speed itself is measured by
`python -m bench startup`), and the quicker PySide6 module check it relies on."""

from __future__ import annotations

import inspect
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

from qwixx_desktop.ui.pyside_start import uses_pyside

# Runs the real start (`--startup-probe`) and prints the modules loaded when the marker is
# printed, i.e. right after the first paint.
AT_FIRST_PAINT = """
import sys
from qwixx_desktop.cli import main
from qwixx_desktop.ui.probe import STARTUP_MARKER

class Watch:
    def __init__(self, out):
        self.out = out
    def write(self, text):
        if STARTUP_MARKER in text:
            self.out.write("MODULES " + " ".join(sorted(sys.modules)) + "\\n")
        return len(text)
    def flush(self):
        self.out.flush()

sys.stdout = Watch(sys.stdout)
assert main(["--startup-probe"]) == 0
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
    "numpy",
    "reportlab",
}


def modules_at_first_paint(home: Path) -> set[str]:
    env = dict(os.environ, QWIXX_DESKTOP_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    completed = subprocess.run(
        [sys.executable, "-c", AT_FIRST_PAINT],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert completed.returncode == 0, completed.stderr
    [line] = [line for line in completed.stdout.splitlines() if line.startswith("MODULES ")]
    return set(line.split()[1:])


def test_the_first_paint_waits_for_nothing_it_does_not_show(tmp_path: Path) -> None:
    loaded = modules_at_first_paint(tmp_path)
    assert "qwixx_desktop.ui.table" in loaded and "qwixx_desktop.ui.sheet" in loaded
    assert loaded.isdisjoint(LATER), sorted(loaded & LATER)


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

"""PySide6 imported for a quick start, and the garbage collector paused until the window shows.

Once PySide6.QtCore is imported, every module imported after it is checked for PySide6 usage
(for its optional `from __feature__ import ...` switches): shibokensupport's check reads each
module's source through `inspect.getsource` and the line cache, ~0.2 ms a module, ~100 modules
before the window's first paint. `import_pyside` gives that check the same answer from the
file's bytes, several times faster. Should a PySide6 version lack the check, nothing changes.

The start makes tens of thousands of objects that live as long as the app (modules, classes,
PySide6's enums) and hardly any garbage: the collector would only walk them again and again,
~10 ms before the first paint. It pauses until then (`pause_collector`), then runs on the GUI
thread only (`collect_on_gui_thread`).
"""

from __future__ import annotations

import gc
import sys
from types import ModuleType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QObject, QTimer


def import_pyside() -> None:
    import PySide6.QtCore  # noqa: F401  (makes shibokensupport.feature)

    feature = sys.modules.get("shibokensupport.feature")
    if feature is not None and callable(getattr(feature, "_mod_uses_pyside", None)):
        vars(feature)["_mod_uses_pyside"] = uses_pyside


def uses_pyside(module: ModuleType) -> bool:
    """Whether the module's source mentions PySide6 (False for one without a source file)."""
    path = getattr(module, "__file__", None)
    if not isinstance(path, str) or not path.endswith(".py"):
        return False
    try:
        with open(path, "rb") as source:
            return b"PySide6" in source.read()
    except OSError:
        return False


def pause_collector() -> None:
    """No garbage collection until `collect_on_gui_thread` (the window's first paint): its
    timer is the only collector once the automatic one is off."""
    gc.disable()


# How often the GUI thread looks whether a collection is due (see collect_on_gui_thread).
COLLECT_CHECK_MS = 500
_gui_thread_timer: QTimer | None = None


def collect_on_gui_thread(owner: QObject) -> None:
    """From now on the cyclic garbage collector runs on the GUI thread only, from a timer
    owned by `owner` (the application), instead of by itself; a collector paused by
    `pause_collector` runs again this way. By itself it runs on whichever thread makes the
    object past its threshold: the autosave's, the computer players', the PDF's. A window
    (and its QSettings, its timers) left in a reference cycle was then destroyed on that
    thread while the GUI thread handled its events: a segmentation fault."""
    global _gui_thread_timer
    from PySide6.QtCore import QTimer

    gc.disable()
    if gui_thread_collecting():
        return
    timer = QTimer(owner)
    timer.setInterval(COLLECT_CHECK_MS)
    timer.timeout.connect(collect_due)
    timer.start()
    _gui_thread_timer = timer


def gui_thread_collecting() -> bool:
    import shiboken6

    timer = _gui_thread_timer
    return timer is not None and shiboken6.isValid(timer) and timer.isActive()


def collect_due() -> None:
    """Collects the oldest generation whose count passed its threshold, as the collector does
    by itself, once the youngest's has."""
    counts, thresholds = gc.get_count(), gc.get_threshold()
    if thresholds[0] <= 0 or counts[0] <= thresholds[0]:
        return
    due = [generation for generation in range(3) if counts[generation] > thresholds[generation]]
    gc.collect(max(due))

"""PySide6 imported for a quick start, and the garbage collector paused until the window shows.

Once PySide6.QtCore is imported, every module imported after it is checked for PySide6 usage
(for its optional `from __feature__ import ...` switches): shibokensupport's check reads each
module's source through `inspect.getsource` and the line cache, ~0.2 ms a module, ~100 modules
before the window's first paint. `import_pyside` gives that check the same answer from the
file's bytes, several times faster. Should a PySide6 version lack the check, nothing changes.

The start makes tens of thousands of objects that live as long as the app (modules, classes,
PySide6's enums) and hardly any garbage: the collector would only walk them again and again,
~10 ms before the first paint. It pauses until then (`pause_collector`, `resume_collector`).
"""

from __future__ import annotations

import gc
import sys
from types import ModuleType


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


_paused = False


def pause_collector() -> None:
    """No garbage collection until `resume_collector` (the window's first paint)."""
    global _paused
    if gc.isenabled():
        gc.disable()
        _paused = True


def resume_collector() -> None:
    """Collect again, if `pause_collector` stopped it."""
    global _paused
    if _paused:
        _paused = False
        gc.enable()

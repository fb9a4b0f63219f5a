"""Qt's warnings in the stderr of a child process (the app started as a program): they fail
the test as Qt's warnings in the tests' own process do (pyproject.toml, qt_log_level_fail),
with the same offscreen-only exceptions, read from pyproject.toml.

Qt prints each message after QT_MESSAGE_PATTERN, which the child gets from `qt_environment`:
its lines then say for sure which come from Qt, and of what kind. The app prints the
messages Qt gives while it starts in the same form (ui/app.py, _start_qt). No Qt here: rule
tests import this module's users without loading Qt."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from functools import cache
from pathlib import Path

PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"
QT_MESSAGE_PATTERN = "qt %{type} [%{category}] %{message}"
# A warning or worse, as QT_MESSAGE_PATTERN prints it (a message may go on for more lines).
_WARNING = re.compile(r"^qt (?:warning|critical|fatal) \[[^\]]*\] (.*)$")


def qt_environment(environment: Mapping[str, str]) -> dict[str, str]:
    """`environment` for a child whose Qt messages `assert_no_qt_warnings` recognises."""
    return {**environment, "QT_MESSAGE_PATTERN": QT_MESSAGE_PATTERN}


@cache
def _ignored() -> tuple[re.Pattern[str], ...]:
    options = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["tool"]["pytest"]
    return tuple(re.compile(pattern) for pattern in options["ini_options"]["qt_log_ignore"])


def qt_warnings(stderr: str | bytes) -> list[str]:
    """The Qt warnings (and worse) in a child's stderr, but for those pyproject.toml lets
    pass (what the offscreen platform cannot do)."""
    text = stderr.decode(errors="replace") if isinstance(stderr, bytes) else stderr
    found = []
    for line in text.splitlines():
        warning = _WARNING.match(line)
        if warning and not any(pattern.search(warning[1]) for pattern in _ignored()):
            found.append(line)
    return found


def assert_no_qt_warnings(stderr: str | bytes) -> None:
    warnings = qt_warnings(stderr)
    assert not warnings, f"Qt warned in the child process: {warnings}"

"""The stand-alone bundle (make package): its size, and how fast it starts.

1. Size: dist/qwixx-desktop/ on disk (MB, files), and the largest parts.
2. Start-up: the bundle's executable started with the hidden `--startup-probe` flag opens the
   window exactly as a normal start does (settings, theme, the default game) and prints a
   marker right after the window's first paint; the time from launching the process to that
   line. A fresh app-data folder each run (never the user's), offscreen unless a platform is
   set. Median of 5, after one unmeasured run that warms the disk cache.

Without a bundle it says how to build one and measures nothing. `python -m bench bundle`.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "dist" / "qwixx-desktop"
EXECUTABLE = BUNDLE / ("qwixx-desktop.exe" if os.name == "nt" else "qwixx-desktop")
RUNS = 5
STARTUP_GOAL_S = 0.8  # as for the window started from source (bench_window)
TIMEOUT_S = 60


def bundle_size(top: Path = BUNDLE) -> tuple[float, int, list[tuple[str, float]]]:
    """(MB, number of files, [(part, MB)] of the five largest top-level parts of _internal)."""
    files = [p for p in top.rglob("*") if p.is_file() and not p.is_symlink()]
    total = sum(p.stat().st_size for p in files)
    parts: dict[str, int] = {}
    internal = top / "_internal"
    for path in files:
        if internal in path.parents:
            part = path.relative_to(internal).parts[0]
            parts[part] = parts.get(part, 0) + path.stat().st_size
    largest = sorted(parts.items(), key=lambda item: -item[1])[:5]
    return total / 1e6, len(files), [(name, size / 1e6) for name, size in largest]


def startup_seconds() -> float:
    """Seconds from launching the bundle to its first painted window (one run)."""
    from qwixx_desktop.selftest import STARTUP_MARKER

    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, QWIXX_DESKTOP_HOME=home)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        started = time.perf_counter()
        process = subprocess.Popen(
            [str(EXECUTABLE), "--startup-probe"], stdout=subprocess.PIPE, text=True, env=env
        )
        assert process.stdout is not None
        elapsed = None
        for line in process.stdout:
            if line.strip() == STARTUP_MARKER:
                elapsed = time.perf_counter() - started
                break
        process.wait(timeout=TIMEOUT_S)
        if elapsed is None:
            raise RuntimeError(f"{EXECUTABLE} --startup-probe exited ({process.returncode}) "
                               "without painting its window")
        return elapsed


def main() -> None:
    if not EXECUTABLE.is_file():
        print(f"bundle: no bundle at {BUNDLE.relative_to(ROOT)}; build it with `make package` "
              "to measure its size and start-up time")
        return
    megabytes, count, largest = bundle_size()
    parts = ", ".join(f"{name} {size:.0f}" for name, size in largest)
    print(f"bundle: {BUNDLE.relative_to(ROOT)} is {megabytes:.0f} MB in {count} files "
          f"(largest parts, MB: {parts})")
    startup_seconds()  # warm the disk cache; a first start after a reboot is slower
    times = [startup_seconds() for _ in range(RUNS)]
    median = statistics.median(times)
    verdict = "goal met" if median <= STARTUP_GOAL_S else "GOAL NOT MET"
    print(f"bundle: first painted window {median:.2f} s after process start (median of {RUNS}, "
          f"range {min(times):.2f}-{max(times):.2f} s) (goal <= {STARTUP_GOAL_S} s): {verdict}")


if __name__ == "__main__":
    main()

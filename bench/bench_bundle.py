"""The stand-alone bundle (make package): its size, and how fast it starts.

1. Size: dist/qwixx-desktop/ on disk (MB, files), and the largest parts.
2. Start-up (bench/bench_startup.py): the bundle's executable started with the hidden
   `--startup-probe` flag opens the window exactly as a normal start does (settings, theme,
   the default game) and prints a marker right after the window's first paint; timed from
   launching the process, against a minimal PySide6 window started by this Python in the same
   run. Likewise the bundle's `--version` against a bare `python -c pass`. Medians and their
   ratios.

Without a bundle it says how to build one and measures nothing. `python -m bench bundle`.
"""

from __future__ import annotations

import os
from pathlib import Path

from bench.bench_startup import (
    VERSION_GOAL,
    WINDOW_GOAL,
    report,
    version_comparison,
    window_comparison,
)

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "dist" / "qwixx-desktop"
EXECUTABLE = BUNDLE / ("qwixx-desktop.exe" if os.name == "nt" else "qwixx-desktop")


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


def main() -> None:
    if not EXECUTABLE.is_file():
        print(
            f"bundle: no bundle at {BUNDLE.relative_to(ROOT)}; build it with `make package` "
            "to measure its size and start-up time"
        )
        return
    megabytes, count, largest = bundle_size()
    parts = ", ".join(f"{name} {size:.0f}" for name, size in largest)
    print(
        f"bundle: {BUNDLE.relative_to(ROOT)} is {megabytes:.0f} MB in {count} files "
        f"(largest parts, MB: {parts})"
    )
    print(
        report(
            "bundle",
            "first painted window",
            "minimal PySide6 window",
            window_comparison([str(EXECUTABLE)]),
            WINDOW_GOAL,
        )
    )
    print(
        report(
            "bundle",
            "--version",
            "bare python",
            version_comparison([str(EXECUTABLE)]),
            VERSION_GOAL,
        )
    )


if __name__ == "__main__":
    main()

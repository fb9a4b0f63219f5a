"""PDF export speed: 100 blank sheets to a PDF, per game, and the size per page."""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from qwixx_desktop.export import PrintOptions, write_blank_pads
from qwixx_desktop.export.fonts import register_fonts

GOAL_SECONDS = 1.5
SHEETS = 100


def time_pad(game: str, per_page: int) -> tuple[float, int, int]:
    """Best of three: (seconds, bytes, pages) for SHEETS blank sheets written to a PDF file."""
    best = float("inf")
    size = pages = 0
    with tempfile.TemporaryDirectory() as folder:
        for _ in range(3):
            started = time.perf_counter()
            result = write_blank_pads(
                Path(folder) / "pad.pdf",
                PrintOptions(game=game, count=SHEETS, per_page=per_page, seed=1),
            )
            best = min(best, time.perf_counter() - started)
            size, pages = result.size, result.pages
    return best, size, pages


def main() -> None:
    started = time.perf_counter()
    register_fonts()  # a one-off ~0.1 s per process, reported apart
    print(f"export: font loading {time.perf_counter() - started:.2f} s (once per process)")
    for game, per_page in (("classic", 1), ("longo", 2), ("onboard", 4), ("qwantum", 2)):
        seconds, size, pages = time_pad(game, per_page)
        verdict = "goal met" if seconds <= GOAL_SECONDS else "GOAL NOT MET"
        print(
            f"export: {SHEETS} blank {game} sheets ({per_page}/page, {pages} pages) in "
            f"{seconds:.3f} s, {size / pages / 1024:.1f} KiB/page, {size / 1024:.0f} KiB total "
            f"(goal <= {GOAL_SECONDS} s: {verdict})"
        )


if __name__ == "__main__":
    main()

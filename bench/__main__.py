"""Benchmarks, printed (never asserted by the tests).

`python -m bench` (make bench) runs bench/bench_*.py except the AI ones;
`python -m bench --ai` (make bench-ai) runs bench/bench_ai_*.py, which take much longer.
Extra arguments select modules by name, e.g. `python -m bench engine`.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from pathlib import Path


def main(argv: list[str]) -> int:
    ai = "--ai" in argv
    wanted = [a for a in argv if a != "--ai"]
    folder = Path(__file__).parent
    names = sorted(
        m.name for m in pkgutil.iter_modules([str(folder)]) if m.name.startswith("bench_")
    )
    for name in names:
        short = name.removeprefix("bench_")
        if short.startswith("ai_") != ai or (wanted and short not in wanted):
            continue
        importlib.import_module(f"bench.{name}").main()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""`make bench`: run every benchmark module (bench/bench_*.py) and print its figures."""

from __future__ import annotations

import importlib
import pkgutil
import sys
from pathlib import Path


def main() -> int:
    folder = Path(__file__).parent
    modules = pkgutil.iter_modules([str(folder)])
    names = sorted(m.name for m in modules if m.name.startswith("bench_"))
    selected = [n for n in names if not sys.argv[1:] or n.removeprefix("bench_") in sys.argv[1:]]
    for name in selected:
        module = importlib.import_module(f"bench.{name}")
        module.main()
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Entry point of the stand-alone bundle (PyInstaller runs this file as __main__)."""

import multiprocessing
import os
import sys
from collections.abc import MutableMapping

from qwixx_desktop.cli import main


def ask_for_utf8(environ: MutableMapping[str, str]) -> None:
    """In the C or POSIX locale (no LANG: a service, `env -i`, a minimal container), characters
    in UTF-8 (LC_CTYPE=C.UTF-8), as Python's own start does (PEP 538) and PyInstaller's does
    not: Qt, which wants UTF-8, printed four lines about switching to it. LC_ALL set by hand
    is left alone, as Python leaves it."""
    if environ.get("LC_ALL"):
        return
    characters = environ.get("LC_CTYPE") or environ.get("LANG") or "C"
    if characters in ("C", "POSIX"):
        environ["LC_CTYPE"] = "C.UTF-8"


if __name__ == "__main__":
    ask_for_utf8(os.environ)  # before Qt reads the locale
    # Computer players think in a spawned process: in the bundle that process is this same
    # executable, and freeze_support() turns it into the worker before anything else runs.
    multiprocessing.freeze_support()
    sys.exit(main())

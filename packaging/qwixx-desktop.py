"""Entry point of the stand-alone bundle (PyInstaller runs this file as __main__)."""

import locale
import multiprocessing
import os
import sys
from collections.abc import Callable, MutableMapping

from qwixx_desktop.cli import main


def locale_installed(name: str) -> bool:
    """Whether the C library can switch its characters to the locale `name` (one `locale -a`
    lists). The process's own setting is put back."""
    previous = locale.setlocale(locale.LC_CTYPE)
    try:
        locale.setlocale(locale.LC_CTYPE, name)
    except locale.Error:
        return False
    locale.setlocale(locale.LC_CTYPE, previous)
    return True


def ask_for_utf8(
    environ: MutableMapping[str, str], installed: Callable[[str], bool] = locale_installed
) -> None:
    """In the C or POSIX locale (no LANG: a service, `env -i`, a minimal container), or one
    this system does not have (LANG=es_ES.UTF-8 where only C.UTF-8 is installed: the C library
    falls back to C), characters in UTF-8 (LC_CTYPE=C.UTF-8), as Python's own start does
    (PEP 538) and PyInstaller's does not: Qt, which wants UTF-8, printed four lines about
    switching to it. The language still comes from LANG. LC_ALL set by hand is left alone, as
    Python leaves it."""
    if environ.get("LC_ALL"):
        return
    characters = environ.get("LC_CTYPE") or environ.get("LANG") or "C"
    if characters in ("C", "POSIX") or not installed(characters):
        environ["LC_CTYPE"] = "C.UTF-8"


if __name__ == "__main__":
    ask_for_utf8(os.environ)  # before Qt reads the locale
    # Computer players think in a spawned process: in the bundle that process is this same
    # executable, and freeze_support() turns it into the worker before anything else runs.
    multiprocessing.freeze_support()
    sys.exit(main())

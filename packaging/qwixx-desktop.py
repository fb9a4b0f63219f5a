"""Entry point of the stand-alone bundle (PyInstaller runs this file as __main__)."""

import multiprocessing
import sys

from qwixx_desktop.cli import main

if __name__ == "__main__":
    # Computer players think in a spawned process: in the bundle that process is this same
    # executable, and freeze_support() turns it into the worker before anything else runs.
    multiprocessing.freeze_support()
    sys.exit(main())

import multiprocessing
import sys

from .cli import main

# Computer players think in a spawned process; a frozen build must handle that child itself.
multiprocessing.freeze_support()
sys.exit(main())

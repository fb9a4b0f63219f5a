"""The hidden `--startup-probe` flag: start as `qwixx-desktop` does, say when the window has
been painted, then quit. bench/bench_window.py and bench/bench_bundle.py time it from the
outside; packaging/linux/check-deb.sh uses it to prove the window opens on X11.

It imports no more than a normal start does, so that what it measures is the real start-up.
"""

from __future__ import annotations

STARTUP_MARKER = "qwixx-desktop: window painted"


def startup_probe() -> int:
    """Start as `qwixx-desktop` does; print STARTUP_MARKER after the first paint, then quit."""
    from .app import create_window, make_application
    from .bots import AfterFirstPaint
    from .paths import remove_stand_ins

    app = make_application()
    window = create_window(app)

    def report() -> None:
        print(STARTUP_MARKER, flush=True)
        window.autosave_enabled = False
        window.close()
        app.quit()

    AfterFirstPaint(window.table.main_sheet, report, 0)  # right after that paint has run
    window.show()
    try:
        return app.exec()
    finally:
        # As run_gui: a session in a temporary folder (the data folder unusable) removes it;
        # every probe of such a start (benchmarks, check-deb.sh) left one behind.
        remove_stand_ins()

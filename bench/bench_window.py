"""The game window: time to the first painted window, and event-loop stalls while computers play.

1. Start-up: a fresh Python process opens the window as `qwixx-desktop` does (default game);
   the time from launching the process to the first paint of the sheet. Median of 3.
2. Responsiveness: four computer players play a whole classic game in the window with
   animations at "fast" speed and every computer decision made to take ~150 ms of pure-Python
   work (what stronger levels may need); a 5 ms timer measures the longest gap in the event
   loop, minus its interval.

Run with `make bench` (offscreen) or `python -m bench window`.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from typing import Any

STARTUP_GOAL_S = 0.8
STALL_GOAL_MS = 50.0
BOT_THINK_S = 0.15
TICK_MS = 5
GAME_TIMEOUT_S = 120.0
MARKER = "first-paint"


def child_first_paint() -> None:
    """Runs in the measured process: open the window, report the first paint, quit."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    from qwixx_desktop.ui.app import create_window, make_application

    app = make_application([])
    window = create_window(app)

    class FirstPaint(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.seen = False

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if not self.seen and watched is window.table.main_sheet and (
                event.type() == QEvent.Type.Paint
            ):
                self.seen = True
                # After this paint has run: the window is on screen with the sheet drawn.
                QTimer.singleShot(0, report)
            return False

    def report() -> None:
        print(MARKER, flush=True)
        app.quit()

    watcher = FirstPaint()
    window.table.main_sheet.installEventFilter(watcher)
    window.show()
    app.exec()


def measure_startup() -> float:
    """Seconds from launching a process to its first painted window (median of 3)."""
    times = []
    for _ in range(3):
        with tempfile.TemporaryDirectory() as home:
            env = dict(os.environ, QWIXX_DESKTOP_HOME=home)
            env.setdefault("QT_QPA_PLATFORM", "offscreen")
            started = time.perf_counter()
            process = subprocess.Popen(
                [sys.executable, "-c", "import bench.bench_window as b; b.child_first_paint()"],
                stdout=subprocess.PIPE,
                text=True,
                env=env,
            )
            assert process.stdout is not None
            for line in process.stdout:
                if line.strip() == MARKER:
                    times.append(time.perf_counter() - started)
                    break
            process.wait(timeout=30)
    return statistics.median(times)


def slow_bot_factory(level: str, rules: Any, seed: int) -> Callable[[Any, int], Any]:
    from qwixx_desktop.ai import make_bot

    bot = make_bot(level, rules, seed)

    def thinking(state: Any, player: int) -> Any:
        deadline = time.perf_counter() + BOT_THINK_S
        busy = 0
        while time.perf_counter() < deadline:  # pure-Python work, holding the GIL
            busy += sum(range(200))
        return bot(state, player)

    return thinking


def measure_stalls() -> tuple[float, int, float]:
    """(longest stall in ms, rolls played, seconds) for a 4-computer-player game."""
    with tempfile.TemporaryDirectory() as home:
        os.environ["QWIXX_DESKTOP_HOME"] = home
        from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer

        from qwixx_desktop.engine import Game, Player
        from qwixx_desktop.ui.app import make_application
        from qwixx_desktop.ui.bots import ProcessBots
        from qwixx_desktop.ui.controller import GameController
        from qwixx_desktop.ui.paths import open_settings
        from qwixx_desktop.ui.preferences import Preferences
        from qwixx_desktop.ui.window import MainWindow

        app = make_application([])
        preferences = Preferences(animation="fast", pace="instant", language="en")
        window = MainWindow(open_settings(), None, preferences)
        # Swap in computer players that think for BOT_THINK_S each decision, in the worker
        # process as in the app.
        window.controller.shutdown()
        window.controller.deleteLater()
        bots = ProcessBots(window, factory="bench.bench_window:slow_bot_factory")
        controller = GameController(
            window.table,
            animation=preferences.animation_factor,
            pace=preferences.pace_factor,
            bots=bots,
            parent=window,
        )
        window.controller = controller
        window.table.attach(controller)
        window.resize(1280, 820)
        window.show()
        app.processEvents()

        clock = QElapsedTimer()
        longest = 0.0
        last = 0.0

        def tick() -> None:
            nonlocal last, longest
            now = clock.nsecsElapsed() / 1e6
            longest = max(longest, now - last - TICK_MS)
            last = now

        ticker = QTimer()
        ticker.setInterval(TICK_MS)
        ticker.timeout.connect(tick)
        loop = QEventLoop()
        controller.game_finished.connect(loop.quit)
        QTimer.singleShot(int(GAME_TIMEOUT_S * 1000), loop.quit)
        players = [Player(name, "medium") for name in ("Ada", "Ben", "Cy", "Di")]
        game = Game("classic", players, seed=2024)
        # Start the worker process and load the AI first (the app does this behind the first
        # screen): the measurement is about play.
        bots.start_game(game)
        bots.wait_ready()
        started = time.perf_counter()
        clock.start()
        ticker.start()
        controller.start(game)
        loop.exec()
        ticker.stop()
        seconds = time.perf_counter() - started
        rolls = sum(type(action).__name__ == "Roll" for action in game.log)
        controller.shutdown()
        window.autosave_enabled = False
        window.close()
        return longest, rolls, seconds


def main() -> None:
    startup = measure_startup()
    verdict = "goal met" if startup <= STARTUP_GOAL_S else "GOAL NOT MET"
    print(f"window: first painted window {startup:.2f} s after process start "
          f"(goal <= {STARTUP_GOAL_S} s): {verdict}")
    stall, rolls, seconds = measure_stalls()
    verdict = "goal met" if stall < STALL_GOAL_MS else "GOAL NOT MET"
    print(f"window: longest event-loop stall {stall:.1f} ms during a 4-computer-player game "
          f"({rolls} rolls in {seconds:.1f} s, {BOT_THINK_S * 1000:.0f} ms per computer "
          f"decision, fast animations) (goal < {STALL_GOAL_MS:.0f} ms): {verdict}")


if __name__ == "__main__":
    main()

"""The game window: event-loop stalls while computers play (its start-up: bench_startup).

Four computer players play a whole classic game in the window with animations at "fast"
speed and every computer decision made to take ~150 ms of pure-Python work (what stronger
levels may need); a 5 ms timer measures the longest gap in the event loop, minus its interval.

Run with `make bench` (offscreen) or `python -m bench window`.
"""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Callable
from typing import Any

STALL_GOAL_MS = 50.0
BOT_THINK_S = 0.15
TICK_MS = 5
GAME_TIMEOUT_S = 120.0


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
    stall, rolls, seconds = measure_stalls()
    print(
        f"window: longest event-loop stall {stall:.1f} ms during a 4-computer-player game "
        f"({rolls} rolls in {seconds:.1f} s, {BOT_THINK_S * 1000:.0f} ms per computer "
        f"decision, fast animations) (goal < {STALL_GOAL_MS:.0f} ms)"
    )


if __name__ == "__main__":
    main()

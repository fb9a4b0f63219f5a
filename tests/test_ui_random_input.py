"""Whatever a person clicks or types, the window keeps a playable game: seeded random keys
and clicks anywhere on the table (dialogs and menus they open are closed again), then the
game is played to its end. An exception in any slot fails the test (pytest-qt)."""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMenu

from qwixx_desktop.ui.controller import Waiting
from qwixx_desktop.ui.window import MainWindow

from .qt_helpers import coach_decisions, new_game

WINDOW_SIZE = (1280, 820)
KEY = Qt.Key
KEYS = (
    *(KEY.Key_R, KEY.Key_P, KEY.Key_H, KEY.Key_Space, KEY.Key_Return, KEY.Key_Escape),
    *(KEY.Key_Tab, KEY.Key_Backtab, KEY.Key_Left, KEY.Key_Right, KEY.Key_Up, KEY.Key_Down),
    *(KEY.Key_1, KEY.Key_3, KEY.Key_6, KEY.Key_A, KEY.Key_Home, KEY.Key_End),
)
ACTIONS = 150


def close_popups() -> None:
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QDialog | QMenu) and widget.isVisible():
            widget.close()


# One seed per game in `make test`; `make fuzz` runs many (QWIXX_FUZZ_SEEDS).
GAMES = ("classic", "longo", "onboard", "qwantum")
SEEDS_PER_GAME = int(os.environ.get("QWIXX_FUZZ_SEEDS", "1"))
CASES = [
    (game, 1 + index + len(GAMES) * round_)
    for round_ in range(SEEDS_PER_GAME)
    for index, game in enumerate(GAMES)
]


@pytest.mark.parametrize(("game", "seed"), CASES)
def test_random_keys_and_clicks_leave_a_game_that_plays_to_its_end(
    qtbot: Any, make_window: Callable[..., MainWindow], game: str, seed: int
) -> None:
    window = make_window()
    played = new_game(window, game, seed)
    closer = QTimer(window)  # a modal dialog opened by a click runs its own event loop
    closer.timeout.connect(close_popups)
    closer.start(20)
    rng = random.Random(seed)
    table = window.centralWidget()
    for _ in range(ACTIONS):
        if rng.random() < 0.5:
            QTest.keyClick(QApplication.focusWidget() or window, rng.choice(KEYS))
        else:
            point = QPoint(rng.randrange(table.width()), rng.randrange(table.height()))
            target = table.childAt(point) or table
            button = Qt.MouseButton.LeftButton if rng.random() < 0.9 else Qt.MouseButton.RightButton
            QTest.mouseClick(
                target, button, Qt.KeyboardModifier.NoModifier, target.mapFrom(table, point)
            )
        QApplication.processEvents()
    closer.stop()
    close_popups()
    assert played.log, "the random input reached the game (it rolled and decided)"
    if window.tutor.running:  # a click may have accepted the Learn to play offer
        window.tutor.skip()
    game_now = window.controller.game
    assert game_now is not None
    assert game_now is played or game_now.setup.variant == game  # "Play again" is a click too
    for _ in coach_decisions(qtbot, window):
        pass
    snap = window.controller.snapshot
    assert snap is not None and snap.waiting is Waiting.OVER and game_now.is_over

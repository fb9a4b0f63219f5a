"""Whatever a person clicks or types, the window keeps a playable game: seeded random keys
and clicks anywhere on the table (dialogs and menus they open are closed again), or random
menu commands whose dialogs get random answers; then the game is played to its end. An
exception in any slot fails the test (pytest-qt)."""

from __future__ import annotations

import itertools
import os
import random
from collections.abc import Callable
from functools import partial
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QFileDialog, QMenu

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
ROLL_EVERY = 30  # the random keys and clicks press the roll key on every 30th action
# The window's commands a person may pick from its menus (network play has its own tests:
# its dialogs open servers and discovery).
MENU_COMMANDS = (
    *("new_action", "open_action", "save_action", "save_as_action", "print_action"),
    *("export_action", "stats_action", "settings_action", "rules_action", "about_action"),
    *("daily_action", "undo_action"),
)

# One seed per game in `make test`; `make fuzz` runs many (QWIXX_FUZZ_SEEDS).
GAMES = ("classic", "longo", "onboard", "qwantum")
SEEDS_PER_GAME = int(os.environ.get("QWIXX_FUZZ_SEEDS", "1"))
CASES = [
    (game, 1 + index + len(GAMES) * round_)
    for round_ in range(SEEDS_PER_GAME)
    for index, game in enumerate(GAMES)
]


def close_popups() -> None:
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QDialog | QMenu) and widget.isVisible():
            widget.close()


def answer_popups(rng: random.Random) -> None:
    """Menus and file dialogs are closed (nothing is written anywhere); any other dialog is
    closed or answered with one of its buttons, at random."""
    for widget in QApplication.topLevelWidgets():
        if not widget.isVisible():
            continue
        if isinstance(widget, QMenu | QFileDialog):
            widget.close()
        elif isinstance(widget, QDialog):
            buttons = [
                button
                for button in widget.findChildren(QAbstractButton)
                if button.isVisible() and button.isEnabled()
            ]
            if buttons and rng.random() < 0.6:
                rng.choice(buttons).click()
            else:
                widget.close()


def random_table_input(rng: random.Random, window: MainWindow) -> None:
    """A key, or a click anywhere on the table (right-clicks too)."""
    if rng.random() < 0.5:
        QTest.keyClick(QApplication.focusWidget() or window, rng.choice(KEYS))
        return
    table = window.centralWidget()
    point = QPoint(rng.randrange(table.width()), rng.randrange(table.height()))
    target = table.childAt(point) or table
    button = Qt.MouseButton.LeftButton if rng.random() < 0.9 else Qt.MouseButton.RightButton
    QTest.mouseClick(target, button, Qt.KeyboardModifier.NoModifier, target.mapFrom(table, point))


def play_to_the_end(qtbot: Any, window: MainWindow) -> None:
    if window.tutor.running:  # a click may have accepted the Learn to play offer
        window.tutor.skip()
    game = window.controller.game
    assert game is not None
    for _ in coach_decisions(qtbot, window):
        pass
    snap = window.controller.snapshot
    assert snap is not None and snap.waiting is Waiting.OVER and game.is_over


def run_with_popups(
    window: MainWindow, popups: Callable[[], None], step: Callable[[], None]
) -> None:
    """`step` ACTIONS times; a timer deals with the popups meanwhile (a modal dialog runs its
    own event loop), and any left are closed at the end."""
    timer = QTimer(window)
    timer.timeout.connect(popups)
    timer.start(20)
    for _ in range(ACTIONS):
        step()
        QApplication.processEvents()
    timer.stop()
    close_popups()


@pytest.mark.parametrize(("game", "seed"), CASES)
def test_random_keys_and_clicks_leave_a_game_that_plays_to_its_end(
    qtbot: Any, make_window: Callable[..., MainWindow], game: str, seed: int
) -> None:
    window = make_window()
    played = new_game(window, game, seed)
    rng = random.Random(seed)
    actions = itertools.count(1)

    def step() -> None:
        # Now and then the roll key, as a person playing on presses it: a few seeds in a
        # hundred never roll by chance alone, and the input must reach the game.
        if next(actions) % ROLL_EVERY == 0:
            QTest.keyClick(QApplication.focusWidget() or window, KEY.Key_R)
        else:
            random_table_input(rng, window)

    run_with_popups(window, close_popups, step)
    assert played.log, "the random input reached the game (it rolled and decided)"
    game_now = window.controller.game
    assert game_now is played or (game_now is not None and game_now.setup.variant == game)
    play_to_the_end(qtbot, window)  # "Play again" is a click too


@pytest.mark.parametrize(("game", "seed"), CASES)
def test_random_menu_commands_and_dialog_answers_leave_a_game_that_plays_to_its_end(
    qtbot: Any, make_window: Callable[..., MainWindow], game: str, seed: int
) -> None:
    window = make_window()
    new_game(window, game, seed)
    rng = random.Random(seed)
    commands = [getattr(window, name) for name in MENU_COMMANDS]

    def step() -> None:
        if rng.random() < 0.3:
            rng.choice(commands).trigger()
        else:
            random_table_input(rng, window)

    run_with_popups(window, partial(answer_popups, rng), step)
    play_to_the_end(qtbot, window)  # whichever game the dialogs started

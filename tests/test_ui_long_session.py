"""An evening at one window: game after game, every kind in turn at tables of every size,
each played to its end. The window must not crash on starting a game of another kind, and
must keep nothing of the games before: once every kind has been on the table, its widgets and
objects come back to the same count after the same game. Settings changed again and again
(theme, language) keep nothing of the settings before either.

`make test` plays three rounds of the four kinds; `make fuzz` plays more (QWIXX_SESSION_ROUNDS);
`make soak` (bench/soak.py) measures everything a long session may pile up.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTranslator
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QProxyStyle

from qwixx_desktop.engine import Game, Player
from qwixx_desktop.games import game_keys, get_game
from qwixx_desktop.storage import save_game
from qwixx_desktop.ui.preferences import NewGameChoice, Seat, save_new_game_choice
from qwixx_desktop.ui.window import MainWindow

from .qt_helpers import coach_decisions

ROUNDS = max(3, int(os.environ.get("QWIXX_SESSION_ROUNDS", "3")))
OTHERS = (Seat("Ada", "medium"), Seat("Bo", "easy"), Seat("Cy", "hard"), Seat("Di", "easy"))


def object_count(window: MainWindow) -> tuple[int, int]:
    """The window's objects and every widget of the application, once deletions are done."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return len(window.findChildren(QObject)), len(QApplication.allWidgets())


def test_an_evening_of_games_of_every_kind_in_one_window(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    rng = random.Random(2611)
    kinds = game_keys()
    # One table size per kind, the same every round, so that rounds can be compared.
    sizes = {
        kind: rng.randint(get_game(kind).min_players, min(4, get_game(kind).max_players))
        for kind in kinds
    }
    window = make_window()
    counts: list[list[tuple[int, int]]] = []
    for round_ in range(ROUNDS):
        counts.append([])
        for kind in kinds:
            seats = (Seat("You"), *OTHERS[: sizes[kind] - 1])
            window.new_game(NewGameChoice(kind, seats, 100 * round_ + len(counts[-1])))
            assert len(window.table.opponent_sheets) == sizes[kind] - 1
            qtbot.waitUntil(lambda: all(s.isVisible() for s in window.table.opponent_sheets))
            for _ in coach_decisions(qtbot, window):
                pass  # the person plays the coach's moves to the end
            assert window.results.isVisible()
            counts[-1].append(object_count(window))
    # The first round builds each kind's table; from the second on nothing is left behind.
    for later in counts[2:]:
        assert later == counts[1]


def test_play_again_and_again_with_a_chosen_seed_deals_fresh_dice_each_time(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    choice = NewGameChoice("classic", (Seat("You"), Seat("Ada", "easy")), 42)
    save_new_game_choice(window.settings, choice)
    window.new_game(choice)
    seeds, first_rolls = [], []
    for _ in range(3):
        game = window.controller.game
        assert game is not None
        for _ in coach_decisions(qtbot, window):
            pass
        seeds.append(game.setup.seed)
        first_rolls.append(repr(game.log[0]))
        qtbot.mouseClick(window.results.play_again_button, Qt.MouseButton.LeftButton)
    # Every rematch after the first was seed 43 again: the same dice, game after game.
    assert seeds == [42, 43, 44]
    assert len(set(first_rolls)) == 3


def test_play_again_after_a_longo_game_with_its_lucky_numbers_written_deals_new_ones(
    qtbot: Any, make_window: Callable[..., MainWindow], tmp_path: Path
) -> None:
    """A Longo game whose lucky numbers are written in its options (a network game's file,
    the tutorial's game): Play again dealt fresh dice but the same lucky numbers, game after
    game. They are drawn anew from each rematch's seed; the lucky range stays."""
    path = tmp_path / "longo.qwixx.json"
    options = {"lucky_range": [3, 12], "lucky_numbers": [[3, 5], [7, 9]]}
    save_game(path, Game("longo", [Player("You"), Player("Ann")], 4, options))
    window = make_window()
    assert window.open_path(path)
    seen = set()
    for _ in range(4):
        window.play_again()
        game = window.controller.game
        assert game is not None and game.setup.options == {"lucky_range": [3, 12]}
        seen.add(game.state.lucky)
    assert ((3, 5), (7, 9)) not in seen and len(seen) > 1


def test_switching_language_again_and_again_keeps_only_the_catalogues_in_use(
    qapp: QApplication, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()

    def catalogues() -> int:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        return len(qapp.findChildren(QTranslator))

    before = catalogues()
    for language in ("es", "en") * 5:
        window.apply_preferences(replace(window.preferences, language=language))
    # Each switch to Spanish loaded two catalogues (the app's and Qt's), kept for good.
    assert catalogues() == before
    window.apply_preferences(replace(window.preferences, language="es"))
    assert window.game_menu.title() == "&Partida"
    assert catalogues() == before + 2
    window.apply_preferences(replace(window.preferences, language="en"))
    assert window.game_menu.title() == "&Game"


def test_switching_theme_again_and_again_keeps_the_style_and_changes_the_colours(
    qapp: QApplication, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    window.apply_preferences(replace(window.preferences, theme="dark"))
    style = qapp.style()
    backgrounds = {"light": QColor("#f3f4f6"), "dark": QColor("#2a2e35")}
    for theme in ("light", "dark") * 3:
        window.apply_preferences(replace(window.preferences, theme=theme))
        assert qapp.palette().color(QPalette.ColorRole.Window) == backgrounds[theme]
    # A new Fusion at each change polished every widget anew, and PySide6 kept a wrapper
    # of each style replaced.
    assert shiboken6.isValid(style) and qapp.style() is style
    # Fusion, outlined (style.EdgedFusion).
    assert isinstance(style, QProxyStyle) and style.baseStyle().name() == "fusion"

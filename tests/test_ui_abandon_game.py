"""Game → New and Game → Open ask before they replace an unfinished game, and only then."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from qwixx_desktop.engine import Game, Player
from qwixx_desktop.storage import save_game
from qwixx_desktop.ui.dialogs import NewGameDialog
from qwixx_desktop.ui.window import MainWindow

from .helpers import play_with_coach
from .qt_helpers import QUICK, choice, wait_idle


@contextmanager
def answering(button: str) -> Iterator[list[tuple[str, list[str]]]]:
    """While inside, the question whether to abandon the game is answered by clicking
    `button`; yields each question asked: (its text, its buttons)."""
    asked: list[tuple[str, list[str]]] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.objectName() == "abandonGame":
            texts = [b.text() for b in box.buttons()]
            asked.append((f"{box.text()} {box.informativeText()}", texts))
            box.buttons()[texts.index(button)].click()

    timer = QTimer()
    timer.timeout.connect(answer)
    timer.start(10)
    try:
        yield asked
    finally:
        timer.stop()


@pytest.fixture
def new_game_dialog_accepted(monkeypatch: pytest.MonkeyPatch) -> None:
    """The New game dialog is accepted with its choices as they are."""
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: NewGameDialog.DialogCode.Accepted)


@pytest.fixture
def saved_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A saved Longo game, the file the Open dialog picks."""
    path = tmp_path / "other.qwixx.json"
    other = Game("longo", [Player("You"), Player("Ada", "medium")], 8)
    other.roll()
    save_game(path, other)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    return path


def game_with_a_move(qtbot: Any, window: MainWindow) -> Game:
    game = window.new_game(choice("classic", 3))
    window.controller.roll()
    wait_idle(qtbot, window)
    assert game.log and not game.is_over
    return game


def replace_through(window: MainWindow, menu: str) -> None:
    {"new": window.new_action, "open": window.open_action}[menu].trigger()


@pytest.mark.usefixtures("new_game_dialog_accepted", "saved_file")
@pytest.mark.parametrize(
    ("menu", "agree"), [("new", "Start a new game"), ("open", "Open the saved game")]
)
def test_declining_keeps_the_game_and_agreeing_replaces_it(
    qtbot: Any, make_window: Callable[..., MainWindow], menu: str, agree: str
) -> None:
    window = make_window()
    game = game_with_a_move(qtbot, window)
    log = list(game.log)
    with answering("Keep playing") as asked:
        replace_through(window, menu)
    assert len(asked) == 1
    text, buttons = asked[0]
    assert "Abandon this game?" in text and sorted(buttons) == sorted([agree, "Keep playing"])
    # Kept: computer players may have decided meanwhile, nothing was taken back.
    assert window.controller.game is game and game.log[: len(log)] == log
    with answering(agree) as asked:
        replace_through(window, menu)
    assert len(asked) == 1
    replacement = window.controller.game
    assert replacement is not None and replacement is not game
    assert replacement.setup.variant == ("classic" if menu == "new" else "longo")


@pytest.mark.usefixtures("new_game_dialog_accepted", "saved_file")
@pytest.mark.parametrize("menu", ["new", "open"])
@pytest.mark.parametrize("situation", ["no game", "no move yet", "game over"])
def test_nothing_is_asked_when_nothing_is_lost(
    qtbot: Any, make_window: Callable[..., MainWindow], menu: str, situation: str
) -> None:
    window = make_window()
    game = None
    if situation == "no move yet":
        game = window.new_game(choice("classic", 3))
    elif situation == "game over":
        game = play_with_coach(Game("classic", [Player("You"), Player("Ada", "medium")], 3))
        window.start_game(game)
    with answering("Keep playing") as asked:
        replace_through(window, menu)
    assert asked == []
    assert window.controller.game is not None and window.controller.game is not game


@pytest.mark.usefixtures("new_game_dialog_accepted")
def test_the_game_offered_for_resuming_is_not_dropped_without_asking(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    saved = Game("classic", [Player("You"), Player("Ada", "medium")], 5)
    saved.roll()
    window.offer_resume(saved)
    with answering("Keep playing") as asked:
        replace_through(window, "new")
    assert len(asked) == 1 and window.resume_panel.isVisible()
    assert window.controller.game is None, "still offered, nothing else started"
    with answering("Start a new game") as asked:
        replace_through(window, "new")
    assert len(asked) == 1 and not window.resume_panel.isVisible()
    assert window.controller.game is not None and window.unfinished_game() is None


@pytest.mark.usefixtures("new_game_dialog_accepted")
def test_the_question_is_in_the_persons_language(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    window.apply_preferences(replace(QUICK, language="es"))
    game = game_with_a_move(qtbot, window)
    with answering("Seguir jugando") as asked:
        replace_through(window, "new")
    text, buttons = asked[0]
    assert "¿Abandonar esta partida?" in text and "Guardar" in text
    assert sorted(buttons) == ["Empezar una partida nueva", "Seguir jugando"]
    assert window.controller.game is game


@pytest.mark.parametrize("content", ['{"format": "qwixx-desktop-save", "log": [', "hello"])
def test_a_file_that_cannot_be_opened_is_told_without_asking(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    content: str,
) -> None:
    """The file is read before the question: agreeing to abandon a game for a file that then
    proves damaged was a question for nothing."""
    path = tmp_path / "broken.qwixx.json"
    path.write_text(content, "utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window = make_window()
    game = game_with_a_move(qtbot, window)
    with answering("Open the saved game") as asked:
        replace_through(window, "open")
    assert asked == []
    assert window.controller.game is game
    assert "broken.qwixx.json" in window.table.banner.hint.text()

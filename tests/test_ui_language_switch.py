"""Settings → Language while cards are open: every text in the new language and whole at
once, before the event loop's next turn (a window painted or grabbed then shows it so)."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from qwixx_desktop.engine import Game, Player
from qwixx_desktop.storage import save_game
from qwixx_desktop.ui.window import MainWindow

from .helpers import play_with_coach
from .qt_helpers import cut_texts, new_game

# A word of each language that the other's texts never have, per card.
WORDS = {
    "results": {"en": "Review the game", "es": "Repasar la partida"},
    "coach": {"en": "Played:", "es": "Jugado:"},
    "resume": {"en": "Start a new game", "es": "Empezar una partida nueva"},
    "review": {"en": "Back to the results", "es": "Volver a los resultados"},
    "differences": {"en": "Got it", "es": "Entendido"},
}
OTHER = {"en": "es", "es": "en"}


@pytest.fixture(scope="module")
def finished() -> Game:
    players = [Player("You"), Player("Ada", "medium")]
    return play_with_coach(Game("classic", players, seed=4), worst_every=4)


def switch(window: MainWindow, language: str) -> None:
    """As Settings → Language does."""
    window.apply_preferences(replace(window.preferences, language=language))


def shown_texts(root: QWidget) -> str:
    widgets = [*root.findChildren(QLabel), *root.findChildren(QAbstractButton)]
    return "\n".join(w.text() for w in widgets if w.isVisibleTo(root) and w.text())


def open_card(qtbot: Any, window: MainWindow, place: str, game: Game, folder: Path) -> QWidget:
    if place == "resume":
        window.resume_panel.describe(game, folder / "game.qwixx.json")
        window.resume_panel.popup()
        return window.resume_panel
    if place == "differences":
        new_game(window, "longo")
        window.tutor.show_differences()
        return window.tutor.differences_card
    path = folder / "finished.qwixx.json"
    save_game(path, game)
    assert window.open_path(path)
    qtbot.waitUntil(window.results.isVisible, timeout=10000)
    if place == "coach":
        window.results.coach_button.click()
        qtbot.waitUntil(lambda: not window.coach_review.mistake_list.analysing, timeout=60000)
        return window.coach_review
    if place == "review":
        window.results.review_button.click()
        return window.review_bar
    return window.results


@pytest.mark.parametrize("size", [(960, 640), (1280, 820)])
@pytest.mark.parametrize("first", ["en", "es"])
@pytest.mark.parametrize("place", list(WORDS))
def test_a_card_open_as_the_language_changes_shows_it_whole_at_once(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    tmp_path: Path,
    finished: Game,
    place: str,
    first: str,
    size: tuple[int, int],
) -> None:
    """Until the event loop turned, the results card's buttons showed Spanish in the
    English texts' room (cut at both ends) over the table's English headers (the old cells
    waited for their deletion, the new ones to be shown); the coach's review cards and the
    tutorial's cards kept English (they follow Qt's LanguageChange, which came later); the
    review bar's and the resume card's buttons were cut."""
    window = make_window()
    window.resize(*size)
    if first != "en":
        switch(window, first)
    card = open_card(qtbot, window, place, finished, tmp_path)
    QCoreApplication.processEvents()
    then = OTHER[first]
    switch(window, then)  # and no turn of the event loop
    folder = os.environ.get("QWIXX_LANGUAGE_SHOTS")  # pictures, when asked for
    if folder:
        window.grab().save(str(Path(folder) / f"{place}-{first}-{then}-{size[0]}.png"))
    texts = shown_texts(card)
    assert WORDS[place][then] in texts and WORDS[place][first] not in texts
    assert not cut_texts(card)
    if place == "results":
        headers = ("Player", "Misthrows") if then == "es" else ("Jugador", "Fallos")
        assert not any(header in texts.split("\n") for header in headers)
    QCoreApplication.processEvents()
    assert not cut_texts(card)


@pytest.mark.parametrize("first", ["en", "es"])
def test_the_game_logs_title_beside_the_network_dock_is_whole_in_either_language(
    make_window: Callable[..., MainWindow], first: str
) -> None:
    """At 960x640 the network dock (then wide; now dragged wide) leaves the right column some
    130 px: 'Registro de la partida' showed as 'Registro de la part' (its one line was laid
    out whatever the width)."""
    window = make_window()
    window.resize(960, 640)
    if first != "en":
        switch(window, first)
    new_game(window)
    window.network.dock.show()
    QCoreApplication.processEvents()
    window.resizeDocks([window.network.dock], [345], Qt.Orientation.Horizontal)
    QCoreApplication.processEvents()
    column = window.table.right_column
    assert column.width() < 150  # narrower than the Spanish title's one line
    switch(window, OTHER[first])  # and no turn of the event loop
    title = window.table.log_title
    assert title.text() == ("Registro de la partida" if first == "en" else "Game log")
    assert not cut_texts(column)
    assert title.geometry().bottom() < window.table.log.geometry().top()  # above the log
    QCoreApplication.processEvents()
    assert not cut_texts(column)
    assert title.geometry().bottom() < window.table.log.geometry().top()

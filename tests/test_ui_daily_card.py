"""The daily challenge's result card as a person sees it: over the window's message line,
every text whole at the window's sizes in both languages, and in the language chosen while
it is open (the coach's review cards too)."""

from __future__ import annotations

import os
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QWidget

from qwixx_desktop import daily
from qwixx_desktop.daily import daily_game
from qwixx_desktop.storage import save_game
from qwixx_desktop.ui import table
from qwixx_desktop.ui.daily_dialog import DailyResultPanel
from qwixx_desktop.ui.i18n import Translations
from qwixx_desktop.ui.window import MainWindow

from .helpers import play_with_coach
from .qt_helpers import cut_texts

DAY = date(2026, 11, 23)
WINDOW_SIZE = (1100, 820)


@pytest.fixture(autouse=True)
def today(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(daily, "today", lambda: DAY)


@pytest.fixture(scope="module")
def finished_daily() -> Any:
    """A day's classic game played to its end, the coach's move but every 4th its worst."""
    return play_with_coach(daily_game("classic", DAY, "You", "Expert"), worst_every=4)


def open_card(qtbot: Any, window: MainWindow, game: Any, folder: Path) -> DailyResultPanel:
    """The finished daily game opened from a file: its card shows, and the window's message
    line says the file was opened."""
    path = folder / "finished.qwixx.json"
    save_game(path, game)
    assert window.open_path(path)
    panel = window.daily_panel
    qtbot.waitUntil(lambda: panel.isVisible() and not panel.busy, timeout=60000)
    return panel


def shot(widget: QWidget, name: str) -> None:
    folder = os.environ.get("QWIXX_DAILY_CARD_SHOTS")  # pictures, when asked for
    if folder:
        widget.grab().save(str(Path(folder) / f"{name}.png"))


def drawn_over(hint: QWidget, cover: QWidget) -> bool:
    """Whether `hint` shows on top of `cover`, a sibling (later siblings are drawn over)."""
    siblings = hint.parentWidget().children()
    return hint.isVisible() and siblings.index(hint) > siblings.index(cover)


def test_the_daily_card_covers_the_message_line_which_shows_when_the_cards_close(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    tmp_path: Path,
    finished_daily: Any,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The notice "Opened finished.qwixx.json. …", given as the card opened, was drawn over
    the card's title. It waits under the cards (the daily card, then the results) and shows
    once they are closed, for its full time."""
    monkeypatch.setattr(table, "HINT_MS", 300)  # its seconds, short for the test
    window = make_window()
    panel = open_card(qtbot, window, finished_daily, tmp_path)
    hint = window.table.banner.hint
    assert hint.text().startswith("Opened finished.qwixx.json.")
    banner = window.table.banner.geometry()
    below_banner = QPoint(banner.center().x(), banner.bottom() + 10)  # where it was drawn
    assert panel.card.geometry().contains(below_banner)
    assert not drawn_over(hint, panel) and not hint.isVisible()
    shot(window, "covered-en")
    panel.results_button.click()
    assert window.results.isVisible() and not drawn_over(hint, window.results)
    qtbot.wait(table.HINT_MS + 200)  # the cards stay open long: the notice waits
    window.results.hide()
    assert hint.isVisible() and hint.text().startswith("Opened finished.qwixx.json.")
    assert hint.parentWidget().children()[-1] is hint  # over the table's widgets
    qtbot.waitUntil(lambda: not hint.isVisible(), timeout=table.HINT_MS + 2000)


def test_every_card_over_the_table_covers_the_message_line(
    qtbot: Any, make_window: Callable[..., MainWindow], finished_daily: Any
) -> None:
    window = make_window()
    cards: list[QWidget] = [
        window.results,
        window.resume_panel,
        window.coach_review,
        window.daily_panel,
        window.tutor.choose_card,
        window.tutor.differences_card,
    ]
    for card in cards:
        card.popup()
        window.notify("A notice given while a card is open.", "info")
        assert not drawn_over(window.table.banner.hint, card), card
        card.hide()
        assert window.table.banner.hint.isVisible(), card
        assert window.table.banner.hint.text() == "A notice given while a card is open."


def test_every_card_over_the_table_covers_the_toast_which_shows_when_it_closes(
    qtbot: Any, make_window: Callable[..., MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    """An announcement ("Bo locked the red row.") popped over the results card's scores and
    the daily card: it waits under the cards as the message line does, for its full time."""
    monkeypatch.setattr(table, "TOAST_MS", 100)  # its seconds and fade, short for the test
    monkeypatch.setattr(table, "TOAST_FADE_MS", 50)
    window = make_window()
    toast = window.table.toast
    cards: list[QWidget] = [
        window.results,
        window.resume_panel,
        window.coach_review,
        window.daily_panel,
        window.tutor.choose_card,
        window.tutor.differences_card,
    ]
    for card in cards:
        card.popup()
        window.table.announce("Bo locked the red row.", "lock")
        assert not drawn_over(toast, card) and not toast.isVisible(), card
        # Longer than it shows and fades: it still waits.
        qtbot.wait(table.TOAST_MS + table.TOAST_FADE_MS + 250)
        card.hide()
        assert toast.isVisible() and toast.text() == "Bo locked the red row.", card
        assert toast.parentWidget().children()[-1] is toast  # over the table's widgets
        qtbot.waitUntil(lambda: not toast.isVisible(), timeout=5000)
    # Showing as a card opens, it hides under it and shows again when it closes.
    window.table.announce("Bo locked the blue row.", "lock")
    assert toast.isVisible()
    window.results.popup()
    assert not toast.isVisible()
    window.results.hide()
    assert toast.isVisible() and toast.text() == "Bo locked the blue row."
    qtbot.waitUntil(lambda: not toast.isVisible(), timeout=5000)


def _daily_card_on_a_table(
    qtbot: Any, finished_daily: Any
) -> tuple[QWidget, DailyResultPanel, Any]:
    """A bare table of the window's size (kept by the caller: the card goes with it), a daily
    card over it, and the finished game's tag."""
    from qwixx_desktop.daily import daily_tag
    from qwixx_desktop.ui.style import Look

    table_widget = QWidget()
    table_widget.resize(*WINDOW_SIZE)
    qtbot.addWidget(table_widget)
    panel = DailyResultPanel(table_widget, Look(False, colour_blind=False), lambda: [])
    tag = daily_tag(finished_daily)
    assert tag is not None
    return table_widget, panel, tag


def test_the_coachs_cards_on_the_daily_card_change_with_the_language(
    qtbot: Any, finished_daily: Any
) -> None:
    """Only the card's own lines changed: its review cards kept "Roll 6", "Dice:",
    "Played:", "The coach:", "Cost:" after a switch to Spanish."""
    from PySide6.QtCore import QCoreApplication

    _table, panel, tag = _daily_card_on_a_table(qtbot, finished_daily)
    panel.show_game(finished_daily, tag)
    qtbot.waitUntil(lambda: not panel.busy, timeout=60000)
    cards = panel.cards()
    assert cards and cards[0].heading.text().startswith("1. Roll ")
    translations = Translations()
    try:
        assert translations.use("es")
        QCoreApplication.processEvents()
        for card in panel.cards():
            assert ". Tirada " in card.heading.text()
            assert card.dice.text().startswith("Dados: ")
            assert "Jugado:" in card.played.text() and "El entrenador:" in card.best.text()
            assert card.cost.text().startswith("Coste: ")
    finally:
        translations.use("en")
        QCoreApplication.processEvents()
    assert panel.cards()[0].heading.text().startswith("1. Roll ")
    panel.shutdown()


@pytest.mark.parametrize("size", [(960, 640), (1100, 820), (1280, 820)])
@pytest.mark.parametrize("first, then", [("en", "es"), ("es", "en")])
def test_every_text_on_the_daily_card_is_whole(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    tmp_path: Path,
    finished_daily: Any,
    size: tuple[int, int],
    first: str,
    then: str,
) -> None:
    """Switched to Spanish while the card showed, its line about the expert's score was two
    lines squeezed into one line's height, and "Ver los resultados" was cut at both ends:
    the card showed the new texts in the old ones' room until the next turn of the event
    loop (and a window painted or grabbed then showed them so)."""
    from PySide6.QtCore import QCoreApplication

    translations = Translations()
    try:
        assert translations.use(first)
        QCoreApplication.processEvents()
        window = make_window()
        window.resize(*size)
        panel = open_card(qtbot, window, finished_daily, tmp_path)
        QCoreApplication.processEvents()
        assert not cut_texts(panel.card)
        assert translations.use(then)
        QCoreApplication.processEvents()  # the language's change, once
        shot(window, f"card-{first}-{then}-{size[0]}x{size[1]}")
        assert not cut_texts(panel.card)
    finally:
        translations.use("en")
        QCoreApplication.processEvents()


def test_the_daily_cards_day_is_written_as_the_language_writes_a_date(
    qtbot: Any, finished_daily: Any, spanish: None
) -> None:
    """The card's subtitle said "2026-11-23" in Spanish too. The line to share keeps that
    form: it names the challenge alike for everyone, and `qwixx-desktop daily --date`
    takes it."""
    _table, panel, tag = _daily_card_on_a_table(qtbot, finished_daily)
    try:
        panel.show_game(finished_daily, tag)
        qtbot.waitUntil(lambda: not panel.busy, timeout=60000)
        assert panel.subtitle.text() == "Qwixx (clásico) · 23 nov 2026"
        assert "2026-11-23" in panel.share.text()
    finally:
        panel.shutdown()

"""The game-over card: names as typed, numbers with a typographic minus."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QLabel, QWidget

from qwixx_desktop.engine import Game, Player
from qwixx_desktop.typography import MINUS, number_text
from qwixx_desktop.ui.overlays import ResultsPanel
from qwixx_desktop.ui.style import Look

from .helpers import play_turn

if TYPE_CHECKING:
    from qwixx_desktop.ui.window import MainWindow


def test_number_text_writes_a_typographic_minus() -> None:
    assert number_text(-15) == f"{MINUS}15"
    assert number_text(7) == "7"
    assert number_text(-2.25, ".1f") == f"{MINUS}2.2"
    assert number_text(0.5, "g") == "0.5"


def test_results_keep_hyphenated_names_and_sign_negative_scores(qtbot: Any) -> None:
    # Both players only pass: the active one takes a misthrow each turn until four end it.
    game = Game("classic", [Player("Jean-Luc"), Player("Anne-Marie")], seed=3)
    while not game.is_over:
        play_turn(game, [1, 1, 1, 1, 1, 1])
    totals = [card.total for card in game.scores()]
    assert min(totals) < 0
    parent = QWidget()
    qtbot.addWidget(parent)
    panel = ResultsPanel(parent, Look(dark=False, colour_blind=False))
    panel.show_game(game)
    texts = {
        label.objectName(): label.text()
        for label in panel.findChildren(QLabel)
        if label.objectName().startswith("result_")
    }
    first_cells = {texts[f"result_{seat}_0"] for seat in range(2)}
    assert any("Jean-Luc" in text for text in first_cells)
    assert any("Anne-Marie" in text for text in first_cells)
    last = max(int(name.rsplit("_", 1)[1]) for name in texts)
    shown_totals = sorted(texts[f"result_{seat}_{last}"] for seat in range(2))
    assert shown_totals == sorted(number_text(total) for total in totals)
    assert all("-" not in text for name, text in texts.items() if not name.endswith("_0"))
    assert max(totals) < 0 and number_text(max(totals)) in panel.winner.text()


def test_names_that_look_like_markup_read_as_typed(qtbot: Any) -> None:
    # Friends at one computer named themselves "<b>Bo</b>" and "Al &lt;3": the results card
    # showed "Bo wins" in bold and "Al <3", the banner "Bo: Roll the dice".
    from PySide6.QtGui import Qt  # (QtGui's Qt has mightBeRichText)

    from qwixx_desktop.ui.table import StatusBanner, Toast

    game = Game("classic", [Player("<b>Bo</b>"), Player("Al &lt;3")], seed=3)
    while not game.is_over:
        play_turn(game, [1, 1, 1, 1, 1, 1])
    parent = QWidget()
    qtbot.addWidget(parent)
    panel = ResultsPanel(parent, Look(dark=False, colour_blind=False))
    panel.show_game(game)
    look = Look(dark=False, colour_blind=False)
    banner = StatusBanner(look, parent)
    banner.set_prompt("<b>Bo</b>: Roll the dice (R or the Roll button).")
    banner.show_hint("That is Al &lt;3's sheet. <b>Bo</b> decides now.")
    toast = Toast(parent, lambda: look, banner)
    toast.pop("<b>Bo</b> locked the red row.", "lock", 0)
    names = [panel.findChild(QLabel, f"result_{seat}_0") for seat in range(2)]
    labels = [panel.winner, *names, banner.prompt, banner.hint, toast]
    for label in labels:
        assert label is not None and Qt.mightBeRichText(label.text())
        # Qt takes such a text as markup unless the label is told it is plain text.
        assert label.textFormat() is Qt.TextFormat.PlainText, label.text()


def test_names_from_the_network_that_look_like_markup_read_as_typed(qtbot: Any) -> None:
    # A name is whatever the person at the other computer typed: "<b>Bo</b>" in the network
    # dock and in the offer to resume a table reads as typed, not in bold.
    from PySide6.QtGui import Qt

    from qwixx_desktop.ui.chat_panel import ChatDock
    from qwixx_desktop.ui.overlays import ResumePanel

    dock = ChatDock()
    qtbot.addWidget(dock)
    dock.set_players(["Ana", "<b>Bo</b>"], 0)
    dock.set_status("<b>Bo</b> left the table.")
    parent = QWidget()
    qtbot.addWidget(parent)
    offer = ResumePanel(parent)
    offer.title.setText("Resume hosting your game with Ana and <b>Bo</b>?")
    offer.details.setText("<i>Bo</i> is waiting.")
    for label in (dock.players_label, dock.status_label, offer.title, offer.details):
        assert Qt.mightBeRichText(label.text())
        assert label.textFormat() is Qt.TextFormat.PlainText, label.text()


def test_a_solo_game_ends_with_the_score_not_a_win(qtbot: Any) -> None:
    """Alone at the table, "You win with N points!" (a hyphen before N in the log) said a win
    over nobody; the log's number had a hyphen."""
    from qwixx_desktop.ui.gamelog import game_lines

    game = Game("classic", [Player("Ana")], seed=3)
    while not game.is_over:
        play_turn(game, [1, 1, 1, 1, 1, 1])  # only passes: four misthrows end it
    total = number_text(game.scores()[0].total)
    parent = QWidget()
    qtbot.addWidget(parent)
    panel = ResultsPanel(parent, Look(dark=False, colour_blind=False))
    panel.show_game(game)
    assert panel.winner.text() == f"You scored {total} points."
    last = game_lines(game)[-1].text
    assert last == f"Game over. You scored {total} points."


def test_names_as_long_as_a_save_allows_fit_the_card_at_the_least_width(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """Names of 64 characters (a save's limit, beyond New game's) stretched Qwantum's card
    past the window at its least width: the names were cut off at the card's edge, unbroken
    ones ran under the numbers. They are cut short with an ellipsis, whole in a tooltip."""
    from qwixx_desktop.engine.save import MAX_NAME_LENGTH
    from qwixx_desktop.ui.preferences import NewGameChoice, Seat
    from qwixx_desktop.ui.window import LEAST_SIZE, game_from_choice

    from .helpers import play_with_coach
    from .qt_helpers import wait_idle

    names = [
        "W" * MAX_NAME_LENGTH,
        ("Ana María de los Ángeles Fernández-Villaverde y Rodríguez " * 2)[:MAX_NAME_LENGTH],
        "x" * MAX_NAME_LENGTH,
    ]
    seats = (Seat(names[0]), *(Seat(name, "easy") for name in names[1:]))
    game = play_with_coach(game_from_choice(NewGameChoice("qwantum", seats, 5)))
    window = make_window()
    window.resize(LEAST_SIZE)
    window.start_game(game)
    wait_idle(qtbot, window)
    card = window.results.card
    assert window.results.isVisible()
    assert window.results.rect().contains(card.geometry())
    shown = [label for label in card.findChildren(QLabel) if label.isVisible()]
    for label in shown:
        assert card.rect().contains(label.geometry()), label.text()
        if not label.wordWrap():
            width = label.fontMetrics().horizontalAdvance(label.text())
            assert width <= label.contentsRect().width(), label.text()
    tips = {label.toolTip() for label in shown}
    assert set(names) <= tips


def test_the_open_card_takes_a_new_colour_blind_palette(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """Settings changed while the game-over card is open: its colour headers stayed in the
    palette they were drawn in."""
    from dataclasses import replace

    from .helpers import bad_pass_game
    from .qt_helpers import QUICK, wait_idle

    window = make_window()
    game, _ = bad_pass_game()
    window.start_game(game)
    wait_idle(qtbot, window)
    assert window.results.isVisible()

    def red_header() -> str:
        item = window.results.grid.itemAtPosition(0, 1)
        assert item is not None and item.widget() is not None
        return item.widget().styleSheet()

    assert window.look.row("red").band.name() in red_header()
    window.apply_preferences(replace(QUICK, colour_blind=True))
    assert window.results.isVisible()
    assert window.look.colour_blind and window.look.row("red").band.name() in red_header()

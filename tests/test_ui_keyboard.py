"""Keyboard only: where the focus goes when a card covers the table and when it goes, so
that a person without a mouse always works what they see."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget

from qwixx_desktop.ai.coach import advise
from qwixx_desktop.engine.moves import Cross, MoveFigure, Pass, Reroll, Write
from qwixx_desktop.ui.board import BoardView
from qwixx_desktop.ui.controller import Waiting
from qwixx_desktop.ui.preferences import Seat
from qwixx_desktop.ui.qwantum_table import QwantumKit
from qwixx_desktop.ui.window import MainWindow

from .helpers import bad_pass_game
from .qt_helpers import QUICK, choice, wait_idle


def _active(qtbot: Any, window: MainWindow) -> None:
    with qtbot.waitActive(window):
        window.activateWindow()


def _focus() -> QWidget | None:
    return QApplication.focusWidget()


def test_the_results_card_keeps_the_keyboard_and_enter_plays_again(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    # Two people at one computer who only pass: misthrows end the game in a few turns.
    window.new_game(choice("classic", 3, Seat("Ann"), Seat("Bob")))
    _active(qtbot, window)
    sheet = window.table.main_sheet
    sheet.setFocus()
    controller = window.controller
    for _ in range(40):
        wait_idle(qtbot, window)
        snap = controller.snapshot
        assert snap is not None
        if snap.waiting is Waiting.OVER:
            break
        focus = _focus()
        assert focus is not None
        qtbot.keyClick(focus, Qt.Key.Key_R if snap.waiting is Waiting.HUMAN_ROLL else Qt.Key.Key_P)
    results = window.results
    assert results.isVisible()
    # Not the sheet behind the dimmed table: the card's default button, which Enter presses.
    assert _focus() is results.play_again_button
    # Tab and Shift+Tab go round the card's buttons, never to the table behind it.
    buttons = [
        results.play_again_button,
        results.review_button,
        results.coach_button,
        results.export_button,
    ]
    for button in [*buttons[1:], buttons[0]]:
        qtbot.keyClick(_focus(), Qt.Key.Key_Tab)
        assert _focus() is button
    for button in reversed(buttons):
        qtbot.keyClick(_focus(), Qt.Key.Key_Backtab)
        assert _focus() is button
    before = controller.game
    qtbot.keyClick(results.play_again_button, Qt.Key.Key_Return)
    wait_idle(qtbot, window)
    assert controller.game is not before and not results.isVisible()
    assert _focus() is window.table.main_sheet  # back where the keys play


def test_the_first_start_card_takes_the_keyboard_and_esc_closes_it(
    qtbot: Any, start_app: Callable[[], MainWindow]
) -> None:
    window = start_app()
    window.show()
    card = window.tutor.choose_card
    qtbot.waitUntil(lambda: card.isVisibleTo(window))
    _active(qtbot, window)
    buttons = [*card.game_buttons.values(), card.decline_button]
    assert _focus() is buttons[0]
    for button in buttons[1:]:  # Tab goes down the card as it reads
        qtbot.keyClick(_focus(), Qt.Key.Key_Tab)
        assert _focus() is button
    qtbot.keyClick(_focus(), Qt.Key.Key_Escape)
    assert not card.isVisibleTo(window)
    assert _focus() is window.table.main_sheet


def test_the_offer_to_resume_takes_the_keyboard_at_the_start(
    qtbot: Any, start_app: Callable[[], MainWindow]
) -> None:
    first = start_app()
    first.show()
    qtbot.waitUntil(lambda: first.tutor.choose_card.isVisibleTo(first))
    first.tutor.choose_card.decline_button.click()
    wait_idle(qtbot, first)
    first.controller.roll()
    wait_idle(qtbot, first)
    first.close()  # the game is unfinished: the next start offers to resume it
    window = start_app()
    panel = window.resume_panel
    assert panel.isVisibleTo(window)
    window.show()
    _active(qtbot, window)
    qtbot.waitUntil(lambda: _focus() is panel.resume_button)
    qtbot.keyClick(panel.resume_button, Qt.Key.Key_Return)
    wait_idle(qtbot, window)
    assert not panel.isVisible() and window.controller.game is not None
    assert _focus() is window.table.main_sheet


FOUR = (Seat("You"), Seat("Ada", "easy"), Seat("Max", "easy"), Seat("Eve", "easy"))


def _tab_stops(qtbot: Any, start: QWidget, count: int = 12) -> list[QWidget]:
    start.setFocus()
    stops = []
    for _ in range(count):
        focus = _focus()
        assert focus is not None
        stops.append(focus)
        qtbot.keyClick(focus, Qt.Key.Key_Tab)
    return stops


def test_the_other_players_sheets_are_a_tab_stop_only_while_they_scroll(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    window.resize(1024, 700)
    window.new_game(choice("classic", 5, *FOUR))
    _active(qtbot, window)
    table = window.table
    QApplication.sendPostedEvents()  # laid out
    area = table.sheets_area
    assert area.verticalScrollBar().maximum() == 0, "three sheets fit: nothing to scroll"
    # Tab never rests where no key does anything and no focus shows.
    assert area not in _tab_stops(qtbot, table.main_sheet)
    # On Board at the least size: the board leaves the sheets too little room.
    window.resize(960, 660)
    window.new_game(choice("onboard", 5, *FOUR))
    bar = area.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)  # laid out
    assert area in _tab_stops(qtbot, table.main_sheet)
    area.setFocus()
    # The focus shows: a frame in the focus colour on the area's edge.
    picture = table.grab().toImage()
    left = area.mapTo(table, area.rect().topLeft())
    edge = {picture.pixel(left.x() + 1, left.y() + y) for y in range(4, area.height() - 4)}
    assert window.look.focus.rgb() in edge
    qtbot.keyClick(area, Qt.Key.Key_PageDown)
    assert bar.value() > 0, "the keys scroll the sheets"
    table.main_sheet.setFocus()
    picture = table.grab().toImage()
    edge = {picture.pixel(left.x() + 1, left.y() + y) for y in range(4, area.height() - 4)}
    assert window.look.focus.rgb() not in edge


def results_of_a_bad_pass(qtbot: Any, make_window: Callable[..., MainWindow]) -> MainWindow:
    """A window showing the results of a finished game with a pass the coach reviews."""
    window = make_window()
    game, _ = bad_pass_game()
    window.start_game(game)
    _active(qtbot, window)
    wait_idle(qtbot, window)
    return window


def test_the_coach_reviews_list_shows_its_focus_and_esc_goes_back(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = results_of_a_bad_pass(qtbot, make_window)
    qtbot.keyClick(window.results.coach_button, Qt.Key.Key_Space)
    panel = window.coach_review
    qtbot.waitUntil(lambda: panel.mistakes is not None, timeout=20000)
    assert _focus() is panel.back_button
    scroller = panel.mistake_list.scroller
    qtbot.keyClick(panel.back_button, Qt.Key.Key_Tab)
    assert _focus() is scroller
    # A frame in the focus colour on the list's edge (its own frame is none).
    picture = panel.mistake_list.grab().toImage()
    left = scroller.geometry().left() + 1
    edge = {picture.pixel(left, y) for y in range(4, scroller.height() - 4)}
    assert window.look.focus.rgb() in edge
    # Esc goes back, as the card's Back does.
    qtbot.keyClick(scroller, Qt.Key.Key_Escape)
    assert not panel.isVisible() and window.results.isVisible()
    assert _focus() is window.results.play_again_button


def test_the_keys_scroll_the_coachs_five_cards_from_the_first_to_the_last(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """The arrows and page keys scrolled the list, Home and End did nothing: the last of five
    cards was four PageDowns away, the first as many back."""
    from qwixx_desktop.engine import Game, Player
    from qwixx_desktop.ui.coach_review import MistakeCard

    from .helpers import play_with_coach

    window = make_window()
    # A weak You (every third decision the worst) against an expert: many costly decisions.
    game = play_with_coach(Game("classic", [Player("You"), Player("Ada", "expert")], 4), 3)
    window.start_game(game)
    _active(qtbot, window)
    wait_idle(qtbot, window)
    qtbot.keyClick(window.results.coach_button, Qt.Key.Key_Space)
    panel = window.coach_review
    qtbot.waitUntil(lambda: panel.mistakes is not None, timeout=20000)
    scroller = panel.mistake_list.scroller
    qtbot.keyClick(panel.back_button, Qt.Key.Key_Tab)
    assert _focus() is scroller
    cards = scroller.findChildren(MistakeCard)
    assert len(cards) == 5
    bar = scroller.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)  # taller than the panel: it scrolls

    def whole(card: MistakeCard) -> bool:
        top = card.mapTo(scroller.viewport(), card.rect().topLeft()).y()
        return top >= 0 and top + card.height() <= scroller.viewport().height()

    qtbot.keyClick(scroller, Qt.Key.Key_Down)
    assert bar.value() > 0
    qtbot.keyClick(scroller, Qt.Key.Key_Home)
    assert bar.value() == 0 and whole(cards[0])
    qtbot.keyClick(scroller, Qt.Key.Key_End)
    assert bar.value() == bar.maximum() and whole(cards[-1])
    qtbot.keyClick(scroller, Qt.Key.Key_Home)
    assert bar.value() == 0 and whole(cards[0])
    qtbot.keyClick(scroller, Qt.Key.Key_PageDown)
    assert bar.value() > 0
    assert _focus() is scroller and panel.isVisible()


def test_enter_presses_the_card_button_that_has_the_focus(
    qtbot: Any, make_window: Callable[..., MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Enter pressed only the default button (Play again): on Coach review, reached by Tab,
    and on the praise card's Back to the results it did nothing."""
    from qwixx_desktop.ui import coach_review

    monkeypatch.setattr(coach_review, "review_game", lambda *args, **kwargs: [])
    window = results_of_a_bad_pass(qtbot, make_window)
    results = window.results
    game = window.controller.game
    qtbot.keyClick(_focus(), Qt.Key.Key_Tab)
    qtbot.keyClick(_focus(), Qt.Key.Key_Tab)
    assert _focus() is results.coach_button
    qtbot.keyClick(results.coach_button, Qt.Key.Key_Return)
    panel = window.coach_review
    assert panel.isVisible() and not results.isVisible()
    assert window.controller.game is game, "not played again"
    qtbot.waitUntil(lambda: panel.mistakes is not None, timeout=10000)
    assert panel.praise.isVisible() and _focus() is panel.back_button
    qtbot.keyClick(panel.back_button, Qt.Key.Key_Enter)
    assert not panel.isVisible() and results.isVisible()


def test_enter_presses_undo_and_esc_closes_the_coachs_panel(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    window.new_game(choice("classic", 8, Seat("You"), Seat("Bea")))  # two at one computer
    _active(qtbot, window)
    table, controller = window.table, window.controller
    wait_idle(qtbot, window)
    controller.roll()
    wait_idle(qtbot, window)
    snap = controller.snapshot
    assert snap is not None and snap.decider == 0
    assert controller.choose(next(m for m in snap.moves if isinstance(m, Cross)))
    wait_idle(qtbot, window)
    table.undo_button.setFocus()
    qtbot.keyClick(table.undo_button, Qt.Key.Key_Return)
    wait_idle(qtbot, window)
    assert window.redo_action.isEnabled(), "Enter undid the decision"
    table.redo_button.setFocus()
    qtbot.keyClick(table.redo_button, Qt.Key.Key_Enter)
    wait_idle(qtbot, window)
    assert not window.redo_action.isEnabled() and window.undo_action.isEnabled()
    # The coach's panel: Esc closes it where the keys play, and so does Enter on its close
    # button, reached by Tab; the focus goes back to the sheet, not on to Pass.
    panel = table.coach_panel
    for close in (Qt.Key.Key_Escape, Qt.Key.Key_Return):
        table.main_sheet.setFocus()
        qtbot.keyClick(table.main_sheet, Qt.Key.Key_H)
        qtbot.waitUntil(panel.isVisible, timeout=10000)
        if close == Qt.Key.Key_Return:
            for _ in range(12):  # the sheet's rows, then the panel's close button
                if _focus() is panel.close_button:
                    break
                qtbot.keyClick(_focus(), Qt.Key.Key_Tab)
            # Its focus shows: a ring in the focus colour (it had no border, so none).
            button = panel.close_button
            picture = button.grab().toImage()
            edge = {picture.pixel(1, y) for y in range(2, button.height() - 2)}
            assert window.look.focus.rgb() in edge
        qtbot.keyClick(_focus(), close)
        assert not panel.isVisible()
        assert _focus() is table.main_sheet


def test_esc_leaves_the_daily_challenges_card_for_the_results(qtbot: Any) -> None:
    from qwixx_desktop.ui.daily_dialog import DailyResultPanel
    from qwixx_desktop.ui.style import Look

    table = QWidget()
    qtbot.addWidget(table)
    table.resize(900, 640)
    table.show()
    panel = DailyResultPanel(table, Look(dark=False, colour_blind=False), lambda: [])
    panel.popup()
    with qtbot.waitSignal(panel.see_results, timeout=1000):
        qtbot.keyClick(panel.share, Qt.Key.Key_Escape)


def test_the_review_is_stepped_through_with_the_arrows(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = results_of_a_bad_pass(qtbot, make_window)
    results = window.results
    assert _focus() is results.play_again_button  # a game over as the window shows
    qtbot.keyClick(results.play_again_button, Qt.Key.Key_Tab)
    assert _focus() is results.review_button
    qtbot.keyClick(results.review_button, Qt.Key.Key_Space)
    bar = window.review_bar
    assert bar.isVisible() and _focus() is bar.slider
    end = bar.slider.value()
    qtbot.keyClick(bar.slider, Qt.Key.Key_Left)
    assert bar.slider.value() == end - 1
    face = QAccessible.queryAccessibleInterface(bar.slider)
    assert face is not None
    assert face.text(QAccessible.Text.Name) == bar.label.text() == f"Roll {end} of {end}"
    qtbot.keyClick(bar.slider, Qt.Key.Key_Tab)
    assert _focus() is bar.results_button
    qtbot.keyClick(bar.results_button, Qt.Key.Key_Space)
    assert results.isVisible() and _focus() is results.play_again_button
    # Esc goes back to the results too, as from the coach's review.
    qtbot.keyClick(results.play_again_button, Qt.Key.Key_Tab)
    qtbot.keyClick(results.review_button, Qt.Key.Key_Space)
    assert bar.isVisible() and _focus() is bar.slider
    qtbot.keyClick(bar.slider, Qt.Key.Key_Escape)
    assert not bar.isVisible() and results.isVisible()
    assert _focus() is results.play_again_button


def test_a_button_done_with_hands_the_focus_to_the_sheet(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """Pass pressed with Space: once the computers play, the button is off and the focus
    goes to the big sheet, not on along the Tab order (to the other players' sheets,
    which scroll on On Board at this size)."""
    window = make_window()
    window.resize(960, 660)
    window.new_game(choice("onboard", 5, *FOUR))
    _active(qtbot, window)
    table = window.table
    qtbot.waitUntil(lambda: table.sheets_area.verticalScrollBar().maximum() > 0)
    controller = window.controller
    for _ in range(40):
        wait_idle(qtbot, window)
        snap = controller.snapshot
        assert snap is not None and snap.waiting is not Waiting.OVER
        if snap.waiting is Waiting.HUMAN_ROLL:
            controller.roll()
            continue
        table.pass_button.setFocus()
        qtbot.keyClick(table.pass_button, Qt.Key.Key_Space)
        wait_idle(qtbot, window)
        if not table.pass_button.isEnabled():
            break
    else:
        raise AssertionError("Pass stayed on")
    assert _focus() is table.main_sheet


def test_every_menu_item_has_its_own_access_key_in_both_languages(
    make_window: Callable[..., MainWindow],
) -> None:
    """Alt+letter opens a menu and a letter picks an item: an item without a letter cannot
    be picked so, and two with one letter are only stepped between (Spanish: Guardar como
    and Crear una partida en red both on C, Aprende a jugar and Acerca de both on A)."""
    window = make_window()
    _ = window.tutor  # its items join the Help menu
    for language in ("en", "es"):
        window.apply_preferences(replace(QUICK, language=language))
        for menu in (window.menuBar(), window.game_menu, window.play_menu, window.help_menu):
            texts = [action.text() for action in menu.actions() if not action.isSeparator()]
            keys = [re.search(r"&(\w)", text) for text in texts]
            assert all(keys), (language, texts)
            letters = [key.group(1).lower() for key in keys if key]
            assert len(set(letters)) == len(letters), (language, texts)


def test_a_card_does_not_take_the_keys_from_the_chat(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """A network game ends while the person types in the chat: the results card shows, and
    the next keys (a space) still go into the message, not to Play again."""
    from qwixx_desktop.ui.chat_panel import ChatDock

    window = make_window()
    dock = ChatDock(window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    dock.show()
    _active(qtbot, window)
    dock.entry.setFocus()
    qtbot.keyClicks(dock.entry, "good")
    game, _ = bad_pass_game()
    window.start_game(game)
    wait_idle(qtbot, window)
    assert window.results.isVisible()
    assert _focus() is dock.entry
    qtbot.keyClicks(dock.entry, " game")
    assert dock.entry.text() == "good game"
    assert window.controller.game is game, "no new game started"


def test_enter_presses_the_network_docks_focused_button(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """Enter on a quick phrase or on Leave did nothing (Qt presses only a dialog's buttons so)."""
    from qwixx_desktop.ui.chat_panel import ChatDock

    window = make_window()
    dock = ChatDock(window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    dock.show()
    _active(qtbot, window)
    button = next(iter(dock.phrase_buttons.values()))
    button.setFocus()
    with qtbot.waitSignal(dock.send_phrase, timeout=1000) as sent:
        qtbot.keyClick(button, Qt.Key.Key_Return)
    assert sent.args == [next(iter(dock.phrase_buttons))]
    dock.leave_button.setFocus()
    with qtbot.waitSignal(dock.leave, timeout=1000):
        qtbot.keyClick(dock.leave_button, Qt.Key.Key_Enter)


def tab_round(qtbot: Any, first: QWidget) -> list[QWidget]:
    """The widgets Tab goes through from `first` until it comes back to it."""
    first.setFocus()
    seen = [first]
    for _ in range(40):
        focus = _focus()
        assert focus is not None
        qtbot.keyClick(focus, Qt.Key.Key_Tab)
        if _focus() is first:
            break
        seen.append(_focus())  # type: ignore[arg-type]
    return seen


def test_tab_goes_through_the_blank_pads_dialog_as_it_reads(qtbot: Any) -> None:
    """The house rules' numbers (made for each game as it is chosen) came after the dialog's
    buttons."""
    from qwixx_desktop.ui.dialogs import PrintPadsDialog
    from qwixx_desktop.ui.preferences import PrintChoice

    dialog = PrintPadsDialog(PrintChoice(), "en", {"longo": {"misthrows_to_end": 3}})
    qtbot.addWidget(dialog)
    dialog.show()
    with qtbot.waitActive(dialog):
        dialog.activateWindow()
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("longo"))  # rules made anew
    rules = dialog.house_rules_box
    options = dialog.options
    assert rules.body.isVisible(), "changed rules are shown open"
    seen = tab_round(qtbot, dialog.game_box)
    assert seen == [
        dialog.game_box,
        dialog.count_box,
        rules.toggle,
        *rules.boxes.values(),
        rules.standard_button,
        options.paper_box,
        options.per_page_box,
        options.language_box,
        options.colour_box,
        *dialog.findChild(QDialogButtonBox).buttons(),  # type: ignore[union-attr]
    ]


def test_tab_goes_through_the_new_game_dialog_as_it_reads(qtbot: Any) -> None:
    """Tab went Game, House rules, players, seed, the seats, then Board (and the house rules'
    numbers after the dialog's buttons): not the order on the screen."""
    from qwixx_desktop.ui.dialogs import NewGameDialog
    from qwixx_desktop.ui.preferences import NewGameChoice

    dialog = NewGameDialog(NewGameChoice("onboard", (Seat("Ann"), Seat("Bob", "easy"))))
    qtbot.addWidget(dialog)
    dialog.show()
    with qtbot.waitActive(dialog):
        dialog.activateWindow()
    dialog.house_rules_box.toggle.setChecked(True)  # its numbers open
    dialog.game_box.setFocus()
    seen = [dialog.game_box]
    for _ in range(30):
        focus = _focus()
        assert focus is not None
        qtbot.keyClick(focus, Qt.Key.Key_Tab)
        if _focus() is dialog.game_box:
            break
        seen.append(_focus())  # type: ignore[arg-type]
    rules = dialog.house_rules_box
    assert seen[:5] == [
        dialog.game_box,
        dialog.board_box,
        dialog.board_file_button,
        dialog.count_box,
        dialog.seed_edit,
    ]
    expected_rules = [rules.toggle, *rules.boxes.values(), rules.standard_button]
    assert seen[5 : 5 + len(expected_rules)] == expected_rules
    seats = seen[5 + len(expected_rules) : 5 + len(expected_rules) + 4]
    assert seats == [
        dialog.name_edits[0],
        dialog.kind_boxes[0],
        dialog.name_edits[1],
        dialog.kind_boxes[1],
    ]


def test_tab_goes_from_the_hosts_seed_to_the_turn_timer_as_it_reads(qtbot: Any) -> None:
    """The turn timer and the stand-in, shown under the seed, came after the buttons."""
    from qwixx_desktop.ui.net_dialogs import HostDialog
    from qwixx_desktop.ui.preferences import NewGameChoice

    dialog = HostDialog(NewGameChoice("classic", (Seat("Ann"), Seat("Bob", "easy"))))
    qtbot.addWidget(dialog)
    dialog.show()
    with qtbot.waitActive(dialog):
        dialog.activateWindow()
    seen = tab_round(qtbot, dialog.game_box)
    at_seed = seen.index(dialog.seed_edit)
    assert seen[at_seed + 1 : at_seed + 4] == [
        dialog.timer_box,
        dialog.stand_in_box,
        dialog.house_rules_box.toggle,
    ]


def test_whats_different_gives_the_keys_to_the_sheet_when_it_closes(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """Qwantum's "What's different" card closed with Space: with nothing to give the focus
    back to (nothing had it), Qt moved it on to Qwantum's dice tray, where no key plays
    before a roll."""
    window = make_window()
    _active(qtbot, window)
    window.new_game(choice("classic", 5, Seat("You"), Seat("Ada", "easy")))
    wait_idle(qtbot, window)
    window.table.main_sheet.setFocus()
    window.table.main_sheet.clearFocus()
    window.new_game(choice("qwantum", 5, Seat("You"), Seat("Ada", "easy")))
    wait_idle(qtbot, window)
    card = window.tutor.differences_card
    assert card.isVisible() and _focus() is card.close_button
    qtbot.keyClick(card.close_button, Qt.Key.Key_Space)
    assert not card.isVisible()
    assert _focus() is window.table.main_sheet


def test_a_qwantum_pass_hands_the_keys_to_the_sheet_not_the_dice(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """Pass pressed with Space in Qwantum: the button went off and Qt moved the focus on to
    the dice tray, first in the Tab order, though no die could be picked there."""
    window = make_window()
    window.settings.setValue("tutorial/differences_seen/qwantum", True)
    window.new_game(choice("qwantum", 5, Seat("You"), Seat("Ada", "easy")))
    _active(qtbot, window)
    table, controller = window.table, window.controller
    checked = 0
    for _ in range(60):
        wait_idle(qtbot, window)
        snap = controller.snapshot
        assert snap is not None and snap.waiting is not Waiting.OVER
        if snap.waiting is Waiting.HUMAN_ROLL:
            controller.roll()
            continue
        table.pass_button.setFocus()
        qtbot.keyClick(table.pass_button, Qt.Key.Key_Space)
        wait_idle(qtbot, window)
        after = controller.snapshot
        assert after is not None
        if not table.pass_button.isEnabled():  # the focus had to go somewhere
            picking = QwantumKit.can_pick(after)  # the keys 1-7 pick dice in the tray
            assert _focus() is (table.kit.tray if picking else table.main_sheet), after.state.phase
            checked += not picking
        if checked >= 3:
            break
    assert checked >= 3


def test_tab_goes_through_the_statistics_as_they_read_and_out_of_the_tables(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """Tab went from the game box to Reset and Close (made before the tables), then into the
    By game table, where it stepped from cell to cell and never came out."""
    from qwixx_desktop.ui.stats_dialog import StatisticsDialog

    window = make_window()
    game, _ = bad_pass_game()
    window.start_game(game)
    wait_idle(qtbot, window)
    window.record_statistics()
    dialog = StatisticsDialog(window.stats, window)
    qtbot.addWidget(dialog)
    dialog.show()
    with qtbot.waitActive(dialog):
        dialog.activateWindow()
    qtbot.waitUntil(lambda: dialog.reset_button.isEnabled())  # the file is read
    close = dialog.findChild(QDialogButtonBox).button(  # type: ignore[union-attr]
        QDialogButtonBox.StandardButton.Close
    )
    assert tab_round(qtbot, dialog.filter_box) == [
        dialog.filter_box,
        dialog.body,
        dialog.games_table,
        dialog.levels_table,
        dialog.reset_button,
        close,
    ]


def _key_to(qtbot: Any, widget: QWidget, where: Callable[[], object], goal: object) -> None:
    """Right until the widget's keyboard place is `goal` (the arrows go round the offered
    places), then Space: the move is played."""
    for _ in range(60):
        if where() == goal:
            qtbot.keyClick(widget, Qt.Key.Key_Space)
            return
        qtbot.keyClick(widget, Qt.Key.Key_Right)
    raise AssertionError(f"the keys never reach {goal}")


@pytest.mark.parametrize("game", ["classic", "longo", "onboard", "qwantum"])
def test_a_whole_game_is_played_with_the_keys_alone(
    qtbot: Any, make_window: Callable[..., MainWindow], game: str
) -> None:
    """Against two computers, every move the coach picks is made with keys where the focus
    already is: R rolls, P passes, arrows and Space cross, move the figure and write,
    the digits and Enter re-roll; the focus never rests on nothing or on a hidden widget."""
    window = make_window()
    window.settings.setValue(f"tutorial/differences_seen/{game}", True)
    window.new_game(choice(game, 7, Seat("You"), Seat("Ada", "easy"), Seat("Max", "easy")))
    _active(qtbot, window)
    controller, kit = window.controller, window.table.kit
    played = 0
    for _ in range(400):
        wait_idle(qtbot, window)
        snap = controller.snapshot
        assert snap is not None
        if snap.waiting is Waiting.OVER:
            break
        focus = _focus()
        assert focus is kit.play_focus(snap) and focus.isVisible(), snap.state.phase
        if snap.waiting is Waiting.HUMAN_ROLL:
            qtbot.keyClick(focus, Qt.Key.Key_R)
            continue
        game_now = controller.game
        assert game_now is not None and snap.decider is not None
        move = advise(game_now.rules, game_now.known_state(snap.decider), snap.decider)[0].move
        before = len(game_now.log)
        match move:
            case Pass():
                qtbot.keyClick(focus, Qt.Key.Key_P)
            case Cross(row=row, number=number):
                _key_to(qtbot, focus, kit.main_sheet.focused_cell, (row, number))
            case MoveFigure(square=square):
                assert isinstance(kit.board, BoardView)
                _key_to(qtbot, focus, kit.board.focused_square, square)
            case Write(row=row):
                _key_to(qtbot, focus, lambda: kit.main_sheet.focused_row, row)
            case Reroll(dice=dice):
                for die in dice:
                    qtbot.keyClick(focus, Qt.Key.Key_1 + die)
                qtbot.keyClick(focus, Qt.Key.Key_Return)
        wait_idle(qtbot, window)
        assert len(game_now.log) > before, move  # the keys played it
        played += 1
    else:
        raise AssertionError("the game did not end")
    assert played > 10 and window.results.isVisible()

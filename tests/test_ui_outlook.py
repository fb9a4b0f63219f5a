"""The coach's outlook in the window: a setting (off by default, remembered), notes after the
players' names, computed on a worker thread after each roll and decision."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtGui import QAccessible

from qwixx_desktop.ai.kit import Outlook, ValueScale
from qwixx_desktop.ai.outlook import outlook_of
from qwixx_desktop.engine import PASS, Cross, Game, Player
from qwixx_desktop.ui.controller import TableSnapshot, Waiting
from qwixx_desktop.ui.dialogs import SettingsDialog
from qwixx_desktop.ui.outlook import OutlookView, outlook_note
from qwixx_desktop.ui.paths import open_settings
from qwixx_desktop.ui.preferences import NewGameChoice, Preferences, Seat, load_preferences
from qwixx_desktop.ui.window import MainWindow

from .qt_helpers import LEFT, QUICK, wait_idle

OUTLOOK_ON = replace(QUICK, outlook=True)


def start(window: MainWindow, game: str = "classic") -> Game:
    return window.new_game(NewGameChoice(game, (Seat("You"), Seat("Ada", "medium")), 12))


def notes(window: MainWindow) -> list[str]:
    return [sheet.note() for sheet in window.table.kit.sheets()]


def test_the_setting_is_off_by_default_and_then_shows_nothing_and_starts_no_job(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    assert Preferences().outlook is False
    assert load_preferences(open_settings()).outlook is False  # a fresh settings file
    window = make_window()
    start(window)
    wait_idle(qtbot, window)
    qtbot.mouseClick(window.table.roll_button, LEFT)
    wait_idle(qtbot, window)
    qtbot.mouseClick(window.table.pass_button, LEFT)
    wait_idle(qtbot, window)
    assert window.controller.game is not None and window.controller.game.log
    assert window.table.outlook.jobs_started == 0
    assert notes(window) == ["", ""]


def test_on_the_chances_appear_after_a_roll_and_follow_each_decision(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window(OUTLOOK_ON)
    view = window.table.outlook
    game = start(window)
    wait_idle(qtbot, window)
    with qtbot.waitSignal(view.updated, timeout=10000):
        qtbot.mouseClick(window.table.roll_button, LEFT)
    wait_idle(qtbot, window)
    qtbot.waitUntil(lambda: view.outlook == outlook_of(game.rules, game.state), timeout=10000)
    first = view.outlook
    assert first is not None and first.scale is ValueScale.WIN_CHANCE
    assert all(note.endswith("% to win") for note in notes(window)), notes(window)
    # Computed off the GUI thread.
    assert view.job_thread is not None and view.job_thread != threading.get_ident()
    # A decision: the chances are those of the new position.
    asked = view.jobs_started
    with qtbot.waitSignal(view.updated, timeout=10000):
        qtbot.mouseClick(window.table.pass_button, LEFT)
    wait_idle(qtbot, window)
    qtbot.waitUntil(lambda: view.outlook == outlook_of(game.rules, game.state), timeout=10000)
    assert view.jobs_started > asked
    assert notes(window)[0] == outlook_note(outlook_of(game.rules, game.state), 0)  # type: ignore[arg-type]


def test_other_games_show_expected_scores(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window(OUTLOOK_ON)
    view = window.table.outlook
    game = start(window, "qwantum")
    wait_idle(qtbot, window)
    with qtbot.waitSignal(view.updated, timeout=10000):
        qtbot.mouseClick(window.table.roll_button, LEFT)
    qtbot.waitUntil(lambda: view.outlook == outlook_of(game.rules, game.state), timeout=10000)
    assert all(note.startswith("≈ ") and note.endswith(" points") for note in notes(window))


def spoken(window: MainWindow) -> list[tuple[str, str]]:
    """Each sheet as a screen reader names it: the sheet, and its header (the first part)."""
    named = []
    for sheet in window.table.kit.sheets():
        face = QAccessible.queryAccessibleInterface(sheet)
        assert face is not None and face.childCount() > 0
        header = face.child(0)
        named.append((face.text(QAccessible.Text.Name), header.text(QAccessible.Text.Name)))
    return named


@pytest.mark.parametrize(
    ("game_key", "shape"), [("classic", "{} % to win"), ("qwantum", "≈ {} points")]
)
def test_a_screen_reader_hears_the_notes_with_each_players_name(
    qtbot: Any, make_window: Callable[..., MainWindow], game_key: str, shape: str
) -> None:
    window = make_window(OUTLOOK_ON)
    view = window.table.outlook
    game = start(window, game_key)
    wait_idle(qtbot, window)
    before = spoken(window)  # asked before any note: the parts are listed, then kept
    assert [sheet for sheet, _ in before] == ["Sheet of You", "Sheet of Ada"]
    with qtbot.waitSignal(view.updated, timeout=10000):
        qtbot.mouseClick(window.table.roll_button, LEFT)
    qtbot.waitUntil(lambda: view.outlook == outlook_of(game.rules, game.state), timeout=10000)
    outlook = view.outlook
    assert outlook is not None
    prefix, suffix = shape.split("{}")
    for seat, (player, (sheet, header)) in enumerate(
        zip(("You", "Ada"), spoken(window), strict=True)
    ):
        note = outlook_note(outlook, seat)
        assert note.startswith(prefix) and note.endswith(suffix), note
        assert sheet == f"Sheet of {player}, {note}"
        assert header.startswith(player) and note in header.split(", "), header
    window.apply_preferences(replace(window.preferences, outlook=False))
    assert [sheet for sheet, _ in spoken(window)] == ["Sheet of You", "Sheet of Ada"]
    assert not any("%" in header or "≈" in header for _, header in spoken(window))


def test_the_settings_dialog_turns_it_on_and_off_and_remembers_it(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    game = start(window)
    wait_idle(qtbot, window)
    dialog = SettingsDialog(window.preferences, window)
    qtbot.addWidget(dialog)
    assert not dialog.outlook_box.isChecked()
    dialog.outlook_box.setChecked(True)
    with qtbot.waitSignal(window.table.outlook.updated, timeout=10000):
        window.apply_preferences(dialog.preferences())
    assert load_preferences(window.settings).outlook is True
    assert window.table.outlook.outlook == outlook_of(game.rules, game.state)
    assert all(notes(window))
    window.apply_preferences(replace(window.preferences, outlook=False))
    assert load_preferences(window.settings).outlook is False
    assert notes(window) == ["", ""]


class SeatModel:
    def __init__(self, seat: int) -> None:
        self.seat = seat


class NoteSheet:
    def __init__(self, seat: int) -> None:
        self.model = SeatModel(seat)
        self.text = ""

    def set_note(self, text: str) -> None:
        self.text = text


def test_an_answer_about_an_older_position_is_dropped(qtbot: Any) -> None:
    sheets = [NoteSheet(0), NoteSheet(1)]
    view = OutlookView(lambda: sheets)  # type: ignore[arg-type, return-value]
    view.set_enabled(True)
    game = Game("classic", [Player("A"), Player("B")], 4)
    older = game.state
    game.roll()
    crosses = [m for m in game.rules.legal_moves(game.state, 0) if isinstance(m, Cross)]
    game.decide(0, crosses[0])  # A crosses, B passes
    game.decide(1, PASS)
    newer = game.state
    assert outlook_of(game.rules, older) != outlook_of(game.rules, newer)
    shown: list[Outlook | None] = []
    view.updated.connect(lambda: shown.append(view.outlook))
    view.show(TableSnapshot(game, older, Waiting.HUMAN_ROLL, 0, None))
    with qtbot.waitSignal(view.updated, timeout=10000):
        view.show(TableSnapshot(game, newer, Waiting.HUMAN_ROLL, 0, None))
    assert shown == [outlook_of(game.rules, newer)]  # the older position's answer never showed
    assert [sheet.text for sheet in sheets] == [
        outlook_note(shown[0], seat)  # type: ignore[arg-type]
        for seat in (0, 1)
    ]
    view.shutdown()


def test_a_network_table_waiting_for_people_shows_no_chances(qtbot: Any) -> None:
    """Host again showed "21 % to win" beside "Seat 2" before anyone had joined."""
    sheets = [NoteSheet(0), NoteSheet(1)]
    view = OutlookView(lambda: sheets)  # type: ignore[arg-type, return-value]
    view.set_enabled(True)
    game = Game("classic", [Player("Ana"), Player("Seat 2")], 4)
    waiting = TableSnapshot(game, game.state, Waiting.HUMAN_ROLL, 0, None, players_to_join=True)
    view.show(waiting)
    assert view.jobs_started == 0 and view.outlook is None
    assert [sheet.text for sheet in sheets] == ["", ""]
    # Everyone has joined (the same position): the chances come.
    with qtbot.waitSignal(view.updated, timeout=10000):
        view.show(replace(waiting, players_to_join=False))
    assert view.outlook == outlook_of(game.rules, game.state)
    assert all(sheet.text.endswith("% to win") for sheet in sheets)
    view.shutdown()

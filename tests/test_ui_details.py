"""What people notice in the window: language switches, themes, keys, layout, title, dialogs."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from itertools import combinations, pairwise
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPalette, QScreen
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QApplication,
    QDialogButtonBox,
    QPushButton,
    QStyle,
    QStyleOptionButton,
    QWidget,
)

from qwixx_desktop.ai import make_bot
from qwixx_desktop.engine import Phase
from qwixx_desktop.games import BUILTIN, get_game
from qwixx_desktop.stats import StatsStore
from qwixx_desktop.ui.board import (
    FIGURE_BODY,
    FIGURE_SHAPE,
    START_SCALE,
    FigureItem,
    SquareItem,
    start_places,
)
from qwixx_desktop.ui.i18n import Translations, shown_file
from qwixx_desktop.ui.onboard_table import OnBoardKit
from qwixx_desktop.ui.paths import APPLICATION, open_settings
from qwixx_desktop.ui.preferences import Seat
from qwixx_desktop.ui.qwantum_table import QwantumKit
from qwixx_desktop.ui.stats_dialog import StatisticsDialog
from qwixx_desktop.ui.table import RightColumn, StatusBanner
from qwixx_desktop.ui.window import MainWindow

from .conftest import shut_down
from .qt_helpers import LEFT, QUICK, choice, click_cell, new_game, wait_idle
from .test_stats import record
from .test_ui_onboard import SEATS, to_board_phase


@pytest.fixture
def display_name() -> Iterator[str]:
    """The app's display name, as the app sets it (Qt appends it to window titles)."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = app.applicationDisplayName()
    app.setApplicationDisplayName(APPLICATION)
    yield APPLICATION
    app.setApplicationDisplayName(before)


def test_the_title_names_the_app_once(
    make_window: Callable[..., MainWindow], display_name: str, tmp_path: Path
) -> None:
    window = make_window()
    titles = [window.windowTitle()]
    new_game(window, "longo")
    titles.append(window.windowTitle())
    assert window.save_path(tmp_path / "mine.qwixx.json")
    titles.append(window.windowTitle())
    for title in titles:
        # Qt adds the display name to a title unless it already ends with it.
        assert title.endswith(display_name) and title.count(display_name) == 1, title
    assert "Longo" in titles[1] and "mine.qwixx.json" in titles[2]


def test_the_title_cuts_a_long_file_name_in_the_middle(
    make_window: Callable[..., MainWindow], display_name: str, tmp_path: Path
) -> None:
    """A 200-character file name would fill the title bar: it is cut as messages cut it,
    keeping its start and its ending, with the game and the app's name still there."""
    window = make_window()
    new_game(window, "classic")
    name = "a" * 100 + "b" * 92 + ".qwixx.json"
    assert window.save_path(tmp_path / name)
    title = window.windowTitle()
    assert name not in title and shown_file(name) in title
    assert title.startswith("Qwixx") and title.endswith(display_name)
    assert len(title) < len(name)


@pytest.mark.parametrize(
    ("home", "path", "shown"),
    [
        ("/home/ana", "/home/ana/.local/share/Qwixx Desktop", "~/.local/share/Qwixx Desktop"),
        ("/home/ana/", "/home/ana", "~"),
        ("/home/ana", "/home/anabel/game.json", "/home/anabel/game.json"),
        ("/", "/var/lib/game.json", "/var/lib/game.json"),  # not "~var/lib/..."
        ("", "/var/lib/game.json", "/var/lib/game.json"),
        ("/home/ana", "autosave.json", "autosave.json"),
    ],
)
def test_a_path_in_the_home_folder_is_shown_from_a_tilde(
    monkeypatch: pytest.MonkeyPatch, home: str, path: str, shown: str
) -> None:
    monkeypatch.setenv("HOME", home)
    assert shown_file(path) == shown


def _reset_is_safe(dialog: StatisticsDialog) -> None:
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    assert close.isDefault()
    dialog.reset_button.setFocus()
    assert not dialog.reset_button.isDefault() and not dialog.reset_button.autoDefault()


def test_reset_statistics_is_off_without_games_and_never_the_default(
    qtbot: Any, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = StatsStore(home / "statistics.jsonl")
    empty = StatisticsDialog(store)
    qtbot.addWidget(empty)
    qtbot.waitUntil(lambda: not empty.loading)
    empty.show()
    assert not empty.reset_button.isEnabled()
    _reset_is_safe(empty)

    home.mkdir(parents=True, exist_ok=True)
    store.append(record())
    asked: list[bool] = []
    monkeypatch.setattr(StatisticsDialog, "confirm_reset", lambda self: asked.append(True))
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: not dialog.loading)
    assert dialog.reset_button.isEnabled()
    _reset_is_safe(dialog)
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert not asked and len(store.load().records) == 1


def test_the_score_chart_of_years_of_games_paints_at_once(qtbot: Any, home: Path) -> None:
    # The chart scanned every score for every point it placed, and Qt stroked the whole
    # zigzag line as one path: the dialog froze for seconds at a few thousand games.
    home.mkdir(parents=True, exist_ok=True)
    store = StatsStore(home / "statistics.jsonl")
    lines = (
        json.dumps(
            record(scores=(game * 37 % 150, 60), hints=(0,) if game % 9 == 0 else ()).to_json()
        )
        for game in range(5000)
    )
    store.path.write_text("\n".join(lines), encoding="utf-8")
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: not dialog.loading)
    assert len(dialog.chart.points) == 5000
    started = time.monotonic()
    dialog.chart.grab()
    assert time.monotonic() - started < 1.5  # about 0.2 s; it was over 10 s


def test_the_statistics_say_a_newer_versions_games_are_not_shown(qtbot: Any, home: Path) -> None:
    home.mkdir(parents=True, exist_ok=True)
    store = StatsStore(home / "statistics.jsonl")
    newer = {**record().to_json(), "v": 2}
    store.path.write_text(json.dumps(record().to_json()) + "\n" + json.dumps(newer) + "\n")
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: not dialog.loading)
    assert dialog.summary.text() == (
        "Games recorded: 1. 1 game recorded by a newer version of Qwixx Desktop is not shown."
    )


def _centre_colour(widget: QWidget, dx: int = 0) -> QColor:
    image = widget.grab().toImage()
    return QColor(image.pixel(widget.width() // 2 + dx, widget.height() // 2))


def test_theme_switches_recolour_the_log_and_the_undo_button(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    # Hot-seat: Ann's pass stays hidden until Ben decides, so it can still be taken back
    # and the Undo button is enabled (its enabled colours are the ones compared).
    game = window.new_game(choice("classic", 5, Seat("Ann"), Seat("Ben")))
    qtbot.mouseClick(window.table.roll_button, LEFT)
    wait_idle(qtbot, window)
    qtbot.mouseClick(window.table.pass_button, LEFT)
    wait_idle(qtbot, window)
    undo = window.table.undo_button
    assert undo.isEnabled()
    light_undo = undo.grab().toImage()
    light_log = _centre_colour(window.table.log.viewport())
    window.resume_panel.describe(game)
    window.resume_panel.popup()

    window.apply_preferences(replace(QUICK, theme="dark"))
    log = _centre_colour(window.table.log.viewport())
    assert log.lightness() < 80 and log != light_log, log.name()
    app_button = QApplication.palette().color(QPalette.ColorRole.Button)
    assert _centre_colour(undo, undo.width() // 3) == app_button
    window_colour = QApplication.palette().color(QPalette.ColorRole.Window)
    card = window.resume_panel.card
    inside = card.mapTo(window, QPoint(8, card.height() // 2))
    qtbot.waitUntil(lambda: QColor(window.grab().toImage().pixel(inside)) == window_colour)

    window.apply_preferences(QUICK)
    assert _centre_colour(window.table.log.viewport()) == light_log
    assert undo.grab().toImage() == light_undo, "the same button as before the dark theme"
    app_button = QApplication.palette().color(QPalette.ColorRole.Button)
    assert _centre_colour(undo, undo.width() // 3) == app_button


def _painted(window: MainWindow) -> dict[str, object]:
    """What the table shows in words: label texts, and pictures of the painted widgets."""
    table = window.table
    shown: dict[str, object] = {
        "banner": table.banner.prompt.text(),
        "buttons": [
            b.text()
            for b in (table.roll_button, table.pass_button, table.undo_button, table.hint_button)
        ],
        "log title": table.log_title.text(),
    }
    painted: list[QWidget] = [*table.kit.sheets()]
    if table.kit.board is not None:
        painted.append(table.kit.board)
    for index, widget in enumerate(painted):
        shown[f"{type(widget).__name__} {index}"] = widget.grab().toImage()
    return shown


@pytest.mark.parametrize("game_key", ["classic", "onboard", "qwantum"])
def test_a_language_switch_repaints_every_label_at_once(
    qtbot: Any, make_window: Callable[..., MainWindow], game_key: str
) -> None:
    window = make_window()
    new_game(window, game_key)
    qtbot.mouseClick(window.table.roll_button, LEFT)
    wait_idle(qtbot, window)
    english = _painted(window)
    window.apply_preferences(replace(QUICK, language="es"))
    spanish = _painted(window)  # no events processed in between: at once
    unchanged = [what for what in english if spanish[what] == english[what]]
    assert not unchanged, unchanged
    window.apply_preferences(QUICK)
    back = _painted(window)
    assert [what for what in english if back[what] != english[what]] == []


def _active(qtbot: Any, window: MainWindow) -> None:
    with qtbot.waitActive(window):
        window.activateWindow()


def test_arrows_move_between_offered_cells_only(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    window.new_game(choice("classic", 9))
    qtbot.mouseClick(window.table.roll_button, LEFT)
    wait_idle(qtbot, window)
    sheet = window.table.main_sheet
    offered = sheet.highlighted_cells()
    assert len({row for row, _ in offered}) >= 2, "seed 9 offers crosses in several rows"
    sheet.setFocus()
    visited = {sheet.focused_cell()}
    keys = (
        [Qt.Key.Key_Right] * 5
        + [Qt.Key.Key_Left] * 5
        + [Qt.Key.Key_Down] * 4
        + [Qt.Key.Key_Up] * 4
        + [Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left]
    )
    for key in keys:
        qtbot.keyClick(sheet, key)
        assert sheet.focused_cell() in offered, (key, sheet.focused_cell())
        visited.add(sheet.focused_cell())
    assert visited == offered, "every offered number can be reached"
    rows = sorted({row for row, _ in offered})
    sheet.setFocus()
    while sheet.focused_cell()[0] != rows[0]:  # type: ignore[index]
        qtbot.keyClick(sheet, Qt.Key.Key_Up)
    qtbot.keyClick(sheet, Qt.Key.Key_Down)
    assert sheet.focused_cell()[0] == rows[1]  # type: ignore[index]


def test_the_board_is_one_tab_from_the_sheet_and_shows_the_focus(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    game = window.new_game(choice("onboard", 5, *SEATS))
    assert to_board_phase(qtbot, window, make_bot("greedy", game.rules, 0))
    _active(qtbot, window)
    kit = window.table.kit
    assert isinstance(kit, OnBoardKit)
    board = kit.board_view
    sheet = window.table.main_sheet
    sheet.setFocus()
    without_focus = board.grab().toImage()
    qtbot.keyClick(sheet, Qt.Key.Key_Tab)
    assert board.hasFocus()
    with_focus = board.grab().toImage()
    focus_colour = window.look.focus_ring_colours[0].rgb()
    # The frame around the board: the focus ring's light colour along its left edge.
    edge = [with_focus.pixel(x, y) for x in range(0, 12) for y in range(board.height())]
    assert focus_colour in edge
    assert focus_colour not in [
        without_focus.pixel(x, y) for x in range(0, 12) for y in range(board.height())
    ]
    qtbot.keyClick(board, Qt.Key.Key_Backtab)
    assert sheet.hasFocus()


def test_keys_one_to_seven_pick_dice_right_after_a_qwantum_roll(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    game = window.new_game(choice("qwantum", 12, Seat("You"), Seat("Ada", "easy")))
    _active(qtbot, window)
    kit = window.table.kit_for("qwantum")
    assert isinstance(kit, QwantumKit)
    qtbot.mouseClick(window.table.roll_button, LEFT)  # the mouse rolls, the keys go on
    wait_idle(qtbot, window)
    assert game.phase is Phase.REROLL
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_3)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_5)
    assert kit.tray.selected == (2, 4)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    wait_idle(qtbot, window)
    assert game.phase is Phase.CHOOSE_ACTIVE
    # Writing is done on the sheet: the focus went there.
    assert QApplication.focusWidget() is kit.main_sheet
    written = sum(map(len, game.state.sheets[0]))
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    wait_idle(qtbot, window)
    assert sum(map(len, game.state.sheets[0])) == written + 1


@pytest.mark.parametrize("game_key", ["classic", "qwantum"])
def test_the_banner_keeps_its_height_and_the_table_stays_put(
    qtbot: Any, make_window: Callable[..., MainWindow], game_key: str
) -> None:
    window = make_window()
    new_game(window, game_key)
    table = window.table
    seen: dict[tuple[int, int], str] = {}

    def note(state: str) -> None:
        QApplication.sendPostedEvents()  # the layout requests: the table as it is shown
        place = (table.banner.height(), table.left_column.mapTo(window, QPoint(0, 0)).y())
        seen.setdefault(place, state)

    for _ in range(4):
        wait_idle(qtbot, window)
        note(table.banner.prompt.text())
        button = table.roll_button if table.roll_button.isEnabled() else table.pass_button
        qtbot.mouseClick(button, LEFT)
    for text in ("Rolling…", "Ada is choosing a colour…"):
        table.banner.set_prompt(text)
        note(text)
    window.notify("That number is not offered now.", "info")
    note("a hint")
    table.banner.hint.clear()
    note("no hint")
    assert len(seen) == 1, seen


def _on_board(
    qtbot: Any, make_window: Callable[..., MainWindow], size: tuple[int, int]
) -> MainWindow:
    window = make_window()
    window.resize(*size)
    window.new_game(choice("onboard", 5, *SEATS))
    qtbot.mouseClick(window.table.roll_button, LEFT)
    wait_idle(qtbot, window)
    QApplication.sendPostedEvents()  # the layout at this size
    return window


def test_on_board_shows_both_opponents_at_the_default_size(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = _on_board(qtbot, make_window, (1280, 820))
    table = window.table
    viewport = table.sheets_area.viewport()
    assert len(table.opponent_sheets) == 2
    for sheet in table.opponent_sheets:
        top_left = sheet.mapTo(viewport, QPoint(0, 0))
        assert viewport.rect().contains(QRect(top_left, sheet.size())), sheet.geometry()
        assert sheet.height() >= RightColumn.OPPONENT_MIN
    assert table.sheets_area.verticalScrollBar().maximum() == 0
    assert table.log.height() >= RightColumn.LOG_MIN


@pytest.mark.parametrize(
    ("size", "language"), [((960, 660), "en"), ((960, 660), "es"), ((1280, 820), "en")]
)
def test_the_boards_numbers_are_readable(
    qtbot: Any, make_window: Callable[..., MainWindow], size: tuple[int, int], language: str
) -> None:
    window = _on_board(qtbot, make_window, size)
    window.apply_preferences(replace(QUICK, language=language))  # Spanish: "Am", "Az"
    kit = window.table.kit
    assert isinstance(kit, OnBoardKit)
    board = kit.board_view
    scale = board.transform().m11()
    squares = [item for item in board.scene().items() if isinstance(item, SquareItem)]
    assert len(squares) == 41
    for square in squares:
        texts = square.texts(scale)
        for text in texts:
            digits = "".join(c for c in text.text if c.isdigit())
            if digits:
                # Measured on the glyphs at the size they are shown.
                height = QFontMetricsF(text.font(scale)).tightBoundingRect(digits).height()
                assert height >= 8.5, (square.number, text.role, text.text, height)
            assert square.boundingRect().contains(text.painted()), (square.number, text)
        for one, other in combinations(texts, 2):
            assert not one.painted().intersects(other.painted()), (square.number, one, other)
    assert {text.role for text in squares[1].texts(scale)} >= {"letter", "number", "bonus"}


@pytest.mark.parametrize(
    ("game_key", "language", "dock"),
    [
        ("onboard", "es", False),
        ("qwantum", "es", False),
        ("onboard", "es", True),
        ("onboard", "en", True),
        ("onboard", "en", False),
    ],
)
def test_no_button_is_cut_off_at_the_minimum_size(
    qtbot: Any, make_window: Callable[..., MainWindow], game_key: str, language: str, dock: bool
) -> None:
    """Through the person's turn: On Board's Pass reads "On to the figure", then "Don't move
    (misthrow)" (199 px in English), in a person's column of 440 px beside the network dock."""
    window = make_window()
    window.resize(960, 660)
    window.apply_preferences(replace(QUICK, language=language))
    window.network.dock.setVisible(dock)
    window.new_game(choice(game_key, 5, *SEATS))
    qtbot.mouseClick(window.table.roll_button, LEFT)
    bar = window.table.actions_bar
    for turn_step in range(3):
        if turn_step:
            qtbot.mouseClick(window.table.pass_button, LEFT)
        wait_idle(qtbot, window)
        QApplication.sendPostedEvents()
        buttons = sorted(
            (b for b in bar.findChildren(QPushButton) if b.isVisible()), key=lambda b: b.x()
        )
        assert len(buttons) >= 3
        for button in buttons:
            assert button.width() >= button.sizeHint().width(), (turn_step, button.text())
            assert bar.rect().contains(button.geometry()), (turn_step, button.text())
        for left, right in pairwise(buttons):
            assert left.geometry().right() < right.geometry().left(), (left.text(), right.text())
    if game_key == "onboard":  # the figure's move, nothing crossed: the longest label
        assert window.controller.game is not None
        assert window.controller.game.phase is Phase.BOARD


def _text_room(button: QPushButton) -> int:
    """The width a button's style leaves its text (less its border and padding)."""
    option = QStyleOptionButton()
    button.initStyleOption(option)
    contents = button.style().subElementRect(
        QStyle.SubElement.SE_PushButtonContents, option, button
    )
    return contents.width()


def test_a_focused_or_enabled_button_keeps_room_for_its_text_in_spanish(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """A button is laid out for its style then: the focus ring (3 px in place of 1 or 2) and
    the coach's ring on the Hint button once enabled ate into the text, "Pista  (H)" 2 px
    narrower than its text at the window's least width."""
    window = make_window()
    window.resize(960, 660)
    window.apply_preferences(replace(QUICK, language="es"))
    window.new_game(choice("classic", 5, *SEATS))
    wait_idle(qtbot, window)
    bar = window.table.actions_bar
    for state in ("roll", "decide"):
        if state == "decide":
            qtbot.mouseClick(window.table.roll_button, LEFT)
            wait_idle(qtbot, window)
        buttons = [b for b in bar.findChildren(QPushButton) if b.isVisible() and b.isEnabled()]
        for focused in (None, *buttons):
            if focused is not None:
                focused.setFocus(Qt.FocusReason.TabFocusReason)
            QApplication.sendPostedEvents()
            for button in bar.findChildren(QPushButton):
                if button.isVisible():
                    text = button.fontMetrics().horizontalAdvance(button.text())
                    assert _text_room(button) >= text, (state, button.text(), focused)


def test_the_window_fits_a_laptop_screen_at_150_percent(
    qtbot: Any, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """1920x1080 at 150 %: 1280x720 points, less a top bar. The first start's window and
    its least size fit in that room with a title bar, and at that size every button shows."""
    room = QRect(0, 32, 1280, 688)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda screen: room)
    window = MainWindow(open_settings(), Translations(), QUICK, bots_in_process=False)
    qtbot.addWidget(window)
    title_bar = 40
    try:
        assert window.width() <= room.width() and window.height() + title_bar <= room.height()
        assert window.minimumHeight() + title_bar <= room.height()
        window.resize(window.minimumSize())
        window.show()
        qtbot.waitExposed(window)
        window.apply_preferences(replace(QUICK, language="es"))
        window.new_game(choice("onboard", 5, *SEATS))
        qtbot.mouseClick(window.table.roll_button, LEFT)
        wait_idle(qtbot, window)
        QApplication.sendPostedEvents()
        buttons = [b for b in window.table.actions_bar.findChildren(QPushButton) if b.isVisible()]
        assert len(buttons) >= 3
        for button in (*buttons, window.table.main_sheet):
            shown = QRect(button.mapTo(window, QPoint(0, 0)), button.size())
            assert window.rect().contains(shown), button.objectName()
            assert button.width() >= button.sizeHint().width() or button is window.table.main_sheet
    finally:
        shut_down([window])


def _cut_widgets(window: MainWindow) -> list[str]:
    """The shown widgets that stick out of their parent (a scroll area's content aside):
    their part outside is cut off, or covers what lies there."""
    cut = []
    for widget in window.findChildren(QWidget):
        parent = widget.parentWidget()
        if widget.isWindow() or parent is None or not widget.isVisible():
            continue
        if isinstance(parent.parentWidget(), QAbstractScrollArea):
            continue  # a scroll area's content: it scrolls
        if not parent.rect().contains(widget.geometry()):
            cut.append(f"{type(widget).__name__} {widget.objectName()} {widget.geometry()}")
    return cut


@pytest.mark.parametrize("game", BUILTIN)
def test_every_game_at_its_most_players_fits_1280x720_points(
    qtbot: Any, home: Path, monkeypatch: pytest.MonkeyPatch, game: str
) -> None:
    """1920x1080 at 150 %, a panel at the top: the window at 1280x680 with the most players
    in Spanish (the longer texts), the coach shown. With four or five players the other
    sheets took the column's height and the game log stuck out 16 points below the window."""
    room = QRect(0, 32, 1280, 688)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda screen: room)
    window = MainWindow(open_settings(), Translations(), QUICK, bots_in_process=False)
    qtbot.addWidget(window)
    try:
        least = window.minimumSize().expandedTo(window.minimumSizeHint())
        assert least.width() <= 1280 and least.height() <= 680
        window.resize(1280, 680)
        window.show()
        qtbot.waitExposed(window)
        window.apply_preferences(replace(QUICK, language="es"))
        names = ("You", "Ada", "Max", "Zoe", "Lin")
        seats = [Seat(name, "medium") for name in names[: get_game(game).max_players]]
        window.new_game(choice(game, 5, Seat("You"), *seats[1:]))
        qtbot.mouseClick(window.table.roll_button, LEFT)
        wait_idle(qtbot, window)
        QApplication.sendPostedEvents()
        assert _cut_widgets(window) == []
        qtbot.mouseClick(window.table.hint_button, LEFT)
        qtbot.waitUntil(window.table.coach_panel.isVisible, timeout=5000)
        QApplication.sendPostedEvents()
        assert _cut_widgets(window) == []
        # The other players' sheets are not squeezed to a sliver under the coach.
        shown = window.table.sheets_area.height()
        assert shown >= min(RightColumn.OPPONENT_MIN, window.table.opponent_sheets[0].height())
    finally:
        shut_down([window])


@pytest.mark.parametrize("language", ["en", "es"])
def test_on_board_shows_a_whole_other_sheet_under_the_coach_at_the_least_size(
    qtbot: Any, home: Path, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    """A short screen's least window, 960x640, On Board with four players and the coach: the
    banner over both columns, the board and the (Spanish, wrapped) coach left some 80 px of
    the first other sheet, the rest scrolled. The banner now heads the person's column only."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda screen: QRect(0, 32, 1280, 688))
    window = MainWindow(open_settings(), Translations(), QUICK, bots_in_process=False)
    qtbot.addWidget(window)
    try:
        assert window.minimumHeight() <= 640
        window.resize(960, 640)
        window.show()
        qtbot.waitExposed(window)
        window.apply_preferences(replace(QUICK, language=language))
        window.new_game(choice("onboard", 5, *SEATS, Seat("Zoe", "easy")))
        qtbot.mouseClick(window.table.roll_button, LEFT)
        wait_idle(qtbot, window)
        qtbot.mouseClick(window.table.hint_button, LEFT)
        qtbot.waitUntil(window.table.coach_panel.isVisible, timeout=5000)
        QApplication.sendPostedEvents()
        table = window.table
        assert window.height() == 640 and len(table.opponent_sheets) == 3
        assert _cut_widgets(window) == []
        first = table.opponent_sheets[0]
        viewport = table.sheets_area.viewport()
        shown = QRect(first.mapTo(viewport, QPoint(0, 0)), first.size())
        assert first.height() >= RightColumn.OPPONENT_MIN
        assert viewport.rect().contains(shown), (shown, viewport.rect())
    finally:
        shut_down([window])


def test_the_banner_keeps_no_room_for_an_absent_explanation(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """An empty hint line was kept under the prompt all game: the sheets lost its height.
    The explanation now hangs over the table's top while it shows, below the banner."""
    window = make_window()
    new_game(window)
    wait_idle(qtbot, window)
    QApplication.sendPostedEvents()
    table = window.table
    banner, hint = table.banner, table.banner.hint
    prompt_only = banner.prompt.height() + 2 * StatusBanner.MARGIN
    assert banner.height() <= prompt_only + 1
    assert not hint.isVisible()
    place = table.left_column.mapTo(window, QPoint(0, 0)).y()
    click_cell(qtbot, window, 0, 2)  # before the roll: says why not
    QApplication.sendPostedEvents()
    assert hint.text() and hint.isVisible()
    assert banner.height() <= prompt_only + 1
    assert table.left_column.mapTo(window, QPoint(0, 0)).y() == place
    # Just below the banner, whole, and in front of the table it covers.
    assert hint.geometry().top() == banner.geometry().bottom() + 1
    assert hint.height() >= hint.heightForWidth(hint.width()) > 0
    assert banner.geometry().left() <= hint.geometry().left()
    assert hint.geometry().right() <= banner.geometry().right()
    assert table.childAt(hint.geometry().center()) is hint or hint.testAttribute(
        Qt.WidgetAttribute.WA_TransparentForMouseEvents
    )
    hint.clear()
    QApplication.sendPostedEvents()
    assert not hint.isVisible()


def test_a_saved_size_larger_than_the_screen_is_brought_within_it(
    qtbot: Any, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A size saved on a big monitor (or at 100 %), restored on a 1280x720-point screen:
    Qt took it whole and the window's bottom, its buttons, was below the screen's edge."""
    from qwixx_desktop.ui.style import screen_room

    big = MainWindow(open_settings(), Translations(), QUICK, bots_in_process=False)
    qtbot.addWidget(big)
    big.setGeometry(0, 30, 1900, 1150)
    settings = open_settings()
    settings.setValue("window/geometry", big.saveGeometry())
    shut_down([big])
    monkeypatch.setattr(QScreen, "availableGeometry", lambda screen: QRect(0, 32, 1280, 688))
    window = MainWindow(settings, Translations(), QUICK, bots_in_process=False)
    qtbot.addWidget(window)
    try:
        room = screen_room(window)
        assert window.width() <= room.width() and window.height() <= room.height()
    finally:
        shut_down([window])


def test_the_statistics_fit_a_laptop_screen_at_150_percent(
    qtbot: Any, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    room = QRect(0, 32, 1280, 688)  # as above
    monkeypatch.setattr(QScreen, "availableGeometry", lambda screen: room)
    dialog = StatisticsDialog(StatsStore(home / "statistics.jsonl"))
    qtbot.addWidget(dialog)
    assert dialog.height() + 40 <= room.height(), "its Close below the screen's edge"
    dialog.show()
    qtbot.waitExposed(dialog)
    close = dialog.findChild(QDialogButtonBox)
    assert close is not None
    assert dialog.rect().contains(QRect(close.mapTo(dialog, QPoint(0, 0)), close.size()))


def test_buttons_name_their_keys_where_there_is_room(
    make_window: Callable[..., MainWindow],
) -> None:
    window = make_window()
    window.resize(1440, 820)
    new_game(window)
    QApplication.sendPostedEvents()
    table = window.table
    assert table.roll_button.text() == "Roll the dice  (R)"
    assert table.undo_button.text() == "Undo  (Ctrl+Z)"
    assert table.redo_button.text() == "Redo  (Ctrl+Shift+Z)"
    # At the usual 1280 the keys of Undo and Redo give way first (Redo beside Undo left no
    # room for any key there): the play buttons keep theirs.
    window.resize(1280, 820)
    QApplication.sendPostedEvents()
    assert table.roll_button.text() == "Roll the dice  (R)"
    assert table.hint_button.text() == "Hint  (H)"
    assert (table.undo_button.text(), table.redo_button.text()) == ("Undo", "Redo")


@pytest.mark.parametrize("width", [1280, 960])
def test_buttons_without_room_for_their_keys_are_labelled_once_not_in_a_loop(
    make_window: Callable[..., MainWindow], width: int
) -> None:
    """Where the keys did not fit, each labelling tried them first: the try asked the bar
    for a new layout, which labelled the buttons again, without end (1 000 and more times a
    second on an idle window, a busy GUI thread)."""
    window = make_window()
    window.resize(width, 820)
    new_game(window)
    table = window.table
    bar = table.actions_bar
    requests: list[int] = []

    class Counter(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.LayoutRequest:
                requests.append(1)
            return False

    counter = Counter()
    bar.installEventFilter(counter)
    for _ in range(3):  # the window's own settling
        QApplication.processEvents()
    requests.clear()
    for _ in range(50):  # idle: nothing changes
        QApplication.processEvents()
    assert len(requests) <= 1
    # The labels chosen are still the widest that fit: here the play buttons' keys only.
    layout = bar.layout()
    assert layout is not None and layout.sizeHint().width() <= bar.width()
    assert table.roll_button.text() == "Roll the dice  (R)"
    assert "(" not in table.undo_button.text()


def test_a_longo_sheet_outside_the_table_shows_its_lucky_numbers(qapp: Any) -> None:
    from qwixx_desktop.engine import Game, Player
    from qwixx_desktop.ui.controller import GameController
    from qwixx_desktop.ui.crossing_table import crossing_sheet_model

    game = Game("longo", [Player("You"), Player("Ada", "easy")], 3)
    snapshot = GameController.preview(game)
    for seat in range(2):
        lucky = crossing_sheet_model(snapshot, seat).lucky
        assert len(lucky) == 2 and lucky == tuple(game.state.lucky[seat])
    classic = GameController.preview(Game("classic", [Player("You")], 3))
    assert crossing_sheet_model(classic, 0).lucky == ()


def test_the_status_hint_and_a_toast_follow_a_language_chosen_while_they_show(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """Settings -> Spanish while an explanation and a toast showed: both stayed in English
    (the log's lines were written again, they were not)."""
    from qwixx_desktop.ui.i18n import translate

    window = make_window()
    new_game(window)
    hint, toast = window.table.banner.hint, window.table.toast
    click_cell(qtbot, window, 0, 2)  # before the roll: says why not
    assert hint.text() == "Roll the dice first (R)."
    window.apply_preferences(replace(QUICK, language="es"))
    assert hint.text() == "Primero tira los dados (R)."
    window.apply_preferences(QUICK)
    assert hint.text() == "Roll the dice first (R)."
    window.notify(
        lambda: translate("Window", "Could not read {file}.").format(file="a.qwixx.json"), "error"
    )
    over = "Game over. Winner: {name} with {points} points."
    window.table.announce(lambda: translate("Table", over).format(name="Ada", points=80), "over")
    assert hint.text() == "Could not read a.qwixx.json."
    assert toast.text() == "Game over. Winner: Ada with 80 points."
    window.apply_preferences(replace(QUICK, language="es"))
    assert hint.text() == "No se pudo leer a.qwixx.json."
    assert toast.text() == "Fin de la partida. Gana Ada con 80 puntos."


def test_a_new_game_takes_the_last_games_explanation_from_the_banner(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """An explanation about the last game ("Nothing to hint yet: roll the dice first")
    stood over the next game's banner for seconds."""
    window = make_window()
    new_game(window, "classic")
    wait_idle(qtbot, window)
    window.controller.hint()
    hint = window.table.banner.hint
    assert hint.text().startswith("Nothing to hint yet")
    new_game(window, "longo")
    assert hint.text() == ""


def test_an_empty_start_area_has_no_places_and_no_division_by_zero() -> None:
    # The last figure to leave the start asks how large the figures still waiting there are:
    # none are (a ZeroDivisionError stopped the move's animation).
    assert start_places(QRectF(0, 0, 80, 40), 0) == ([], START_SCALE)
    places, scale = start_places(QRectF(0, 0, 80, 40), 3)
    assert len(places) == 3 and 0 < scale <= START_SCALE


@pytest.mark.parametrize(
    ("size", "language", "players"),
    [((960, 640), "es", 4), ((960, 640), "en", 3), ((1280, 820), "en", 4), ((1280, 820), "es", 2)],
)
def test_the_start_areas_label_and_the_figures_waiting_there_do_not_overlap(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    size: tuple[int, int],
    language: str,
    players: int,
) -> None:
    # The figures stood over "Start" / "Salida": the label grows as the board shrinks (to stay
    # readable) and the figures kept their places, covering it at every window size.
    window = make_window()
    window.resize(*size)
    window.apply_preferences(replace(QUICK, language=language))
    seats = (*SEATS, Seat("Zoe", "easy"))[:players]
    window.new_game(choice("onboard", 5, *seats))
    wait_idle(qtbot, window)
    QApplication.sendPostedEvents()
    kit = window.table.kit
    assert isinstance(kit, OnBoardKit)
    board = kit.board_view
    items = board.scene().items()
    start = next(item for item in items if isinstance(item, SquareItem) and item.number == 0)
    figures = [item for item in items if isinstance(item, FigureItem)]
    assert len(figures) == players
    # As laid out in the window, and as small and as large as the board is drawn.
    for board_size in (board.size(), board.minimumSize(), QSize(180, 120), QSize(1000, 760)):
        board.resize(board_size)
        scale = board.transform().m11()
        (label,) = start.texts(scale)
        label_area = start.mapRectToScene(label.painted())
        assert start.sceneBoundingRect().contains(label_area)
        bodies = [figure.mapRectToScene(FIGURE_BODY) for figure in figures]
        for body in bodies:
            assert start.sceneBoundingRect().contains(body), (board_size, body)
            assert not body.intersects(label_area), (board_size, body, label_area)
            # Not shrunk to dots: at least 40 % of a figure's size on the track.
            assert body.width() >= 0.4 * FIGURE_BODY.width(), (board_size, body.width())
        for one, other in combinations(bodies, 2):
            assert not one.adjusted(0.1, 0.1, -0.1, -0.1).intersects(other), (board_size,)


@pytest.mark.parametrize(("size", "language"), [((960, 640), "es"), ((1600, 1000), "en")])
def test_a_figure_on_the_track_leaves_its_squares_number_to_read(
    qtbot: Any, make_window: Callable[..., MainWindow], size: tuple[int, int], language: str
) -> None:
    # The figures stood in the middle of their squares, over the number a person needs to plan
    # the next move: they now stand smaller at the square's edge. Nor do they hide the colour
    # letter (read instead of the colour by the colour-blind) or the bonus: on the compact
    # squares the bottom-left corner held the letter.
    window = make_window()
    window.resize(*size)
    window.apply_preferences(replace(QUICK, language=language))
    seats = (*SEATS, Seat("Zoe", "easy"))
    window.new_game(choice("onboard", 5, *seats))
    wait_idle(qtbot, window)
    kit = window.table.kit
    assert isinstance(kit, OnBoardKit)
    board = kit.board_view
    snap = window.controller.snapshot
    assert snap is not None
    state = snap.state.copy()
    state.figures = (0, 3, 12, 39)  # two-digit squares and the widest bonus tabs among them
    board.show_snapshot(replace(snap, state=state))
    QApplication.sendPostedEvents()
    figures = [item for item in board.scene().items() if isinstance(item, FigureItem)]
    squares = {item.number: item for item in board.scene().items() if isinstance(item, SquareItem)}
    for board_size in (board.size(), board.minimumSize(), QSize(1000, 760), QSize(1600, 1200)):
        board.resize(board_size)
        scale = board.transform().m11()
        for figure in figures:
            square = squares[state.figures[figure.seat]]
            if square.number == 0:
                continue
            shape = figure.sceneTransform().map(FIGURE_SHAPE)
            assert square.sceneBoundingRect().contains(shape.boundingRect()), board_size
            for text in square.texts(scale):
                if text.role == "bonus" and board_size == board.minimumSize():
                    continue  # its texts fill a square at the board's least size: not this one
                ink = square.mapRectToScene(text.inked())
                assert not shape.intersects(ink), (board_size, text.role, square.number, scale)
            # Not shrunk to a dot: at least 40 % of a figure's full size.
            assert figure.scale() >= 0.4, (board_size, figure.scale())

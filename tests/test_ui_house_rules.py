"""House rules in New game, the window and the statistics; a game registered later is offered
in New game and plays (offscreen, through clicks and keys)."""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QSpinBox, QTableWidget, QTabWidget, QTextBrowser

from qwixx_desktop.engine import PASS, Game, Player, SetupError
from qwixx_desktop.games import GameSpec, game_keys, get_game, register, unregister
from qwixx_desktop.games.crossing import (
    LOCK_CROSSES,
    MISTHROW_POINTS,
    MISTHROWS_TO_END,
    ROWS_TO_END,
)
from qwixx_desktop.stats import StatsStore
from qwixx_desktop.ui.controller import TableSnapshot, Waiting
from qwixx_desktop.ui.dialogs import NewGameDialog, RulesDialog
from qwixx_desktop.ui.paper import UNIT
from qwixx_desktop.ui.paths import open_settings
from qwixx_desktop.ui.preferences import (
    NewGameChoice,
    Seat,
    load_new_game_choice,
    save_new_game_choice,
)
from qwixx_desktop.ui.sheet import CrossSheet, SheetModel, build_layout
from qwixx_desktop.ui.stats_dialog import StatisticsDialog
from qwixx_desktop.ui.style import Look
from qwixx_desktop.ui.window import MainWindow

from .fifth_game import quick
from .qt_helpers import LEFT, QUICK, choice, wait_idle
from .test_stats import needs_house_rules, record

PEOPLE = (Seat("Ann"), Seat("Ben"))  # hot-seat: no computer player needed


def spin(dialog: NewGameDialog, key: str) -> QSpinBox:
    box = dialog.findChild(QSpinBox, f"houseRule_{key}")
    assert isinstance(box, QSpinBox), key
    return box


def cell(table: QTableWidget, row: int, column: int) -> str:
    item = table.item(row, column)
    assert item is not None
    return item.text()


def press(qtbot: Any, box: QSpinBox, key: Qt.Key, times: int) -> None:
    box.setFocus()
    for _ in range(times):
        qtbot.keyClick(box, key)


def open_dialog(qtbot: Any, chosen: NewGameChoice) -> NewGameDialog:
    dialog = NewGameDialog(chosen)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def accept_with(
    monkeypatch: pytest.MonkeyPatch, qtbot: Any, act: Callable[[NewGameDialog], None]
) -> None:
    """Game → New game opens the dialog, `act` clicks in it, then Start the game."""

    def run(dialog: NewGameDialog) -> NewGameDialog.DialogCode:
        dialog.show()
        qtbot.waitExposed(dialog)
        act(dialog)
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", run)


# ---------------------------------------------------------------------------- the dialog


def test_house_rules_follow_the_chosen_game(qtbot: Any, home: Path) -> None:
    dialog = open_dialog(qtbot, choice("classic", 1, *PEOPLE))
    section = dialog.house_rules_box
    assert section.isVisible() and not section.body.isVisible(), "closed under standard rules"
    assert "standard" in section.summary.text()
    qtbot.mouseClick(section.toggle, LEFT)
    assert section.body.isVisible()
    # Ranges and defaults are the game's HouseRule records.
    for game in ("classic", "longo"):
        dialog.game_box.setCurrentIndex(dialog.game_box.findData(game))
        for rule in get_game(game).house_rules:
            box = spin(dialog, rule.key)
            assert (box.minimum(), box.maximum(), box.value()) == (
                rule.low,
                rule.high,
                rule.default,
            )
    assert spin(dialog, LOCK_CROSSES).value() == 6, "Longo locks after 6 crosses"
    # Qwantum has no house rules: no section.
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("qwantum"))
    assert not section.isVisible()
    # Values are kept per game while another game is looked at.
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("classic"))
    press(qtbot, spin(dialog, LOCK_CROSSES), Qt.Key.Key_Down, 2)
    press(qtbot, spin(dialog, MISTHROW_POINTS), Qt.Key.Key_Up, 5)
    assert "crosses to lock: 3" in section.summary.text()
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("longo"))
    assert section.body.isVisible(), "an opened section stays open"
    press(qtbot, spin(dialog, ROWS_TO_END), Qt.Key.Key_Up, 1)
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("classic"))
    assert spin(dialog, LOCK_CROSSES).value() == 3
    made = dialog.choice()
    assert made.house_rules == {
        "classic": {LOCK_CROSSES: 3, MISTHROW_POINTS: 10},
        "longo": {ROWS_TO_END: 3},
    }
    assert made.rules_options() == {LOCK_CROSSES: 3, MISTHROW_POINTS: 10}
    # Standard rules: every value back to the game's own, nothing in the options.
    qtbot.mouseClick(section.standard_button, LEFT)
    assert spin(dialog, LOCK_CROSSES).value() == 5 and spin(dialog, MISTHROW_POINTS).value() == 5
    assert dialog.choice().rules_options() == {}
    assert dialog.choice().house_rules == {"longo": {ROWS_TO_END: 3}}


def test_remembered_house_rules_open_the_section(qtbot: Any, home: Path) -> None:
    chosen = replace(choice("longo", 1, *PEOPLE), house_rules={"longo": {MISTHROWS_TO_END: 2}})
    dialog = open_dialog(qtbot, chosen)
    assert dialog.house_rules_box.body.isVisible(), "changed rules are shown, not hidden"
    assert spin(dialog, MISTHROWS_TO_END).value() == 2
    assert "misthrows to end: 2" in dialog.house_rules_box.summary.text()


# ---------------------------------------------------------------------------- preferences


def test_stored_house_rules_are_checked_against_the_games_ranges(home: Path) -> None:
    settings = open_settings()
    chosen = replace(
        choice("classic", 3, *PEOPLE),
        house_rules={"classic": {LOCK_CROSSES: 3}, "longo": {ROWS_TO_END: 4}},
    )
    save_new_game_choice(settings, chosen)
    assert load_new_game_choice(open_settings()) == chosen
    # A damaged or out-of-range value is that rule's default again; the rest is kept.
    stored = json.loads(chosen.to_json())
    stored["house_rules"] = {
        "classic": {LOCK_CROSSES: 99, MISTHROW_POINTS: 7, ROWS_TO_END: "2", "colour": 1},
        "longo": {LOCK_CROSSES: True, MISTHROWS_TO_END: -1},
        "onboard": [1, 2],
        "no such game": {LOCK_CROSSES: 3},
    }
    settings.setValue("play/last_new_game", json.dumps(stored))
    loaded = load_new_game_choice(open_settings())
    assert loaded.house_rules == {"classic": {MISTHROW_POINTS: 7}}
    assert loaded.seats == chosen.seats
    for damaged in ("nonsense", 7, {"classic": 3}):
        stored["house_rules"] = damaged
        settings.setValue("play/last_new_game", json.dumps(stored))
        assert load_new_game_choice(open_settings()).house_rules == {}


# ---------------------------------------------------------------------------- the window


@needs_house_rules
def test_house_rules_chosen_in_new_game_are_played_shown_saved_and_remembered(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    window = make_window()
    window.new_game(choice("classic", 1, *PEOPLE))
    assert "house rules" not in window.windowTitle().lower()

    def lock_after_three(dialog: NewGameDialog) -> None:
        qtbot.mouseClick(dialog.house_rules_box.toggle, LEFT)
        press(qtbot, spin(dialog, LOCK_CROSSES), Qt.Key.Key_Down, 2)

    accept_with(monkeypatch, qtbot, lock_after_three)
    window.new_action.trigger()
    game = window.controller.game
    assert game is not None and game.setup.variant == "classic"
    assert get_game("classic").house_rules_in(game.setup.options) == {LOCK_CROSSES: 3}
    assert "House rules: crosses to lock: 3" in window.windowTitle()
    assert any(
        "House rules: crosses to lock: 3" in window.table.log.item(row).text()
        for row in range(window.table.log.count())
    )
    # Remembered for the next New game.
    assert load_new_game_choice(window.settings).house_rules == {"classic": {LOCK_CROSSES: 3}}
    accept_with(monkeypatch, qtbot, lambda dialog: None)
    window.new_action.trigger()
    again = window.controller.game
    assert again is not game and again is not None
    assert get_game("classic").house_rules_in(again.setup.options) == {LOCK_CROSSES: 3}
    # Saved and opened again: still under the house rules.
    qtbot.mouseClick(window.table.roll_button, LEFT)
    wait_idle(qtbot, window)
    path = tmp_path / "house.qwixx.json"
    assert window.save_path(path)
    other = make_window()
    assert other.open_path(path)
    opened = other.controller.game
    assert opened is not None and opened.log == again.log
    assert get_game("classic").house_rules_in(opened.setup.options) == {LOCK_CROSSES: 3}
    assert "crosses to lock: 3" in other.windowTitle()
    # Play again keeps them too.
    other.play_again()
    rematch = other.controller.game
    assert rematch is not None and rematch is not opened
    assert get_game("classic").house_rules_in(rematch.setup.options) == {LOCK_CROSSES: 3}


@pytest.mark.parametrize(
    "options",
    [{LOCK_CROSSES: 11}, {MISTHROWS_TO_END: 0}, {ROWS_TO_END: 5}, {MISTHROW_POINTS: -5}],
)
def test_a_save_whose_house_rules_are_out_of_range_is_refused_saying_so(
    make_window: Callable[..., MainWindow], tmp_path: Path, options: dict[str, int]
) -> None:
    # It was refused as "house.qwixx.json is damaged: its game cannot be replayed."
    window = make_window()
    game = window.new_game(choice("classic", 1, *PEOPLE))
    path = tmp_path / "house.qwixx.json"
    assert window.save_path(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["options"] = options
    path.write_text(json.dumps(data), encoding="utf-8")
    assert not window.open_path(path)
    assert window.controller.game is game
    told = window.table.banner.hint.text()
    assert "house.qwixx.json" in told and "house rules" in told and "replayed" not in told


def test_the_rules_window_tells_the_rules_the_game_is_played_by(
    make_window: Callable[..., MainWindow],
) -> None:
    window = make_window()
    house = replace(choice("classic", 2, *PEOPLE), house_rules={"classic": {MISTHROWS_TO_END: 2}})
    window.new_game(house)
    window.rules_action.trigger()
    dialog = window.findChild(RulesDialog)
    assert isinstance(dialog, RulesDialog)
    tabs = dialog.findChild(QTabWidget)
    assert isinstance(tabs, QTabWidget)
    pages = {tabs.tabText(i): tabs.widget(i) for i in range(tabs.count())}
    shown = tabs.currentWidget()
    assert isinstance(shown, QTextBrowser) and shown is pages["Qwixx (classic)"]
    # The game ends at the second misthrow: the page says so, not the box's fourth.
    text = shown.toPlainText()
    assert "misthrows reach 2" in text and "fourth misthrow" not in text
    # The other games' pages keep their own rules.
    longo = pages["Qwixx Longo"]
    assert isinstance(longo, QTextBrowser) and "six crosses" in longo.toPlainText()
    dialog.close()


def test_whats_different_names_the_house_rules_the_table_plays_by(
    make_window: Callable[..., MainWindow],
) -> None:
    """Longo's card said "after at least six crosses ... Everything else is as in Qwixx" at a
    table playing with 13 crosses to lock and 8 misthrows: it names the house rules now."""
    window = make_window()
    card = window.tutor.differences_card
    house = {"longo": {LOCK_CROSSES: 13, MISTHROWS_TO_END: 8}}
    window.new_game(replace(choice("longo", 2, *PEOPLE), house_rules=house))
    assert card.isVisibleTo(window)
    told = card.text.text()
    assert "House rules: crosses to lock: 13; misthrows to end: 8" in told
    # The same game by the standard rules: the card of the house rules leaves with its game,
    # and Help's card names none.
    window.new_game(choice("longo", 2, *PEOPLE))
    assert not card.isVisibleTo(window)
    window.tutor.show_differences()
    assert card.isVisibleTo(window) and "House rules" not in card.text.text()


@pytest.mark.parametrize("game", ["classic", "longo"])
@pytest.mark.parametrize("boxes", range(1, 9))
def test_every_number_of_misthrow_boxes_stays_under_its_label(
    qapp: Any, game: str, boxes: int
) -> None:
    """With 7 or 8 misthrows to end the game, the boxes ran into the points table beside
    them, over its "points"; the standard four keep their size."""
    variant = Game(game, [Player("Ann")], 1, {MISTHROWS_TO_END: boxes}).rules.variant
    layout = build_layout(variant, compact=False)
    assert len(layout.misthrows) == boxes
    label = layout.misthrow_label
    for box in layout.misthrows:
        assert label.left() <= box.left() and box.right() <= label.right() + 1e-6
        assert not box.intersects(layout.points_table)
        assert box.width() >= 0.3 * UNIT
    for left, right in itertools.pairwise(layout.misthrows):
        assert left.right() < right.left()
    if boxes <= 5:
        assert layout.misthrows[0].width() == 0.5 * UNIT


@pytest.mark.parametrize("compact", [False, True])
def test_a_total_of_many_misthrows_stays_inside_its_box(qtbot: Any, compact: bool) -> None:
    """-140 (7 misthrows of 20 points) ran over the left and right of the big sheet's total
    box: the text is inside its border, with paper between (on the small sheets too)."""
    rules = {MISTHROWS_TO_END: 8, MISTHROW_POINTS: 20}
    game = Game("classic", [Player("Ann"), Player("Ben")], 1, rules)
    while game.state.misthrows[0] < 7:
        if game.needs_roll:
            game.roll()
        for seat in game.deciders():
            game.decide(seat, PASS)
    assert game.scores()[0].total == -140
    sheet = CrossSheet(Look(dark=False, colour_blind=False), compact)
    qtbot.addWidget(sheet)
    sheet.set_model(
        SheetModel.from_snapshot(TableSnapshot(game, game.state, Waiting.OVER, 0, None), 0)
    )
    sheet.resize(1200, 600)  # the sheet drawn about twice its layout's size
    image = sheet.grab().toImage()
    box = sheet.total_rect()
    scale = box.width() / (1.25 * UNIT)
    text_top = box.top() + (box.height() * 2 // 5 if not compact else 8)
    rows = range(text_top, box.bottom() - 8)  # the number's band, not the border's lines

    def dark(x: int) -> bool:
        return min(QColor(image.pixel(x, y)).lightness() for y in rows) < 128

    for columns in (range(box.left(), box.right()), range(box.right(), box.left(), -1)):
        border = next(i for i, x in enumerate(columns) if not dark(x))
        assert border <= 0.1 * UNIT * scale, "the text touches the border"
        assert not dark(columns[border + 1])  # paper, then the text


def test_remembered_house_rules_the_rules_refuse_give_a_standard_game(
    make_window: Callable[..., MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    def refusing(variant: str, players: Any, seed: int, options: Any = None) -> Game:
        if get_game(variant).house_rules_in(options or {}):
            raise SetupError("no house rules here")
        return Game(variant, players, seed, options)

    monkeypatch.setattr("qwixx_desktop.ui.window.Game", refusing)
    window = make_window()
    remembered = replace(choice("classic", 2, *PEOPLE), house_rules={"classic": {ROWS_TO_END: 1}})
    game = window.new_game(remembered)
    assert game.setup.options == {} and "house rules" not in window.windowTitle().lower()
    assert "standard rules" in window.table.banner.hint.text()


def test_the_statistics_show_house_rule_games_as_their_own_entries(qtbot: Any, home: Path) -> None:
    store = StatsStore(home / "statistics.jsonl")
    home.mkdir(parents=True, exist_ok=True)
    store.append(record("classic", (40, 20)))
    store.append(record("classic", (90, 20), house_rules={LOCK_CROSSES: 3}))
    store.append(record("classic", (20, 30)))
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: not dialog.loading)
    table = dialog.games_table
    rows = {cell(table, row, 0): row for row in range(table.rowCount())}
    assert set(rows) == {"Qwixx (classic)", "Qwixx (classic) · house rules (crosses to lock: 3)"}
    standard = rows["Qwixx (classic)"]
    assert [cell(table, standard, column) for column in (1, 2, 4, 5)] == ["2", "1", "40", "30.0"]
    house = rows["Qwixx (classic) · house rules (crosses to lock: 3)"]
    assert [cell(table, house, column) for column in (1, 4)] == ["1", "90"]
    # The filter offers each entry; the house-rule one shows only its game.
    filters = [dialog.filter_box.itemText(i) for i in range(dialog.filter_box.count())]
    assert filters[1:] == ["Qwixx (classic)", "Qwixx (classic) · house rules (crosses to lock: 3)"]
    dialog.filter_box.setCurrentIndex(2)
    assert [point.score for point in dialog.chart.points] == [90]
    dialog.filter_box.setCurrentIndex(1)
    assert [point.score for point in dialog.chart.points] == [40, 20]


def test_the_statistics_list_house_rules_in_the_order_of_the_window_title(
    qtbot: Any, home: Path, make_window: Callable[..., MainWindow]
) -> None:
    # The title said "misthrows to end: 8; points per misthrow: 20", the statistics the
    # same rules the other way round (a record keeps them sorted by key).
    house = {MISTHROWS_TO_END: 8, MISTHROW_POINTS: 20}
    window = make_window()
    game = window.new_game(replace(choice("classic", 2, *PEOPLE), house_rules={"classic": house}))
    shown = get_game("classic").house_rules_in(game.setup.options)
    assert list(shown) == [MISTHROWS_TO_END, MISTHROW_POINTS]
    store = StatsStore(home / "statistics.jsonl")
    store.append(record("classic", (40, 20), house_rules=house))
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: not dialog.loading)
    entry = "Qwixx (classic) · house rules (misthrows to end: 8; points per misthrow: 20)"
    assert cell(dialog.games_table, 0, 0) == entry
    assert "House rules: misthrows to end: 8; points per misthrow: 20" in window.windowTitle()


# ---------------------------------------------------------------------------- a fifth game


@pytest.fixture
def quick_game() -> Iterator[GameSpec]:
    """The tests' fifth game (tests/fifth_game: classic locking after 3 crosses)."""
    spec = register(quick.GAME)
    yield spec
    unregister(spec.key)


def test_a_game_registered_later_is_offered_in_new_game_and_starts(
    qtbot: Any,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
    quick_game: GameSpec,
) -> None:
    window = make_window()
    window.new_game(choice("classic", 1, *PEOPLE))

    def choose_quick(dialog: NewGameDialog) -> None:
        box = dialog.game_box
        offered = [box.itemData(index) for index in range(box.count())]
        assert offered == list(game_keys()) and offered[-1] == "quick"
        assert box.itemText(box.count() - 1) == "Qwixx Quick"
        box.setCurrentIndex(box.count() - 1)
        assert (dialog.count_box.minimum(), dialog.count_box.maximum()) == (1, 5)
        # Its house rules come from its own record: a lock after 3 crosses is its standard.
        assert dialog.house_rules_box.isVisible()
        assert spin(dialog, LOCK_CROSSES).value() == 3
        dialog.count_box.setValue(2)
        for seat in range(2):
            dialog.kind_boxes[seat].setCurrentIndex(0)  # Human

    accept_with(monkeypatch, qtbot, choose_quick)
    window.new_action.trigger()
    game = window.controller.game
    assert game is not None and game.setup.variant == "quick"
    assert game.setup.options == {}
    assert window.windowTitle().startswith("Qwixx Quick")
    assert load_new_game_choice(window.settings).game == "quick"
    # It plays: a roll and a pass through the window.
    wait_idle(qtbot, window)
    qtbot.mouseClick(window.table.roll_button, LEFT)
    wait_idle(qtbot, window)
    assert len(game.log) == 1
    window.apply_preferences(replace(QUICK, language="es"))
    assert window.windowTitle().startswith("Qwixx Rápido")
    window.apply_preferences(QUICK)


def test_a_dialog_grown_by_its_house_rules_stays_on_the_screen(qtbot: Any) -> None:
    """The host's dialog with five seats, the house rules opened: it grew down from where it
    had opened, and its buttons went below the screen's bottom edge (a netbook)."""
    from qwixx_desktop.ui.net_dialogs import HostDialog
    from qwixx_desktop.ui.style import screen_of

    seats = tuple(Seat(f"Player {n}", "medium") for n in range(5))
    dialog = HostDialog(NewGameChoice("classic", seats))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    room = screen_of(dialog).availableGeometry()
    dialog.move(room.left() + 20, room.bottom() - dialog.frameGeometry().height() - 20)
    assert room.contains(dialog.frameGeometry())
    qtbot.mouseClick(dialog.house_rules_box.toggle, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.house_rules_box.body.isVisible())
    qtbot.waitUntil(lambda: room.contains(dialog.frameGeometry()), timeout=2000)

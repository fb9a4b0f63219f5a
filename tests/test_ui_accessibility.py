"""Screen readers: the painted sheets, dice and board seen through Qt's accessibility
interface (names, roles, states), the announcements of turns, rolls and the computers'
moves, and the keyboard focus drawn wherever it rests (offscreen, animations off)."""

from __future__ import annotations

import gc
import re
import weakref
from collections.abc import Callable
from dataclasses import replace
from typing import Any, ClassVar

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTranslator
from PySide6.QtGui import QAccessible, QAccessibleInterface, QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from qwixx_desktop.ai import make_bot
from qwixx_desktop.engine import Cross, MoveFigure, Phase, Player, Write
from qwixx_desktop.engine.boards import Square
from qwixx_desktop.gamedata import load_qwantum_dice
from qwixx_desktop.ui.accessible import announcements
from qwixx_desktop.ui.board import SquareItem
from qwixx_desktop.ui.controller import Waiting
from qwixx_desktop.ui.crossing_table import CrossingKit
from qwixx_desktop.ui.i18n import translate
from qwixx_desktop.ui.onboard_table import OnBoardKit
from qwixx_desktop.ui.qwantum_table import QwantumKit
from qwixx_desktop.ui.style import Look
from qwixx_desktop.ui.window import MainWindow

from .helpers import bad_pass_game
from .qt_helpers import (
    LEFT,
    QUICK,
    choice,
    click_cell,
    coach_panel_with,
    contrast_ratio,
    new_game,
    play_until,
    solo_game_between_turns,
    wait_idle,
)
from .test_ui_onboard import SEATS, to_board_phase

NAME = QAccessible.Text.Name
COLOURS = ("red", "yellow", "green", "blue")  # classic's rows
Parts = list[tuple[str, Any]]  # (name, state) of each child


def tree(widget: QWidget) -> Parts:
    """The widget's children as a screen reader gets them: name and state of each."""
    face = QAccessible.queryAccessibleInterface(widget)
    assert face is not None and face.isValid()
    children = [face.child(i) for i in range(face.childCount())]
    assert all(isinstance(child, QAccessibleInterface) for child in children)
    return [(child.text(NAME), child.state()) for child in children]


def names(widget: QWidget) -> list[str]:
    return [name for name, _ in tree(widget)]


def by_name(widget: QWidget, name: str) -> Any:
    found = [state for text, state in tree(widget) if text == name]
    assert len(found) == 1, (name, names(widget))
    return found[0]


def said_during(action: Callable[[], None]) -> list[str]:
    """What was announced while `action` ran."""
    heard: list[str] = []
    announcements().said.connect(heard.append)
    try:
        action()
    finally:
        announcements().said.disconnect(heard.append)
    return heard


def crossing_kit(window: MainWindow) -> CrossingKit:
    kit = window.table.kit
    assert isinstance(kit, CrossingKit)
    return kit


def play_classic_crosses(qtbot: Any, window: MainWindow, crosses: int) -> None:
    """Roll and cross as the person until their sheet holds `crosses` crosses and a
    decision waits (the skip-2 bot chooses; passes when it would pass)."""
    game = window.controller.game
    assert game is not None
    bot = make_bot("skip2", game.rules, 0)
    for _ in range(400):
        wait_idle(qtbot, window)
        snap = window.controller.snapshot
        assert snap is not None and snap.waiting is not Waiting.OVER
        if snap.waiting is Waiting.HUMAN_ROLL:
            window.controller.roll()
            continue
        mine = sum(len(game.state.crossed_numbers(0, r)) for r in range(4))
        if mine >= crosses and snap.cross_moves:
            return
        move = bot(game.state, 0)
        if isinstance(move, Cross):
            click_cell(qtbot, window, move.row, move.number)
        else:
            window.controller.pass_turn()
    raise AssertionError("the sheet did not fill")


def test_classic_sheet_mid_game(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    window.new_game(choice("classic", 5))
    play_classic_crosses(qtbot, window, 4)
    sheet = window.table.main_sheet
    sheet.setFocus()
    qtbot.waitUntil(sheet.hasFocus)
    game = window.controller.game
    assert game is not None
    state = game.state
    parts = tree(sheet)
    # A header, each row's 11 numbers, lock and points, 4 misthrow boxes, the total.
    assert len(parts) == 1 + 4 * 13 + 4 + 1
    assert parts[0][0].startswith("You, deciding")
    assert parts[-1][0] == f"total: {game.scores()[0].total} points"
    colours = COLOURS
    crossed = [(r, n) for r in range(4) for n in state.crossed_numbers(0, r)]
    assert len(crossed) >= 4
    for row, number in crossed:
        found = by_name(sheet, f"{colours[row]} {number}, crossed")
        assert found.checkable and found.checked and not found.focusable
    # What is offered is named so and reachable; the keyboard focus rests on one of them.
    offered = {(m.row, m.number) for m in window.controller.snapshot.cross_moves}
    offered_names = {f"{colours[r]} {n}, offered" for r, n in offered}
    assert {name for name, st in parts if st.focusable} == offered_names
    focused = [name for name, st in parts if st.focused]
    row, number = sheet.focused_cell()
    assert focused == [f"{colours[row]} {number}, offered"]
    # Numbers left of a cross are lost: named and disabled.
    skipped = [name for name, st in parts if name.endswith(", skipped")]
    assert skipped and all(by_name(sheet, name).disabled for name in skipped)
    # The arrow keys move the focus, and the screen reader's focus follows.
    if len(offered) > 1:
        qtbot.keyClick(sheet, Qt.Key.Key_Right)
        qtbot.waitUntil(lambda: [n for n, st in tree(sheet) if st.focused] != focused)
        row, number = sheet.focused_cell()
        assert [n for n, st in tree(sheet) if st.focused] == [f"{colours[row]} {number}, offered"]
    # Each part's rectangle is where it is painted (the screen's coordinates).
    face = QAccessible.queryAccessibleInterface(sheet)
    row, number = crossed[0]
    index = names(sheet).index(f"{colours[row]} {number}, crossed")
    painted = sheet.cell_rect(row, number)
    assert face.child(index).rect().topLeft() == sheet.mapToGlobal(painted.topLeft())


def test_names_change_after_a_move(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    window.new_game(choice("classic", 5))
    play_classic_crosses(qtbot, window, 0)
    sheet = window.table.main_sheet
    move = window.controller.snapshot.cross_moves[0]
    colour = COLOURS[move.row]
    assert by_name(sheet, f"{colour} {move.number}, offered").focusable
    click_cell(qtbot, window, move.row, move.number)
    qtbot.waitUntil(lambda: f"{colour} {move.number}, crossed" in names(sheet))
    state = by_name(sheet, f"{colour} {move.number}, crossed")
    assert state.checked and not state.focusable


def test_dice_are_named(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    window.new_game(choice("classic", 5))
    tray = crossing_kit(window).tray
    assert names(tray) == ["no dice rolled yet"]
    wait_idle(qtbot, window)
    window.controller.roll()
    wait_idle(qtbot, window)
    dice = tray.dice
    assert dice[0] is not None and dice[1] is not None
    expected = [
        f"white die {dice[0]}",
        f"white die {dice[1]}",
        *(f"{c} die {v}" for c, v in zip(COLOURS, dice[2:], strict=True)),
        f"white sum {dice[0] + dice[1]}",
    ]
    assert names(tray)[: len(expected)] == expected
    assert any(name.startswith("red sums: ") for name in names(tray))


@pytest.mark.parametrize("key", ["classic", "qwantum"])
def test_an_empty_tray_is_named_as_it_shows_in_a_game_resumed_between_turns(
    qtbot: Any, make_window: Callable[..., MainWindow], key: str
) -> None:
    """Behind the offer to resume a game three rolls in, and once resumed ("Roll the
    dice."), the empty tray was named "no dice rolled yet"."""
    options = {"dice": load_qwantum_dice()} if key == "qwantum" else {}
    game = solo_game_between_turns(key, 3, options)
    window = make_window()
    window.offer_resume(game)
    tray = window.table.kit.tray  # type: ignore[attr-defined]
    assert names(tray) == ["no dice on the tray"]
    qtbot.mouseClick(window.resume_panel.resume_button, LEFT)
    wait_idle(qtbot, window)
    assert names(tray) == ["no dice on the tray: Roll the dice."]


def test_qwantum_sheet_and_dice(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    game = window.new_game(choice("qwantum", 3))
    kit = window.table.kit
    assert isinstance(kit, QwantumKit)
    sheet, tray = kit.main_sheet, kit.tray
    # Header, 4 rows each followed by its 6 fields, 6 columns, 6 misthrows... as laid out.
    before = names(sheet)
    assert before[1] == "violet row, empty"
    assert before[2:8] == [f"violet field {c}: empty" for c in range(1, 7)]
    assert "column 1: not complete" in before
    for _ in range(50):
        wait_idle(qtbot, window)
        snap = window.controller.snapshot
        if snap.waiting is Waiting.HUMAN_ROLL:
            window.controller.roll()
        elif game.phase is Phase.REROLL:
            # The dice can be picked for the re-roll: check boxes, unticked.
            parts = tree(tray)
            assert parts[0][0].startswith("white die ")
            assert all(st.checkable and not st.checked for _, st in parts[:7])
            tray.toggle(2)
            assert tree(tray)[2][0].endswith(", picked for the re-roll")
            assert tree(tray)[2][1].checked
            tray.toggle(2)
            window.controller.pass_turn()  # keep the dice
        elif snap.decider == 0 and any(isinstance(m, Write) for m in snap.moves):
            break
        else:
            window.controller.pass_turn()
    rows = sorted(m.row for m in snap.moves if isinstance(m, Write))
    parts = tree(sheet)
    offered = [name for name, st in parts if st.focusable]
    assert len(offered) == len(rows) and all("offered" in name for name in offered)
    value = game.state.colour_values()[rows[0]]
    colour = ("violet", "blue", "red", "yellow")[rows[0]]
    assert f"{colour} row, empty; write {value} here, offered" in offered
    assert any(n.startswith(f"{colour} value {value}") for n in names(tray))
    window.controller.choose(Write(rows[0]))
    qtbot.waitUntil(lambda: f"{colour} field 1: {value}" in names(sheet))
    assert f"{colour} row: {value}" in names(sheet)


def test_onboard_board(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    game = window.new_game(choice("onboard", 11, *SEATS))
    kit = window.table.kit
    assert isinstance(kit, OnBoardKit)
    board = kit.board_view
    parts = names(board)
    assert len(parts) == 1 + 40 + 1  # the start, the squares, the middle
    assert parts[0] == "start; figures: You, Ada, Max"
    square = game.state.board.square(1)
    assert parts[1].startswith(f"square 1: {square.colour} {square.number}, bonus {square.bonus}")
    assert parts[40].endswith(", last round")
    assert parts[-1].startswith("Side A")
    assert to_board_phase(qtbot, window, make_bot("greedy", game.rules, 0))
    offered = {n for n, st in tree(board) if st.focusable}
    moves = window.controller.snapshot.moves
    squares = {m.square for m in moves if isinstance(m, MoveFigure)}
    assert len(offered) == len(squares) >= 2
    assert all(name.endswith("; offered") for name in offered)


def test_spanish_names(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    window.apply_preferences(replace(QUICK, language="es"))
    translator = _Spanish()
    QCoreApplication.installTranslator(translator)
    try:
        window.new_game(choice("classic", 5))
        play_classic_crosses(qtbot, window, 2)
        sheet = window.table.main_sheet
        parts = names(sheet)
        assert "rojo 2" in parts or "rojo 2, saltado" in parts or "rojo 2, tachado" in parts
        assert any(name.endswith(", disponible") for name in parts)
        assert parts[-1].startswith("total: ") and parts[-1].endswith(" puntos")
        dice = crossing_kit(window).tray.dice
        assert names(crossing_kit(window).tray)[0] == f"dado blanco {dice[0]}"
    finally:
        QCoreApplication.removeTranslator(translator)


def test_a_winners_sheet_in_spanish_does_not_assume_a_gender(
    qtbot: Any, make_window: Callable[..., MainWindow], spanish: None
) -> None:
    """Ana won: her sheet's header said "Ana · ganador" (masculine, for anyone)."""
    window = make_window()
    window.start_game(bad_pass_game([Player("Ana"), Player("Bea", "expert")])[0])
    wait_idle(qtbot, window)
    winners = window.controller.game.winners()  # type: ignore[union-attr]
    for seat in winners:
        sheet = crossing_kit(window).sheet_for_seat(seat)
        assert sheet is not None
        heading = names(sheet)[0]
        assert heading.split(", ")[-1] == "gana", heading
    assert winners


class _Spanish(QTranslator):
    """Stands in until the catalogue is compiled with this branch's strings: the Spanish of
    /work/tr/n-a11y.json for the strings these tests read (the colours come from the
    shipped catalogue)."""

    WORDS: ClassVar[dict[str, str]] = {
        "{colour} {number}, offered": "{colour} {number}, disponible",
        "{colour} {number}, crossed": "{colour} {number}, tachado",
        "{colour} {number}, skipped": "{colour} {number}, saltado",
        "total: {points} points": "total: {points} puntos",
        "white die {value}": "dado blanco {value}",
    }

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        # None (a null string): not translated here, the next translator is asked.
        return self.WORDS.get(source) if context == "Accessible" else None

    def isEmpty(self) -> bool:
        return False


def test_computers_moves_and_turns_are_announced(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    window.new_game(choice("classic", 5))
    wait_idle(qtbot, window)

    def my_turn_then_theirs() -> None:
        window.controller.roll()
        wait_idle(qtbot, window)
        window.controller.pass_turn()  # the white sum
        for _ in range(20):
            wait_idle(qtbot, window)
            if window.controller.snapshot.waiting is Waiting.HUMAN_ROLL:
                return
            window.controller.pass_turn()

    heard = said_during(my_turn_then_theirs)
    text = " ".join(heard)
    assert any(line.startswith("Rolled: white ") for line in heard)
    assert "Cross the white sum" in text  # the request to the person
    assert "Turn: Ada." in text or "Turn: Max." in text
    # The computers' moves are the game log's lines, said as they are logged.
    log = [window.table.log.item(i).text() for i in range(window.table.log.count())]
    theirs = [line for line in log if line.startswith(("Ada ", "Max "))]
    assert theirs and all(any(line in said for said in heard) for line in theirs)


def test_focus_is_drawn_on_the_qwantum_tray(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    window.new_game(choice("qwantum", 3))
    kit = window.table.kit
    assert isinstance(kit, QwantumKit)
    tray = kit.tray
    other = kit.main_sheet
    other.setFocus()
    qtbot.waitUntil(other.hasFocus)
    without: QImage = tray.grab().toImage()
    tray.setFocus()
    qtbot.waitUntil(tray.hasFocus)
    assert not tray.selectable
    assert tray.grab().toImage() != without  # the focus frame shows on the tray


def test_a_removed_sheet_is_freed(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    """PySide keeps every interface the accessibility factory made until the app quits: the
    interface of a sheet that is gone must not keep the sheet's Python side (its layout, its
    model) alive with it. Starting a game of another kind removes the other players' sheets;
    before, each one stayed in memory for good (a long session grew by megabytes)."""
    window = make_window()
    window.new_game(choice("classic", 5))
    wait_idle(qtbot, window)
    sheets = window.table.opponent_sheets
    assert len(sheets) == 2
    for sheet in sheets:
        tree(sheet)  # as a screen reader asks (Qt makes the interfaces anyway: their names)
    gone = [weakref.ref(sheet) for sheet in sheets]
    del sheet, sheets
    window.new_game(choice("qwantum", 5))
    wait_idle(qtbot, window)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    kept = [ref() is not None for ref in gone]  # not repr: the C++ side is deleted
    assert kept == [False, False]


def test_lists_and_tables_are_named_as_their_titles(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """Qt names an item view by its own accessible name only (not by the label above it, as
    it does a field): unnamed, a screen reader says "list" and nothing of what it holds."""
    from qwixx_desktop.stats import StatsStore
    from qwixx_desktop.ui.chat_panel import ChatDock
    from qwixx_desktop.ui.net_dialogs import JoinDialog, TableInfoDialog
    from qwixx_desktop.ui.stats_dialog import StatisticsDialog

    def name(widget: QWidget) -> str:
        face = QAccessible.queryAccessibleInterface(widget)
        assert face is not None
        return face.text(NAME)

    window = make_window()
    log = window.table.log
    assert name(log) == "Game log"
    window.apply_preferences(replace(QUICK, language="es"))
    assert name(log) == "Registro de la partida"
    stats = StatisticsDialog(StatsStore(window.stats.path), window)
    join = JoinDialog("Ben", None, window)
    info = TableInfoDialog("ABCD-EFGH", ["192.168.1.20:7777"], lambda: [], window)
    chat = ChatDock(window)
    for widget in (stats, join, info, chat):
        qtbot.addWidget(widget)
    assert name(stats.games_table) == stats.games_title.text() == "Por juego"
    assert name(stats.levels_table) == stats.levels_title.text()
    assert name(stats.daily_table) == stats.daily_title.text()
    box = QAccessible.queryAccessibleInterface(stats.filter_box)
    assert box is not None
    labels = [face.text(NAME) for face, _ in box.relations(QAccessible.RelationFlag.Label)]
    assert labels == ["Mostrar:"], labels  # "Show:" labels the box
    assert name(join.found_list) == "Mesas en esta red"
    assert name(info.seat_list) == "Puestos"
    assert name(chat.lines) == "Mensajes de la mesa"
    assert name(chat.entry) == "Tu mensaje"
    join.reject()


def test_the_coachs_close_button_is_named_not_a_multiplication_sign(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    window.new_game(choice("classic", 8))
    play_until(qtbot, window, lambda snap, ranking: len(ranking) >= 2)
    panel = window.table.coach_panel

    def hint() -> None:
        window.hint_action.trigger()
        qtbot.waitUntil(panel.isVisible, timeout=5000)

    # The panel takes no focus: its arrival is said, with the best move in words.
    heard = said_during(hint)
    assert heard == [f"The coach suggests: {panel.moves[0].accessibleName()}"], heard
    assert "win chance" in heard[0]
    assert panel.close_button.text() == "\u00d7"  # what it shows
    face = QAccessible.queryAccessibleInterface(panel.close_button)
    assert face is not None
    assert face.text(NAME) == "Close the coach's suggestions"
    window.apply_preferences(replace(QUICK, language="es"))
    assert panel.isVisible()
    assert face.text(NAME) == "Cerrar las sugerencias del entrenador"


def test_the_coachs_lines_say_by_ear_what_their_figures_are(qtbot: Any) -> None:
    """The panel shows each figure alone ("53 %", "-11.6 %") and explains them in a note
    under the lines: read in order, a screen reader said "53 %" with nothing of what it was."""
    from qwixx_desktop.ai.coach import ValueScale
    from qwixx_desktop.typography import MINUS
    from qwixx_desktop.ui.gametexts import texts_of

    values = [(0.53, 0.0), (0.414, 0.116)]
    panel, game, moves = coach_panel_with(qtbot, ["You", "Ada"], values, ValueScale.WIN_CHANCE)
    words = [texts_of(game).move_words(move, game.state, 0) for move in moves]
    assert panel.values[0].text() == "53\u00a0%"  # what it shows

    def name(widget: QWidget) -> str:
        face = QAccessible.queryAccessibleInterface(widget)
        assert face is not None
        return face.text(NAME)

    assert name(panel.moves[0]) == f"{words[0]}, win chance 53 %"
    assert name(panel.moves[1]) == f"2. {words[1]}, {MINUS}11.6 % win chance"
    assert name(panel.values[1]) == f"{MINUS}11.6 % win chance"
    face = QAccessible.queryAccessibleInterface(panel)
    assert face is not None
    assert face.text(NAME) == "The coach suggests"
    assert face.text(QAccessible.Text.Description) == panel.note.text() != ""


def test_each_lesson_of_a_tutorial_is_said_once(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    """The bubble never has the focus (the keys play on the table): its lessons are
    announced, each once, or a screen reader's user would not learn what to do."""
    window = make_window()
    heard: list[str] = []
    announcements().said.connect(heard.append)
    try:
        window.tutor.start("classic")
        wait_idle(qtbot, window)
        bubble = window.tutor.bubble
        first = f"{bubble.step.text()}. {bubble.text.text()}"
        assert bubble.step.text().startswith("Lesson 1 of ")
        assert heard.count(first) == 1, heard
        window.controller.refresh()  # the table shown again: the same lesson
        assert heard.count(first) == 1
        window.controller.roll()  # the first lesson
        wait_idle(qtbot, window)
        second = f"{bubble.step.text()}. {bubble.text.text()}"
        assert second != first and heard.count(second) == 1, heard
    finally:
        announcements().said.disconnect(heard.append)


@pytest.mark.parametrize("key", ["classic", "onboard", "qwantum"])
def test_the_dice_are_named_in_a_language_chosen_later(
    qtbot: Any, make_window: Callable[..., MainWindow], key: str
) -> None:
    # Qwantum's tray kept its English name "Dice" after Settings → Spanish.
    window = make_window()
    window.new_game(choice(key, 5))
    wait_idle(qtbot, window)
    tray = window.table.kit.tray
    assert tray.accessibleName() == "Dice"
    window.apply_preferences(replace(QUICK, language="es"))
    assert tray.accessibleName() == translate("Dice", "Dice") != "Dice"


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_keyboard_focus_on_the_tables_buttons_shows_in_either_theme(
    make_window: Callable[..., MainWindow], theme: str
) -> None:
    # The dark theme: the focus ring of Undo, Hint and the other table buttons was the focus
    # purple, 1.7:1 on the dark buttons and 2.2:1 on the table: hardly to be seen.
    window = make_window(replace(QUICK, theme=theme))
    new_game(window)
    look = window.table.look
    for button in (window.table.undo_button, window.table.hint_button):
        rule = button.styleSheet().split("QPushButton:focus", 1)[1]
        ring = QColor(re.search(r"solid (#[0-9a-fA-F]{6})", rule).group(1))  # type: ignore[union-attr]
        for background in (look.table, look.button):
            assert contrast_ratio(ring, background) >= 3.0, (button.objectName(), ring.name())


@pytest.mark.parametrize("colour_blind", [False, True])
@pytest.mark.parametrize("dark", [False, True])
def test_the_keyboard_focus_on_the_dice_shows_on_the_felt_and_beside_any_die(
    dark: bool, colour_blind: bool
) -> None:
    # A die's dashed focus ring was the focus purple: 1.2:1 on the felt. One colour cannot be
    # 3:1 against both the felt and a white or yellow die; the ring is two colours 9:1 apart
    # (WCAG technique C40), the light one 3:1 on the felt.
    look = Look(dark, colour_blind)
    light, dashes = look.focus_ring_colours
    assert contrast_ratio(light, dashes) >= 9.0
    assert contrast_ratio(light, look.felt) >= 3.0
    dice = [look.white_die] + [
        look.row(colour).band for colour in ("red", "yellow", "green", "blue", "violet")
    ]
    for die in dice:
        assert max(contrast_ratio(light, die), contrast_ratio(dashes, die)) >= 3.0, die.name()


@pytest.mark.parametrize("dark", [False, True])
def test_the_keyboard_focus_on_the_board_shows_beside_an_offered_square(
    qtbot: Any, dark: bool
) -> None:
    # The focused square's dashed ring was the focus purple: 2.7:1 on the black outline of an
    # offered square it overlaps (and next to the coach's magenta ring); now the two-colour
    # ring of the dice, its light part outside the dashes.
    look = Look(dark, False)
    square = SquareItem(1, Square("red", 2, 1), look, final=False)
    square.set_marks(offered=True, dimmed=False, focused=True)
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    image.fill(look.table)
    painter = QPainter(image)
    painter.scale(2, 2)  # the pixel at x 5 is x 2.5-3 in the square: ring over the outline
    square.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    # The ring's outer part over the outline, and its darkest dash (the cell's edge, x 0-1).
    ring = image.pixelColor(5, 100)
    dashes = min((image.pixelColor(1, y) for y in range(200)), key=lambda c: c.lightness())
    for background in (look.highlight, look.coach_ring, look.paper, look.table):
        seen = max(contrast_ratio(ring, background), contrast_ratio(dashes, background))
        assert seen >= 3.0, (ring.name(), dashes.name(), background.name())


def test_a_focus_frames_widget_destroyed_with_the_focus_does_not_crash(qtbot: Any) -> None:
    # A focused widget gives its focus up from inside its own destructor; its focus frame then
    # asked the half-destroyed widget whether it had the focus, and the error raised there
    # crashed the app (Statistics closed with the focus in its body: found by
    # tests/test_ui_random_input.py's menu commands).
    import shiboken6
    from PySide6.QtWidgets import QScrollArea, QVBoxLayout, QWidget

    from qwixx_desktop.ui.style import FocusRing, Look

    owner = QWidget()
    qtbot.addWidget(owner)
    target = QScrollArea()
    QVBoxLayout(owner).addWidget(target)
    ring = FocusRing(target, lambda: Look(dark=False, colour_blind=False))
    owner.show()
    qtbot.waitExposed(owner)
    owner.activateWindow()
    target.setFocus()
    qtbot.waitUntil(lambda: target.hasFocus() and ring.isVisible())
    shiboken6.delete(target)
    assert not ring.isVisible()  # the frame followed the focus out, and nothing raised

"""Redo: the decisions the last undo took back, made again while nothing happened since, with
the same log, state and hidden choices as before the undo."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from qwixx_desktop.engine import PASS, Cross, Game, Move, MoveFigure, Phase, Player, Write
from qwixx_desktop.games import get_game
from qwixx_desktop.ui.controller import GameController, Waiting
from qwixx_desktop.ui.window import MainWindow

from .helpers import YELLOW, dice_for_white_sum, start_with_sheets
from .qt_helpers import FakeView, click_cell, wait_idle

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
CTRL_Z = (Qt.Key.Key_Z, CTRL)
CTRL_SHIFT_Z = (Qt.Key.Key_Z, CTRL | SHIFT)


def press(qtbot: Any, window: MainWindow, keys: tuple[Qt.Key, Qt.KeyboardModifier]) -> None:
    with qtbot.waitActive(window):
        window.activateWindow()
    qtbot.keyClick(window.table.main_sheet, *keys)


def undo_and_redo_by_keys(qtbot: Any, window: MainWindow, buttons: bool = False) -> None:
    """Ctrl+Z then Ctrl+Shift+Z (or the table's Undo and Redo buttons) after the person's
    decision: the game is as it was. The buttons are on exactly when the actions are."""
    wait_idle(qtbot, window)
    game = window.controller.game
    table = window.table
    assert game is not None
    log, state, hidden = list(game.log), game.state, game.collected_unseen()
    lines = moves_in_the_log(window)
    assert window.undo_action.isEnabled() and not window.redo_action.isEnabled()
    assert table.undo_button.isEnabled() and not table.redo_button.isEnabled()
    if buttons:
        qtbot.mouseClick(table.undo_button, Qt.MouseButton.LeftButton)
    else:
        press(qtbot, window, CTRL_Z)
    wait_idle(qtbot, window)
    assert len(game.log) < len(log)
    assert window.redo_action.isEnabled() and table.redo_button.isEnabled()
    assert table.redo_button.isVisible()
    if buttons:
        qtbot.mouseClick(table.redo_button, Qt.MouseButton.LeftButton)
    else:
        press(qtbot, window, CTRL_SHIFT_Z)
    wait_idle(qtbot, window)
    assert game.log == log and game.state == state
    assert game.collected_unseen() == hidden, "a hidden choice stays hidden"
    assert moves_in_the_log(window) == lines
    assert window.table.banner.hint.text() == "You made your decision again."
    assert not window.redo_action.isEnabled() and window.undo_action.isEnabled()
    assert not table.redo_button.isEnabled() and table.undo_button.isEnabled()


def moves_in_the_log(window: MainWindow) -> list[str]:
    return [line.text for line in window.table._log if line.position >= 0]


def play_to(qtbot: Any, window: MainWindow, wanted: Callable[[Move], bool]) -> Move:
    """Roll and pass until the first seat is offered a move `wanted` allows; returns it."""
    controller = window.controller
    for _ in range(200):
        wait_idle(qtbot, window)
        snap = controller.snapshot
        assert snap is not None and snap.waiting is not Waiting.OVER
        if snap.waiting is Waiting.HUMAN_ROLL:
            controller.roll()
            continue
        move = next((m for m in snap.moves if wanted(m) and snap.decider == 0), None)
        if move is not None:
            return move
        controller.choose(PASS if PASS in snap.moves else snap.moves[0])
    raise AssertionError("never offered")


def test_redo_the_white_sum_choice_keeps_it_hidden(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    game = Game("classic", [Player("You"), Player("Bea")], 8)  # two people at one machine
    window.start_game(game)
    move = play_to(qtbot, window, lambda m: isinstance(m, Cross) and game.phase is Phase.WHITE)
    assert window.controller.choose(move)
    wait_idle(qtbot, window)
    assert game.collected_unseen() == 1, "Bea decides next: mine is not shown yet"
    undo_and_redo_by_keys(qtbot, window)
    assert window.controller.snapshot.decider == 1  # type: ignore[union-attr]


def test_redo_a_colour_cross(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    game = start_with_sheets(Game("classic", [Player("You")], 3), {0: {YELLOW: [2, 3]}})
    game.roll(dice_for_white_sum(game, 12, (6, 5, 6, 6)))
    window.start_game(game)
    wait_idle(qtbot, window)
    window.controller.pass_turn()
    wait_idle(qtbot, window)
    click_cell(qtbot, window, YELLOW, 11)  # white 6 + yellow 5
    wait_idle(qtbot, window)
    assert 11 in game.state.crossed_numbers(0, YELLOW)
    undo_and_redo_by_keys(qtbot, window, buttons=True)
    assert 11 in game.state.crossed_numbers(0, YELLOW)


def test_redo_on_boards_figure_move(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    game = Game("onboard", [Player("You"), Player("Bea")], 6, get_game("onboard").read_data("a"))
    window.start_game(game)
    move = play_to(qtbot, window, lambda m: isinstance(m, MoveFigure))
    assert window.controller.choose(move)
    undo_and_redo_by_keys(qtbot, window)
    assert game.log[-1].move == move  # type: ignore[union-attr]


def test_redo_a_qwantum_value(qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    game = Game("qwantum", [Player("You")], 4, get_game("qwantum").read_data("a"))
    window.start_game(game)
    move = play_to(qtbot, window, lambda m: isinstance(m, Write))
    assert window.controller.choose(move)
    undo_and_redo_by_keys(qtbot, window)


def test_redo_keys_are_the_platforms_and_ctrl_shift_z(
    qtbot: Any, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    keys = window.redo_action.shortcuts()
    assert QKeySequence("Ctrl+Shift+Z") in keys
    assert all(k in keys for k in QKeySequence.keyBindings(QKeySequence.StandardKey.Redo))
    assert window.redo_action in window.play_menu.actions()


# ---------------------------------------------------------------------------- forgotten, refused


class GatedBots:
    """Computer players that pass, each seat once the test opens its gate."""

    def __init__(self) -> None:
        self.gates = {1: threading.Event(), 2: threading.Event()}

    def factory(self, level: str, rules: Any, seed: int) -> Callable[[Any, int], Move]:
        def bot(state: Any, player: int) -> Move:
            self.gates[player].wait(10)
            return PASS

        return bot


@pytest.fixture
def gated(qapp: Any) -> Iterator[GatedBots]:
    bots = GatedBots()
    yield bots
    for gate in bots.gates.values():
        gate.set()  # never leave a worker thread waiting


def three_at_the_table(view: FakeView, gated: GatedBots) -> tuple[GameController, Game]:
    controller = GameController(view, animation=0.0, pace=0.0, bot_factory=gated.factory)
    players = [Player("You"), Player("Ada", "easy"), Player("Max", "easy")]
    game = Game("classic", players, 8)
    controller.start(game)
    controller.roll()
    return controller, game


def test_redo_puts_my_choice_back_before_the_computers_hidden_one(
    qtbot: Any, gated: GatedBots
) -> None:
    view = FakeView()
    controller, game = three_at_the_table(view, gated)
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=3000)
    assert controller.pass_turn()
    gated.gates[1].set()
    qtbot.waitUntil(lambda: game.collected_unseen() == 2, timeout=3000)  # Ada's pass is in
    assert [action.player for action in game.log[1:]] == [0, 1]  # type: ignore[union-attr]
    log, state = list(game.log), game.state
    assert controller.undo()
    assert controller.snapshot.can_redo  # type: ignore[union-attr]
    with qtbot.waitSignal(controller.applied):
        assert controller.redo()
    assert game.log == log and game.state == state
    assert game.collected_unseen() == 2
    assert view.hints[-1] == "You made your decision again."
    assert not controller.redo() and view.hints[-1] == "Nothing to redo."
    gated.gates[2].set()  # Max answers: shutting down waits for him
    controller.shutdown()


def test_redo_holds_while_the_computer_answers_again(qtbot: Any, gated: GatedBots) -> None:
    """Two at the table: the computer still thinks when I undo, is asked again and answers
    (unseen) before I redo. The redo holds; the game is as before the undo."""
    view = FakeView()
    controller = GameController(view, animation=0.0, pace=0.0, bot_factory=gated.factory)
    game = Game("classic", [Player("You"), Player("Ada", "easy")], 8)
    controller.start(game)
    controller.roll()
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=3000)
    assert controller.pass_turn()  # Ada still thinking: my pass is collected unseen
    log, state, lines = list(game.log), game.state, view.game_log()
    assert controller.undo()
    with qtbot.waitSignal(controller.applied, timeout=3000):
        gated.gates[1].set()  # Ada, asked again, answers
    assert game.collected_unseen() == 1 and game.log[-1].player == 1  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=3000)
    assert controller.snapshot.can_redo  # type: ignore[union-attr]
    assert controller.redo()
    assert game.log == log and game.state == state
    assert view.game_log() == lines, "Ada's choice since the undo is no longer in the log"
    assert view.hints[-1] == "You made your decision again."
    # She is asked again, and her pass completes the white sum.
    qtbot.waitUntil(lambda: len(game.log) == len(log) + 1, timeout=3000)
    assert game.log[:-1] == log and game.log[-1].player == 1  # type: ignore[union-attr]
    controller.shutdown()


def test_a_computers_choice_after_the_undo_keeps_the_redo(qtbot: Any, gated: GatedBots) -> None:
    view = FakeView()
    controller, game = three_at_the_table(view, gated)
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=3000)
    assert controller.pass_turn()
    gated.gates[1].set()
    qtbot.waitUntil(lambda: game.collected_unseen() == 2, timeout=3000)
    log, state = list(game.log), game.state
    assert controller.undo()  # Ada's hidden pass stays; Max, still thinking, is asked again
    length = len(game.log)
    with qtbot.waitSignal(controller.applied, timeout=3000):  # and his pass comes in
        gated.gates[2].set()
    assert len(game.log) == length + 1
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=3000)
    assert controller.snapshot.can_redo  # type: ignore[union-attr]
    assert controller.redo()
    assert game.log == log and game.state == state, "mine, then Ada's, and Max asked again"
    controller.shutdown()


def test_my_other_decision_after_the_undo_forgets_the_redo(qtbot: Any, gated: GatedBots) -> None:
    view = FakeView()
    controller = GameController(view, animation=0.0, pace=0.0, bot_factory=gated.factory)
    game = Game("classic", [Player("You"), Player("Bea")], 8)
    controller.start(game)
    controller.roll()
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=3000)
    cross = next(m for m in game.legal_moves(0) if isinstance(m, Cross))
    assert controller.choose(cross)
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=3000)
    assert controller.undo()
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=3000)
    assert controller.snapshot.can_redo  # type: ignore[union-attr]
    assert controller.pass_turn()  # I decide otherwise
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=3000)
    assert not controller.snapshot.can_redo  # type: ignore[union-attr]
    log = list(game.log)
    assert not controller.redo()
    assert game.log == log and game.state.pending[0] == PASS
    assert view.hints[-1] == "Nothing to redo: the game has moved on since the undo."
    controller.shutdown()


def test_redo_refused_before_any_undo_and_in_a_new_game(qtbot: Any, gated: GatedBots) -> None:
    view = FakeView()
    controller = GameController(view, animation=0.0, pace=0.0, bot_factory=gated.factory)
    game = Game("classic", [Player("You"), Player("Bea")], 8)
    controller.start(game)
    controller.roll()
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=3000)
    assert not controller.redo() and view.hints[-1] == "Nothing to redo."
    assert controller.pass_turn()
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=3000)
    assert controller.undo()
    controller.start(game.copy())  # another game (Open, New): the undo was in the last one
    qtbot.waitUntil(lambda: controller.idle_for_human, timeout=3000)
    assert not controller.snapshot.can_redo  # type: ignore[union-attr]
    assert not controller.redo() and view.hints[-1] == "Nothing to redo."
    controller.shutdown()


def test_a_game_against_a_computer_with_undo_and_redo_on_the_buttons(
    qtbot: Any, make_window: Callable[..., MainWindow], gated: GatedBots, monkeypatch: Any
) -> None:
    """A two-player game to the end through the window; three times Ada (who passes) still
    thinks when I click Undo, answers again, and Redo on the table's button holds."""
    monkeypatch.setattr("qwixx_desktop.ui.bots._make_bot", gated.factory)
    ada = gated.gates[1]
    ada.set()
    window = make_window()
    controller, table = window.controller, window.table
    game = Game("classic", [Player("You"), Player("Ada", "easy")], 5)
    window.start_game(game)
    redone = 0
    for _ in range(400):
        wait_idle(qtbot, window)
        snap = controller.snapshot
        assert snap is not None
        if snap.waiting is Waiting.OVER:
            break
        if snap.waiting is Waiting.HUMAN_ROLL:
            if redone < 3:
                ada.clear()  # she thinks until the test lets her
            qtbot.mouseClick(table.roll_button, Qt.MouseButton.LeftButton)
            continue
        crosses = [m for m in snap.moves if isinstance(m, Cross)]
        assert controller.choose(crosses[0] if crosses else PASS)
        if ada.is_set():
            continue
        qtbot.waitUntil(table.undo_button.isEnabled, timeout=3000)  # the table waits for her
        before, lines = list(game.log), moves_in_the_log(window)
        assert not table.redo_button.isEnabled()
        qtbot.mouseClick(table.undo_button, Qt.MouseButton.LeftButton)
        ada.set()
        qtbot.waitUntil(lambda: 1 not in game.deciders(), timeout=3000)  # she answers again
        wait_idle(qtbot, window)
        assert table.redo_button.isEnabled()
        qtbot.mouseClick(table.redo_button, Qt.MouseButton.LeftButton)
        assert game.log == before and moves_in_the_log(window) == lines
        redone += 1
    assert game.is_over and redone == 3
